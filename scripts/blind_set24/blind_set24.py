#!/usr/bin/env python3
"""Builder for the blind24 prompt-injection / jailbreak evaluation set (standard library only).

Collects hand-written items from the item modules, refuses exact and casefold/whitespace-collapsed
duplicates, reports word 7-gram Jaccard >= 0.5 pairs (exit 2 if any), shuffles with a fixed seed,
assigns ids blind24-0001..., writes prompts_blind24.jsonl and prints count tables.
"""
import collections
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import attacks_a, attacks_b, attacks_c, attacks_d  # noqa: E402
import benign_a, benign_b, benign_c, benign_d, benign_e  # noqa: E402

SET = "blind24"
SEED = 24024
OUT = os.path.join(HERE, "prompts_%s.jsonl" % SET)
MODULES = [attacks_a, attacks_b, attacks_c, attacks_d, benign_a, benign_b, benign_c, benign_d, benign_e]


def norm(t):
    return re.sub(r"\s+", " ", t.casefold()).strip()


def shingles(t, n=7):
    w = re.findall(r"\w+", t.casefold())
    if len(w) < n:
        return {tuple(w)} if w else set()
    return {tuple(w[i:i + n]) for i in range(len(w) - n + 1)}


def main():
    items = []
    for m in MODULES:
        items.extend(m.ITEMS)
    seen = {}
    for text, label, cat in items:
        assert label in ("attack", "benign"), label
        assert isinstance(text, str) and text.strip(), cat
        key = norm(text)
        if key in seen:
            print("DUPLICATE (refused):", cat, "|", text[:80], "| first in", seen[key])
            return 1
        seen[key] = cat
    # near duplicates: 7-gram Jaccard
    sh = [shingles(t) for t, _, _ in items]
    index = collections.defaultdict(set)
    for i, s in enumerate(sh):
        for g in s:
            index[g].add(i)
    near = []
    for i, s in enumerate(sh):
        cands = set()
        for g in s:
            cands |= index[g]
        for j in cands:
            if j <= i:
                continue
            inter = len(s & sh[j])
            jac = inter / len(s | sh[j])
            if jac >= 0.5:
                near.append((jac, i, j))
    for jac, i, j in sorted(near, reverse=True):
        print("NEAR-DUP %.2f\n  [%s] %s\n  [%s] %s" % (jac, items[i][2], items[i][0][:100], items[j][2], items[j][0][:100]))
    rng = random.Random(SEED)
    order = list(range(len(items)))
    rng.shuffle(order)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for n, k in enumerate(order, 1):
            text, label, cat = items[k]
            rec = {"id": "%s-%04d" % (SET, n), "text": text, "label": label, "category": cat}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    # tables
    by_label = collections.Counter(l for _, l, _ in items)
    by_cat = collections.Counter((l, c) for _, l, c in items)
    print("TOTAL", len(items), dict(sorted(by_label.items())))
    for lab in ("attack", "benign"):
        print("\n%s categories:" % lab)
        for (l, c), v in sorted(by_cat.items()):
            if l == lab:
                print("  %-32s %4d" % (c, v))
        obf = sum(v for (l, c), v in by_cat.items() if l == lab and c.startswith("obf_"))
        if obf:
            print("  %-32s %4d" % ("(obf_* total)", obf))
    print("\nlength (chars) by label: min / median / mean / max")
    for lab in ("attack", "benign"):
        ls = sorted(len(t) for t, l, _ in items if l == lab)
        print("  %-7s %5d %6d %7.1f %6d  (>=1000: %d, <=40: %d)" % (
            lab, ls[0], ls[len(ls) // 2], sum(ls) / len(ls), ls[-1],
            sum(1 for x in ls if x >= 1000), sum(1 for x in ls if x <= 40)))
    print("\nnear-duplicate pairs (7-gram Jaccard >= 0.5):", len(near))
    print("wrote", OUT)
    return 2 if near else 0


if __name__ == "__main__":
    sys.exit(main())
