"""A small real upstream for the proxy tests: starlette served by uvicorn on 127.0.0.1.

It speaks enough of the OpenAI API (chat completions, completions, embeddings with float
or base64, models, Responses, each JSON or SSE) plus test endpoints: echo, big bodies,
slow answers and streams, chosen errors, and a stream that dies mid-body. Every request
it receives is kept in ``received`` (headers and raw body).
"""

from __future__ import annotations

import asyncio
import base64
import json
import socket
import threading
from collections.abc import AsyncIterator
from contextlib import AbstractContextManager
from typing import Any

import numpy as np
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from genai_chaos._serve import serve_asgi

ANSWER = '{"answer": "Open Settings > Security and choose Reset.", "sources": ["kb-101"]}'
PIECES = ["To ", "reset ", "the ", "password, ", "open ", "Settings ", "> ", "Security."]
VECTOR = [0.6, 0.8, 0.0, 0.0]
TOOL_CALL = {
    "id": "call_1",
    "type": "function",
    "function": {"name": "lookup_order", "arguments": '{"order_id": "A-17", "verbose": true}'},
}

received: list[dict[str, Any]] = []
_lock = threading.Lock()


async def _record(request: Request) -> bytes:
    body = await request.body()
    with _lock:
        received.append({"path": request.url.path, "headers": dict(request.headers), "body": body})
    return body


def _json(body: bytes) -> dict[str, Any]:
    try:
        data = json.loads(body) if body else {}
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def _delay(request: Request) -> float:
    return float(request.headers.get("x-test-delay-ms", "1")) / 1000


def _sse(items: list[bytes], delay: float) -> StreamingResponse:
    async def gen() -> AsyncIterator[bytes]:
        for item in items:
            yield item
            await asyncio.sleep(delay)

    return StreamingResponse(gen(), media_type="text/event-stream")


def _chunk(model: str, delta: dict[str, Any], finish: str | None = None) -> bytes:
    chunk = {
        "id": "chatcmpl-test",
        "object": "chat.completion.chunk",
        "created": 1700000000,
        "model": model,
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }
    return f"data: {json.dumps(chunk)}\n\n".encode()


async def chat(request: Request) -> Response:
    data = _json(await _record(request))
    model = data.get("model", "gpt-4o-mini")
    if data.get("stream"):
        n = int(request.headers.get("x-test-chunks", len(PIECES)))
        pieces = [PIECES[i % len(PIECES)] for i in range(n)]
        items = [
            _chunk(model, {"content": p, **({"role": "assistant"} if i == 0 else {})})
            for i, p in enumerate(pieces)
        ]
        items += [_chunk(model, {}, "stop"), b"data: [DONE]\n\n"]
        return _sse(items, _delay(request))
    message: dict[str, Any] = {"role": "assistant", "content": ANSWER}
    finish = "stop"
    if data.get("tools"):
        message = {"role": "assistant", "content": None, "tool_calls": [TOOL_CALL]}
        finish = "tool_calls"
    return JSONResponse(
        {
            "id": "chatcmpl-test",
            "object": "chat.completion",
            "created": 1700000000,
            "model": model,
            "choices": [{"index": 0, "message": message, "finish_reason": finish}],
            "usage": {"prompt_tokens": 12, "completion_tokens": 20, "total_tokens": 32},
        }
    )


async def completions(request: Request) -> Response:
    data = _json(await _record(request))
    return JSONResponse(
        {
            "id": "cmpl-test",
            "object": "text_completion",
            "created": 1700000000,
            "model": data.get("model", "gpt-3.5-turbo-instruct"),
            "choices": [{"index": 0, "text": ANSWER, "finish_reason": "stop", "logprobs": None}],
            "usage": {"prompt_tokens": 5, "completion_tokens": 20, "total_tokens": 25},
        }
    )


async def embeddings(request: Request) -> Response:
    data = _json(await _record(request))
    inputs = data.get("input", "")
    inputs = inputs if isinstance(inputs, list) else [inputs]
    as_b64 = data.get("encoding_format") == "base64"
    raw = base64.b64encode(np.asarray(VECTOR, dtype="<f4").tobytes()).decode()
    items = [
        {"object": "embedding", "index": i, "embedding": raw if as_b64 else list(VECTOR)}
        for i in range(len(inputs))
    ]
    return JSONResponse(
        {
            "object": "list",
            "data": items,
            "model": data.get("model", "text-embedding-3-small"),
            "usage": {"prompt_tokens": 3, "total_tokens": 3},
        }
    )


async def models(request: Request) -> Response:
    await _record(request)
    return JSONResponse(
        {
            "object": "list",
            "data": [{"id": "gpt-4o-mini", "object": "model", "created": 1, "owned_by": "t"}],
        }
    )


def _response_obj(model: str, status: str = "completed") -> dict[str, Any]:
    return {
        "id": "resp_1",
        "object": "response",
        "created_at": 1700000000,
        "status": status,
        "model": model,
        "output": [
            {
                "type": "message",
                "id": "msg_1",
                "status": "completed",
                "role": "assistant",
                "content": [{"type": "output_text", "text": ANSWER, "annotations": []}],
            }
        ],
        "usage": {"input_tokens": 10, "output_tokens": 20, "total_tokens": 30},
        "parallel_tool_calls": True,
        "tool_choice": "auto",
        "tools": [],
    }


async def responses(request: Request) -> Response:
    data = _json(await _record(request))
    model = data.get("model", "gpt-4o-mini")
    if not data.get("stream"):
        return JSONResponse(_response_obj(model))
    seq = 0
    items = []

    def ev(kind: str, payload: dict[str, Any]) -> bytes:
        nonlocal seq
        body = {"type": kind, "sequence_number": seq, **payload}
        seq += 1
        return f"event: {kind}\ndata: {json.dumps(body)}\n\n".encode()

    start = _response_obj(model, "in_progress")
    start["output"] = []
    items.append(ev("response.created", {"response": start}))
    for piece in PIECES:
        items.append(
            ev(
                "response.output_text.delta",
                {"item_id": "msg_1", "output_index": 0, "content_index": 0, "delta": piece},
            )
        )
    items.append(ev("response.completed", {"response": _response_obj(model)}))
    return _sse(items, _delay(request))


async def echo(request: Request) -> Response:
    body = await _record(request)
    headers = {"x-custom": "kept", "x-echo-method": request.method}
    resp = Response(body, status_code=201, headers=headers, media_type="application/octet-stream")
    resp.headers.append("set-cookie", "a=1; Path=/")
    resp.headers.append("set-cookie", "b=2; Path=/")
    return resp


async def big(request: Request) -> Response:
    await _record(request)
    mb = float(request.query_params.get("mb", "4"))
    rng = np.random.default_rng(7)
    return Response(rng.bytes(int(mb * 2**20)), media_type="application/octet-stream")


async def slow(request: Request) -> Response:
    await _record(request)
    await asyncio.sleep(float(request.query_params.get("s", "0.3")))
    return JSONResponse({"slow": True})


async def ticks(request: Request) -> Response:
    """``n`` SSE events, ``ms`` apart (a slow or long stream)."""
    await _record(request)
    n = int(request.query_params.get("n", "5"))
    delay = float(request.query_params.get("ms", "100")) / 1000
    items = [f"data: {json.dumps({'i': i, 'pad': 'x' * (i % 7)})}\n\n".encode() for i in range(n)]
    return _sse([*items, b"data: [DONE]\n\n"], delay)


async def status(request: Request) -> Response:
    await _record(request)
    code = int(request.path_params["code"])
    body = {"error": {"message": f"upstream says {code}", "type": "upstream", "code": None}}
    return JSONResponse(body, status_code=code, headers={"retry-after": "7", "x-up": "1"})


async def dies(request: Request) -> Response:
    """A stream whose server fails after two events (the connection drops mid-body)."""
    await _record(request)

    async def gen() -> AsyncIterator[bytes]:
        yield b'data: {"i": 0}\n\n'
        yield b'data: {"i": 1}\n\n'
        await asyncio.sleep(0.01)
        raise RuntimeError("upstream crashed mid-stream")

    return StreamingResponse(gen(), media_type="text/event-stream")


app = Starlette(
    routes=[
        Route("/v1/chat/completions", chat, methods=["POST"]),
        Route("/v1/completions", completions, methods=["POST"]),
        Route("/v1/embeddings", embeddings, methods=["POST"]),
        Route("/v1/models", models, methods=["GET"]),
        Route("/v1/responses", responses, methods=["POST"]),
        Route("/echo", echo, methods=["GET", "POST", "PUT", "DELETE", "PATCH"]),
        Route("/big", big, methods=["GET"]),
        Route("/slow", slow, methods=["GET"]),
        Route("/ticks", ticks, methods=["GET"]),
        Route("/status/{code:int}", status, methods=["GET", "POST"]),
        Route("/dies", dies, methods=["GET"]),
    ]
)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def serve() -> AbstractContextManager[str]:
    """Run the upstream on a free loopback port; yields its origin (no ``/v1``)."""
    return serve_asgi(app, log_level="critical")
