"""The drift detector on traffic made of a few repeated questions.

Two questions whose top-1 scores differ by 42% (the reference service's "reset the
administrator password" at 0.779 and "forgot my login" at 0.451), asked in random order:
the share of each in a 30-search window moves by chance, and a median jumps from one
question's score to the other's. That is no drift, and it must raise no alarm; a real fall
of every score on the same traffic must still be flagged.
"""

from __future__ import annotations

import random

import pytest

from genai_chaos.guards.fallback import ScoreDriftDetector

#: the reference service's scores (top 3) for its two questions, and for the calibration
HIGH = [0.779, 0.5942, 0.5866]
LOW = [0.451, 0.4448, 0.4087]


def reference_like() -> ScoreDriftDetector:
    """Primed like the reference service's: 150 calibration searches with top-1 scores
    spread from 0.2 to 0.7 (the reference question set spans 0.19-0.67)."""
    detector = ScoreDriftDetector(window=30, baseline=150, max_top1_drop=0.2)
    rng = random.Random(7)
    calibration = []
    for _ in range(150):
        top = rng.uniform(0.2, 0.7)
        calibration.append([top, top - rng.uniform(0.0, 0.15), top - rng.uniform(0.15, 0.3)])
    detector.prime(calibration)
    assert detector.status().armed
    return detector


def two_questions(rng: random.Random, n: int, fall: float = 0.0) -> list[list[float]]:
    return [[s * (1 - fall) for s in (HIGH if rng.random() < 0.5 else LOW)] for _ in range(n)]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_changing_mix_of_two_repeated_questions_is_no_drift(seed: int) -> None:
    detector = reference_like()
    alarms = [
        i
        for i, s in enumerate(two_questions(random.Random(seed), 1000))
        if detector.observe(s).drifting
    ]
    assert alarms == [], f"{len(alarms)} false alarms, the first at search {alarms[0]}"
    assert detector.status().recent_new == 0  # every search repeats one the baseline holds


def test_a_window_of_repeated_searches_cannot_raise_an_alarm_however_the_mix_swings() -> None:
    detector = ScoreDriftDetector(window=30, baseline=150, max_top1_drop=0.2)
    detector.prime([HIGH] * 140 + [LOW] * 10)
    for _ in range(30):
        status = detector.observe(LOW)
    # the window's score fell 40% below the baseline's, but only by asking another question
    assert status.top1_drop is not None and status.top1_drop > 0.35
    assert status.recent_new == 0 and not status.drifting


@pytest.mark.parametrize("fall", [0.3, 0.35, 0.4])
def test_every_score_falling_on_the_same_traffic_is_flagged(fall: float) -> None:
    detector = reference_like()
    rng = random.Random(5)
    for scores in two_questions(rng, 500):
        assert not detector.observe(scores).drifting
    flags = [detector.observe(s).drifting for s in two_questions(rng, 300, fall)]
    first = flags.index(True)
    assert first < 30  # within one window
    assert all(flags[first:]), "the drifted period never becomes the new normal"
    status = detector.status()
    assert status.top1_drop is not None and status.top1_drop > 0.2
    assert status.recent_new == 30
    assert "30 of 30 recent searches new" in detector.message()


def test_the_ends_of_a_window_do_not_count() -> None:
    detector = ScoreDriftDetector(window=30, baseline=30, max_top1_drop=0.15)
    rng = random.Random(3)
    detector.prime([[rng.uniform(0.5, 0.7), 0.4] for _ in range(30)])
    recent = [[rng.uniform(0.5, 0.7), 0.4] for _ in range(27)] + [[-1.0, -1.1]] * 3
    for scores in recent:
        status = detector.observe(scores)
    # three searches that found nothing related (10% of the window) are cut off; their
    # mean with the others would be 27% lower
    assert not status.drifting
    middle = sorted(s[0] for s in recent)[3:27]
    assert status.recent_top1 == pytest.approx(sum(middle) / len(middle))
    assert status.top1_drop is not None and status.top1_drop < 0.05


def test_the_reference_service_answers_two_repeated_questions_from_its_vector_index() -> None:
    pytest.importorskip("faiss")
    pytest.importorskip("wordllama")
    from genai_chaos.reference.pipeline import Pipeline

    pipeline = Pipeline()
    questions = [
        "how do I reset the administrator password",
        "forgot my login, can I fix it myself without calling anyone?",
    ]
    rng = random.Random(1)
    sources = [pipeline.ask(rng.choice(questions)).retrieval for _ in range(400)]
    assert sources.count("vector") == 400, f"{sources.count('keyword')} keyword answers"
