"""SSE framing and stream plans on the wire format."""

from __future__ import annotations

import httpx
import pytest

from genai_chaos import ChaosTransport, create_fault
from genai_chaos.faults.base import StreamPlan
from genai_chaos.inject.http import (
    SSEFramer,
    error_event,
    is_control_event,
    is_done_event,
    sse_events,
)
from genai_chaos.inject.streams import run_plan


@pytest.mark.parametrize("sep", [b"\n", b"\r\n", b"\r"])
def test_events_are_framed_whatever_the_line_ending_and_chunking(sep):
    raw = sep.join([b"data: 1", b"", b"data: 2", b"", b"data: [DONE]", b"", b""])
    for size in (1, 2, 3, 7, len(raw)):
        chunks = [raw[i : i + size] for i in range(0, len(raw), size)]
        assert list(sse_events(iter(chunks))) == [
            b"data: 1\n\n",
            b"data: 2\n\n",
            b"data: [DONE]\n\n",
        ]


def test_control_events_are_not_counted():
    assert is_done_event(b"data:[DONE]\n\n") and is_done_event(b"data: [DONE]\n\n")
    assert is_control_event(b": keep-alive\n\n")
    assert not is_control_event(b"event: x\ndata: {}\n\n")
    events = [b": ping\n\n", b"data: a\n\n", b": ping\n\n", b"data: b\n\n", b"data: c\n\n"]
    out = list(run_plan(iter(events), StreamPlan(cut_after=2), passthrough=is_control_event))
    assert out == [b": ping\n\n", b"data: a\n\n", b": ping\n\n", b"data: b\n\n"]


def test_cut_happens_without_waiting_for_the_next_chunk():
    pulled = []

    def source():
        for i in range(5):
            pulled.append(i)
            yield i

    assert list(run_plan(source(), StreamPlan(cut_after=2))) == [0, 1]
    assert pulled == [0, 1]


def test_anthropic_error_objects_go_out_as_error_events():
    assert error_event({"type": "error", "error": {"type": "overloaded_error"}}).startswith(
        b"event: error\ndata: "
    )
    assert error_event({"error": {"message": "x"}}).startswith(b"data: ")


def test_framer_keeps_a_split_crlf_together():
    f = SSEFramer()
    assert f.feed(b"data: 1\r") == []
    assert f.feed(b"\n\r\n") == [b"data: 1\n\n"]


async def test_one_transport_serves_sync_and_async_clients(openai_base_url):
    transport = ChaosTransport([create_fault("latency", delay_ms=0, seed=1)])
    body = {"model": "m", "messages": [{"role": "user", "content": "x"}]}
    with httpx.Client(transport=transport) as c:
        assert c.post(f"{openai_base_url}/chat/completions", json=body).status_code == 200
    async with httpx.AsyncClient(transport=transport) as ac:
        r = await ac.post(f"{openai_base_url}/chat/completions", json=body)
        assert r.status_code == 200
