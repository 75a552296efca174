#!/usr/bin/env python3
"""Builder for the blind15 prompt-injection / jailbreak evaluation set (standard library only)."""
import json, random, re, sys, os
sys.dont_write_bytecode = True
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import attacks_a, attacks_b, attacks_c, attacks_d, attacks_obf
import benign_a, benign_b, benign_c, benign_d, benign_e, benign_f

SEED = 15150715
OUT = os.path.join(HERE, "prompts_blind15.jsonl")


def collect():
    items = []
    for mod in (attacks_a, attacks_b, attacks_c, attacks_d, attacks_obf):
        for cat, texts in mod.ITEMS:
            for t in texts:
                items.append(("attack", cat, t))
    for mod in (benign_a, benign_b, benign_c, benign_d, benign_e, benign_f):
        for cat, texts in mod.ITEMS:
            for t in texts:
                items.append(("benign", cat, t))
    return items


def norm(t):
    return re.sub(r"\s+", " ", t.casefold()).strip()


def grams(t, n=7):
    w = re.findall(r"\w+", t.casefold())
    if len(w) < n:
        return {tuple(w)} if w else set()
    return {tuple(w[i:i + n]) for i in range(len(w) - n + 1)}


def main():
    items = collect()
    seen_exact, seen_norm = {}, {}
    bad = False
    for i, (lab, cat, t) in enumerate(items):
        if not t.strip():
            print("EMPTY", cat); bad = True
        if t in seen_exact:
            print("EXACT DUP", cat, repr(t[:60])); bad = True
        seen_exact[t] = i
        k = norm(t)
        if k in seen_norm:
            print("NORM DUP", cat, repr(t[:60])); bad = True
        seen_norm[k] = i
    if bad:
        sys.exit(1)
    gs = [grams(t) for _, _, t in items]
    pairs = []
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
                pairs.append((jac, i, j))
    for jac, i, j in pairs:
        print("NEAR DUP %.2f | %s | %s || %s" % (jac, items[i][1], items[i][2][:70], items[j][2][:70]))
    rng = random.Random(SEED)
    order = list(range(len(items)))
    rng.shuffle(order)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for n, idx in enumerate(order, 1):
            lab, cat, t = items[idx]
            f.write(json.dumps({"id": "blind15-%04d" % n, "text": t, "label": lab, "category": cat},
                               ensure_ascii=False) + "\n")
    labs = Counter(l for l, _, _ in items)
    cats = Counter((l, c) for l, c, _ in items)
    print("TOTAL", len(items), dict(labs))
    for lab in ("attack", "benign"):
        print("==", lab)
        for (l, c), n in sorted(cats.items()):
            if l == lab:
                print("  %-32s %4d" % (c, n))
    lens = {lab: sorted(len(t) for l, _, t in items if l == lab) for lab in ("attack", "benign")}
    for lab, ls in lens.items():
        if ls:
            print("len %s: median %d, p10 %d, p90 %d, max %d" % (lab, ls[len(ls)//2], ls[len(ls)//10], ls[9*len(ls)//10], ls[-1]))
    if pairs:
        print("near-duplicate pairs:", len(pairs))
        sys.exit(2)
    sys.exit(0)


if __name__ == "__main__":
    main()
