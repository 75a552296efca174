"""The rule screen: which rules a request is in scope of, and which of them fire, at the
cost of a few cheap tests per rule.

The rules in force are bucketed by path once (:class:`RuleIndex`, memoised per path); a
path's bucket (:class:`PathScreen`) splits its rules into those that admit every request
on the path (drawn at once over their faults' cached keys) and those scoped by headers
or model (tested one by one, headers first). Two things keep a silent rule cheap:

* **The draw over cached keys.** A rule fires where its fault's draw
  (:meth:`~genai_chaos.faults.base.Fault.fires`) says so; the screen runs the same
  formula over :meth:`~genai_chaos.faults.base.Fault.decision_keys`, refreshed whenever a
  fault changes (the faults' generation counter, as :class:`~genai_chaos.inject.engine.
  Injector` does), without two method calls and a property per rule.
* **The body is parsed only when the model could match.** A model glob needs some
  literal text (``gpt-4o*`` needs ``gpt-4o``): :func:`model_needles`. When the body holds
  no ``\\u`` escape and is UTF-8 (:func:`plain_utf8`), every character of a JSON string
  other than ``"``, ``\\``, ``/`` and control characters appears in the raw bytes as
  itself, so a needle missing from the bytes cannot be in the model either: the rule is
  out of scope, exactly as if the body had been parsed (an invalid body has no model and
  is out of scope both ways). Otherwise the body is parsed once, as before.

>>> model_needles(["gpt-4o*", "o1-?ini"])
((b'gpt-4o',), (b'o1-', b'ini'))
>>> model_needles(["*"]) is None
True
>>> body = b'{"model": "fake", "messages": []}'
>>> plain_utf8(body), needles_absent(model_needles(["gpt-4o*"]), body)
(True, True)
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from genai_chaos.faults import base

if TYPE_CHECKING:
    from genai_chaos.proxy.rules import CompiledRule

#: characters a JSON string may write escaped without ``\\u`` (``\\"``, ``\\\\``, ``\\/``,
#: ``\\n`` and the other control characters): a needle never contains them
_ESCAPABLE = re.compile(r'["\\/\x00-\x1f]')

#: per open rule: the probability draw's keys and the rule's place in the rest
_Hot = tuple[float, float, float, int]
#: the eligibility draw's keys (a, b, blast radius) and the rule
_Rest = tuple[float, float, float, "CompiledRule"]
#: what :meth:`PathScreen.firing` returns when nothing fires (never changed)
_NONE: list[CompiledRule] = []


def model_needles(globs: list[str]) -> tuple[tuple[bytes, ...], ...] | None:
    """For each glob, the UTF-8 texts a model it matches must contain; None when some
    glob needs none (``*``), so no body can be ruled out without parsing it.

    Only the part before the first ``[`` is read (a character class may follow), split
    at ``*`` and ``?``, then at the characters JSON may escape without ``\\u``.
    """
    out: list[tuple[bytes, ...]] = []
    for glob in globs:
        head = glob.split("[", 1)[0]
        pieces: list[bytes] = []
        for run in re.split(r"[*?]", head):
            for piece in _ESCAPABLE.split(run):
                if not piece:
                    continue
                try:
                    pieces.append(piece.encode("utf-8"))
                except UnicodeEncodeError:  # a lone surrogate: never in a UTF-8 body as is
                    continue
        if not pieces:
            return None
        out.append(tuple(pieces))
    return tuple(out)


def plain_utf8(body: bytes) -> bool:
    """Whether JSON text ``body`` is read as UTF-8 (``json.loads`` guesses UTF-16/32
    from NUL bytes in the first four) and has no ``\\u`` escape: then its strings'
    characters, but for those :func:`model_needles` leaves out, appear in it as they are."""
    return b"\\u" not in body and b"\x00" not in body[:4]


def needles_absent(needles: tuple[tuple[bytes, ...], ...] | None, body: bytes) -> bool:
    """True when no glob's needles are all in ``body`` (a :func:`plain_utf8` body): no
    model in it can match."""
    if needles is None:
        return False
    for pieces in needles:
        for piece in pieces:
            if piece not in body:
                break
        else:  # every needle of this glob is there: its model might match
            return False
    return True


class PathScreen:
    """The enabled rules that admit one path, ready to screen a request.

    ``rules`` are all of them in order; ``open`` those with no header or model scope
    (in scope of every request on the path; ``open_ids`` their ids), ``scoped`` the rest.
    Two tests can rule out every scoped rule at once: ``header_names`` (the headers the
    header-scoped ones need: a request with none of them is out of their scope) and
    ``needles`` (a pattern for the longest needle of every model glob: a plain body with
    none of them is out of every model-scoped rule's scope; None when some glob has none).
    """

    __slots__ = ("_hot", "header_names", "needles", "open", "open_ids", "order", "rules", "scoped")

    def __init__(self, rules: tuple[CompiledRule, ...]) -> None:
        self.rules = rules
        self.open = tuple(c for c in rules if not c.headers and c.models is None)
        self.open_ids = tuple(c.rule.id for c in self.open)
        self.scoped = tuple(c for c in rules if c.headers or c.models is not None)
        #: a rule's position, to decide fired rules in the rules' order
        self.order = {id(c): i for i, c in enumerate(rules)}
        self.header_names = tuple(dict.fromkeys(n for c in self.scoped for n, _ in c.headers))
        # one regex search for all (a substring search per needle costs more in
        # CPython's call overhead than the search itself on a short body)
        self.needles: re.Pattern[bytes] | None = None
        longest: list[bytes] = []
        for c in self.scoped:
            if c.models is None:
                continue
            if c.model_needles is None:
                longest = []
                break
            longest += [max(pieces, key=len) for pieces in c.model_needles]
        if longest:
            self.needles = re.compile(b"|".join(re.escape(n) for n in dict.fromkeys(longest)))
        self._hot: tuple[int, tuple[_Hot, ...], tuple[_Rest, ...]] = (-1, (), ())

    def _keys(self) -> tuple[tuple[_Hot, ...], tuple[_Rest, ...]]:
        gen, hot, rest = self._hot
        now = base.generation[0]
        if gen != now:
            # the generation is read before the keys: a change racing this refresh
            # bumps it again, and the next request refreshes once more
            hot_l: list[_Hot] = []
            rest_l: list[_Rest] = []
            for c in self.open:
                keys = c.fault.decision_keys()
                if keys is not None:
                    a, b, blast, kc, kd, prob = keys
                    hot_l.append((kc, kd, prob, len(rest_l)))
                    rest_l.append((a, b, blast, c))
            hot, rest = tuple(hot_l), tuple(rest_l)
            self._hot = (now, hot, rest)
        return hot, rest

    def firing(self, r: int) -> list[CompiledRule]:
        """The ``open`` rules whose fault fires on the request hashed to ``r``
        (:func:`~genai_chaos.proxy.rules.request_hash`), in order: :meth:`Fault.fires
        <genai_chaos.faults.base.Fault.fires>` over the cached keys, the probability
        draw first (the eligibility draw only runs where that one passed)."""
        hot, rest = self._keys()
        out = _NONE
        for c, d, prob, i in hot:
            if (r * c + d) % 1.0 < prob:
                a, b, blast, rule = rest[i]
                if (r * a + b) % 1.0 < blast:
                    out = [*out, rule]
        return out


class RuleIndex:
    """The enabled rules of a snapshot, bucketed by path: a request looks up the rules
    whose ``match.paths`` admit its path once per distinct path (a bounded memo), so rules
    scoped to other paths cost nothing, and a set with no enabled rule costs one test.

    >>> from genai_chaos.proxy.rules import RuleSet
    >>> rules = RuleSet(run_seed=1)
    >>> _ = rules.add({"id": "e", "kind": "timeout", "match": {"paths": ["*/embeddings"]}})
    >>> _ = rules.add({"id": "off", "kind": "timeout", "enabled": False})
    >>> [c.rule.id for c in rules.index().for_path("/v1/embeddings")]
    ['e']
    >>> rules.index().for_path("/v1/chat/completions")
    ()
    >>> rules.index().screen("/v1/chat/completions") is None
    True
    """

    __slots__ = ("_all", "_by_path", "_unscoped", "enabled")

    MEMO = 4096

    def __init__(self, rules: tuple[CompiledRule, ...]) -> None:
        #: the enabled rules, in order (empty: nothing to decide)
        self.enabled = tuple(c for c in rules if c.rule.enabled)
        self._unscoped = all(c.paths is None for c in self.enabled)
        self._all = PathScreen(self.enabled) if self.enabled else None
        self._by_path: dict[str, PathScreen | None] = {}

    def screen(self, path: str) -> PathScreen | None:
        """The screen of the enabled rules whose paths admit ``path``; None when none do."""
        if self._unscoped:
            return self._all
        try:
            return self._by_path[path]
        except KeyError:
            pass
        hit = tuple(c for c in self.enabled if c.paths is None or c.paths.match(path))
        found = PathScreen(hit) if hit else None
        if len(self._by_path) < self.MEMO:
            self._by_path[path] = found
        return found

    def for_path(self, path: str) -> tuple[CompiledRule, ...]:
        """The enabled rules whose paths admit ``path``, in order."""
        found = self.screen(path)
        return found.rules if found is not None else ()
