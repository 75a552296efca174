"""The admin API: CRUD, bulk load, reset, status and counters, errors, binding and tokens."""

from __future__ import annotations

import httpx
import pytest

from genai_chaos.proxy import ChaosProxy, ProxyAdminError, ProxyClient, ProxyConfigError, run_proxy

LAT = {"id": "lat", "kind": "latency", "params": {"delay_ms": 1}}
ERR = {"id": "err", "kind": "http_error", "params": {"status": 500}, "probability": 0.5}


def test_crud(proxy):
    c = proxy.client
    added = c.add_rule(LAT)
    assert added["id"] == "lat" and isinstance(added["seed"], int)  # seed derived and shown
    assert c.rule("lat") == added
    assert [r["id"] for r in c.rules()] == ["lat"]
    assert c.update_rule("lat", enabled=False)["enabled"] is False
    replaced = c.put_rule("lat", {"kind": "timeout", "params": {"timeout_ms": 5}})
    assert replaced["kind"] == "timeout" and replaced["enabled"] is True
    c.put_rule("new", {"kind": "latency"})
    assert [r["id"] for r in c.rules()] == ["lat", "new"]
    c.delete_rule("lat")
    assert [r["id"] for r in c.rules()] == ["new"]
    with pytest.raises(ProxyAdminError) as info:
        c.delete_rule("lat")
    assert info.value.status == 404


def test_add_twice_is_a_conflict_naming_the_id(proxy):
    proxy.client.add_rule(LAT)
    with pytest.raises(ProxyAdminError) as info:
        proxy.client.add_rule(LAT)
    assert info.value.status == 409 and info.value.field == "id"


def test_bulk_load_is_idempotent_and_atomic(proxy):
    c = proxy.client
    first = c.load_rules([LAT, ERR])
    assert c.load_rules([LAT, ERR]) == first == c.rules()
    bad = {**ERR, "id": "bad", "params": {"status": 99}}
    with pytest.raises(ProxyAdminError) as info:
        c.load_rules([{**LAT, "id": "other"}, bad])
    assert info.value.field == "rules[1].params.status"
    assert c.rules() == first  # unchanged


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"id": "x", "kind": "latncy"}, "kind"),
        ({"id": "x", "kind": "latency", "params": {"delay_ms": "slow"}}, "params.delay_ms"),
        ({"id": "x", "kind": "latency", "params": {"nope": 1}}, "params.nope"),
        ({"id": "x", "kind": "latency", "probability": 2}, "probability"),
        ({"id": "x", "kind": "latency", "blast_radius": "all"}, "blast_radius"),
        ({"id": "x", "kind": "latency", "seed": -1}, "seed"),
        ({"id": "x", "kind": "latency", "match": {"pathz": []}}, "match.pathz"),
        ({"id": "x", "kind": "latency", "match": {"models": "gpt"}}, "match.models"),
        ({"id": "x", "kind": "latency", "colour": "red"}, "colour"),
        ({"id": "x y", "kind": "latency"}, "id"),
        ({"kind": "latency"}, "id"),
        ({"id": "x", "kind": "zero_results"}, "kind"),
        ({"id": "x", "kind": "latency", "stage": "request"}, "stage"),
    ],
)
def test_invalid_rules_are_400_naming_the_field_and_change_nothing(proxy, body, field):
    proxy.client.add_rule(LAT)
    before = proxy.client.rules()
    with httpx.Client() as http:
        r = http.post(f"{proxy.admin_url}/rules", json=body)
    assert r.status_code == 400
    assert r.json()["error"]["field"] == field, r.json()
    assert proxy.client.rules() == before


@pytest.mark.parametrize(
    ("method", "path", "content"),
    [
        ("POST", "/rules", b"{not json"),
        ("POST", "/rules", b""),
        ("PUT", "/rules", b"[1, 2"),
        ("PATCH", "/rules/lat", b'"x"'),
        ("PUT", "/rules", b'{"rules": {}}'),
        ("PUT", "/rules/lat", b'{"id": "other", "kind": "latency"}'),
    ],
)
def test_malformed_admin_requests_are_400_json(proxy, method, path, content):
    proxy.client.add_rule(LAT)
    with httpx.Client() as http:
        r = http.request(method, f"{proxy.admin_url}{path}", content=content)
    assert r.status_code == 400
    assert r.headers["content-type"].startswith("application/json")
    assert r.json()["error"]["field"]
    assert [x["id"] for x in proxy.client.rules()] == ["lat"]


def test_unknown_routes_and_methods_are_json_errors(proxy):
    with httpx.Client() as http:
        assert http.get(f"{proxy.admin_url}/nope").json()["error"]["message"]
        r = http.post(f"{proxy.admin_url}/status")
        assert r.status_code == 405 and "GET" in r.headers["allow"]


def test_reset_status_and_counters(proxy, http):
    c = proxy.client
    c.load_rules([{**ERR, "probability": 1.0}, {**LAT, "match": {"paths": ["/v1/models"]}}])
    http.post("/v1/chat/completions", json={"model": "m", "messages": []})
    http.get("/v1/models")
    status = c.status()
    assert status["rules"] == 2 and status["enabled_rules"] == 2
    assert status["counters"]["requests"] == 2
    assert status["counters"]["injected_requests"] == 2
    assert status["counters"]["forwarded"] == 0  # both answered by the injected 500
    assert status["rule_hits"] == {
        "err": {"matched": 2, "fired": 2},
        "lat": {"matched": 1, "fired": 1},
    }
    # on /v1/models the 500 answered first: the latency there is recorded as skipped
    assert status["events"]["by_status"] == {"injected": 2, "skipped": 1}
    assert status["upstream"].startswith("http://127.0.0.1:")
    c.reset()
    status = c.status()
    assert status["rules"] == 0 and status["counters"]["requests"] == 0
    assert c.events()[0] == []


def test_events_cursor_and_filters(proxy, http):
    proxy.client.add_rule(LAT)
    for i in range(3):
        http.get("/v1/models", headers={"x-request-id": f"e{i}"})
    events, cursor = proxy.client.events()
    assert [e["request_id"] for e in events] == ["e0", "e1", "e2"]
    assert all(e["rule"] == "lat" and e["target"] == "proxy:lat" for e in events)
    assert proxy.client.events(cursor) == ([], cursor)
    only, _ = proxy.client.events(request_id="e1")
    assert [e["request_id"] for e in only] == ["e1"]


def test_openapi_is_served(proxy):
    with httpx.Client() as http:
        r = http.get(f"{proxy.admin_url}/openapi.yaml")
    assert r.status_code == 200 and "genai-chaos proxy admin API" in r.text


def test_admin_beyond_loopback_needs_a_token():
    with pytest.raises(ProxyConfigError, match="without a token"):
        ChaosProxy("http://127.0.0.1:9", admin="0.0.0.0:0")
    ChaosProxy("http://127.0.0.1:9", admin="0.0.0.0:0", admin_token="t")  # accepted


def test_token_is_required_when_set():
    with run_proxy("http://127.0.0.1:9", admin_token="s3cret-token") as running:
        assert running.client.status()["rules"] == 0  # the client sends it
        with httpx.Client() as http:
            assert http.get(f"{running.admin_url}/rules").status_code == 401
            wrong = {"authorization": "Bearer nope"}
            assert http.get(f"{running.admin_url}/rules", headers=wrong).status_code == 401
            assert http.get(f"{running.admin_url}/openapi.yaml").status_code == 200
        with ProxyClient(running.admin_url, token="nope") as bad, pytest.raises(ProxyAdminError):
            bad.rules()


def test_bad_upstream_or_address_is_a_config_error():
    with pytest.raises(ProxyConfigError):
        ChaosProxy("ftp://x")
    with pytest.raises(ProxyConfigError):
        ChaosProxy("http://127.0.0.1:9", listen="8787")


def test_an_experiment_collects_events_into_its_journal(upstream):
    from genai_chaos.faults.events import MemorySink

    journal, forwarded = MemorySink(), MemorySink()
    with run_proxy(upstream, rules=[LAT], seed=4, sink=forwarded) as running:
        with httpx.Client(base_url=running.url) as http:
            for i in range(3):
                http.get("/v1/models", headers={"x-request-id": f"j{i}"})
        assert running.client.collect_events(journal) == 3
        assert running.client.collect_events(journal) == 0  # only new ones
    assert [e.request_id for e in journal.events] == ["j0", "j1", "j2"]
    assert [e.to_dict() for e in journal.events] == [e.to_dict() for e in forwarded.events]
