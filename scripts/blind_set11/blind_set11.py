#!/usr/bin/env python3
"""Builder for the blind11 prompt-injection / jailbreak evaluation set (standard library only)."""
import collections
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import attacks_a, attacks_b, attacks_c, attacks_d, attacks_obf  # noqa: E402
import benign_a, benign_b, benign_c, benign_d, benign_e  # noqa: E402

SET = "blind11"
SEED = 20261201
OUT = os.path.join(HERE, "prompts_%s.jsonl" % SET)
MODULES = [attacks_a, attacks_b, attacks_c, attacks_d, attacks_obf, benign_a, benign_b, benign_c, benign_d, benign_e]


def norm(t):
    return re.sub(r"\s+", " ", t.casefold()).strip()


def shingles(t, n=7):
    w = re.findall(r"\w+", t.casefold())
    if len(w) < n:
        return {tuple(w)}
    return {tuple(w[i:i + n]) for i in range(len(w) - n + 1)}


def main():
    items = []
    for m in MODULES:
        for label, cat, text in m.ITEMS:
            assert label in ("attack", "benign"), (label, cat)
            assert text.strip(), cat
            items.append((label, cat, text))
    seen_exact, seen_norm = {}, {}
    errors = 0
    for i, (label, cat, text) in enumerate(items):
        if text in seen_exact:
            print("EXACT DUPLICATE:", cat, repr(text[:80]))
            errors += 1
        seen_exact[text] = i
        k = norm(text)
        if k in seen_norm:
            print("NORMALISED DUPLICATE:", cat, repr(text[:80]))
            errors += 1
        seen_norm[k] = i
    if errors:
        print("refusing to build: %d duplicates" % errors)
        return 1
    sh = [shingles(t) for _, _, t in items]
    near = []
    for i in range(len(items)):
        a = sh[i]
        for j in range(i + 1, len(items)):
            b = sh[j]
            inter = len(a & b)
            if not inter:
                continue
            jac = inter / len(a | b)
            if jac >= 0.5:
                near.append((jac, i, j))
    rng = random.Random(SEED)
    order = list(range(len(items)))
    rng.shuffle(order)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for n, idx in enumerate(order, 1):
            label, cat, text = items[idx]
            rec = {"id": "%s-%04d" % (SET, n), "text": text, "label": label, "category": cat}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    by_label = collections.Counter(l for l, _, _ in items)
    by_cat = collections.Counter((l, c) for l, c, _ in items)
    print("total", len(items))
    for l in ("attack", "benign"):
        print("%-8s %d" % (l, by_label[l]))
    print()
    for (l, c), n in sorted(by_cat.items()):
        print("%-8s %-32s %3d" % (l, c, n))
    lens = collections.defaultdict(list)
    for l, _, t in items:
        lens[l].append(len(t))
    for l in ("attack", "benign"):
        v = sorted(lens[l])
        print("len %s: min %d median %d p90 %d max %d >=1000: %d" % (
            l, v[0], v[len(v) // 2], v[int(len(v) * 0.9)], v[-1], sum(1 for x in v if x >= 1000)))
    if near:
        for jac, i, j in sorted(near, reverse=True):
            print("NEAR-DUP %.2f | %s | %s || %s" % (jac, items[i][1], items[i][2][:70], items[j][2][:70]))
        print("%d near-duplicate pairs (7-gram Jaccard >= 0.5)" % len(near))
        return 2
    print("no near-duplicate pairs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
