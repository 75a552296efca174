#!/usr/bin/env python3
"""Builder for the blind13 prompt-injection / jailbreak evaluation set (standard library only).

Collects hand-written items from the item modules, refuses exact and
casefold/whitespace-collapsed duplicates, reports word 7-gram Jaccard >= 0.5
pairs (exit 2 if any), shuffles with a fixed seed, assigns ids, writes JSONL
and prints count tables. Deterministic: rebuilds byte for byte.
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

from attacks_a import A
from attacks_b import B
from attacks_c import C
from attacks_d import D
from benign_a import BA
from benign_b import BB
from benign_c import BC
from benign_d import BD
from benign_e import BE
from benign_f import BF

SET = "blind13"
OUT = os.path.join(HERE, "prompts_blind13.jsonl")
SEED = 13013


def norm(t):
    return re.sub(r"\s+", " ", t.casefold()).strip()


def shingles(t, n=7):
    w = re.findall(r"\w+", t.casefold())
    if len(w) < n:
        return {tuple(w)} if w else set()
    return {tuple(w[i:i + n]) for i in range(len(w) - n + 1)}


def main():
    items = A + B + C + D + BA + BB + BC + BD + BE + BF
    for t, lab, cat in items:
        assert lab in ("attack", "benign"), lab
        assert isinstance(t, str) and t.strip(), cat
    seen_exact, seen_norm = {}, {}
    bad = 0
    for i, (t, lab, cat) in enumerate(items):
        if t in seen_exact:
            print("EXACT DUPLICATE:", cat, repr(t[:80]))
            bad += 1
        seen_exact[t] = i
        k = norm(t)
        if k in seen_norm:
            print("NORMALISED DUPLICATE:", cat, repr(t[:80]))
            bad += 1
        seen_norm[k] = i
    if bad:
        print("refusing to build: %d duplicates" % bad)
        return 1

    sh = [shingles(t) for t, _, _ in items]
    index = collections.defaultdict(list)
    for i, s in enumerate(sh):
        for g in s:
            index[g].append(i)
    near = []
    for i, s in enumerate(sh):
        cand = collections.Counter()
        for g in s:
            for j in index[g]:
                if j > i:
                    cand[j] += 1
        for j, inter in cand.items():
            jac = inter / len(s | sh[j])
            if jac >= 0.5:
                near.append((jac, i, j))
    for jac, i, j in sorted(near, reverse=True):
        print("NEAR-DUPLICATE %.2f\n  [%s] %r\n  [%s] %r" % (
            jac, items[i][2], items[i][0][:90], items[j][2], items[j][0][:90]))

    order = list(range(len(items)))
    random.Random(SEED).shuffle(order)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for n, i in enumerate(order, 1):
            t, lab, cat = items[i]
            rec = {"id": "%s-%04d" % (SET, n), "text": t, "label": lab, "category": cat}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")

    by_cat = collections.Counter((lab, cat) for _, lab, cat in items)
    by_lab = collections.Counter(lab for _, lab, _ in items)
    print("\n%-40s %-7s %5s" % ("category", "label", "n"))
    for (lab, cat), n in sorted(by_cat.items()):
        print("%-40s %-7s %5d" % (cat, lab, n))
    obf = sum(n for (lab, cat), n in by_cat.items() if cat.startswith("obf_"))
    print("\nobf_* total: %d" % obf)
    for lab in ("attack", "benign"):
        lens = sorted(len(t) for t, l, _ in items if l == lab)
        print("%s: n=%d  median_len=%d  p10=%d  p90=%d  max=%d  >=1000ch=%d" % (
            lab, by_lab[lab], lens[len(lens) // 2], lens[len(lens) // 10],
            lens[(9 * len(lens)) // 10], lens[-1], sum(1 for x in lens if x >= 1000)))
    print("total: %d  -> %s" % (len(items), OUT))
    if near:
        print("near-duplicate pairs: %d (exit 2)" % len(near))
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
