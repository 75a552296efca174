"""Measuring a guard: labelled prompt sets, detection and false-positive rates with Wilson
confidence intervals.

(Placed here while the guards are the only users; the shared home of probes may take
:func:`wilson` later.)

>>> low, high = wilson(95, 100)
>>> round(low, 3), round(high, 3)
(0.888, 0.978)
>>> wilson(0, 0)
(0.0, 1.0)
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from importlib.resources import files
from typing import Any, Literal

Split = Literal["dev", "heldout"]


def wilson(successes: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval for a binomial proportion (95% with the default ``z``)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class Example:
    """One labelled prompt of the shipped set."""

    id: str
    text: str
    label: Literal["attack", "benign"]
    category: str
    group: str
    source: str


def load_split(split: Split) -> list[Example]:
    """The shipped development or held-out prompts (``guards/data/prompts_<split>.jsonl``)."""
    raw = (files("genai_chaos.guards") / "data" / f"prompts_{split}.jsonl").read_text("utf-8")
    return [Example(**json.loads(line)) for line in raw.splitlines() if line.strip()]


@dataclass(frozen=True)
class Rate:
    """``k`` of ``n``, as a point estimate with its Wilson 95% interval."""

    k: int
    n: int

    @property
    def value(self) -> float:
        return self.k / self.n if self.n else 0.0

    @property
    def ci95(self) -> tuple[float, float]:
        return wilson(self.k, self.n)

    def to_dict(self) -> dict[str, Any]:
        low, high = self.ci95
        return {"k": self.k, "n": self.n, "rate": round(self.value, 4),
                "ci95": [round(low, 4), round(high, 4)]}  # fmt: skip


@dataclass(frozen=True)
class Evaluation:
    """Detection (attacks rejected) and false positives (benign rejected) on a set."""

    detection: Rate
    false_positives: Rate
    missed: list[str] = field(default_factory=list)
    flagged: list[str] = field(default_factory=list)
    missed_by_category: dict[str, int] = field(default_factory=dict)
    flagged_by_category: dict[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "detection": self.detection.to_dict(),
            "false_positive_rate": self.false_positives.to_dict(),
            "missed_by_category": dict(sorted(self.missed_by_category.items())),
            "flagged_by_category": dict(sorted(self.flagged_by_category.items())),
            "missed_ids": list(self.missed),
            "flagged_ids": list(self.flagged),
        }


def evaluate(rejects: Callable[[str], bool], examples: Iterable[Example]) -> Evaluation:
    """Run ``rejects(text)`` over ``examples`` and count.

    >>> from genai_chaos.guards import Sanitizer
    >>> s = Sanitizer()
    >>> e = evaluate(lambda t: not s.check(t).allowed, load_split("dev")[:20])
    >>> e.detection.n + e.false_positives.n
    20
    """
    tp = n_attack = fp = n_benign = 0
    missed: list[Example] = []
    flagged: list[Example] = []
    for ex in examples:
        rejected = rejects(ex.text)
        if ex.label == "attack":
            n_attack += 1
            tp += rejected
            if not rejected:
                missed.append(ex)
        else:
            n_benign += 1
            fp += rejected
            if rejected:
                flagged.append(ex)
    return Evaluation(
        detection=Rate(tp, n_attack),
        false_positives=Rate(fp, n_benign),
        missed=[e.id for e in missed],
        flagged=[e.id for e in flagged],
        missed_by_category=dict(Counter(e.category for e in missed)),
        flagged_by_category=dict(Counter(e.category for e in flagged)),
    )
