#!/usr/bin/env python3
"""Builder for evaluation set blind22 (standard library only).

Collects hand-written items from the item modules, refuses exact and
casefold/whitespace-collapsed duplicates, reports word 7-gram Jaccard >= 0.5
pairs (exit 2 if any), shuffles with a fixed seed, assigns ids, writes JSONL
and prints count tables.
"""
import json
import os
import random
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import attacks_a, attacks_b, attacks_c, attacks_d  # noqa: E402
import benign_a, benign_b, benign_c, benign_long, benign_ordinary, benign_extra  # noqa: E402

SET = "blind22"
SEED = 2222
OUT = os.path.join(HERE, "prompts_%s.jsonl" % SET)
MODULES = [attacks_a, attacks_b, attacks_c, attacks_d,
           benign_a, benign_b, benign_c, benign_long, benign_ordinary, benign_extra]


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
            text = text.strip()
            assert text, cat
            items.append((cat, label, text))

    seen_exact, seen_norm = {}, {}
    for i, (cat, label, text) in enumerate(items):
        if text in seen_exact:
            sys.exit("exact duplicate: %r" % text[:80])
        seen_exact[text] = i
        k = norm(text)
        if k in seen_norm:
            sys.exit("normalised duplicate: %r" % text[:80])
        seen_norm[k] = i

    sh = [shingles(t) for _, _, t in items]
    # inverted index to find candidate pairs quickly
    index = {}
    for i, s in enumerate(sh):
        for g in s:
            index.setdefault(g, []).append(i)
    cand = set()
    for ids in index.values():
        if len(ids) > 1:
            for a in range(len(ids)):
                for b in range(a + 1, len(ids)):
                    cand.add((ids[a], ids[b]))
    bad = []
    for a, b in sorted(cand):
        inter = len(sh[a] & sh[b])
        union = len(sh[a] | sh[b])
        j = inter / union if union else 0.0
        if j >= 0.5:
            bad.append((j, a, b))

    rng = random.Random(SEED)
    order = list(range(len(items)))
    rng.shuffle(order)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for n, i in enumerate(order, 1):
            cat, label, text = items[i]
            rec = {"id": "%s-%04d" % (SET, n), "text": text, "label": label, "category": cat}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")

    lab = Counter(l for _, l, _ in items)
    cats = Counter((l, c) for c, l, _ in items)
    print("total", len(items), dict(sorted(lab.items())))
    for l in ("attack", "benign"):
        print("\n%s categories:" % l)
        obf = 0
        for (ll, c), n in sorted(cats.items()):
            if ll == l:
                print("  %-32s %4d" % (c, n))
                if c.startswith("obf_"):
                    obf += n
        if l == "attack":
            print("  %-32s %4d" % ("(obf_* total)", obf))
    for l in ("attack", "benign"):
        lens = sorted(len(t) for _, ll, t in items if ll == l)
        print("%s length: min %d median %d mean %.0f max %d, >=1000 chars: %d" % (
            l, lens[0], lens[len(lens) // 2], sum(lens) / len(lens), lens[-1],
            sum(1 for x in lens if x >= 1000)))
    if bad:
        print("\nNEAR-DUPLICATE PAIRS (7-gram Jaccard >= 0.5): %d" % len(bad))
        for j, a, b in sorted(bad, reverse=True):
            print("  %.2f [%s] %r\n       [%s] %r" % (j, items[a][0], items[a][2][:70], items[b][0], items[b][2][:70]))
        return 2
    print("\nno near-duplicate pairs; wrote", OUT)
    return 0


if __name__ == "__main__":
    sys.exit(main())
