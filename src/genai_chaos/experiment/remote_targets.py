"""Targets over HTTP: an application behind the chaos proxy, and the reference service.

:class:`ProxiedAppTarget` sends each prompt to the application's URL and drives the chaos
proxy (through which the application's LLM and embeddings calls go) with its admin API:
every fault of the method becomes a proxy rule, installed switched off and enabled on
schedule; the proxy's events, and its grade of each client of the model API (did the
application retry in a storm, ignore Retry-After, accept a cut stream?), are collected
into the journal.

:class:`ReferenceTarget` sends each prompt to a running reference service (``POST /ask``)
and switches faults on and off through its fault-control endpoint (``/admin/faults``);
the service's injection events are collected into the journal. A reference target without
``url`` starts the service in this process, on a free loopback port, for the run.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib.util
import json
from contextlib import ExitStack
from typing import Any

import httpx

from genai_chaos.exceptions import GenAIChaosError
from genai_chaos.experiment.errors import TargetUnavailable
from genai_chaos.experiment.spec import FaultAction, HttpAppTarget
from genai_chaos.experiment.spec import ReferenceTarget as ReferenceSpec
from genai_chaos.experiment.targets import Armed, Target
from genai_chaos.faults.base import Fault
from genai_chaos.faults.events import EventSink, InjectionEvent


def _trace_headers(headers: dict[str, str]) -> None:
    """Add the current trace context (``traceparent``) to ``headers``."""
    from genai_chaos.telemetry.otel import inject_headers

    inject_headers(headers)


def _fill(template: Any, prompt: str) -> Any:
    if isinstance(template, str):
        return prompt if template == "{prompt}" else template.replace("{prompt}", prompt)
    if isinstance(template, dict):
        return {k: _fill(v, prompt) for k, v in template.items()}
    if isinstance(template, list):
        return [_fill(v, prompt) for v in template]
    return template


def _dig(data: Any, dotted: str) -> Any:
    for part in dotted.split(".") if dotted else []:
        data = data.get(part) if isinstance(data, dict) else None
    return data


class ProxiedAppTarget(Target):
    """An HTTP application whose model calls go through the chaos proxy."""

    kind = "proxy"

    def __init__(self, spec: HttpAppTarget) -> None:
        try:
            from genai_chaos.proxy.client import ProxyClient
            from genai_chaos.proxy.rules import RuleError, build_fault, parse_rule
        except ImportError as exc:
            raise GenAIChaosError(
                f"the proxy target needs the proxy extra ({exc}); "
                "install it with: pip install 'genai-chaos[proxy]'"
            ) from exc
        self.spec = spec
        self._parse_rule, self._build_fault, self._rule_error = parse_rule, build_fault, RuleError
        self.client = ProxyClient(spec.proxy.admin_url, token=spec.proxy.token)
        self._http: httpx.AsyncClient | None = None
        self._rules: dict[int, str] = {}

    def _rule(
        self, item_index: int, action: FaultAction, fault: Fault, enabled: bool
    ) -> dict[str, Any]:
        rule: dict[str, Any] = {
            "id": f"exp-{item_index}-{action.fault}"[:64],
            "kind": action.fault,
            "params": action.params,
            "probability": action.probability,
            "blast_radius": action.blast_radius,
            "seed": fault.seed,
            "enabled": enabled,
        }
        if action.at:
            rule["match"] = {"paths": [action.at]}
        return rule

    def reach(self, action: FaultAction, fault: Fault) -> str | None:
        try:
            self._build_fault(self._parse_rule(self._rule(0, action, fault, True)))
        except self._rule_error as exc:
            return f"the proxy cannot deliver it: {exc}"
        return None

    async def open(self) -> None:
        try:
            await asyncio.to_thread(self.client.status)
        except (httpx.HTTPError, GenAIChaosError) as exc:
            raise TargetUnavailable(
                f"the chaos proxy's admin API at {self.spec.proxy.admin_url} does not answer: {exc}"
            ) from exc
        self._http = httpx.AsyncClient(timeout=None, headers=self.spec.headers)
        try:
            await self._http.request("HEAD", self.spec.url, timeout=5.0)
        except httpx.HTTPError as exc:
            raise TargetUnavailable(
                f"the application at {self.spec.url} does not answer: {exc}"
            ) from exc

    def arm(self, armed: list[Armed], sink: EventSink, stack: ExitStack) -> None:
        for item in armed:
            rule = self._rule(item.index, item.action, item.fault, False)
            self.client.put_rule(rule["id"], rule)
            self._rules[item.index] = rule["id"]
            stack.callback(self._delete, rule["id"])

    def _delete(self, rule_id: str) -> None:
        # a proxy that is gone took its rules with it
        with contextlib.suppress(httpx.HTTPError, GenAIChaosError):
            self.client.delete_rule(rule_id)

    async def switch(self, item: Armed, on: bool) -> None:
        item.fault.enabled = on
        rule_id = self._rules.get(item.index)
        if rule_id is not None:
            await asyncio.to_thread(self.client.update_rule, rule_id, enabled=on)

    async def call(self, prompt: str, rid: str) -> Any:
        assert self._http is not None, "open() first"
        headers = {"x-genai-chaos-request-id": rid, "x-request-id": rid}
        if self.propagate_trace:
            _trace_headers(headers)
        if self.spec.method == "GET":
            response = await self._http.get(
                self.spec.url, params={"prompt": prompt}, headers=headers
            )
        else:
            response = await self._http.post(
                self.spec.url, json=_fill(self.spec.body, prompt), headers=headers
            )
        response.raise_for_status()
        data = response.json()
        answer = _dig(data, self.spec.answer_field)
        if isinstance(data, dict) and answer is not None:
            return {**data, "answer": answer}
        return data

    async def collect(self, sink: EventSink) -> None:
        await asyncio.to_thread(self.client.collect_events, sink)

    async def grades(self) -> dict[str, Any] | None:
        """The proxy's grade per client (retry storms, Retry-After ignored, cut streams
        accepted) and the thresholds they were judged with."""
        clients = await asyncio.to_thread(self.client.grades)
        definitions = await asyncio.to_thread(self.client.grading)
        return {"clients": clients, "definitions": definitions}

    async def close(self) -> None:
        if self._http is not None:
            await self._http.aclose()
        self.client.close()


#: The reference service's chaos points, when its package cannot be imported here.
REFERENCE_POINTS = (
    "reference.input",
    "reference.embedder",
    "reference.index",
    "reference.index_vectors",
    "reference.vector_search",
    "reference.retriever",
    "reference.keyword_search",
    "reference.generator",
    "reference.stream",
)


def reference_points() -> tuple[str, ...]:
    """The chaos points of the reference service."""
    try:
        from genai_chaos.reference.pipeline import POINTS
    except ImportError:
        return REFERENCE_POINTS
    return tuple(POINTS)


class ReferenceTarget(Target):
    """A running reference service, driven through its fault-control endpoint."""

    kind = "reference"

    def __init__(self, spec: ReferenceSpec) -> None:
        if spec.url is None and not reference_available():
            raise GenAIChaosError(
                "a reference target without 'url' starts the service in-process, which "
                "needs: pip install 'genai-chaos[reference]'"
            )
        self.spec = spec
        self.url = (spec.url or "").rstrip("/")
        self.points = reference_points()
        self._headers = {"authorization": f"Bearer {spec.token}"} if spec.token else {}
        self._admin = httpx.Client(base_url=self.url, headers=self._headers, timeout=10.0)
        self._http: httpx.AsyncClient | None = None
        self._server: contextlib.ExitStack | None = None
        self._streaming = False
        self._ids: dict[int, str] = {}
        self._seen: set[tuple[Any, ...]] = set()

    def reach(self, action: FaultAction, fault: Fault) -> str | None:
        if action.at in self.points:
            return None
        known = ", ".join(self.points)
        return f"{action.at!r} is not a chaos point of the reference service ({known})"

    async def open(self) -> None:
        if not self.url:  # no url: start the service in this process for the run
            from genai_chaos.reference.background import serve_in_background

            self._server = contextlib.ExitStack()
            self.url = await asyncio.to_thread(self._server.enter_context, serve_in_background())
            self._admin.close()
            self._admin = httpx.Client(base_url=self.url, headers=self._headers, timeout=10.0)
        try:
            health = await asyncio.to_thread(self._admin.get, "/health")
            health.raise_for_status()
            (await asyncio.to_thread(self._admin.get, "/admin/faults")).raise_for_status()
            # a long-lived service remembers earlier runs' injections: not this run's
            self._seen.update(
                self._key(item) for item in await asyncio.to_thread(self._latest_events)
            )
        except httpx.HTTPError as exc:
            raise TargetUnavailable(
                f"the reference service at {self.url} does not answer, or its fault control "
                f"is off: {exc}"
            ) from exc
        self._http = httpx.AsyncClient(base_url=self.url, timeout=None)

    def arm(self, armed: list[Armed], sink: EventSink, stack: ExitStack) -> None:
        # stream faults only reach the streamed chat endpoint: then the workload streams
        self._streaming = any(item.action.at == "reference.stream" for item in armed)
        for item in armed:
            item.fault.enabled = False  # faults live in the service, added when switched on
        stack.callback(self._remove_all)

    def _remove_all(self) -> None:
        with contextlib.suppress(httpx.HTTPError):
            for fault_id in list(self._ids.values()):
                self._admin.delete(f"/admin/faults/{fault_id}")
        self._ids.clear()

    async def switch(self, item: Armed, on: bool) -> None:
        item.fault.enabled = on
        if on and item.index not in self._ids:
            body = {
                "point": item.action.at,
                "kind": item.action.fault,
                "params": item.action.params,
                "probability": item.action.probability,
                "blast_radius": item.action.blast_radius,
                "seed": item.fault.seed,
            }
            response = await asyncio.to_thread(self._admin.post, "/admin/faults", json=body)
            response.raise_for_status()
            self._ids[item.index] = str(response.json()["faults"][0]["id"])
        elif not on and item.index in self._ids:
            fault_id = self._ids.pop(item.index)
            await asyncio.to_thread(self._admin.delete, f"/admin/faults/{fault_id}")

    async def call(self, prompt: str, rid: str) -> Any:
        assert self._http is not None, "open() first"
        if self._streaming:
            return await self._stream_call(prompt, rid)
        headers = {"x-genai-chaos-request-id": rid}
        if self.propagate_trace:
            _trace_headers(headers)
        response = await self._http.post("/ask", json={"question": prompt}, headers=headers)
        response.raise_for_status()
        return response.json()

    async def _stream_call(self, prompt: str, rid: str) -> Any:
        """Ask through the streamed chat endpoint, as a careful client would: a stream that
        ends without ``[DONE]`` or a finish reason is an error, not an answer."""
        assert self._http is not None
        body = {"messages": [{"role": "user", "content": prompt}], "stream": True}
        text: list[str] = []
        reason = ""
        done = False
        headers = {"x-genai-chaos-request-id": rid}
        if self.propagate_trace:
            _trace_headers(headers)
        async with self._http.stream(
            "POST", "/v1/chat/completions", json=body, headers=headers
        ) as response:
            response.raise_for_status()
            async for line in response.aiter_lines():
                data = line[5:].strip() if line.startswith("data:") else ""
                if not data:
                    continue
                if data == "[DONE]":
                    done = True
                    break
                chunk = json.loads(data)
                if "error" in chunk:
                    raise StreamCut(f"error event in the stream: {chunk['error']}")
                for choice in chunk.get("choices") or []:
                    text.append((choice.get("delta") or {}).get("content") or "")
                    reason = reason or str(choice.get("finish_reason") or "")
        if not (done and reason):
            raise StreamCut("the stream ended without [DONE] or a finish reason")
        return {"answer": "".join(text), "finish_reason": reason}

    def _latest_events(self) -> list[dict[str, Any]]:
        response = self._admin.get("/admin/events", params={"limit": 1000})
        response.raise_for_status()
        events: list[dict[str, Any]] = response.json().get("events", [])
        return events

    @staticmethod
    def _key(item: dict[str, Any]) -> tuple[Any, ...]:
        return (item.get("time"), item.get("request_id"), item.get("kind"))

    async def collect(self, sink: EventSink) -> None:
        for item in await asyncio.to_thread(self._latest_events):
            key = self._key(item)
            if key in self._seen:
                continue
            self._seen.add(key)
            sink.record(
                InjectionEvent(
                    time=float(item.get("time", 0.0)),
                    request_id=str(item.get("request_id", "")),
                    kind=str(item.get("kind", "")),
                    layer=str(item.get("layer", "")),
                    target=str(item.get("target", "")),
                    status=item.get("status", "injected"),
                    seed=item.get("seed"),
                    params=dict(item.get("params") or {}),
                    detail=dict(item.get("detail") or {}),
                )
            )

    async def close(self) -> None:
        if self._http is not None:
            await self._http.aclose()
        self._admin.close()
        if self._server is not None:
            await asyncio.to_thread(self._server.close)
            self._server = None


class StreamCut(Exception):
    """A streamed answer that did not arrive whole."""


def reference_available() -> bool:
    """True when the reference service can be started here (its extra is installed)."""
    needed = ("starlette", "uvicorn", "faiss", "wordllama", "bm25s", "json_repair")
    return all(importlib.util.find_spec(name) is not None for name in needed)


def build(spec: Any) -> Target:
    """The adapter for a remote target spec."""
    if isinstance(spec, HttpAppTarget):
        return ProxiedAppTarget(spec)
    if isinstance(spec, ReferenceSpec):
        return ReferenceTarget(spec)
    raise GenAIChaosError(f"unknown target {spec!r}")
