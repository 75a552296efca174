"""One OpenAI-compatible request over aiohttp, timed with vLLM's definitions.

* **TTFT**: from sending to the first SSE chunk whose ``choices`` is not empty (for a
  non-streamed response: to the whole response);
* **ITL**: the gaps between consecutive chunks with choices;
* **TPOT**: ``(E2E - TTFT) / (output tokens - 1)``;
* **E2E**: from sending to the last chunk with choices.

Every request ends in exactly one *outcome*:

=============== =========================================================================
``ok``          a complete answer (streamed: a ``finish_reason`` and ``data: [DONE]``)
``incomplete``  a stream that ended without a ``finish_reason`` or without ``[DONE]``, or
                with an error event (vLLM's benchmark counts these as successes; we do not)
``http_error``  an HTTP status of 400 or more (``detail["status"]`` says which)
``invalid``     a 2xx answer that is not an OpenAI response (not JSON, no ``choices``)
``timeout``     not finished within the client's ``timeout``
``connect_error`` no connection (refused, reset, DNS)
=============== =========================================================================

>>> t = Target("http://127.0.0.1:8000", model="m", api="chat", stream=True)
>>> t.url, t.body("hello", 8)["stream_options"]
('http://127.0.0.1:8000/v1/chat/completions', {'include_usage': True})
"""

from __future__ import annotations

import asyncio
import functools
import json
import time
from dataclasses import dataclass, field
from typing import Any, Literal

import aiohttp

from genai_chaos.load.answers import StreamEvents, read_body
from genai_chaos.load.engine import Result

Api = Literal["chat", "completions"]
OK_OUTCOMES = frozenset({"ok"})
OUTCOMES = ("ok", "incomplete", "http_error", "invalid", "timeout", "connect_error")
_WORDS = [
    "alpha",
    "bravo",
    "charlie",
    "delta",
    "echo",
    "foxtrot",
    "golf",
    "hotel",
    "india",
    "juliet",
    "kilo",
    "lima",
    "mike",
    "november",
    "oscar",
    "papa",
    "quebec",
    "romeo",
    "sierra",
    "tango",
    "uniform",
    "victor",
    "whiskey",
    "xray",
    "yankee",
    "zulu",
]


def synthetic_prompt(tokens: int, index: int = 0) -> str:
    """A prompt of ``tokens`` words (distinct per ``index``, so no cache serves it).

    >>> synthetic_prompt(4, 7)
    'r7 juliet kilo lima'
    """
    if tokens <= 1:
        return f"r{index}"
    return f"r{index} {_tail(tokens, index % len(_WORDS))}"


@functools.lru_cache(maxsize=1024)
def _tail(tokens: int, shift: int) -> str:
    # the words after the first depend on the index only modulo len(_WORDS): built once
    return " ".join(_WORDS[(shift + i) % len(_WORDS)] for i in range(2, tokens + 1))


@dataclass(frozen=True)
class Target:
    """Where requests go and how: ``base_url`` (with or without ``/v1``), the API,
    streaming or not, and the client-side ``timeout`` for a whole request."""

    base_url: str
    model: str = "sim"
    api: Api = "chat"
    stream: bool = True
    api_key: str | None = None
    timeout: float = 60.0
    extra_body: dict[str, Any] = field(default_factory=dict)

    @property
    def url(self) -> str:
        """The endpoint's URL."""
        base = self.base_url.rstrip("/")
        if not base.endswith("/v1"):
            base += "/v1"
        return base + ("/chat/completions" if self.api == "chat" else "/completions")

    def body(self, prompt: str, max_tokens: int) -> dict[str, Any]:
        """The request body."""
        body: dict[str, Any] = {"model": self.model, "max_tokens": max_tokens}
        if self.api == "chat":
            body["messages"] = [{"role": "user", "content": prompt}]
        else:
            body["prompt"] = prompt
        if self.stream:
            body["stream"] = True
            body["stream_options"] = {"include_usage": True}
        body.update(self.extra_body)
        return body

    def headers(self) -> dict[str, str]:
        """Request headers."""
        h = {"Content-Type": "application/json"}
        if self.api_key:
            h["Authorization"] = f"Bearer {self.api_key}"
        return h


class OpenAIClient:
    """Sends requests to one :class:`Target` over a shared aiohttp session (use as an
    async context manager)."""

    def __init__(self, target: Target, *, max_connections: int = 0) -> None:
        self.target = target
        self._max_connections = max_connections
        self._session: aiohttp.ClientSession | None = None
        self._headers = target.headers()

    async def __aenter__(self) -> OpenAIClient:
        connector = aiohttp.TCPConnector(limit=self._max_connections, force_close=False)
        self._session = aiohttp.ClientSession(
            connector=connector,
            timeout=aiohttp.ClientTimeout(total=None),
            headers=self._headers,
            skip_auto_headers=("User-Agent",),
        )
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self._session is not None:
            await self._session.close()
            self._session = None

    async def send(self, prompt: str, max_tokens: int) -> Result:
        """One request; never raises for the endpoint's faults (see the outcomes)."""
        assert self._session is not None, "use OpenAIClient as an async context manager"
        detail: dict[str, Any] = {"max_tokens": max_tokens, "streamed": self.target.stream}
        start = time.perf_counter()
        try:
            async with asyncio.timeout(self.target.timeout):
                outcome = await self._exchange(prompt, max_tokens, start, detail)
        except TimeoutError:
            outcome = "timeout"
            detail["error"] = f"no complete answer within {self.target.timeout:g} s"
        except (aiohttp.ClientConnectionError, OSError) as exc:
            outcome = "connect_error"
            detail["error"] = f"{type(exc).__name__}: {exc}"
        except aiohttp.ClientPayloadError as exc:
            outcome = "incomplete"
            detail["error"] = f"{type(exc).__name__}: {exc}"
        detail.setdefault("e2e", time.perf_counter() - start)
        return Result(outcome, detail)

    async def _exchange(
        self, prompt: str, max_tokens: int, start: float, detail: dict[str, Any]
    ) -> str:
        assert self._session is not None
        body = json.dumps(self.target.body(prompt, max_tokens))
        async with self._session.post(self.target.url, data=body) as resp:
            detail["status"] = resp.status
            if resp.status >= 400:
                text = (await resp.read())[:300].decode("utf-8", "replace")
                detail["error"] = f"HTTP {resp.status}: {text}"
                return "http_error"
            if self.target.stream and resp.content_type == "text/event-stream":
                return await _read_stream(resp, start, detail)
            raw = await resp.read()
            detail["streamed"] = False
            now = time.perf_counter()
            detail["ttft"] = detail["e2e"] = now - start
            return read_body(raw, detail)


async def _read_stream(resp: aiohttp.ClientResponse, start: float, detail: dict[str, Any]) -> str:
    events = StreamEvents(start)
    async for line in resp.content:
        if events.line(line):
            break
    return events.outcome(detail)
