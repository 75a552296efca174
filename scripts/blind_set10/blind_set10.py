#!/usr/bin/env python3
"""Builder for the blind10 prompt-injection / jailbreak evaluation set.

Standard library only. Collects hand-written items from the item modules,
refuses exact and casefold/whitespace-collapsed duplicates, reports word
7-gram Jaccard >= 0.5 pairs (exit 2 if any), shuffles with a fixed seed,
assigns ids and writes prompts_blind10.jsonl, then prints count tables.
"""
import json
import os
import random
import re
import sys
sys.dont_write_bytecode = True
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import attacks_a, attacks_b, attacks_c, attacks_obf  # noqa: E402
import benign_a, benign_b, benign_c, benign_d, benign_e  # noqa: E402

SET = "blind10"
SEED = 100710
OUT = os.path.join(HERE, "prompts_blind10.jsonl")
MODULES = [attacks_a, attacks_b, attacks_c, attacks_obf,
           benign_a, benign_b, benign_c, benign_d, benign_e]


def norm(t):
    return re.sub(r"\s+", " ", t.casefold()).strip()


def grams(t, n=7):
    w = re.findall(r"\w+", t.casefold())
    return {tuple(w[i:i + n]) for i in range(len(w) - n + 1)}


def main():
    items = []
    for m in MODULES:
        for label, cat, text in m.ITEMS:
            assert label in ("attack", "benign"), (label, cat)
            assert text.strip(), cat
            items.append((label, cat, text))
    seen = {}
    bad = False
    for label, cat, text in items:
        k = norm(text)
        if k in seen:
            print("DUPLICATE:", cat, "|", seen[k], "|", text[:80])
            bad = True
        seen[k] = cat
    if bad:
        sys.exit(1)
    gs = [grams(t) for _, _, t in items]
    pairs = []
    for i in range(len(items)):
        gi = gs[i]
        if not gi:
            continue
        for j in range(i + 1, len(items)):
            gj = gs[j]
            if not gj:
                continue
            inter = len(gi & gj)
            if not inter:
                continue
            jac = inter / len(gi | gj)
            if jac >= 0.5:
                pairs.append((jac, i, j))
    rng = random.Random(SEED)
    order = list(range(len(items)))
    rng.shuffle(order)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for n, idx in enumerate(order, 1):
            label, cat, text = items[idx]
            rec = {"id": "%s-%04d" % (SET, n), "text": text,
                   "label": label, "category": cat}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    lab = Counter(l for l, _, _ in items)
    cats = Counter((l, c) for l, c, _ in items)
    print("total", len(items), dict(lab))
    for l in ("attack", "benign"):
        print("--", l)
        for (ll, c), v in sorted(cats.items()):
            if ll == l:
                print("  %-34s %3d" % (c, v))
    for l in ("attack", "benign"):
        ls = sorted(len(t) for ll, _, t in items if ll == l)
        print("len %s: min %d median %d mean %.0f max %d >1000: %d" % (
            l, ls[0], ls[len(ls) // 2], sum(ls) / len(ls), ls[-1],
            sum(1 for x in ls if x > 1000)))
    if pairs:
        for jac, i, j in sorted(pairs, reverse=True):
            print("NEAR-DUP %.2f: [%s] %s || [%s] %s" % (
                jac, items[i][1], items[i][2][:70], items[j][1], items[j][2][:70]))
        sys.exit(2)
    print("near-duplicate pairs: 0")


if __name__ == "__main__":
    main()
