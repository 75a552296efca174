#!/usr/bin/env python3
"""Builder for the dev17u prompt-injection / jailbreak evaluation set (standard library only)."""
import json, os, random, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import encoders  # noqa: E402
import attacks_a, attacks_b, attacks_c, attacks_obf  # noqa: E402
import benign_a, benign_b, benign_c, benign_d, benign_e  # noqa: E402

SET = "dev17u"
SEED = 17017
OUT = os.path.join(HERE, "prompts_%s.jsonl" % SET)


def collect():
    items = []
    for mod, label in ((attacks_a, "attack"), (attacks_b, "attack"), (attacks_c, "attack"),
                       (benign_a, "benign"), (benign_b, "benign"), (benign_c, "benign"), (benign_d, "benign"),
                       (benign_e, "benign")):
        for cat, texts in mod.ITEMS.items():
            for t in texts:
                items.append({"text": t.strip("\n"), "label": label, "category": cat})
    for cat, framing, plain, enc in attacks_obf.OBF:
        items.append({"text": framing.replace("{E}", encoders.ENCODERS[enc](plain)), "label": "attack", "category": cat})
    for framing, plain, enc in attacks_obf.BENIGN_ENC:
        items.append({"text": framing.replace("{E}", encoders.ENCODERS[enc](plain)), "label": "benign",
                      "category": "hardneg_encoded_data"})
    return items


def norm(t):
    return re.sub(r"\s+", " ", t.casefold()).strip()


def shingles(t, n=7):
    w = re.findall(r"\w+", t.casefold())
    return {tuple(w[i:i + n]) for i in range(len(w) - n + 1)}


def main():
    items = collect()
    seen_exact, seen_norm, bad = {}, {}, 0
    for i, it in enumerate(items):
        if it["text"] in seen_exact:
            print("EXACT DUP:", it["category"], repr(it["text"][:80]))
            bad += 1
        seen_exact[it["text"]] = i
        k = norm(it["text"])
        if k in seen_norm and seen_exact.get(it["text"]) != seen_norm[k]:
            print("NORM DUP:", it["category"], repr(it["text"][:80]))
            bad += 1
        seen_norm.setdefault(k, i)
    if bad:
        print("refusing: %d duplicate(s)" % bad)
        sys.exit(1)
    sh = [shingles(it["text"]) for it in items]
    near = []
    for i in range(len(items)):
        a = sh[i]
        if not a:
            continue
        for j in range(i + 1, len(items)):
            b = sh[j]
            if not b:
                continue
            inter = len(a & b)
            if not inter:
                continue
            jac = inter / len(a | b)
            if jac >= 0.5:
                near.append((jac, i, j))
    rng = random.Random(SEED)
    order = list(range(len(items)))
    rng.shuffle(order)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for n, idx in enumerate(order, 1):
            it = items[idx]
            rec = {"id": "%s-%04d" % (SET, n), "text": it["text"], "label": it["label"], "category": it["category"]}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    lab = Counter(it["label"] for it in items)
    cat = Counter((it["label"], it["category"]) for it in items)
    print("total", len(items), dict(lab))
    for (l, c), k in sorted(cat.items()):
        print("  %-7s %-32s %4d" % (l, c, k))
    for l in ("attack", "benign"):
        lens = sorted(len(it["text"]) for it in items if it["label"] == l)
        print("  len %s: min %d median %d p90 %d max %d" % (l, lens[0], lens[len(lens) // 2], lens[int(len(lens) * .9)], lens[-1]))
    if near:
        for jac, i, j in near:
            print("NEAR DUP %.2f: [%s] %r  ||  [%s] %r" % (jac, items[i]["category"], items[i]["text"][:70],
                                                          items[j]["category"], items[j]["text"][:70]))
        print("%d near-duplicate pair(s)" % len(near))
        sys.exit(2)
    print("no near-duplicate pairs; wrote", OUT)


if __name__ == "__main__":
    main()
