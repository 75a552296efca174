"""Tests of the stream faults: they build a StreamPlan, the injectors run it."""

from __future__ import annotations

from typing import Any

import pytest

from genai_chaos.exceptions import InjectedConnectionError, InvalidFaultParameter
from genai_chaos.faults.base import FaultContext, Layer, StreamPlan, Surface, is_injected
from genai_chaos.faults.registry import create, get

KINDS = [
    "stream_cut",
    "stream_stall",
    "slow_first_token",
    "slow_chunks",
    "malformed_chunk",
    "stream_error_event",
]


def plan(kind: str, rid: str = "req-1", **params: Any) -> tuple[StreamPlan, dict[str, Any]]:
    fault = create(kind, seed=1, **params)
    ctx = FaultContext(rid, fault.decide(rid))
    out = fault.apply(None, ctx)
    assert isinstance(out, StreamPlan)
    return out, ctx.detail


@pytest.mark.parametrize("kind", KINDS)
def test_registered_with_example(kind: str) -> None:
    cls = get(kind)
    assert cls.layer is Layer.GENERATION and cls.surface is Surface.STREAM
    assert cls.__doc__ and cls.example
    cls(**cls.example)


def test_stream_cut_fixed() -> None:
    p, detail = plan("stream_cut", after_chunks=4)
    assert p == StreamPlan(cut_after=4)
    assert detail == {"cut_after": 4, "with_error": False}


def test_stream_cut_drawn_in_range_and_seeded() -> None:
    cuts = [
        plan("stream_cut", rid=f"r{i}", min_chunks=2, max_chunks=5)[0].cut_after for i in range(40)
    ]
    again = [
        plan("stream_cut", rid=f"r{i}", min_chunks=2, max_chunks=5)[0].cut_after for i in range(40)
    ]
    assert cuts == again
    assert set(cuts) == {2, 3, 4, 5}


def test_stream_cut_with_error() -> None:
    p, _ = plan("stream_cut", after_chunks=2, with_error=True)
    assert isinstance(p.cut_error, InjectedConnectionError)
    assert is_injected(p.cut_error)
    assert p.cut_error.kind == "stream_cut" and p.cut_error.request_id == "req-1"
    assert "stream cut" in str(p.cut_error)


def test_stream_stall() -> None:
    p, _ = plan("stream_stall", stall_ms=2500, at_chunk=3)
    assert (p.stall_at, p.stall_s) == (3, 2.5)
    drawn = {plan("stream_stall", rid=f"r{i}", max_chunk=3)[0].stall_at for i in range(30)}
    assert drawn == {0, 1, 2, 3}


def test_slow_first_token() -> None:
    p, detail = plan("slow_first_token", delay_ms=1500)
    assert p == StreamPlan(first_delay_s=1.5)
    assert detail == {"first_delay_ms": 1500.0}


def test_slow_chunks_with_and_without_jitter() -> None:
    assert plan("slow_chunks", delay_ms=100)[0] == StreamPlan(chunk_delay_s=0.1)
    delays = [
        plan("slow_chunks", rid=f"r{i}", delay_ms=100, jitter_ms=50)[0].chunk_delay_s
        for i in range(20)
    ]
    assert all(0.05 <= d <= 0.15 for d in delays) and len(set(delays)) > 1
    low = [
        plan("slow_chunks", rid=f"r{i}", delay_ms=10, jitter_ms=100)[0].chunk_delay_s
        for i in range(20)
    ]
    assert min(low) == 0.0  # never negative


def test_malformed_chunk() -> None:
    assert plan("malformed_chunk", at_chunk=0)[0] == StreamPlan(malformed_at=0)
    drawn = {
        plan("malformed_chunk", rid=f"r{i}", min_chunk=2, max_chunk=4)[0].malformed_at
        for i in range(30)
    }
    assert drawn == {2, 3, 4}


def test_stream_error_event_openai() -> None:
    p, detail = plan("stream_error_event", at_chunk=2)
    assert p.error_chunk_at == 2
    assert p.error_body is not None
    assert p.error_body["error"]["type"] == "server_error"
    assert "error while processing" in p.error_body["error"]["message"]
    assert detail["error_body"] == p.error_body


def test_stream_error_event_anthropic_overloaded() -> None:
    p, _ = plan("stream_error_event", at_chunk=1, provider="anthropic", status=529)
    assert p.error_body == {
        "type": "error",
        "error": {"type": "overloaded_error", "message": "Overloaded"},
    }


@pytest.mark.parametrize(
    ("kind", "params", "name"),
    [
        ("stream_cut", {"after_chunks": -1}, "after_chunks"),
        ("stream_cut", {"min_chunks": 5, "max_chunks": 2}, "min_chunks"),
        ("stream_stall", {"stall_ms": -5}, "stall_ms"),
        ("stream_stall", {"min_chunk": 4, "max_chunk": 1}, "min_chunk"),
        ("slow_first_token", {"delay": 5}, "delay"),
        ("slow_chunks", {"jitter_ms": -1}, "jitter_ms"),
        ("malformed_chunk", {"at_chunk": "x"}, "at_chunk"),
        ("stream_error_event", {"status": 200}, "status"),
        ("stream_error_event", {"provider": "cohere"}, "provider"),
    ],
)
def test_validation(kind: str, params: dict[str, Any], name: str) -> None:
    with pytest.raises(InvalidFaultParameter) as info:
        create(kind, **params)
    assert any(name in p or name in msg for p, msg in info.value.problems)
