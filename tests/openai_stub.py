"""A small OpenAI-compatible server for tests, served for real by uvicorn on 127.0.0.1.

It is a stand-in for a model provider (no model can run here): answers are fixed text,
but the HTTP, JSON and SSE are what the real API sends.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, StreamingResponse
from starlette.routing import Route

from genai_chaos._serve import serve_asgi

ANSWER = '{"answer": "Open Settings > Security and choose Reset.", "sources": ["kb-101"]}'
STREAM_PIECES = ["To ", "reset ", "the ", "password, ", "open ", "Settings ", "> ", "Security."]

received: list[dict[str, Any]] = []


def _completion(model: str) -> dict[str, Any]:
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": 1700000000,
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": ANSWER},
                "finish_reason": "stop",
            }
        ],
        "usage": {"prompt_tokens": 12, "completion_tokens": 20, "total_tokens": 32},
    }


async def chat(request: Request) -> Any:
    body = await request.json()
    received.append({"headers": dict(request.headers), "body": body})
    model = body.get("model", "gpt-4o-mini")
    if not body.get("stream"):
        return JSONResponse(_completion(model))

    async def events() -> AsyncIterator[bytes]:
        for i, piece in enumerate(STREAM_PIECES):
            chunk = {
                "id": "chatcmpl-test",
                "object": "chat.completion.chunk",
                "created": 1700000000,
                "model": model,
                "choices": [{"index": 0, "delta": {"content": piece}, "finish_reason": None}],
            }
            if i == 0:
                chunk["choices"][0]["delta"]["role"] = "assistant"
            yield f"data: {json.dumps(chunk)}\n\n".encode()
            await asyncio.sleep(0.001)
        final = {
            "id": "chatcmpl-test",
            "object": "chat.completion.chunk",
            "created": 1700000000,
            "model": model,
            "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}],
        }
        yield f"data: {json.dumps(final)}\n\n".encode()
        yield b"data: [DONE]\n\n"

    return StreamingResponse(events(), media_type="text/event-stream")


async def embeddings(request: Request) -> Any:
    body = await request.json()
    inputs = body["input"] if isinstance(body["input"], list) else [body["input"]]
    data = [
        {"object": "embedding", "index": i, "embedding": [0.6, 0.8, 0.0, 0.0]}
        for i, _ in enumerate(inputs)
    ]
    return JSONResponse(
        {
            "object": "list",
            "data": data,
            "model": body.get("model", "e"),
            "usage": {"prompt_tokens": 3, "total_tokens": 3},
        }
    )


app = Starlette(
    routes=[
        Route("/v1/chat/completions", chat, methods=["POST"]),
        Route("/v1/embeddings", embeddings, methods=["POST"]),
    ]
)


@contextmanager
def serve() -> Iterator[str]:
    """Run the stub on a free loopback port; yields its base URL (``.../v1``)."""
    with serve_asgi(app) as origin:
        yield f"{origin}/v1"
