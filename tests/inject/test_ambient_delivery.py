"""Ambient faults through every in-process delivery: they run while installed and enabled."""

from __future__ import annotations

import threading

import pytest

from genai_chaos.faults import create_fault
from genai_chaos.faults.ambient import stop_all
from genai_chaos.faults.events import MemorySink
from genai_chaos.inject import Injector, chaos_point, faults_enabled, inject
from genai_chaos.inject.patch import ChaosPatch


def burners() -> int:
    return sum(t.name.startswith("genai-chaos cpu_load") for t in threading.enumerate())


@pytest.fixture(autouse=True)
def nothing_left_running():
    yield
    assert stop_all() == 0, "a test left ambient faults running"


@chaos_point("svc.answer")
def answer(prompt: str) -> str:
    return prompt.upper()


def slow_answer(prompt: str) -> str:
    return prompt


def test_building_a_fault_starts_nothing():
    fault = create_fault("cpu_load", load=0.1, seed=1)
    Injector([fault], target="svc")  # built, not activated
    assert fault.enabled and not fault.running and burners() == 0


def test_faults_enabled_runs_the_fault_for_the_block_and_calls_pass_unchanged():
    fault = create_fault("cpu_load", load=0.1, seed=1)
    sink = MemorySink()
    with faults_enabled("svc.answer", fault, sink=sink):
        assert fault.running and burners() == 1
        assert answer("hi") == "HI"
    assert not fault.running and burners() == 0
    assert [(e.target, e.status, e.detail["ambient"]) for e in sink.events] == [
        ("svc.answer", "injected", "started")
    ]


def test_an_exception_in_the_block_stops_the_fault():
    fault = create_fault("cpu_load", load=0.1, seed=1)
    with pytest.raises(RuntimeError), faults_enabled("svc.answer", fault):
        assert fault.running
        raise RuntimeError("boom")
    assert not fault.running and burners() == 0


def test_switching_enabled_while_installed_starts_and_stops_it():
    fault = create_fault("cpu_load", load=0.1, seed=1, enabled=False)
    sink = MemorySink()
    with faults_enabled("svc.answer", fault, sink=sink):
        assert not fault.running
        fault.enabled = True
        assert fault.running
        fault.enabled = False
        assert not fault.running and burners() == 0
        fault.enabled = True
        assert fault.running
    assert not fault.running
    assert [e.request_id for e in sink.events] == [
        "svc.answer#ambient-1",
        "svc.answer#ambient-2",
    ]


def test_a_fault_held_twice_runs_until_the_last_holder_lets_go():
    fault = create_fault("cpu_load", load=0.1, seed=1)
    with faults_enabled("svc.answer", fault):
        with faults_enabled("svc.other", fault):
            assert fault.running
        assert fault.running, "the outer block still holds it"
    assert not fault.running


def test_a_patch_holds_the_fault_from_start_to_stop():
    fault = create_fault("cpu_load", load=0.1, seed=1)
    patch = ChaosPatch(f"{__name__}:slow_answer", fault)
    assert not fault.running
    patch.start()
    assert fault.running
    assert slow_answer("x") == "x"
    patch.stop()
    patch.stop()
    assert not fault.running and burners() == 0


def test_the_inject_decorator_holds_the_fault_until_deactivated():
    fault = create_fault("cpu_load", load=0.1, seed=1)
    wrapped = inject(fault, target="svc")(slow_answer)
    assert fault.running and wrapped("y") == "y"
    wrapped.__chaos__.deactivate()
    assert not fault.running


def test_a_run_seed_copy_is_what_runs_not_the_original():
    original = create_fault("cpu_load", load=0.1, seed=1)
    with Injector([original], target="svc", run_seed=7) as inj:
        (copy,) = inj.ambient
        assert copy is not original and copy.running and not original.running
    assert not copy.running


def test_the_http_transport_holds_the_fault_until_closed():
    httpx = pytest.importorskip("httpx")
    from genai_chaos.inject.http import ChaosTransport

    fault = create_fault("cpu_load", load=0.1, seed=1)
    inner = httpx.MockTransport(lambda request: httpx.Response(200, json={"ok": True}))
    with httpx.Client(transport=ChaosTransport([fault], inner=inner)) as client:
        assert fault.running
        assert client.get("http://llm.test/v1/models").json() == {"ok": True}
    assert not fault.running and burners() == 0
