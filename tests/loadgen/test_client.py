"""The client's outcome classes against real (loopback) servers that misbehave."""

from __future__ import annotations

import asyncio
import socket

import pytest
from aiohttp import web

from genai_chaos.load.openai_client import OpenAIClient, Target
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


async def send_to(handler, *, stream=True, timeout=5.0):
    runner, url = await start(handler)
    try:
        async with OpenAIClient(Target(url, stream=stream, timeout=timeout)) as c:
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


async def test_a_complete_stream_is_ok_with_vllm_timings():
    res = await send_to(
        stream_handler(sse(CHUNK % "null", CHUNK % "null", CHUNK % '"stop"', "[DONE]"), 0.02)
    )
    d = res.detail
    assert res.outcome == "ok" and d["output_tokens"] == 3 and len(d["itl"]) == 2
    assert d["ttft"] < d["e2e"] and all(g >= 0.015 for g in d["itl"])


async def test_a_stream_cut_without_finish_reason_or_done_is_incomplete():
    res = await send_to(stream_handler(sse(CHUNK % "null", CHUNK % "null")))
    assert res.outcome == "incomplete" and "finish_reason" in res.detail["error"]
    res = await send_to(stream_handler(sse(CHUNK % '"stop"')))
    assert res.outcome == "incomplete" and "[DONE]" in res.detail["error"]


async def test_an_error_event_in_the_stream_is_incomplete():
    res = await send_to(stream_handler(sse(CHUNK % "null", '{"error": {"message": "boom"}}')))
    assert res.outcome == "incomplete" and "boom" in res.detail["error"]


async def test_a_non_openai_answer_is_invalid():
    async def html(request: web.Request) -> web.Response:
        return web.Response(text="<html>hi</html>", content_type="text/html")

    async def nochoices(request: web.Request) -> web.Response:
        return web.json_response({"hello": 1})

    assert (await send_to(html, stream=False)).outcome == "invalid"
    assert (await send_to(nochoices, stream=False)).outcome == "invalid"
    assert (await send_to(stream_handler(b"data: {not json\n\n"))).outcome == "invalid"


async def test_http_errors_keep_their_status():
    async def h(request: web.Request) -> web.Response:
        return web.json_response({"error": {"message": "slow down"}}, status=429)

    res = await send_to(h)
    assert (
        res.outcome == "http_error"
        and res.detail["status"] == 429
        and "slow down" in res.detail["error"]
    )


async def test_a_hanging_endpoint_is_a_timeout_not_a_hang():
    async def h(request: web.Request) -> web.Response:
        await asyncio.sleep(1.5)
        return web.json_response({})

    res = await send_to(h, timeout=0.2)
    assert res.outcome == "timeout" and res.detail["e2e"] < 1.0


async def test_an_unreachable_endpoint_is_a_connect_error():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    async with OpenAIClient(Target(f"http://127.0.0.1:{port}", timeout=2)) as c:
        res = await c.send("x", 2)
    assert res.outcome == "connect_error" and "error" in res.detail


@pytest.mark.parametrize("api", ["chat", "completions"])
@pytest.mark.parametrize("stream", [True, False])
async def test_both_apis_streaming_or_not_against_the_simulator(api, stream):
    with run_sim_server(SimConfig(decode_base_s=0.002)) as url:
        async with OpenAIClient(Target(url, api=api, stream=stream)) as c:
            res = await c.send("one two three", 6)
    assert res.outcome == "ok" and res.detail["output_tokens"] == 6
    assert ("itl" in res.detail) == stream
