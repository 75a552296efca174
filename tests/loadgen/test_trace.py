from __future__ import annotations

import json

import pytest

from genai_chaos.load.generator import LoadConfig, generate
from genai_chaos.load.openai_client import Target
from genai_chaos.load.trace import (
    Trace,
    TraceFormatError,
    entropy_bands,
    load_trace,
    parse_trace,
    sample_trace,
    word_entropy,
)
from tests.loadgen import make_sample_trace

GOOD = (
    '{"timestamp": %s, "prompt": "p q", "prompt_tokens": 5, "output_tokens": 3,'
    ' "session_id": "s%s"}'
)


def test_bad_lines_are_reported_with_their_numbers_and_the_rest_used(tmp_path):
    lines = [
        GOOD % (0, 1),
        "{not json",
        '{"timestamp": 1, "output_tokens": 3}',
        '{"timestamp": "yesterday", "prompt": "x", "output_tokens": 3}',
        "",
        '{"timestamp": 2, "prompt": "x", "output_tokens": -1}',
        GOOD % (3, 2),
    ]
    path = tmp_path / "t.jsonl"
    path.write_text("\n".join(lines))
    t = load_trace(path)
    assert [r.line for r in t.requests] == [1, 7]
    assert [e.line for e in t.errors] == [2, 3, 4, 6]
    assert "prompt" in t.errors[1].message and "output_tokens" in t.errors[3].message
    with pytest.raises(TraceFormatError, match="line 2"):
        load_trace(path, strict=True)


def test_an_empty_trace_is_refused():
    with pytest.raises(TraceFormatError, match="no request"):
        parse_trace(["", "# comment"])


def test_time_scaling_and_padding():
    t = parse_trace(
        [
            GOOD % (100, 1),
            GOOD % (110, 2),
            '{"timestamp": "2024-01-01T00:00:20Z", "prompt_tokens": 3, "output_tokens": 1}',
        ]
    )
    assert t.offsets(time_scale=10).tolist()[:2] == [0.0, 1.0]
    assert t.requests[0].padded_prompt().split() == ["p", "q", "context", "context", "context"]
    prompt, max_tokens = t.workload().request(0)
    assert len(prompt.split()) == 5 and max_tokens == 3


def test_the_shipped_sample_is_what_the_generator_writes_and_is_realistic():
    t = sample_trace()
    assert not t.errors
    sessions = {r.session_id for r in t.requests}
    assert len(sessions) >= 300 and len({r.intent for r in t.requests}) >= 5
    text = (make_sample_trace.OUT).read_text()
    assert text == make_sample_trace.render()


def test_word_entropy_fallback_is_labelled_and_ordered():
    assert word_entropy(["a a a a"]) == 0.0 < word_entropy(["a b c d"])


async def test_replay_against_the_simulator_reports_rtt_per_entropy_band(sim_url):
    full = sample_trace()
    # the first 120 requests, 60x faster than recorded
    trace = Trace(requests=full.requests[:120])
    cfg = LoadConfig(
        Target(sim_url, stream=True),
        trace.workload(),
        offsets=trace.offsets(60).tolist(),
        max_send_lag_ms=50,
    )
    res = await generate(cfg)
    assert res.summary["requests"] == 120
    table = entropy_bands(trace, res.records, bands=4, entropy="words")
    assert table["entropy"].startswith("FALLBACK")
    rows = table["bands"]
    assert len(rows) == 4 and sum(r["requests"] for r in rows) == 120
    assert all(r["rtt_p50_s"] is not None for r in rows if r["requests"] > r["errors"])
    assert rows[0]["entropy_to"] <= rows[-1]["entropy_from"] + 1e-9
    json.dumps(table)


def test_semantic_entropy_is_used_when_available():
    pytest.importorskip("wordllama")
    trace = Trace(requests=sample_trace().requests[:60])
    table = entropy_bands(trace, [], bands=3)
    assert table["entropy"].startswith("semantic entropy")
