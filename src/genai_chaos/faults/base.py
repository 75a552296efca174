"""What a fault is: a named kind, typed parameters, a probability, a blast radius, a seed.

A fault is a pure, seeded perturbation of one *surface* of a generative stack. It does
not know how it is delivered: the same object works in an in-process wrapper, in the
HTTP transport and in the proxy. Subclasses declare::

    class Latency(Fault):
        kind = "latency"
        layer = Layer.INTEGRATION
        surface = Surface.CALL

        class Params(FaultParams):
            delay_ms: float = Field(500, ge=0)

        def apply(self, value, ctx):
            return CallEffect(delay_s=self.params.delay_ms / 1000)

and are registered with :func:`genai_chaos.faults.registry.register`.

Surfaces and what :meth:`Fault.apply` receives and returns:

==============  ==========================================  =============================
surface         value in                                    value out
==============  ==========================================  =============================
``prompt``      ``str`` (the user's text)                   ``str``
``documents``   ``list[Doc]``                               ``list[Doc]``
``embeddings``  ``numpy.ndarray`` float32, shape (n, d)     same shape unless the fault
                                                            is about the shape
``index``       a FAISS index                               a (corrupted) FAISS index
``completion``  :class:`Completion`                         :class:`Completion`
``stream``      ``None``                                    :class:`StreamPlan`
``call``        ``None``                                    :class:`CallEffect`
``payload``     ``dict`` (any JSON object)                  ``dict``
``host``        nothing: an *ambient* fault holds a         (not applied per request; see
                condition (CPU, memory) while switched on   :mod:`~.ambient`)
==============  ==========================================  =============================
"""

from __future__ import annotations

import copy
import importlib.util
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar

import numpy as np
from pydantic import BaseModel, ConfigDict, ValidationError

from genai_chaos.exceptions import InjectedFault, InvalidFaultParameter, MissingExtra
from genai_chaos.faults.randomness import (
    Decision,
    decide,
    derive_seed,
    fresh_seed,
    rng_seed,
    seed_keys,
)

#: Bumped whenever any fault's seed, probability, blast radius or switch changes, so that
#: injectors know to refresh the keys they cache for the hot path.
generation = [0]


def _changed() -> None:
    generation[0] += 1


class Layer(StrEnum):
    """The four layers of a generative stack."""

    INPUT = "input"
    RETRIEVAL = "retrieval"
    GENERATION = "generation"
    INTEGRATION = "integration"


class Surface(StrEnum):
    """The kind of value a fault perturbs (see the module docstring)."""

    PROMPT = "prompt"
    DOCUMENTS = "documents"
    EMBEDDINGS = "embeddings"
    INDEX = "index"
    COMPLETION = "completion"
    STREAM = "stream"
    CALL = "call"
    PAYLOAD = "payload"
    HOST = "host"


#: Surfaces applied to a call's input; the rest apply to its result (or around it).
REQUEST_SURFACES = frozenset({Surface.PROMPT})


class FaultParams(BaseModel):
    """Base of every fault's parameters: strict about unknown names, immutable."""

    model_config = ConfigDict(extra="forbid", frozen=True, allow_inf_nan=False)


@dataclass
class Doc:
    """A retrieved document, whatever shape the application uses.

    ``original`` is the object it came from; adapters write the fields back into a copy
    of it, so a LangChain ``Document`` stays a ``Document``.
    """

    text: str
    metadata: dict[str, Any] = field(default_factory=dict)
    score: float | None = None
    id: str | None = None
    original: Any = None


@dataclass
class Completion:
    """A model's answer, normalised from a string, an OpenAI response dict or SDK object."""

    text: str
    finish_reason: str | None = "stop"
    tool_calls: list[dict[str, Any]] = field(default_factory=list)
    usage: dict[str, int] | None = None
    refusal: str | None = None


@dataclass
class CallEffect:
    """What a call-surface fault does around a call: wait, then maybe raise.

    ``error`` is an :class:`~genai_chaos.exceptions.InjectedFault` (or any exception the
    fault was told to raise); adapters turn HTTP errors and timeouts into their own form
    (a real ``httpx`` response or exception, an HTTP answer from the proxy).
    """

    delay_s: float = 0.0
    error: BaseException | None = None


@dataclass
class StreamPlan:
    """How a stream fault reshapes a stream of chunks.

    Indices count chunks from 0. ``cut_after`` ends the stream after that many chunks; with
    ``cut_error`` the consumer then gets that exception, otherwise the stream just ends
    (for SSE: without ``[DONE]``). ``malformed_at`` replaces that chunk with a broken one.
    ``error_chunk_at`` sends a provider error object in place of that chunk.
    """

    first_delay_s: float = 0.0
    chunk_delay_s: float = 0.0
    stall_at: int | None = None
    stall_s: float = 0.0
    cut_after: int | None = None
    cut_error: BaseException | None = None
    malformed_at: int | None = None
    error_chunk_at: int | None = None
    error_body: dict[str, Any] | None = None


class FaultSkipped(Exception):
    """Raised by a fault that fired but cannot apply to the value it got."""


class FaultContext:
    """What a fault knows about the injection in progress.

    ``rng`` is the per-request generator (see :mod:`genai_chaos.faults.randomness`);
    ``note`` records what changed into the event; ``skip`` gives up without effect.
    """

    __slots__ = ("_decision", "_rng", "detail", "request_id", "target")

    def __init__(self, request_id: str, decision: Decision, target: str = "") -> None:
        self.request_id = request_id
        self.target = target
        self._decision = decision
        self._rng: np.random.Generator | None = None
        self.detail: dict[str, Any] = {}

    @property
    def rng(self) -> np.random.Generator:
        """The fault's seeded generator for this request."""
        if self._rng is None:
            self._rng = self._decision.rng()
        return self._rng

    def note(self, **detail: Any) -> None:
        """Say what the fault changed; it goes into the event's ``detail``."""
        self.detail.update(detail)

    def skip(self, reason: str) -> FaultSkipped:
        """Build the exception that abandons this injection (``raise ctx.skip(...)``)."""
        return FaultSkipped(reason)

    def injected(self, error: BaseException, kind: str) -> BaseException:
        """Mark ``error`` as raised on purpose, so the injector lets it through."""
        error.__dict__["__genai_chaos_injected__"] = True
        if isinstance(error, InjectedFault):
            error.kind = kind
            error.request_id = self.request_id
        return error


def is_injected(error: BaseException) -> bool:
    """True when ``error`` was raised on purpose by a fault."""
    return bool(getattr(error, "__dict__", {}).get("__genai_chaos_injected__", False))


class Fault:
    """Base class of every fault kind.

    >>> from genai_chaos import create_fault
    >>> fault = create_fault("latency", delay_ms=20, probability=0.5, seed=1)
    >>> fault.kind, fault.params.delay_ms, fault.probability
    ('latency', 20.0, 0.5)
    """

    kind: ClassVar[str] = ""
    layer: ClassVar[Layer]
    surface: ClassVar[Surface]
    Params: ClassVar[type[FaultParams]] = FaultParams
    #: Parameters shown in ``genai-chaos faults show`` as an example.
    example: ClassVar[dict[str, Any]] = {}
    #: ``(extra, module)`` pairs this kind cannot work without.
    requires: ClassVar[tuple[tuple[str, str], ...]] = ()

    __slots__ = ("_a", "_b", "_blast", "_c", "_d", "_enabled", "_prob", "_seed", "params")

    def __init__(
        self,
        *,
        probability: float = 1.0,
        blast_radius: float = 1.0,
        seed: int | None = None,
        enabled: bool = True,
        **params: Any,
    ) -> None:
        problems: list[tuple[str, str]] = []
        for name, value in (("probability", probability), ("blast_radius", blast_radius)):
            if isinstance(value, bool) or not isinstance(value, int | float):
                problems.append((name, f"expected a number in [0, 1], got {value!r}"))
            elif not 0.0 <= float(value) <= 1.0:
                problems.append((name, f"must be between 0 and 1, got {value!r}"))
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            problems.append(("seed", f"expected an integer, got {seed!r}"))
        try:
            self.params = self.Params(**params)
        except ValidationError as exc:
            problems.extend(_pydantic_problems(exc, self.Params))
        if problems:
            raise InvalidFaultParameter(self.kind, problems)
        for extra, module in self.required_modules():
            if importlib.util.find_spec(module) is None:
                raise MissingExtra(extra, module)
        self._prob = float(probability)
        self._blast = float(blast_radius)
        self.seed = fresh_seed() if seed is None else seed
        self.enabled = enabled

    # The seed keeps its precomputed keys in step, so that :meth:`fires` is a handful of
    # float operations (see faults/randomness.py). Injector.begin inlines the same test.

    @property
    def seed(self) -> int:
        """The fault's seed."""
        return self._seed

    @seed.setter
    def seed(self, value: int) -> None:
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidFaultParameter(
                self.kind, [("seed", f"expected an integer, got {value!r}")]
            )
        self._seed = value
        self._a, self._b, self._c, self._d = seed_keys(value, self.kind)
        _changed()

    @property
    def enabled(self) -> bool:
        """False switches the fault off without removing it."""
        return self._enabled

    @enabled.setter
    def enabled(self, value: bool) -> None:
        if not isinstance(value, bool):
            raise InvalidFaultParameter(self.kind, [("enabled", f"expected a bool, got {value!r}")])
        self._enabled = value
        _changed()
        self._switched()

    def _switched(self) -> None:
        """Called after every change of :attr:`enabled` (ambient faults start or stop)."""

    def decision_keys(self) -> tuple[float, float, float, float, float, float] | None:
        """``(a, b, blast_radius, c, d, probability)`` for the hot path; None when off."""
        if not self._enabled:
            return None
        return (self._a, self._b, self._blast, self._c, self._d, self._prob)

    @property
    def probability(self) -> float:
        """Chance that an eligible request is injected."""
        return self._prob

    @probability.setter
    def probability(self, value: float) -> None:
        self._prob = _share(self.kind, "probability", value)
        _changed()

    @property
    def blast_radius(self) -> float:
        """Share of request ids that are eligible."""
        return self._blast

    @blast_radius.setter
    def blast_radius(self, value: float) -> None:
        self._blast = _share(self.kind, "blast_radius", value)
        _changed()

    def fires(self, r: int) -> bool:
        """Whether the fault fires on the request whose CRC-32 hash is ``r``."""
        return (r * self._a + self._b) % 1.0 < self._blast and (
            r * self._c + self._d
        ) % 1.0 < self._prob

    def decide(self, request_id: str) -> Decision:
        """Whether this fault fires on ``request_id`` (pure: same answer every time)."""
        return decide(
            self.seed,
            request_id,
            probability=self.probability,
            blast_radius=self.blast_radius,
            kind=self.kind,
        )

    def decision_for(self, request_id: str) -> Decision:
        """The decision of a request already known to fire (skips the hashing)."""
        return Decision(True, True, rng_seed(self.seed, request_id))

    def apply(self, value: Any, ctx: FaultContext) -> Any:
        """Perturb ``value`` (see the surface table in the module docstring)."""
        raise NotImplementedError

    def required_modules(self) -> list[tuple[str, str]]:
        """``(extra, module)`` pairs needed by this fault with its parameters; checked when
        the fault is built, so a missing extra fails early with the ``pip install`` line."""
        needed = list(self.requires)
        if getattr(self.params, "tokenizer", None) == "llama2":
            needed.append(("embeddings", "wordllama"))
        return needed

    def with_seed(self, seed: int) -> Fault:
        """A copy of this fault with another seed."""
        clone = copy.copy(self)
        clone.seed = seed
        return clone

    def describe(self) -> dict[str, Any]:
        """The fault as a JSON-ready dict (what events and journals record)."""
        return {
            "kind": self.kind,
            "layer": str(self.layer),
            "surface": str(self.surface),
            "probability": self.probability,
            "blast_radius": self.blast_radius,
            "seed": self.seed,
            "params": self.params.model_dump(mode="json"),
        }

    def __repr__(self) -> str:
        params = ", ".join(f"{k}={v!r}" for k, v in self.params.model_dump().items())
        sep = ", " if params else ""
        return (
            f"{type(self).__name__}({params}{sep}probability={self.probability}, "
            f"blast_radius={self.blast_radius}, seed={self.seed})"
        )


def _share(kind: str, name: str, value: Any) -> float:
    """``value`` as a share in [0, 1], or :class:`InvalidFaultParameter` naming ``name``."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise InvalidFaultParameter(kind, [(name, f"expected a number in [0, 1], got {value!r}")])
    if not 0.0 <= float(value) <= 1.0:
        raise InvalidFaultParameter(kind, [(name, f"must be between 0 and 1, got {value!r}")])
    return float(value)


def _pydantic_problems(exc: ValidationError, params: type[FaultParams]) -> list[tuple[str, str]]:
    allowed = ", ".join(sorted(params.model_fields)) or "none"
    problems = []
    for err in exc.errors():
        # a check across several parameters has no single location; its message names them
        name = ".".join(str(p) for p in err["loc"]) or "parameters"
        msg = err["msg"]
        if err["type"] == "extra_forbidden":
            msg = f"unknown parameter (allowed: {allowed}, probability, blast_radius, seed)"
        elif "input" in err and err["type"] != "missing":
            msg = f"{msg} (got {err['input']!r})"
        problems.append((name, msg))
    return problems


def with_run_seed(run_seed: int, faults: Sequence[Fault]) -> list[Fault]:
    """Copies of ``faults`` whose seeds derive from one run seed (and their positions).

    >>> from genai_chaos import create_fault
    >>> a = with_run_seed(7, [create_fault("latency"), create_fault("timeout")])
    >>> b = with_run_seed(7, [create_fault("latency"), create_fault("timeout")])
    >>> [f.seed for f in a] == [f.seed for f in b]
    True
    """
    return [f.with_seed(derive_seed(run_seed, i, f.kind)) for i, f in enumerate(faults)]
