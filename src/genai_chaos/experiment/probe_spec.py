"""Every probe kind of ``spec.steadyState.probes`` (and of safeguards): the one home of
the probe models.

Two families (shown side by side in reports): the **service** probes (latency, error,
timeout and success rates, throughput) and the **semantic** ones (fallbacks, refusals,
format, accuracy, recall@k, and the steady-state science kinds: SLOv2 consistency,
semantic and token entropy, safety confidence, MRR, hit rate). The service and rate
probes are evaluated by :mod:`genai_chaos.experiment.hypothesis`, the others by
:mod:`genai_chaos.probes.kinds`.

>>> from pydantic import TypeAdapter
>>> probe = TypeAdapter(Probe).validate_python({"type": "semantic_consistency"})
>>> type(probe).__name__, probe.tolerance.describe()
('SemanticConsistencyProbe', '>= 0.5697')
>>> sorted(PROBE_TYPES)[:3]
['accuracy', 'error_rate', 'fallback_rate']

A ``safety_confidence`` probe names the sanitizer that computes it (``default`` unless
named); a wrong name is refused with the valid ones:

>>> probe = SafetyConfidenceProbe.model_validate(
...     {"type": "safety_confidence", "layers": "tuned", "tolerance": {"min": 0.8}}
... )
>>> probe.source, probe.layers
('auto', 'tuned')
>>> SafetyConfidenceProbe(type="safety_confidence", tolerance={"min": 0.8}).layers
'default'
>>> SafetyConfidenceProbe.model_validate(
...     {"type": "safety_confidence", "layers": "tunde", "tolerance": {"min": 0.8}}
... )  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
pydantic_core._pydantic_core.ValidationError: 1 validation error for SafetyConfidenceProbe
layers
  Value error, unknown sanitizer layers 'tunde'; did you mean 'tuned'? choose one of \
'rules', 'default', 'contextual', 'tuned' ...
"""

from __future__ import annotations

import difflib
from typing import Annotated, Any, Literal, get_args

from pydantic import Field, ValidationInfo, field_validator

from genai_chaos.experiment.base import PHASES, Phase, Strict, Tolerance

Backend = Literal["wordllama", "minilm"]
#: The sanitizer configurations a ``safety_confidence`` probe can name (the names of
#: :data:`genai_chaos.guards.sanitizer.layers.LAYERS`; a test keeps the two the same).
SanitizerLayers = Literal["rules", "default", "contextual", "tuned"]


class _ProbeBase(Strict):
    name: str | None = None
    tolerance: Tolerance
    phases: list[Phase] = Field(default_factory=lambda: list(PHASES))


# -- service and outcome probes (genai_chaos.experiment.hypothesis) ---------------------------


class LatencyProbe(_ProbeBase):
    """A latency percentile in milliseconds (over requests that got an answer)."""

    type: Literal["latency"]
    percentile: float = Field(95.0, gt=0, le=100)


RateType = Literal[
    "error_rate",
    "timeout_rate",
    "fallback_rate",
    "refusal_rate",
    "format_validity",
    "success_rate",
    "accuracy",
]


class RateProbe(_ProbeBase):
    """A share of requests (0..1): errors, timeouts, fallbacks, refusals, successes;
    ``format_validity`` is the share of answers in the expected format, ``accuracy`` the
    share of answers that contain their prompt's ``expected`` text."""

    type: RateType


class OutcomeRateProbe(_ProbeBase):
    """The share of requests whose outcome is one of ``outcomes``."""

    type: Literal["outcome_rate"]
    outcomes: list[str] = Field(min_length=1)


class RecallProbe(_ProbeBase):
    """Mean recall@k of the sources an answer cites against the prompt's ``relevant`` ids."""

    type: Literal["recall_at_k"]
    k: int = Field(5, ge=1)


class ThroughputProbe(_ProbeBase):
    """Completed requests per second."""

    type: Literal["throughput"]


# -- steady-state science (genai_chaos.probes.kinds) ------------------------------------------


def _calibrated(data: dict[str, Any]) -> Tolerance:
    from genai_chaos.probes.consistency import default_threshold

    return Tolerance(min=default_threshold(data.get("backend", "wordllama")))


class SemanticConsistencyProbe(Strict):
    """SLOv2 semantic consistency of the answers to each prompt (needs 2+ answers per
    prompt in the phase or window; prompts with fewer are left out). Without a
    ``tolerance`` the value must stay at or above the backend's calibrated threshold."""

    type: Literal["semantic_consistency"]
    name: str | None = None
    backend: Backend = "wordllama"
    tolerance: Tolerance = Field(
        default_factory=_calibrated,
        description="default: min = the backend's calibrated threshold",
    )
    phases: list[Phase] = Field(default_factory=lambda: list(PHASES))
    min_answers: int = Field(2, ge=2, alias="minAnswers")


class SemanticEntropyProbe(_ProbeBase):
    """Semantic entropy (bits) of the prompts sent, or of the answers."""

    type: Literal["semantic_entropy"]
    of: Literal["prompts", "answers"] = "prompts"
    backend: Backend = "wordllama"
    threshold: float = Field(0.3, gt=0, le=2)
    linkage: Literal["average", "single", "complete", "weighted"] = "average"


class TokenEntropyProbe(_ProbeBase):
    """Mean output token entropy (bits) of the answers that report it (``entropy`` or
    ``token_entropy`` in the answer, from the generator's log-probabilities)."""

    type: Literal["token_entropy"]


class SafetyConfidenceProbe(_ProbeBase):
    """Mean safety confidence: reported by the target (``safety_confidence`` in the
    answer) or, when it reports none (or with ``source: sanitizer``), computed by the
    prompt sanitizer over the prompts sent.

    ``layers`` names the sanitizer that computes it, as the sanitizer's ``layers.build``
    does: ``default`` (the rules and the word classifier, ``Sanitizer()``),
    ``rules`` (no classifier), ``contextual`` or ``tuned`` (MiniLM layers, extra
    ``minilm``). Refused with ``source: target``, where no sanitizer runs. There is no
    ``threshold``: the confidence is ``1 - risk`` whatever the threshold.
    """

    type: Literal["safety_confidence"]
    source: Literal["auto", "target", "sanitizer"] = "auto"
    layers: SanitizerLayers = Field(
        "default",
        description="the sanitizer that computes the confidence: rules, default "
        "(Sanitizer()), contextual or tuned (extra: minilm); not with source: target",
    )

    @field_validator("layers", mode="before")
    @classmethod
    def _known_layers(cls, value: object, info: ValidationInfo) -> object:
        # checked here rather than by the Literal alone: the message suggests the nearest
        # name, as the CLI and build() do, and the error stays on the layers key
        names: tuple[str, ...] = get_args(SanitizerLayers)
        if not isinstance(value, str) or value not in names:
            close = difflib.get_close_matches(str(value), names, n=1)
            hint = f"; did you mean {close[0]!r}?" if close else ";"
            raise ValueError(
                f"unknown sanitizer layers {value!r}{hint} choose one of "
                + ", ".join(repr(name) for name in names)
            )
        if info.data.get("source") == "target":
            raise ValueError(
                f"layers {value!r} choose the sanitizer that computes the confidence, but "
                "with source: target the target reports it and no sanitizer runs; remove "
                "layers, or use source: auto or source: sanitizer"
            )
        return value


class MrrProbe(_ProbeBase):
    """Mean reciprocal rank of the cited sources against the prompt's ``relevant`` ids."""

    type: Literal["mrr"]


class HitRateProbe(_ProbeBase):
    """Share of prompts with at least one relevant source among the first ``k`` cited."""

    type: Literal["hit_rate"]
    k: int = Field(5, ge=1)


#: Every probe model, in the order the schema lists them.
PROBE_MODELS: tuple[type[Strict], ...] = (
    LatencyProbe,
    RateProbe,
    OutcomeRateProbe,
    RecallProbe,
    ThroughputProbe,
    SemanticConsistencyProbe,
    SemanticEntropyProbe,
    TokenEntropyProbe,
    SafetyConfidenceProbe,
    MrrProbe,
    HitRateProbe,
)

Probe = Annotated[
    LatencyProbe
    | RateProbe
    | OutcomeRateProbe
    | RecallProbe
    | ThroughputProbe
    | SemanticConsistencyProbe
    | SemanticEntropyProbe
    | TokenEntropyProbe
    | SafetyConfidenceProbe
    | MrrProbe
    | HitRateProbe,
    Field(discriminator="type"),
]

#: Every ``type`` a probe can have.
PROBE_TYPES: frozenset[str] = frozenset(
    t for model in PROBE_MODELS for t in get_args(model.model_fields["type"].annotation)
)
