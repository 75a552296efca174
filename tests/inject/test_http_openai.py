"""The chaos transport under the real openai SDK, against a real server on 127.0.0.1."""

from __future__ import annotations

import json
import time

import httpx
import httpx2
import openai
import pytest

from genai_chaos import ChaosTransport, create_fault
from genai_chaos.faults.events import MemorySink

_open: list = []


@pytest.fixture(autouse=True)
def _close_clients():
    yield
    while _open:
        _open.pop().close()


def client(base_url: str, *faults, lib=httpx2, max_retries: int = 0, **kw) -> openai.OpenAI:
    transport = ChaosTransport(list(faults), **kw)
    c = openai.OpenAI(
        base_url=base_url,
        api_key="sk-test-secret",
        max_retries=max_retries,
        http_client=lib.Client(transport=transport),
    )
    _open.append(c)
    return c


def ask(c: openai.OpenAI, **kw):
    return c.chat.completions.create(
        model="gpt-4o-mini", messages=[{"role": "user", "content": "reset password?"}], **kw
    )


@pytest.mark.parametrize("lib", [httpx, httpx2])
def test_transparent_without_firing_faults(openai_base_url, lib):
    c = client(openai_base_url, create_fault("http_error", probability=0.0, seed=1), lib=lib)
    answer = ask(c)
    assert answer.choices[0].finish_reason == "stop"
    assert json.loads(answer.choices[0].message.content)["sources"] == ["kb-101"]


@pytest.mark.parametrize("lib", [httpx, httpx2])
def test_sdk_sees_a_real_429_with_retry_after(openai_base_url, lib):
    c = client(
        openai_base_url, create_fault("http_error", status=429, retry_after_s=3, seed=1), lib=lib
    )
    with pytest.raises(openai.RateLimitError) as info:
        ask(c)
    assert info.value.status_code == 429
    assert info.value.response.headers["retry-after"] == "3"
    assert info.value.body["code"] == "rate_limit_exceeded"


def test_sdk_retries_a_429_and_sends_its_retry_count(openai_base_url):
    from tests import openai_stub

    sink = MemorySink()
    # fires on the first attempt only: the request id is the SDK's retry-count header value
    fault = create_fault("http_error", status=429, retry_after_s=0.05, seed=1)
    transport = ChaosTransport([fault], sink=sink)
    fired_first = {"n": 0}
    original = transport.injector.begin

    def begin_first_only(rid=None):
        fired_first["n"] += 1
        return original(rid) if fired_first["n"] == 1 else None

    transport.injector.begin = begin_first_only  # type: ignore[method-assign]
    before = len(openai_stub.received)
    c = openai.OpenAI(
        base_url=openai_base_url,
        api_key="sk-x",
        max_retries=2,
        http_client=httpx2.Client(transport=transport),
    )
    _open.append(c)
    answer = ask(c)
    assert answer.choices[0].finish_reason == "stop"
    assert fired_first["n"] == 2  # one injected 429, one real retry
    retry = openai_stub.received[before]
    assert retry["headers"].get("x-stainless-retry-count") == "1"
    assert [e.kind for e in sink.events] == ["http_error"]


def test_context_length_exceeded_is_a_bad_request(openai_base_url):
    c = client(openai_base_url, create_fault("http_error", status=400, seed=1))
    with pytest.raises(openai.BadRequestError) as info:
        ask(c)
    assert info.value.code == "context_length_exceeded"


@pytest.mark.parametrize("lib", [httpx, httpx2])
def test_timeout_becomes_the_sdks_timeout_error(openai_base_url, lib):
    c = client(openai_base_url, create_fault("timeout", timeout_ms=30, seed=1), lib=lib)
    start = time.monotonic()
    with pytest.raises(openai.APITimeoutError):
        ask(c)
    assert time.monotonic() - start >= 0.03


def test_connection_reset_becomes_a_connection_error(openai_base_url):
    c = client(openai_base_url, create_fault("connection_reset", seed=1))
    with pytest.raises(openai.APIConnectionError):
        ask(c)


def test_broken_json_content_reaches_the_app(openai_base_url):
    c = client(openai_base_url, create_fault("malformed_json", mode="trailing_comma", seed=1))
    content = ask(c).choices[0].message.content
    with pytest.raises(json.JSONDecodeError):
        json.loads(content)


def test_token_truncation_sets_finish_reason_length(openai_base_url):
    c = client(openai_base_url, create_fault("token_truncation", max_tokens=4, seed=1))
    choice = ask(c).choices[0]
    assert choice.finish_reason == "length"
    assert len(choice.message.content) < 30


@pytest.mark.parametrize("lib", [httpx, httpx2])
def test_stream_cut_without_done_ends_early_without_finish_reason(openai_base_url, lib):
    c = client(openai_base_url, create_fault("stream_cut", after_chunks=3, seed=1), lib=lib)
    chunks = list(ask(c, stream=True))
    assert len(chunks) == 3
    assert all(ch.choices[0].finish_reason is None for ch in chunks)


def test_stream_cut_with_error_raises_in_the_sdk(openai_base_url):
    c = client(openai_base_url, create_fault("stream_cut", after_chunks=2, with_error=True, seed=1))
    got = []
    with pytest.raises((openai.APIConnectionError, httpx2.RemoteProtocolError)):
        for ch in ask(c, stream=True):
            got.append(ch)
    assert len(got) == 2


def test_uncut_stream_passes_every_chunk(openai_base_url):
    from tests.openai_stub import STREAM_PIECES

    c = client(openai_base_url, create_fault("stream_cut", after_chunks=100, seed=1))
    chunks = list(ask(c, stream=True))
    text = "".join(ch.choices[0].delta.content or "" for ch in chunks)
    assert text == "".join(STREAM_PIECES)
    assert chunks[-1].choices[0].finish_reason == "stop"


def test_slow_first_token_delays_the_first_chunk(openai_base_url):
    c = client(openai_base_url, create_fault("slow_first_token", delay_ms=150, seed=1))
    start = time.monotonic()
    stream = ask(c, stream=True)
    next(iter(stream))
    assert time.monotonic() - start >= 0.15


def test_prompt_fault_rewrites_the_request_the_server_gets(openai_base_url):
    from tests import openai_stub

    before = len(openai_stub.received)
    c = client(
        openai_base_url,
        create_fault("encoded_payload", encoding="base64", with_instruction=False, seed=1),
    )
    ask(c)
    sent = openai_stub.received[before]["body"]["messages"][-1]["content"]
    import base64

    assert base64.b64decode(sent).decode() == "reset password?"


def test_embedding_drift_through_the_sdk(openai_base_url):
    transport = ChaosTransport([create_fault("embedding_drift", magnitude=0.15, seed=1)])
    c = openai.OpenAI(
        base_url=openai_base_url,
        api_key="sk-x",
        max_retries=0,
        http_client=httpx2.Client(transport=transport),
    )
    _open.append(c)
    vec = c.embeddings.create(model="e", input="hello").data[0].embedding
    import numpy as np

    delta = np.linalg.norm(np.array(vec) - np.array([0.6, 0.8, 0.0, 0.0]))
    assert delta == pytest.approx(0.15, rel=1e-3)


async def test_async_client_sees_429(openai_base_url):
    transport = ChaosTransport([create_fault("http_error", status=503, seed=1)])
    c = openai.AsyncOpenAI(
        base_url=openai_base_url,
        api_key="sk-x",
        max_retries=0,
        http_client=httpx2.AsyncClient(transport=transport),
    )
    with pytest.raises(openai.InternalServerError) as info:
        await c.chat.completions.create(model="m", messages=[{"role": "user", "content": "x"}])
    assert info.value.status_code == 503
    await c.close()


async def test_async_stream_cut(openai_base_url):
    transport = ChaosTransport([create_fault("stream_cut", after_chunks=2, seed=1)])
    c = openai.AsyncOpenAI(
        base_url=openai_base_url,
        api_key="sk-x",
        max_retries=0,
        http_client=httpx2.AsyncClient(transport=transport),
    )
    stream = await c.chat.completions.create(
        model="m", messages=[{"role": "user", "content": "x"}], stream=True
    )
    chunks = [ch async for ch in stream]
    assert len(chunks) == 2
    await c.close()


def test_request_id_header_makes_injections_reproducible(openai_base_url):
    fault = create_fault("http_error", status=500, probability=0.5, seed=11)
    outcomes = {}
    for _attempt in range(2):
        c = client(openai_base_url, fault)
        for i in range(12):
            rid = f"req-{i}"
            try:
                c.chat.completions.create(
                    model="m",
                    messages=[{"role": "user", "content": "x"}],
                    extra_headers={"x-request-id": rid},
                )
                ok = True
            except openai.InternalServerError:
                ok = False
            outcomes.setdefault(rid, []).append(ok)
    assert all(a == b for a, b in outcomes.values())
    assert {a for a, _ in outcomes.values()} == {True, False}


def test_secrets_never_reach_events(openai_base_url):
    sink = MemorySink()
    c = client(openai_base_url, create_fault("http_error", status=500, seed=1), sink=sink)
    with pytest.raises(openai.InternalServerError):
        ask(c)
    assert "sk-test-secret" not in json.dumps([e.to_dict() for e in sink.events])
