"""Transport faults through the proxy, as the real openai SDK meets them."""

from __future__ import annotations

import time

import httpx
import openai
import pytest

from tests.proxy.conftest import SECRET, ask


def rule(kind: str, rid: str = "r", **params) -> dict:
    return {"id": rid, "kind": kind, "params": params}


def test_429_with_retry_after_is_a_rate_limit_error(proxy, sdk, received):
    proxy.client.add_rule(rule("http_error", status=429, retry_after_s=3))
    with pytest.raises(openai.RateLimitError) as info:
        ask(sdk)
    assert info.value.status_code == 429
    assert info.value.response.headers["retry-after"] == "3"
    assert info.value.code == "rate_limit_exceeded"
    assert info.value.response.headers["x-genai-chaos-request-id"].startswith("proxy#")
    assert received == []  # the upstream never saw it


def test_sdk_retries_as_documented_and_the_proxy_counts_them(proxy, received):
    proxy.client.add_rule(rule("http_error", status=429, retry_after_s=0.05))
    client = openai.OpenAI(base_url=f"{proxy.url}/v1", api_key=SECRET, max_retries=2)
    with pytest.raises(openai.RateLimitError):
        ask(client)
    client.close()
    seen = [r["retry_count"] for r in proxy.client.requests()]
    assert seen == ["0", "1", "2"]
    assert proxy.client.status()["counters"]["requests"] == 3


def test_a_rule_on_the_first_attempt_only_lets_the_retry_through(proxy, received):
    # header matching: only attempts whose retry count is 0 get the 503
    proxy.client.add_rule(
        {
            **rule("http_error", status=503, retry_after_s=0.05),
            "match": {"headers": {"X-Stainless-Retry-Count": "0"}},
        }
    )
    client = openai.OpenAI(base_url=f"{proxy.url}/v1", api_key=SECRET, max_retries=2)
    assert ask(client).choices[0].finish_reason == "stop"
    client.close()
    assert [r["headers"]["x-stainless-retry-count"] for r in received] == ["1"]
    assert [r["status"] for r in proxy.client.requests()] == [503, 200]


@pytest.mark.parametrize(
    ("status", "error"),
    [(500, openai.InternalServerError), (503, openai.InternalServerError)],
)
def test_server_errors(proxy, sdk, status, error):
    proxy.client.add_rule(rule("http_error", status=status))
    with pytest.raises(error) as info:
        ask(sdk)
    assert info.value.status_code == status
    assert info.value.body["type"] == "server_error"


def test_context_length_exceeded_is_a_bad_request(proxy, sdk):
    proxy.client.add_rule(rule("http_error", status=400, max_context=4096))
    with pytest.raises(openai.BadRequestError) as info:
        ask(sdk)
    assert info.value.code == "context_length_exceeded"
    assert "4096" in info.value.message


def test_timeout_longer_than_the_clients_is_an_api_timeout_error(proxy, sdk):
    proxy.client.add_rule(rule("timeout", timeout_ms=1500))
    start = time.monotonic()
    with pytest.raises(openai.APITimeoutError):
        ask(sdk, timeout=0.3)
    assert 0.3 <= time.monotonic() - start < 1.4


def test_timeout_shorter_than_the_clients_answers_504(proxy, sdk):
    proxy.client.add_rule(rule("timeout", timeout_ms=100))
    start = time.monotonic()
    with pytest.raises(openai.InternalServerError) as info:
        ask(sdk)
    assert info.value.status_code == 504
    assert info.value.code == "timeout"
    assert time.monotonic() - start >= 0.1


def test_connection_reset_is_a_connection_error(proxy, sdk, received):
    proxy.client.add_rule(rule("connection_reset"))
    with pytest.raises(openai.APIConnectionError):
        ask(sdk)
    assert received == []
    with httpx.Client() as c, pytest.raises(httpx.TransportError):
        c.get(f"{proxy.url}/v1/models")


def test_an_injected_exception_is_a_server_error_naming_it(proxy, sdk):
    proxy.client.add_rule(rule("exception", exception="ValueError", message="bad vector"))
    with pytest.raises(openai.InternalServerError) as info:
        ask(sdk)
    assert "ValueError: bad vector" in info.value.message


def test_latency_delays_then_forwards(proxy, sdk):
    proxy.client.add_rule(rule("latency", delay_ms=250))
    start = time.monotonic()
    assert ask(sdk).choices[0].finish_reason == "stop"
    assert time.monotonic() - start >= 0.25
    (event,) = proxy.client.events()[0]
    assert event["kind"] == "latency" and event["detail"]["delay_ms"] == 250


def test_latency_distribution_is_drawn_per_request(proxy, http):
    proxy.client.add_rule(
        {**rule("latency", distribution="uniform", min_ms=1, max_ms=60), "seed": 5}
    )
    for i in range(5):
        http.get("/v1/models", headers={"x-request-id": f"q{i}"})
    delays = [e["detail"]["delay_ms"] for e in proxy.client.events()[0]]
    assert len(set(delays)) == 5 and all(1 <= d <= 60 for d in delays)


async def test_async_sdk_sees_errors_and_cut_streams(proxy):
    client = openai.AsyncOpenAI(base_url=f"{proxy.url}/v1", api_key=SECRET, max_retries=0)
    try:
        proxy.client.add_rule(
            {**rule("http_error", "e", status=429), "match": {"models": ["m-err"]}}
        )
        proxy.client.add_rule(
            {**rule("stream_cut", "c", after_chunks=2), "match": {"models": ["m-cut"]}}
        )
        msgs = [{"role": "user", "content": "x"}]
        with pytest.raises(openai.RateLimitError):
            await client.chat.completions.create(model="m-err", messages=msgs)
        stream = await client.chat.completions.create(model="m-cut", messages=msgs, stream=True)
        chunks = [c async for c in stream]
        assert len(chunks) == 2
        answer = await client.chat.completions.create(model="m-ok", messages=msgs)
        assert answer.choices[0].finish_reason == "stop"
    finally:
        await client.close()
