"""Client grading: misbehaving clients written here fail their check; the real openai SDK,
which backs off as asked, passes."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator

import httpx
import openai
import pytest

from genai_chaos.proxy import RunningProxy, run_proxy
from genai_chaos.proxy.grading import (
    Grader,
    GradingConfig,
    grades_markdown,
    retry_after_s,
    stream_finished,
)
from tests.proxy.conftest import SECRET

CHAT = "/v1/chat/completions"
BODY = {"model": "gpt-4o-mini", "messages": [{"role": "user", "content": "Hi"}]}
GRADING = {"cut_window_s": 0.3, "min_backoff_s": 0.1, "max_retries": 3}


@pytest.fixture
def graded(upstream: str) -> Iterator[RunningProxy]:
    """A proxy of its own with a short cut window (T = 0.3 s)."""
    with run_proxy(upstream, seed=2, grading=GRADING) as running:
        yield running


def grade_of(proxy: RunningProxy, client: str) -> dict:
    (grade,) = [g for g in proxy.client.grades() if g["client"] == client]
    return grade


def who(name: str) -> dict[str, str]:
    return {"x-genai-chaos-client": name, "authorization": f"Bearer {SECRET}"}


# -- clients written to misbehave ---------------------------------------------------------


def storming_client(url: str, name: str, attempts: int) -> list[int]:
    """Retries at once, again and again (a `while True: try ... except: continue`)."""
    statuses = []
    with httpx.Client(base_url=url, headers=who(name), timeout=5) as http:
        for _ in range(attempts):
            statuses.append(http.post(CHAT, json=BODY).status_code)
            if statuses[-1] == 200:
                break
    return statuses


def retry_after_ignoring_client(url: str, name: str) -> list[int]:
    """Retries once after a fixed 20 ms, whatever Retry-After says."""
    statuses = []
    with httpx.Client(base_url=url, headers=who(name), timeout=5) as http:
        for _ in range(2):
            statuses.append(http.post(CHAT, json=BODY).status_code)
            time.sleep(0.02)
    return statuses


def cut_accepting_client(url: str, name: str, *, retry: bool = False, report: bool = False):
    """Reads a stream to its end and shows whatever came (optionally retries or reports
    when it saw no [DONE])."""
    body = {**BODY, "stream": True}
    with httpx.Client(base_url=url, headers=who(name), timeout=5) as http:
        with http.stream("POST", CHAT, json=body, headers={"x-attempt": "1"}) as r:
            text = b"".join(r.iter_bytes())
        if b"[DONE]" not in text:
            if retry:
                http.post(CHAT, json=body, headers={"x-attempt": "2"}).read()
            if report:
                http.get("/v1/models", headers={"x-genai-chaos-report": "stream cut"})
        http.post(CHAT, json={**BODY, "messages": [{"role": "user", "content": "next"}]})
    return text


# -- the checks ---------------------------------------------------------------------------


def test_a_retry_storm_fails(graded):
    graded.client.add_rule({"id": "down", "kind": "http_error", "params": {"status": 500}})
    statuses = storming_client(graded.url, "stormy", attempts=6)
    assert statuses == [500] * 6
    g = grade_of(graded, "stormy")
    assert g["grade"] == "fail"
    assert g["retries"] == 5
    assert g["violations"]["retry_storm"] == 1  # once per logical request
    assert g["violations"]["retry_after_ignored"] == 0  # a 500 carries no Retry-After
    (example,) = [e for e in g["examples"] if e["check"] == "retry_storm"]
    assert example["fast_retries"] >= 2


def test_too_many_slow_retries_are_a_storm_too(graded):
    graded.client.add_rule({"id": "down", "kind": "http_error", "params": {"status": 500}})
    with httpx.Client(base_url=graded.url, headers=who("patient"), timeout=5) as http:
        for _ in range(5):  # 4 retries > max_retries = 3, each after the minimum backoff
            http.post(CHAT, json=BODY)
            time.sleep(0.12)
    g = grade_of(graded, "patient")
    assert g["violations"] == {"retry_storm": 1, "retry_after_ignored": 0, "cut_stream_accepted": 0}
    assert g["examples"][0]["retries"] == 4 and g["examples"][0]["fast_retries"] == 0


def test_ignoring_retry_after_fails(graded):
    graded.client.add_rule(
        {"id": "rl", "kind": "http_error", "params": {"status": 429, "retry_after_s": 0.5}}
    )
    assert retry_after_ignoring_client(graded.url, "hasty") == [429, 429]
    g = grade_of(graded, "hasty")
    assert g["grade"] == "fail"
    assert g["violations"]["retry_after_ignored"] == 1
    assert g["violations"]["retry_storm"] == 0  # one fast retry is not yet a storm
    (example,) = g["examples"]
    assert example["retry_after_s"] == 0.5 and example["waited_s"] < 0.5


def test_accepting_a_cut_stream_fails_once_the_window_has_passed(graded):
    graded.client.add_rule(
        {
            "id": "cut",
            "kind": "stream_cut",
            "params": {"after_chunks": 2},
            "match": {"headers": {"x-genai-chaos-client": "trusting"}},
        }
    )
    text = cut_accepting_client(graded.url, "trusting")
    assert b"[DONE]" not in text and text.count(b"data:") == 2
    assert grade_of(graded, "trusting")["pending"] == 1  # T has not passed yet
    time.sleep(0.35)
    g = grade_of(graded, "trusting")
    assert g["grade"] == "fail" and g["cut_streams"] == 1 and g["pending"] == 0
    assert g["violations"]["cut_stream_accepted"] == 1


def test_a_cut_stream_with_a_dropped_connection_counts_too(graded):
    graded.client.add_rule(
        {"id": "cut", "kind": "stream_cut", "params": {"after_chunks": 1, "with_error": True}}
    )
    with httpx.Client(base_url=graded.url, headers=who("dropped"), timeout=5) as http:
        with (
            pytest.raises(httpx.TransportError),
            http.stream("POST", CHAT, json={**BODY, "stream": True}) as r,
        ):
            r.read()
    time.sleep(0.35)
    assert grade_of(graded, "dropped")["violations"]["cut_stream_accepted"] == 1


@pytest.mark.parametrize("how", ["retry", "report"])
def test_retrying_or_reporting_a_cut_stream_passes(graded, how):
    graded.client.add_rule(
        {
            "id": "cut-first",
            "kind": "stream_cut",
            "params": {"after_chunks": 2},
            "match": {"headers": {"x-genai-chaos-client": "careful-*", "x-attempt": "1"}},
        }
    )
    name = f"careful-{how}"
    cut_accepting_client(graded.url, name, retry=how == "retry", report=how == "report")
    time.sleep(0.35)
    g = grade_of(graded, name)
    assert g["cut_streams"] >= 1
    assert g["violations"]["cut_stream_accepted"] == 0
    assert g["grade"] == "pass"
    if how == "retry":
        assert g["retries"] == 1


def test_complete_streams_and_plain_answers_are_not_judged(graded):
    with httpx.Client(base_url=graded.url, headers=who("calm"), timeout=5) as http:
        with http.stream("POST", CHAT, json={**BODY, "stream": True}) as r:
            assert b"[DONE]" in r.read()
        http.post(CHAT, json=BODY)
        http.post(CHAT, json=BODY)  # the same request again after a success: not a retry
        http.get("/ticks?n=2&ms=1")  # an SSE stream on no completion endpoint
    g = grade_of(graded, "calm")
    assert g["grade"] == "untested" and g["retries"] == 0 and g["cut_streams"] == 0


# -- the real openai SDK ------------------------------------------------------------------


def test_the_openai_sdk_honours_retry_after_and_grades_well(graded):
    graded.client.add_rule(
        {"id": "rl", "kind": "http_error", "params": {"status": 429, "retry_after_s": 0.2}}
    )
    client = openai.OpenAI(
        base_url=f"{graded.url}/v1",
        api_key=SECRET,
        max_retries=2,
        default_headers={"x-genai-chaos-client": "openai-sdk"},
    )
    with pytest.raises(openai.RateLimitError):
        client.chat.completions.create(**BODY)
    client.close()
    g = grade_of(graded, "openai-sdk")
    assert g["grade"] == "pass"
    assert g["retries"] == 2 and g["failures_seen"] == 3
    assert g["violations"] == {"retry_storm": 0, "retry_after_ignored": 0, "cut_stream_accepted": 0}


def test_the_openai_sdk_backs_off_from_server_errors(graded):
    graded.client.add_rule(
        {
            "id": "first-fails",
            "kind": "http_error",
            "params": {"status": 500},
            "match": {"headers": {"x-stainless-retry-count": "0"}},
        }
    )
    client = openai.OpenAI(base_url=f"{graded.url}/v1", api_key=SECRET, max_retries=2)
    assert client.chat.completions.create(**BODY).choices[0].finish_reason == "stop"
    client.close()
    (g,) = graded.client.grades()  # by source address: 127.0.0.1
    assert g["client"] == "127.0.0.1"
    assert g["grade"] == "pass" and g["retries"] == 1


def test_the_openai_sdk_accepts_a_cut_stream_silently(graded):
    # A finding, not a wish: the SDK ends iteration without an error when [DONE] never
    # comes, so an application that does not check finish_reason shows half an answer.
    graded.client.add_rule({"id": "cut", "kind": "stream_cut", "params": {"after_chunks": 2}})
    client = openai.OpenAI(
        base_url=f"{graded.url}/v1",
        api_key=SECRET,
        max_retries=2,
        default_headers={"x-genai-chaos-client": "sdk-stream"},
    )
    chunks = list(client.chat.completions.create(**BODY, stream=True))
    client.close()
    assert len(chunks) == 2 and chunks[-1].choices[0].finish_reason is None
    time.sleep(0.35)
    assert grade_of(graded, "sdk-stream")["violations"]["cut_stream_accepted"] == 1


# -- where grades show ---------------------------------------------------------------------


def test_grades_in_status_metrics_and_json(graded):
    graded.client.add_rule({"id": "down", "kind": "http_error", "params": {"status": 500}})
    storming_client(graded.url, "stormy", attempts=3)
    status = graded.client.status()
    assert status["clients"] == {"pass": 0, "fail": 1, "untested": 0}
    text = graded.client.metrics()
    assert (
        'genai_chaos_proxy_client_violations_total{client="stormy",check="retry_storm"} 1' in text
    )
    assert 'genai_chaos_proxy_client_retries_total{client="stormy"} 2' in text
    assert 'genai_chaos_proxy_clients{grade="fail"} 1' in text
    grades = graded.client.grades()
    assert json.loads(json.dumps(grades)) == grades  # JSON-ready for the journal
    assert "| stormy | fail | 3 | 2 | 3 | 1 | 0 | 0 |" in grades_markdown(grades)
    assert graded.client.grading()["max_retries"] == 3
    graded.client.reset()
    assert graded.client.grades() == []


def test_clients_beyond_the_cap_are_graded_together(upstream):
    with run_proxy(upstream, grading={"max_clients": 2}) as proxy:
        with httpx.Client(base_url=proxy.url, timeout=5) as http:
            for i in range(4):
                http.get("/v1/models", headers={"x-genai-chaos-client": f"c{i}"})
        names = {g["client"]: g["requests"] for g in proxy.client.grades()}
    assert names == {"c0": 1, "c1": 1, "other": 2}


def test_an_unknown_grading_option_is_refused(upstream):
    from genai_chaos.proxy import ProxyConfigError

    with pytest.raises(ProxyConfigError, match="grading"):
        run_proxy(upstream, grading={"max_retry": 3}).__enter__()


# -- the definitions, on a clock of our own -------------------------------------------------

KEY = ("POST", CHAT, 1)


def attempt(g: Grader, t: float, *, failed=True, retry_after=None, header=None, cut=False):
    a = g.arrive("c", KEY, t, retry_count=header, request_id=f"r{t}")
    g.finish(a, t + 0.001, failed=failed, retry_after=retry_after, cut=cut)


def test_a_retry_after_the_asked_backoff_is_fine_and_a_sooner_one_is_not():
    g = Grader(GradingConfig())
    attempt(g, 0.0, retry_after=1.0)
    attempt(g, 1.001, retry_after=1.0)  # waited exactly 1 s
    assert g.grades(2.0)[0]["violations"]["retry_after_ignored"] == 0
    attempt(g, 1.5)  # waited 0.5 s of 1 s
    assert g.grades(2.0)[0]["violations"]["retry_after_ignored"] == 1


def test_a_request_repeated_after_success_or_after_the_window_is_new():
    g = Grader(GradingConfig(retry_window_s=10))
    attempt(g, 0.0, failed=False)
    attempt(g, 0.5, failed=True)
    attempt(g, 20.0)  # the failure is 19.5 s old: a new logical request
    assert g.grades(30)[0]["retries"] == 0


def test_the_sdk_retry_header_counts_even_while_the_first_attempt_is_held():
    g = Grader(GradingConfig())
    g.arrive("c", KEY, 0.0, retry_count="0")  # held by a timeout fault, never finished
    g.arrive("c", KEY, 0.6, retry_count="1")
    assert g.grades(1.0)[0]["retries"] == 1


def test_a_cut_retried_within_the_window_is_noticed():
    g = Grader(GradingConfig(cut_window_s=1.0))
    attempt(g, 0.0, failed=False, cut=True)
    attempt(g, 0.5, failed=False)  # the same body again: a retry of the cut stream
    grade = g.grades(5.0)[0]
    assert grade["violations"]["cut_stream_accepted"] == 0 and grade["grade"] == "pass"


def test_retry_after_header_forms():
    assert retry_after_s({"retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"}, now=1445412470.0) == 10.0
    assert retry_after_s({"retry-after": "soon"}) is None
    assert retry_after_s({"Retry-After-Ms": "x", "retry-after": "3"}) == 3.0


@pytest.mark.parametrize(
    ("tail", "finished"),
    [
        (b'data: {"choices":[{"finish_reason":"stop"}]}\n\n', True),
        (b"event: response.completed\ndata: {}\n\n", True),
        (b"event: message_stop\ndata: {}\n\n", True),
        (b'data: {"choices":[{"delta":{"content":"x"},"finish_reason":null}]}\n\n', False),
        (b"", False),
    ],
)
def test_stream_terminators(tail, finished):
    assert stream_finished(tail) is finished
