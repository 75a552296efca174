#!/usr/bin/env python3
"""Builder for the blind25 prompt-injection evaluation set (standard library only).

Collects hand-written items from the item modules, refuses exact and
casefold/whitespace-collapsed duplicates, reports word 7-gram Jaccard >= 0.5
pairs (exit 2 if any), shuffles with a fixed seed, assigns ids, writes JSONL
and prints count tables. Deterministic: rebuilds byte for byte.
"""
import json, os, random, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import attacks_a, attacks_b, attacks_c, attacks_obf
import benign_a, benign_b, benign_c, benign_d

SET = "blind25"
SEED = 2025_1201
OUT = os.path.join(HERE, "prompts_blind25.jsonl")


def norm(t):
    return re.sub(r"\s+", " ", t.casefold()).strip()


def grams(t, n=7):
    w = re.findall(r"\w+", t.casefold())
    if len(w) < n:
        return {tuple(w)} if w else set()
    return {tuple(w[i:i + n]) for i in range(len(w) - n + 1)}


def main():
    items = []
    for mod in (attacks_a, attacks_b, attacks_c, attacks_obf, benign_a, benign_b, benign_c, benign_d):
        for cat, label, text in mod.ITEMS:
            assert label in ("attack", "benign"), (cat, label)
            assert text.strip(), cat
            items.append((cat, label, text))

    seen_exact, seen_norm = {}, {}
    for i, (cat, label, text) in enumerate(items):
        if text in seen_exact:
            sys.exit(f"exact duplicate: {text[:80]!r}")
        n = norm(text)
        if n in seen_norm:
            sys.exit(f"normalised duplicate: {text[:80]!r}")
        seen_exact[text] = i
        seen_norm[n] = i

    G = [grams(t) for _, _, t in items]
    bad = []
    for i in range(len(items)):
        for j in range(i + 1, len(items)):
            a, b = G[i], G[j]
            if not a or not b:
                continue
            inter = len(a & b)
            if not inter:
                continue
            jac = inter / len(a | b)
            if jac >= 0.5:
                bad.append((jac, i, j))

    rng = random.Random(SEED)
    order = list(range(len(items)))
    rng.shuffle(order)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for k, idx in enumerate(order, 1):
            cat, label, text = items[idx]
            rec = {"id": f"{SET}-{k:04d}", "text": text, "label": label, "category": cat}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")

    lab = Counter(l for _, l, _ in items)
    cats = Counter((l, c) for c, l, _ in items)
    print(f"total {len(items)}  attack {lab['attack']}  benign {lab['benign']}")
    for l in ("attack", "benign"):
        print(f"\n[{l}]")
        for (ll, c), n in sorted(cats.items()):
            if ll == l:
                print(f"  {c:34s} {n:4d}")
    lens = {l: sorted(len(t) for _, ll, t in items if ll == l) for l in ("attack", "benign")}
    for l, v in lens.items():
        print(f"len {l}: median {v[len(v)//2]}  p10 {v[len(v)//10]}  p90 {v[9*len(v)//10]}  max {v[-1]}  n>=1000 {sum(x>=1000 for x in v)}")
    if bad:
        print(f"\n{len(bad)} near-duplicate pairs (7-gram Jaccard >= 0.5):")
        for jac, i, j in sorted(bad, reverse=True):
            print(f"  {jac:.2f} [{items[i][0]}] {items[i][2][:60]!r} <> [{items[j][0]}] {items[j][2][:60]!r}")
        sys.exit(2)
    print("\nno near-duplicate pairs")


if __name__ == "__main__":
    main()
