"""Is the vector search healthy? Signals read from what it returns, never from fault markers.

The check looks at what any vector store exposes: the query vector (when the store lets
us see it), the hits and their scores, and how those scores compare with recent history.

=====================  ===========================================================
signal                 observed when
=====================  ===========================================================
``search_error``       the vector search raised (FAISS rejects a query of the wrong
                       width with an ``AssertionError``; a store may be unreachable)
``invalid_vector``     the query vector holds NaN or infinity, or has zero length
``dimension_mismatch`` the query vector's width differs from the index's
``no_results``         no hits at all
``invalid_scores``     a hit's score is NaN, infinite or FAISS's ``FLT_MAX`` sentinel
``low_scores``         every score is under ``min_score``
``drift``              the top-1 score (or top-1/top-2 margin) of a recent window,
                       averaged over its middle 80%, fell against a baseline window, and
                       most of the recent searches returned scores the baseline has not
                       seen (:class:`ScoreDriftDetector`)
=====================  ===========================================================

>>> check = HealthCheck(min_score=0.3)
>>> check.check_results([Doc("VPN setup", score=0.12), Doc("Printers", score=0.08)]).reasons
['low_scores']
>>> check.check_results([Doc("VPN setup", score=0.72)]).healthy
True
"""

from __future__ import annotations

import bisect
import math
import threading
from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

import numpy as np

from genai_chaos.faults.base import Doc

#: FAISS answers ``FLT_MAX`` (or ``-FLT_MAX``) as the distance of a missing neighbour.
_SENTINEL = 3.0e38

#: Share of a window's sorted values cut at each end before averaging (the middle 80% count).
_TRIM = 0.1


class Signal(StrEnum):
    """Why a vector search result was judged unhealthy (see the module docstring)."""

    SEARCH_ERROR = "search_error"
    INVALID_VECTOR = "invalid_vector"
    DIMENSION_MISMATCH = "dimension_mismatch"
    NO_RESULTS = "no_results"
    INVALID_SCORES = "invalid_scores"
    LOW_SCORES = "low_scores"
    DRIFT = "drift"


@dataclass
class HealthReport:
    """The verdict on one search: healthy, or the signals seen and a sentence for each."""

    healthy: bool = True
    reasons: list[str] = field(default_factory=list)
    messages: list[str] = field(default_factory=list)

    def flag(self, signal: Signal, message: str) -> None:
        """Record ``signal`` (with a sentence saying what was observed)."""
        self.healthy = False
        self.reasons.append(str(signal))
        self.messages.append(message)

    @classmethod
    def failed(cls, signal: Signal, message: str) -> HealthReport:
        """A report with a single signal."""
        report = cls()
        report.flag(signal, message)
        return report


@dataclass
class DriftStatus:
    """What the drift detector last computed (``None`` where it has too few samples)."""

    armed: bool
    drifting: bool
    baseline_top1: float | None = None
    recent_top1: float | None = None
    top1_drop: float | None = None
    baseline_margin: float | None = None
    recent_margin: float | None = None
    margin_drop: float | None = None
    #: how many searches of the recent window returned a top-1 score and margin that no
    #: search of the baseline returned (new evidence; a repeated search is not)
    recent_new: int | None = None


def _drop(before: float, now: float) -> float:
    """Relative fall from ``before`` to ``now`` (positive when it fell)."""
    return (before - now) / max(abs(before), 1e-9)


_Sample = tuple[float, float | None]


class _Window:
    """The last ``size`` samples ``(top1, margin)``, with sorted copies (for trimmed means)
    and a count of each distinct sample (to tell a repeated search from a new one)."""

    __slots__ = ("counts", "margins", "samples", "size", "tops")

    def __init__(self, size: int) -> None:
        self.size = size
        self.samples: deque[_Sample] = deque()
        self.tops: list[float] = []
        self.margins: list[float] = []
        self.counts: dict[_Sample, int] = {}

    def __len__(self) -> int:
        return len(self.samples)

    def add(self, sample: _Sample) -> _Sample | None:
        """Append ``sample``; returns the sample pushed out, if the window was full."""
        evicted = None
        if len(self.samples) == self.size:
            evicted = self.samples.popleft()
            del self.tops[bisect.bisect_left(self.tops, evicted[0])]
            if evicted[1] is not None:
                del self.margins[bisect.bisect_left(self.margins, evicted[1])]
            left = self.counts[evicted] - 1
            if left:
                self.counts[evicted] = left
            else:
                del self.counts[evicted]
        self.samples.append(sample)
        bisect.insort(self.tops, sample[0])
        if sample[1] is not None:
            bisect.insort(self.margins, sample[1])
        self.counts[sample] = self.counts.get(sample, 0) + 1
        return evicted

    def clear(self) -> None:
        self.samples.clear()
        self.tops.clear()
        self.margins.clear()
        self.counts.clear()


def _trimmed_mean(ordered: list[float]) -> float:
    """The mean of the middle 80% of ``ordered`` (sorted, not empty). Unlike a median it
    moves smoothly when the traffic mix shifts between questions of different scores (a
    median jumps from one question's score to the other's), and unlike a mean it ignores
    the odd outlier at either end."""
    cut = int(len(ordered) * _TRIM)
    middle = ordered[cut : len(ordered) - cut]
    return sum(middle) / len(middle)


class ScoreDriftDetector:
    """Flags a fall of the top-1 score (or the top-1/top-2 margin) against a baseline.

    Every observed search contributes its top-1 score and its margin. The first
    ``baseline`` searches fill the baseline; after that each one enters a recent window of
    ``window`` searches, and a search leaving the window joins the (rolling) baseline
    unless drift is flagged at that moment, so a drifted period never becomes the new
    normal. Each window is summarised by the mean of the middle 80% of its sorted values
    (a trimmed mean). Drift is flagged when the recent top-1 falls by more than
    ``max_top1_drop`` (relative) below the baseline's, or the margin by more than
    ``max_margin_drop``, and at least ``min_samples`` of the recent searches are new: a
    search whose top-1 score and margin equal those of a baseline search is the same search
    answered as before, evidence of no drift, and a fall made of such searches is a shift
    of the traffic mix (a few repeated questions asked in changing proportions). Drift
    clears when both falls are back under half the threshold (hysteresis, so the verdict
    does not flap) or the new searches are too few.

    A drift that creeps in slower than the baseline rolls is absorbed; pass
    ``freeze_baseline=True`` to compare against the first baseline for ever.

    >>> d = ScoreDriftDetector(window=4, baseline=4)
    >>> for _ in range(8):
    ...     _ = d.observe([0.80, 0.55])
    >>> d.drifting
    False
    >>> for _ in range(3):
    ...     _ = d.observe([0.52, 0.45])
    >>> d.drifting, round(d.status().top1_drop or 0, 2), d.status().recent_new
    (True, 0.26, 3)
    """

    def __init__(
        self,
        *,
        window: int = 20,
        baseline: int = 60,
        max_top1_drop: float = 0.12,
        max_margin_drop: float | None = None,
        min_samples: int | None = None,
        freeze_baseline: bool = False,
        higher_is_better: bool = True,
    ) -> None:
        if window < 1 or baseline < 1:
            raise ValueError("window and baseline hold at least one search each")
        if not 0 < max_top1_drop <= 1 or (max_margin_drop is not None and max_margin_drop <= 0):
            raise ValueError("max_top1_drop is in (0, 1] and max_margin_drop above 0")
        self.window = window
        self.baseline_size = baseline
        self.max_top1_drop = max_top1_drop
        self.max_margin_drop = max_margin_drop
        self.min_samples = max(
            1, min(window, window // 2 + 1 if min_samples is None else min_samples)
        )
        self.freeze_baseline = freeze_baseline
        self._sign = 1.0 if higher_is_better else -1.0
        self._baseline = _Window(baseline)
        self._recent = _Window(window)
        self._status = DriftStatus(armed=False, drifting=False)
        self._lock = threading.Lock()

    @property
    def drifting(self) -> bool:
        """Whether drift is flagged now."""
        return self._status.drifting

    def status(self) -> DriftStatus:
        """The trimmed means, falls and new-search count of the last evaluation."""
        return self._status

    def reset(self) -> None:
        """Forget everything (after a planned model change, for example)."""
        with self._lock:
            self._baseline.clear()
            self._recent.clear()
            self._status = DriftStatus(armed=False, drifting=False)

    def prime(self, score_lists: Iterable[Sequence[float]]) -> None:
        """Fill the baseline from searches known to be healthy (a calibration run)."""
        samples = [s for s in map(self._sample, score_lists) if s is not None]
        with self._lock:
            for sample in samples:
                self._baseline.add(sample)
            self._status.armed = len(self._baseline) >= self.baseline_size

    def _sample(self, scores: Sequence[float]) -> _Sample | None:
        ranked = sorted((self._sign * float(s) for s in scores), reverse=True)
        if not ranked or not all(math.isfinite(s) for s in ranked):
            return None
        return ranked[0], (ranked[0] - ranked[1]) if len(ranked) > 1 else None

    def observe(self, scores: Sequence[float]) -> DriftStatus:
        """Add one search's scores (any order) and re-evaluate (thread-safe)."""
        sample = self._sample(scores)
        if sample is None:
            return self._status
        with self._lock:
            return self._observe(sample)

    def _observe(self, sample: _Sample) -> DriftStatus:
        if len(self._baseline) < self.baseline_size and not self._recent:
            self._baseline.add(sample)
            self._status.armed = len(self._baseline) >= self.baseline_size
            return self._status
        leaving = self._recent.add(sample)
        if leaving is not None and not self._status.drifting and not self.freeze_baseline:
            self._baseline.add(leaving)
        self._evaluate()
        return self._status

    def _evaluate(self) -> None:
        st = self._status
        base, recent = self._baseline, self._recent
        if len(recent) < self.min_samples:
            return
        st.recent_new = sum(1 for s in recent.samples if s not in base.counts)
        st.baseline_top1 = _trimmed_mean(base.tops)
        st.recent_top1 = _trimmed_mean(recent.tops)
        st.top1_drop = _drop(st.baseline_top1, st.recent_top1)
        worst = st.top1_drop / self.max_top1_drop
        if base.margins and len(recent.margins) >= self.min_samples:
            st.baseline_margin = _trimmed_mean(base.margins)
            st.recent_margin = _trimmed_mean(recent.margins)
            st.margin_drop = _drop(st.baseline_margin, st.recent_margin)
            if self.max_margin_drop is not None:
                worst = max(worst, st.margin_drop / self.max_margin_drop)
        fell = worst > 0.5 if st.drifting else worst > 1.0
        st.drifting = fell and st.recent_new >= self.min_samples

    def message(self) -> str:
        """A sentence on the current drift verdict."""
        st = self._status
        parts = []
        if st.top1_drop is not None and st.baseline_top1 is not None:
            parts.append(
                f"top-1 score {self._sign * (st.recent_top1 or 0.0):.3f} vs baseline "
                f"{self._sign * st.baseline_top1:.3f} ({st.top1_drop:+.0%} fall)"
            )
        if st.margin_drop is not None and self.max_margin_drop is not None:
            parts.append(
                f"margin {st.recent_margin:.3f} vs {st.baseline_margin:.3f} "
                f"({st.margin_drop:+.0%} fall)"
            )
        if st.recent_new is not None:
            parts.append(f"{st.recent_new} of {len(self._recent)} recent searches new")
        return "score drift (means of the middle 80%): " + "; ".join(parts)


class HealthCheck:
    """Judges a vector search from its query vector and its hits.

    ``min_score``: a search whose every score is under it is unhealthy (in the store's
    units; for distances, pass ``higher_is_better=False`` and a maximum). ``drift``: a
    :class:`ScoreDriftDetector` fed with every search that returned finite scores.

    >>> import numpy as np
    >>> HealthCheck().check_vector(np.full(4, np.nan, np.float32), 4).reasons
    ['invalid_vector']
    >>> HealthCheck().check_vector(np.ones(3, np.float32), 4).messages
    ['the query vector has dimension 3, the index 4']
    """

    def __init__(
        self,
        *,
        min_score: float | None = None,
        drift: ScoreDriftDetector | None = None,
        higher_is_better: bool = True,
    ) -> None:
        self.min_score = min_score
        self.drift = drift
        self.higher_is_better = higher_is_better

    def check_vector(self, vector: Any, dimension: int) -> HealthReport:
        """Check a query vector (shape ``(d,)`` or ``(1, d)``) against the index width."""
        report = HealthReport()
        arr = np.asarray(vector)
        width = int(arr.shape[-1]) if arr.ndim else 0
        if arr.ndim not in (1, 2) or (arr.ndim == 2 and arr.shape[0] != 1):
            report.flag(Signal.INVALID_VECTOR, f"expected one query vector, got shape {arr.shape}")
            return report
        if width != dimension:
            report.flag(
                Signal.DIMENSION_MISMATCH,
                f"the query vector has dimension {width}, the index {dimension}",
            )
            return report
        # one dot product answers both questions on the healthy path: NaN or infinity make
        # it non-finite, a zero vector makes it zero
        square = float(np.dot(arr.ravel(), arr.ravel()))
        if math.isfinite(square) and square > 0:
            return report
        values = arr.astype(np.float64).ravel()
        bad = int(np.count_nonzero(~np.isfinite(values)))
        if bad:
            report.flag(Signal.INVALID_VECTOR, f"the query vector has {bad} NaN or infinite values")
        elif not np.any(values):
            report.flag(Signal.INVALID_VECTOR, "the query vector is all zeros (no direction)")
        return report

    def check_results(self, docs: Sequence[Doc], *, observe: bool = True) -> HealthReport:
        """Check the hits of one search (and, unless ``observe`` is false, feed the drift
        detector with them)."""
        report = HealthReport()
        if not docs:
            report.flag(Signal.NO_RESULTS, "the vector search returned no documents")
            return report
        scores = [float(d.score) for d in docs if d.score is not None]
        if not scores:
            return report  # nothing more to judge without scores
        invalid = [s for s in scores if not math.isfinite(s) or abs(s) >= _SENTINEL]
        if invalid:
            report.flag(
                Signal.INVALID_SCORES,
                f"{len(invalid)} of {len(scores)} scores are NaN, infinite or a sentinel",
            )
            return report
        if self.min_score is not None:
            best = max(scores) if self.higher_is_better else min(scores)
            under = best < self.min_score if self.higher_is_better else best > self.min_score
            if under:
                report.flag(
                    Signal.LOW_SCORES,
                    f"best score {best:.3f} is {'under' if self.higher_is_better else 'over'} "
                    f"the threshold {self.min_score:.3f}",
                )
        if observe and self.drift is not None and self.drift.observe(scores).drifting:
            report.flag(Signal.DRIFT, self.drift.message())
        return report
