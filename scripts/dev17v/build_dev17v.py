#!/usr/bin/env python3
"""Builder for the dev17v prompt-injection evaluation set (standard library only)."""
import json, random, re, sys, os
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import attacks_a, attacks_b, attacks_c, attacks_d, benign_a, benign_b, benign_c, benign_d, benign_e, benign_f

SET = "dev17v"
SEED = 17017
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "prompts_%s.jsonl" % SET)

def collect():
    items = []
    adrop, afound = set(attacks_d.DROP), set()
    for mod in (attacks_a, attacks_b, attacks_c):
        for c, t in mod.ITEMS:
            if t in adrop:
                afound.add(t)
                continue
            items.append((c, "attack", t))
    if adrop - afound:
        print("attack DROP entries not found:", adrop - afound); sys.exit(1)
    items += [(c, "attack", t) for c, t in attacks_d.ITEMS]
    drop = set(benign_d.DROP) | set(benign_e.DROP) | set(benign_f.DROP)
    found = set()
    for mod in (benign_a, benign_b, benign_c):
        for c, t in mod.ITEMS:
            if t in drop:
                found.add(t)
                continue
            items.append((c, "benign", t))
    missing = drop - found
    if missing:
        print("DROP entries not found:", missing); sys.exit(1)
    for mod in (benign_d, benign_e, benign_f):
        items += [(c, "benign", t) for c, t in mod.ITEMS]
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
    ok = True
    for i, (c, l, t) in enumerate(items):
        if not t.strip():
            print("EMPTY text in", c); ok = False
        if t in seen_exact:
            print("EXACT DUP:", c, repr(t[:80])); ok = False
        seen_exact[t] = i
        k = norm(t)
        if k in seen_norm:
            print("NORM DUP:", c, repr(t[:80])); ok = False
        seen_norm[k] = i
    if not ok:
        print("refusing: duplicates"); sys.exit(1)
    gs = [grams(t) for _, _, t in items]
    near = []
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
                near.append((jac, i, j))
    for jac, i, j in near:
        print("NEAR %.2f | %s | %s\n   %r\n   %r" % (jac, items[i][0], items[j][0], items[i][2][:90], items[j][2][:90]))
    rng = random.Random(SEED)
    order = list(range(len(items)))
    rng.shuffle(order)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for n, idx in enumerate(order, 1):
            c, l, t = items[idx]
            f.write(json.dumps({"id": "%s-%04d" % (SET, n), "text": t, "label": l, "category": c}, ensure_ascii=False) + "\n")
    lab = Counter(l for _, l, _ in items)
    cat = Counter((l, c) for c, l, _ in items)
    print("TOTAL", len(items), dict(sorted(lab.items())))
    for l in ("attack", "benign"):
        print("--", l)
        for (ll, c), n in sorted(cat.items()):
            if ll == l:
                print("  %-34s %4d" % (c, n))
    for l in ("attack", "benign"):
        lens = sorted(len(t) for _, ll, t in items if ll == l)
        if lens:
            print("len %s: min %d median %d mean %d max %d, >=1000: %d" % (l, lens[0], lens[len(lens) // 2], sum(lens) // len(lens), lens[-1], sum(1 for x in lens if x >= 1000)))
    if near:
        print("near-duplicate pairs:", len(near)); sys.exit(2)
    print("no near-duplicate pairs")

if __name__ == "__main__":
    main()
