"""Arrival schedules for open-loop load: precomputed, seeded, reproducible.

* ``constant``: one request every ``1/rate`` seconds;
* ``poisson``: exponential gaps of mean ``1/rate``;
* ``gamma``: gamma gaps with shape ``burstiness`` and mean ``1/rate``, as vLLM's
  benchmark does: ``burstiness = 1`` is Poisson, below 1 burstier, above 1 smoother.

A schedule is an array of offsets in seconds from the start of the run, computed before
the run so that the client does no random draws while it sends, and so that a run can be
split between workers (:func:`shard`) and replayed exactly.

>>> schedule("constant", rate=4, count=3).tolist()
[0.0, 0.25, 0.5]
>>> a = schedule("gamma", rate=100, count=1000, burstiness=0.5, seed=1)
>>> bool(abs(len(a) / a[-1] - 100) < 15), schedule("poisson", 10, count=3, seed=2).shape
(True, (3,))
"""

from __future__ import annotations

from typing import Literal

import numpy as np

Arrival = Literal["constant", "poisson", "gamma"]
ARRIVALS: tuple[Arrival, ...] = ("constant", "poisson", "gamma")


def schedule(
    kind: Arrival,
    rate: float,
    *,
    count: int | None = None,
    duration: float | None = None,
    burstiness: float = 1.0,
    seed: int = 0,
) -> np.ndarray:
    """Offsets (seconds, non-decreasing, the first at 0) of ``count`` requests, or of
    every request that starts within ``duration`` seconds."""
    if kind not in ARRIVALS:
        raise ValueError(f"unknown arrival process {kind!r}; expected one of {ARRIVALS}")
    if not rate > 0:
        raise ValueError("rate must be positive")
    if not burstiness > 0:
        raise ValueError("burstiness must be positive")
    if count is None and duration is None:
        raise ValueError("give a count or a duration")
    if count is not None and count < 0:
        raise ValueError("count must not be negative")
    n = count if count is not None else int(np.ceil(float(duration or 0.0) * rate * 1.5)) + 16
    rng = np.random.default_rng(seed)
    if kind == "constant":
        gaps = np.full(n, 1.0 / rate)
    elif kind == "poisson":
        gaps = rng.exponential(1.0 / rate, n)
    else:
        gaps = rng.gamma(burstiness, 1.0 / (rate * burstiness), n)
    offsets = np.concatenate(([0.0], np.cumsum(gaps[:-1]))) if n else np.zeros(0)
    if duration is not None:
        while count is None and n and offsets[-1] < duration:  # a rare long tail of gaps
            more = schedule(kind, rate, count=n, burstiness=burstiness, seed=seed + n)
            offsets = np.concatenate((offsets, offsets[-1] + 1.0 / rate + more))
            n = len(offsets)
        offsets = offsets[offsets < duration]
    return offsets


def shard(offsets: np.ndarray, shards: int) -> list[np.ndarray]:
    """Split a schedule between ``shards`` workers, round-robin: worker ``k`` sends
    requests ``k, k + shards, ...`` at their original offsets, so that together they send
    the original schedule.

    >>> [s.tolist() for s in shard(np.array([0.0, 1.0, 2.0]), 2)]
    [[0.0, 2.0], [1.0]]
    """
    if shards < 1:
        raise ValueError("shards must be at least 1")
    return [offsets[k::shards] for k in range(shards)]
