#!/usr/bin/env python3
"""Builder for the dev14p blind evaluation set (standard library only).

Collects hand-written items from the item modules, refuses exact and
casefold/whitespace-collapsed duplicates, reports word 7-gram Jaccard >= 0.5
pairs (exit 2 if any), shuffles with a fixed seed, assigns ids, writes JSONL
and prints count tables.
"""
import json, os, random, re, sys
sys.dont_write_bytecode = True
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import attacks_a, attacks_b, attacks_c, attacks_long, attacks_obf, benign_a, benign_b, benign_c, benign_d, benign_e, benign_long

SET = "dev14p"
SEED = 140214
OUT = os.path.join(HERE, "prompts_%s.jsonl" % SET)

ATTACK_CATS = {
    "agent_tool_hijack", "authority_social_eng", "crescendo", "direct_override", "few_shot_poisoning",
    "hypothetical_fiction", "indirect_code", "indirect_document", "indirect_email", "indirect_rag",
    "indirect_structured", "indirect_tool_output", "indirect_webpage", "long_persona", "multilingual",
    "payload_splitting", "persona_roleplay", "plain_harmful", "refusal_suppression", "secret_extraction",
    "short_casual", "sysprompt_extraction_direct", "sysprompt_extraction_indirect", "virtualisation",
}
BENIGN_CATS = {
    "hardneg_agent_tasks", "hardneg_ai_safety", "hardneg_defensive_security", "hardneg_encoded_data",
    "hardneg_fiction_roleplay", "hardneg_format_constraints", "hardneg_long_mixed", "hardneg_non_english",
    "hardneg_own_system_prompt", "hardneg_pasted_content", "hardneg_quoted_attacks",
    "hardneg_repeat_translate", "hardneg_security_questions", "hardneg_sensitive_legit",
    "hardneg_tech_docs_logs", "hardneg_trigger_words", "ordinary_coding", "ordinary_cooking",
    "ordinary_education", "ordinary_finance", "ordinary_health", "ordinary_home", "ordinary_travel",
    "ordinary_work_email", "short_everyday",
}


def label_for(cat):
    if cat in ATTACK_CATS or cat.startswith("obf_"):
        return "attack"
    if cat in BENIGN_CATS:
        return "benign"
    raise SystemExit("unknown category: %s" % cat)


def collect():
    items = []
    for mod in (attacks_a, attacks_b, attacks_c, attacks_long, attacks_obf, benign_a, benign_b, benign_c, benign_d, benign_e, benign_long):
        for cat, texts in mod.ITEMS.items():
            for t in texts:
                if not isinstance(t, str) or not t.strip():
                    raise SystemExit("bad item in %s/%s" % (mod.__name__, cat))
                items.append((cat, t))
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
    seen_exact, seen_norm = {}, {}
    for cat, t in items:
        if t in seen_exact:
            raise SystemExit("exact duplicate: %r (%s / %s)" % (t[:80], cat, seen_exact[t]))
        seen_exact[t] = cat
        k = norm(t)
        if k in seen_norm:
            raise SystemExit("normalised duplicate: %r (%s / %s)" % (t[:80], cat, seen_norm[k]))
        seen_norm[k] = cat

    gs = [grams(t) for _, t in items]
    bad = []
    for i in range(len(items)):
        gi = gs[i]
        if not gi:
            continue
        for j in range(i + 1, len(items)):
            gj = gs[j]
            if not gj:
                continue
            inter = len(gi & gj)
            if not inter:
                continue
            jac = inter / len(gi | gj)
            if jac >= 0.5:
                bad.append((jac, i, j))

    rng = random.Random(SEED)
    order = list(range(len(items)))
    rng.shuffle(order)
    rows = []
    for n, idx in enumerate(order, 1):
        cat, t = items[idx]
        rows.append({"id": "%s-%04d" % (SET, n), "text": t, "label": label_for(cat), "category": cat})
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")

    lab = Counter(r["label"] for r in rows)
    cats = Counter((r["label"], r["category"]) for r in rows)
    print("total %d  attack %d  benign %d" % (len(rows), lab["attack"], lab["benign"]))
    for lbl in ("attack", "benign"):
        print("\n[%s]" % lbl)
        for (l, c), v in sorted(cats.items()):
            if l == lbl:
                print("  %-32s %4d" % (c, v))
    for lbl in ("attack", "benign"):
        ls = sorted(len(r["text"]) for r in rows if r["label"] == lbl)
        print("len %s: min %d median %d p90 %d max %d  >=1000: %d" % (
            lbl, ls[0], ls[len(ls) // 2], ls[int(len(ls) * 0.9)], ls[-1], sum(1 for x in ls if x >= 1000)))
    if bad:
        print("\nNEAR-DUPLICATE PAIRS (7-gram Jaccard >= 0.5): %d" % len(bad))
        for jac, i, j in sorted(bad, reverse=True):
            print("  %.2f  [%s] %r\n        [%s] %r" % (jac, items[i][0], items[i][1][:90], items[j][0], items[j][1][:90]))
        sys.exit(2)
    print("\nno near-duplicate pairs")


if __name__ == "__main__":
    main()
