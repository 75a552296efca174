"""``genai-chaos sim serve``: the simulator as an OpenAI-compatible HTTP server.

Real HTTP, real SSE, real time: ``POST /v1/chat/completions`` and ``/v1/completions``
(streaming or not), ``GET /v1/models``, ``/health`` and ``/metrics`` (JSON: the engine's
counters and the analytical capacity). The prompt's length is its number of
whitespace-separated words; the response has exactly ``max_tokens`` tokens (default
``default_max_tokens``), one word per token, ``finish_reason: "length"``. Rejections are
OpenAI-shaped errors: 429 (queue full, with ``Retry-After``), 503 (queue timeout), 400
(too long or malformed), 504 (past the server's request timeout).

>>> from genai_chaos.sim.engine import SimConfig
>>> import httpx
>>> with run_sim_server(SimConfig()) as url:
...     r = httpx.post(url + "/v1/completions", json={"prompt": "hi there", "max_tokens": 3})
>>> r.status_code, r.json()["usage"]
(200, {'prompt_tokens': 2, 'completion_tokens': 3, 'total_tokens': 5})
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import math
import threading
import time
import uuid
from collections.abc import Iterator
from typing import Any

from aiohttp import web

from genai_chaos.sim.engine import Seq, SimConfig
from genai_chaos.sim.realtime import Handle, RealtimeEngine

_WORDS = ("the", "model", "answers", "with", "simulated", "tokens", "at", "a", "known", "rate")
_STATUS_TYPE = {
    400: "invalid_request_error",
    429: "rate_limit_exceeded",
    503: "service_unavailable",
    504: "timeout",
}
ENGINE_KEY = web.AppKey("engine", RealtimeEngine)
OPTIONS_KEY = web.AppKey("options", dict)


def count_prompt_tokens(body: dict[str, Any]) -> int:
    """The prompt's length in tokens: whitespace-separated words of every message.

    >>> count_prompt_tokens({"messages": [{"role": "user", "content": "a b c"}]})
    3
    """
    if "messages" in body:
        n = 0
        for m in body["messages"]:
            content = m.get("content") if isinstance(m, dict) else None
            if isinstance(content, str):
                n += len(content.split())
            elif isinstance(content, list):
                n += sum(
                    len(str(p.get("text", "")).split()) for p in content if isinstance(p, dict)
                )
        return n
    prompt = body.get("prompt", "")
    if isinstance(prompt, list):
        return sum(len(p) if isinstance(p, list) else len(str(p).split()) for p in prompt)
    return len(str(prompt).split())


def _error(status: int, message: str, headers: dict[str, str] | None = None) -> web.Response:
    body = {
        "error": {"message": message, "type": _STATUS_TYPE.get(status, "error"), "code": status}
    }
    return web.json_response(body, status=status, headers=headers)


def _text(n: int) -> str:
    return "".join(_WORDS[i % len(_WORDS)] + " " for i in range(n))


async def _parse(request: web.Request) -> dict[str, Any] | web.Response:
    try:
        body = await request.json()
    except (json.JSONDecodeError, UnicodeDecodeError):
        return _error(400, "the body is not valid JSON")
    if not isinstance(body, dict):
        return _error(400, "the body must be a JSON object")
    chat = request.path.endswith("/chat/completions")
    if chat and not isinstance(body.get("messages"), list):
        return _error(400, "'messages' must be a list")
    if not chat and "prompt" not in body:
        return _error(400, "'prompt' is required")
    return body


async def completions(request: web.Request) -> web.StreamResponse:
    """Both completion endpoints (chat and legacy)."""
    parsed = await _parse(request)
    if isinstance(parsed, web.Response):
        return parsed
    body = parsed
    opts = request.app[OPTIONS_KEY]
    chat = request.path.endswith("/chat/completions")
    max_tokens = body.get("max_completion_tokens", body.get("max_tokens"))
    if max_tokens is None:
        max_tokens = opts["default_max_tokens"]
    if not isinstance(max_tokens, int) or isinstance(max_tokens, bool) or max_tokens < 1:
        return _error(400, "'max_tokens' must be a positive integer")
    stream = bool(body.get("stream", False))
    engine = request.app[ENGINE_KEY]
    handle = engine.submit(count_prompt_tokens(body), max_tokens, stream=stream)
    seq = handle.seq
    if seq.outcome is not None:
        return _rejected(seq)
    meta = {
        "id": ("chatcmpl-" if chat else "cmpl-") + uuid.uuid4().hex[:16],
        "created": int(time.time()),
        "model": str(body.get("model") or opts["model"]),
    }
    try:
        if stream:
            usage = bool((body.get("stream_options") or {}).get("include_usage"))
            return await _stream(request, handle, chat, meta, usage)
        await handle.done
    finally:
        engine.abort(handle)  # a no-op unless the client went away mid-request
    if seq.outcome != "ok":
        return _rejected(seq)
    return web.json_response(_full(seq, chat, meta))


def _rejected(seq: Seq) -> web.Response:
    if seq.status == 429:
        return _error(429, "the admission queue is full", {"Retry-After": "1"})
    if seq.status == 503:
        return _error(503, "timed out in the admission queue")
    if seq.status == 400:
        return _error(400, "prompt plus max_tokens exceed the maximum context length")
    return _error(504, f"the request ended: {seq.reason}")


def _usage(seq: Seq) -> dict[str, int]:
    return {
        "prompt_tokens": seq.prompt_tokens,
        "completion_tokens": seq.generated,
        "total_tokens": seq.prompt_tokens + seq.generated,
    }


def _full(seq: Seq, chat: bool, meta: dict[str, Any]) -> dict[str, Any]:
    text = _text(seq.generated)
    if chat:
        choice: dict[str, Any] = {"index": 0, "message": {"role": "assistant", "content": text}}
        obj = "chat.completion"
    else:
        choice = {"index": 0, "text": text, "logprobs": None}
        obj = "text_completion"
    choice["finish_reason"] = "length"
    return {**meta, "object": obj, "choices": [choice], "usage": _usage(seq)}


async def _stream(
    request: web.Request, handle: Handle, chat: bool, meta: dict[str, Any], usage: bool
) -> web.StreamResponse:
    resp = web.StreamResponse(
        headers={"Content-Type": "text/event-stream", "Cache-Control": "no-cache"}
    )
    await resp.prepare(request)
    head = json.dumps({**meta, "object": "chat.completion.chunk" if chat else "text_completion"})[
        :-1
    ]
    seq = handle.seq
    i = 0
    async for _ in handle.tokens():
        word = _WORDS[i % len(_WORDS)] + " "
        last = seq.outcome == "ok" and i + 1 == seq.generated
        finish = '"length"' if last else "null"
        # hand-built JSON: one chunk per token is the server's hot path
        if chat:
            role = '"role":"assistant",' if i == 0 else ""
            choice = '{"index":0,"delta":{' + role + '"content":"' + word + '"},'
        else:
            choice = '{"index":0,"text":"' + word + '","logprobs":null,'
        choice += '"finish_reason":' + finish + "}"
        await resp.write(f'data: {head},"choices":[{choice}]}}\n\n'.encode())
        i += 1
    if seq.outcome != "ok":
        # the engine gave up mid-stream: an error event, no finish_reason, no [DONE]
        err = {"error": {"message": f"the request ended: {seq.reason}", "code": seq.status}}
        await resp.write(f"data: {json.dumps(err)}\n\n".encode())
        return resp
    if usage:
        await resp.write(
            f'data: {head},"choices":[],"usage":{json.dumps(_usage(seq))}}}\n\n'.encode()
        )
    await resp.write(b"data: [DONE]\n\n")
    await resp.write_eof()
    return resp


async def models(request: web.Request) -> web.Response:
    """``GET /v1/models``."""
    model = request.app[OPTIONS_KEY]["model"]
    return web.json_response(
        {"object": "list", "data": [{"id": model, "object": "model", "owned_by": "genai-chaos"}]}
    )


async def health(request: web.Request) -> web.Response:
    """``GET /health``."""
    return web.json_response({"status": "ok"})


async def metrics(request: web.Request) -> web.Response:
    """``GET /metrics``: the engine's counters and state, JSON."""
    eng = request.app[ENGINE_KEY].engine
    s = eng.stats
    return web.json_response(
        {
            "running": len(eng.running),
            "waiting": len(eng.waiting),
            "kv_used_blocks": eng.used_blocks,
            "kv_blocks": eng.config.kv_blocks,
            "steps": s.steps,
            "tokens": s.tokens,
            "mean_batch": s.mean_batch,
            "preemptions": s.preemptions,
            "peak_blocks": s.peak_blocks,
            "outcomes": s.outcomes,
        }
    )


def make_app(
    config: SimConfig,
    *,
    model: str = "sim",
    default_max_tokens: int = 64,
    request_timeout_s: float = math.inf,
) -> web.Application:
    """The aiohttp application; the engine starts and stops with it."""
    app = web.Application(client_max_size=16 * 2**20)
    app[OPTIONS_KEY] = {"model": model, "default_max_tokens": default_max_tokens}

    async def lifecycle(app: web.Application) -> Any:
        engine = RealtimeEngine(config, request_timeout_s=request_timeout_s)
        app[ENGINE_KEY] = engine
        engine.start()
        yield
        await engine.stop()

    app.cleanup_ctx.append(lifecycle)
    for path in ("/v1/chat/completions", "/chat/completions"):
        app.router.add_post(path, completions)
    for path in ("/v1/completions", "/completions"):
        app.router.add_post(path, completions)
    app.router.add_get("/v1/models", models)
    app.router.add_get("/health", health)
    app.router.add_get("/metrics", metrics)
    return app


async def serve(app: web.Application, host: str = "127.0.0.1", port: int = 0) -> web.AppRunner:
    """Start ``app`` on ``host:port``; the runner (``runner.addresses`` has the port)."""
    runner = web.AppRunner(app, access_log=None, handle_signals=False)
    await runner.setup()
    await web.TCPSite(runner, host, port, backlog=1024).start()
    return runner


@contextlib.contextmanager
def run_sim_server(config: SimConfig, *, host: str = "127.0.0.1", **options: Any) -> Iterator[str]:
    """Run a simulator server in a background thread for the block; yields its base URL
    (``http://127.0.0.1:PORT``). ``options`` are those of :func:`make_app`."""
    loop = asyncio.new_event_loop()
    ready = threading.Event()
    stop = asyncio.Event()
    box: list[Any] = []

    async def main() -> None:
        try:
            runner = await serve(make_app(config, **options), host, 0)
        except BaseException as exc:
            box.append(exc)
            ready.set()
            return
        box.append(runner.addresses[0][1])
        ready.set()
        try:
            await stop.wait()
        finally:
            await runner.cleanup()

    thread = threading.Thread(
        target=loop.run_until_complete, args=(main(),), daemon=True, name="genai-chaos-sim"
    )
    thread.start()
    ready.wait(30)
    try:
        if not box or isinstance(box[0], BaseException):
            raise box[0] if box else RuntimeError("the simulator did not start within 30 s")
        yield f"http://{host}:{box[0]}"
    finally:
        loop.call_soon_threadsafe(stop.set)
        thread.join(30)
        if not thread.is_alive():
            loop.close()
