"""The verify experiments compare paired measurements: before and after a fault, guards
off and on, each side asks the same questions in the same order."""

from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import Callable, Sequence
from typing import Any, cast

import pytest

from genai_chaos.inject.engine import current_request_id
from genai_chaos.reference.corpus import Question, load_questions
from genai_chaos.reference.pipeline import Pipeline
from genai_chaos.reference.verify import (
    base64_jailbreak,
    latency_budget,
    malformed_json,
    zero_recall,
)
from genai_chaos.reference.verify_base import Context
from genai_chaos.reference.verify_drift import drift_sweep, embedding_drift

#: (pipeline, phase) -> the questions asked, in order; the phase is the request id
#: without its last part ("clean", "drift/random/query", "json/truncated", ...)
Seen = dict[tuple[str, str], list[str]]


class _Noted:
    """Forwards to ``inner``, noting the question of each ``ask`` and ``retrieve``."""

    def __init__(self, inner: Any, name: str, seen: Seen) -> None:
        self._inner, self._name, self._seen = inner, name, seen

    def _note(self, question: str, rid: str | None) -> None:
        assert rid is not None, "every experiment request carries a request id"
        self._seen[(self._name, rid.rpartition("/")[0])].append(question)

    def ask(self, question: str, *, request_id: str, **kwargs: Any) -> Any:
        self._note(question, request_id)
        return self._inner.ask(question, request_id=request_id, **kwargs)

    def retrieve(self, question: str, k: int) -> Any:
        self._note(question, current_request_id())
        return self._inner.retrieve(question, k)

    @property
    def fallback(self) -> _Noted:
        return _Noted(self._inner.fallback, self._name, self._seen)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


@pytest.fixture(scope="module")
def questions() -> Sequence[Question]:
    return load_questions()[:6]


def run(
    experiment: Callable[[Context], object],
    naive: Pipeline,
    guarded: Pipeline,
    questions: Sequence[Question],
) -> Seen:
    logging.getLogger("genai_chaos.guards.sanitizer").setLevel(logging.ERROR)
    seen: Seen = defaultdict(list)
    noted = (_Noted(naive, "naive", seen), _Noted(guarded, "guarded", seen))
    experiment(Context(cast(Pipeline, noted[0]), cast(Pipeline, noted[1]), questions))
    return dict(seen)


@pytest.mark.parametrize("experiment", [embedding_drift, drift_sweep], ids=lambda f: f.__name__)
def test_drift_before_and_after_retrieve_the_same_questions(
    experiment: Callable[[Context], object],
    naive: Pipeline,
    guarded: Pipeline,
    questions: Sequence[Question],
) -> None:
    seen = run(experiment, naive, guarded, questions)
    phases = {phase for _, phase in seen}
    assert "clean" in phases and len(phases) >= 2  # before, and at least one after
    every = [q.question for q in questions]
    for key, asked in seen.items():  # a sweep asks them again at every magnitude
        rounds = len(asked) // len(every)
        assert rounds and asked == every * rounds, (key, asked)


@pytest.mark.parametrize(
    "experiment",
    [
        zero_recall,
        lambda ctx: latency_budget(ctx, requests=2, delay_ms=20),
        lambda ctx: malformed_json(ctx, per_mode=4),
        lambda ctx: base64_jailbreak(ctx, seeds=1),
    ],
    ids=["zero_recall", "latency_budget", "malformed_json", "base64_jailbreak"],
)
def test_guards_off_and_on_are_asked_the_same_questions(
    experiment: Callable[[Context], object],
    naive: Pipeline,
    guarded: Pipeline,
    questions: Sequence[Question],
) -> None:
    seen = run(experiment, naive, guarded, questions)
    phases = {phase for _, phase in seen}
    assert phases
    for phase in phases:
        off, on = seen.get(("naive", phase)), seen.get(("guarded", phase))
        assert off and off == on, (phase, off, on)
