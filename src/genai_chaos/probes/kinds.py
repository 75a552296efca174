"""Semantic, entropy, retrieval and safety probes as experiment probe kinds.

Each kind is a pydantic model (the shape it has under ``spec.steadyState.probes`` in an
experiment file) and :func:`value_of` evaluates any of them over the workload records of
a phase or window, like :func:`genai_chaos.experiment.hypothesis.value_of` does for the
service probes: it returns ``(value, samples used)``, or ``None`` for a kind it does not
know. :data:`PROBE_MODELS` lists the models, for the experiment spec's probe union.

=========================  ====================================================  =========
type                       value                                                 unit
=========================  ====================================================  =========
``semantic_consistency``   SLOv2: mean over prompts of the mean pairwise cosine  ratio
                           similarity of their answers (needs 2+ answers each)
``semantic_entropy``       entropy (bits) of the clusters of the prompts sent    bits
                           (``of: prompts``) or of the answers (``of: answers``)
``token_entropy``          mean output token entropy of answers that report it   bits
``safety_confidence``      mean sanitizer safety confidence of the prompts       ratio
``mrr``                    mean reciprocal rank of cited sources (``relevant``)  ratio
``hit_rate``               share of prompts with a relevant source in the top k  ratio
=========================  ====================================================  =========

``semantic_consistency`` without a tolerance gets ``min:`` the backend's calibrated
threshold.

>>> from genai_chaos.load.engine import RequestRecord
>>> from genai_chaos.experiment.spec import PromptItem
>>> probe = MrrProbe(type="mrr", tolerance={"min": 0.5})
>>> recs = [RequestRecord(0, 0.0, 0.1, "ok", detail={"sources": ["kb2", "kb1"]})]
>>> value_of(probe, recs, [PromptItem(prompt="q", relevant=["kb1"])])
(0.5, 1)
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Sequence
from typing import Any, Literal

from pydantic import Field, model_validator

from genai_chaos.experiment.spec import Phase, PromptItem, Strict, Tolerance
from genai_chaos.load.engine import RequestRecord

_FAILED = frozenset({"error", "timeout", "dropped"})
_PHASES: tuple[Phase, ...] = ("before", "during", "after")
Backend = Literal["wordllama", "minilm"]


class _Base(Strict):
    name: str | None = None
    tolerance: Tolerance
    phases: list[Phase] = Field(default_factory=lambda: list(_PHASES))


class SemanticConsistencyProbe(Strict):
    """SLOv2 semantic consistency of the answers to each prompt (needs 2+ answers per
    prompt in the phase or window; prompts with fewer are left out)."""

    type: Literal["semantic_consistency"]
    name: str | None = None
    tolerance: Tolerance | None = None
    phases: list[Phase] = Field(default_factory=lambda: list(_PHASES))
    backend: Backend = "wordllama"
    min_answers: int = Field(2, ge=2, alias="minAnswers")

    @model_validator(mode="after")
    def _calibrated(self) -> SemanticConsistencyProbe:
        if self.tolerance is None:
            from genai_chaos.probes.consistency import default_threshold

            self.tolerance = Tolerance(min=default_threshold(self.backend))
        return self


class SemanticEntropyProbe(_Base):
    """Semantic entropy (bits) of the prompts sent, or of the answers."""

    type: Literal["semantic_entropy"]
    of: Literal["prompts", "answers"] = "prompts"
    backend: Backend = "wordllama"
    threshold: float = Field(0.3, gt=0, le=2)
    linkage: Literal["average", "single", "complete", "weighted"] = "average"


class TokenEntropyProbe(_Base):
    """Mean output token entropy (bits) of the answers that report it (``entropy`` or
    ``token_entropy`` in the answer, from the generator's log-probabilities)."""

    type: Literal["token_entropy"]


class SafetyConfidenceProbe(_Base):
    """Mean safety confidence: reported by the target (``safety_confidence`` in the
    answer) or, when it reports none (or with ``source: sanitizer``), computed by the
    prompt sanitizer over the prompts sent."""

    type: Literal["safety_confidence"]
    source: Literal["auto", "target", "sanitizer"] = "auto"


class MrrProbe(_Base):
    """Mean reciprocal rank of the cited sources against the prompt's ``relevant`` ids."""

    type: Literal["mrr"]


class HitRateProbe(_Base):
    """Share of prompts with at least one relevant source among the first ``k`` cited."""

    type: Literal["hit_rate"]
    k: int = Field(5, ge=1)


PROBE_MODELS: tuple[type[Strict], ...] = (
    SemanticConsistencyProbe,
    SemanticEntropyProbe,
    TokenEntropyProbe,
    SafetyConfidenceProbe,
    MrrProbe,
    HitRateProbe,
)
#: Probe types evaluated here, and the unit of each.
UNITS = {
    "semantic_consistency": "ratio",
    "semantic_entropy": "bits",
    "token_entropy": "bits",
    "safety_confidence": "ratio",
    "mrr": "ratio",
    "hit_rate": "ratio",
}
#: Whether a kind needs the answers' text kept in the records (``detail["text"]``).
NEEDS_TEXT = frozenset({"semantic_consistency"})


def needs_text(probe: Any) -> bool:
    """Whether ``probe`` reads answer text (the runner then keeps it in the records)."""
    return probe.type in NEEDS_TEXT or (
        probe.type == "semantic_entropy" and getattr(probe, "of", "") == "answers"
    )


def _prompt(record: RequestRecord, prompts: Sequence[PromptItem]) -> PromptItem | None:
    return prompts[record.index % len(prompts)] if prompts else None


def _mean(values: list[float]) -> tuple[float, int]:
    return (sum(values) / len(values) if values else math.nan), len(values)


def _numbers(records: Sequence[RequestRecord], *keys: str) -> list[float]:
    out = []
    for r in records:
        detail = r.detail or {}
        for key in keys:
            v = detail.get(key)
            if isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v):
                out.append(float(v))
                break
    return out


def _consistency(
    probe: SemanticConsistencyProbe,
    answered: Sequence[RequestRecord],
    prompts: Sequence[PromptItem],
) -> tuple[float, int]:
    from genai_chaos.probes.semantic import consistency_score

    by_prompt: dict[int, list[str]] = defaultdict(list)
    for r in answered:
        text = (r.detail or {}).get("text")
        if isinstance(text, str):
            by_prompt[r.index % len(prompts) if prompts else 0].append(text)
    groups = [texts for texts in by_prompt.values() if len(texts) >= probe.min_answers]
    scores = [consistency_score(texts, probe.backend) for texts in groups]
    return _mean(scores)[0], sum(len(g) for g in groups)


def _entropy(
    probe: SemanticEntropyProbe, sent: Sequence[RequestRecord], prompts: Sequence[PromptItem]
) -> tuple[float, int]:
    from genai_chaos.probes.entropy import text_entropy

    if probe.of == "prompts":
        texts = [p.prompt for r in sent if (p := _prompt(r, prompts)) is not None]
    else:
        texts = [
            t
            for r in sent
            if r.outcome not in _FAILED and isinstance(t := (r.detail or {}).get("text"), str)
        ]
    if not texts:
        return math.nan, 0
    return text_entropy(texts, probe.backend, probe.threshold, linkage=probe.linkage), len(texts)


def _ranks(
    records: Sequence[RequestRecord], prompts: Sequence[PromptItem], k: int | None
) -> list[float]:
    from genai_chaos.probes.retrieval import reciprocal_rank

    out = []
    for r in records:
        item = _prompt(r, prompts)
        if item is None or not item.relevant or r.outcome in _FAILED:
            continue
        sources = [str(s) for s in (r.detail or {}).get("sources", [])]
        if k is None:
            out.append(reciprocal_rank(sources, item.relevant))
        else:
            out.append(1.0 if set(item.relevant) & set(sources[:k]) else 0.0)
    return out


def value_of(
    probe: Any, records: Sequence[RequestRecord], prompts: Sequence[PromptItem] = ()
) -> tuple[float, int] | None:
    """``(value, samples)`` of one of this module's probe kinds over ``records``, or
    ``None`` when ``probe.type`` is not one of them. ``nan`` means "no data"."""
    kind = probe.type
    if kind not in UNITS:
        return None
    sent = [r for r in records if r.outcome != "dropped"]
    answered = [r for r in sent if r.outcome not in _FAILED]
    if kind == "semantic_consistency":
        return _consistency(probe, answered, prompts)
    if kind == "semantic_entropy":
        return _entropy(probe, sent, prompts)
    if kind == "token_entropy":
        return _mean(_numbers(answered, "token_entropy", "entropy"))
    if kind == "safety_confidence":
        reported = [] if probe.source == "sanitizer" else _numbers(sent, "safety_confidence")
        if reported or probe.source == "target":
            return _mean(reported)
        from genai_chaos.probes.safety import SafetyProbe

        texts = [p.prompt for r in sent if (p := _prompt(r, prompts)) is not None]
        summary = SafetyProbe().summary(texts)
        return summary.mean_confidence, summary.prompts
    if kind == "mrr":
        return _mean(_ranks(sent, prompts, None))
    return _mean(_ranks(sent, prompts, probe.k))
