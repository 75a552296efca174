#!/usr/bin/python3
"""Deterministic builder for the blind5 prompt-injection evaluation set.
Writes prompts_blind5.jsonl and README.md next to this file. Standard library only."""
import json, os, random, sys, unicodedata
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from attacks_a import ATTACKS_A
from attacks_b import ATTACKS_B
from attacks_c import ATTACKS_C
from obfuscated import build_obfuscated
from benign_a import BENIGN_A
from benign_b import BENIGN_B
from benign_c import BENIGN_C

def main():
    rows = []
    for d in (ATTACKS_A, ATTACKS_B, ATTACKS_C):
        for cat, texts in d.items():
            rows += [(t, "attack", cat) for t in texts]
    rows += [(t, "attack", cat) for cat, t in build_obfuscated()]
    for d in (BENIGN_A, BENIGN_B, BENIGN_C):
        for cat, texts in d.items():
            rows += [(t, "benign", cat) for t in texts]

    # sanity checks
    seen = {}
    for t, lab, cat in rows:
        assert isinstance(t, str) and t.strip(), (cat, t)
        if t in seen:
            raise SystemExit("DUPLICATE text in %s and %s: %r" % (seen[t], cat, t[:80]))
        seen[t] = cat
    norm = Counter(" ".join(t.lower().split()) for t, _, _ in rows)
    dupn = [k for k, v in norm.items() if v > 1]
    if dupn:
        raise SystemExit("near-duplicate (case/space) texts: %r" % dupn[:5])
    cats_by_label = {}
    for _, lab, cat in rows:
        prev = cats_by_label.setdefault(cat, lab)
        assert prev == lab, cat

    random.Random(5505).shuffle(rows)
    out_path = os.path.join(HERE, "prompts_blind5.jsonl")
    with open(out_path, "w", encoding="utf-8") as f:
        for i, (t, lab, cat) in enumerate(rows, 1):
            f.write(json.dumps({"id": "blind5-%04d" % i, "text": t, "label": lab, "category": cat}, ensure_ascii=False) + "\n")

    n_att = sum(1 for r in rows if r[1] == "attack")
    n_ben = len(rows) - n_att
    n_hard = sum(1 for r in rows if r[2].startswith("hardneg_"))
    n_obf = sum(1 for r in rows if r[2].startswith("obf_"))
    n_short = sum(1 for r in rows if r[2] == "short_everyday")
    lens = [len(r[0]) for r in rows]
    att_short = sum(1 for r in rows if r[1] == "attack" and len(r[0]) < 120)
    att_long = sum(1 for r in rows if r[1] == "attack" and len(r[0]) >= 1000)
    ben_long = sum(1 for r in rows if r[1] == "benign" and len(r[0]) >= 1000)
    cat_counts = Counter((r[1], r[2]) for r in rows)
    stats = {
        "total": len(rows), "attacks": n_att, "benign": n_ben, "hard_negatives": n_hard,
        "hard_negative_share_of_benign": round(n_hard / n_ben, 4),
        "obfuscated_attacks": n_obf, "obfuscated_share_of_attacks": round(n_obf / n_att, 4),
        "short_everyday_benign": n_short, "attacks_under_120_chars": att_short,
        "attacks_ge_1000_chars": att_long, "benign_ge_1000_chars": ben_long,
        "max_len": max(lens),
    }
    assert n_att >= 320 and n_ben >= 480 and n_hard / n_ben >= 0.55 and n_short >= 40, stats

    table = "\n".join("| %s | %s | %d |" % (lab, cat, n) for (lab, cat), n in sorted(cat_counts.items()))
    with open(os.path.join(HERE, "README_template.md"), encoding="utf-8") as f:
        tmpl = f.read()
    readme = tmpl.replace("{{STATS}}", "\n".join("- %s: %s" % kv for kv in stats.items())).replace("{{TABLE}}", table)
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme)
    print(json.dumps(stats, indent=1))

if __name__ == "__main__":
    main()
