#!/usr/bin/env python3
"""Builder for the blind18 prompt-injection / jailbreak evaluation set (standard library only).

Collects hand-written items from the item modules, refuses exact and casefold/whitespace-collapsed
duplicates, reports word 7-gram Jaccard >= 0.5 pairs (exit 2 if any), shuffles with a fixed seed,
assigns ids blind18-0001..., writes prompts_blind18.jsonl and prints count tables.
"""
import collections
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import attacks_a, attacks_b, attacks_b2, attacks_c, attacks_d, attacks_e, attacks_obf  # noqa: E402
import benign_a, benign_b, benign_c, benign_d, benign_e, benign_long, benign_obf  # noqa: E402

SET = "blind18"
SEED = 18_2026
OUT = os.path.join(HERE, "prompts_%s.jsonl" % SET)
MODULES = [attacks_a, attacks_b, attacks_b2, attacks_c, attacks_d, attacks_e, attacks_obf,
           benign_a, benign_b, benign_c, benign_d, benign_e, benign_long, benign_obf]


def norm(t):
    return re.sub(r"\s+", " ", t.casefold()).strip()


def grams(t, n=7):
    w = re.findall(r"\w+", t.casefold())
    if len(w) < n:
        return {tuple(w)} if w else set()
    return {tuple(w[i:i + n]) for i in range(len(w) - n + 1)}


def main():
    items = []
    for m in MODULES:
        items.extend(m.ITEMS)
    seen_exact, seen_norm = {}, {}
    errors = 0
    for cat, text, label in items:
        assert label in ("attack", "benign"), label
        assert isinstance(text, str) and text.strip(), cat
        if text in seen_exact:
            print("EXACT DUPLICATE:", cat, "|", seen_exact[text], "|", text[:80]); errors += 1
        seen_exact[text] = cat
        n = norm(text)
        if n in seen_norm:
            print("NORMALISED DUPLICATE:", cat, "|", seen_norm[n], "|", text[:80]); errors += 1
        seen_norm[n] = cat
    if errors:
        print("refusing to build: %d duplicates" % errors)
        return 1
    # 7-gram Jaccard check, with an inverted index to keep it quick
    G = [grams(t) for _, t, _ in items]
    index = collections.defaultdict(set)
    for i, g in enumerate(G):
        for x in g:
            index[x].add(i)
    near = []
    for i, g in enumerate(G):
        cands = set()
        for x in g:
            cands |= index[x]
        for j in cands:
            if j <= i:
                continue
            inter = len(g & G[j])
            jac = inter / len(g | G[j])
            if jac >= 0.5:
                near.append((jac, i, j))
    for jac, i, j in sorted(near, reverse=True):
        print("NEAR-DUPLICATE %.2f: [%s] %r  <->  [%s] %r" % (jac, items[i][0], items[i][1][:70],
                                                               items[j][0], items[j][1][:70]))
    rows = sorted(items, key=lambda r: (r[2], r[0], r[1]))
    random.Random(SEED).shuffle(rows)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for k, (cat, text, label) in enumerate(rows, 1):
            f.write(json.dumps({"id": "%s-%04d" % (SET, k), "text": text, "label": label,
                                "category": cat}, ensure_ascii=False) + "\n")
    by_label = collections.Counter(r[2] for r in rows)
    by_cat = collections.Counter((r[2], r[0]) for r in rows)
    print("total %d  attack %d  benign %d" % (len(rows), by_label["attack"], by_label["benign"]))
    for lab in ("attack", "benign"):
        print("\n%s categories:" % lab)
        for (l, c), n in sorted(by_cat.items()):
            if l == lab:
                print("  %-32s %4d" % (c, n))
    obf = sum(n for (l, c), n in by_cat.items() if c.startswith("obf_"))
    print("\nobf_* total: %d" % obf)
    for lab in ("attack", "benign"):
        L = sorted(len(r[1]) for r in rows if r[2] == lab)
        print("%s length chars: min %d median %d mean %.0f max %d  >=1000: %d  <=40: %d" % (
            lab, L[0], L[len(L) // 2], sum(L) / len(L), L[-1], sum(x >= 1000 for x in L),
            sum(x <= 40 for x in L)))
    print("wrote", OUT)
    if near:
        print("%d near-duplicate pairs (7-gram Jaccard >= 0.5)" % len(near))
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
