"""Prometheus metrics: the exposition format, the proxy's metrics, bounded labels."""

from __future__ import annotations

import math
import re

import httpx
import pytest

from genai_chaos.proxy import run_proxy
from genai_chaos.telemetry.prometheus import (
    CONTENT_TYPE,
    Counter,
    Gauge,
    Histogram,
    Registry,
    escape_label,
)

CHAT = "/v1/chat/completions"
BODY = {"model": "gpt-4o-mini", "messages": [{"role": "user", "content": "Hi"}]}
_SAMPLE = re.compile(
    r'^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\[\\"n])*",?)*\})?'
    r" (-?[0-9.e+-]+|\+Inf|-Inf|NaN)$"
)


def parse(text: str) -> dict[str, float]:
    """Samples by ``name{labels}``; checks every line against the text format 0.0.4 and
    Prometheus naming conventions on the way."""
    assert text.endswith("\n")
    types: dict[str, str] = {}
    samples: dict[str, float] = {}
    for line in text.splitlines():
        if line.startswith("# HELP "):
            continue
        if line.startswith("# TYPE "):
            _, _, name, kind = line.split(" ")
            assert name not in types, f"{name} typed twice"
            types[name] = kind
            if kind == "counter":
                assert name.endswith("_total"), name
            continue
        m = _SAMPLE.match(line)
        assert m, f"not a sample line: {line!r}"
        name = m.group(1)
        family = re.sub(r"_(bucket|sum|count)$", "", name)
        assert name in types or family in types, f"{name} has no TYPE"
        key = name + (m.group(2) or "")
        assert key not in samples, f"{key} twice"
        samples[key] = float(m.group(3))
    for name, kind in types.items():
        if kind == "histogram":
            assert name.endswith("_seconds"), name
    return samples


def metrics(proxy) -> dict[str, float]:
    with httpx.Client() as http:
        r = http.get(f"{proxy.admin_url}/metrics")
    assert r.status_code == 200
    assert r.headers["content-type"] == CONTENT_TYPE
    return parse(r.text)


def delta(before: dict[str, float], after: dict[str, float], key: str) -> float:
    return after.get(key, 0.0) - before.get(key, 0.0)


REQ_OK = (
    'genai_chaos_proxy_requests_total{method="POST",endpoint="/v1/chat/completions",code="200"}'
)
DUR = 'genai_chaos_proxy_request_duration_seconds_count{endpoint="/v1/chat/completions"}'
TTFT = 'genai_chaos_proxy_time_to_first_token_seconds_count{endpoint="/v1/chat/completions"}'


def test_requests_and_latency_are_counted(proxy, http):
    before = metrics(proxy)
    assert http.post(CHAT, json=BODY).status_code == 200
    after = metrics(proxy)
    assert delta(before, after, REQ_OK) == 1
    assert delta(before, after, DUR) == 1
    assert delta(before, after, TTFT) == 0  # a JSON answer has no first token
    assert after["genai_chaos_proxy_requests_in_flight"] == 0
    assert after['genai_chaos_proxy_build_info{version="' + _version() + '"}'] == 1


def test_time_to_first_token_is_measured_on_streams(proxy, http):
    before = metrics(proxy)
    with http.stream("POST", CHAT, json={**BODY, "stream": True}) as r:
        r.read()
    after = metrics(proxy)
    assert delta(before, after, TTFT) == 1
    ttft_sum = 'genai_chaos_proxy_time_to_first_token_seconds_sum{endpoint="/v1/chat/completions"}'
    dur_sum = 'genai_chaos_proxy_request_duration_seconds_sum{endpoint="/v1/chat/completions"}'
    assert 0 < delta(before, after, ttft_sum) <= delta(before, after, dur_sum)
    inf = (
        "genai_chaos_proxy_time_to_first_token_seconds_bucket"
        '{endpoint="/v1/chat/completions",le="+Inf"}'
    )
    assert after[inf] == after[TTFT]


def test_histogram_buckets_are_cumulative(proxy, http):
    http.post(CHAT, json=BODY)
    samples = metrics(proxy)
    prefix = 'genai_chaos_proxy_request_duration_seconds_bucket{endpoint="/v1/chat/completions",'
    buckets = sorted(
        (float(re.search(r'le="([^"]+)"', k).group(1).replace("+Inf", "inf")), v)
        for k, v in samples.items()
        if k.startswith(prefix)
    )
    counts = [v for _, v in buckets]
    assert counts == sorted(counts) and buckets[-1][0] == math.inf
    assert buckets[-1][1] == samples[DUR]


def test_injections_by_kind_rule_and_status(proxy, http):
    before = metrics(proxy)
    proxy.client.add_rule({"id": "rl", "kind": "http_error", "params": {"status": 429}})
    proxy.client.add_rule(
        {"id": "cut", "kind": "stream_cut", "params": {"after_chunks": 1}}
    )  # fires on a JSON answer: skipped
    assert http.post(CHAT, json=BODY).status_code == 429
    after = metrics(proxy)
    key = 'genai_chaos_proxy_injections_total{kind="http_error",rule="rl",status="injected"}'
    assert delta(before, after, key) == 1
    skipped = 'genai_chaos_proxy_injections_total{kind="stream_cut",rule="cut",status="skipped"}'
    assert delta(before, after, skipped) == 1
    assert delta(before, after, "genai_chaos_proxy_injected_requests_total") == 1
    code = (
        'genai_chaos_proxy_requests_total{method="POST",endpoint="/v1/chat/completions",code="429"}'
    )
    assert delta(before, after, code) == 1
    assert after['genai_chaos_proxy_rules{state="enabled"}'] == 2
    assert delta(before, after, 'genai_chaos_proxy_upstream_errors_total{code="429"}') == 0


def test_upstream_errors_by_code(proxy, http):
    before = metrics(proxy)
    assert http.get("/status/503").status_code == 503
    after = metrics(proxy)
    assert delta(before, after, 'genai_chaos_proxy_upstream_errors_total{code="503"}') == 1
    other = 'genai_chaos_proxy_requests_total{method="GET",endpoint="other",code="503"}'
    assert delta(before, after, other) == 1  # raw paths never become labels


def test_an_unreachable_upstream_and_the_proxys_own_errors():
    with run_proxy("http://127.0.0.1:9") as proxy, httpx.Client(base_url=proxy.url) as http:
        assert http.post(CHAT, json=BODY).status_code == 502
        samples = metrics(proxy)
    assert samples['genai_chaos_proxy_upstream_errors_total{code="none"}'] == 1
    assert samples['genai_chaos_proxy_errors_total{where="upstream"}'] == 1


def test_reset_does_not_zero_the_counters(proxy, http):
    http.post(CHAT, json=BODY)
    before = metrics(proxy)
    proxy.client.reset()
    assert metrics(proxy)[REQ_OK] == before[REQ_OK]


def test_label_values_are_capped(upstream):
    with run_proxy(upstream, max_label_values=2) as proxy, httpx.Client(base_url=proxy.url) as http:
        proxy.client.load_rules(
            [{"id": f"r{i}", "kind": "latency", "params": {"delay_ms": 0}} for i in range(5)]
        )
        for i in range(3):
            http.get("/v1/models", headers={"x-genai-chaos-client": f"c{i}"})
        samples = metrics(proxy)
    rules = {
        re.search(r'rule="([^"]+)"', k).group(1): v
        for k, v in samples.items()
        if k.startswith("genai_chaos_proxy_injections_total")
    }
    assert rules == {"r0": 3, "r1": 3, "other": 9}


def test_the_admin_token_guards_metrics(upstream):
    with run_proxy(upstream, admin_token="t0k3n-abcdef") as proxy:
        assert httpx.get(f"{proxy.admin_url}/metrics").status_code == 401
        assert "genai_chaos_proxy_requests_total" in proxy.client.metrics()


def _version() -> str:
    from genai_chaos import __version__

    return __version__


# -- the exposition itself -----------------------------------------------------------------


def test_exposition_escapes_label_values_and_help():
    reg = Registry()
    c = reg.counter("x_total", "Help with \\ and\nnewline.", ["v"])
    c.inc('a"b\\c\nd')
    text = reg.render()
    assert "# HELP x_total Help with \\\\ and\\nnewline." in text
    assert 'x_total{v="a\\"b\\\\c\\nd"} 1' in text
    parse(text)
    assert escape_label("plain") == "plain"


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: Counter("requests", "x"), "_total"),
        (lambda: Counter("bad-name_total", "x"), "invalid metric name"),
        (lambda: Gauge("g", "x", ["le"]), "invalid label"),
        (lambda: Gauge("g", "x", ["__x"]), "invalid label"),
        (lambda: Gauge("g", "x", ["a", "a"]), "duplicate"),
        (lambda: Histogram("h_seconds", "x", buckets=[]), "buckets"),
    ],
)
def test_invalid_metrics_are_refused(make, message):
    with pytest.raises(ValueError, match=message):
        make()


def test_counters_only_go_up_and_labels_must_match():
    c = Counter("x_total", "x", ["a"])
    with pytest.raises(ValueError, match="only goes up"):
        c.inc("v", by=-1)
    with pytest.raises(ValueError, match="takes labels"):
        c.inc()


def test_registry_names_are_unique_and_values_format():
    reg = Registry()
    reg.gauge("g", "x")
    with pytest.raises(ValueError, match="exists"):
        reg.histogram("g", "x")
    g = reg.get("g")
    assert isinstance(g, Gauge)
    g.set(math.nan)
    assert "g NaN" in reg.render()
    h = reg.histogram("h_seconds", "x", buckets=[1.0])
    h.observe(2.5)
    h.observe(math.inf)
    assert h.buckets_of() == [(1.0, 0), (math.inf, 2)] and h.count() == 2
    parse(reg.render())
