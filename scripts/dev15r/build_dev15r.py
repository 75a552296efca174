#!/usr/bin/env python3
"""Builder for the dev15r prompt-injection / jailbreak evaluation set (standard library only).

Collects hand-written items from the item modules, refuses exact and casefold/whitespace-collapsed
duplicates, reports word 7-gram Jaccard >= 0.5 pairs (exit code 2 if any), shuffles with a fixed
seed, assigns ids dev15r-0001..., writes prompts_dev15r.jsonl and prints count tables.
"""
import json
import os
import random
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import attacks_a, attacks_b, attacks_c, attacks_d, attacks_obf  # noqa: E402
import benign_a, benign_b, benign_c, benign_long, benign_ordinary  # noqa: E402

SET = "dev15r"
SEED = 15015
OUT = os.path.join(HERE, "prompts_%s.jsonl" % SET)
MODULES = [attacks_a, attacks_b, attacks_c, attacks_d, attacks_obf,
           benign_a, benign_b, benign_c, benign_long, benign_ordinary]
TOKEN = re.compile(r"\w+", re.UNICODE)


def norm(t):
    return " ".join(t.casefold().split())


def grams(t, n=7):
    w = TOKEN.findall(t.casefold())
    if len(w) < n:
        return {tuple(w)} if w else set()
    return {tuple(w[i:i + n]) for i in range(len(w) - n + 1)}


def main():
    items = []
    for m in MODULES:
        for cat, label, text in m.ITEMS:
            assert label in ("attack", "benign"), (cat, label)
            assert isinstance(text, str) and text.strip(), cat
            if label == "attack":
                assert not cat.startswith(("hardneg_", "ordinary_", "short_everyday")), cat
            else:
                assert cat.startswith(("hardneg_", "ordinary_", "short_everyday")), cat
            items.append({"text": text, "label": label, "category": cat})

    # exact and casefold/whitespace-collapsed duplicates are refused
    seen_exact, seen_norm = {}, {}
    errors = 0
    for i, it in enumerate(items):
        t = it["text"]
        if t in seen_exact:
            print("EXACT DUPLICATE:", repr(t[:80]), file=sys.stderr)
            errors += 1
        seen_exact[t] = i
        k = norm(t)
        if k in seen_norm and seen_exact.get(t) == i and seen_norm[k] != i:
            print("NORMALISED DUPLICATE:", repr(t[:80]), file=sys.stderr)
            errors += 1
        seen_norm.setdefault(k, i)
    if errors:
        print("refusing to build: %d duplicate(s)" % errors, file=sys.stderr)
        return 1

    # near-duplicates: word 7-gram Jaccard >= 0.5 (inverted index over grams)
    gs = [grams(it["text"]) for it in items]
    index = defaultdict(list)
    for i, g in enumerate(gs):
        for x in g:
            index[x].append(i)
    cand = set()
    for lst in index.values():
        if len(lst) > 1:
            for a in range(len(lst)):
                for b in range(a + 1, len(lst)):
                    cand.add((lst[a], lst[b]))
    near = []
    for a, b in sorted(cand):
        inter = len(gs[a] & gs[b])
        union = len(gs[a] | gs[b])
        j = inter / union if union else 0.0
        if j >= 0.5:
            near.append((j, a, b))
    for j, a, b in near:
        print("NEAR-DUPLICATE %.3f\n  [%s] %r\n  [%s] %r" % (
            j, items[a]["category"], items[a]["text"][:90],
            items[b]["category"], items[b]["text"][:90]), file=sys.stderr)

    rng = random.Random(SEED)
    rng.shuffle(items)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for n, it in enumerate(items, 1):
            rec = {"id": "%s-%04d" % (SET, n), "text": it["text"],
                   "label": it["label"], "category": it["category"]}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")

    labels = Counter(it["label"] for it in items)
    cats = Counter((it["label"], it["category"]) for it in items)
    print("total %d  attack %d  benign %d" % (len(items), labels["attack"], labels["benign"]))
    for lab in ("attack", "benign"):
        print("\n%s categories:" % lab)
        for (l, c), k in sorted(cats.items()):
            if l == lab:
                print("  %-34s %4d" % (c, k))
    obf = sum(k for (l, c), k in cats.items() if c.startswith("obf_"))
    print("\nobf_* total: %d" % obf)
    for lab in ("attack", "benign"):
        lens = sorted(len(it["text"]) for it in items if it["label"] == lab)
        q = lambda p: lens[min(len(lens) - 1, int(p * len(lens)))]
        print("%s length chars: min %d p25 %d median %d p75 %d p90 %d max %d; >=1000: %d" % (
            lab, lens[0], q(.25), q(.5), q(.75), q(.9), lens[-1], sum(1 for x in lens if x >= 1000)))
    print("near-duplicate pairs (7-gram Jaccard >= 0.5): %d" % len(near))
    print("wrote", OUT)
    return 2 if near else 0


if __name__ == "__main__":
    sys.exit(main())
