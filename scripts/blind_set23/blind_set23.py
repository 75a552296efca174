#!/usr/bin/env python3
"""Builder for the blind23 prompt-injection / jailbreak evaluation set (standard library only).

Collects hand-written items from the item modules, refuses exact and normalised duplicates,
reports word 7-gram Jaccard >= 0.5 pairs (exit code 2 if any), shuffles with a fixed seed,
assigns ids blind23-0001... and writes prompts_blind23.jsonl. Rebuilds byte for byte.
"""
import json
import os
import random
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from attacks_a import ATTACKS_A  # noqa: E402
from attacks_b import ATTACKS_B  # noqa: E402
from attacks_c import ATTACKS_C  # noqa: E402
from attacks_d import LONG_PERSONA, MULTILINGUAL, OBF  # noqa: E402
from benign_a import BENIGN_A  # noqa: E402
from benign_b import BENIGN_B  # noqa: E402
from benign_c import ENCODED, ORDINARY, SHORT_EVERYDAY  # noqa: E402
from benign_d import LONG_MIXED  # noqa: E402

SET = 'blind23'
SEED = 230023
OUT = os.path.join(HERE, 'prompts_%s.jsonl' % SET)


def collect():
    items = []
    for group in (ATTACKS_A, ATTACKS_B, ATTACKS_C, OBF):
        for cat in sorted(group):
            for t in group[cat]:
                items.append((t, 'attack', cat))
    for t in LONG_PERSONA:
        items.append((t, 'attack', 'long_persona'))
    for t in MULTILINGUAL:
        items.append((t, 'attack', 'multilingual'))
    for group in (BENIGN_A, BENIGN_B, ORDINARY):
        for cat in sorted(group):
            for t in group[cat]:
                items.append((t, 'benign', cat))
    for t in ENCODED:
        items.append((t, 'benign', 'hardneg_encoded_data'))
    for t in LONG_MIXED:
        items.append((t, 'benign', 'hardneg_long_mixed'))
    for t in SHORT_EVERYDAY:
        items.append((t, 'benign', 'short_everyday'))
    return items


def norm(t):
    return re.sub(r'\s+', ' ', t.casefold()).strip()


def grams(t, n=7):
    w = re.findall(r'\w+', t.casefold())
    if len(w) < n:
        return {tuple(w)} if w else set()
    return {tuple(w[i:i + n]) for i in range(len(w) - n + 1)}


def near_dups(items, thr=0.5):
    gs = [grams(t) for t, _, _ in items]
    index = defaultdict(set)
    for i, g in enumerate(gs):
        for x in g:
            index[x].add(i)
    pairs = []
    for i, g in enumerate(gs):
        cand = set()
        for x in g:
            cand |= index[x]
        for j in sorted(cand):
            if j <= i:
                continue
            inter = len(g & gs[j])
            uni = len(g | gs[j])
            if uni and inter / uni >= thr:
                pairs.append((i, j, inter / uni))
    return pairs


def main():
    items = collect()
    seen_exact, seen_norm = {}, {}
    for t, lab, cat in items:
        if not t.strip():
            sys.exit('empty item in %s' % cat)
        if t in seen_exact:
            sys.exit('exact duplicate: %r (%s / %s)' % (t[:80], cat, seen_exact[t]))
        seen_exact[t] = cat
        n = norm(t)
        if n in seen_norm:
            sys.exit('normalised duplicate: %r (%s / %s)' % (t[:80], cat, seen_norm[n]))
        seen_norm[n] = cat
    pairs = near_dups(items)
    for i, j, s in pairs:
        print('NEAR-DUP %.2f\n  [%s] %r\n  [%s] %r' % (s, items[i][2], items[i][0][:100],
                                                     items[j][2], items[j][0][:100]))
    rng = random.Random(SEED)
    order = list(range(len(items)))
    rng.shuffle(order)
    with open(OUT, 'w', encoding='utf-8', newline='\n') as f:
        for k, idx in enumerate(order, 1):
            t, lab, cat = items[idx]
            rec = {'id': '%s-%04d' % (SET, k), 'text': t, 'label': lab, 'category': cat}
            f.write(json.dumps(rec, ensure_ascii=False) + '\n')
    labs = Counter(l for _, l, _ in items)
    cats = Counter((l, c) for _, l, c in items)
    print('total %d  attack %d  benign %d' % (len(items), labs['attack'], labs['benign']))
    for lab in ('attack', 'benign'):
        print('--- %s' % lab)
        for (l, c), n in sorted(cats.items()):
            if l == lab:
                print('  %-34s %4d' % (c, n))
    for lab in ('attack', 'benign'):
        ls = sorted(len(t) for t, l, _ in items if l == lab)
        q = lambda p: ls[min(len(ls) - 1, int(p * len(ls)))]
        print('len %-6s n=%d min=%d p25=%d median=%d p75=%d p90=%d max=%d mean=%.0f >=1000:%d' % (
            lab, len(ls), ls[0], q(.25), q(.5), q(.75), q(.9), ls[-1], sum(ls) / len(ls),
            sum(1 for x in ls if x >= 1000)))
    print('near-duplicate pairs: %d' % len(pairs))
    print('wrote %s' % OUT)
    return 2 if pairs else 0


if __name__ == '__main__':
    sys.exit(main())
