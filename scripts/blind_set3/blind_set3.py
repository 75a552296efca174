#!/usr/bin/env python3
"""Build blind evaluation set 3 for the prompt sanitizer.

Written blind (without looking at the sanitizer, its training data or earlier blind sets) by an
evaluator helper, from general knowledge. Standard library only; the texts live in the sibling
modules attacks_*.py, benign_*.py, long_texts.py, extra_register.py and obfuscated.py. Deterministic: a fixed seed drives the
obfuscation draws and the shuffle, so re-running reproduces prompts_blind3.jsonl byte for byte.

Usage: python3 blind_set3.py [--out PATH]
"""

from __future__ import annotations

import argparse
import base64
import codecs
import json
import random
import re
import sys
import urllib.parse
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from attacks_a import ATTACKS_A  # noqa: E402
from attacks_b import ATTACKS_B  # noqa: E402
from attacks_c import ATTACKS_C  # noqa: E402
from benign_a import BENIGN_A  # noqa: E402
from benign_b import BENIGN_B  # noqa: E402
from benign_c import BENIGN_C  # noqa: E402
from extra_register import EXTRA_ATTACKS, EXTRA_BENIGN  # noqa: E402
from long_texts import LONG_ATTACKS, LONG_BENIGN  # noqa: E402
from obfuscated import NESTINGS, PLAINTEXTS, WRAPPERS  # noqa: E402

SEED = 3_2026_1130

# ---------------------------------------------------------------- encoding helpers (own copies)
ZERO_WIDTH = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"]
HOMOGLYPHS = {
    "a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445",
    "y": "\u0443", "i": "\u0456", "s": "\u0455", "j": "\u0458",
    "A": "\u0410", "E": "\u0415", "O": "\u041e", "P": "\u0420", "C": "\u0421", "T": "\u0422",
    "H": "\u041d", "K": "\u041a", "M": "\u041c", "B": "\u0412", "I": "\u0406",
}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "g": "9", "b": "8", "l": "1"}


def b64(text: str) -> str:
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def rot13(text: str) -> str:
    return codecs.encode(text, "rot13")


def hexenc(text: str, rng: random.Random) -> str:
    raw = text.encode("utf-8").hex()
    style = rng.choice(["plain", "spaced", "upper", "escaped", "0x"])
    pairs = [raw[i : i + 2] for i in range(0, len(raw), 2)]
    if style == "spaced":
        return " ".join(pairs)
    if style == "upper":
        return raw.upper()
    if style == "escaped":
        return "".join("\\x" + p for p in pairs)
    if style == "0x":
        return " ".join("0x" + p for p in pairs)
    return raw


def urlenc(text: str, rng: random.Random) -> str:
    if rng.random() < 0.5:
        return "".join(f"%{b:02X}" for b in text.encode("utf-8"))
    return urllib.parse.quote(text, safe="")


def encode(kind: str, text: str, rng: random.Random) -> str:
    if kind == "base64":
        return b64(text)
    if kind == "hex":
        return hexenc(text, rng)
    if kind == "rot13":
        return rot13(text)
    if kind == "url":
        return urlenc(text, rng)
    raise ValueError(kind)


def zero_width(text: str, rng: random.Random) -> str:
    density = rng.choice([0.3, 0.6, 1.0])
    out = []
    for ch in text:
        out.append(ch)
        if ch.isalpha() and rng.random() < density:
            out.append(rng.choice(ZERO_WIDTH))
    return "".join(out)


def homoglyph(text: str, rng: random.Random) -> str:
    density = rng.choice([0.4, 0.7, 1.0])
    return "".join(HOMOGLYPHS[c] if c in HOMOGLYPHS and rng.random() < density else c for c in text)


def fullwidth(text: str) -> str:
    return "".join(
        "\u3000" if ch == " " else chr(ord(ch) + 0xFEE0) if "!" <= ch <= "~" else ch for ch in text
    )


def leet(text: str, rng: random.Random) -> str:
    p = rng.choice([0.6, 0.9])
    return "".join(
        LEET[c.lower()] if c.lower() in LEET and rng.random() < p else c for c in text
    )


# ---------------------------------------------------------------- building
MARKER = re.compile(r"<<(B64|HEX|ROT13|URL):(.*?)>>", re.S)


def expand_markers(text: str) -> str:
    """Benign texts carry legitimately encoded data as <<KIND:plaintext>> markers."""

    def sub(m: re.Match[str]) -> str:
        kind, plain = m.group(1), m.group(2)
        if kind == "B64":
            return b64(plain)
        if kind == "HEX":
            return plain.encode("utf-8").hex()
        if kind == "ROT13":
            return rot13(plain)
        return urllib.parse.quote(plain, safe="=&")

    return MARKER.sub(sub, text)


def obfuscated_attacks(rng: random.Random) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for category, plains in PLAINTEXTS.items():
        wrappers = WRAPPERS[category]
        for i, plain in enumerate(plains):
            if category == "encoded_nested":
                inner, outer = NESTINGS[i % len(NESTINGS)]
                payload = encode(outer, encode(inner, plain, rng), rng)
            elif category.startswith("encoded_"):
                payload = encode(category.split("_", 1)[1], plain, rng)
            elif category == "invisible_characters":
                payload = zero_width(plain, rng)
            elif category == "homoglyph":
                payload = homoglyph(plain, rng)
            elif category == "fullwidth":
                payload = fullwidth(plain)
            elif category == "leetspeak_generated":
                payload = leet(plain, rng)
            else:
                raise ValueError(category)
            # cycle through the wrappers (shuffled once per category) so each is used
            if i == 0:
                order = rng.sample(wrappers, len(wrappers))
            wrapper = order[i % len(order)]
            out.append((category, wrapper.replace("{payload}", payload)))
    return out


def build() -> list[dict[str, str]]:
    rng = random.Random(SEED)
    rows: list[tuple[str, str, str]] = []
    for table in (ATTACKS_A, ATTACKS_B, ATTACKS_C, LONG_ATTACKS, EXTRA_ATTACKS):
        for category, texts in table.items():
            rows += [("attack", category, t) for t in texts]
    rows += [("attack", c, t) for c, t in obfuscated_attacks(rng)]
    for table in (BENIGN_A, BENIGN_B, BENIGN_C, LONG_BENIGN, EXTRA_BENIGN):
        for category, texts in table.items():
            rows += [("benign", category, expand_markers(t)) for t in texts]

    texts = [r[2] for r in rows]
    dupes = [t for t, n in Counter(texts).items() if n > 1]
    if dupes:
        raise SystemExit(f"duplicate texts: {dupes[:3]}")

    rng.shuffle(rows)
    return [
        {"id": f"blind3-{i:04d}", "text": text, "label": label, "category": category}
        for i, (label, category, text) in enumerate(rows, start=1)
    ]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(HERE / "prompts_blind3.jsonl"))
    args = ap.parse_args()
    records = build()
    with open(args.out, "w", encoding="utf-8") as fh:
        for rec in records:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    labels = Counter(r["label"] for r in records)
    print(f"wrote {len(records)} prompts to {args.out}: {dict(labels)}")
    for label in ("attack", "benign"):
        cats = Counter(r["category"] for r in records if r["label"] == label)
        print(f"  {label}: {len(cats)} categories")
        for cat, n in sorted(cats.items()):
            print(f"    {cat:40s} {n}")


if __name__ == "__main__":
    main()
