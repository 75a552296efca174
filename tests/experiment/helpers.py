"""Callables that experiments in tests point at (rollbacks, slow targets)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any


def mark(path: str, text: str = "rolled back") -> str:
    """A rollback that leaves a file behind."""
    Path(path).write_text(text, encoding="utf-8")
    return text


def fail() -> None:
    """A rollback that fails."""
    raise RuntimeError("rollback failed on purpose")


async def slow_ask(prompt: str) -> dict[str, Any]:
    """A target that takes 5 ms."""
    await asyncio.sleep(0.005)
    return {"answer": prompt, "sources": []}


def broken_ask(prompt: str) -> dict[str, Any]:
    """A target that always raises."""
    raise ConnectionError("down")


def openai_like(prompt: str) -> dict[str, Any]:
    """A target that answers like a chat completion, with usage and a finish reason."""
    return {
        "answer": prompt,
        "model": "m-2025",
        "choices": [{"message": {"content": prompt}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 5, "completion_tokens": 2, "total_tokens": 7},
    }


async def every_third_fails(prompt: str) -> dict[str, Any]:
    """A target whose every third request (by request id) raises."""
    await asyncio.sleep(0.001)
    from genai_chaos.inject.engine import current_request_id

    if int(str(current_request_id()).rpartition("#")[2]) % 3 == 0:
        raise ConnectionError("every third")
    return {"answer": prompt, "sources": []}
