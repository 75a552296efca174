#!/usr/bin/env python3
"""Builder for the dev18w prompt-injection / jailbreak evaluation set (standard library only).

Collects hand-written items from the item modules, refuses exact and casefold/whitespace-collapsed
duplicates, reports word 7-gram Jaccard >= 0.5 pairs (exit code 2 if any), shuffles with a fixed
seed, assigns ids dev18w-0001..., writes prompts_dev18w.jsonl and prints count tables.
"""
import collections
import itertools
import json
import os
import random
import re
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import attacks_a  # noqa: E402
import attacks_b  # noqa: E402
import attacks_c  # noqa: E402
import obf_items  # noqa: E402
import benign_a  # noqa: E402
import benign_b  # noqa: E402
import benign_c  # noqa: E402
import benign_d  # noqa: E402

SET = "dev18w"
SEED = 18_2026
OUT = os.path.join(HERE, "prompts_%s.jsonl" % SET)
NGRAM = 7
JACCARD_MAX = 0.5


def collect():
    items = []
    for mod in (attacks_a, attacks_b, attacks_c):
        items += [(cat, "attack", text) for cat, text in mod.ITEMS]
    items += list(obf_items.ITEMS)
    for mod in (benign_a, benign_b, benign_c, benign_d):
        items += [(cat, "benign", text) for cat, text in mod.ITEMS]
    return items


def norm(text):
    return re.sub(r"\s+", " ", text.casefold()).strip()


def shingles(text):
    toks = re.findall(r"\w+", text.casefold())
    if len(toks) < NGRAM:
        return {tuple(toks)}
    return {tuple(toks[i:i + NGRAM]) for i in range(len(toks) - NGRAM + 1)}


def near_dupes(items):
    sh = [shingles(t) for _, _, t in items]
    index = collections.defaultdict(list)
    for i, s in enumerate(sh):
        for g in s:
            index[g].append(i)
    cand = set()
    for ids in index.values():
        if len(ids) > 1:
            for a, b in itertools.combinations(ids, 2):
                cand.add((a, b))
    pairs = []
    for a, b in sorted(cand):
        inter = len(sh[a] & sh[b])
        j = inter / len(sh[a] | sh[b])
        if j >= JACCARD_MAX:
            pairs.append((j, a, b))
    return pairs


def main():
    items = collect()
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
        print("refusing to build: duplicates or bad rows")
        return 1

    pairs = near_dupes(items)
    for j, a, b in pairs:
        print("NEAR-DUPLICATE %.3f | %s | %s\n   A: %r\n   B: %r" % (
            j, items[a][0], items[b][0], items[a][2][:120], items[b][2][:120]))

    rng = random.Random(SEED)
    order = list(items)
    rng.shuffle(order)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for k, (cat, label, text) in enumerate(order, 1):
            rec = {"id": "%s-%04d" % (SET, k), "text": text, "label": label, "category": cat}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")

    by_label = collections.Counter(l for _, l, _ in items)
    by_cat = collections.Counter((l, c) for c, l, _ in items)
    print("\n== counts by label ==")
    for l in ("attack", "benign"):
        print("%-8s %4d" % (l, by_label[l]))
    print("%-8s %4d" % ("total", len(items)))
    print("\n== counts by category ==")
    for l in ("attack", "benign"):
        obf_total = 0
        for (lab, c), n in sorted(by_cat.items()):
            if lab == l:
                print("%-8s %-32s %4d" % (l, c, n))
                if c.startswith("obf_"):
                    obf_total += n
        if l == "attack":
            print("%-8s %-32s %4d" % (l, "(obf_* total)", obf_total))
    print("\n== length (chars) by label ==")
    for l in ("attack", "benign"):
        lens = sorted(len(t) for _, lab, t in items if lab == l)
        print("%-8s min %4d  median %5.0f  mean %6.1f  max %5d  >=1000: %3d  <=40: %3d" % (
            l, lens[0], statistics.median(lens), statistics.mean(lens), lens[-1],
            sum(1 for x in lens if x >= 1000), sum(1 for x in lens if x <= 40)))
    print("\nwrote", OUT)
    if pairs:
        print("near-duplicate pairs (7-gram Jaccard >= %.1f): %d" % (JACCARD_MAX, len(pairs)))
        return 2
    print("near-duplicate pairs (7-gram Jaccard >= %.1f): 0" % JACCARD_MAX)
    return 0


if __name__ == "__main__":
    sys.exit(main())
