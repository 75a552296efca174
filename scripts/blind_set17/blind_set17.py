#!/usr/bin/env python3
"""Builder for the blind17 prompt-injection / jailbreak evaluation set (standard library only).

Collects hand-written items from the item modules, refuses exact and casefold/whitespace-collapsed
duplicates, reports word 7-gram Jaccard >= 0.5 pairs (exit 2 if any), shuffles with a fixed seed,
assigns ids blind17-0001... and writes prompts_blind17.jsonl. Rebuilds byte for byte.
"""
import collections
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)

import attacks_a, attacks_b, attacks_c, attacks_d  # noqa: E402
import benign_a, benign_b, benign_c, benign_d, benign_e  # noqa: E402

MODULES = [attacks_a, attacks_b, attacks_c, attacks_d,
           benign_a, benign_b, benign_c, benign_d, benign_e]
SEED = 17017
OUT = os.path.join(HERE, "prompts_blind17.jsonl")


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
        for cat, label, text in m.ITEMS:
            assert label in ("attack", "benign"), (cat, label)
            assert isinstance(text, str) and text.strip(), cat
            items.append((cat, label, text))
    seen = {}
    bad = False
    for i, (cat, label, text) in enumerate(items):
        for key in {("exact", text), ("norm", norm(text))}:
            if key in seen:
                print("DUPLICATE:", cat, "vs", items[seen[key]][0], repr(text[:80]))
                bad = True
            seen.setdefault(key, i)
    if bad:
        print("refusing: duplicates present")
        return 1
    sh = [shingles(t) for _, _, t in items]
    index = collections.defaultdict(set)
    for i, s in enumerate(sh):
        for g in s:
            index[g].add(i)
    pairs = []
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
                pairs.append((jac, i, j))
    rng = random.Random(SEED)
    order = list(range(len(items)))
    rng.shuffle(order)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for n, i in enumerate(order, 1):
            cat, label, text = items[i]
            obj = {"id": "blind17-%04d" % n, "text": text, "label": label, "category": cat}
            f.write(json.dumps(obj, ensure_ascii=False) + "\n")
    lab = collections.Counter(l for _, l, _ in items)
    cats = collections.Counter((l, c) for c, l, _ in items)
    print("total", len(items), dict(sorted(lab.items())))
    for l in ("attack", "benign"):
        print("--", l)
        for (ll, c), k in sorted(cats.items()):
            if ll == l:
                print("  %-32s %3d" % (c, k))
    obf = sum(k for (l, c), k in cats.items() if c.startswith("obf_"))
    print("obf_* total", obf)
    for l in ("attack", "benign"):
        lens = sorted(len(t) for _, ll, t in items if ll == l)
        print(l, "len median", lens[len(lens) // 2], "p10", lens[len(lens) // 10],
              "p90", lens[len(lens) * 9 // 10], "max", lens[-1])
    if pairs:
        for jac, i, j in sorted(pairs, reverse=True):
            print("NEAR-DUP %.2f | %s | %s || %s" % (jac, items[i][0], items[i][2][:70], items[j][2][:70]))
        print(len(pairs), "near-duplicate pairs")
        return 2
    print("near-duplicate pairs: 0")
    print("wrote", OUT)
    return 0


if __name__ == "__main__":
    sys.exit(main())
