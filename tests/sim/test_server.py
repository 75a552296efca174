from __future__ import annotations

import json

import httpx
import pytest

from genai_chaos.sim.engine import SimConfig
from genai_chaos.sim.process import spawn_sim_server
from genai_chaos.sim.server import run_sim_server


@pytest.fixture(scope="module")
def url():
    with run_sim_server(SimConfig(decode_base_s=0.002), default_max_tokens=4) as u:
        yield u


def events(text: str) -> list[str]:
    return [line[6:] for line in text.splitlines() if line.startswith("data: ")]


def test_chat_completion_has_max_tokens_and_usage(url):
    r = httpx.post(
        url + "/v1/chat/completions",
        json={"messages": [{"role": "user", "content": "a b c d"}], "max_tokens": 5},
    )
    body = r.json()
    assert r.status_code == 200 and body["object"] == "chat.completion"
    assert body["usage"] == {"prompt_tokens": 4, "completion_tokens": 5, "total_tokens": 9}
    assert len(body["choices"][0]["message"]["content"].split()) == 5
    assert body["choices"][0]["finish_reason"] == "length"


def test_streamed_chat_sends_one_chunk_per_token_then_usage_and_done(url):
    payload = {
        "messages": [{"role": "user", "content": "x"}],
        "max_tokens": 3,
        "stream": True,
        "stream_options": {"include_usage": True},
    }
    r = httpx.post(url + "/v1/chat/completions", json=payload)
    assert r.headers["content-type"].startswith("text/event-stream")
    ev = events(r.text)
    assert ev[-1] == "[DONE]"
    chunks = [json.loads(e) for e in ev[:-1]]
    assert [c["choices"][0]["finish_reason"] for c in chunks[:3]] == [None, None, "length"]
    assert chunks[3]["choices"] == [] and chunks[3]["usage"]["completion_tokens"] == 3


def test_streamed_completions_use_text(url):
    r = httpx.post(url + "/v1/completions", json={"prompt": "hello", "stream": True})
    chunks = [json.loads(e) for e in events(r.text)[:-1]]
    assert len(chunks) == 4 and all("text" in c["choices"][0] for c in chunks)


@pytest.mark.parametrize(
    ("path", "body", "status"),
    [
        ("/v1/chat/completions", b"not json", 400),
        ("/v1/chat/completions", b'{"messages": "x"}', 400),
        ("/v1/completions", b'{"max_tokens": 3}', 400),
        ("/v1/completions", b'{"prompt": "x", "max_tokens": 0}', 400),
        ("/v1/completions", b'{"prompt": "x", "max_tokens": 10000000}', 400),
    ],
)
def test_bad_requests_get_openai_shaped_400s(url, path, body, status):
    r = httpx.post(url + path, content=body)
    assert r.status_code == status and "message" in r.json()["error"]


def test_a_full_queue_answers_429_with_retry_after():
    cfg = SimConfig(max_num_seqs=1, max_queue=0, decode_base_s=0.05)
    with run_sim_server(cfg) as u, httpx.Client() as c:
        import threading

        t = threading.Thread(
            target=lambda: c.post(u + "/v1/completions", json={"prompt": "x", "max_tokens": 5})
        )
        t.start()
        import time

        time.sleep(0.1)
        r = httpx.post(u + "/v1/completions", json={"prompt": "x", "max_tokens": 5})
        t.join()
    assert r.status_code == 429 and r.headers["retry-after"] == "1"


def test_models_health_and_metrics(url):
    assert httpx.get(url + "/v1/models").json()["data"][0]["id"] == "sim"
    assert httpx.get(url + "/health").json() == {"status": "ok"}
    m = httpx.get(url + "/metrics").json()
    assert m["kv_blocks"] == SimConfig().kv_blocks and "outcomes" in m


def test_the_cli_server_runs_in_its_own_process_and_prints_its_capacity():
    with spawn_sim_server(SimConfig(max_num_seqs=4), prompt_tokens=16, output_tokens=8) as srv:
        assert srv.capacity["batch"] == 4 and srv.capacity["rate"] > 0
        r = httpx.post(srv.url + "/v1/completions", json={"prompt": "x", "max_tokens": 2})
        assert r.status_code == 200
    assert srv.process.returncode is not None
