"""The admin API: change the rules of a running proxy, read its counters and events.

Like Toxiproxy's, on its own port, bound to loopback by default. Every answer is JSON; an
error is ``{"error": {"message", "field", "problems": [{"field", "message"}]}}`` and a
rejected change leaves the rules in force untouched. The full description is the
OpenAPI document shipped beside this module (``GET /openapi.yaml``).

==========================  ===========================================================
``GET /rules``              the rules in force, in order
``PUT /rules``              replace them all (bulk load; idempotent)
``POST /rules``             add one (``409`` when the id exists)
``GET /rules/{id}``         one rule
``PUT /rules/{id}``         create or replace one
``PATCH /rules/{id}``       change some fields (``{"enabled": false}``)
``DELETE /rules/{id}``      remove one
``POST /reset``             remove every rule, zero the counters, forget events
``GET /status``             upstream, rule count, counters, recent proxy errors, grades
``GET /events``             injection events after ``since`` (``?since=&limit=&request_id=&rule=``)
``DELETE /events``          forget the events
``GET /requests``           the newest requests (id, path, status, rules fired, retry count)
``GET /clients``            a grade per client (retry storms, Retry-After, cut streams)
``GET /metrics``            Prometheus metrics (text format 0.0.4)
==========================  ===========================================================
"""

from __future__ import annotations

import hmac
import json
import re
from collections.abc import Awaitable, Callable
from importlib import resources
from typing import Any

from aiohttp import web

from genai_chaos._version import __version__
from genai_chaos.proxy.app import ProxyState
from genai_chaos.proxy.rules import RULE_ID, Rule, RuleError
from genai_chaos.telemetry.prometheus import CONTENT_TYPE

ADMIN = web.AppKey("genai_chaos_proxy_admin", ProxyState)
_ID_RE = re.compile(RULE_ID)


def error(
    status: int, message: str, field: str = "", problems: list[tuple[str, str]] | None = None
) -> web.Response:
    """A JSON error answer naming the field at fault."""
    items = problems or [(field, message)]
    body = {
        "error": {
            "message": message,
            "field": field,
            "problems": [{"field": f, "message": m} for f, m in items],
        }
    }
    return web.json_response(body, status=status)


def _rule_error(exc: RuleError, status: int = 400) -> web.Response:
    problems = [(f or "body", m) for f, m in exc.problems]
    return error(status, str(exc), problems[0][0] if problems else "body", problems)


def _dump(rule: Rule) -> dict[str, Any]:
    return rule.model_dump(mode="json")


async def _json(request: web.Request) -> Any:
    raw = await request.read()
    if not raw.strip():
        raise _BadRequest("body", "a JSON body is required")
    try:
        return json.loads(raw)
    except (ValueError, UnicodeDecodeError) as exc:
        raise _BadRequest("body", f"not valid JSON: {exc}") from None


class _BadRequest(Exception):
    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message


def _state(request: web.Request) -> ProxyState:
    return request.app[ADMIN]


def _rule_id(request: web.Request) -> str:
    rule_id = request.match_info["rule_id"]
    if not _ID_RE.match(rule_id):
        raise web.HTTPNotFound()
    return rule_id


# -- rules ---------------------------------------------------------------------------------


async def list_rules(request: web.Request) -> web.Response:
    return web.json_response({"rules": [_dump(r) for r in _state(request).rules.rules()]})


async def replace_rules(request: web.Request) -> web.Response:
    rules = _state(request).rules.replace(await _json(request))
    return web.json_response({"rules": [_dump(r) for r in rules]})


async def add_rule(request: web.Request) -> web.Response:
    rules = _state(request).rules
    try:
        rule = rules.add(await _json(request))
    except RuleError as exc:
        return _rule_error(exc, 409 if "already exists" in str(exc) else 400)
    return web.json_response(_dump(rule), status=201)


async def get_rule(request: web.Request) -> web.Response:
    rule_id = _rule_id(request)
    rule = _state(request).rules.get(rule_id)
    if rule is None:
        return error(404, f"no rule with id {rule_id!r}", "id")
    return web.json_response(_dump(rule))


async def put_rule(request: web.Request) -> web.Response:
    rule_id = _rule_id(request)
    rule, created = _state(request).rules.put(rule_id, await _json(request))
    return web.json_response(_dump(rule), status=201 if created else 200)


async def patch_rule(request: web.Request) -> web.Response:
    rule_id = _rule_id(request)
    rule = _state(request).rules.patch(rule_id, await _json(request))
    if rule is None:
        return error(404, f"no rule with id {rule_id!r}", "id")
    return web.json_response(_dump(rule))


async def delete_rule(request: web.Request) -> web.Response:
    rule_id = _rule_id(request)
    if not _state(request).rules.delete(rule_id):
        return error(404, f"no rule with id {rule_id!r}", "id")
    return web.Response(status=204)


# -- state ---------------------------------------------------------------------------------


async def reset(request: web.Request) -> web.Response:
    st = _state(request)
    st.rules.clear()
    st.stats.clear()
    st.events.clear()
    st.grader.clear()
    return web.json_response({"reset": True})


async def status(request: web.Request) -> web.Response:
    st = _state(request)
    rules = st.rules.rules()
    grades = {g["client"]: g["grade"] for g in st.grader.grades()}
    body = {
        "version": __version__,
        **st.info,
        "seed": st.rules.run_seed,
        "rules": len(rules),
        "enabled_rules": sum(r.enabled for r in rules),
        **st.stats.snapshot(),
        "events": st.events.counts(),
        "clients": {g: sum(v == g for v in grades.values()) for g in ("pass", "fail", "untested")},
        "client_grades": grades,
    }
    return web.json_response(body)


async def clients(request: web.Request) -> web.Response:
    grader = _state(request).grader
    return web.json_response({"clients": grader.grades(), "definitions": grader.config.to_dict()})


async def metrics(request: web.Request) -> web.Response:
    st = _state(request)
    rules = st.rules.rules()
    enabled = sum(r.enabled for r in rules)
    text = st.metrics.render(
        in_flight=st.stats.counters.get("in_flight", 0),
        rules=(enabled, len(rules) - enabled),
        grades=st.grader.summary,
    )
    return web.Response(body=text.encode(), headers={"Content-Type": CONTENT_TYPE})


def _int_query(request: web.Request, name: str, default: int, lo: int, hi: int) -> int:
    raw = request.query.get(name)
    if raw is None:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise _BadRequest(name, f"expected an integer, got {raw!r}") from None
    if not lo <= value <= hi:
        raise _BadRequest(name, f"must be between {lo} and {hi}, got {value}")
    return value


async def events(request: web.Request) -> web.Response:
    since = _int_query(request, "since", 0, 0, 2**62)
    limit = _int_query(request, "limit", 1000, 1, 10_000)
    items, cursor = _state(request).events.since(
        since,
        limit=limit,
        request_id=request.query.get("request_id"),
        rule=request.query.get("rule"),
    )
    return web.json_response({"events": items, "next": cursor})


async def clear_events(request: web.Request) -> web.Response:
    _state(request).events.clear()
    return web.Response(status=204)


async def recent_requests(request: web.Request) -> web.Response:
    limit = _int_query(request, "limit", 100, 1, 10_000)
    return web.json_response({"requests": _state(request).stats.requests(limit)})


async def openapi(request: web.Request) -> web.Response:
    text = resources.files("genai_chaos.proxy").joinpath("openapi.yaml").read_text("utf-8")
    return web.Response(text=text, content_type="application/yaml")


# -- middleware ----------------------------------------------------------------------------

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def _middleware(token: str | None) -> Any:
    expected = f"Bearer {token}".encode() if token else None

    @web.middleware
    async def guard(request: web.Request, handler: Handler) -> web.StreamResponse:
        if expected is not None and request.path != "/openapi.yaml":
            given = request.headers.get("authorization", "").encode()
            if not hmac.compare_digest(given, expected):
                return error(401, "a valid admin token is required (Authorization: Bearer)")
        try:
            return await handler(request)
        except _BadRequest as exc:
            return error(400, f"{exc.field}: {exc.message}", exc.field)
        except RuleError as exc:
            return _rule_error(exc)
        except web.HTTPException as exc:
            if exc.status < 400:
                raise
            answer = error(exc.status, exc.reason)
            if "Allow" in exc.headers:
                answer.headers["Allow"] = exc.headers["Allow"]
            return answer

    return guard


def make_admin_app(
    state: ProxyState, *, token: str | None = None, info: dict[str, Any] | None = None
) -> web.Application:
    """The admin application over ``state``; with ``token``, every route but
    ``/openapi.yaml`` needs ``Authorization: Bearer <token>``."""
    app = web.Application(middlewares=[_middleware(token)], client_max_size=2**20)
    app[ADMIN] = state
    state.info.update(info or {})
    r = app.router
    r.add_get("/rules", list_rules, allow_head=False)
    r.add_put("/rules", replace_rules)
    r.add_post("/rules", add_rule)
    r.add_get("/rules/{rule_id}", get_rule, allow_head=False)
    r.add_put("/rules/{rule_id}", put_rule)
    r.add_patch("/rules/{rule_id}", patch_rule)
    r.add_delete("/rules/{rule_id}", delete_rule)
    r.add_post("/reset", reset)
    r.add_get("/status", status, allow_head=False)
    r.add_get("/events", events, allow_head=False)
    r.add_delete("/events", clear_events)
    r.add_get("/requests", recent_requests, allow_head=False)
    r.add_get("/clients", clients, allow_head=False)
    r.add_get("/metrics", metrics, allow_head=False)
    r.add_get("/openapi.yaml", openapi, allow_head=False)
    return app
