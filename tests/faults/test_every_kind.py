"""Every registered kind: its example applies, changes something, and is deterministic
under different arrival orders and concurrency.

Per-request kinds are checked on the values they transform. Ambient kinds (which hold a
condition while switched on) are checked on what they hold: each must have a measurable
effect listed in ``AMBIENT_EFFECTS``, never fire per request, and start the same way from
the same seed.
"""

from __future__ import annotations

import contextlib
import copy
import json
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import numpy as np
import pytest

from genai_chaos import kinds
from genai_chaos.faults import registry
from genai_chaos.faults.ambient import AmbientFault, is_ambient
from genai_chaos.faults.base import Surface
from genai_chaos.faults.events import MemorySink
from genai_chaos.inject import Injector
from genai_chaos.inject.streams import run_plan

PER_REQUEST = [k for k in kinds() if not is_ambient(registry.get(k))]
AMBIENT = [k for k in kinds() if is_ambient(registry.get(k))]

PROMPT = "How do I reset the administrator password? I tried the console. It failed twice."
ANSWER = json.dumps(
    {
        "answer": "Open Settings > Security, then click Reset within 15 minutes.",
        "steps": 3,
        "sources": ["[doc-101]"],
        "ok": True,
    }
)


def sample(surface: Surface) -> Any:
    if surface is Surface.PROMPT:
        return PROMPT
    if surface is Surface.DOCUMENTS:
        return [
            {
                "id": f"kb-{i}",
                "text": f"Document {i} about passwords and accounts.",
                "metadata": {"source": f"kb/{i}.md", "updated_at": "2026-01-01"},
                "score": 0.9 - i * 0.1,
            }
            for i in range(5)
        ]
    if surface is Surface.EMBEDDINGS:
        return np.random.default_rng(0).normal(size=(6, 1536)).astype(np.float32)
    if surface is Surface.COMPLETION:
        return {
            "choices": [
                {
                    "index": 0,
                    "finish_reason": "tool_calls",
                    "message": {
                        "role": "assistant",
                        "content": ANSWER,
                        "tool_calls": [
                            {
                                "id": "call_1",
                                "type": "function",
                                "function": {
                                    "name": "reset_password",
                                    "arguments": json.dumps({"user": "admin", "notify": True}),
                                },
                            }
                        ],
                    },
                }
            ],
            "usage": {"prompt_tokens": 10, "completion_tokens": 30, "total_tokens": 40},
        }
    if surface is Surface.PAYLOAD:
        return {"id": "chatcmpl-1", "model": "gpt-4o-mini", "usage": {"total_tokens": 3}}
    if surface is Surface.INDEX:
        faiss = pytest.importorskip("faiss")
        index = faiss.IndexFlatL2(16)
        index.add(np.random.default_rng(1).normal(size=(20, 16)).astype(np.float32))
        return index
    return None


def played(inj) -> list:
    """Run each stream plan over a 12-chunk stream (no real sleeping); return the plans."""
    plans = inj.stream_plans()
    for p in plans:
        with contextlib.suppress(Exception):
            list(run_plan(iter(range(12)), p.plan, on_finish=p.finish, sleep=lambda s: None))
    return [p.plan for p in plans]


def run_kind(kind: str, ids: list[str], workers: int) -> dict[str, Any]:
    cls = registry.get(kind)
    fault = cls(seed=1234, probability=0.7, **cls.example)
    sink = MemorySink()
    inj = Injector([fault], target="t", sink=sink)

    def one(rid: str) -> tuple[str, Any]:
        if cls.surface in (Surface.CALL, Surface.STREAM):
            i = inj.begin(rid)
            if i is None:
                return rid, None
            out = i.call_effects() if cls.surface is Surface.CALL else played(i)
            return rid, repr(
                [
                    (
                        o.__class__.__name__,
                        {k: v for k, v in o.__dict__.items() if not k.endswith("error")},
                    )
                    for o in out
                ]
            )
        value = inj.perturb(sample(cls.surface), request_id=rid)
        if cls.surface is Surface.INDEX:
            return rid, (value.ntotal, value.d) if value is not None else None
        if isinstance(value, np.ndarray):
            return rid, json.dumps(np.round(value, 5).tolist())
        return rid, json.dumps(value, sort_keys=True, default=str)

    with ThreadPoolExecutor(workers) as pool:
        out = dict(pool.map(one, ids))
    return {
        "outputs": out,
        "events": sorted(
            (e.request_id, e.status, json.dumps(e.detail, sort_keys=True, default=str))
            for e in sink.events
        ),
    }


@pytest.mark.parametrize("kind", PER_REQUEST)
def test_same_seed_same_injections_whatever_the_order_and_concurrency(kind):
    ids = [f"req-{i}" for i in range(24)]
    first = run_kind(kind, ids, workers=1)
    second = run_kind(kind, list(reversed(ids)), workers=6)
    assert first == second
    fired = {rid for rid, status, _ in first["events"]}
    assert 0 < len(fired) < len(ids), "probability 0.7 should fire on some, not all"


@pytest.mark.parametrize("kind", PER_REQUEST)
def test_example_applies_and_changes_something(kind):
    cls = registry.get(kind)
    fault = cls(seed=99, **cls.example)
    sink = MemorySink()
    inj = Injector([fault], target="t", sink=sink)
    if cls.surface in (Surface.CALL, Surface.STREAM):
        i = inj.begin("r1")
        assert i is not None
        effects = i.call_effects() if cls.surface is Surface.CALL else played(i)
        assert effects and effects[0] != type(effects[0])()
    else:
        before = sample(cls.surface)
        original = copy.deepcopy(before) if cls.surface is not Surface.INDEX else None
        after = inj.perturb(before, request_id="r1")
        if cls.surface is Surface.INDEX:
            assert after is not before
        elif isinstance(before, np.ndarray):
            assert np.array_equal(before, original), "input must not be mutated"
            assert after.shape != before.shape or not np.array_equal(after, before, equal_nan=False)
        else:
            assert before == original, "input must not be mutated"
            assert after != before
    assert [e.status for e in sink.events] == ["injected"], sink.events


def test_only_ambient_kinds_escape_the_per_request_checks():
    assert PER_REQUEST and AMBIENT
    for kind in kinds():
        cls = registry.get(kind)
        assert (cls.surface is Surface.HOST) == issubclass(cls, AmbientFault), kind


def _cpu_seconds_in_half_a_second() -> float:
    """CPU seconds this process spends in 0.5 s of sleeping (its other threads work)."""
    before = time.process_time()
    time.sleep(0.5)
    return time.process_time() - before


def _resident_mib() -> float:
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            return int(f.read().split()[1]) * 4096 / 2**20
    except OSError:
        pytest.skip("resident memory is read from /proc (Linux)")


#: For each ambient kind: a measurement taken while its example runs and again after it
#: stopped, and the least difference it must make (generous: the machine may be busy).
AMBIENT_EFFECTS: dict[str, tuple[Callable[[], float], float]] = {
    "cpu_load": (_cpu_seconds_in_half_a_second, 0.05),  # load 0.5: about 0.25 s of CPU
    "memory_pressure": (_resident_mib, 24.0),  # 32 MiB resident
}


@pytest.mark.parametrize("kind", AMBIENT)
def test_ambient_example_holds_while_on_and_releases_when_off(kind):
    assert kind in AMBIENT_EFFECTS, f"add a measurable effect for the ambient kind {kind!r}"
    measure, least = AMBIENT_EFFECTS[kind]
    cls = registry.get(kind)
    fault = cls(seed=99, **cls.example)
    sink = MemorySink()
    with Injector([fault], target="svc", sink=sink):
        assert fault.running
        on = measure()
    assert not fault.running
    off = measure()
    assert on - off >= least, (on, off)
    assert [(e.status, e.kind, e.detail["ambient"]) for e in sink.events] == [
        ("injected", kind, "started")
    ]


@pytest.mark.parametrize("kind", AMBIENT)
def test_ambient_kinds_never_fire_per_request_and_start_alike_from_one_seed(kind):
    cls = registry.get(kind)

    def started(seed: int) -> dict[str, Any]:
        fault = cls(seed=seed, **cls.example)
        sink = MemorySink()
        inj = Injector([fault], target="svc", sink=sink)
        assert all(inj.begin(f"req-{i}") is None for i in range(50))
        assert inj.perturb("value", request_id="r") == "value"
        assert sink.events == [], "an ambient fault must not act per request"
        with inj:
            (event,) = sink.events
        return {k: v for k, v in event.detail.items() if k != "pids"}

    assert started(5) == started(5)
