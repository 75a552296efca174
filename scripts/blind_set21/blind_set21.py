#!/usr/bin/env python3
"""Builder for blind21 (standard library only).

Collects hand-written items from the item modules, refuses exact and
casefold/whitespace-collapsed duplicates, reports word 7-gram Jaccard >= 0.5
pairs (exit 2 if any), shuffles with a fixed seed, assigns ids, writes
prompts_blind21.jsonl and prints count tables. Deterministic: reruns are
byte-identical.
"""
import collections, json, os, random, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import encoders as E
import attacks_a, attacks_b, attacks_c
import benign_a, benign_b, benign_c, benign_long, benign_ordinary

SET = "blind21"
SEED = 21_2026
OUT = os.path.join(HERE, f"prompts_{SET}.jsonl")


def collect():
    benign_c.ITEMS["hardneg_encoded_data"] = benign_c.build_encoded(E)
    items = []
    for mod in (attacks_a, attacks_b, attacks_c):
        for cat in sorted(mod.ITEMS):
            for t in mod.ITEMS[cat]:
                items.append((t, "attack", cat))
    for mod in (benign_a, benign_b, benign_c, benign_long, benign_ordinary):
        for cat in sorted(mod.ITEMS):
            for t in mod.ITEMS[cat]:
                items.append((t, "benign", cat))
    return items


def norm(t):
    return re.sub(r"\s+", " ", t.casefold()).strip()


def shingles(t, n=7):
    w = re.findall(r"\w+", t.casefold())
    return {tuple(w[i:i + n]) for i in range(len(w) - n + 1)}


def main():
    items = collect()
    seen_exact, seen_norm = {}, {}
    for t, lab, cat in items:
        if not t.strip():
            sys.exit(f"empty text in {cat}")
        if t in seen_exact:
            sys.exit(f"exact duplicate: {cat} / {seen_exact[t]}: {t[:80]!r}")
        seen_exact[t] = cat
        k = norm(t)
        if k in seen_norm:
            sys.exit(f"normalised duplicate: {cat} / {seen_norm[k]}: {t[:80]!r}")
        seen_norm[k] = cat

    sh = [shingles(t) for t, _, _ in items]
    index = collections.defaultdict(set)
    for i, s in enumerate(sh):
        for g in s:
            index[g].add(i)
    bad = []
    for i, s in enumerate(sh):
        if not s:
            continue
        cands = set()
        for g in s:
            cands |= index[g]
        for j in sorted(c for c in cands if c > i):
            inter = len(s & sh[j])
            jac = inter / len(s | sh[j])
            if jac >= 0.5:
                bad.append((round(jac, 3), items[i][2], items[j][2], items[i][0][:70], items[j][0][:70]))

    rng = random.Random(SEED)
    order = list(range(len(items)))
    rng.shuffle(order)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for n, idx in enumerate(order, 1):
            t, lab, cat = items[idx]
            f.write(json.dumps({"id": f"{SET}-{n:04d}", "text": t, "label": lab, "category": cat},
                               ensure_ascii=False) + "\n")

    labels = collections.Counter(l for _, l, _ in items)
    cats = collections.Counter((l, c) for _, l, c in items)
    print(f"total {len(items)}  attack {labels['attack']}  benign {labels['benign']}")
    for lab in ("attack", "benign"):
        print(f"\n{lab}:")
        for (l, c), n in sorted(cats.items()):
            if l == lab:
                print(f"  {c:34s} {n:4d}")
    obf = sum(n for (l, c), n in cats.items() if c.startswith("obf_"))
    print(f"\nobf_* total {obf}")
    for lab in ("attack", "benign"):
        ls = sorted(len(t) for t, l, _ in items if l == lab)
        print(f"{lab} chars: min {ls[0]} median {ls[len(ls)//2]} mean {sum(ls)//len(ls)} max {ls[-1]}  >=1000: {sum(x >= 1000 for x in ls)}  <=40: {sum(x <= 40 for x in ls)}")
    print(f"\nnear-duplicate pairs (7-gram Jaccard >= 0.5): {len(bad)}")
    for b in bad:
        print("  ", b)
    print(f"wrote {OUT}")
    return 2 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
