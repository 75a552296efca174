#!/usr/bin/env python3
"""Builder for the dev13m prompt-injection evaluation set (standard library only).

Collects the hand-written items from the item modules, refuses exact and
casefold/whitespace-collapsed duplicates, reports word 7-gram Jaccard >= 0.5 pairs
(exit code 2 if any), shuffles with a fixed seed, assigns ids and writes
prompts_dev13m.jsonl, then prints count tables.
"""
import json, os, random, re, sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import attacks_a, attacks_b, attacks_c, attacks_d, benign_a, benign_b, benign_c, benign_d, benign_e  # noqa: E402

SET = "dev13m"
SEED = 130013
OUT = os.path.join(HERE, "prompts_%s.jsonl" % SET)

def norm(t):
    return re.sub(r"\s+", " ", t.casefold()).strip()

def shingles(t, n=7):
    w = re.findall(r"\w+", t.casefold())
    if len(w) < n:
        return {tuple(w)} if w else set()
    return {tuple(w[i:i + n]) for i in range(len(w) - n + 1)}

def main():
    items = []
    for m in (attacks_a, attacks_b, attacks_c, attacks_d, benign_a, benign_b, benign_c, benign_d, benign_e):
        items.extend(m.ITEMS)
    errors = 0
    seen_exact, seen_norm = {}, {}
    for i, (cat, lab, text) in enumerate(items):
        assert lab in ("attack", "benign"), lab
        if not text.strip():
            print("EMPTY item", i, cat); errors += 1
        if text in seen_exact:
            print("EXACT DUPLICATE:", cat, repr(text[:80])); errors += 1
        seen_exact[text] = i
        k = norm(text)
        if k in seen_norm and seen_exact.get(text) != seen_norm[k]:
            print("NORMALISED DUPLICATE:", cat, repr(text[:80])); errors += 1
        seen_norm.setdefault(k, i)
    if errors:
        print("refusing to build: %d duplicate/empty items" % errors)
        return 1
    # near-duplicate check (inverted index on shingles)
    sh = [shingles(t) for _, _, t in items]
    index = defaultdict(set)
    for i, s in enumerate(sh):
        for g in s:
            index[g].add(i)
    near = []
    for i, s in enumerate(sh):
        cand = set()
        for g in s:
            cand |= index[g]
        for j in cand:
            if j <= i:
                continue
            inter = len(s & sh[j])
            union = len(s | sh[j])
            if union and inter / union >= 0.5:
                near.append((inter / union, i, j))
    rng = random.Random(SEED)
    order = list(range(len(items)))
    rng.shuffle(order)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for n, idx in enumerate(order, 1):
            cat, lab, text = items[idx]
            rec = {"id": "%s-%04d" % (SET, n), "text": text, "label": lab, "category": cat}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    lab_c = Counter(l for _, l, _ in items)
    cat_c = Counter((l, c) for c, l, _ in items)
    print("total", len(items), dict(sorted(lab_c.items())))
    for lab in ("attack", "benign"):
        print("\n%s categories:" % lab)
        for (l, c), v in sorted(cat_c.items()):
            if l == lab:
                print("  %-32s %4d" % (c, v))
    obf = sum(v for (l, c), v in cat_c.items() if c.startswith("obf_"))
    print("\nobf_* total", obf)
    for lab in ("attack", "benign"):
        ls = sorted(len(t) for _, l, t in items if l == lab)
        print("%s length: min %d median %d p90 %d max %d" % (lab, ls[0], ls[len(ls) // 2], ls[int(len(ls) * .9)], ls[-1]))
    print("wrote", OUT)
    if near:
        print("\nNEAR-DUPLICATE PAIRS (7-gram Jaccard >= 0.5): %d" % len(near))
        for jac, i, j in sorted(near, reverse=True):
            print("  %.2f | %s | %s\n       %r\n       %r" % (jac, items[i][0], items[j][0], items[i][2][:90], items[j][2][:90]))
        return 2
    print("near-duplicate pairs: 0")
    return 0

if __name__ == "__main__":
    sys.exit(main())
