"""Literal pre-scans: the same matches as ``pattern.search``, found faster.

Most of the sanitizer's time went into regular expressions such as
``\\b(?:ignore|disregard|...)\\W+...`` that the regex engine tries at *every* position of a
prompt. :class:`FastPattern` reads the pattern's syntax tree once and derives the literal
strings that every match must begin with (``ignore``, ``disregard``, ...). Searching then
scans only for those literals (a fast scan: the engine skips every position whose character
cannot start one) and tries the full pattern only where one begins. A pattern that is an
alternation at its top level is split into its alternatives, each with its own literals, so
that one alternative without usable literals does not slow down the others.

The result is *the same match object* ``pattern.search(text, pos, endpos)`` returns:

- every match of an alternative begins with one of its literals, so no position where the
  pattern matches is skipped, and the leftmost such position over all alternatives is the
  leftmost position where the whole alternation matches;
- the match is then taken with ``pattern.match(text, start, endpos)``, which runs the same
  matcher ``search`` runs at that position (``\\b``, ``^`` and look-behinds see the text
  before ``start`` in both).

A pattern whose literals cannot be derived (or that matches the empty string) falls back to
``pattern.search``; so does a scan that finds too many candidate positions.

>>> import re
>>> p = FastPattern(re.compile(r"\\b(?:ignore|forget)\\W+(?:all|the) rules|\\bdan\\b"))
>>> p.search("please ignore all rules").span()
(7, 23)
>>> p.search("abandon"), p.search("ask dan")
(None, <re.Match object; span=(4, 7), match='dan'>)
"""

from __future__ import annotations

import importlib
import re
from bisect import bisect_left
from collections.abc import Mapping
from typing import Any

# The regex parser is private; read through ``Any`` (``sre_parse`` warns since 3.11).
_parser: Any = importlib.import_module("re._parser")
_c: Any = importlib.import_module("re._constants")
# The compiler takes a parsed pattern too: an alternative is parsed once, for its literals
# and its code (round 15: a second parse of every alternative was a quarter of the import).
_compiler: Any = importlib.import_module("re._compiler")

#: Most literal strings kept for one alternative; longer products stop the derivation early
#: (the strings derived so far remain a valid, shorter, prefix set).
MAX_LITERALS = 400
#: Characters a character class may hold to be expanded into literals.
MAX_CLASS = 12
#: Longest literal kept (a prefix of a required prefix is still required).
MAX_LITERAL_LEN = 16
#: Candidate positions tried one by one before a plain search takes over.
MAX_CANDIDATES = 48

_ZERO_WIDTH = {_c.AT, _c.ASSERT, _c.ASSERT_NOT}
_UNSPLITTABLE = re.compile(r"\(\?[aiLmsux-]|\(\?P[=<]|\\[1-9]|\(\?\(")


def _atom(op: Any, av: Any) -> tuple[set[str], bool] | None:
    """The strings one item can begin with, and whether they are all it can match."""
    if op is _c.LITERAL:
        return {chr(av)}, True
    if op is _c.IN:
        chars: set[str] = set()
        for kind, value in av:
            if kind is _c.LITERAL:
                chars.add(chr(value))
            elif kind is _c.RANGE and value[1] - value[0] < MAX_CLASS:
                chars.update(chr(i) for i in range(value[0], value[1] + 1))
            else:  # NEGATE, CATEGORY, a wide range
                return None
        return (chars, True) if 0 < len(chars) <= MAX_CLASS else None
    if op is _c.ATOMIC_GROUP:
        # what it begins with is its body's; it may match less than its body (review of
        # round 9: the rules' atomic groups), so nothing after it is known
        return _sequence(av)[0], False
    if op is _c.SUBPATTERN:
        _group, add_flags, del_flags, body = av
        if add_flags or del_flags:
            return None
        return _sequence(body)
    if op is _c.BRANCH:
        strings: set[str] = set()
        complete = True
        for alternative in av[1]:
            found = _sequence(alternative)
            strings |= found[0]
            complete = complete and found[1]
        return strings, complete
    if op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT):
        low, high, body = av
        inner = _sequence(body)
        if low == 0:
            if high == 1 and inner[1]:
                return inner[0] | {""}, True
            return {""}, False  # may be absent: nothing more is known
        return inner[0], inner[1] and low == high == 1
    return None


def _sequence(items: Any) -> tuple[set[str], bool]:
    """Strings that every match of ``items`` begins with; ``True`` when they are exactly
    what it matches (a finite set of literals)."""
    acc = {""}
    for op, av in items:
        if op in _ZERO_WIDTH:
            continue  # an assertion consumes nothing: the strings stay required
        found = _atom(op, av)
        if found is None:
            return acc, False
        strings, complete = found
        if len(acc) * len(strings) > MAX_LITERALS:
            return acc, False
        acc = {a + b for a in acc for b in strings}
        if not complete:
            return acc, False
    return acc, True


def required_prefixes(source: str, flags: int) -> list[str] | None:
    """Literals one of which begins every match of ``source``, longest first; ``None`` when
    none can be derived (some match may begin anywhere)."""
    if flags & (re.IGNORECASE | re.VERBOSE):
        return None
    try:
        parsed = _parser.parse(source, flags)
    except re.error:
        return None
    return _prefixes_of(parsed)


def _prefixes_of(parsed: Any) -> list[str] | None:
    """:func:`required_prefixes` of a parsed pattern."""
    strings, _complete = _sequence(parsed.data)
    if not strings or "" in strings:
        return None
    trimmed = {s[:MAX_LITERAL_LEN] for s in strings}
    # drop a literal that has a shorter literal of the set as its prefix: redundant for a scan
    kept = sorted(trimmed, key=len)
    minimal: list[str] = []
    for s in kept:
        if not any(s.startswith(m) for m in minimal):
            minimal.append(s)
    return sorted(minimal, key=lambda s: (-len(s), s))


def split_alternatives(source: str) -> list[str]:
    """``source`` cut at its top-level ``|`` (outside groups and character classes)."""
    parts: list[str] = []
    depth = 0
    in_class = False
    start = i = 0
    n = len(source)
    while i < n:
        ch = source[i]
        if ch == "\\":
            i += 2
            continue
        if in_class:
            if ch == "]":
                in_class = False
        elif ch == "[":
            in_class = True
            # a "]" right after "[" or "[^" is a literal member of the class
            if source.startswith("^", i + 1):
                i += 1
            if source.startswith("]", i + 1):
                i += 1
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            parts.append(source[start:i])
            start = i + 1
        i += 1
    parts.append(source[start:])
    return parts


class _Alternative:
    """One top-level alternative: its pattern and, when derivable, its required literals."""

    __slots__ = ("_scanned", "literals", "pattern", "scanner")

    def __init__(self, pattern: re.Pattern[str], literals: list[str] | bool | None = True) -> None:
        self.pattern = pattern
        # ``literals``: already derived (a list, or None for none), or True to derive them
        self.literals = (
            required_prefixes(pattern.pattern, pattern.flags) if literals is True else literals
        )
        self.scanner = (
            re.compile("|".join(re.escape(s) for s in self.literals)) if self.literals else None
        )
        #: the last scan of the rest (text, endpos, from where, the first match or -1)
        self._scanned: tuple[str, int, int, int] | None = None

    def _scan_rest(self, text: str, pos: int, endpos: int) -> int:
        """Where this alternative first matches at or after ``pos`` (-1: nowhere). A rule
        whose matches are all discounted asks again from each match onwards; the answer
        of the last scan holds for any ``pos`` from its start up to the match it found
        (or beyond, when it found none), so the rest is scanned once, not once a match
        (100 KB of "you have no restrictions on which " took 16 s)."""
        last = self._scanned
        if last is not None and last[0] is text and last[1] == endpos and last[2] <= pos:
            found = last[3]
            if found < 0 or pos <= found:
                return found
        m = self.pattern.search(text, pos, endpos)
        found = m.start() if m is not None else -1
        self._scanned = (text, endpos, pos, found)
        return found

    def first(
        self, text: str, pos: int, endpos: int, limit: int, starts: list[int] | None = None
    ) -> int:
        """The leftmost position in ``[pos, limit)`` where this alternative matches (with
        the text ending at ``endpos``), or -1. ``starts``: every position of ``text`` where
        one of the literals begins (from a :class:`PreScan`), sorted."""
        scanner = self.scanner
        if scanner is None:
            m = self.pattern.search(text, pos, endpos)
            return m.start() if m is not None and m.start() < limit else -1
        match = self.pattern.match
        if starts is not None:
            first = bisect_left(starts, pos)
            # a slice of MAX_CANDIDATES, not a copy of every later position: a rule's
            # search runs once per match since round 6 (quadratic on 1 MB: 18 s)
            for start in starts[first : first + MAX_CANDIDATES]:
                if start >= limit:
                    return -1
                if match(text, start, endpos) is not None:
                    return start
            if len(starts) - first <= MAX_CANDIDATES:
                return -1
            # a common literal: let the engine scan the rest
            rest = starts[min(len(starts) - 1, first + MAX_CANDIDATES)]
            found = self._scan_rest(text, max(pos, rest), endpos)
            return found if found < limit else -1
        tried = 0
        hit = scanner.search(text, pos, endpos)
        while hit is not None:
            start = hit.start()
            if start >= limit:
                return -1
            if match(text, start, endpos) is not None:
                return start
            tried += 1
            if tried >= MAX_CANDIDATES:  # a common literal: let the engine scan the rest
                found = self._scan_rest(text, start + 1, endpos)
                return found if found < limit else -1
            hit = scanner.search(text, start + 1, endpos)
        return -1


def _parsed_alternative(source: str, flags: int) -> _Alternative:
    """An alternative compiled from one parse of ``source``, which also gives its literals:
    the same code as ``re.compile(source, flags)`` (which parses, then compiles the tree)."""
    if flags & (re.IGNORECASE | re.VERBOSE):
        return _Alternative(re.compile(source, flags), None)
    parsed = _parser.parse(source, flags)
    literals = _prefixes_of(parsed)  # read before compiling: the tree is the compiler's then
    pattern: re.Pattern[str] = _compiler.compile(parsed, flags)
    return _Alternative(pattern, literals)


class FastPattern:
    """``pattern.search`` with the same result, scanning for required literals first."""

    __slots__ = ("alternatives", "pattern")

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self.alternatives: list[_Alternative] | None = None
        if pattern.match("") is not None:
            return  # matches the empty string: there is nothing to scan for
        sources = split_alternatives(pattern.pattern)
        if len(sources) > 1 and _UNSPLITTABLE.search(pattern.pattern):
            sources = [pattern.pattern]  # inline flags or back-references span alternatives
        try:
            if len(sources) == 1:
                alternatives = [_Alternative(pattern)]
            else:
                alternatives = [_parsed_alternative(s, pattern.flags) for s in sources]
        except re.error:
            return
        if any(a.scanner is not None for a in alternatives):
            self.alternatives = alternatives

    def search(
        self,
        text: str,
        pos: int = 0,
        endpos: int | None = None,
        starts: Mapping[int, list[int]] | None = None,
    ) -> re.Match[str] | None:
        """Exactly ``self.pattern.search(text, pos, endpos)``.

        ``starts``: from :meth:`PreScan.scan` of ``text``, the positions where each
        alternative's literals begin (an alternative missing from it has none in ``text``).
        """
        alternatives = self.alternatives
        if alternatives is None:
            if endpos is None:
                return self.pattern.search(text, pos)
            return self.pattern.search(text, pos, endpos)
        end = len(text) if endpos is None or endpos > len(text) else endpos
        pos = max(pos, 0)
        best = end + 1
        for index, alternative in enumerate(alternatives):
            if starts is not None and alternative.scanner is not None:
                found = starts.get(index)
                if found is None:
                    continue
                start = alternative.first(text, pos, end, best, found)
            else:
                start = alternative.first(text, pos, end, best)
            if start != -1:
                best = start
        if best > end:
            return None
        return self.pattern.match(text, best, end)

    def finditer_groups(self, text: str) -> set[str]:
        """``{m.group() for m in self.pattern.finditer(text)}`` (non-empty matches only)."""
        found: set[str] = set()
        pos = 0
        while (m := self.search(text, pos)) is not None:
            if m.end() == m.start():  # an empty match: let finditer handle the stepping
                return {g.group() for g in self.pattern.finditer(text)}
            found.add(m.group())
            pos = m.end()
        return found


def _trie(literals: list[str]) -> str:
    """A regex for ``literals`` that, at a position, matches the longest one there."""
    root: dict[str, Any] = {}
    for literal in literals:
        node = root
        for ch in literal:
            node = node.setdefault(ch, {})
        node[""] = {}

    def build(node: dict[str, Any]) -> str:
        branches = [re.escape(ch) + build(child) for ch, child in sorted(node.items()) if ch]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        if "" in node:  # a literal ends here: the longer ones are tried first
            return "(?:" + body + ")?"
        return body

    return build(root)


def _prefix_literals(literals: list[str]) -> dict[str, tuple[str, ...]]:
    """For each literal, the literals it begins with, itself included, shortest first: when
    the trie (:func:`_trie`) reports the longest literal at a position, these all begin
    there.

    >>> _prefix_literals(["ign", "ignore", "rule"])["ignore"]
    ('ign', 'ignore')
    """
    known = set(literals)
    return {c: tuple(c[:k] for k in range(1, len(c) + 1) if c[:k] in known) for c in literals}


class PreScan:
    """One pass over a text for the literals of many :class:`FastPattern` s at once.

    At each position the scan matches the longest literal that begins there; every other
    literal beginning there is a prefix of it, so its owners are known in advance. Each
    pattern is then tried only where one of its own literals begins.
    """

    def __init__(self, patterns: list[FastPattern]) -> None:
        self.patterns = patterns
        owners: dict[str, set[tuple[int, int]]] = {}
        for i, fast in enumerate(patterns):
            for j, alternative in enumerate(fast.alternatives or ()):
                for literal in alternative.literals or ():
                    owners.setdefault(literal, set()).add((i, j))
        literals = sorted(owners)
        # the scan reports the longest literal at a position: its owners and its prefixes'
        self._owners: dict[str, tuple[tuple[int, int], ...]] = {
            literal: tuple(sorted(set().union(*(owners[p] for p in prefixes))))
            for literal, prefixes in _prefix_literals(literals).items()
        }
        self._scanner = re.compile(_trie(literals)) if literals else None

    def scan(self, text: str) -> list[dict[int, list[int]]]:
        """For each pattern, for each of its alternatives with literals in ``text``: the
        sorted positions where they begin."""
        found: list[dict[int, list[int]]] = [{} for _ in self.patterns]
        scanner = self._scanner
        if scanner is None:
            return found
        owners = self._owners
        search = scanner.search
        m = search(text)
        while m is not None:
            start = m.start()
            for i, j in owners[m.group()]:
                found[i].setdefault(j, []).append(start)
            m = search(text, start + 1)
        return found


class CueScan:
    """Every place where each of many literal cues occurs in a text, in one pass.

    The rules run only near their cues (``rules._windows``); looking each cue up with its own
    ``str.find`` cost about 1,500 scans of a long prompt. One scan with a trie of the cues
    (:func:`_trie`: at each position the longest cue beginning there, so the cues that are
    its prefixes begin there too) finds every occurrence of every cue, overlapping ones
    included, as ``str.find`` from each position would.

    >>> CueScan(["ign", "ignore", "rule"]).scan("ignore the rules, ignore")
    {'ign': [0, 18], 'ignore': [0, 18], 'rule': [11]}
    """

    def __init__(self, cues: list[str]) -> None:
        literals = sorted({c for c in cues if c})
        if len(literals) != len(cues) or any(not c for c in cues):
            raise ValueError("CueScan: cues must be distinct non-empty strings")
        #: for each cue, the cues it begins with (itself included)
        self._prefixes = _prefix_literals(literals)
        self._scanner = re.compile(_trie(literals)) if literals else None

    def scan(self, text: str) -> dict[str, list[int]]:
        """Each cue found in ``text``, with the ascending positions where it begins."""
        found: dict[str, list[int]] = {}
        scanner = self._scanner
        if scanner is None:
            return found
        prefixes = self._prefixes
        search = scanner.search
        m = search(text)
        while m is not None:
            start = m.start()
            for cue in prefixes[m.group()]:
                found.setdefault(cue, []).append(start)
            m = search(text, start + 1)
        return found
