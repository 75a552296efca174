#!/usr/bin/env python3
"""Builder for the dev16t prompt-injection evaluation set (standard library only)."""
import json, os, random, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import attacks_a, attacks_b, attacks_c, attacks_obf, attacks_long
import benign_a, benign_b, benign_c, benign_d, benign_e, benign_long

SET = "dev16t"
SEED = 160116

def collect():
    items = []
    for mod in (attacks_a, attacks_b, attacks_c, attacks_obf, attacks_long, benign_a, benign_b, benign_c, benign_d, benign_e, benign_long):
        for cat, label, text in mod.ITEMS:
            assert label in ("attack", "benign"), (mod.__name__, label)
            items.append((cat, label, text.strip()))
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
    seen = {}
    for cat, label, text in items:
        for key in {("exact", text), ("norm", norm(text))}:
            if key in seen:
                sys.exit("duplicate item: %r (%s / %s)" % (text[:80], cat, seen[key]))
            seen[key] = cat
    gs = [grams(t) for _, _, t in items]
    index = {}
    for i, g in enumerate(gs):
        for x in g:
            index.setdefault(x, set()).add(i)
    bad = []
    for i, g in enumerate(gs):
        cand = set()
        for x in g:
            cand |= index[x]
        for j in sorted(cand):
            if j <= i:
                continue
            inter = len(g & gs[j])
            jac = inter / len(g | gs[j])
            if jac >= 0.5:
                bad.append((jac, i, j))
    for jac, i, j in bad:
        print("NEAR-DUP %.2f: [%s] %r || [%s] %r" % (jac, items[i][0], items[i][2][:70], items[j][0], items[j][2][:70]))
    rng = random.Random(SEED)
    order = list(range(len(items)))
    rng.shuffle(order)
    out = os.path.join(HERE, "prompts_%s.jsonl" % SET)
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for n, i in enumerate(order, 1):
            cat, label, text = items[i]
            f.write(json.dumps({"id": "%s-%04d" % (SET, n), "text": text, "label": label, "category": cat}, ensure_ascii=False) + "\n")
    lab = Counter(l for _, l, _ in items)
    cats = Counter((l, c) for c, l, _ in items)
    print("total", len(items), dict(lab))
    for l in ("attack", "benign"):
        print("==", l)
        for (ll, c), k in sorted(cats.items()):
            if ll == l:
                print("  %-34s %d" % (c, k))
    for l in ("attack", "benign"):
        ls = sorted(len(t) for _, ll, t in items if ll == l)
        print("len %s: min %d median %d max %d >=1000: %d <=40: %d" % (l, ls[0], ls[len(ls) // 2], ls[-1], sum(x >= 1000 for x in ls), sum(x <= 40 for x in ls)))
    if bad:
        print("near-duplicate pairs:", len(bad))
        sys.exit(2)

if __name__ == "__main__":
    main()
