"""Prompt sanitizer: attacks diluted in benign text (round 17).

An attacker can pad an injection with ordinary text so that a reader of the whole prompt
sees mostly benign words. This bench takes the held-out split's attacks (never trained on)
that a configuration rejects, pads each with benign held-out text (seeded) to a growing
length, before the attack, after it or around it, and reports the share still rejected per
length and place for each configuration (``--layers``). Round 17's test of clearing
(``scripts/clearing_experiment.py dilution``) pads the same way; clearing failed it and did
not ship.

Usage: python bench/sanitizer_dilution.py [--layers default contextual tuned]
[--lengths 0 100 250 500 1000 2000] [--seed S] [--out PATH] [--smoke]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

from genai_chaos.guards.evaluation import load_split
from genai_chaos.guards.sanitizer.layers import LAYERS, build

PLACES = ("before", "after", "around")
LENGTHS = (0, 100, 250, 500, 1000, 2000)


def heldout() -> tuple[list[str], list[str]]:
    """The held-out split's attacks and benign texts."""
    rows = load_split("heldout")
    attacks = [r.text for r in rows if r.label == "attack"]
    benign = [r.text for r in rows if r.label == "benign"]
    return attacks, benign


def padding(benign: list[str], length: int, rng: random.Random) -> str:
    """Benign paragraphs, seeded, until at least ``length`` characters ("" for 0).

    >>> padding(["Hello there.", "How are you?"], 0, random.Random(0))
    ''
    >>> len(padding(["Hello there.", "How are you?"], 20, random.Random(0))) >= 20
    True
    """
    out: list[str] = []
    while sum(len(p) + 2 for p in out) < length:
        out.append(rng.choice(benign))
    return "\n\n".join(out)


def padded(attack: str, pad: str, place: str) -> str:
    """``attack`` with ``pad`` before it, after it, or split around it at a paragraph.

    >>> padded("ATTACK", "a\\n\\nb", "around")
    'a\\n\\nATTACK\\n\\nb'
    """
    if not pad:
        return attack
    if place == "before":
        return f"{pad}\n\n{attack}"
    if place == "after":
        return f"{attack}\n\n{pad}"
    half = len(pad) // 2
    cut = pad.rfind("\n\n", 0, half + 1)
    cut = half if cut < 0 else cut
    return f"{pad[:cut]}\n\n{attack}\n\n{pad[cut:].lstrip()}"


def run(layers: str, attacks: list[str], benign: list[str], lengths: list[int],
        seed: int) -> dict[str, Any]:  # fmt: skip
    sanitizer = build(layers)
    caught = [a for a in attacks if not sanitizer.check(a).allowed]
    rng = random.Random(seed)
    rows = []
    start = time.perf_counter()
    for length in lengths:
        for place in PLACES if length else ("none",):
            texts = [padded(a, padding(benign, length, rng), place) for a in caught]
            verdicts = [sanitizer.check(t) for t in texts]
            rejected = sum(not v.allowed for v in verdicts)
            rows.append({"length": length, "place": place,
                         "detection": round(rejected / max(1, len(texts)), 4),
                         "rejected": rejected, "of": len(texts)})  # fmt: skip
    return {
        "layers": layers,
        "attacks": len(attacks),
        "caught_unpadded": len(caught),
        "rows": rows,
        "lowest_detection": min(r["detection"] for r in rows),
        "seconds": round(time.perf_counter() - start, 1),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--layers", nargs="+", default=["default"], choices=LAYERS)
    ap.add_argument("--lengths", nargs="+", type=int, default=list(LENGTHS))
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--smoke", action="store_true", help="20 attacks, two lengths")
    args = ap.parse_args()
    attacks, benign = heldout()
    lengths = args.lengths
    if args.smoke:
        attacks, lengths = attacks[:20], [0, 250]
    out = {
        "what": "held-out attacks padded with held-out benign text (bench/sanitizer_dilution.py)",
        "seed": args.seed,
        "results": [run(name, attacks, benign, lengths, args.seed) for name in args.layers],
    }
    if args.out:
        args.out.write_text(json.dumps(out, indent=1) + "\n")
    for r in out["results"]:
        print(f"{r['layers']}: {r['caught_unpadded']}/{r['attacks']} caught unpadded; lowest "
              f"detection padded {r['lowest_detection']:.3f}", file=sys.stderr)  # fmt: skip
        for row in r["rows"]:
            print(f"  {row['length']:5d} {row['place']:7s} {row['detection']:.3f}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
