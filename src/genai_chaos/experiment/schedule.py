"""The fault schedule: when each fault of the method is switched on and off.

Times are seconds from the start of the method phase (on the experiment's clock, which
stops while the run is paused).

>>> from genai_chaos.experiment.spec import Schedule
>>> plan = timeline([Schedule(start=1, duration=2), Schedule(start=0.5)], end=10)
>>> [(s.at, s.index, s.on) for s in plan]
[(0.5, 1, True), (1.0, 0, True), (3.0, 0, False)]
>>> check_windows(Schedule(start=8, duration=5), end=10)
['the window 8s..13s ends after the method ends (10s)']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from genai_chaos.experiment.spec import Schedule


@dataclass(frozen=True, order=True)
class Switch:
    """Turn fault ``index`` on or off at ``at`` seconds."""

    at: float
    index: int
    on: bool


def timeline(schedules: Sequence[Schedule], end: float | None) -> list[Switch]:
    """Every switch, in time order (offs before ons at the same instant).

    A window that runs to the end has no "off" switch: the runner switches every fault
    off when the method ends.
    """
    out: list[Switch] = []
    for index, schedule in enumerate(schedules):
        for on, off in schedule.windows(end):
            out.append(Switch(on, index, True))
            if off is not None and (end is None or off < end):
                out.append(Switch(off, index, False))
    return sorted(out, key=lambda s: (s.at, s.on, s.index))


def check_windows(schedule: Schedule, end: float | None) -> list[str]:
    """What is impossible about ``schedule`` in a method of ``end`` seconds."""
    if end is None:
        return []
    problems = []
    for on, off in schedule.windows(end):
        if on >= end:
            problems.append(
                f"the window starting at {on:g}s starts after the method ends ({end:g}s)"
            )
        elif off is not None and off > end + 1e-9:
            problems.append(f"the window {on:g}s..{off:g}s ends after the method ends ({end:g}s)")
    return problems


def windows_of(schedule: Schedule, end: float) -> list[tuple[float, float]]:
    """The closed windows of ``schedule`` within ``[0, end]`` (for reports)."""
    return [(on, min(end, off if off is not None else end)) for on, off in schedule.windows(end)]
