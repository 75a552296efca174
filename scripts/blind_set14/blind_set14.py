#!/usr/bin/env python3
"""Builder for the blind14 prompt-injection / jailbreak evaluation set (standard library only).

Collects hand-written items from the item modules, refuses exact and casefold/whitespace-collapsed
duplicates, reports word 7-gram Jaccard >= 0.5 pairs (exit 2 if any), shuffles with a fixed seed,
assigns ids blind14-0001..., writes prompts_blind14.jsonl and prints count tables.
"""
import json, os, random, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import attacks_a, attacks_b, attacks_c, obf_items, benign_a, benign_b, benign_c, benign_d, long_items

SET = "blind14"
SEED = 14_2026
OUT = os.path.join(HERE, "prompts_%s.jsonl" % SET)


def norm(t):
    return re.sub(r"\s+", " ", t.casefold()).strip()


def grams(t, n=7):
    w = re.findall(r"\w+", t.casefold())
    if len(w) < n:
        return {tuple(w)} if w else set()
    return {tuple(w[i:i + n]) for i in range(len(w) - n + 1)}


def main():
    items = []
    for mod in (attacks_a, attacks_b, attacks_c, obf_items, benign_a, benign_b, benign_c, benign_d, long_items):
        items.extend(mod.ITEMS)
    for cat, lab, text in items:
        assert lab in ("attack", "benign"), (cat, lab)
        assert text and text.strip(), cat
    seen_exact, seen_norm = set(), set()
    for cat, lab, text in items:
        if text in seen_exact:
            sys.exit("exact duplicate in %s: %r" % (cat, text[:80]))
        seen_exact.add(text)
        k = norm(text)
        if k in seen_norm:
            sys.exit("normalised duplicate in %s: %r" % (cat, text[:80]))
        seen_norm.add(k)

    gs = [grams(t) for _, _, t in items]
    bad = []
    for i in range(len(items)):
        gi = gs[i]
        if not gi:
            continue
        for j in range(i + 1, len(items)):
            gj = gs[j]
            if not gj:
                continue
            inter = len(gi & gj)
            if not inter:
                continue
            jac = inter / len(gi | gj)
            if jac >= 0.5:
                bad.append((jac, i, j))

    rng = random.Random(SEED)
    order = list(range(len(items)))
    rng.shuffle(order)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for n, idx in enumerate(order, 1):
            cat, lab, text = items[idx]
            rec = {"id": "%s-%04d" % (SET, n), "text": text, "label": lab, "category": cat}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")

    labels = Counter(l for _, l, _ in items)
    cats = Counter((l, c) for c, l, _ in items)
    print("total", len(items))
    for l in ("attack", "benign"):
        print("%-7s %d" % (l, labels[l]))
    obf = sum(v for (l, c), v in cats.items() if c.startswith("obf_"))
    print("obf_* total", obf)
    for (l, c), v in sorted(cats.items()):
        print("  %-7s %-32s %d" % (l, c, v))
    for l in ("attack", "benign"):
        lens = sorted(len(t) for _, lab, t in items if lab == l)
        print("len %s: min %d median %d p90 %d max %d  >=1000: %d" % (
            l, lens[0], lens[len(lens) // 2], lens[int(len(lens) * 0.9)], lens[-1],
            sum(1 for x in lens if x >= 1000)))
    if bad:
        print("NEAR-DUPLICATE PAIRS (7-gram Jaccard >= 0.5):")
        for jac, i, j in sorted(bad, reverse=True):
            print("  %.2f [%s] %r  ||  [%s] %r" % (jac, items[i][0], items[i][2][:70], items[j][0], items[j][2][:70]))
        sys.exit(2)
    print("near-duplicate pairs: 0")
    print("wrote", OUT)


if __name__ == "__main__":
    main()
