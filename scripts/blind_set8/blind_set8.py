#!/usr/bin/python3
"""Assemble the blind8 evaluation set from the hand-written data files.

Output: prompts_blind8.jsonl (id, text, label, category), shuffled with random.Random(8808).
Refuses exact duplicates and duplicates after casefold + whitespace collapse.
Reports word 7-gram Jaccard >= 0.5 pairs (exit code 2 if any are found).
Standard library only.
"""
import json
import os
import random
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import attacks_a, attacks_b, attacks_c, attacks_d  # noqa: E402
import benign_a, benign_b, benign_c, benign_d, benign_e, benign_f  # noqa: E402
import obfuscated  # noqa: E402

HARDNEG_PREFIX = "hardneg_"


def collect():
    items = []
    for mod in (attacks_a, attacks_b, attacks_c, attacks_d):
        for cat, texts in mod.ATTACKS.items():
            for t in texts:
                items.append(("attack", cat, t))
    for mod in (benign_a, benign_b, benign_c, benign_d, benign_e, benign_f):
        for cat, texts in mod.BENIGN.items():
            for t in texts:
                items.append(("benign", cat, t))
    items.extend(obfuscated.build_obfuscated())
    return items


def norm(t):
    return re.sub(r"\s+", " ", t.casefold()).strip()


def grams(t, n=7):
    w = re.findall(r"\w+", t.casefold())
    return {tuple(w[i:i + n]) for i in range(len(w) - n + 1)}


def main():
    items = collect()
    # sanity
    for lab, cat, t in items:
        assert lab in ("attack", "benign"), lab
        assert isinstance(t, str) and t.strip(), (cat, t)
    # duplicates
    seen_exact, seen_norm = {}, {}
    errors = []
    for i, (lab, cat, t) in enumerate(items):
        if t in seen_exact:
            errors.append("EXACT DUP: %r (%s) == item %d" % (t[:80], cat, seen_exact[t]))
        seen_exact.setdefault(t, i)
        k = norm(t)
        if k in seen_norm and seen_norm[k] != i:
            errors.append("NORM DUP: %r (%s) ~ item %d" % (t[:80], cat, seen_norm[k]))
        seen_norm.setdefault(k, i)
    if errors:
        print("\n".join(errors))
        sys.exit("refusing: duplicates found")
    # near duplicates: word 7-gram Jaccard
    g = [grams(t) for _, _, t in items]
    near = []
    for i in range(len(items)):
        if not g[i]:
            continue
        for j in range(i + 1, len(items)):
            if not g[j]:
                continue
            inter = len(g[i] & g[j])
            if not inter:
                continue
            jac = inter / len(g[i] | g[j])
            if jac >= 0.5:
                near.append((jac, i, j))
    for jac, i, j in near:
        print("NEAR DUP %.2f:\n  [%s] %r\n  [%s] %r" % (jac, items[i][1], items[i][2][:100],
                                                      items[j][1], items[j][2][:100]))
    # shuffle and write
    rng = random.Random(8808)
    order = list(range(len(items)))
    rng.shuffle(order)
    out_path = os.path.join(HERE, "prompts_blind8.jsonl")
    with open(out_path, "w", encoding="utf-8") as f:
        for n, idx in enumerate(order, 1):
            lab, cat, t = items[idx]
            f.write(json.dumps({"id": "blind8-%04d" % n, "text": t, "label": lab,
                                "category": cat}, ensure_ascii=False) + "\n")
    # stats
    labs = Counter(lab for lab, _, _ in items)
    cats = Counter((lab, cat) for lab, cat, _ in items)
    hardneg = sum(1 for lab, cat, _ in items if lab == "benign" and cat.startswith(HARDNEG_PREFIX))
    def cnt(lab, pred):
        return sum(1 for l, _, t in items if l == lab and pred(len(t)))
    print("wrote", out_path)
    print()
    print("| metric | value |\n|---|---|")
    print("| total | %d |" % len(items))
    print("| attacks | %d |" % labs["attack"])
    print("| benign | %d |" % labs["benign"])
    print("| hard negatives (benign hardneg_*) | %d |" % hardneg)
    print("| attacks under 120 chars | %d |" % cnt("attack", lambda n: n < 120))
    print("| benign under 120 chars | %d |" % cnt("benign", lambda n: n < 120))
    print("| attacks >= 1000 chars | %d |" % cnt("attack", lambda n: n >= 1000))
    print("| benign >= 1000 chars | %d |" % cnt("benign", lambda n: n >= 1000))
    print("| max length (chars) | %d |" % max(len(t) for _, _, t in items))
    print("| near-duplicate pairs (7-gram Jaccard >= 0.5) | %d |" % len(near))
    print()
    print("| label | category | count |\n|---|---|---|")
    for (lab, cat), c in sorted(cats.items()):
        print("| %s | %s | %d |" % (lab, cat, c))
    if near:
        sys.exit(2)


if __name__ == "__main__":
    main()
