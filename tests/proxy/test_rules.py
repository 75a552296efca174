"""Rule matching (path, model, header, blast radius), determinism, rules files."""

from __future__ import annotations

import json

import pytest

from genai_chaos import create_fault
from genai_chaos.proxy import RuleError, RuleSet, load_rules_file, parse_rules, run_proxy
from genai_chaos.proxy.rules import CompiledRule, RuleIndex, parse_rule, request_hash


def err(rid: str = "e", **extra) -> dict:
    return {"id": rid, "kind": "http_error", "params": {"status": 503}, **extra}


def statuses(http, n=1, path="/v1/models", **kw) -> list[int]:
    return [http.get(path, **kw).status_code for _ in range(n)]


def chat(http, model: str, **headers) -> int:
    body = {"model": model, "messages": [{"role": "user", "content": "x"}]}
    return http.post("/v1/chat/completions", json=body, headers=headers).status_code


def test_path_globs(proxy, http):
    proxy.client.add_rule(err(match={"paths": ["/v1/chat/*", "/echo"]}))
    assert statuses(http) == [200]
    assert chat(http, "m") == 503
    assert http.post("/echo", content=b"x").status_code == 503


def test_model_globs(proxy, http):
    proxy.client.add_rule(err(match={"models": ["gpt-4o*"]}))
    assert chat(http, "gpt-4o-mini") == 503
    assert chat(http, "gpt-3.5-turbo") == 200
    assert statuses(http) == [200]  # no body, no model: not in scope


def test_header_match_for_one_tenant(proxy, http):
    proxy.client.add_rule(err(match={"headers": {"X-Tenant": "acme*"}}))
    assert chat(http, "m", **{"x-tenant": "acme-eu"}) == 503
    assert chat(http, "m", **{"x-tenant": "globex"}) == 200
    assert chat(http, "m") == 200


def test_disabled_rules_do_nothing(proxy, http):
    proxy.client.add_rule(err(enabled=False))
    assert statuses(http) == [200]
    assert proxy.client.status()["rule_hits"] == {}


def test_blast_radius_selects_the_same_requests_as_in_process(proxy, http):
    proxy.client.add_rule(err(blast_radius=0.3, seed=42))
    fault = create_fault("http_error", status=503, blast_radius=0.3, seed=42)
    ids = [f"user-{i}" for i in range(60)]
    got = [http.get("/v1/models", headers={"x-request-id": i}).status_code == 503 for i in ids]
    expected = [fault.decide(i).fired for i in ids]
    assert got == expected
    assert 5 < sum(got) < 35


def test_same_seed_and_request_ids_give_the_same_injections(upstream):
    rules = [
        err("e", probability=0.4),
        {"id": "t", "kind": "token_truncation", "params": {"ratio": 0.5}, "probability": 0.5},
        {"id": "l", "kind": "latency", "params": {"distribution": "uniform", "max_ms": 5}},
    ]
    runs = []
    for _ in range(2):
        with run_proxy(upstream, rules=rules, seed=99) as running:
            import httpx

            with httpx.Client(base_url=running.url) as http:
                for i in range(15):
                    chat_status = http.post(
                        "/v1/chat/completions",
                        json={"model": "m", "messages": [{"role": "user", "content": "x"}]},
                        headers={"x-request-id": f"r{i}"},
                    ).status_code
                    assert chat_status in (200, 503)
            events = running.client.events()[0]
            runs.append(
                [(e["request_id"], e["rule"], e["status"], e["seed"], e["detail"]) for e in events]
            )
    assert runs[0] == runs[1]
    assert {r for _, r, *_ in runs[0]} == {"e", "t", "l"}


def test_rules_file_yaml_and_json(tmp_path):
    y = tmp_path / "rules.yaml"
    y.write_text(
        "rules:\n"
        "  - id: rl\n    kind: http_error\n    params: {status: 429}\n"
        "    match: {headers: {x-tenant: acme}}\n"
    )
    j = tmp_path / "rules.json"
    j.write_text(json.dumps([{"id": "cut", "kind": "stream_cut", "params": {"after_chunks": 2}}]))
    assert [r.id for r in load_rules_file(y, run_seed=1)] == ["rl"]
    assert load_rules_file(j, run_seed=1)[0].params == {"after_chunks": 2}
    assert load_rules_file(y, run_seed=1) == load_rules_file(y, run_seed=1)


def test_rules_file_errors_name_the_file_and_field(tmp_path):
    p = tmp_path / "bad.yaml"
    p.write_text("- id: a\n  kind: latency\n- id: a\n  kind: timeout\n")
    with pytest.raises(RuleError) as info:
        load_rules_file(p)
    assert str(p) in str(info.value) and "rules[1].id" in str(info.value)
    p.write_text("rules: [\n")
    with pytest.raises(RuleError, match="not valid YAML"):
        load_rules_file(p)
    with pytest.raises(RuleError, match="cannot read"):
        load_rules_file(tmp_path / "missing.yaml")


def test_rule_set_shape_errors():
    with pytest.raises(RuleError, match="unknown field"):
        parse_rules({"rules": [], "extra": 1})
    with pytest.raises(RuleError) as info:
        parse_rules([{"id": "a", "kind": "latency", "params": {"probability": 0.5}}])
    assert info.value.field.startswith("rules[0].params")


def test_rules_in_scope_are_decided_in_order_and_the_rest_not_at_all(proxy, http):
    proxy.client.load_rules(
        [
            err("embed", params={"status": 500}, match={"paths": ["*/embeddings"]}),
            err("acme", params={"status": 502}, match={"headers": {"x-tenant": "acme"}}),
            err("gpt4", params={"status": 503}, match={"models": ["gpt-4o*"]}),
            err("off", params={"status": 504}, enabled=False),
            {"id": "slow", "kind": "latency", "params": {"delay_ms": 1}},
        ]
    )
    assert chat(http, "gpt-4o-mini") == 503
    assert chat(http, "gpt-4o-mini", **{"x-tenant": "acme"}) == 502
    assert chat(http, "other") == 200
    body = {"model": "gpt-4o-mini", "input": "x"}
    assert http.post("/v1/embeddings", json=body).status_code == 500
    hits = proxy.client.status()["rule_hits"]
    assert {r: h["matched"] for r, h in hits.items()} == {
        "embed": 1,
        "acme": 1,
        "gpt4": 3,  # the embeddings request's model matches too
        "slow": 4,
    }
    # a rule changed at run time takes effect on the next request (the index is rebuilt)
    proxy.client.update_rule("off", enabled=True, match={"paths": ["/v1/chat/*"]})
    assert chat(http, "other") == 504


def test_the_path_index_memo_is_bounded_and_exact():
    rules = RuleSet(run_seed=1)
    rules.add(err("chat", match={"paths": ["/v1/chat/*"]}))
    rules.add(err("all"))
    index = rules.index()
    for i in range(RuleIndex.MEMO + 50):
        ids = [c.rule.id for c in index.for_path(f"/v1/chat/{i}")]
        assert ids == ["chat", "all"]
    assert [c.rule.id for c in index.for_path("/v1/models")] == ["all"]
    assert len(index._by_path) == RuleIndex.MEMO
    rules.delete("all")
    assert rules.index().for_path("/v1/models") == ()


@pytest.mark.parametrize(
    ("kind", "why"),
    [("cpu_load", "ambient faults"), ("index_corruption", "not on the wire")],
)
def test_faults_the_proxy_cannot_deliver_are_refused(kind, why):
    with pytest.raises(RuleError, match=why) as info:
        parse_rules([{"id": "a", "kind": kind}])
    assert info.value.field.endswith("kind")


@pytest.mark.parametrize(
    ("probability", "blast_radius"), [(1.0, 1.0), (0.3, 1.0), (1.0, 0.4), (0.5, 0.5), (0.0, 1.0)]
)
def test_the_screen_fires_exactly_where_the_injector_does(
    probability: float, blast_radius: float
) -> None:
    # the proxy hashes a request id once and asks each rule may_fire; the injector must
    # fire on exactly those requests (else a rule would fire less, or never)
    c = CompiledRule(
        parse_rule(
            {
                "id": "r",
                "kind": "timeout",
                "probability": probability,
                "blast_radius": blast_radius,
                "seed": 11,
            }
        ),
        None,
    )
    ids = [f"req-{i}" for i in range(2000)] + ["ünïcode-\udc80", ""]
    fired = [c.injector.begin(i) is not None for i in ids]
    assert [c.may_fire(request_hash(i)) for i in ids] == fired
    expected = probability * blast_radius
    assert abs(sum(fired) / len(ids) - expected) < 0.05


def test_the_screen_follows_a_change_of_the_fault() -> None:
    c = CompiledRule(parse_rule({"id": "r", "kind": "timeout", "seed": 3}), None)
    r = request_hash("req-1")
    assert c.may_fire(r)
    c.fault.probability = 0.0
    assert not c.may_fire(r)
    assert c.injector.begin("req-1") is None
    c.fault.probability = 1.0
    c.fault.enabled = False
    assert not c.may_fire(r)
    c.fault.enabled = True
    assert c.may_fire(r)
