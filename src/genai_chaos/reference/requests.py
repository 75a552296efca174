"""Reading and validating request bodies: every bad input becomes a clear 4xx JSON error.

The body is read with a hard size cap, whatever ``Content-Length`` says (a chunked body
has none), so a huge or endless upload costs at most ``max_bytes`` of memory.
"""

from __future__ import annotations

import json
import math
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse


class BadRequest(Exception):
    """An invalid request: the status, a machine-readable code, a sentence, the field."""

    def __init__(self, status: int, code: str, message: str, param: str | None = None) -> None:
        self.status = status
        self.code = code
        self.message = message
        self.param = param
        super().__init__(message)

    def response(self) -> JSONResponse:
        """The JSON error response (OpenAI's error shape)."""
        return error_response(self.status, self.code, self.message, self.param)


def error_response(
    status: int, code: str, message: str, param: str | None = None, kind: str | None = None
) -> JSONResponse:
    """``{"error": {"type", "code", "message", "param"}}`` with ``status``."""
    default = "invalid_request_error" if status < 500 else "server_error"
    body = {"error": {"type": kind or default, "code": code, "message": message, "param": param}}
    return JSONResponse(body, status_code=status)


async def read_json(request: Request, max_bytes: int) -> dict[str, Any]:
    """The request's JSON object, or :class:`BadRequest` (413, 415, 400)."""
    value = await read_any_json(request, max_bytes)
    if not isinstance(value, dict):
        raise BadRequest(400, "invalid_json", f"expected a JSON object, got {type(value).__name__}")
    return value


async def read_any_json(request: Request, max_bytes: int) -> Any:
    """The request's JSON value, or :class:`BadRequest` (413, 415, 400)."""
    ctype = request.headers.get("content-type", "")
    if ctype and "json" not in ctype.split(";")[0].lower():
        raise BadRequest(415, "unsupported_media_type", f"expected application/json, got {ctype!r}")
    declared = request.headers.get("content-length")
    if declared is not None:
        try:
            size = int(declared)
        except ValueError:
            raise BadRequest(400, "invalid_length", "Content-Length is not a number") from None
        if size > max_bytes:
            raise _too_large(max_bytes)
    chunks: list[bytes] = []
    total = 0
    async for chunk in request.stream():
        total += len(chunk)
        if total > max_bytes:
            raise _too_large(max_bytes)
        chunks.append(chunk)
    raw = b"".join(chunks)
    if not raw.strip():
        raise BadRequest(400, "empty_body", "the request body is empty; send a JSON object")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BadRequest(
            400, "invalid_encoding", f"the body is not valid UTF-8 (byte {exc.start})"
        ) from None
    try:
        value = json.loads(text, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as exc:
        raise BadRequest(400, "invalid_json", f"the body is not valid JSON: {exc}") from None
    return value


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in JSON")


def _too_large(max_bytes: int) -> BadRequest:
    return BadRequest(413, "body_too_large", f"the request body exceeds {max_bytes} bytes")


def text_field(body: dict[str, Any], name: str, max_chars: int) -> str:
    """A required, non-blank string field of at most ``max_chars`` characters."""
    value = body.get(name)
    if value is None:
        raise BadRequest(400, "missing_field", f"{name!r} is required", name)
    if not isinstance(value, str):
        raise BadRequest(400, "invalid_type", f"{name!r} must be a string", name)
    if not value.strip():
        raise BadRequest(400, "empty_field", f"{name!r} must not be empty", name)
    if len(value) > max_chars:
        raise BadRequest(
            413,
            "field_too_long",
            f"{name!r} has {len(value)} characters; the limit is {max_chars}",
            name,
        )
    return value


def number_field(body: dict[str, Any], name: str, default: float, low: float, high: float) -> float:
    """An optional number in ``[low, high]``."""
    value = body.get(name)
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise BadRequest(400, "invalid_type", f"{name!r} must be a number", name)
    if not low <= value <= high:
        raise BadRequest(400, "out_of_range", f"{name!r} must be between {low} and {high}", name)
    return float(value)


def int_field(body: dict[str, Any], name: str, low: int, high: int) -> int | None:
    """An optional integer in ``[low, high]``."""
    value = body.get(name)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadRequest(400, "invalid_type", f"{name!r} must be an integer", name)
    if not low <= value <= high:
        raise BadRequest(400, "out_of_range", f"{name!r} must be between {low} and {high}", name)
    return value


def bool_field(body: dict[str, Any], name: str) -> bool:
    """An optional boolean (default false)."""
    value = body.get(name, False)
    if value is None:
        return False
    if not isinstance(value, bool):
        raise BadRequest(400, "invalid_type", f"{name!r} must be true or false", name)
    return value


def last_user_message(body: dict[str, Any], max_chars: int) -> str:
    """The text of the last user message of a chat request."""
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages:
        raise BadRequest(400, "invalid_messages", "'messages' must be a non-empty list", "messages")
    for i in range(len(messages) - 1, -1, -1):
        msg = messages[i]
        if not isinstance(msg, dict):
            raise BadRequest(
                400, "invalid_messages", f"messages[{i}] must be an object", "messages"
            )
        if msg.get("role") != "user":
            continue
        content = msg.get("content")
        if isinstance(content, list):
            parts = [p.get("text") for p in content if isinstance(p, dict)]
            content = "\n".join(p for p in parts if isinstance(p, str))
        return text_field({"content": content}, "content", max_chars)
    raise BadRequest(400, "invalid_messages", "no message with role 'user'", "messages")
