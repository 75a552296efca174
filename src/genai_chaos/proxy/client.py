"""A Python client for the admin API of a running proxy (experiments drive it with this)::

client = ProxyClient("http://127.0.0.1:8788", token=None)
client.add_rule({"id": "rl", "kind": "http_error", "params": {"status": 429}})
...                                   # run the workload
client.update_rule("rl", enabled=False)
client.collect_events(journal)        # the events, into the experiment's journal
client.grades()                       # how each client behaved after the faults
"""

from __future__ import annotations

from typing import Any

import httpx

from genai_chaos.exceptions import GenAIChaosError
from genai_chaos.faults.events import EventSink, InjectionEvent


class ProxyAdminError(GenAIChaosError):
    """The admin API refused a request; ``status``, ``field`` and ``body`` say why."""

    def __init__(self, status: int, body: Any) -> None:
        self.status = status
        self.body = body
        err = body.get("error", {}) if isinstance(body, dict) else {}
        self.field = err.get("field", "") if isinstance(err, dict) else ""
        message = err.get("message", "") if isinstance(err, dict) else str(body)
        super().__init__(f"admin API answered {status}: {message}")


def event_from_dict(item: dict[str, Any]) -> InjectionEvent:
    """An :class:`InjectionEvent` from its JSON form (as ``GET /events`` returns it)."""
    seed = item.get("seed")
    return InjectionEvent(
        time=float(item.get("time") or 0.0),
        request_id=str(item.get("request_id", "")),
        kind=str(item.get("kind", "")),
        layer=str(item.get("layer", "")),
        target=str(item.get("target", "")),
        status=item.get("status", "injected"),
        seed=int(seed) if seed is not None else None,
        params=dict(item.get("params") or {}),
        detail=dict(item.get("detail") or {}),
    )


class ProxyClient:
    """Drive a running proxy's admin API at ``admin_url``; ``token`` when it needs one.

    Every method raises :class:`ProxyAdminError` on an error answer.
    """

    def __init__(self, admin_url: str, *, token: str | None = None, timeout: float = 10.0) -> None:
        headers = {"authorization": f"Bearer {token}"} if token else {}
        self._http = httpx.Client(base_url=admin_url.rstrip("/"), headers=headers, timeout=timeout)
        self._cursor = 0

    def _call(self, method: str, path: str, **kw: Any) -> Any:
        response = self._http.request(method, path, **kw)
        body: Any = None
        if response.content:
            try:
                body = response.json()
            except ValueError:
                body = response.text
        if response.status_code >= 400:
            raise ProxyAdminError(response.status_code, body)
        return body

    # -- rules -----------------------------------------------------------------------------

    def rules(self) -> list[dict[str, Any]]:
        """The rules in force."""
        return list(self._call("GET", "/rules")["rules"])

    def rule(self, rule_id: str) -> dict[str, Any]:
        """One rule."""
        return dict(self._call("GET", f"/rules/{rule_id}"))

    def add_rule(self, rule: dict[str, Any]) -> dict[str, Any]:
        """Add a rule (its id must be new); returns it with its seed."""
        return dict(self._call("POST", "/rules", json=rule))

    def put_rule(self, rule_id: str, rule: dict[str, Any]) -> dict[str, Any]:
        """Create or replace a rule."""
        return dict(self._call("PUT", f"/rules/{rule_id}", json=rule))

    def update_rule(self, rule_id: str, **changes: Any) -> dict[str, Any]:
        """Change some fields of a rule (``update_rule("rl", enabled=False)``)."""
        return dict(self._call("PATCH", f"/rules/{rule_id}", json=changes))

    def delete_rule(self, rule_id: str) -> None:
        """Remove a rule."""
        self._call("DELETE", f"/rules/{rule_id}")

    def load_rules(self, rules: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Replace every rule at once (idempotent)."""
        return list(self._call("PUT", "/rules", json={"rules": rules})["rules"])

    def reset(self) -> None:
        """Remove every rule, zero the counters, forget the events."""
        self._call("POST", "/reset")

    # -- observing -------------------------------------------------------------------------

    def status(self) -> dict[str, Any]:
        """Upstream, rule count, counters, recent proxy errors."""
        return dict(self._call("GET", "/status"))

    def requests(self, limit: int = 100) -> list[dict[str, Any]]:
        """The newest requests the proxy handled."""
        return list(self._call("GET", "/requests", params={"limit": limit})["requests"])

    def events(
        self, since: int = 0, *, request_id: str | None = None, rule: str | None = None
    ) -> tuple[list[dict[str, Any]], int]:
        """Events after ``since`` as JSON dicts (with ``seq`` and ``rule``), and the next
        cursor."""
        params: dict[str, Any] = {"since": since}
        if request_id is not None:
            params["request_id"] = request_id
        if rule is not None:
            params["rule"] = rule
        body = self._call("GET", "/events", params=params)
        return list(body["events"]), int(body["next"])

    def grades(self) -> list[dict[str, Any]]:
        """A grade per client, JSON-ready (see :mod:`genai_chaos.proxy.grading`): put them
        in a journal as they are, or render them with
        :func:`~genai_chaos.proxy.grading.grades_markdown`."""
        return list(self._call("GET", "/clients")["clients"])

    def grading(self) -> dict[str, Any]:
        """The thresholds the grades were judged with."""
        return dict(self._call("GET", "/clients")["definitions"])

    def metrics(self) -> str:
        """The Prometheus exposition (text format 0.0.4)."""
        response = self._http.get("/metrics")
        if response.status_code >= 400:
            raise ProxyAdminError(response.status_code, response.text)
        return response.text

    def collect_events(self, sink: EventSink) -> int:
        """Move the events recorded since the last call into ``sink`` (a journal);
        returns how many."""
        n = 0
        while True:
            items, cursor = self.events(self._cursor)
            for item in items:
                sink.record(event_from_dict(item))
            n += len(items)
            if cursor == self._cursor or not items:
                self._cursor = cursor
                return n
            self._cursor = cursor

    def close(self) -> None:
        """Close the HTTP connection pool."""
        self._http.close()

    def __enter__(self) -> ProxyClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
