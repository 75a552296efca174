"""With no rule firing, the proxy is transparent: status, headers, bytes and timing."""

from __future__ import annotations

import itertools
import json
import time

import httpx
import openai

from tests.proxy.conftest import ask

IGNORED = {"date", "x-genai-chaos-request-id"}


def same_headers(direct: httpx.Response, proxied: httpx.Response) -> None:
    a = [(k, v) for k, v in direct.headers.multi_items() if k not in IGNORED]
    b = [(k, v) for k, v in proxied.headers.multi_items() if k not in IGNORED]
    assert a == b


def test_status_headers_and_body_bytes_pass_unchanged(upstream, proxy, received):
    body = b'{"not": "json", "\xff": broken' * 10
    headers = {"content-type": "application/json", "x-tenant": "acme"}
    with httpx.Client() as c:
        direct = c.post(f"{upstream}/echo?x=1&y=%20", content=body, headers=headers)
        proxied = c.post(f"{proxy.url}/echo?x=1&y=%20", content=body, headers=headers)
    assert proxied.status_code == direct.status_code == 201
    assert proxied.content == direct.content == body
    same_headers(direct, proxied)
    assert proxied.headers.get_list("set-cookie") == ["a=1; Path=/", "b=2; Path=/"]
    # the upstream got the same request both times (the query string, headers, body)
    first, second = received
    assert first["body"] == second["body"] == body
    assert second["headers"]["x-tenant"] == "acme"
    assert second["headers"]["host"] == first["headers"]["host"]


def test_every_method_and_the_openai_paths_pass_through(upstream, proxy, http, received):
    for method in ("GET", "PUT", "DELETE", "PATCH"):
        r = http.request(method, "/echo", content=b"x")
        assert r.status_code == 201 and r.headers["x-echo-method"] == method
    assert http.get("/v1/models").json()["data"][0]["id"] == "gpt-4o-mini"
    r = http.post("/v1/completions", json={"model": "m", "prompt": "hi"})
    assert r.json()["choices"][0]["text"].startswith('{"answer"')
    assert http.get("/nowhere").status_code == 404  # the upstream's 404, passed through


def test_request_id_comes_back_in_a_header(http):
    assert (
        http.get("/v1/models", headers={"x-request-id": "abc"}).headers["x-genai-chaos-request-id"]
        == "abc"
    )
    assert http.get("/v1/models").headers["x-genai-chaos-request-id"].startswith("proxy#")


def test_large_bodies_both_ways(upstream, proxy, http, received):
    big = http.get("/big?mb=6")
    with httpx.Client() as c:
        assert big.content == c.get(f"{upstream}/big?mb=6").content
    assert len(big.content) == 6 * 2**20
    payload = bytes(range(256)) * (5 * 2**20 // 256)
    echoed = http.post("/echo", content=payload)
    assert echoed.content == payload
    assert received[-1]["headers"]["content-length"] == str(len(payload))


def test_slow_upstream_is_waited_for(http):
    start = time.monotonic()
    assert http.get("/slow?s=0.4").json() == {"slow": True}
    assert time.monotonic() - start >= 0.4


def test_sse_chunks_arrive_as_the_upstream_sends_them(proxy):
    # 5 events 150 ms apart: the first must arrive long before the upstream is done
    start = time.monotonic()
    arrivals = []
    with httpx.Client(timeout=10) as c, c.stream("GET", f"{proxy.url}/ticks?n=5&ms=150") as r:
        assert r.headers["content-type"].startswith("text/event-stream")
        for line in r.iter_lines():
            if line.startswith("data: {"):
                arrivals.append(time.monotonic() - start)
    assert len(arrivals) == 5
    # the upstream needs 0.6 s more after its first event: it came well before that
    assert arrivals[0] < 0.45, arrivals
    gaps = [b - a for a, b in itertools.pairwise(arrivals)]
    assert all(g > 0.1 for g in gaps), gaps


def test_long_stream_is_byte_identical(upstream, proxy):
    with httpx.Client(timeout=20) as c:
        direct = c.get(f"{upstream}/ticks?n=3000&ms=0").content
        proxied = c.get(f"{proxy.url}/ticks?n=3000&ms=0").content
    assert proxied == direct
    assert proxied.count(b"\n\n") == 3001


def test_sdk_sync_async_and_stream_unchanged(proxy, sdk):
    answer = ask(sdk)
    assert json.loads(answer.choices[0].message.content)["sources"] == ["kb-101"]
    text = "".join(c.choices[0].delta.content or "" for c in ask(sdk, stream=True))
    assert text.startswith("To reset the password")


async def test_async_sdk_unchanged(proxy):
    client = openai.AsyncOpenAI(base_url=f"{proxy.url}/v1", api_key="sk-x", max_retries=0)
    try:
        answer = await client.chat.completions.create(
            model="m", messages=[{"role": "user", "content": "x"}]
        )
        assert answer.choices[0].finish_reason == "stop"
        stream = await client.chat.completions.create(
            model="m", messages=[{"role": "user", "content": "x"}], stream=True
        )
        chunks = [c async for c in stream]
        assert chunks[-1].choices[0].finish_reason == "stop"
    finally:
        await client.close()
