"""The sanitizer's safety confidence as a probe.

``safety_confidence = 1 - risk`` of the prompt sanitizer's verdict
(:class:`genai_chaos.guards.Sanitizer`): what the source calls the safety classifier's
confidence. An encoded jailbreak should lower it; clean traffic keeps it near 1.

>>> probe = SafetyProbe()
>>> probe.confidence("how do I reset my password") > 0.5
True
>>> probe.summary(["how do I reset my password"]).to_dict()["rejected_rate"]
0.0
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class SafetySummary:
    """Safety confidence over a batch of prompts: mean, minimum, and share rejected."""

    prompts: int
    mean_confidence: float
    min_confidence: float
    rejected_rate: float

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready (``nan`` as ``None``)."""

        def num(v: float) -> float | None:
            return None if math.isnan(v) else round(v, 6)

        return {
            "prompts": self.prompts,
            "mean_confidence": num(self.mean_confidence),
            "min_confidence": num(self.min_confidence),
            "rejected_rate": num(self.rejected_rate),
        }


class SafetyProbe:
    """Runs prompts through a sanitizer and reads its verdicts: the one given, or a fresh
    one with the named ``layers`` (:mod:`genai_chaos.guards.sanitizer.layers`: ``default``,
    rules and the word classifier, unless named; ``tuned`` and ``contextual`` need the
    ``minilm`` extra and raise :class:`~genai_chaos.guards.sanitizer.LayersUnavailable`
    without it).

    >>> SafetyProbe(layers="rules").sanitizer.classifier is None
    True
    """

    def __init__(self, sanitizer: Any = None, *, layers: str | None = None) -> None:
        if sanitizer is not None and layers is not None:
            raise ValueError(
                f"SafetyProbe: give a sanitizer or layers={layers!r}, not both (the layers "
                "name the sanitizer to build)"
            )
        if sanitizer is None:
            from genai_chaos.guards.sanitizer.layers import DEFAULT, build

            sanitizer = build(DEFAULT if layers is None else layers)
        self.sanitizer = sanitizer

    def confidence(self, prompt: str) -> float:
        """The safety confidence (0..1) of one prompt."""
        return float(self.sanitizer.check(prompt).safety_confidence)

    def summary(self, prompts: Iterable[str]) -> SafetySummary:
        """Mean and minimum confidence and the rejected share over ``prompts``."""
        values, rejected = [], 0
        for prompt in prompts:
            verdict = self.sanitizer.check(prompt)
            values.append(float(verdict.safety_confidence))
            rejected += not verdict.allowed
        if not values:
            return SafetySummary(0, math.nan, math.nan, math.nan)
        return SafetySummary(
            len(values), sum(values) / len(values), min(values), rejected / len(values)
        )
