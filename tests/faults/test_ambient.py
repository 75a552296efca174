"""Ambient faults: cpu_load and memory_pressure hold while on, and give everything back."""

from __future__ import annotations

import copy
import gc
import os
import subprocess
import sys
import textwrap
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from genai_chaos.exceptions import InvalidFaultParameter
from genai_chaos.faults import create_fault
from genai_chaos.faults.ambient import stop_all
from genai_chaos.faults.events import MemorySink
from genai_chaos.inject import Injector


def burners() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("genai-chaos cpu_load")]


def cpu_while(seconds: float) -> float:
    """CPU seconds this process uses while the caller sleeps ``seconds``."""
    before = time.process_time()
    time.sleep(seconds)
    return time.process_time() - before


def gone(pid: int) -> bool:
    """True when ``pid`` has exited (a zombie left for its parent counts as exited)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            return f.read().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True


def wait_gone(pids: list[int], within_s: float = 10.0) -> bool:
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        if all(gone(p) for p in pids):
            return True
        time.sleep(0.05)
    return False


@pytest.fixture(autouse=True)
def nothing_left_running():
    yield
    assert stop_all() == 0, "a test left ambient faults running"
    assert not burners()


def test_thread_load_burns_cpu_while_on_and_nothing_after_stop():
    fault = create_fault("cpu_load", load=0.6, workers=2, seed=1)
    idle = cpu_while(0.4)
    assert fault.start()
    assert len(burners()) == 2
    busy = cpu_while(1.0)  # two workers at 0.6 share one GIL: up to about 1 s
    assert fault.stop()
    assert burners() == [], "stop joins the worker threads"
    after = cpu_while(0.4)
    assert busy > idle + 0.1, (idle, busy)  # generous: other work shares the machine
    assert after < busy / 2, (busy, after)


def test_start_and_stop_are_idempotent():
    fault = create_fault("cpu_load", load=0.1, seed=1)
    assert (fault.start(), fault.start(), fault.running) == (True, False, True)
    assert len(burners()) == 1
    assert (fault.stop(), fault.stop(), fault.running) == (True, False, False)
    assert fault.start() and fault.stop(), "a stopped fault starts again"


def test_concurrent_switching_leaves_one_consistent_state():
    fault = create_fault("cpu_load", load=0.2, workers=2, seed=1)
    holder = Injector([fault], target="svc", sink=MemorySink())

    def flip(i: int) -> None:
        for j in range(10):
            (holder.activate if (i + j) % 2 else holder.deactivate)()
            fault.enabled = bool((i * j) % 3)

    with ThreadPoolExecutor(8) as pool:
        list(pool.map(flip, range(8)))
    fault.enabled = True
    holder.activate()
    assert fault.running and len(burners()) == 2
    holder.deactivate()
    assert not fault.running and burners() == []


def test_process_mode_loads_children_and_reaps_them_on_stop():
    fault = create_fault("cpu_load", load=0.8, workers=2, mode="process", seed=1)
    sink = MemorySink()
    before = os.times()
    with Injector([fault], target="svc", sink=sink):
        pids = sink.events[0].detail["pids"]
        assert len(pids) == 2 and not any(gone(p) for p in pids)
        time.sleep(1.5)
    assert all(gone(p) for p in pids), "stop waits for the children"
    after = os.times()
    child_cpu = (after.children_user + after.children_system) - (
        before.children_user + before.children_system
    )
    # 2 children at 0.8 for 1.5 s: up to 2.4 s; idle ones would start in about 0.02 s.
    # Generous, as the machine may be shared with much other work.
    assert child_cpu > 0.1, child_cpu


def test_duration_caps_a_start_and_a_new_switch_restarts_it():
    fault = create_fault("cpu_load", load=0.1, duration_s=0.2, seed=1)
    holder = Injector([fault], target="svc", sink=MemorySink())
    holder.activate()
    assert fault.running
    deadline = time.monotonic() + 5
    while fault.running and time.monotonic() < deadline:
        time.sleep(0.02)
    assert not fault.running and burners() == []
    holder.activate()  # held already, still enabled: the expired start does not restart
    assert not fault.running
    fault.enabled = False
    fault.enabled = True
    assert fault.running, "switching off and on starts a fresh window"
    holder.deactivate()


def test_memory_pressure_holds_resident_memory_until_stopped():
    def resident_mib() -> float:
        try:
            with open("/proc/self/statm", encoding="ascii") as f:
                return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
        except OSError:
            pytest.skip("resident memory is read from /proc (Linux)")

    fault = create_fault("memory_pressure", size_mib=96, fill="random", seed=3)
    base = resident_mib()
    fault.start()
    held = resident_mib()
    fault.stop()
    back = resident_mib()
    assert held - base > 80, (base, held)
    assert held - back > 80, (held, back)


def test_a_refused_allocation_is_recorded_as_broken_and_raised_by_start(monkeypatch):
    import mmap

    fault = create_fault("memory_pressure", size_mib=200, seed=1)
    calls = []

    def no_more(fd: int, n: int) -> mmap.mmap:
        calls.append(n)
        if len(calls) > 1:
            raise MemoryError("no room")
        return real(fd, n)

    real = mmap.mmap
    monkeypatch.setattr("genai_chaos.faults.host.mmap.mmap", no_more)
    sink = MemorySink()
    fault.enabled = True
    with Injector([fault], target="svc", sink=sink):  # switching on must not raise
        assert not fault.running
    assert [e.status for e in sink.events] == ["broken"]
    assert "MemoryError" in sink.events[0].detail["error"]
    with pytest.raises(MemoryError):
        fault.start()


@pytest.mark.parametrize(
    ("params", "name"),
    [
        ({"load": 0}, "load"),
        ({"load": 1.5}, "load"),
        ({"workers": 0}, "workers"),
        ({"mode": "fiber"}, "mode"),
        ({"period_ms": 0.1}, "period_ms"),
        ({"duration_s": -1}, "duration_s"),
        ({"cores": 2}, "cores"),
        ({"probability": 0.5}, "probability"),
        ({"blast_radius": 0.2}, "blast_radius"),
    ],
)
def test_bad_cpu_load_parameters_name_the_parameter(params, name):
    with pytest.raises(InvalidFaultParameter) as err:
        create_fault("cpu_load", **params)
    assert err.value.parameter == name
    assert "cpu_load" in str(err.value) and name in str(err.value)


def test_copies_share_settings_but_not_state():
    fault = create_fault("cpu_load", load=0.1, seed=1)
    fault.start()
    twin = copy.copy(fault)
    reseeded = fault.with_seed(9)
    assert not twin.running and not reseeded.running
    assert twin.params == fault.params and reseeded.seed == 9
    fault.stop()
    assert twin.start() and twin.stop()


def test_same_seed_same_phases_other_seed_other_phases():
    def phases(seed: int) -> list[float]:
        sink = MemorySink()
        with Injector([create_fault("cpu_load", workers=3, load=0.1, seed=seed)], sink=sink):
            pass
        return list(sink.events[0].detail["phases_ms"])

    assert phases(4) == phases(4)
    assert phases(4) != phases(5)
    assert all(0 <= p < 10 for p in phases(4))


def _python(code: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(code)],
        stdout=subprocess.PIPE,
        text=True,
    )


def test_interpreter_exit_stops_threads_and_reaps_children():
    proc = _python(
        """
        from genai_chaos.faults import create_fault
        from genai_chaos.faults.events import MemorySink
        from genai_chaos.inject import Injector
        sink = MemorySink()
        Injector([create_fault("cpu_load", load=0.3, workers=2, mode="process", seed=1)],
                 sink=sink).activate()
        Injector([create_fault("cpu_load", load=0.3, seed=1)], sink=sink).activate()
        print(*sink.events[0].detail["pids"], flush=True)
        """
    )
    out, _ = proc.communicate(timeout=60)
    assert proc.returncode == 0, "running thread workers do not keep the interpreter alive"
    pids = [int(p) for p in out.split()]
    assert len(pids) == 2 and wait_gone(pids)


def test_children_exit_when_their_parent_is_killed():
    proc = _python(
        """
        import time
        from genai_chaos.faults import create_fault
        from genai_chaos.faults.events import MemorySink
        from genai_chaos.inject import Injector
        sink = MemorySink()
        Injector([create_fault("cpu_load", load=0.3, workers=2, mode="process", seed=1)],
                 sink=sink).activate()
        print(*sink.events[0].detail["pids"], flush=True)
        time.sleep(60)
        """
    )
    assert proc.stdout is not None
    pids = [int(p) for p in proc.stdout.readline().split()]
    proc.kill()  # no atexit: the children must notice on their own
    proc.communicate(timeout=30)
    assert len(pids) == 2 and wait_gone(pids)


def test_a_running_fault_its_owner_dropped_is_still_stopped_by_stop_all():
    create_fault("cpu_load", load=0.1, workers=2, seed=1).start()
    gc.collect()
    assert len(burners()) == 2
    assert stop_all() == 1
    assert burners() == []


def test_probability_and_blast_radius_stay_one_later_too():
    fault = create_fault("cpu_load", seed=1, probability=1, blast_radius=1.0)
    fault.probability = 1.0
    for name in ("probability", "blast_radius"):
        with pytest.raises(InvalidFaultParameter, match="does not apply to an ambient fault"):
            setattr(fault, name, 0.5)
        assert getattr(fault, name) == 1.0
