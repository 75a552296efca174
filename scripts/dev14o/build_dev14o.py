#!/usr/bin/env python3
"""Builder for the dev14o evaluation set (standard library only).

Collects hand-written items from the item modules, refuses exact and
casefold/whitespace-collapsed duplicates, reports word 7-gram Jaccard >= 0.5
pairs (exit 2 if any), shuffles with a fixed seed, assigns ids, writes
prompts_dev14o.jsonl and prints count tables.
"""
import json, os, random, re, sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import encoders
import attacks_a, attacks_b, attacks_c, attacks_d, attacks_obf
import benign_a, benign_b, benign_c, benign_d, benign_e, benign_f, benign_g

SET = "dev14o"
SEED = 14014
OUT = os.path.join(HERE, "prompts_%s.jsonl" % SET)


def collect():
    items = []
    for mod in (attacks_a, attacks_b, attacks_c, attacks_d):
        for cat, texts in mod.ITEMS.items():
            for t in texts:
                items.append((t, "attack", cat))
    for cat, framing, plain, enc in attacks_obf.ITEMS:
        items.append((framing.replace("{X}", encoders.ENC[enc](plain)), "attack", cat))
    for mod in (benign_a, benign_b, benign_c, benign_d, benign_e, benign_f, benign_g):
        for cat, texts in mod.ITEMS.items():
            for t in texts:
                items.append((t, "benign", cat))
    for framing, plain, enc in attacks_obf.BENIGN_ENCODED:
        items.append((framing.replace("{X}", encoders.ENC[enc](plain)), "benign", "hardneg_encoded_data"))
    return items


def norm(t):
    return re.sub(r"\s+", " ", t.casefold()).strip()


def shingles(t, n=7):
    w = re.findall(r"\w+", t.casefold())
    return {tuple(w[i:i + n]) for i in range(len(w) - n + 1)}


def main():
    items = collect()
    seen = {}
    dup = 0
    for t, lab, cat in items:
        t2 = t.strip()
        if not t2:
            print("EMPTY item in", cat); dup += 1; continue
        k = norm(t2)
        if k in seen:
            print("DUPLICATE (%s / %s): %r" % (seen[k], cat, t2[:80])); dup += 1
        seen[k] = cat
    if dup:
        print("refusing: %d duplicates/empties" % dup); return 1
    sh = [shingles(t) for t, _, _ in items]
    index = defaultdict(list)
    for i, s in enumerate(sh):
        for g in s:
            index[g].append(i)
    cand = set()
    for g, lst in index.items():
        if len(lst) > 1:
            for a in range(len(lst)):
                for b in range(a + 1, len(lst)):
                    cand.add((lst[a], lst[b]))
    bad = []
    for a, b in sorted(cand):
        j = len(sh[a] & sh[b]) / len(sh[a] | sh[b])
        if j >= 0.5:
            bad.append((j, a, b))
    for j, a, b in bad:
        print("NEAR-DUP %.2f [%s] %r || [%s] %r" % (j, items[a][2], items[a][0][:70], items[b][2], items[b][0][:70]))
    rng = random.Random(SEED)
    order = list(range(len(items)))
    rng.shuffle(order)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for n, i in enumerate(order, 1):
            t, lab, cat = items[i]
            f.write(json.dumps({"id": "%s-%04d" % (SET, n), "text": t.strip(), "label": lab, "category": cat}, ensure_ascii=False) + "\n")
    lab_c = Counter(l for _, l, _ in items)
    cat_c = Counter((l, c) for _, l, c in items)
    print("total", len(items), dict(lab_c))
    for lab in ("attack", "benign"):
        print("--", lab)
        for (l, c), n in sorted(cat_c.items()):
            if l == lab:
                print("  %-34s %4d" % (c, n))
    lens = {lab: sorted(len(t) for t, l, _ in items if l == lab) for lab in lab_c}
    for lab, L in lens.items():
        print("len %s: median %d, p10 %d, p90 %d, >=1000: %d, <60: %d" % (
            lab, L[len(L) // 2], L[len(L) // 10], L[9 * len(L) // 10],
            sum(x >= 1000 for x in L), sum(x < 60 for x in L)))
    if bad:
        print("near-duplicate pairs:", len(bad)); return 2
    print("near-duplicate pairs: 0")
    return 0


if __name__ == "__main__":
    sys.exit(main())
