"""SLOv2 on the reference service: a generation fault on half the requests raises the
alarm and the score recovers after; the generator's own sampling does not alarm."""

from __future__ import annotations

import json
from collections.abc import Iterator

import numpy as np
import pytest

from genai_chaos.faults import create_fault
from genai_chaos.faults.semantic import load_pool
from genai_chaos.inject.wrap import faults_enabled
from genai_chaos.probes.consistency import ConsistencyMonitor

pytest.importorskip("faiss")
from genai_chaos.reference.corpus import load_questions
from genai_chaos.reference.pipeline import Pipeline

#: prompts whose answers at temperature 0.2 are steady (some are not: see the docs)
PROMPTS = [0, 1, 10]


def json_answers(texts: list[str]) -> list[str]:
    # the service validates the generator's JSON: a wrong answer that passes validation
    return [
        json.dumps({"answer": t, "sources": [], "confidence": 0.9, "grounded": True}) for t in texts
    ]


@pytest.fixture(scope="module")
def pipeline() -> Iterator[Pipeline]:
    yield Pipeline()


def phases(pipeline: Pipeline, question: str, fault: object) -> tuple[list, list, list]:  # type: ignore[type-arg]
    rng = np.random.default_rng(0)
    now = [0.0]
    monitor = ConsistencyMonitor(
        lambda: pipeline.ask(question, temperature=0.2, seed=int(rng.integers(2**31))).answer,
        embed="wordllama",
        clock=lambda: now[0],
        sleep=lambda s: now.__setitem__(0, now[0] + s),
    )
    clean = monitor.run(duration_s=180)
    with faults_enabled("reference.generator", fault):  # type: ignore[arg-type]
        faulty = monitor.run(duration_s=180)
    after = monitor.run(duration_s=180)
    return clean, faulty, after


@pytest.mark.parametrize("kind", ["off_topic", "wrong_article"])
@pytest.mark.parametrize("index", PROMPTS)
def test_generation_fault_raises_the_alarm_and_it_recovers(
    pipeline: Pipeline, index: int, kind: str
) -> None:
    questions = [q.question for q in load_questions()]
    if kind == "off_topic":
        pool = json_answers(list(load_pool("off_topic_answers.json")))
    else:  # plausible help-desk answers, to other questions
        pool = json_answers([pipeline.ask(q).answer for q in questions[100:130:3]])
    fault = create_fault("off_topic_answer", answers=pool, probability=0.5, seed=3)
    clean, faulty, after = phases(pipeline, questions[index], fault)
    assert any(s.steady for s in clean) and not any(s.alarm for s in clean)
    assert any(s.alarm for s in faulty)
    assert min(s.score for s in faulty) < 0.5
    assert after[-1].steady and not after[-1].alarm
