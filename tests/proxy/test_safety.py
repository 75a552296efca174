"""Secrets stay out of logs, events and metrics; failures are never made-up successes."""

from __future__ import annotations

import json
import logging

import httpx
import openai
import pytest

from genai_chaos.proxy import run_proxy, wire
from genai_chaos.proxy.events import _SECRET_TEXT, REDACTED, _redact
from tests.proxy.conftest import SECRET, ask


def test_secrets_never_reach_logs_events_or_status(proxy, sdk, http, caplog):
    caplog.set_level(logging.DEBUG)
    proxy.client.load_rules(
        [
            {"id": "p", "kind": "adversarial_instruction"},
            {
                "id": "f",
                "kind": "forged_fields",
                "params": {"fields": {"user": "someone"}},
                "stage": "request",
            },
            {"id": "t", "kind": "token_truncation", "params": {"max_tokens": 3}},
        ]
    )
    ask(sdk, user=SECRET, extra_headers={"api-key": "azure-key-123456", "x-api-key": "anth-999999"})
    http.get("/status/500", headers={"authorization": f"Bearer {SECRET}"})
    recorded = json.dumps(
        [proxy.client.events()[0], proxy.client.status(), proxy.client.requests()]
    )
    logs = "\n".join(r.getMessage() for r in caplog.records)
    assert "injection request_id=" in logs  # the proxy did log
    for secret in (SECRET, "azure-key-123456", "anth-999999"):
        assert secret not in recorded and secret not in logs
    forged = next(e for e in proxy.client.events()[0] if e["rule"] == "f")
    assert forged["detail"]["fields"]["user"]["was"] == "[redacted]"
    cut = next(e for e in proxy.client.events()[0] if e["rule"] == "t")
    assert cut["params"]["max_tokens"] == 3  # token counts are not secrets


def test_upstream_errors_pass_through_unchanged(upstream, proxy, http):
    proxy.client.add_rule({"id": "t", "kind": "token_truncation", "params": {"max_tokens": 2}})
    with httpx.Client() as c:
        direct = c.post(f"{upstream}/status/429", json={"model": "m"})
    proxied = http.post("/status/429", json={"model": "m"})
    assert proxied.status_code == 429
    assert proxied.content == direct.content
    assert proxied.headers["retry-after"] == "7" and proxied.headers["x-up"] == "1"
    (event,) = proxy.client.events()[0]
    assert event["status"] == "skipped" and "429" in event["detail"]["reason"]
    assert proxy.client.status()["counters"]["upstream_errors"] == 1


def test_unreachable_upstream_is_a_clear_502():
    with run_proxy("http://127.0.0.1:9") as running:
        client = openai.OpenAI(base_url=f"{running.url}/v1", api_key=SECRET, max_retries=0)
        with pytest.raises(openai.APIStatusError) as info:
            ask(client)
        client.close()
        assert info.value.status_code == 502
        assert info.value.body["code"] == "upstream_failed"
        assert "genai-chaos proxy" in info.value.message
        assert info.value.response.headers["x-genai-chaos-error"] == "upstream"
        (error,) = running.client.status()["recent_errors"]
        assert error["where"] == "upstream" and "Connect" in error["error"]


def test_an_internal_failure_is_a_502_not_a_success(proxy, sdk, monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("rewrite exploded")

    monkeypatch.setattr(wire, "rewrite_json", broken)
    proxy.client.add_rule({"id": "t", "kind": "token_truncation", "params": {"max_tokens": 2}})
    with pytest.raises(openai.APIStatusError) as info:
        ask(sdk)
    assert info.value.status_code == 502
    assert "internal error: RuntimeError: rewrite exploded" in info.value.message
    status = proxy.client.status()
    assert status["counters"]["proxy_errors"] == 1
    assert status["recent_errors"][0]["where"] == "proxy"


def test_an_upstream_dying_mid_stream_is_a_broken_stream_not_a_clean_end(proxy, http):
    with pytest.raises(httpx.TransportError):
        http.get("/dies").read()
    assert proxy.client.status()["recent_errors"][0]["where"] == "upstream"


@pytest.mark.parametrize(
    "text",
    [
        "Bearer abc.def-123",
        "token: Basic dXNlcjpwYXNz",
        "use sk-live-1234567890 here",
        "ask-123456789",  # no word boundary before sk-: not a key
        "see https://user:pass@example.com/x",
        "mail me at someone@example.com",
        "bearer lower-case is not the pattern",
        "/v1/chat/completions",
        "proxy#42",
        "",
    ],
)
def test_the_cheap_redaction_guard_changes_no_verdict(text):
    # the guard skips the pattern only where the pattern could not match
    assert _redact(text, ()) == _SECRET_TEXT.sub(REDACTED, text)
