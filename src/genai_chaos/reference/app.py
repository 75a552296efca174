"""The reference service over HTTP (Starlette): /ask, OpenAI-compatible endpoints, /health.

========================  ==================================================================
``POST /ask``             ``{"question", "temperature"?, "seed"?}`` -> the :class:`Answer`
``POST /v1/chat/completions``  OpenAI chat completions, plain or SSE (``stream``), with
                          ``usage`` and optional ``logprobs``/``top_logprobs``
``POST /v1/embeddings``   OpenAI embeddings (through the ``reference.embedder`` point)
``GET /v1/models``        the one model
``GET /health``           status, backend, guards, sanitizer layers, documents, faults
                          switched on
``/admin/...``            fault control (:mod:`~genai_chaos.reference.control`), only when
                          enabled
========================  ==================================================================

Requests may carry ``x-genai-chaos-request-id`` (or ``x-request-id``): the faults decide
on it, so the same id gets the same injections. Every bad request gets a 4xx JSON error
(``{"error": {"type", "code", "message", "param"}}``); a failure of the naive pipeline
(guards off) is a 502, anything unexpected a 500, both JSON.

>>> from starlette.testclient import TestClient
>>> client = TestClient(create_app(Settings()))
>>> client.get("/health").json()["status"]
'ok'
>>> client.post("/ask", content=b"{").json()["error"]["code"]
'invalid_json'
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import contextvars
import json
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import numpy as np
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from genai_chaos.inject.engine import request_id as request_id_scope
from genai_chaos.inject.wrap import chaos_point
from genai_chaos.reference.control import FaultControl, SpecError, is_loopback, token_ok
from genai_chaos.reference.generator import Generation, TokenLogprob, as_json, tokenize
from genai_chaos.reference.openai_format import chat_chunks, chat_completion
from genai_chaos.reference.pipeline import (
    DEFAULT_SANITIZER_LAYERS,
    MODEL_NAME,
    Answer,
    Pipeline,
    PipelineError,
)
from genai_chaos.reference.requests import (
    BadRequest,
    bool_field,
    error_response,
    int_field,
    last_user_message,
    number_field,
    read_any_json,
    read_json,
    text_field,
)


@dataclass
class Settings:
    """How the service runs. ``fault_control`` mounts /admin; ``admin_token`` is required
    on /admin when set (and the CLI sets or demands one beyond loopback).
    ``sanitizer_layers``: the sanitizer's layers under guards, by name (``default``,
    ``rules``, ``contextual``, ``tuned``: :mod:`genai_chaos.guards.sanitizer.layers`); used
    when the service builds its own pipeline."""

    backend: str = "wordllama"
    guards: bool = True
    sanitizer_layers: str = DEFAULT_SANITIZER_LAYERS
    fault_control: bool = False
    admin_token: str | None = None
    max_body_bytes: int = 64 * 1024
    max_question_chars: int = 4000
    max_embedding_inputs: int = 256
    request_timeout_s: float = 30.0
    max_concurrency: int = 32
    budget_s: float = 0.5


@chaos_point("reference.stream")
async def _stream_chunks(chunks: list[dict[str, Any]]) -> AsyncIterator[dict[str, Any]]:
    for chunk in chunks:
        yield chunk


def _request_id(request: Request, pipeline: Pipeline) -> str:
    rid = request.headers.get("x-genai-chaos-request-id") or request.headers.get("x-request-id")
    return rid[:200] if rid else pipeline.next_request_id()


class Service:
    """The pipeline, the fault control and the request handlers of one app."""

    def __init__(self, settings: Settings, pipeline: Pipeline | None = None) -> None:
        self.settings = settings
        self.pipeline = pipeline or Pipeline(
            backend=settings.backend,
            guards=settings.guards,
            budget_s=settings.budget_s,
            sanitizer_layers=settings.sanitizer_layers,
        )
        self.control = FaultControl()
        self._slots = asyncio.Semaphore(settings.max_concurrency)
        # one worker per admitted request (the default executor has only cpus + 4)
        self._workers = ThreadPoolExecutor(settings.max_concurrency, "reference-request")

    async def run(self, fn: Callable[[], Any], rid: str) -> Any:
        """Run ``fn`` in a worker thread with the faults on, under the request timeout."""

        def work() -> Any:
            with self.control.scope(), request_id_scope(rid):
                return fn()

        async with self._slots:
            ctx = contextvars.copy_context()
            pending = asyncio.get_running_loop().run_in_executor(self._workers, ctx.run, work)
            try:
                return await asyncio.wait_for(pending, self.settings.request_timeout_s)
            except TimeoutError:
                raise BadRequest(
                    504, "timeout", f"no answer within {self.settings.request_timeout_s} s"
                ) from None

    # -- /ask -------------------------------------------------------------------------------

    async def ask(self, request: Request) -> Response:
        body = await read_json(request, self.settings.max_body_bytes)
        question, temperature, seed = self._question(body, "question")
        rid = _request_id(request, self.pipeline)
        answer: Answer = await self.run(
            lambda: self.pipeline.ask(question, temperature=temperature, seed=seed, request_id=rid),
            rid,
        )
        return JSONResponse(answer.to_dict())

    def _question(self, body: dict[str, Any], name: str) -> tuple[str, float, int | None]:
        question = text_field(body, name, self.settings.max_question_chars)
        temperature = number_field(body, "temperature", 0.0, 0.0, 2.0)
        seed = int_field(body, "seed", -(2**63), 2**63 - 1)
        return question, temperature, seed

    # -- /v1/chat/completions -----------------------------------------------------------------

    async def chat(self, request: Request) -> Response:
        body = await read_json(request, self.settings.max_body_bytes)
        question = last_user_message(body, self.settings.max_question_chars)
        temperature = number_field(body, "temperature", 0.0, 0.0, 2.0)
        seed = int_field(body, "seed", -(2**63), 2**63 - 1)
        stream = bool_field(body, "stream")
        logprobs = bool_field(body, "logprobs")
        top = int_field(body, "top_logprobs", 0, 20) or 0
        if top and not logprobs:
            raise BadRequest(
                400, "invalid_value", "top_logprobs needs logprobs: true", "top_logprobs"
            )
        max_tokens = int_field(body, "max_completion_tokens", 1, 4096) or int_field(
            body, "max_tokens", 1, 4096
        )
        options = body.get("stream_options") or {}
        if not isinstance(options, dict):
            raise BadRequest(
                400, "invalid_type", "'stream_options' must be an object", "stream_options"
            )
        model = body.get("model") if isinstance(body.get("model"), str) else MODEL_NAME
        rid = _request_id(request, self.pipeline)
        answer: Answer = await self.run(
            lambda: self.pipeline.ask(question, temperature=temperature, seed=seed, request_id=rid),
            rid,
        )
        gen = _chat_generation(answer, max_tokens)
        schema = _response_schema(body)
        if schema is not None and not answer.refused:
            gen = as_json(gen, schema, answer.sources, 1.0 if answer.sources else 0.0)
        if not stream:
            return JSONResponse(
                chat_completion(
                    gen, model=str(model), request_id=rid, logprobs=logprobs, top_logprobs=top
                )
            )
        chunks = list(
            chat_chunks(
                gen,
                model=str(model),
                request_id=rid,
                logprobs=logprobs,
                top_logprobs=top,
                include_usage=bool(options.get("include_usage")),
            )
        )
        return StreamingResponse(self._sse(chunks, rid), media_type="text/event-stream")

    async def _sse(self, chunks: list[dict[str, Any]], rid: str) -> AsyncIterator[bytes]:
        sent = 0
        with self.control.scope(), request_id_scope(rid):
            try:
                async for chunk in _stream_chunks(chunks):
                    sent += 1
                    data = chunk if isinstance(chunk, str) else json.dumps(chunk)
                    yield f"data: {data}\n\n".encode()
            except Exception:
                return  # an injected error: the stream ends without [DONE], as a real one would
        if sent >= len(chunks):  # a cut stream ends without [DONE] too
            yield b"data: [DONE]\n\n"

    # -- /v1/embeddings -------------------------------------------------------------------------

    async def embeddings(self, request: Request) -> Response:
        body = await read_json(request, self.settings.max_body_bytes)
        raw = body.get("input")
        texts = [raw] if isinstance(raw, str) else raw
        if not isinstance(texts, list) or not texts or not all(isinstance(t, str) for t in texts):
            raise BadRequest(
                400, "invalid_input", "'input' must be a string or a list of strings", "input"
            )
        if len(texts) > self.settings.max_embedding_inputs:
            raise BadRequest(
                413,
                "too_many_inputs",
                f"at most {self.settings.max_embedding_inputs} inputs",
                "input",
            )
        fmt = body.get("encoding_format", "float")
        if fmt not in ("float", "base64"):
            raise BadRequest(
                400, "invalid_value", "'encoding_format' is 'float' or 'base64'", "encoding_format"
            )
        rid = _request_id(request, self.pipeline)
        matrix = await self.run(
            lambda: np.asarray(self.pipeline.embed(list(texts)), np.float32), rid
        )
        data = []
        for i, row in enumerate(matrix.reshape(len(texts), -1)):
            vec: Any = (
                base64.b64encode(row.astype("<f4").tobytes()).decode()
                if fmt == "base64"
                else [float(x) if np.isfinite(x) else None for x in row]
            )
            data.append({"object": "embedding", "index": i, "embedding": vec})
        tokens = sum(len(tokenize(t)) for t in texts)
        return JSONResponse(
            {
                "object": "list",
                "data": data,
                "model": self.pipeline.index.embedder.name,
                "usage": {"prompt_tokens": tokens, "total_tokens": tokens},
            }
        )

    # -- the rest -------------------------------------------------------------------------------

    async def health(self, request: Request) -> Response:
        return JSONResponse(
            {
                "status": "ok",
                "backend": self.pipeline.index.embedder.name,
                "guards": self.pipeline.guards,
                "sanitizer_layers": self.pipeline.sanitizer_layers
                if self.pipeline.guards
                else None,
                "documents": len(self.pipeline.index.docs),
                "faults_active": self.control.active(),
                "fault_control": self.settings.fault_control,
            }
        )

    async def models(self, request: Request) -> Response:
        return JSONResponse(
            {
                "object": "list",
                "data": [
                    {"id": MODEL_NAME, "object": "model", "created": 0, "owned_by": "genai-chaos"}
                ],
            }
        )

    # -- /admin ------------------------------------------------------------------------------------

    def _admin(self, request: Request) -> None:
        if not token_ok(self.settings.admin_token, request.headers.get("authorization")):
            raise BadRequest(
                401, "unauthorized", "fault control needs 'Authorization: Bearer <token>'"
            )
        client = request.client.host if request.client else ""
        if self.settings.admin_token is None and not is_loopback(client):
            raise BadRequest(
                403, "forbidden", "fault control without a token answers loopback only"
            )

    async def faults(self, request: Request) -> Response:
        self._admin(request)
        if request.method == "GET":
            return JSONResponse({"faults": self.control.list()})
        if request.method == "DELETE":
            point = request.query_params.get("point")
            # in a thread: removing an ambient fault joins its workers
            removed = await asyncio.to_thread(self.control.remove, point=point)
            return JSONResponse({"removed": removed})
        body = await read_any_json(request, self.settings.max_body_bytes)
        specs = body if isinstance(body, list) else [body]
        added = []
        try:
            for i, spec in enumerate(specs):
                try:
                    # in a thread: adding an ambient fault starts its workers
                    added.append(await asyncio.to_thread(self.control.add, spec))
                except SpecError as exc:
                    where = f"[{i}].{exc.field}" if isinstance(body, list) else exc.field
                    raise BadRequest(400, "invalid_fault", str(exc), where) from None
        except BadRequest:
            for fault in added:  # all or nothing
                await asyncio.to_thread(self.control.remove, fault_id=fault["id"])
            raise
        return JSONResponse({"faults": added}, status_code=201)

    async def fault(self, request: Request) -> Response:
        self._admin(request)
        fault_id = request.path_params["fault_id"]
        removed = await asyncio.to_thread(self.control.remove, fault_id=fault_id)
        if not removed:
            raise BadRequest(404, "not_found", "no fault with that id", "id")
        return JSONResponse({"removed": removed})

    async def events(self, request: Request) -> Response:
        self._admin(request)
        try:
            limit = int(request.query_params.get("limit", "100"))
        except ValueError:
            raise BadRequest(400, "invalid_value", "'limit' must be an integer", "limit") from None
        return JSONResponse({"events": self.control.events.latest(max(0, min(limit, 1000)))})


def _response_schema(body: dict[str, Any]) -> dict[str, Any] | None:
    """The JSON Schema a chat request asks for (``response_format``), if any."""
    fmt = body.get("response_format")
    if fmt is None:
        return None
    if not isinstance(fmt, dict) or fmt.get("type") not in ("text", "json_object", "json_schema"):
        raise BadRequest(
            400,
            "invalid_value",
            "response_format.type is text, json_object or json_schema",
            "response_format",
        )
    if fmt["type"] == "text":
        return None
    if fmt["type"] == "json_object":
        return {"type": "object", "properties": {"answer": {"type": "string"}}}
    spec = fmt.get("json_schema")
    schema = spec.get("schema") if isinstance(spec, dict) else None
    if not isinstance(schema, dict):
        raise BadRequest(
            400,
            "invalid_value",
            "response_format.json_schema.schema must be an object",
            "response_format",
        )
    return schema


def _chat_generation(answer: Answer, max_tokens: int | None) -> Generation:
    gen = answer.generation
    if gen is None or not gen.tokens:
        # fixed text (a refusal, a degraded answer): certain tokens
        tokens = [TokenLogprob(t, 0.0, ((t, 0.0),)) for t in tokenize(answer.answer)]
        finish = "content_filter" if answer.refused else "stop"
        gen = Generation(answer.answer, tokens, finish)
    if max_tokens is not None and len(gen.tokens) > max_tokens:
        cut = gen.tokens[:max_tokens]
        gen = Generation("".join(t.token for t in cut), cut, "length", gen.prompt_tokens, gen.model)
    return gen


_log = logging.getLogger("genai_chaos.reference")


def _handler(
    fn: Callable[[Request], Awaitable[Response]],
) -> Callable[[Request], Awaitable[Response]]:
    async def endpoint(request: Request) -> Response:
        try:
            return await fn(request)
        except BadRequest as exc:
            return exc.response()
        except PipelineError as exc:
            return error_response(502, f"{exc.stage}_failed", str(exc), kind="pipeline_error")
        except HTTPException:
            raise
        except Exception:
            # Answered here rather than by Starlette's server-error middleware, which re-raises
            # after responding and makes the server drop the client's keep-alive connection.
            _log.exception("unhandled error in %s %s", request.method, request.url.path)
            return error_response(500, "error", "internal error")

    return endpoint


async def _http_error(request: Request, exc: Exception) -> Response:
    status = exc.status_code if isinstance(exc, HTTPException) else 500
    detail = exc.detail if isinstance(exc, HTTPException) else "internal error"
    code = {404: "not_found", 405: "method_not_allowed"}.get(status, "error")
    return error_response(status, code, str(detail))


@contextlib.asynccontextmanager
async def _lifespan(app: Starlette) -> AsyncIterator[None]:
    yield
    # ambient faults (cpu_load) hold threads or child processes: they stop with the service
    await asyncio.to_thread(app.state.service.control.remove)


def create_app(settings: Settings | None = None, pipeline: Pipeline | None = None) -> Starlette:
    """The Starlette app of the reference service."""
    service = Service(settings or Settings(), pipeline)
    routes = [
        Route("/ask", _handler(service.ask), methods=["POST"]),
        Route("/v1/chat/completions", _handler(service.chat), methods=["POST"]),
        Route("/v1/embeddings", _handler(service.embeddings), methods=["POST"]),
        Route("/v1/models", _handler(service.models), methods=["GET"]),
        Route("/health", _handler(service.health), methods=["GET"]),
    ]
    if service.settings.fault_control:
        routes += [
            Route("/admin/faults", _handler(service.faults), methods=["GET", "POST", "DELETE"]),
            Route("/admin/faults/{fault_id}", _handler(service.fault), methods=["DELETE"]),
            Route("/admin/events", _handler(service.events), methods=["GET"]),
        ]
    app = Starlette(
        routes=routes,
        exception_handlers={HTTPException: _http_error, Exception: _http_error},
        lifespan=_lifespan,
    )
    app.state.service = service
    return app
