"""Host faults: resource conditions in the target's own process, held while switched on.

Both kinds are ambient (see :mod:`genai_chaos.faults.ambient`): they start when switched
on where they are installed, and give everything back when switched off.

``cpu_load`` runs busy workers on a duty cycle: in every ``period_ms`` a worker spins for
``load`` of the period and sleeps for the rest. With ``mode: thread`` the workers are
threads of the target process. They are pure Python, so they hold the GIL while they spin:
a Python target's own threads then wait for the interpreter as well as for a core, which
is what a busy neighbour thread (a tokenizer, a JSON encoder, a metrics exporter) does to
a real Python service. Because of the GIL, thread workers together use about one core at
most. ``mode: process`` runs the workers as child processes instead: pure CPU contention
on the host, without the GIL, one core each at ``load`` 1. Children exit when the fault
stops, when the parent exits, and when the parent dies (their stdin closes).

``memory_pressure`` allocates ``size_mib`` and writes to every page so that it is resident,
then frees it on stop.
"""

from __future__ import annotations

import contextlib
import mmap
import subprocess
import sys
import threading
import time
from typing import Any, ClassVar, Literal

import numpy as np
from pydantic import Field

from genai_chaos.faults.ambient import AmbientFault, AmbientParams, Held
from genai_chaos.faults.base import Layer
from genai_chaos.faults.registry import register

_MIB = 1 << 20
_CHUNK = 64 * _MIB
#: How long a stopping worker may take beyond one period before it is given up on.
_GRACE_S = 2.0

# The child of ``mode: process``: standard library only, started with -I -S so that it
# costs milliseconds. Between busy phases it waits on its stdin, which reads EOF when the
# parent closes it (stop) or dies; it also leaves when it has been re-parented.
_CHILD = r"""
import os, select, sys, time
load, period, phase = float(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3])
parent, fd = os.getppid(), sys.stdin.fileno()

def told_to_go(timeout):
    ready = select.select([fd], [], [], max(timeout, 0.0))[0]
    return (bool(ready) and not os.read(fd, 64)) or os.getppid() != parent

if not told_to_go(phase):
    while True:
        start = time.perf_counter()
        end = start + load * period
        while time.perf_counter() < end:
            pass
        if told_to_go(start + period - time.perf_counter()):
            break
"""


def _spin(load: float, period_s: float, phase_s: float, stop: threading.Event) -> None:
    """One thread worker: spin for ``load`` of each period, wait out the rest."""
    if stop.wait(phase_s):
        return
    while True:
        start = time.perf_counter()
        end = start + load * period_s
        while time.perf_counter() < end:
            pass
        if stop.wait(max(0.0, start + period_s - time.perf_counter())):
            return


class _Threads:
    """Busy threads in this process."""

    def __init__(self, kind: str, load: float, period_s: float, phases: list[float]) -> None:
        self._stop = threading.Event()
        self._period_s = period_s
        self.threads = [
            threading.Thread(
                target=_spin,
                args=(load, period_s, phase, self._stop),
                name=f"genai-chaos {kind} #{i}",
                daemon=True,  # never keeps the interpreter alive; atexit stops them first
            )
            for i, phase in enumerate(phases)
        ]
        for thread in self.threads:
            thread.start()

    def release(self) -> None:
        self._stop.set()
        deadline = time.monotonic() + self._period_s + _GRACE_S
        for thread in self.threads:
            thread.join(max(0.0, deadline - time.monotonic()))


class _Processes:
    """Busy child processes, each told to go by closing its stdin."""

    def __init__(self, load: float, period_s: float, phases: list[float]) -> None:
        if not sys.executable:
            raise RuntimeError("mode 'process' needs sys.executable, which is empty here")
        self._period_s = period_s
        self.procs: list[subprocess.Popen[bytes]] = []
        try:
            for phase in phases:
                args = [repr(load), repr(period_s), repr(phase)]
                self.procs.append(
                    subprocess.Popen(
                        [sys.executable, "-I", "-S", "-c", _CHILD, *args],
                        stdin=subprocess.PIPE,
                        stdout=subprocess.DEVNULL,
                        stderr=subprocess.DEVNULL,
                    )
                )
        except BaseException:
            self.release()
            raise

    @property
    def pids(self) -> list[int]:
        """The children's process ids."""
        return [p.pid for p in self.procs]

    def release(self) -> None:
        procs, self.procs = self.procs, []
        for proc in procs:
            if proc.stdin is not None:
                with contextlib.suppress(OSError):
                    proc.stdin.close()
        deadline = time.monotonic() + self._period_s + _GRACE_S
        for proc in procs:
            try:
                proc.wait(max(0.01, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


class CpuLoadParams(AmbientParams):
    load: float = Field(
        0.8, gt=0, le=1, description="share of each period a worker spins (one core's use)"
    )
    workers: int = Field(1, ge=1, le=64, description="busy threads, or child processes")
    mode: Literal["thread", "process"] = Field(
        "thread", description="thread: in the target process (GIL); process: child processes"
    )
    period_ms: float = Field(10.0, ge=1, le=1000, description="length of one duty cycle")


@register
class CpuLoad(AmbientFault):
    """Burn CPU in the target process (busy threads) or beside it (child processes) while
    switched on, at a duty cycle per worker.

    Ambient: it holds while switched on. Thread workers contend for the GIL with the
    target's own threads (realistic for a Python service); ``mode: process`` gives pure CPU
    contention on the host. Each worker's phase within the period comes from the seed.
    """

    kind = "cpu_load"
    layer = Layer.INTEGRATION
    Params = CpuLoadParams
    example: ClassVar[dict[str, Any]] = {"load": 0.5, "workers": 1, "period_ms": 10}

    params: CpuLoadParams

    def hold(self, rng: np.random.Generator) -> tuple[Held, dict[str, Any]]:
        """Start the workers, spread over the period by the seed."""
        p = self.params
        period_s = p.period_ms / 1000
        phases = [round(float(x), 6) for x in rng.uniform(0.0, period_s, size=p.workers)]
        detail: dict[str, Any] = {
            "mode": p.mode,
            "workers": p.workers,
            "load": p.load,
            "phases_ms": [round(x * 1000, 3) for x in phases],
        }
        if p.mode == "process":
            procs = _Processes(p.load, period_s, phases)
            return procs, {**detail, "pids": procs.pids}
        return _Threads(self.kind, p.load, period_s, phases), detail


class _Memory:
    """Anonymous memory maps, touched; unmapped on release (so the pages go back to the
    system at once, which freed heap memory need not)."""

    def __init__(self) -> None:
        self.maps: list[mmap.mmap] = []

    def release(self) -> None:
        maps, self.maps = self.maps, []
        for m in maps:
            m.close()


class MemoryPressureParams(AmbientParams):
    size_mib: int = Field(256, ge=1, le=1 << 20, description="MiB to allocate and keep resident")
    fill: Literal["touch", "random"] = Field(
        "touch",
        description="touch: one write per page; random: every byte from the seed "
        "(defeats compressed or deduplicated memory, slower to start)",
    )


@register
class MemoryPressure(AmbientFault):
    """Allocate memory in the target process and keep every page resident while switched
    on; free it when switched off.

    Ambient: it holds while switched on. An allocation the system refuses is recorded as
    a broken injection and nothing stays allocated.
    """

    kind = "memory_pressure"
    layer = Layer.INTEGRATION
    Params = MemoryPressureParams
    example: ClassVar[dict[str, Any]] = {"size_mib": 32}

    params: MemoryPressureParams

    def hold(self, rng: np.random.Generator) -> tuple[Held, dict[str, Any]]:
        """Map anonymous memory in chunks of 64 MiB, writing every page."""
        p = self.params
        held = _Memory()
        left = p.size_mib * _MIB
        try:
            while left > 0:  # bounded: at most size_mib / 64 + 1 rounds
                n = min(left, _CHUNK)
                held.maps.append(mmap.mmap(-1, n))
                view = np.frombuffer(held.maps[-1], dtype=np.uint8)
                if p.fill == "random":
                    words = rng.bit_generator.random_raw(n // 8 + 1)  # 10x rng.bytes
                    view[:] = np.asarray(words, dtype=np.uint64).view(np.uint8)[:n]
                else:
                    view[:: mmap.PAGESIZE] = 1
                del view  # a map with a live view cannot be closed
                left -= n
        except BaseException:
            held.release()
            raise
        return held, {"size_mib": p.size_mib, "fill": p.fill, "chunks": len(held.maps)}
