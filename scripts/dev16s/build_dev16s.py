#!/usr/bin/env python3
"""Builder for the dev16s prompt set (standard library only).
Collects hand-written items from item modules, refuses duplicates, reports
7-gram Jaccard >= 0.5 pairs (exit 2), shuffles with a fixed seed, writes JSONL."""
import json, os, random, re, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import attacks_a, attacks_b, attacks_c, attacks_obf, benign_a, benign_b, benign_c, benign_d

MODULES = [attacks_a, attacks_b, attacks_c, attacks_obf, benign_a, benign_b, benign_c, benign_d]
SEED = 16016

def norm(t):
    return re.sub(r"\s+", " ", t.casefold()).strip()

def shingles(t, n=7):
    w = re.findall(r"\w+", t.casefold())
    if len(w) < n:
        return {tuple(w)}
    return {tuple(w[i:i + n]) for i in range(len(w) - n + 1)}

def main():
    items = []
    for m in MODULES:
        for label, cats in (("attack", getattr(m, "ATTACKS", {})), ("benign", getattr(m, "BENIGN", {}))):
            for cat, texts in cats.items():
                for t in texts:
                    assert isinstance(t, str) and t.strip(), (m.__name__, cat)
                    items.append({"text": t, "label": label, "category": cat})
    seen = {}
    errors = 0
    for it in items:
        k = norm(it["text"])
        if k in seen:
            print("DUPLICATE:", it["category"], "|", it["text"][:80], "| also in", seen[k])
            errors += 1
        seen[k] = it["category"]
    if errors:
        print("refusing: %d duplicates" % errors)
        return 1
    sh = [shingles(it["text"]) for it in items]
    near = 0
    for i in range(len(items)):
        for j in range(i + 1, len(items)):
            a, b = sh[i], sh[j]
            inter = len(a & b)
            if not inter:
                continue
            jac = inter / len(a | b)
            if jac >= 0.5:
                near += 1
                print("NEAR-DUP %.2f: [%s] %r  ~  [%s] %r" % (jac, items[i]["category"], items[i]["text"][:70],
                                                              items[j]["category"], items[j]["text"][:70]))
    rng = random.Random(SEED)
    rng.shuffle(items)
    out = os.path.join(HERE, "prompts_dev16s.jsonl")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for n, it in enumerate(items, 1):
            rec = {"id": "dev16s-%04d" % n, "text": it["text"], "label": it["label"], "category": it["category"]}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    lab = collections.Counter(it["label"] for it in items)
    cat = collections.Counter((it["label"], it["category"]) for it in items)
    print("TOTAL", len(items), dict(lab))
    for (l, c), n in sorted(cat.items()):
        print("  %-7s %-34s %3d" % (l, c, n))
    for l in ("attack", "benign"):
        ls = sorted(len(it["text"]) for it in items if it["label"] == l)
        print("  len %s: median %d, p90 %d, max %d, >=1000: %d" % (l, ls[len(ls)//2], ls[int(len(ls)*.9)], ls[-1],
                                                                 sum(x >= 1000 for x in ls)))
    if near:
        print("near-duplicate pairs:", near)
        return 2
    return 0

if __name__ == "__main__":
    sys.exit(main())
