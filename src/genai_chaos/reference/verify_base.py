"""What every experiment of :mod:`~genai_chaos.reference.verify` shares: rows and context."""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from genai_chaos.reference.corpus import Question, load_questions
from genai_chaos.reference.pipeline import Pipeline


@dataclass
class Row:
    """One line of the table: what ran, what was measured, whether it met expectations."""

    experiment: str
    condition: str
    measured: str
    expected: str
    holds: bool | None
    numbers: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready."""
        return {
            "experiment": self.experiment,
            "condition": self.condition,
            "measured": self.measured,
            "expected": self.expected,
            "holds": self.holds,
            "numbers": self.numbers,
        }


@dataclass
class Context:
    """The two pipelines (guards off and on) and the questions the experiments use."""

    naive: Pipeline
    guarded: Pipeline
    questions: Sequence[Question]

    @classmethod
    def build(cls, backend: str = "wordllama", questions: int | None = None) -> Context:
        """Pipelines on ``backend``; the first ``questions`` labelled questions (all)."""
        qs = load_questions()
        return cls(
            Pipeline(backend=backend, guards=False),
            Pipeline(backend=backend, guards=True),
            qs if questions is None else qs[:questions],
        )


def mean(values: Sequence[float]) -> float:
    return round(statistics.fmean(values), 4) if values else 0.0


def hit(ids: Sequence[str | None], q: Question) -> bool:
    return any(i in q.relevant for i in ids)
