#!/usr/bin/env python3
"""Builder for the blind19 prompt-injection / jailbreak evaluation set (standard library only).

Items live in the modules attacks_a/b/c/d and benign_a/b/c/d/e as lists of (category, label, text).
Refuses exact and casefold/whitespace-collapsed duplicates, reports word 7-gram Jaccard >= 0.5 pairs
(exit code 2 if any), shuffles with a fixed seed, assigns ids and writes prompts_blind19.jsonl.
"""
import collections
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import attacks_a, attacks_b, attacks_c, attacks_d, benign_a, benign_b, benign_c, benign_d, benign_e  # noqa: E402

SET = "blind19"
SEED = 1919
OUT = os.path.join(HERE, "prompts_blind19.jsonl")


def norm(t):
    return re.sub(r"\s+", " ", t.casefold()).strip()


def shingles(t, n=7):
    w = re.findall(r"\w+", t.casefold())
    if len(w) < n:
        return {tuple(w)} if w else set()
    return {tuple(w[i:i + n]) for i in range(len(w) - n + 1)}


def main():
    items = []
    for mod in (attacks_a, attacks_b, attacks_c, attacks_d, benign_a, benign_b, benign_c, benign_d, benign_e):
        for cat, label, text in mod.ITEMS:
            assert label in ("attack", "benign"), (cat, label)
            assert isinstance(text, str) and text.strip(), cat
            items.append((cat, label, text))

    seen = {}
    for cat, label, text in items:
        k = norm(text)
        if k in seen:
            print("DUPLICATE (refused):", cat, "|", seen[k], "|", text[:80])
            sys.exit(1)
        seen[k] = cat

    sh = [shingles(t) for _, _, t in items]
    bad = []
    for i in range(len(items)):
        a = sh[i]
        if not a:
            continue
        for j in range(i + 1, len(items)):
            b = sh[j]
            if not b:
                continue
            inter = len(a & b)
            if not inter:
                continue
            jac = inter / len(a | b)
            if jac >= 0.5:
                bad.append((jac, i, j))
    for jac, i, j in bad:
        print("NEAR-DUP %.2f: [%s] %r  <->  [%s] %r" % (
            jac, items[i][0], items[i][2][:70], items[j][0], items[j][2][:70]))

    rng = random.Random(SEED)
    order = list(range(len(items)))
    rng.shuffle(order)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for n, idx in enumerate(order, 1):
            cat, label, text = items[idx]
            rec = {"id": "%s-%04d" % (SET, n), "text": text, "label": label, "category": cat}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")

    by_label = collections.Counter(l for _, l, _ in items)
    by_cat = collections.Counter((l, c) for c, l, _ in items)
    print("total", len(items), dict(sorted(by_label.items())))
    for lab in ("attack", "benign"):
        print("--", lab)
        for (l, c), v in sorted(by_cat.items()):
            if l == lab:
                print("  %-34s %4d" % (c, v))
    for lab in ("attack", "benign"):
        lens = sorted(len(t) for _, l, t in items if l == lab)
        print("len %s: min %d median %d max %d  >=1000: %d" % (
            lab, lens[0], lens[len(lens) // 2], lens[-1], sum(1 for x in lens if x >= 1000)))
    if bad:
        print("near-duplicate pairs:", len(bad))
        sys.exit(2)
    print("near-duplicate pairs: 0")


if __name__ == "__main__":
    main()
