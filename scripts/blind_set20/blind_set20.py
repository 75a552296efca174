#!/usr/bin/env python3
"""Builder for the blind20 prompt-injection / jailbreak evaluation set (standard library only).

Collects hand-written items from the item modules, refuses exact and
casefold/whitespace-collapsed duplicates, reports word 7-gram Jaccard >= 0.5 pairs
(exit code 2 if any), shuffles with a fixed seed, assigns ids, writes JSONL and prints counts.
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

import attacks_a, attacks_b, attacks_c, attacks_d  # noqa: E402
import benign_a, benign_b, benign_c, benign_d, benign_e  # noqa: E402

SET = "blind20"
SEED = 20201
OUT = os.path.join(HERE, "prompts_blind20.jsonl")
MODULES = [attacks_a, attacks_b, attacks_c, attacks_d, benign_a, benign_b, benign_c, benign_d, benign_e]


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
        for cat, label, text in m.ITEMS:
            assert label in ("attack", "benign"), (cat, label)
            assert isinstance(text, str) and text.strip(), cat
            items.append((cat, label, text))
    seen = {}
    errors = 0
    for cat, label, text in items:
        k = norm(text)
        if k in seen:
            print("DUPLICATE:", cat, "/", seen[k], "::", text[:80], file=sys.stderr)
            errors += 1
        seen[k] = cat
    if errors:
        print("refusing: %d duplicates" % errors, file=sys.stderr)
        return 1
    gs = [grams(t) for _, _, t in items]
    # inverted index on grams to find candidate pairs quickly
    idx = collections.defaultdict(set)
    for i, g in enumerate(gs):
        for x in g:
            idx[x].add(i)
    near = []
    for i, g in enumerate(gs):
        cands = set()
        for x in g:
            cands |= idx[x]
        for j in sorted(cands):
            if j <= i:
                continue
            inter = len(g & gs[j])
            uni = len(g | gs[j])
            if uni and inter / uni >= 0.5:
                near.append((inter / uni, i, j))
    for jac, i, j in near:
        print("NEAR-DUP %.2f [%s] %r || [%s] %r" % (jac, items[i][0], items[i][2][:70],
                                                   items[j][0], items[j][2][:70]), file=sys.stderr)
    rng = random.Random(SEED)
    order = list(range(len(items)))
    rng.shuffle(order)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for n, i in enumerate(order, 1):
            cat, label, text = items[i]
            rec = {"id": "%s-%04d" % (SET, n), "text": text, "label": label, "category": cat}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    by_label = collections.Counter(l for _, l, _ in items)
    by_cat = collections.Counter((l, c) for c, l, _ in items)
    print("total %d  attack %d  benign %d" % (len(items), by_label["attack"], by_label["benign"]))
    for lab in ("attack", "benign"):
        print("\n%s categories:" % lab)
        for (l, c), n in sorted(by_cat.items()):
            if l == lab:
                print("  %-34s %4d" % (c, n))
    lens = collections.defaultdict(list)
    for c, l, t in items:
        lens[l].append(len(t))
    for l, v in sorted(lens.items()):
        v.sort()
        print("len %s: min %d median %d mean %.0f max %d  >1000 chars: %d" % (
            l, v[0], v[len(v) // 2], sum(v) / len(v), v[-1], sum(1 for x in v if x > 1000)))
    print("near-duplicate pairs (7-gram Jaccard >= 0.5): %d" % len(near))
    return 2 if near else 0


if __name__ == "__main__":
    sys.exit(main())
