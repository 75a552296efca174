"""Stream faults on SSE answers: chat completions and the Responses API event stream."""

from __future__ import annotations

import itertools
import json
import time

import httpx
import openai
import pytest

from tests.proxy.conftest import ask


def rule(kind: str, rid: str = "s", **params) -> dict:
    return {"id": rid, "kind": kind, "params": params}


def raw_events(proxy, path="/v1/chat/completions", body=None) -> list[bytes]:
    body = body or {"model": "m", "stream": True, "messages": [{"role": "user", "content": "x"}]}
    with httpx.Client(timeout=10) as c:
        content = c.post(f"{proxy.url}{path}", json=body).content
    return [e for e in content.split(b"\n\n") if e.strip()]


def test_cut_without_done_ends_early_and_clean(proxy, sdk):
    proxy.client.add_rule(rule("stream_cut", after_chunks=3))
    chunks = list(ask(sdk, stream=True))
    assert len(chunks) == 3
    assert all(c.choices[0].finish_reason is None for c in chunks)
    events = raw_events(proxy)
    assert len(events) == 3 and b"[DONE]" not in b"".join(events)
    kinds = [(e["kind"], e["status"]) for e in proxy.client.events()[0]]
    assert kinds == [("stream_cut", "injected")] * 2


def test_cut_with_error_drops_the_connection_mid_body(proxy, sdk):
    proxy.client.add_rule(rule("stream_cut", after_chunks=2, with_error=True))
    got = []
    with pytest.raises(openai.APIConnectionError):
        for chunk in ask(sdk, stream=True):
            got.append(chunk)
    assert len(got) == 2
    with httpx.Client() as c, pytest.raises(httpx.TransportError):
        c.post(f"{proxy.url}/v1/chat/completions", json={"model": "m", "stream": True}).read()


def test_stall_holds_the_stream_at_a_chunk(proxy, sdk):
    proxy.client.add_rule(rule("stream_stall", at_chunk=2, stall_ms=300))
    stamps = []
    start = time.monotonic()
    for _ in ask(sdk, stream=True):
        stamps.append(time.monotonic() - start)
    gaps = [b - a for a, b in itertools.pairwise(stamps)]
    # 0.3 s less the clock's granularity: the stall is timed in the proxy, not here
    assert max(gaps) >= 0.29 and gaps.index(max(gaps)) == 1


def test_slow_first_token(proxy, sdk):
    proxy.client.add_rule(rule("slow_first_token", delay_ms=300))
    start = time.monotonic()
    next(iter(ask(sdk, stream=True)))
    assert time.monotonic() - start >= 0.3


def test_slow_chunks(proxy, sdk):
    proxy.client.add_rule(rule("slow_chunks", delay_ms=40))
    start = time.monotonic()
    chunks = list(ask(sdk, stream=True))
    assert time.monotonic() - start >= 0.04 * (len(chunks) - 1)


def test_malformed_chunk_breaks_the_sdks_parse(proxy, sdk):
    proxy.client.add_rule(rule("malformed_chunk", at_chunk=1))
    events = raw_events(proxy)
    with pytest.raises(json.JSONDecodeError):
        json.loads(events[1][len(b"data: ") :])
    assert json.loads(events[0][len(b"data: ") :])["object"] == "chat.completion.chunk"
    with pytest.raises(json.JSONDecodeError):
        list(ask(sdk, stream=True))


def test_error_object_mid_stream_raises_api_error(proxy, sdk):
    proxy.client.add_rule(rule("stream_error_event", at_chunk=2))
    got = []
    with pytest.raises(openai.APIError) as info:
        for chunk in ask(sdk, stream=True):
            got.append(chunk)
    assert len(got) == 2
    assert "server" in str(info.value.message).lower() or info.value.body


def test_stream_faults_are_skipped_on_json_answers(proxy, sdk):
    proxy.client.add_rule(rule("stream_cut", after_chunks=1))
    assert ask(sdk).choices[0].finish_reason == "stop"
    (event,) = proxy.client.events()[0]
    assert event["status"] == "skipped" and "not a stream" in event["detail"]["reason"]


# -- the Responses API ---------------------------------------------------------------------


def responses_stream(sdk):
    return sdk.responses.create(model="gpt-4o-mini", input="reset my password", stream=True)


def test_responses_stream_cut_loses_the_completed_event(proxy, sdk):
    proxy.client.add_rule(rule("stream_cut", after_chunks=4))
    types = [e.type for e in responses_stream(sdk)]
    assert types[0] == "response.created"
    assert len(types) == 4 and "response.completed" not in types


def test_responses_stream_error_event(proxy, sdk):
    proxy.client.add_rule(rule("stream_error_event", at_chunk=3))
    events = list(responses_stream(sdk))
    assert events[-1].type == "error"
    assert events[-1].code == "server_error"
    assert events[-1].sequence_number == 3
    assert len(events) == 4


def test_responses_stream_malformed_and_slow(proxy):
    proxy.client.add_rule(rule("malformed_chunk", "m", at_chunk=2))
    proxy.client.add_rule(rule("slow_first_token", "f", delay_ms=200))
    body = {"model": "m", "input": "x", "stream": True}
    start = time.monotonic()
    events = raw_events(proxy, "/v1/responses", body)
    assert time.monotonic() - start >= 0.2
    assert events[2].startswith(b"event: response.output_text.delta\ndata: ")
    with pytest.raises(json.JSONDecodeError):
        json.loads(events[2].split(b"data: ", 1)[1])
    assert json.loads(events[3].split(b"data: ", 1)[1])["sequence_number"] == 3
