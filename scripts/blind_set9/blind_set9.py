#!/usr/bin/env python3
"""Builder for the blind9 evaluation set (standard library only).

Collects the hand-written items from the data modules beside this file, refuses exact
and casefold/whitespace-collapsed duplicates, reports word 7-gram Jaccard >= 0.5 pairs
(exit code 2 if any), shuffles with random.Random(9909), assigns ids blind9-0001...,
writes prompts_blind9.jsonl and prints count tables. Deterministic: rebuilding yields
the same bytes.
"""
import json, os, random, re, sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
MODULES = ["attacks_a", "attacks_b", "attacks_c", "attacks_d", "attacks_e", "attacks_f", "obfuscated",
           "benign_a", "benign_b", "benign_c", "benign_d", "benign_e", "benign_f", "benign_g", "benign_h", "benign_i", "benign_j", "benign_k", "benign_l", "benign_m"]
SET = "blind9"
OUT = os.path.join(HERE, "prompts_%s.jsonl" % SET)
JACCARD_LIMIT = 0.5
N = 7

def norm(t):
    return re.sub(r"\s+", " ", t.casefold()).strip()

def shingles(t):
    w = re.findall(r"\w+", t.casefold())
    if len(w) < N:
        return {tuple(w)}
    return {tuple(w[i:i + N]) for i in range(len(w) - N + 1)}

def main():
    items = []
    for m in MODULES:
        mod = __import__(m)
        for label, cat, text in mod.ITEMS:
            assert label in ("attack", "benign"), (m, label)
            assert isinstance(text, str) and text.strip(), (m, cat)
            items.append((label, cat, text, m))

    # exact and normalised duplicates are refused
    seen, dups = {}, []
    for i, (label, cat, text, m) in enumerate(items):
        k = norm(text)
        if k in seen:
            dups.append((seen[k], i))
        else:
            seen[k] = i
    if dups:
        for a, b in dups:
            print("DUPLICATE:", items[a][3], items[a][1], "|", items[b][3], items[b][1], "|", items[b][2][:80])
        print("refusing to build: %d duplicates" % len(dups))
        return 1

    # near-duplicates: word 7-gram Jaccard
    sh = [shingles(t[2]) for t in items]
    index = defaultdict(list)
    for i, s in enumerate(sh):
        for g in s:
            index[g].append(i)
    cand = set()
    for g, ids in index.items():
        if len(ids) > 1:
            for x in range(len(ids)):
                for y in range(x + 1, len(ids)):
                    cand.add((ids[x], ids[y]))
    near = []
    for a, b in sorted(cand):
        j = len(sh[a] & sh[b]) / len(sh[a] | sh[b])
        if j >= JACCARD_LIMIT:
            near.append((j, a, b))
    max_j = max([len(sh[a] & sh[b]) / len(sh[a] | sh[b]) for a, b in cand] or [0.0])

    rng = random.Random(9909)
    order = list(range(len(items)))
    rng.shuffle(order)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for n, i in enumerate(order, 1):
            label, cat, text, _ = items[i]
            rec = {"id": "%s-%04d" % (SET, n), "text": text, "label": label, "category": cat}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")

    lab = Counter(t[0] for t in items)
    cats = Counter((t[0], t[1]) for t in items)
    hard = sum(1 for t in items if t[0] == "benign" and t[1].startswith("hardneg_"))
    obf = sum(1 for t in items if t[1].startswith("obf_"))
    print("total %d  attack %d  benign %d  hard_negative %d  obf_total %d" %
          (len(items), lab["attack"], lab["benign"], hard, obf))
    for label in ("attack", "benign"):
        print("\n[%s]" % label)
        for (l, c), k in sorted(cats.items()):
            if l == label:
                print("  %-34s %4d" % (c, k))
    for label in ("attack", "benign"):
        ls = sorted(len(t[2].encode("utf-8")) for t in items if t[0] == label)
        q = lambda p: ls[min(len(ls) - 1, int(p * len(ls)))]
        print("bytes %-6s min %d p25 %d median %d p75 %d p90 %d max %d  >=1000B: %d" %
              (label, ls[0], q(.25), q(.5), q(.75), q(.9), ls[-1], sum(1 for x in ls if x >= 1000)))
    print("\nmax 7-gram Jaccard over candidate pairs: %.3f" % max_j)
    if near:
        for j, a, b in sorted(near, reverse=True):
            print("NEAR-DUP %.2f: [%s/%s] %r || [%s/%s] %r" % (j, items[a][3], items[a][1], items[a][2][:70],
                                                              items[b][3], items[b][1], items[b][2][:70]))
        print("%d near-duplicate pairs (Jaccard >= %.1f)" % (len(near), JACCARD_LIMIT))
        return 2
    print("no duplicates, no near-duplicate pairs; wrote %s" % OUT)
    return 0

if __name__ == "__main__":
    sys.exit(main())
