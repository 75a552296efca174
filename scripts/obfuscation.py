"""Obfuscations shared by the blind-set builders (``blind_set.py``, ``blind_set2.py``).

Each builder keeps its own tables and probabilities (they were chosen independently) and
passes them in; the random draws happen in the same order as they did before this module
existed, so the shipped sets rebuild byte for byte.
"""

from __future__ import annotations

import base64
import codecs
import random
import urllib.parse
from collections.abc import Mapping, Sequence

ZERO_WIDTH = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"]


def b64(text: str) -> str:
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def rot13(text: str) -> str:
    return codecs.encode(text, "rot13")


def fullwidth(text: str) -> str:
    return "".join(
        "\u3000" if ch == " " else chr(ord(ch) + 0xFEE0) if "!" <= ch <= "~" else ch for ch in text
    )


def to_hex(text: str, rng: random.Random, styles: Sequence[str]) -> str:
    """Hex of the UTF-8 bytes in one of ``styles``: plain, spaced, upper, escaped (``\\x41``)."""
    raw = text.encode("utf-8").hex()
    style = rng.choice(list(styles))
    if style == "spaced":
        return " ".join(raw[i : i + 2] for i in range(0, len(raw), 2))
    if style == "upper":
        return raw.upper()
    if style == "escaped":
        return "".join(f"\\x{raw[i : i + 2]}" for i in range(0, len(raw), 2))
    return raw


def url_encode(text: str, rng: random.Random, every_byte: float) -> str:
    """Percent-encoding: every byte with probability ``every_byte``, else only the unsafe."""
    if rng.random() < every_byte:
        return "".join(f"%{byte:02X}" for byte in text.encode("utf-8"))
    return urllib.parse.quote(text, safe="")


def leet(text: str, rng: random.Random, table: Mapping[str, str], p: float) -> str:
    return "".join(
        table[ch.lower()] if ch.lower() in table and rng.random() < p else ch for ch in text
    )


def zero_width(text: str, rng: random.Random, densities: Sequence[float]) -> str:
    density = rng.choice(list(densities))
    out: list[str] = []
    for ch in text:
        out.append(ch)
        if ch.isalpha() and rng.random() < density:
            out.append(rng.choice(ZERO_WIDTH))
    return "".join(out)


def homoglyph(
    text: str, rng: random.Random, table: Mapping[str, str], densities: Sequence[float]
) -> str:
    density = rng.choice(list(densities))
    return "".join(table[ch] if ch in table and rng.random() < density else ch for ch in text)
