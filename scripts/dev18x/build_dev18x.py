#!/usr/bin/env python3
"""Builder for the dev18x blind evaluation set (standard library only).

Collects hand-written items from the item modules, refuses exact and
casefold/whitespace-collapsed duplicates, reports word 7-gram Jaccard >= 0.5
pairs (exit 2 if any), shuffles with a fixed seed, assigns ids, writes
prompts_dev18x.jsonl and prints count tables.
"""
import collections
import json
import os
import random
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

MODULES = [
    "attacks_a", "attacks_b", "attacks_c", "attacks_d", "attacks_obf", "attacks_e",
    "benign_a", "benign_b", "benign_long", "benign_c", "benign_d", "benign_e", "benign_f",
]
SEED = 18180
OUT = os.path.join(HERE, "prompts_dev18x.jsonl")


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
        mod = __import__(m)
        for cat, label, text in mod.ITEMS:
            assert label in ("attack", "benign"), (m, cat, label)
            assert isinstance(text, str) and text.strip(), (m, cat)
            items.append((cat, label, text))
    seen = {}
    for cat, label, text in items:
        k = norm(text)
        if k in seen:
            print("DUPLICATE:", cat, "/", seen[k], ":", text[:80])
            sys.exit(1)
        seen[k] = cat
    g = [grams(t) for _, _, t in items]
    bad = []
    for i in range(len(items)):
        gi = g[i]
        if not gi:
            continue
        for j in range(i + 1, len(items)):
            gj = g[j]
            if not gj:
                continue
            inter = len(gi & gj)
            if not inter:
                continue
            jac = inter / len(gi | gj)
            if jac >= 0.5:
                bad.append((jac, i, j))
    for jac, i, j in bad:
        print("NEAR-DUP %.2f | %s: %s | %s: %s" % (
            jac, items[i][0], items[i][2][:70], items[j][0], items[j][2][:70]))
    rnd = random.Random(SEED)
    order = list(range(len(items)))
    rnd.shuffle(order)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for n, idx in enumerate(order, 1):
            cat, label, text = items[idx]
            rec = {"id": "dev18x-%04d" % n, "text": text, "label": label, "category": cat}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    byl = collections.Counter(l for _, l, _ in items)
    byc = collections.Counter((l, c) for c, l, _ in items)
    print("total", len(items), dict(sorted(byl.items())))
    for lab in ("attack", "benign"):
        print("--", lab)
        for (l, c), n in sorted(byc.items()):
            if l == lab:
                print("  %-34s %4d" % (c, n))
    lens = collections.defaultdict(list)
    for _, l, t in items:
        lens[l].append(len(t))
    for l, v in sorted(lens.items()):
        v.sort()
        print("len %s: median %d, p90 %d, max %d, >=1000: %d" % (
            l, v[len(v) // 2], v[int(len(v) * 0.9)], v[-1], sum(1 for x in v if x >= 1000)))
    if bad:
        print("near-duplicate pairs:", len(bad))
        sys.exit(2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
