"""The rule screen: which rules a request is in scope of, and which of them fire, at the
cost of a few cheap tests per rule.

The rules in force are bucketed by path once (:class:`RuleIndex`, memoised per path); a
path's bucket (:class:`PathScreen`) splits its rules into those that admit every request
on the path (drawn at once over their faults' cached keys) and those scoped by headers
or model (tested one by one, headers first). Three things keep a silent rule cheap:

* **The draws compiled.** A rule fires where its fault's draw
  (:meth:`~genai_chaos.faults.base.Fault.fires`) says so; the screen runs the same
  test in one function made for the path's open rules (:func:`compile_draws`: their
  :meth:`~genai_chaos.faults.base.Fault.decision_keys` written in as constants, unrolled),
  made again whenever a fault changes (the faults' generation counter, as
  :class:`~genai_chaos.inject.engine.Injector` does): no method call, property, loop or
  tuple unpacking per rule. Compiling costs about 0.1 ms a rule, paid on the event loop
  by the first request after a change, so it is done once per distinct set of rules (the
  paths that admit the same rules share a screen, also past the path memo) and only for
  up to :data:`UNROLL_MAX` rules that can fire; more are drawn by a loop over the keys.
* **The probability draw without a modulo** (:func:`~genai_chaos.faults.randomness.
  frac_below`, kept beside the draw it stands for). The float modulo is
  the one operation of the draw that CPython does not specialise (a generic call into
  ``fmod``): about 60 % of a draw. For ``y = r * c + d`` with ``c, d`` in [0, 1) and
  ``r`` a CRC-32, ``0 <= y < 2**33``; adding and taking away ``2**52`` rounds ``y`` to
  the nearest integer ``n`` exactly, and ``f = y - n`` is exact too (it keeps only bits
  ``y`` already has). ``y % 1.0`` (for ``y >= 0`` C's ``fmod``, exact) is ``f`` when
  ``f >= 0`` and ``f + 1`` (at least 0.5) when ``f < 0``; so, for a probability ``p <= 0.5``,
  ``y % 1.0 < p`` exactly when ``0 <= f < p``: the same bit for every request, in three
  specialised float operations. Larger probabilities keep the modulo (such a rule fires
  on most requests anyway). ``tests/proxy/test_screen.py`` checks the test against the
  modulo on millions of drawn hashes and CRC-32 edges, and the screen's draws against
  :meth:`Fault.fires <genai_chaos.faults.base.Fault.fires>` on tens of thousands.
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

import math
import re
import weakref
from typing import TYPE_CHECKING, Protocol, cast

from genai_chaos.faults import base
from genai_chaos.faults.randomness import FRAC_BELOW_MAX as _NARROW
from genai_chaos.faults.randomness import ROUND_TO_INTEGER as _ROUND
from genai_chaos.proxy.events import RuleIds

if TYPE_CHECKING:
    from genai_chaos.proxy.rules import CompiledRule

#: characters a JSON string may write escaped without ``\\u`` (``\\"``, ``\\\\``, ``\\/``,
#: ``\\n`` and the other control characters): a needle never contains them
_ESCAPABLE = re.compile(r'["\\/\x00-\x1f]')

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
    # ``find``, not ``in``: CPython's bytes ``in`` first tries the operand as an integer
    # and clears the TypeError, which costs more than the search on a short body
    return body.find(b"\\u") < 0 and body.find(b"\x00", 0, 4) < 0


def needles_absent(needles: tuple[tuple[bytes, ...], ...] | None, body: bytes) -> bool:
    """True when no glob's needles are all in ``body`` (a :func:`plain_utf8` body): no
    model in it can match."""
    if needles is None:
        return False
    for pieces in needles:
        for piece in pieces:
            if body.find(piece) < 0:  # not ``in``: see plain_utf8
                break
        else:  # every needle of this glob is there: its model might match
            return False
    return True


class PathScreen:
    """The enabled rules that admit one path, ready to screen a request.

    ``rules`` are all of them in order; ``open`` those with no header or model scope
    (in scope of every request on the path; ``open_ids`` their ids, ``open_key`` the same
    as one key to count them by), ``scoped`` the rest.
    Two tests can rule out every scoped rule at once: ``header_names`` (the headers the
    header-scoped ones need: a request with none of them is out of their scope) and
    ``needles`` (a pattern for the longest needle of every model glob: a plain body with
    none of them is out of every model-scoped rule's scope; None when some glob has none).
    """

    __slots__ = (
        "__weakref__",
        "_remake",
        "draw",
        "header_names",
        "needles",
        "open",
        "open_ids",
        "open_key",
        "order",
        "rules",
        "scoped",
    )

    def __init__(self, rules: tuple[CompiledRule, ...]) -> None:
        self.rules = rules
        self.open = tuple(c for c in rules if not c.headers and c.models is None)
        self.open_ids = tuple(c.rule.id for c in self.open)
        #: the open rules' ids as one key for the stats (a request matching only them)
        self.open_key = RuleIds(self.open_ids)
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
        #: the draw function of the open rules (what :meth:`firing` calls): made by the
        #: first request, and again by the first after a fault changes (each draw
        #: function checks the faults' generation it was made at, then draws). What
        #: makes it holds the screen weakly: a screen is freed by reference counting,
        #: not left to the cyclic collector (which ``tune_gc`` freezes and slows)
        self._remake = _refresher(weakref.ref(self), self.open)
        self.draw: _Draw = self._remake

    def firing(self, r: int) -> list[CompiledRule]:
        """The ``open`` rules whose fault fires on the request hashed to ``r``
        (:func:`~genai_chaos.proxy.rules.request_hash`), in order: :meth:`Fault.fires
        <genai_chaos.faults.base.Fault.fires>` over the faults' keys, the probability
        draw first (the eligibility draw only runs where that one passed). The same as
        calling ``draw`` (the hot path does, one call less)."""
        return self.draw(r)

    def _refresh(self, r: int) -> list[CompiledRule]:
        # the generation is read before the keys: a change racing this refresh bumps it
        # again and sends the next request back here; this one draws with the keys just
        # read (``fresh``), so a request compiles at most once however often faults change
        draw = compile_draws(self.open, base.generation[0], self._remake)
        self.draw = draw
        return draw(r, True)


class _Draw(Protocol):
    """A compiled draw: the rules that fire on a request hash. It first checks that no
    fault changed since it was made, unless ``fresh`` (just made for this request)."""

    def __call__(self, r: int, fresh: bool = False, /) -> list[CompiledRule]: ...


def _refresher(screen: weakref.ref[PathScreen], rules: tuple[CompiledRule, ...]) -> _Draw:
    def refresh(r: int, fresh: bool = False, /) -> list[CompiledRule]:
        alive = screen()
        if alive is not None:  # (always, while a request draws through its screen)
            return alive._refresh(r)
        return compile_draws(rules)(r, True)  # a draw function kept past its screen

    return refresh


def _draw_none(built: int, refresh: _Draw) -> _Draw:
    generation = base.generation

    def draw(r: int, fresh: bool = False, /) -> list[CompiledRule]:
        if not fresh and generation[0] != built:
            return refresh(r)
        return _NONE

    return draw


#: the most rules :func:`compile_draws` unrolls: compiling costs about 0.1 ms a rule, on
#: the event loop, at the first request after any fault changes; a larger set is drawn
#: by a loop over the same keys
UNROLL_MAX = 32

#: a draw's keys where it can fire: whether the modulo-free test holds, then
#: ``c, d, probability, a, b, blast radius`` and the rule's position
_Keys = tuple[bool, float, float, float, float, float, float, int]


def _plain(value: object) -> bool:
    return type(value) is float and math.isfinite(value)


def _live_keys(rules: tuple[CompiledRule, ...]) -> list[_Keys]:
    """The keys of the rules that can fire, in order: a fault switched off, or with a
    probability or blast radius of 0 (``u < 0`` never holds), is left out."""
    out: list[_Keys] = []
    for i, c in enumerate(rules):
        keys = c.fault.decision_keys()
        if keys is None:
            continue
        a, b, blast, kc, kd, prob = keys
        plain = all(_plain(k) for k in keys)
        if plain and (blast <= 0.0 or prob <= 0.0):
            continue
        narrow = plain and 0.0 <= kc < 1.0 and 0.0 <= kd < 1.0 and prob <= _NARROW
        out.append((narrow, kc, kd, prob, a, b, blast, i))
    return out


def draw_source(rules: tuple[CompiledRule, ...]) -> str:
    """The source of :func:`compile_draws`' unrolled function for ``rules``: built from
    floats' ``repr`` (exact, checked finite) and rule positions only, never from text a
    user wrote; ``RULES``, ``NONE``, ``GENERATION`` (the faults' generation counter),
    ``BUILT`` (its value when the keys were read) and ``REFRESH`` (what makes a new draw
    function, when a fault has changed) are the function's globals.

    >>> from genai_chaos.proxy.rules import RuleSet
    >>> rules = RuleSet(run_seed=1)
    >>> _ = rules.add({"id": "a", "kind": "timeout", "probability": 0.3, "seed": 5})
    >>> source = draw_source(rules.index().enabled)
    >>> source.count("RULES["), "% 1.0 < 1.0" in source  # the blast radius's draw
    (1, True)
    """
    lines = ["def draw(r, fresh=False, /):", "    if not fresh and GENERATION[0] != BUILT:"]
    lines += ["        return REFRESH(r)"]
    lines += ["    x = float(r)", "    out = NONE"]
    for narrow, kc, kd, prob, a, b, blast, i in _live_keys(rules):
        if not all(_plain(k) for k in (kc, kd, prob, a, b, blast)):
            raise ValueError(f"rule {i}: a draw key is not a finite float")
        if narrow:
            lines.append(f"    y = x * {kc!r} + {kd!r}")
            fires = f"0.0 <= y - ((y + {_ROUND!r}) - {_ROUND!r}) < {prob!r}"
        else:
            fires = f"(x * {kc!r} + {kd!r}) % 1.0 < {prob!r}"
        lines.append(f"    if {fires} and (x * {a!r} + {b!r}) % 1.0 < {blast!r}:")
        lines.append(f"        out = [*out, RULES[{i}]]")
    lines.append("    return out")
    return "\n".join(lines)


def _loop_draws(
    rules: tuple[CompiledRule, ...], keys: list[_Keys], built: int, refresh: _Draw
) -> _Draw:
    """The same draws as the unrolled function, by a loop over ``keys``; with ``r`` as an
    int and each key as the fault holds it, exactly as :meth:`Fault.fires
    <genai_chaos.faults.base.Fault.fires>` computes."""
    hot = tuple(
        (narrow, kc, kd, prob, a, b, blast, rules[i])
        for (narrow, kc, kd, prob, a, b, blast, i) in keys
    )
    generation = base.generation

    def draw(r: int, fresh: bool = False, /) -> list[CompiledRule]:
        if not fresh and generation[0] != built:
            return refresh(r)
        out = _NONE
        for narrow, kc, kd, prob, a, b, blast, rule in hot:
            y = r * kc + kd
            fires = (0.0 <= y - ((y + _ROUND) - _ROUND) < prob) if narrow else y % 1.0 < prob
            if fires and (r * a + b) % 1.0 < blast:
                out = [*out, rule]
        return out

    return draw


def compile_draws(
    rules: tuple[CompiledRule, ...], built: int = -1, refresh: _Draw | None = None
) -> _Draw:
    """One function that draws every rule of ``rules`` on a request hash: up to
    :data:`UNROLL_MAX` rules that can fire, unrolled (:func:`draw_source`), with each
    fault's keys (:meth:`~genai_chaos.faults.base.Fault.decision_keys`) written in as
    constants: no loop, no tuple unpacking, no attribute or global look-up per rule; more,
    or keys that are not plain floats, a loop over the same keys. Narrow probabilities
    (at most 0.5, keys in [0, 1)) use the test of
    :func:`~genai_chaos.faults.randomness.frac_below`, others the modulo; rules switched
    off, or that can never fire, are left out.

    The function first checks that no fault has changed since ``built`` (the faults'
    generation, read before the keys), and otherwise returns ``refresh(r)`` (a
    :class:`PathScreen` makes a new function there and keeps it); by default ``built`` is
    the generation now and ``refresh`` compiles anew for each such call.

    >>> from genai_chaos.proxy.rules import RuleSet, request_hash
    >>> rules = RuleSet(run_seed=1)
    >>> _ = rules.add({"id": "a", "kind": "timeout", "probability": 0.3, "seed": 5})
    >>> _ = rules.add({"id": "b", "kind": "timeout", "probability": 0.9, "seed": 6})
    >>> draw = compile_draws(rules.index().enabled)
    >>> hashes = [request_hash(f"req-{i}") for i in range(1000)]
    >>> all(draw(r) == [c for c in rules.index().enabled if c.fault.fires(r)] for r in hashes)
    True
    """
    if refresh is None:
        built = base.generation[0]

        def refresh(r: int, fresh: bool = False, /) -> list[CompiledRule]:
            return compile_draws(rules)(r, True)  # a fault changed: draw anew

    keys = _live_keys(rules)
    if not keys:
        return _draw_none(built, refresh)
    if len(keys) > UNROLL_MAX or not all(_plain(k) for row in keys for k in row[1:7]):
        return _loop_draws(rules, keys, built, refresh)
    namespace: dict[str, object] = {
        "NONE": _NONE,
        "RULES": rules,
        "GENERATION": base.generation,
        "BUILT": built,
        "REFRESH": refresh,
    }
    exec(compile(draw_source(rules), "<genai_chaos rule draws>", "exec"), namespace)
    # taken out of its own globals: no cycle keeps the rules alive after their screen
    return cast(_Draw, namespace.pop("draw"))


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

    __slots__ = ("_by_path", "_by_rules", "all_rules", "enabled", "unscoped")

    MEMO = 4096

    def __init__(self, rules: tuple[CompiledRule, ...]) -> None:
        #: the enabled rules, in order (empty: nothing to decide)
        self.enabled = tuple(c for c in rules if c.rule.enabled)
        #: no enabled rule is scoped by path: ``all_rules`` is every path's screen
        self.unscoped = all(c.paths is None for c in self.enabled)
        #: the screen of all the enabled rules (None when there are none)
        self.all_rules = PathScreen(self.enabled) if self.enabled else None
        self._by_path: dict[str, PathScreen | None] = {}
        #: one screen per set of rules, shared by the paths it admits (also past the path
        #: memo): a screen's draw is compiled once, not once per path a client makes up
        self._by_rules: dict[tuple[CompiledRule, ...], PathScreen] = {}

    def screen(self, path: str) -> PathScreen | None:
        """The screen of the enabled rules whose paths admit ``path``; None when none do."""
        if self.unscoped:
            return self.all_rules
        try:
            return self._by_path[path]
        except KeyError:
            pass
        hit = tuple(c for c in self.enabled if c.paths is None or c.paths.match(path))
        found = self._by_rules.get(hit) if hit else None
        if found is None and hit:
            found = PathScreen(hit)
            if len(self._by_rules) < self.MEMO:
                self._by_rules[hit] = found
        if len(self._by_path) < self.MEMO:
            self._by_path[path] = found
        return found

    def for_path(self, path: str) -> tuple[CompiledRule, ...]:
        """The enabled rules whose paths admit ``path``, in order."""
        found = self.screen(path)
        return found.rules if found is not None else ()
