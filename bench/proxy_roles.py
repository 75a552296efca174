"""The processes of the proxy benchmark (each one its own process; see bench_proxy.py).

    python bench/proxy_roles.py upstream --port P
    python bench/proxy_roles.py minimal --port P --upstream http://127.0.0.1:U
    python bench/proxy_roles.py load --url URL [--stream] (--concurrency N | --rate R) --seconds S

``upstream`` is a trivial, fast OpenAI-shaped server on raw asyncio (keep-alive, a fixed
chat completion, or a 10-event SSE stream written event by event); ``minimal`` is the
baseline pass-through a dozen lines of aiohttp reach; ``load`` is an aiohttp client
(or the load generator's lean one, ``--client lean``), closed loop at a concurrency or
open loop at a rate, printing one JSON line: latencies
(from the intended send time, so a client falling behind counts), times to first byte
of streams, status counts.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import sys
import time
from collections import Counter
from typing import Any

ANSWER = json.dumps(
    {
        "id": "chatcmpl-bench",
        "object": "chat.completion",
        "created": 1700000000,
        "model": "fake",
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": "Open Settings and choose Reset."},
                "finish_reason": "stop",
            }
        ],
        "usage": {"prompt_tokens": 12, "completion_tokens": 8, "total_tokens": 20},
    }
).encode()


def _event(delta: dict[str, Any], finish: str | None = None) -> bytes:
    chunk = {
        "id": "chatcmpl-bench",
        "object": "chat.completion.chunk",
        "created": 1700000000,
        "model": "fake",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }
    data = f"data: {json.dumps(chunk)}\n\n".encode()
    return b"%x\r\n%s\r\n" % (len(data), data)


EVENTS = [_event({"role": "assistant", "content": ""})]
EVENTS += [
    _event({"content": w}) for w in ["Open ", "Settings ", "and ", "choose ", "Reset ", "now", "."]
]
EVENTS += [_event({}, "stop"), b"e\r\ndata: [DONE]\n\n\r\n", b"0\r\n\r\n"]
JSON_HEAD = (
    b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: %d\r\n\r\n" % len(ANSWER)
)
SSE_HEAD = (
    b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\n\r\n"
)


_LENGTH = re.compile(rb"(?i)content-length:[ \t]*(\d+)")


class Upstream(asyncio.Protocol):
    """HTTP/1.1 keep-alive: JSON, or SSE when the body asks for a stream."""

    def __init__(self) -> None:
        self.buf = b""
        self.transport: asyncio.Transport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport

    def data_received(self, data: bytes) -> None:
        self.buf += data
        while True:
            end = self.buf.find(b"\r\n\r\n")
            if end < 0:
                return
            m = _LENGTH.search(self.buf, 0, end)
            length = int(m.group(1)) if m else 0
            if len(self.buf) < end + 4 + length:
                return
            body = self.buf[end + 4 : end + 4 + length]
            self.buf = self.buf[end + 4 + length :]
            self.answer(b'"stream": true' in body or b'"stream":true' in body)

    def answer(self, stream: bool) -> None:
        t = self.transport
        assert t is not None
        if not stream:
            t.write(JSON_HEAD + ANSWER)
            return
        t.write(SSE_HEAD + EVENTS[0])
        loop = asyncio.get_running_loop()
        rest = iter(EVENTS[1:])

        def more() -> None:  # one event per loop turn: separate writes, like a real server
            item = next(rest, None)
            if item is not None and not t.is_closing():
                t.write(item)
                loop.call_soon(more)

        loop.call_soon(more)


async def run_upstream(port: int) -> None:
    loop = asyncio.get_running_loop()
    server = await loop.create_server(Upstream, "127.0.0.1", port, backlog=1024)
    print("ready", flush=True)
    async with server:
        await server.serve_forever()


async def run_minimal(port: int, upstream: str) -> None:
    """The baseline: what a dozen lines of aiohttp give (streams chunk by chunk)."""
    from aiohttp import ClientSession, TCPConnector, web

    hop = {"host", "connection", "content-length", "transfer-encoding", "keep-alive"}
    session = ClientSession(connector=TCPConnector(limit=0), auto_decompress=False)

    async def handle(req: web.Request) -> web.StreamResponse:
        headers = {k: v for k, v in req.headers.items() if k.lower() not in hop}
        async with session.request(
            req.method, upstream + req.path_qs, headers=headers, data=await req.read()
        ) as up:
            resp = web.StreamResponse(
                status=up.status,
                headers={k: v for k, v in up.headers.items() if k.lower() not in hop},
            )
            await resp.prepare(req)
            async for chunk in up.content.iter_any():
                await resp.write(chunk)
            await resp.write_eof()
            return resp

    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", handle)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", port).start()
    print("ready", flush=True)
    await asyncio.Event().wait()


# -- the load client -------------------------------------------------------------------

PROMPT = "How do I reset my password?"


class _Tally:
    """What a load run records (latencies from the intended send time)."""

    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.ttfts: list[float] = []
        self.statuses: Counter[int] = Counter()
        self.errors: Counter[str] = Counter()


async def run_load(args: argparse.Namespace) -> dict[str, Any]:
    """Closed loop at ``args.concurrency`` or open loop at ``args.rate``; with
    ``args.client == "lean"`` through the load generator's raw-asyncio client
    (genai_chaos.load.http1: a fraction of aiohttp's CPU per request, so less of the
    measured tail is the client's own), else through aiohttp."""
    tally = _Tally()
    if getattr(args, "client", "aiohttp") == "lean":
        from genai_chaos.load.http1 import LeanClient
        from genai_chaos.load.openai_client import Target

        base = args.url.split("/v1/", 1)[0]
        target = Target(base, model="fake", stream=args.stream, api_key="sk-bench", timeout=30)
        async with LeanClient(target) as client:
            return await _drive(args, _lean_one(client, args.stream, tally), tally)
    import aiohttp

    conn = aiohttp.TCPConnector(limit=0, force_close=False)
    async with aiohttp.ClientSession(connector=conn) as session:
        return await _drive(args, _aiohttp_one(session, args, tally), tally)


def _aiohttp_one(session: Any, args: argparse.Namespace, tally: _Tally) -> Any:
    body = json.dumps(
        {
            "model": "fake",
            "messages": [{"role": "user", "content": PROMPT}],
            **({"stream": True} if args.stream else {}),
        }
    ).encode()
    headers = {"content-type": "application/json", "authorization": "Bearer sk-bench"}

    async def one(intended: float, keep: bool) -> None:
        try:
            async with session.post(args.url, data=body, headers=headers) as r:
                first = 0.0
                if args.stream:
                    async for _ in r.content.iter_any():
                        if not first:
                            first = time.perf_counter()
                else:
                    await r.read()
                tally.statuses[r.status] += 1
        except Exception as exc:
            tally.errors[type(exc).__name__] += 1
            return
        if keep:
            tally.latencies.append(time.perf_counter() - intended)
            if first:
                tally.ttfts.append(first - intended)

    return one


def _lean_one(client: Any, stream: bool, tally: _Tally) -> Any:
    async def one(intended: float, keep: bool) -> None:
        sent = time.perf_counter()
        res = await client.send(PROMPT, 16)
        end = time.perf_counter()
        detail = res.detail or {}
        tally.statuses[int(detail.get("status", 0))] += 1
        if res.outcome != "ok":
            tally.errors[res.outcome] += 1
            return
        if keep:
            tally.latencies.append(end - intended)
            if stream and "ttft" in detail:
                tally.ttfts.append(sent + float(detail["ttft"]) - intended)

    return one


async def _drive(args: argparse.Namespace, one: Any, tally: _Tally) -> dict[str, Any]:
    warm_until = time.perf_counter() + args.warmup
    while time.perf_counter() < warm_until:
        await asyncio.gather(*(one(time.perf_counter(), False) for _ in range(4)))
    start = time.perf_counter()
    stop = start + args.seconds
    if args.rate:
        tasks = set()
        i = 0
        while True:
            intended = start + i / args.rate
            if intended >= stop:
                break
            delay = intended - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            task = asyncio.create_task(one(intended, True))
            tasks.add(task)
            task.add_done_callback(tasks.discard)
            i += 1
        if tasks:
            await asyncio.wait(tasks, timeout=30)
    else:

        async def worker() -> None:
            while time.perf_counter() < stop:
                await one(time.perf_counter(), True)

        await asyncio.gather(*(worker() for _ in range(args.concurrency)))
    elapsed = time.perf_counter() - start
    return {
        "latencies_ms": [round(x * 1000, 4) for x in tally.latencies],
        "ttfts_ms": [round(x * 1000, 4) for x in tally.ttfts],
        "requests": len(tally.latencies),
        "rps": len(tally.latencies) / elapsed,
        "statuses": {str(k): v for k, v in tally.statuses.items()},
        "errors": dict(tally.errors),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("role", choices=["upstream", "minimal", "load"])
    parser.add_argument("--port", type=int)
    parser.add_argument("--upstream")
    parser.add_argument("--url")
    parser.add_argument("--stream", action="store_true")
    parser.add_argument("--concurrency", type=int, default=1)
    parser.add_argument("--rate", type=float, default=0.0)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--warmup", type=float, default=0.3)
    parser.add_argument("--client", choices=["lean", "aiohttp"], default="aiohttp")
    args = parser.parse_args()
    if args.role == "upstream":
        asyncio.run(run_upstream(args.port))
    elif args.role == "minimal":
        asyncio.run(run_minimal(args.port, args.upstream))
    else:
        json.dump(asyncio.run(run_load(args)), sys.stdout)


if __name__ == "__main__":
    main()
