#!/usr/bin/env python3
"""Builder for the dev12k prompt-injection / jailbreak evaluation set (standard library only).

Collects hand-written items from the item modules, refuses exact and casefold/whitespace-collapsed
duplicates, reports word 7-gram Jaccard >= 0.5 pairs (exit 2 if any), shuffles with a fixed seed,
assigns ids dev12k-0001... and writes prompts_dev12k.jsonl. Deterministic: reruns are byte-identical.
"""
import collections
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

MODULES = ["attacks_a", "attacks_b", "attacks_c", "attacks_obf",
           "benign_a", "benign_b", "benign_c", "benign_d", "benign_e", "benign_f"]
SEED = 20261201
OUT = os.path.join(HERE, "prompts_dev12k.jsonl")


def norm(t):
    return re.sub(r"\s+", " ", t.casefold()).strip()


def shingles(t, n=7):
    toks = re.findall(r"\w+", t.casefold())
    if len(toks) < n:
        return {tuple(toks)}
    return {tuple(toks[i:i + n]) for i in range(len(toks) - n + 1)}


def main():
    items = []
    for m in MODULES:
        mod = __import__(m)
        for cat, label, text in mod.ITEMS:
            assert label in ("attack", "benign"), (m, cat, label)
            assert text.strip(), (m, cat)
            items.append((cat, label, text))
    seen_exact, seen_norm = {}, {}
    for cat, label, text in items:
        if text in seen_exact:
            sys.exit("exact duplicate: %r" % text[:80])
        seen_exact[text] = cat
        k = norm(text)
        if k in seen_norm:
            sys.exit("normalised duplicate: %r" % text[:80])
        seen_norm[k] = cat
    sh = [shingles(t) for _, _, t in items]
    bad = []
    for i in range(len(items)):
        a = sh[i]
        for j in range(i + 1, len(items)):
            b = sh[j]
            inter = len(a & b)
            if not inter:
                continue
            jac = inter / len(a | b)
            if jac >= 0.5:
                bad.append((jac, i, j))
    rng = random.Random(SEED)
    order = list(range(len(items)))
    rng.shuffle(order)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for n, idx in enumerate(order, 1):
            cat, label, text = items[idx]
            rec = {"id": "dev12k-%04d" % n, "text": text, "label": label, "category": cat}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    by_label = collections.Counter(l for _, l, _ in items)
    by_cat = collections.Counter((l, c) for c, l, _ in items)
    print("total", len(items))
    for l in ("attack", "benign"):
        print("%-7s %d" % (l, by_label[l]))
        for (ll, c), v in sorted(by_cat.items()):
            if ll == l:
                print("   %-34s %3d" % (c, v))
    lens = collections.defaultdict(list)
    for _, l, t in items:
        lens[l].append(len(t))
    for l, v in sorted(lens.items()):
        v.sort()
        print("length %s: median %d, p10 %d, p90 %d, max %d" % (l, v[len(v) // 2], v[len(v) // 10], v[9 * len(v) // 10], v[-1]))
    if bad:
        print("near-duplicate pairs (7-gram Jaccard >= 0.5):", len(bad))
        for jac, i, j in sorted(bad, reverse=True):
            print("  %.2f [%s] %r || [%s] %r" % (jac, items[i][0], items[i][2][:70], items[j][0], items[j][2][:70]))
        sys.exit(2)
    print("near-duplicate pairs: 0")


if __name__ == "__main__":
    main()
