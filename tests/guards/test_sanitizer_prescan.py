"""The literal pre-scan finds exactly what the plain regex search finds (speed, not verdicts)."""

from __future__ import annotations

import json
import random
import re
from importlib.resources import files

import pytest

from genai_chaos.guards.sanitizer import lexicon, rules
from genai_chaos.guards.sanitizer.decode import views
from genai_chaos.guards.sanitizer.prescan import (
    CueScan,
    FastPattern,
    PreScan,
    required_prefixes,
    split_alternatives,
)


def _texts() -> list[str]:
    out: list[str] = []
    for name in ("prompts_dev.jsonl", "prompts_heldout.jsonl", "prompts_blind.jsonl"):
        raw = (files("genai_chaos.guards.data") / name).read_text("utf-8")
        for line in raw.splitlines():
            if line.strip():
                out.extend(v.text.lower() for v in views(json.loads(line)["text"]))
    rng = random.Random(11)
    # long texts take the windowed path of the rule search
    out.extend("\n".join(rng.sample(out, 25)) for _ in range(40))
    return out


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return _texts()


def _reference_windows(rule: rules.Rule, low: str) -> list[tuple[int, int]]:
    """The rule's windows as they were built before the shared cue scan: a ``str.find`` per
    cue, a window at its first place and then at least ``WINDOW`` characters on, merged."""
    if len(low) <= 3 * rules.WINDOW:
        return [(0, len(low))] if any(c in low for c in rule.cues) else []
    spans: list[tuple[int, int]] = []
    for cue in rule.cues:
        i = low.find(cue)
        while i != -1:
            spans.append((max(0, i - rules.WINDOW), i + len(cue) + rules.WINDOW))
            i = low.find(cue, i + rules.WINDOW)
    merged: list[tuple[int, int]] = []
    for a, b in sorted(spans):
        if merged and a <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], b))
        else:
            merged.append((a, b))
    return merged


def _reference_search(rule: rules.Rule, low: str) -> re.Match[str] | None:
    """The rule search as it was before the pre-scan: plain ``pattern.search`` in each of
    the windows, the first match."""
    for start, end in _reference_windows(rule, low):
        if (m := rule.pattern.search(low, start, end)) is not None:
            return m
    return None


def _span(m: re.Match[str] | None) -> tuple[int, int] | None:
    return None if m is None else m.span()


def test_rule_search_matches_the_plain_search(texts):
    for low in texts:
        starts = rules._PRESCAN.scan(low)
        for (rule, fast), found in zip(rules._FAST, starts, strict=True):
            expected = _reference_search(rule, low)
            got = rules._search(rule, low, fast, found)
            assert _span(got) == _span(expected), (rule.code, low[:80])


def test_fast_patterns_match_plain_search_in_any_window(texts):
    patterns = [rule.pattern for rule in rules.RULES]
    patterns += [lexicon._LEXICON, lexicon._HARM_RE, lexicon._FRAME, lexicon._DETAIL]
    fast = [FastPattern(p) for p in patterns]
    rng = random.Random(5)
    for low in texts[::3]:
        a = rng.randint(0, len(low))
        b = rng.randint(a, len(low) + 2)
        for pattern, quick in zip(patterns, fast, strict=True):
            plain = pattern.search(low, a, b)
            got = quick.search(low, a, b)
            assert _span(got) == _span(plain), (pattern.pattern[:60], a, b, low[:80])
            if plain is not None and got is not None:
                assert got.groups() == plain.groups()


def test_harmful_request_is_unchanged(texts):
    for low in texts[::2]:
        m = lexicon._HARM_RE.search(low)
        found = m is not None and lexicon._HOW.search(low) is not None
        assert (lexicon.harmful_request(low) is not None) == found


def test_required_prefixes():
    assert required_prefixes(r"\b(?:ignore|forget)\W+rules", 0) == ["forget", "ignore"]
    assert required_prefixes(r"p\.?s\.?", 0) == ["p.s", "ps"]
    assert required_prefixes(r"\w+gpt", 0) is None  # a match may begin anywhere
    assert required_prefixes(r"(?:a|b)?c", 0) == ["ac", "bc", "c"]
    assert required_prefixes(r"x", re.IGNORECASE) is None


def test_split_alternatives_respects_groups_and_classes():
    assert split_alternatives(r"a|(?:b|c)|[|]|\||[]|]") == ["a", "(?:b|c)", "[|]", r"\|", "[]|]"]


def test_prescan_reports_every_literal_start():
    fast = [FastPattern(re.compile(r"\byou are\b|\bdan\b")), FastPattern(re.compile(r"you\W"))]
    scan = PreScan(fast)
    found = scan.scan("you are dan, you!")
    assert found[0] == {0: [0], 1: [8]}
    assert found[1] == {0: [0, 13]}
    assert fast[0].search("you are dan, you!", 1, None, found[0]).group() == "dan"


def _every_place(text: str, cue: str) -> list[int]:
    out, i = [], text.find(cue)
    while i != -1:
        out.append(i)
        i = text.find(cue, i + 1)
    return out


def test_cue_scan_finds_every_place_of_every_cue(texts):
    # overlapping places and cues that begin other cues ("ign", "ignore") included
    cues = sorted({cue for rule in rules.RULES for cue in rule.cues})
    scan = CueScan(cues)
    for low in texts[::4]:
        found = scan.scan(low)
        expected = {c: at for c in cues if (at := _every_place(low, c))}
        assert found == expected, low[:80]
    assert CueScan(["aa", "a"]).scan("aaa") == {"a": [0, 1, 2], "aa": [0, 1]}


def test_rule_windows_from_one_shared_cue_scan_are_the_per_cue_find_windows(texts):
    for low in texts[::2]:
        cues = rules._CUES.scan(low)
        for rule in rules.RULES:
            got = rules._windows(rule, low, cues)
            assert got == _reference_windows(rule, low), (rule.code, low[:80])


@pytest.mark.parametrize("cues", [["a", ""], ["a", "a"]])
def test_cue_scan_refuses_empty_or_repeated_cues(cues):
    with pytest.raises(ValueError, match="distinct non-empty"):
        CueScan(cues)
