"""One request through the proxy: its arrival, the rules' decision, the request and call
stages.

:class:`Exchange` reads the request, tells the grader who sent it, screens the rules
(cheap tests first: see :mod:`genai_chaos.proxy.screen`) and begins the injections of
those that fire; prompt faults rewrite the JSON body, call faults wait and may answer
instead of the upstream. What follows, forwarding and relaying the answer, is
:class:`~genai_chaos.proxy.relay.Relay`'s.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from aiohttp import web

from genai_chaos.exceptions import InjectedHTTPError
from genai_chaos.faults.base import Surface
from genai_chaos.inject.engine import Injection
from genai_chaos.proxy import wire
from genai_chaos.proxy.events import RuleIds
from genai_chaos.proxy.grading import Attempt
from genai_chaos.proxy.relay import Relay
from genai_chaos.proxy.rules import CompiledRule, request_hash
from genai_chaos.proxy.screen import PathScreen, needles_absent, plain_utf8
from genai_chaos.proxy.state import ProxyState
from genai_chaos.proxy.tracing import RequestTrace

_NONE: list[str] = []


class Exchange(Relay):
    """One request through the proxy (forwarding and relaying: :class:`Relay`)."""

    __slots__ = (
        "_body",
        "_data",
        "attempt",
        "fired",
        "path",
        "request",
        "reset",
        "rid",
        "started",
        "state",
        "trace",
    )

    def __init__(
        self, request: web.BaseRequest, state: ProxyState, rid: str, started: float
    ) -> None:
        self.request = request
        self.state = state
        self.rid = rid
        self.started = started
        self.path = request.path
        self.fired: list[tuple[CompiledRule, Injection]] = []
        self.response: web.StreamResponse | None = None
        self.attempt: Attempt | None = None
        #: when the first body bytes of an SSE answer went out (time to first token)
        self.first_byte = 0.0
        #: the connection was reset on purpose (a fault), or an LLM stream ended unfinished
        self.reset = False
        self.cut = False
        self._judge_stream = False
        #: the answer is an SSE stream
        self.sse = False
        #: the request's span (when tracing is on)
        self.trace: RequestTrace | None = None
        self._body = b""
        self._data: Any = ...

    def json_body(self) -> Any:
        """The request body as JSON (parsed once; None when it is not a JSON object)."""
        if self._data is ...:
            self._data = wire.json_object(self._body)
        return self._data

    async def run(self) -> web.StreamResponse:
        if "expect" in self.request.headers:
            refused = await wire.answer_expect(self.request, self.rid)
            if refused is not None:
                return refused
        self._body = await self.request.read()
        self._arrive()
        if self.trace is not None:
            self.trace.request(self.json_body())
        self._decide()
        changed = self._request_stage()
        if changed is not None:
            self._body = changed
        answer = await self._call_stage()
        if answer is not None:
            return answer
        return await self._forward()

    def _arrive(self) -> None:
        # grading: who sent it, which logical request it belongs to
        grader = self.state.grader
        req = self.request
        headers = req.headers
        client = headers.get(grader.config.client_header) or req.remote or "unknown"
        idem = headers.get("idempotency-key")
        key: Any = ("idem", idem) if idem else (req.method, self.path, _body_key(self._body))
        self.attempt = grader.arrive(
            client[:128],
            key,
            self.started,
            retry_count=headers.get("x-stainless-retry-count"),
            request_id=self.rid,
            report=grader.is_report(self.path, headers),
        )

    # -- deciding --------------------------------------------------------------------------

    def _decide(self) -> None:
        # Cheap tests first (see proxy/screen.py): the path (bucketed once per path),
        # rules with no other scope drawn at once over cached keys; then headers; the
        # body is parsed for its model only when a model glob could match it.
        index = self.state.rules.index()
        screen = index.all_rules if index.unscoped else index.screen(self.path)
        if screen is None:
            return
        matched: RuleIds | tuple[str, ...] = screen.open_key
        scoped: list[CompiledRule] | None = None
        if screen.scoped:
            scoped = self._in_scope(screen)
            if scoped:
                matched = screen.open_ids + tuple(c.rule.id for c in scoped)
            elif not screen.open_ids:
                return  # (a screen without scoped rules has open ones)
        # The id is hashed once for every rule; the injector (which draws the same way,
        # and records what fired) runs only for a rule whose fault fires here.
        r = request_hash(self.rid)
        firing = screen.draw(r)
        if scoped:
            extra = [c for c in scoped if c.may_fire(r)]
            if extra:
                order = screen.order
                firing = sorted([*firing, *extra], key=lambda c: order[id(c)])
        for c in firing:
            inj = c.injector.begin(self.rid)
            if inj is None:
                continue
            if c.rule.stage == "request":
                moved = [f for f in inj.response if f.fault.surface is Surface.PAYLOAD]
                inj.request = inj.request + moved
                inj.response = [f for f in inj.response if f not in moved]
            self.fired.append((c, inj))
        if not self.fired:
            self.state.stats.rule_hits(matched, _NONE)
            return
        self.state.stats.rule_hits(matched, [c.rule.id for c, _ in self.fired])
        self.state.metrics.injected_requests.inc()

    def _in_scope(self, screen: PathScreen) -> list[CompiledRule]:
        """The header- or model-scoped rules whose scope admits this request, in order."""
        headers = self.request.headers
        body = self._body
        headers_out = True
        for name in screen.header_names:
            if name in headers:
                headers_out = False
                break
        # state of the body: 0 nothing known, 1 plain (needles apply), 2 model known,
        # 3 no model glob can match
        state = 0
        needles = screen.needles
        if needles is not None:
            # plain_utf8(body), inlined: a call costs as much as its two searches
            state = 1 if body.find(b"\\u") < 0 and body.find(b"\x00", 0, 4) < 0 else 2
            if state == 1 and needles.search(body) is None:
                if headers_out:
                    return []  # the common case of silent rules: not one in scope
                state = 3
        model: str | None = None
        if state == 2:
            model = self._model()
        out: list[CompiledRule] = []
        for c in screen.scoped:
            if c.headers and (headers_out or not c.headers_match(headers)):
                continue
            if c.models is not None:
                if state == 3:
                    continue
                if state == 0:
                    state = 1 if plain_utf8(body) else 2
                    if state == 2:
                        model = self._model()
                if state == 1:
                    if needles_absent(c.model_needles, body):
                        continue
                    model, state = self._model(), 2
                if model is None or not c.models.match(model):
                    continue
            out.append(c)
        return out

    def _model(self) -> str | None:
        data = self.json_body()
        value = data.get("model") if data is not None else None
        return value if isinstance(value, str) else None

    # -- request and call stages -----------------------------------------------------------

    def _request_stage(self) -> bytes | None:
        data: Any = None
        changed = False
        for _, inj in self.fired:
            if not inj.request:
                continue
            data = data if changed else self.json_body()
            if not isinstance(data, dict):
                for f in inj.request:
                    inj.injector.skip(f, "the request body is not a JSON object")
                continue
            new = inj.transform(inj.request, data)
            if new is not data:
                data, changed = new, True
        if not changed:
            return None
        return json.dumps(data).encode()

    async def _call_stage(self) -> web.StreamResponse | None:
        for _, inj in self.fired:
            for effect in inj.call_effects():
                if effect.delay_s > 0:
                    await asyncio.sleep(effect.delay_s)
                if effect.error is None:
                    continue
                self.abandon(f"an earlier fault answered with {type(effect.error).__name__}")
                return self._deliver(effect.error)
        return None

    def abandon(self, reason: str) -> None:
        """Record every fired fault without an event yet as skipped."""
        for _, inj in self.fired:
            inj.abandon(reason)

    def _deliver(self, error: BaseException) -> web.StreamResponse:
        if isinstance(error, InjectedHTTPError):
            return wire.provider_error(error, self.rid)
        if isinstance(error, TimeoutError):
            return wire.timeout_answer(self.rid, error)
        if isinstance(error, ConnectionError):
            self.reset = True
            wire.reset(self.request)
            return web.Response(status=499)  # never sent: the connection is gone
        return wire.exception_answer(self.rid, error)


def _body_key(body: bytes) -> int:
    # the logical-request key of a body: a hash of all of it, or of its ends when large
    if len(body) <= 2**20:
        return hash(body)
    return hash((len(body), body[:65536], body[-65536:]))
