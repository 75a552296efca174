"""Proxy rules: which fault, on which traffic, how often; and the rule set in force.

A rule is one catalogue fault (``kind`` + ``params``, the same parameters as
:func:`genai_chaos.create_fault`) with its randomness (``probability``, ``blast_radius``,
``seed``) and a ``match`` on the traffic (paths, models, headers). Rules are validated
strictly: an error names the field (``params.delay_ms``, ``match.paths``) and what was
expected, and nothing changes in the running set.

>>> rule = parse_rule({"id": "slow", "kind": "latency", "params": {"delay_ms": 50}})
>>> rule.kind, rule.probability, rule.match.paths
('latency', 1.0, [])
>>> try:
...     parse_rule({"id": "x", "kind": "latency", "params": {"delay_ms": -1}})
... except RuleError as exc:
...     print(exc.field)
params.delay_ms
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
import re
import threading
import zlib
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from genai_chaos.exceptions import GenAIChaosError, InvalidFaultParameter, UnknownFaultKind
from genai_chaos.faults import registry
from genai_chaos.faults.base import Fault, Surface
from genai_chaos.faults.events import EventSink
from genai_chaos.inject.engine import Injector
from genai_chaos.proxy.screen import RuleIndex, model_needles

#: Surfaces that have no place on the wire: rules with them are refused up front.
_OFF_WIRE = {
    Surface.DOCUMENTS: "document faults act on a retriever's result, which is not visible "
    "in OpenAI-compatible traffic (use them in-process)",
    Surface.INDEX: "index faults act on a FAISS index, which is not on the wire",
    Surface.HOST: "ambient faults hold a condition (CPU, memory) in the application's own "
    "process, which a proxy cannot reach (use them in-process or through the reference "
    "service's fault control)",
}
_MASK63 = (1 << 63) - 1
RULE_ID = r"^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$"
HEADER_NAME = r"^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$"


class RuleError(GenAIChaosError):
    """A rule (or rule set) is invalid; ``problems`` lists ``(field, message)`` pairs.

    >>> str(RuleError([("kind", "unknown")]))
    'kind: unknown'
    """

    def __init__(self, problems: Sequence[tuple[str, str]]) -> None:
        self.problems = list(problems)
        self.field = self.problems[0][0] if self.problems else ""
        super().__init__("; ".join(f"{f}: {m}" if f else m for f, m in self.problems))

    def prefixed(self, prefix: str) -> RuleError:
        """The same problems with ``prefix`` before each field (``rules[2].``)."""
        return RuleError([(f"{prefix}{f}" if f else prefix.rstrip("."), m) for f, m in self])

    def __iter__(self) -> Any:
        return iter(self.problems)


class Match(BaseModel):
    """Which requests a rule applies to; every list given must match (empty: any).

    ``paths`` and ``models`` are glob patterns (``/v1/*``, ``gpt-4o*``); ``headers`` maps a
    header name (any case) to a glob its value must match (``{"x-tenant": "acme"}``).
    """

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    paths: list[Annotated[str, Field(min_length=1, max_length=512)]] = Field(
        default_factory=list, max_length=64
    )
    models: list[Annotated[str, Field(min_length=1, max_length=256)]] = Field(
        default_factory=list, max_length=64
    )
    headers: dict[
        Annotated[str, Field(min_length=1, max_length=128, pattern=HEADER_NAME)],
        Annotated[str, Field(max_length=1024)],
    ] = Field(default_factory=dict, max_length=32)


class Rule(BaseModel):
    """One fault on the proxy's traffic (see the module docstring).

    ``stage`` only concerns ``payload`` faults (``forged_fields``): ``request`` forges
    fields of the request body (for example ``{"model": "gpt-3.5-turbo"}``: the model
    swapped), ``response`` (the default) those of the JSON response.
    """

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    id: str = Field(pattern=RULE_ID)
    kind: str = Field(min_length=1, max_length=64)
    params: dict[str, Any] = Field(default_factory=dict)
    probability: float = Field(1.0, ge=0.0, le=1.0)
    blast_radius: float = Field(1.0, ge=0.0, le=1.0)
    seed: int | None = Field(None, ge=0, le=_MASK63)
    match: Match = Field(default_factory=Match)
    enabled: bool = True
    stage: Literal["request", "response"] | None = None


def derive_rule_seed(run_seed: int, rule_id: str, kind: str) -> int:
    """The seed of a rule given without one: from the proxy's seed and the rule's id, so
    reloading the same rules gives the same injections.

    >>> derive_rule_seed(1, "a", "latency") == derive_rule_seed(1, "a", "latency")
    True
    """
    digest = hashlib.blake2b(f"{run_seed}/{rule_id}/{kind}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "little") & _MASK63


def _pydantic_problems(exc: ValidationError) -> list[tuple[str, str]]:
    out = []
    for err in exc.errors():
        loc = ""
        for part in err["loc"]:
            loc += f"[{part}]" if isinstance(part, int) else (f".{part}" if loc else str(part))
        msg = err["msg"]
        if err["type"] == "extra_forbidden":
            msg = "unknown field"
        elif err["type"] != "missing" and "input" in err and not isinstance(err["input"], dict):
            msg = f"{msg} (got {err['input']!r})"
        out.append((loc, msg))
    return out


def build_fault(rule: Rule) -> Fault:
    """The catalogue fault a rule stands for; :class:`RuleError` naming the field."""
    try:
        fault = registry.create(
            rule.kind,
            probability=rule.probability,
            blast_radius=rule.blast_radius,
            seed=rule.seed,
            enabled=rule.enabled,
            **rule.params,
        )
    except UnknownFaultKind as exc:
        raise RuleError([("kind", str(exc))]) from None
    except InvalidFaultParameter as exc:
        raise RuleError([(f"params.{p}", m) for p, m in exc.problems]) from None
    except TypeError as exc:  # a parameter named like a keyword of Fault itself
        raise RuleError([("params", str(exc))]) from None
    except GenAIChaosError as exc:  # a missing extra
        raise RuleError([("kind", str(exc))]) from None
    except Exception as exc:  # a fault whose own checks raise something else
        raise RuleError([("params", f"{type(exc).__name__}: {exc}")]) from None
    reason = _OFF_WIRE.get(fault.surface)
    if reason is not None:
        raise RuleError([("kind", f"{rule.kind!r}: {reason}")])
    if rule.stage is not None and fault.surface is not Surface.PAYLOAD:
        raise RuleError(
            [("stage", f"only payload faults (forged_fields) take a stage, not {rule.kind!r}")]
        )
    return fault


def parse_rule(data: Any, *, run_seed: int | None = None) -> Rule:
    """Validate one rule (a dict); with ``run_seed``, a missing seed is derived."""
    if not isinstance(data, Mapping):
        raise RuleError([("", f"a rule must be a JSON object, got {type(data).__name__}")])
    try:
        rule = Rule.model_validate(dict(data))
    except ValidationError as exc:
        raise RuleError(_pydantic_problems(exc)) from None
    if rule.seed is None and run_seed is not None:
        rule = rule.model_copy(update={"seed": derive_rule_seed(run_seed, rule.id, rule.kind)})
    build_fault(rule)
    return rule


def parse_rules(data: Any, *, run_seed: int | None = None) -> list[Rule]:
    """Validate a rule set: a list of rules, or ``{"rules": [...]}``; ids must be unique."""
    prefix = "rules"
    if isinstance(data, Mapping):
        unknown = sorted(set(data) - {"rules"})
        if unknown:
            raise RuleError([(unknown[0], "unknown field (a rule set has only 'rules')")])
        data = data.get("rules", [])
    if not isinstance(data, list):
        raise RuleError([(prefix, f"expected a list of rules, got {type(data).__name__}")])
    rules: list[Rule] = []
    seen: set[str] = set()
    for i, item in enumerate(data):
        try:
            rule = parse_rule(item, run_seed=run_seed)
        except RuleError as exc:
            raise exc.prefixed(f"{prefix}[{i}].") from None
        if rule.id in seen:
            raise RuleError([(f"{prefix}[{i}].id", f"duplicate rule id {rule.id!r}")])
        seen.add(rule.id)
        rules.append(rule)
    return rules


def load_rules_file(path: str | Path, *, run_seed: int | None = None) -> list[Rule]:
    """Read rules from a YAML or JSON file; errors name the file and the field."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise RuleError([("", f"{p}: cannot read: {exc.strerror or exc}")]) from None
    try:
        if p.suffix.lower() == ".json":
            data = json.loads(text)
        else:
            import yaml

            data = yaml.safe_load(text)
    except Exception as exc:
        what = "JSON" if p.suffix.lower() == ".json" else "YAML"
        raise RuleError([("", f"{p}: not valid {what}: {exc}")]) from None
    try:
        return parse_rules(data if data is not None else [], run_seed=run_seed)
    except RuleError as exc:
        raise RuleError([(f"{p}: {f}", m) for f, m in exc]) from None


class CompiledRule:
    """A rule ready for traffic: its fault, its injector and its compiled match."""

    __slots__ = ("fault", "headers", "injector", "model_needles", "models", "paths", "rule")

    def __init__(self, rule: Rule, sink: EventSink | None) -> None:
        self.rule = rule
        self.fault = build_fault(rule)
        self.injector = Injector([self.fault], target=f"proxy:{rule.id}", sink=sink)
        self.paths = _globs(rule.match.paths)
        self.models = _globs(rule.match.models)
        #: texts a body must hold for its model to match (see :mod:`.screen`)
        self.model_needles = model_needles(rule.match.models) if rule.match.models else None
        self.headers = [
            (k.lower(), re.compile(fnmatch.translate(v))) for k, v in rule.match.headers.items()
        ]

    def may_fire(self, r: int) -> bool:
        """Whether the rule's fault fires on the request whose id hashes to ``r``
        (:func:`request_hash`): the fault's own draw (:meth:`Fault.fires`), the one its
        injector's ``begin`` makes, without building anything; ``begin`` decides and
        records when this is True."""
        fault = self.fault
        return fault.enabled and fault.fires(r)

    def matches(self, path: str, model: str | None, headers: Mapping[str, str]) -> bool:
        """Whether a request is in this rule's scope (before blast radius and probability)."""
        if self.paths is not None and not self.paths.match(path):
            return False
        if self.models is not None and (model is None or not self.models.match(model)):
            return False
        return self.headers_match(headers)

    def headers_match(self, headers: Mapping[str, str]) -> bool:
        """Whether a request's headers are in this rule's scope."""
        for name, pattern in self.headers:
            value = headers.get(name)
            if value is None or not pattern.match(value):
                return False
        return True


def request_hash(rid: str) -> int:
    """The CRC-32 a request id is drawn on: the same for every rule (the seed
    enters later), so a request hashes its id once and asks each rule
    :meth:`CompiledRule.may_fire`.

    >>> c = CompiledRule(parse_rule({"id": "a", "kind": "timeout", "probability": 0.5,
    ...                              "blast_radius": 0.5, "seed": 7}), None)
    >>> ids = [f"req-{i}" for i in range(400)]
    >>> fired = [c.injector.begin(i) is not None for i in ids]
    >>> [c.may_fire(request_hash(i)) for i in ids] == fired, 40 < sum(fired) < 160
    (True, True)
    """
    return zlib.crc32(rid.encode("utf-8", "surrogatepass"))


def _globs(patterns: list[str]) -> re.Pattern[str] | None:
    if not patterns:
        return None
    return re.compile("|".join(f"(?:{fnmatch.translate(p)})" for p in patterns))


class RuleSet:
    """The rules in force, replaced atomically: readers take :meth:`snapshot` (a tuple
    that never changes) and writers build a whole new one under a lock, so a request
    sees one consistent set and a failed change leaves the old set in place.

    >>> rules = RuleSet(run_seed=1)
    >>> _ = rules.add({"id": "a", "kind": "timeout"})
    >>> [c.rule.id for c in rules.snapshot()]
    ['a']
    >>> rules.add({"id": "a", "kind": "timeout"})
    Traceback (most recent call last):
    ...
    genai_chaos.proxy.rules.RuleError: id: a rule with id 'a' already exists
    """

    def __init__(self, *, run_seed: int, sink: EventSink | None = None) -> None:
        self.run_seed = run_seed
        self.sink = sink
        self._lock = threading.Lock()
        self._state: tuple[tuple[CompiledRule, ...], RuleIndex] = ((), RuleIndex(()))

    @property
    def _rules(self) -> tuple[CompiledRule, ...]:
        return self._state[0]

    @_rules.setter
    def _rules(self, rules: tuple[CompiledRule, ...]) -> None:
        # the tuple and its index are published together: a reader sees one or the other
        self._state = (rules, RuleIndex(rules))

    def snapshot(self) -> tuple[CompiledRule, ...]:
        """The rules in force now (an immutable tuple)."""
        return self._state[0]

    def index(self) -> RuleIndex:
        """The enabled rules in force now, bucketed by path (see :class:`RuleIndex`)."""
        return self._state[1]

    def rules(self) -> list[Rule]:
        """The rules in force, in order."""
        return [c.rule for c in self._rules]

    def get(self, rule_id: str) -> Rule | None:
        """The rule with ``rule_id``, if any."""
        return next((c.rule for c in self._rules if c.rule.id == rule_id), None)

    def _compile(self, data: Any) -> CompiledRule:
        return CompiledRule(parse_rule(data, run_seed=self.run_seed), self.sink)

    def replace(self, data: Any) -> list[Rule]:
        """Replace every rule (bulk load; the same input twice gives the same state)."""
        rules = parse_rules(data, run_seed=self.run_seed)
        compiled = tuple(CompiledRule(r, self.sink) for r in rules)
        with self._lock:
            self._rules = compiled
        return rules

    def add(self, data: Any) -> Rule:
        """Add a rule; its id must be new."""
        new = self._compile(data)
        with self._lock:
            if any(c.rule.id == new.rule.id for c in self._rules):
                raise RuleError([("id", f"a rule with id {new.rule.id!r} already exists")])
            self._rules = (*self._rules, new)
        return new.rule

    def put(self, rule_id: str, data: Any) -> tuple[Rule, bool]:
        """Create or replace the rule ``rule_id``; returns it and whether it is new."""
        if isinstance(data, Mapping):
            if "id" in data and data["id"] != rule_id:
                raise RuleError([("id", f"the body's id {data['id']!r} is not {rule_id!r}")])
            data = {**data, "id": rule_id}
        new = self._compile(data)
        with self._lock:
            ids = [c.rule.id for c in self._rules]
            if rule_id in ids:
                i = ids.index(rule_id)
                self._rules = (*self._rules[:i], new, *self._rules[i + 1 :])
                return new.rule, False
            self._rules = (*self._rules, new)
        return new.rule, True

    def patch(self, rule_id: str, changes: Any) -> Rule | None:
        """Change some fields of a rule; None when there is no such rule."""
        if not isinstance(changes, Mapping):
            raise RuleError([("", f"expected a JSON object, got {type(changes).__name__}")])
        if "id" in changes and changes["id"] != rule_id:
            raise RuleError([("id", "the id of a rule cannot change")])
        with self._lock:
            old = next((c for c in self._rules if c.rule.id == rule_id), None)
            if old is None:
                return None
            merged = {**old.rule.model_dump(), **changes}
            if "kind" in changes and "seed" not in changes:
                merged["seed"] = None  # a new kind draws its own seed
            new = self._compile(merged)
            self._rules = tuple(new if c is old else c for c in self._rules)
        return new.rule

    def delete(self, rule_id: str) -> bool:
        """Remove a rule; False when there was none."""
        with self._lock:
            kept = tuple(c for c in self._rules if c.rule.id != rule_id)
            found = len(kept) != len(self._rules)
            self._rules = kept
        return found

    def clear(self) -> None:
        """Remove every rule."""
        with self._lock:
            self._rules = ()
