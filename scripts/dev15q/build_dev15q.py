#!/usr/bin/env python3
"""Builder for the dev15q prompt-injection / jailbreak evaluation set (standard library only)."""
import json
import os
import random
import re
import sys
from collections import Counter

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import attacks_a, attacks_b, attacks_c, attacks_obf  # noqa: E402
import benign_a, benign_b, benign_c, benign_d, benign_e, benign_f  # noqa: E402
from extend_benign import EXT  # noqa: E402

SET = "dev15q"
SEED = 150915
OUT = os.path.join(HERE, "prompts_%s.jsonl" % SET)

ATTACK_MODULES = [attacks_a, attacks_b, attacks_c, attacks_obf]
BENIGN_MODULES = [benign_a, benign_b, benign_c, benign_d, benign_e, benign_f]


def norm(t):
    return re.sub(r"\s+", " ", t.casefold()).strip()


def grams(t, n=7):
    w = re.findall(r"\w+", t.casefold())
    return {tuple(w[i:i + n]) for i in range(len(w) - n + 1)}


def main():
    rows = []
    for mods, label in ((ATTACK_MODULES, "attack"), (BENIGN_MODULES, "benign")):
        for m in mods:
            for cat, text in m.ITEMS:
                if label == "benign" and not (cat.startswith("hardneg_") or cat.startswith("ordinary_") or cat == "short_everyday"):
                    raise SystemExit("bad benign category %r" % cat)
                if label == "attack" and (cat.startswith("hardneg_") or cat.startswith("ordinary_") or cat == "short_everyday"):
                    raise SystemExit("bad attack category %r" % cat)
                rows.append({"text": text, "label": label, "category": cat})
    for key, extra in sorted(EXT.items()):
        hits = [r for r in rows if r["label"] == "benign" and key in r["text"]]
        if len(hits) != 1:
            raise SystemExit("extension key matches %d items: %r" % (len(hits), key))
        hits[0]["text"] += extra
    seen_exact, seen_norm = {}, {}
    for i, r in enumerate(rows):
        t = r["text"]
        if not t.strip():
            raise SystemExit("empty text at %d" % i)
        if t in seen_exact:
            raise SystemExit("exact duplicate: %r" % t[:80])
        seen_exact[t] = i
        n = norm(t)
        if n in seen_norm:
            raise SystemExit("normalised duplicate: %r" % t[:80])
        seen_norm[n] = i
    gs = [grams(r["text"]) for r in rows]
    bad = []
    for i in range(len(rows)):
        if not gs[i]:
            continue
        for j in range(i + 1, len(rows)):
            if not gs[j]:
                continue
            inter = len(gs[i] & gs[j])
            if not inter:
                continue
            jac = inter / len(gs[i] | gs[j])
            if jac >= 0.5:
                bad.append((round(jac, 3), rows[i]["category"], rows[i]["text"][:70], rows[j]["category"], rows[j]["text"][:70]))
    rng = random.Random(SEED)
    rng.shuffle(rows)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for k, r in enumerate(rows, 1):
            obj = {"id": "%s-%04d" % (SET, k), "text": r["text"], "label": r["label"], "category": r["category"]}
            f.write(json.dumps(obj, ensure_ascii=False) + "\n")
    lab = Counter(r["label"] for r in rows)
    cats = Counter((r["label"], r["category"]) for r in rows)
    print("total", len(rows), dict(sorted(lab.items())))
    for (l, c), n in sorted(cats.items()):
        print("%-7s %-34s %3d" % (l, c, n))
    for l in ("attack", "benign"):
        ls = sorted(len(r["text"]) for r in rows if r["label"] == l)
        print("%s length: min %d median %d mean %.0f max %d; <60 chars %d; >=1000 chars %d" % (
            l, ls[0], ls[len(ls) // 2], sum(ls) / len(ls), ls[-1], sum(1 for x in ls if x < 60), sum(1 for x in ls if x >= 1000)))
    if bad:
        # report in pre-shuffle terms (texts)
        for b in sorted(bad, reverse=True):
            print("  ", b)
        print("NEAR-DUPLICATE PAIRS (7-gram Jaccard >= 0.5):", len(bad))
        return 2
    print("near-duplicate pairs: 0")
    return 0


if __name__ == "__main__":
    sys.exit(main())
