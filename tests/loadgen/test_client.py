"""Both clients' outcome classes (aiohttp's and the lean one's, which must agree) against
real (loopback) servers that misbehave."""

from __future__ import annotations

import asyncio
import socket

import pytest
from aiohttp import web

from genai_chaos.load.http1 import open_client
from genai_chaos.load.openai_client import Target
from genai_chaos.sim.engine import SimConfig
from genai_chaos.sim.server import run_sim_server


async def start(handler) -> tuple[web.AppRunner, str]:
    app = web.Application()
    app.router.add_post("/v1/chat/completions", handler)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    return runner, f"http://127.0.0.1:{runner.addresses[0][1]}"


def sse(*events: str) -> bytes:
    return b"".join(f"data: {e}\n\n".encode() for e in events)


CHUNK = '{"choices":[{"index":0,"delta":{"content":"x "},"finish_reason":%s}]}'


@pytest.fixture(params=["aiohttp", "lean"])
def kind(request):
    return request.param


async def send_to(handler, kind, *, stream=True, timeout=5.0):
    runner, url = await start(handler)
    try:
        async with open_client(Target(url, stream=stream, timeout=timeout), kind) as c:
            return await c.send("hello", 4)
    finally:
        await runner.cleanup()


def stream_handler(body: bytes, pause: float = 0.0):
    async def h(request: web.Request) -> web.StreamResponse:
        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await resp.prepare(request)
        for part in body.split(b"\n\n"):
            if part:
                await resp.write(part + b"\n\n")
                await asyncio.sleep(pause)
        return resp

    return h


async def test_a_complete_stream_is_ok_with_vllm_timings(kind):
    res = await send_to(
        stream_handler(sse(CHUNK % "null", CHUNK % "null", CHUNK % '"stop"', "[DONE]"), 0.02),
        kind,
    )
    d = res.detail
    assert res.outcome == "ok" and d["output_tokens"] == 3 and len(d["itl"]) == 2
    assert d["ttft"] < d["e2e"] and all(g >= 0.015 for g in d["itl"])


async def test_a_stream_cut_without_finish_reason_or_done_is_incomplete(kind):
    res = await send_to(stream_handler(sse(CHUNK % "null", CHUNK % "null")), kind)
    assert res.outcome == "incomplete" and "finish_reason" in res.detail["error"]
    res = await send_to(stream_handler(sse(CHUNK % '"stop"')), kind)
    assert res.outcome == "incomplete" and "[DONE]" in res.detail["error"]


async def test_an_error_event_in_the_stream_is_incomplete(kind):
    res = await send_to(stream_handler(sse(CHUNK % "null", '{"error": {"message": "boom"}}')), kind)
    assert res.outcome == "incomplete" and "boom" in res.detail["error"]


async def test_a_non_openai_answer_is_invalid(kind):
    async def html(request: web.Request) -> web.Response:
        return web.Response(text="<html>hi</html>", content_type="text/html")

    async def nochoices(request: web.Request) -> web.Response:
        return web.json_response({"hello": 1})

    assert (await send_to(html, kind, stream=False)).outcome == "invalid"
    assert (await send_to(nochoices, kind, stream=False)).outcome == "invalid"
    assert (await send_to(stream_handler(b"data: {not json\n\n"), kind)).outcome == "invalid"


async def test_http_errors_keep_their_status(kind):
    async def h(request: web.Request) -> web.Response:
        return web.json_response({"error": {"message": "slow down"}}, status=429)

    res = await send_to(h, kind)
    assert (
        res.outcome == "http_error"
        and res.detail["status"] == 429
        and "slow down" in res.detail["error"]
    )


async def test_a_hanging_endpoint_is_a_timeout_not_a_hang(kind):
    async def h(request: web.Request) -> web.Response:
        await asyncio.sleep(1.5)
        return web.json_response({})

    res = await send_to(h, kind, timeout=0.2)
    assert res.outcome == "timeout" and res.detail["e2e"] < 1.0


async def test_an_unreachable_endpoint_is_a_connect_error(kind):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    async with open_client(Target(f"http://127.0.0.1:{port}", timeout=2), kind) as c:
        res = await c.send("x", 2)
    assert res.outcome == "connect_error" and "error" in res.detail


@pytest.mark.parametrize("api", ["chat", "completions"])
@pytest.mark.parametrize("stream", [True, False])
async def test_both_apis_streaming_or_not_against_the_simulator(api, stream, kind):
    with run_sim_server(SimConfig(decode_base_s=0.002)) as url:
        async with open_client(Target(url, api=api, stream=stream), kind) as c:
            results = [await c.send("one two three", 6) for _ in range(3)]
    for res in results:
        assert res.outcome == "ok" and res.detail["output_tokens"] == 6
        assert ("itl" in res.detail) == stream and res.detail["status"] == 200
        assert (len(res.detail["itl"]) == 5) if stream else res.detail["streamed"] is False


async def test_the_simulator_rejections_are_http_errors_for_both_clients(kind):
    with run_sim_server(SimConfig(decode_base_s=0.002, max_model_len=16)) as url:
        async with open_client(Target(url, stream=True), kind) as c:
            res = await c.send("one two three", 64)  # longer than the context
            after = await c.send("one", 4)
    assert (res.outcome, res.detail["status"]) == ("http_error", 400)
    assert after.outcome == "ok"
