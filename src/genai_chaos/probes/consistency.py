"""SLOv2: semantic consistency as a steady-state signal, and its calibrated thresholds.

The score (source 4.2) is the mean pairwise cosine similarity of answers to one fixed
prompt (:func:`~genai_chaos.probes.semantic.consistency_score`). The
:class:`ConsistencyMonitor` follows the source's procedure, every number configurable:

* sample one answer every ``interval_s`` (5 s) and keep the last ``window`` (W = 12);
* score the window after each sample (once it holds ``min_samples``, W by default);
* **steady** once ``confirm`` (3) consecutive window scores are at or above the threshold;
* **alarm** when the score has stayed below the threshold for more than ``alarm_after_s``
  (60 s); the alarm clears at the first score back at or above it.

The clock and the sleep are injectable, so a test runs an hour of monitoring in
milliseconds.

The source's threshold (0.85) was set for its own encoder. Thresholds here are calibrated
per backend on a shipped labelled set (``data/answer_groups.json``: groups of consistent
paraphrases and inconsistent answers) by :func:`calibrate`; :data:`DEFAULT_THRESHOLDS`
holds the result (a test keeps it current).

>>> t = [0.0]
>>> m = ConsistencyMonitor(embed=lambda texts: [[1.0, 0.0]] * len(texts), threshold=0.8,
...                        window=3, clock=lambda: t[0])
>>> for _ in range(5):
...     status = m.observe("same answer"); t[0] += 5
>>> status.score, status.steady, status.alarm
(1.0, True, False)
"""

from __future__ import annotations

import itertools
import json
import math
import time
from collections import deque
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

import numpy as np

from genai_chaos.probes.semantic import (
    DEFAULT_BACKEND,
    EmbedFn,
    Matrix,
    as_matrix,
    consistency_score,
    resolve_embedder,
    unit_rows,
)

#: Thresholds from :func:`calibrate` on the shipped answer groups (midpoint of the
#: interval that maximises Youden's J); a test recomputes them.
DEFAULT_THRESHOLDS = {"wordllama": 0.5697, "minilm": 0.6528}
#: The source's threshold, for its own (unnamed, 768-d BERT) encoder.
SOURCE_THRESHOLD = 0.85


def default_threshold(backend: str = DEFAULT_BACKEND) -> float:
    """The calibrated threshold of ``backend``.

    >>> default_threshold("wordllama")
    0.5697
    """
    try:
        return DEFAULT_THRESHOLDS[backend]
    except KeyError:
        known = ", ".join(DEFAULT_THRESHOLDS)
        raise ValueError(f"no calibrated threshold for {backend!r} (known: {known})") from None


# -- calibration ---------------------------------------------------------------------------


@dataclass(frozen=True)
class AnswerGroup:
    """Answers to one question, labelled consistent or not."""

    id: str
    consistent: bool
    kind: str
    question: str
    answers: tuple[str, ...]


def load_answer_groups() -> list[AnswerGroup]:
    """The shipped labelled groups (IT-helpdesk answers)."""
    raw = json.loads(
        resources.files("genai_chaos.probes").joinpath("data/answer_groups.json").read_text()
    )
    return [
        AnswerGroup(
            g["id"], g["label"] == "consistent", g["kind"], g["question"], tuple(g["answers"])
        )
        for g in raw["groups"]
    ]


def roc_auc(scores: Sequence[float], positive: Sequence[bool]) -> float:
    """ROC AUC: the chance that a random positive scores above a random negative (ties
    count one half). ``nan`` without both classes.

    >>> roc_auc([0.9, 0.8, 0.3, 0.8], [True, True, False, False])
    0.875
    """
    pos = [s for s, p in zip(scores, positive, strict=True) if p]
    neg = [s for s, p in zip(scores, positive, strict=True) if not p]
    if not pos or not neg:
        return math.nan
    wins = sum((p > n) + 0.5 * (p == n) for p in pos for n in neg)
    return wins / (len(pos) * len(neg))


def best_threshold(scores: Sequence[float], positive: Sequence[bool]) -> float:
    """The threshold (score >= threshold means consistent) that maximises Youden's J
    (true-positive rate minus false-positive rate); among equally good ones, the middle
    of the widest gap between neighbouring scores, so that it sits away from both classes.

    >>> best_threshold([0.9, 0.8, 0.4, 0.2], [True, True, False, False])
    0.6
    """
    values = sorted(set(scores))
    if len(values) < 2:
        raise ValueError("calibration needs at least two distinct scores")
    n_pos = sum(positive)
    n_neg = len(positive) - n_pos
    if not n_pos or not n_neg:
        raise ValueError("calibration needs both consistent and inconsistent groups")
    best: tuple[float, float, float] | None = None  # (J, gap, threshold)
    for low, high in itertools.pairwise(values):
        cut = (low + high) / 2
        tpr = sum(1 for s, p in zip(scores, positive, strict=True) if p and s >= cut) / n_pos
        fpr = sum(1 for s, p in zip(scores, positive, strict=True) if not p and s >= cut) / n_neg
        key = (round(tpr - fpr, 12), high - low, cut)
        if best is None or key[:2] > best[:2]:
            best = key
    assert best is not None
    return round(best[2], 4)


@dataclass(frozen=True)
class Calibration:
    """How well a backend separates the labelled groups, and the threshold it gets."""

    backend: str
    threshold: float
    auc: float
    true_positive_rate: float
    false_positive_rate: float
    groups: int
    scores: dict[str, float] = field(default_factory=dict, repr=False)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready."""
        return {
            "backend": self.backend,
            "threshold": self.threshold,
            "auc": round(self.auc, 4),
            "tpr": round(self.true_positive_rate, 4),
            "fpr": round(self.false_positive_rate, 4),
            "groups": self.groups,
        }


def calibrate(
    embed: str | EmbedFn = DEFAULT_BACKEND, groups: Sequence[AnswerGroup] | None = None
) -> Calibration:
    """Score every labelled group with ``embed`` and pick the threshold (see
    :func:`best_threshold`); report the ROC AUC and the rates at that threshold."""
    groups = list(groups) if groups is not None else load_answer_groups()
    fn = resolve_embedder(embed)
    scores = [consistency_score(g.answers, fn) for g in groups]
    labels = [g.consistent for g in groups]
    threshold = best_threshold(scores, labels)
    pos = [s for s, p in zip(scores, labels, strict=True) if p]
    neg = [s for s, p in zip(scores, labels, strict=True) if not p]
    return Calibration(
        embed if isinstance(embed, str) else getattr(embed, "__qualname__", "custom"),
        threshold,
        roc_auc(scores, labels),
        sum(s >= threshold for s in pos) / len(pos),
        sum(s >= threshold for s in neg) / len(neg),
        len(groups),
        {g.id: round(s, 4) for g, s in zip(groups, scores, strict=True)},
    )


# -- the monitor ---------------------------------------------------------------------------

Sample = str | Sequence[str]


@dataclass(frozen=True)
class ConsistencyStatus:
    """The monitor after one sample.

    ``state``: ``warming`` (window not full yet), ``unconfirmed`` (at or above the threshold
    but not yet for ``confirm`` windows), ``steady``, ``below`` (under the threshold, not yet
    for ``alarm_after_s``), ``alarm``.
    """

    time: float
    score: float
    std: float
    samples: int
    state: str
    steady: bool
    alarm: bool
    below_for: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready (``nan`` as ``None``)."""
        return {
            "time": self.time,
            "score": None if math.isnan(self.score) else round(self.score, 6),
            "std": None if math.isnan(self.std) else round(self.std, 6),
            "samples": self.samples,
            "state": self.state,
            "steady": self.steady,
            "alarm": self.alarm,
            "below_for": round(self.below_for, 3),
        }


Callback = Callable[[ConsistencyStatus], None]


class ConsistencyMonitor:
    """SLOv2's dynamic steady-state check (see the module docstring).

    ``sample``: what :meth:`tick` calls to get one answer (a string) or several; ``embed``:
    a backend name or an embedding function; ``threshold``: the backend's calibrated one
    when ``None``. ``on_steady``, ``on_alarm``, ``on_clear`` are called on those
    transitions. Answers whose embedding is a zero vector (empty text) count as
    dissimilar to everything; a sample that raises is counted in :attr:`failures` and
    skipped (request failures are the error-rate probe's business).
    """

    def __init__(
        self,
        sample: Callable[[], Sample] | None = None,
        *,
        embed: str | EmbedFn = DEFAULT_BACKEND,
        threshold: float | None = None,
        interval_s: float = 5.0,
        window: int = 12,
        confirm: int = 3,
        alarm_after_s: float = 60.0,
        min_samples: int | None = None,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], None] = time.sleep,
        on_steady: Callback | None = None,
        on_alarm: Callback | None = None,
        on_clear: Callback | None = None,
        history: int = 10_000,
    ) -> None:
        if window < 2:
            raise ValueError("window must hold at least two samples")
        if not 2 <= (min_samples or window) <= window:
            raise ValueError(f"min_samples must be between 2 and window ({window})")
        if interval_s <= 0 or alarm_after_s < 0 or confirm < 1:
            raise ValueError("interval_s must be positive, alarm_after_s >= 0, confirm >= 1")
        if threshold is None:
            threshold = default_threshold(embed) if isinstance(embed, str) else None
            if threshold is None:
                raise ValueError("give a threshold with a custom embedding function")
        self.sample = sample
        self.embed = resolve_embedder(embed)
        self.threshold = float(threshold)
        self.interval_s = interval_s
        self.window = window
        self.confirm = confirm
        self.alarm_after_s = alarm_after_s
        self.min_samples = min_samples or window
        self.clock = clock
        self.sleep = sleep
        self.on_steady, self.on_alarm, self.on_clear = on_steady, on_alarm, on_clear
        self.failures = 0
        self.history: deque[ConsistencyStatus] = deque(maxlen=history)
        self._vectors: deque[Matrix] = deque(maxlen=window)
        self._ok_streak = 0
        self._below_since: float | None = None
        self._steady = False
        self._alarm = False
        self._dim: int | None = None

    @property
    def status(self) -> ConsistencyStatus | None:
        """The latest status (``None`` before the first sample)."""
        return self.history[-1] if self.history else None

    def reset(self) -> None:
        """Forget the window and the state (the history stays)."""
        self._vectors.clear()
        self._ok_streak, self._below_since = 0, None
        self._steady = self._alarm = False

    def observe(self, answers: Sample, now: float | None = None) -> ConsistencyStatus:
        """Add one answer (or several, from one sampling round) and evaluate."""
        texts = [answers] if isinstance(answers, str) else [str(a) for a in answers]
        if not texts:
            raise ValueError("a sample needs at least one answer")
        vectors = as_matrix(self.embed(texts), dim=self._dim, name="embedder output")
        return self.observe_embeddings(vectors, now)

    def observe_embeddings(self, vectors: Any, now: float | None = None) -> ConsistencyStatus:
        """Add already-embedded answers (rows) and evaluate."""
        matrix = unit_rows(as_matrix(vectors, dim=self._dim))
        if matrix.shape[0] == 0:
            raise ValueError("a sample needs at least one embedding")
        self._dim = matrix.shape[1]
        for row in matrix:
            self._vectors.append(row)
        return self._evaluate(self.clock() if now is None else now)

    def _evaluate(self, now: float) -> ConsistencyStatus:
        n = len(self._vectors)
        if n < self.min_samples:
            status = ConsistencyStatus(now, math.nan, math.nan, n, "warming", False, False)
            self.history.append(status)
            return status
        unit = np.stack(list(self._vectors))
        gram = unit @ unit.T
        sims = gram[np.triu_indices(n, k=1)]
        score, std = float(np.clip(sims.mean(), -1, 1)), float(sims.std())
        was_steady, was_alarm = self._steady, self._alarm
        if score >= self.threshold:
            self._ok_streak += 1
            self._below_since = None
            self._alarm = False
            self._steady = self._ok_streak >= self.confirm
        else:
            self._ok_streak = 0
            self._steady = False
            if self._below_since is None:
                self._below_since = now
            self._alarm = now - self._below_since > self.alarm_after_s
        below_for = 0.0 if self._below_since is None else now - self._below_since
        if self._alarm:
            state = "alarm"
        elif self._below_since is not None:
            state = "below"
        else:
            state = "steady" if self._steady else "unconfirmed"
        status = ConsistencyStatus(now, score, std, n, state, self._steady, self._alarm, below_for)
        self.history.append(status)
        if self._steady and not was_steady and self.on_steady:
            self.on_steady(status)
        if self._alarm and not was_alarm and self.on_alarm:
            self.on_alarm(status)
        if was_alarm and not self._alarm and self.on_clear:
            self.on_clear(status)
        return status

    def tick(self) -> ConsistencyStatus | None:
        """Take one sample with ``sample`` and evaluate; ``None`` when sampling failed."""
        if self.sample is None:
            raise ValueError("this monitor has no sample function: call observe() instead")
        try:
            answers = self.sample()
        except Exception:
            self.failures += 1
            return None
        return self.observe(answers)

    def run(
        self, *, duration_s: float | None = None, ticks: int | None = None
    ) -> list[ConsistencyStatus]:
        """Sample every ``interval_s`` (on the injected clock) for ``duration_s`` or
        ``ticks`` samples; returns the statuses of this run."""
        if duration_s is None and ticks is None:
            raise ValueError("give duration_s or ticks: the run must end")
        start = self.clock()
        out: list[ConsistencyStatus] = []
        n = 0
        while (ticks is None or n < ticks) and (
            duration_s is None or self.clock() - start < duration_s
        ):
            due = start + n * self.interval_s
            wait = due - self.clock()
            if wait > 0:
                self.sleep(wait)
            status = self.tick()
            if status is not None:
                out.append(status)
            n += 1
        return out

    async def arun(
        self,
        sample: Callable[[], Awaitable[Sample]],
        *,
        duration_s: float | None = None,
        ticks: int | None = None,
        sleep: Callable[[float], Awaitable[None]] | None = None,
    ) -> list[ConsistencyStatus]:
        """:meth:`run` for an async ``sample`` (``asyncio.sleep`` unless ``sleep``)."""
        import asyncio

        if duration_s is None and ticks is None:
            raise ValueError("give duration_s or ticks: the run must end")
        pause = sleep or asyncio.sleep
        start = self.clock()
        out: list[ConsistencyStatus] = []
        n = 0
        while (ticks is None or n < ticks) and (
            duration_s is None or self.clock() - start < duration_s
        ):
            wait = start + n * self.interval_s - self.clock()
            if wait > 0:
                await pause(wait)
            n += 1
            try:
                answers = await sample()
            except Exception:
                self.failures += 1
                continue
            out.append(self.observe(answers))
        return out
