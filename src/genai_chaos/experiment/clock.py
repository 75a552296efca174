"""The experiment's clock (seconds since the run started, not counting pauses) and what a
progress display shows of a run."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field


class PausableClock:
    """Seconds since the run started, not counting pauses.

    >>> c = PausableClock(lambda: 10.0)
    >>> c()
    0.0
    """

    def __init__(self, base: Callable[[], float] = time.monotonic) -> None:
        self._base = base
        self._t0 = base()
        self._paused_at: float | None = None
        self._paused_total = 0.0
        self._offset = self._t0  # t0 plus the pauses: the clock is read per request

    def __call__(self) -> float:
        if self._paused_at is not None:
            return self._paused_at - self._offset
        return self._base() - self._offset

    @property
    def paused(self) -> bool:
        """True while paused."""
        return self._paused_at is not None

    def pause(self) -> None:
        """Stop the clock."""
        if self._paused_at is None:
            self._paused_at = self._base()

    def resume(self) -> None:
        """Start it again."""
        if self._paused_at is not None:
            self._paused_total += self._base() - self._paused_at
            self._offset = self._t0 + self._paused_total
            self._paused_at = None


@dataclass
class Progress:
    """What a progress display shows."""

    phase: str
    elapsed: float
    total: float | None
    requests: int
    errors: int
    active: list[str] = field(default_factory=list)
