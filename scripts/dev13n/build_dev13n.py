#!/usr/bin/env python3
"""Builder for the dev13n prompt set (standard library only).
Collects hand-written items from the item modules, refuses duplicates, reports near-duplicates
(word 7-gram Jaccard >= 0.5 -> exit 2), shuffles with a fixed seed, assigns ids, writes JSONL."""
import json, os, random, re, sys
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)
import attacks_a, attacks_b, attacks_c, attacks_d, attacks_e, benign_a, benign_b, benign_c, benign_d, benign_e, benign_f

SET = "dev13n"
SEED = 130013

def collect():
    items = []
    for mod, label in ((attacks_a, "attack"), (attacks_b, "attack"), (attacks_c, "attack"), (attacks_d, "attack"), (attacks_e, "attack"),
                       (benign_a, "benign"), (benign_b, "benign"), (benign_c, "benign"), (benign_d, "benign"), (benign_e, "benign"), (benign_f, "benign")):
        for cat, texts in mod.ITEMS.items():
            for t in texts:
                items.append({"text": t.strip("\n"), "label": label, "category": cat})
    return items

def norm(t): return re.sub(r"\s+", " ", t.casefold()).strip()

def grams(t, n=7):
    w = re.findall(r"\w+", t.casefold())
    return {tuple(w[i:i + n]) for i in range(len(w) - n + 1)}

def main():
    items = collect()
    seen = {}
    for it in items:
        k = norm(it["text"])
        if k in seen:
            sys.exit("DUPLICATE (casefold/whitespace): %r / %r" % (it["text"][:80], seen[k][:80]))
        seen[k] = it["text"]
    gs = [grams(it["text"]) for it in items]
    bad = []
    for i in range(len(items)):
        if not gs[i]:
            continue
        for j in range(i + 1, len(items)):
            if not gs[j]:
                continue
            inter = len(gs[i] & gs[j])
            if inter and inter / len(gs[i] | gs[j]) >= 0.5:
                bad.append((i, j, inter / len(gs[i] | gs[j])))
    rnd = random.Random(SEED)
    rnd.shuffle(items)
    out = os.path.join(HERE, "prompts_%s.jsonl" % SET)
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for n, it in enumerate(items, 1):
            rec = {"id": "%s-%04d" % (SET, n), "text": it["text"], "label": it["label"], "category": it["category"]}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    lab = Counter(it["label"] for it in items)
    cat = Counter((it["label"], it["category"]) for it in items)
    print("total", len(items), dict(lab))
    for (l, c), n in sorted(cat.items()):
        print("  %-7s %-32s %3d" % (l, c, n))
    for l in ("attack", "benign"):
        ls = sorted(len(it["text"]) for it in items if it["label"] == l)
        print("  len %s: min %d median %d max %d, >=1000 chars: %d" % (l, ls[0], ls[len(ls) // 2], ls[-1], sum(x >= 1000 for x in ls)))
    if bad:
        # report against original (pre-shuffle) order texts
        allitems = collect()
        for i, j, s in bad:
            print("NEAR-DUP %.2f\n  A: %s\n  B: %s" % (s, allitems[i]["text"][:120], allitems[j]["text"][:120]))
        sys.exit(2)
    print("near-duplicate pairs: 0")

if __name__ == "__main__":
    main()
