#!/usr/bin/env python3
"""Builder for the blind12 prompt-injection / jailbreak evaluation set (standard library only).

Collects the hand-written items from the item modules, refuses exact and
casefold/whitespace-collapsed duplicates, reports word 7-gram Jaccard >= 0.5 pairs
(exit code 2 if any), shuffles with a fixed seed, assigns ids and writes
prompts_blind12.jsonl, then prints count tables.
"""
import collections
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import attacks_a  # noqa: E402
import attacks_b  # noqa: E402
import attacks_c  # noqa: E402
import attacks_d  # noqa: E402
import benign_a  # noqa: E402
import benign_b  # noqa: E402
import benign_c  # noqa: E402
import benign_d  # noqa: E402

SET = "blind12"
SEED = 20261201
OUT = os.path.join(HERE, "prompts_%s.jsonl" % SET)
MODULES = [attacks_a, attacks_b, attacks_c, attacks_d, benign_a, benign_b, benign_c, benign_d]


def norm(t):
    return re.sub(r"\s+", " ", t.casefold()).strip()


def grams(t, n=7):
    w = re.findall(r"\w+", t.casefold())
    return {tuple(w[i:i + n]) for i in range(len(w) - n + 1)}


def main():
    items = []
    for m in MODULES:
        items.extend(m.ITEMS)
    bad = False
    seen_exact, seen_norm = {}, {}
    for i, (cat, label, text) in enumerate(items):
        if label not in ("attack", "benign"):
            print("bad label", label, cat)
            bad = True
        if not text.strip():
            print("empty text in", cat)
            bad = True
        if text in seen_exact:
            print("EXACT DUPLICATE:", cat, repr(text[:80]))
            bad = True
        seen_exact[text] = i
        n = norm(text)
        if n in seen_norm:
            print("NORMALISED DUPLICATE:", cat, repr(text[:80]))
            bad = True
        seen_norm[n] = i
    if bad:
        sys.exit(1)

    gs = [grams(t) for _, _, t in items]
    near = []
    for i in range(len(items)):
        if not gs[i]:
            continue
        for j in range(i + 1, len(items)):
            if not gs[j]:
                continue
            inter = len(gs[i] & gs[j])
            if not inter:
                continue
            jac = inter / len(gs[i] | gs[j])
            if jac >= 0.5:
                near.append((jac, i, j))

    order = list(range(len(items)))
    random.Random(SEED).shuffle(order)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for k, idx in enumerate(order, 1):
            cat, label, text = items[idx]
            rec = {"id": "%s-%04d" % (SET, k), "text": text, "label": label, "category": cat}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")

    by_label = collections.Counter(l for _, l, _ in items)
    by_cat = collections.Counter((l, c) for c, l, _ in items)
    print("wrote %d items to %s" % (len(items), os.path.basename(OUT)))
    for lab in ("attack", "benign"):
        print("\n%s: %d" % (lab, by_label[lab]))
        for (l, c), n in sorted(by_cat.items()):
            if l == lab:
                print("  %-34s %4d" % (c, n))
    for lab in ("attack", "benign"):
        lens = sorted(len(t) for _, l, t in items if l == lab)
        q = lambda p: lens[min(len(lens) - 1, int(p * len(lens)))]
        print("\nlength %s: min %d p10 %d p25 %d median %d p75 %d p90 %d max %d, >=1000: %d" % (
            lab, lens[0], q(.1), q(.25), q(.5), q(.75), q(.9), lens[-1], sum(1 for x in lens if x >= 1000)))
    if near:
        print("\nNEAR-DUPLICATE PAIRS (7-gram Jaccard >= 0.5): %d" % len(near))
        for jac, i, j in sorted(near, reverse=True):
            print("  %.2f  [%s] %r\n        [%s] %r" % (jac, items[i][0], items[i][2][:70], items[j][0], items[j][2][:70]))
        sys.exit(2)
    print("\nno near-duplicate pairs")


if __name__ == "__main__":
    main()
