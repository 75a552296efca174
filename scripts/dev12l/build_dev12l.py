#!/usr/bin/env python3
"""Builder for the dev12l prompt-injection / jailbreak evaluation set (standard library only).

Collects hand-written items from attacks_a/b/c and benign_a/b/c, refuses exact and
casefold/whitespace-collapsed duplicates, reports word 7-gram Jaccard >= 0.5 pairs
(exit code 2 if any), shuffles with a fixed seed, assigns ids, writes
prompts_dev12l.jsonl and prints count tables. Deterministic: rebuilds byte for byte.
"""
import json, os, re, random, sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import attacks_a, attacks_b, attacks_c, benign_a, benign_b, benign_c, benign_d  # noqa: E402

SET = "dev12l"
SEED = 120712
OUT = os.path.join(HERE, "prompts_%s.jsonl" % SET)
JACCARD_MAX = 0.5
N = 7


def collect():
    items = []
    def add(d, label):
        for cat in sorted(d):
            for t in d[cat]:
                items.append({"text": t, "label": label, "category": cat})
    add(attacks_a.A, "attack"); add(attacks_b.B, "attack")
    add(attacks_c.C, "attack"); add(attacks_c.C_EXTRA, "attack")
    add(benign_d.BD_ATTACKS, "attack")
    add(benign_a.BA, "benign"); add(benign_b.BB, "benign"); add(benign_c.BC, "benign"); add(benign_d.BD, "benign")
    return items


def norm(t):
    return re.sub(r"\s+", " ", t.casefold()).strip()


def shingles(t):
    toks = re.findall(r"\w+", t.casefold())
    if len(toks) < N:
        return {tuple(toks)} if toks else set()
    return {tuple(toks[i:i + N]) for i in range(len(toks) - N + 1)}


def main():
    items = collect()
    # duplicates
    seen = {}
    for it in items:
        for key in {it["text"], norm(it["text"])}:
            if key in seen:
                sys.exit("duplicate text refused: %r (also in %s)" % (it["text"][:80], seen[key]))
            seen[key] = it["category"]
    for it in items:
        assert it["label"] in ("attack", "benign")
        assert it["text"].strip() == it["text"] or it["text"].endswith("\n"), it["text"][:60]
    # near duplicates via inverted index
    sh = [shingles(it["text"]) for it in items]
    index = defaultdict(list)
    for i, s in enumerate(sh):
        for g in s:
            index[g].append(i)
    inter = Counter()
    for g, ids in index.items():
        if len(ids) > 1:
            for a in range(len(ids)):
                for b in range(a + 1, len(ids)):
                    inter[(ids[a], ids[b])] += 1
    bad = []
    for (i, j), c in sorted(inter.items()):
        jac = c / float(len(sh[i] | sh[j]))
        if jac >= JACCARD_MAX:
            bad.append((jac, i, j))
    # shuffle and assign ids
    order = sorted(range(len(items)), key=lambda k: (items[k]["category"], items[k]["text"]))
    random.Random(SEED).shuffle(order)
    rows = []
    for n, k in enumerate(order, 1):
        it = items[k]
        rows.append({"id": "%s-%04d" % (SET, n), "text": it["text"], "label": it["label"], "category": it["category"]})
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    # tables
    lab = Counter(r["label"] for r in rows)
    cats = Counter((r["label"], r["category"]) for r in rows)
    print("total %d  attack %d  benign %d" % (len(rows), lab["attack"], lab["benign"]))
    for label in ("attack", "benign"):
        print("\n%s categories:" % label)
        for (l, c), n in sorted(cats.items()):
            if l == label:
                print("  %-34s %3d" % (c, n))
    obf = sum(n for (l, c), n in cats.items() if c.startswith("obf_"))
    print("\nobf_* total: %d" % obf)
    for label in ("attack", "benign"):
        ls = sorted(len(r["text"]) for r in rows if r["label"] == label)
        q = lambda p: ls[min(len(ls) - 1, int(p * len(ls)))]
        print("length %-6s n=%d min=%d p25=%d median=%d p75=%d p90=%d max=%d mean=%.0f  >=1000: %d  <40: %d" % (
            label, len(ls), ls[0], q(.25), q(.5), q(.75), q(.9), ls[-1], sum(ls) / len(ls),
            sum(1 for x in ls if x >= 1000), sum(1 for x in ls if x < 40)))
    if bad:
        print("\nNEAR-DUPLICATE PAIRS (7-gram Jaccard >= %.1f): %d" % (JACCARD_MAX, len(bad)))
        for jac, i, j in bad:
            print("  %.2f  [%s] %r\n        [%s] %r" % (jac, items[i]["category"], items[i]["text"][:90],
                                                    items[j]["category"], items[j]["text"][:90]))
        sys.exit(2)
    print("\nnear-duplicate pairs: 0")
    print("wrote %s" % OUT)


if __name__ == "__main__":
    main()
