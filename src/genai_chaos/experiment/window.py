"""The workload's records as columns, for the service probes and the sliding window.

During the method, the steady state and the safeguards are evaluated over the requests
that ended in the last ``window`` seconds, every ``interval``: each request is read by
every probe several times. :class:`Columns` therefore copies each record of the run's
log once into arrays (start, latency, outcome code), and a :class:`Window` is a slice of
them: the service probes (latency percentiles, outcome rates, throughput) count it with
numpy; the other probes read its records (:attr:`Window.records`).

>>> from genai_chaos.load.engine import RequestRecord
>>> log = [RequestRecord(i, i * 0.1, 0.05, "error" if i == 3 else "ok") for i in range(6)]
>>> w = Columns(log).window(cutoff=0.2)  # the requests that ended at 0.2 s or later
>>> len(w), w.counts(), w.latencies_ms().tolist()
(4, {'ok': 3, 'error': 1}, [50.0, 50.0, 50.0, 50.0])
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import attrgetter

import numpy as np

from genai_chaos.load.engine import RequestRecord

_START = attrgetter("start")
_LATENCY = attrgetter("latency")
_OUTCOME = attrgetter("outcome")


class Columns:
    """The records of ``log`` (in completion order; the caller only appends to it) as
    arrays, brought up to date at each :meth:`window`."""

    def __init__(self, log: Sequence[RequestRecord]) -> None:
        self.log = log
        self.n = 0  # records copied so far
        self.start = np.empty(0)
        self.latency = np.empty(0)
        self.end = np.empty(0)
        self.code = np.empty(0, dtype=np.int32)
        self.outcomes: list[str] = []  # code -> outcome
        self._codes: dict[str, int] = {}
        self._from = 0  # where the last window began: windows only move forward

    def sync(self) -> None:
        """Copy the records appended since the last call (each once, at C speed)."""
        new = self.log[self.n :]
        if not new:
            return
        m = self.n + len(new)
        if m > len(self.start):
            self._grow(max(m, 2 * len(self.start), 1024))
        self.start[self.n : m] = np.fromiter(map(_START, new), np.float64, len(new))
        self.latency[self.n : m] = np.fromiter(map(_LATENCY, new), np.float64, len(new))
        # the same float sums as RequestRecord.end
        self.end[self.n : m] = self.start[self.n : m] + self.latency[self.n : m]
        outcomes = list(map(_OUTCOME, new))
        for outcome in dict.fromkeys(outcomes):  # codes in order of first appearance
            if outcome not in self._codes:
                self._codes[outcome] = len(self.outcomes)
                self.outcomes.append(outcome)
        self.code[self.n : m] = np.fromiter(map(self._codes.__getitem__, outcomes), np.int32)
        self.n = m

    def code_of(self, outcome: str) -> int | None:
        """The code of ``outcome``; ``None`` when no record had it."""
        return self._codes.get(outcome)

    def _grow(self, size: int) -> None:
        for name in ("start", "latency", "end", "code"):
            old = getattr(self, name)
            grown = np.empty(size, dtype=old.dtype)
            grown[: self.n] = old[: self.n]
            setattr(self, name, grown)

    def window(self, cutoff: float) -> Window:
        """The records from the first that ended at ``cutoff`` or later (from where the
        previous window began) to the last."""
        self.sync()
        i, n = self._from, self.n
        if i < n:
            ahead = self.end[i:n] >= cutoff
            k = int(ahead.argmax())
            i = i + k if ahead[k] else n
        self._from = i
        return Window(self, i, n)


class Window:
    """Records ``first`` to ``last`` (excluded) of a :class:`Columns`."""

    def __init__(self, columns: Columns, first: int, last: int) -> None:
        self.columns = columns
        self.first = first
        self.last = last
        self._counts: dict[str, int] | None = None

    @classmethod
    def of(cls, records: Sequence[RequestRecord]) -> Window:
        """All of ``records``."""
        columns = Columns(records)
        columns.sync()
        return cls(columns, 0, columns.n)

    def __len__(self) -> int:
        return self.last - self.first

    @property
    def records(self) -> list[RequestRecord]:
        """The records themselves."""
        return list(self.columns.log[self.first : self.last])

    def counts(self) -> dict[str, int]:
        """How many records ended with each outcome (outcomes seen only)."""
        if self._counts is None:
            c = self.columns
            per_code = np.bincount(c.code[self.first : self.last], minlength=len(c.outcomes))
            self._counts = {c.outcomes[k]: int(v) for k, v in enumerate(per_code) if v}
        return self._counts

    def _sent(self) -> np.ndarray:
        c = self.columns
        code = c.code[self.first : self.last]
        dropped = c.code_of("dropped")
        return np.ones(len(code), dtype=bool) if dropped is None else code != dropped

    def latencies_ms(self) -> np.ndarray:
        """The latencies of the requests sent (not dropped), in milliseconds."""
        lat: np.ndarray = self.columns.latency[self.first : self.last][self._sent()] * 1000
        return lat

    def span(self) -> float:
        """From the first start to the last end of the requests sent (seconds)."""
        sent = self._sent()
        c = self.columns
        return float(
            c.end[self.first : self.last][sent].max() - c.start[self.first : self.last][sent].min()
        )
