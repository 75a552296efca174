"""Reading an OpenAI answer, whatever carried it: a JSON body or SSE events fed line by
line, timed with vLLM's definitions (no I/O here; both HTTP clients use it).

* **TTFT**: from sending to the first SSE chunk whose ``choices`` is not empty;
* **ITL**: the gaps between consecutive chunks with choices;
* **E2E**: from sending to the last chunk with choices.

>>> ev = StreamEvents(start=0.0)
>>> for line in (b'data: {"choices":[{"delta":{},"finish_reason":"stop"}]}', b"data: [DONE]"):
...     over = ev.line(line)
>>> detail = {}
>>> over, ev.outcome(detail), detail["output_tokens"], detail["finish_reason"]
(True, 'ok', 1, 'stop')
>>> d = {}
>>> read_body(b'{"choices":[{"text":"a b"}],"usage":{"completion_tokens":2}}', d), d
('ok', {'output_tokens': 2})
"""

from __future__ import annotations

import json
import time
from typing import Any


def read_body(raw: bytes, detail: dict[str, Any]) -> str:
    """The outcome of a non-streamed 2xx answer (``ok`` or ``invalid``); the token
    counts go into ``detail``."""
    try:
        data = json.loads(raw)
    except ValueError:
        detail["error"] = "the answer is not JSON: " + raw[:120].decode("utf-8", "replace")
        return "invalid"
    if (
        not isinstance(data, dict)
        or not isinstance(data.get("choices"), list)
        or not data["choices"]
    ):
        detail["error"] = "the answer has no 'choices'"
        return "invalid"
    usage = data.get("usage")
    if isinstance(usage, dict) and isinstance(usage.get("completion_tokens"), int):
        detail["output_tokens"] = usage["completion_tokens"]
    else:
        c = data["choices"][0]
        text = (c.get("text") or (c.get("message") or {}).get("content") or "") if c else ""
        detail["output_tokens"] = len(str(text).split())
    if isinstance(usage, dict) and isinstance(usage.get("prompt_tokens"), int):
        detail["prompt_tokens"] = usage["prompt_tokens"]
    return "ok"


class StreamEvents:
    """The events of one streamed answer, fed one SSE line at a time (:meth:`line`),
    timed on arrival; :meth:`outcome` classifies the stream when it has ended."""

    __slots__ = (
        "chunks",
        "done",
        "error",
        "finish",
        "first",
        "invalid",
        "itl",
        "last",
        "start",
        "usage",
    )

    def __init__(self, start: float) -> None:
        self.start = start
        self.first = self.last = 0.0
        self.chunks = 0
        self.itl: list[float] = []
        self.finish: str | None = None
        self.done = False
        self.usage: Any = None
        self.error: Any = None
        self.invalid: str | None = None

    def line(self, line: bytes) -> bool:
        """Take one line of the stream; ``True`` once the stream has said its last word
        (``[DONE]``, an error event, or something that is not JSON)."""
        if not line.startswith(b"data:"):
            return False
        data = line[5:].strip()
        if data == b"[DONE]":
            self.done = True
            return True
        try:
            obj = json.loads(data)
        except ValueError:
            self.invalid = "a stream event is not JSON: " + data[:120].decode("utf-8", "replace")
            return True
        if not isinstance(obj, dict):
            return False
        if "error" in obj:
            self.error = obj["error"]
            return True
        choices = obj.get("choices")
        if choices:
            now = time.perf_counter()
            if self.chunks == 0:
                self.first = now
            else:
                self.itl.append(now - self.last)
            self.last = now
            self.chunks += 1
            c = choices[0]
            reason = c.get("finish_reason") if isinstance(c, dict) else None
            if reason:
                self.finish = reason
        if obj.get("usage"):
            self.usage = obj["usage"]
        return False

    def outcome(self, detail: dict[str, Any]) -> str:
        """The outcome of the stream so far (``ok``, ``incomplete`` or ``invalid``); the
        timings and token counts go into ``detail``."""
        if self.invalid is not None:
            detail["error"] = self.invalid
            return "invalid"
        if self.chunks:
            detail["ttft"] = self.first - self.start
            detail["e2e"] = self.last - self.start
            detail["itl"] = self.itl
        usage = self.usage
        if isinstance(usage, dict) and isinstance(usage.get("completion_tokens"), int):
            detail["output_tokens"] = usage["completion_tokens"]
        else:
            detail["output_tokens"] = self.chunks
        if self.finish is not None:
            detail["finish_reason"] = self.finish
        if self.error is not None:
            detail["error"] = f"error event in the stream: {json.dumps(self.error)[:200]}"
            return "incomplete"
        if self.chunks == 0 and not self.done:
            detail["error"] = "the stream ended before any chunk"
            return "incomplete"
        if self.finish is None or not self.done:
            detail["error"] = "the stream ended without " + (
                "a finish_reason" if self.finish is None else "[DONE]"
            )
            return "incomplete"
        return "ok"
