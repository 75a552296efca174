#!/usr/bin/env python3
"""Builder for the blind16 prompt-injection / jailbreak evaluation set (standard library only).

Collects hand-written items from attacks_*.py and benign_*.py, refuses exact and
casefold/whitespace-collapsed duplicates, reports word 7-gram Jaccard >= 0.5 pairs
(exit code 2 if any), shuffles with a fixed seed, assigns ids, writes the JSONL and
prints count tables. Deterministic: rebuilds the file byte for byte.
"""
import json
import os
import random
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import attacks_a, attacks_b, attacks_c, attacks_d, attacks_e  # noqa: E402
import benign_a, benign_b, benign_c, benign_d, benign_e  # noqa: E402

SET = "blind16"
SEED = 16016
OUT = os.path.join(HERE, "prompts_blind16.jsonl")
MODULES = [attacks_a, attacks_b, attacks_c, attacks_d, attacks_e, benign_a, benign_b, benign_c, benign_d, benign_e]


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
        items.extend(m.ITEMS)
    seen = {}
    for cat, text, label in items:
        assert label in ("attack", "benign"), label
        assert text and text == text.strip(), (cat, text[:60])
        k = norm(text)
        if k in seen:
            print("DUPLICATE (refused):", cat, "|", seen[k], "|", text[:80])
            sys.exit(1)
        seen[k] = cat
    # near-duplicate check with an inverted index over shingles
    sh = [shingles(t) for _, t, _ in items]
    index = {}
    for i, s in enumerate(sh):
        for g in s:
            index.setdefault(g, []).append(i)
    cand = set()
    for lst in index.values():
        if len(lst) > 1:
            for a in range(len(lst)):
                for b in range(a + 1, len(lst)):
                    cand.add((lst[a], lst[b]))
    near = []
    for i, j in sorted(cand):
        jac = len(sh[i] & sh[j]) / len(sh[i] | sh[j])
        if jac >= 0.5:
            near.append((jac, i, j))
    for jac, i, j in near:
        print("NEAR-DUP %.2f: [%s] %r  <->  [%s] %r" % (jac, items[i][0], items[i][1][:70], items[j][0], items[j][1][:70]))
    order = list(range(len(items)))
    random.Random(SEED).shuffle(order)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for n, i in enumerate(order, 1):
            cat, text, label = items[i]
            rec = {"id": "%s-%04d" % (SET, n), "text": text, "label": label, "category": cat}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    labels = Counter(l for _, _, l in items)
    cats = Counter((l, c) for c, _, l in items)
    print("TOTAL", len(items), dict(sorted(labels.items())))
    for lab in ("attack", "benign"):
        print("\n%s categories:" % lab)
        for (l, c), v in sorted(cats.items()):
            if l == lab:
                print("  %-34s %4d" % (c, v))
    lens = {lab: sorted(len(t) for _, t, l in items if l == lab) for lab in ("attack", "benign")}
    for lab, ls in lens.items():
        print("%s length: min %d median %d mean %.0f max %d, >=1000 chars: %d" % (
            lab, ls[0], ls[len(ls) // 2], sum(ls) / len(ls), ls[-1], sum(1 for x in ls if x >= 1000)))
    print("near-duplicate pairs (7-gram Jaccard >= 0.5):", len(near))
    print("wrote", OUT)
    if near:
        sys.exit(2)


if __name__ == "__main__":
    main()
