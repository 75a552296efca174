"""The faults a Chaos Toolkit run has switched on, held for the whole ``chaos`` process.

Chaos Toolkit runs each activity separately (sometimes in a thread), so the context
variables of :func:`~genai_chaos.inject.wrap.faults_enabled` do not outlive an action;
the faults are kept here and entered again around every workload the probes run.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager

from genai_chaos.faults.base import Fault
from genai_chaos.faults.events import MemorySink
from genai_chaos.inject.engine import Injector
from genai_chaos.inject.patch import ChaosPatch
from genai_chaos.inject.wrap import faults_enabled

lock = threading.Lock()
points: dict[str, list[Fault]] = {}
patches: dict[str, ChaosPatch] = {}
#: Ambient faults (cpu_load, ...) held by an activated injector until :func:`clear`.
held: dict[str, Injector] = {}
sink = MemorySink(maxlen=100_000)


@contextmanager
def active_points() -> Iterator[None]:
    """Switch on, for this block, every fault injected at a chaos point."""
    with lock:
        current = {name: list(faults) for name, faults in points.items()}
    with ExitStack() as stack:
        for name, faults in current.items():
            stack.enter_context(faults_enabled(name, *faults, sink=sink))
        yield


def clear() -> int:
    """Remove every fault; how many there were."""
    with lock:
        n = sum(len(f) for f in points.values()) + len(patches) + len(held)
        points.clear()
        for injector in held.values():
            injector.deactivate()
        held.clear()
        for patch in patches.values():
            patch.stop()
        patches.clear()
    return n
