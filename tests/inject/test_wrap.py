"""Wrapping callables: sync, async, generators, decorators, chaos points, patches."""

from __future__ import annotations

import asyncio
import json
import time

import pytest

from genai_chaos import (
    InjectedHTTPError,
    InjectedTimeout,
    PatchTargetError,
    chaos_point,
    create_fault,
    faults_enabled,
    inject,
    patch,
    request_id,
)
from genai_chaos.inject.engine import current_request_id, reset_request_id, set_request_id
from tests.inject import sample_app


def docs(query: str) -> list[dict]:
    return [
        {"id": "kb-1", "text": f"about {query}", "score": 0.9},
        {"id": "kb-2", "text": "other", "score": 0.5},
    ]


def test_sync_function_gets_result_faults(sink):
    wrapped = inject(create_fault("rerank_interference", mode="reverse", seed=1))(docs)
    assert [d["id"] for d in wrapped("x")] == ["kb-2", "kb-1"]
    assert sink.events[0].target.endswith("docs")


def test_prompt_fault_changes_the_argument_before_the_call():
    seen = []

    @inject(create_fault("truncate_prompt", keep_tokens=2, seed=1))
    def llm(prompt: str) -> str:
        seen.append(prompt)
        return "ok"

    llm("reset the admin password please")
    assert seen == ["reset the"]


def test_prompt_fault_finds_messages_keyword():
    seen = []

    @inject(create_fault("truncate_prompt", keep_tokens=1, seed=1))
    def chat(*, messages):
        seen.append(messages)

    chat(
        messages=[
            {"role": "system", "content": "be nice"},
            {"role": "user", "content": "hello there friend"},
        ]
    )
    assert seen[0][-1]["content"] == "hello"
    assert seen[0][0]["content"] == "be nice"


def test_timeout_waits_then_raises_a_timeout_error(sink):
    calls = []
    wrapped = inject(create_fault("timeout", timeout_ms=40, seed=1))(lambda: calls.append(1))
    start = time.monotonic()
    with pytest.raises(TimeoutError) as info:
        wrapped()
    assert time.monotonic() - start >= 0.04
    assert isinstance(info.value, InjectedTimeout)
    assert calls == [], "the dependency is never reached"


def test_latency_delays_but_returns_the_real_result():
    wrapped = inject(create_fault("latency", delay_ms=30, seed=1))(lambda: 42)
    start = time.monotonic()
    assert wrapped() == 42
    assert time.monotonic() - start >= 0.03


def test_http_error_in_process_carries_provider_body():
    wrapped = inject(create_fault("http_error", status=429, retry_after_s=2, seed=1))(lambda: None)
    with pytest.raises(InjectedHTTPError) as info:
        wrapped()
    assert info.value.status == 429
    assert info.value.headers["retry-after"] == "2"
    assert info.value.body["error"]["code"] == "rate_limit_exceeded"


def test_exception_fault_raises_the_configured_class():
    wrapped = inject(create_fault("exception", exception="KeyError", message="gone", seed=1))(
        lambda: None
    )
    with pytest.raises(KeyError):
        wrapped()


async def test_async_function_is_delayed_without_blocking_the_loop():
    @inject(create_fault("latency", delay_ms=50, seed=1))
    async def fetch():
        return "done"

    ticks = []

    async def ticker():
        for _ in range(4):
            ticks.append(time.monotonic())
            await asyncio.sleep(0.01)

    result, _ = await asyncio.gather(fetch(), ticker())
    assert result == "done"
    assert len(ticks) == 4 and ticks[-1] - ticks[0] < 0.05


def test_sync_generator_stream_is_cut():
    @inject(create_fault("stream_cut", after_chunks=2, seed=1))
    def stream():
        yield from ["a", "b", "c", "d"]

    assert list(stream()) == ["a", "b"]


def test_sync_generator_stream_cut_with_error_raises_after_the_chunks():
    @inject(create_fault("stream_cut", after_chunks=1, with_error=True, seed=1))
    def stream():
        yield from ["a", "b", "c"]

    got = []
    with pytest.raises(ConnectionError):
        for chunk in stream():
            got.append(chunk)
    assert got == ["a"]


async def test_async_generator_stream_stalls():
    @inject(create_fault("stream_stall", stall_ms=60, at_chunk=1, seed=1))
    async def stream():
        for c in "abc":
            yield c

    stamps = []
    async for _ in stream():
        stamps.append(time.monotonic())
    assert stamps[1] - stamps[0] >= 0.06
    assert stamps[2] - stamps[1] < 0.05


def test_malformed_chunk_in_a_dict_stream():
    @inject(create_fault("malformed_chunk", at_chunk=1, seed=1))
    def stream():
        for i in range(3):
            yield {"choices": [{"delta": {"content": str(i)}}]}

    chunks = list(stream())
    assert isinstance(chunks[1], str)
    with pytest.raises(json.JSONDecodeError):
        json.loads(chunks[1])


def test_returned_iterator_is_treated_as_a_stream():
    @inject(create_fault("stream_cut", after_chunks=1, seed=1))
    def stream():
        return iter([1, 2, 3])

    assert list(stream()) == [1]


def test_stream_fault_on_a_non_stream_is_skipped(sink):
    wrapped = inject(create_fault("stream_cut", after_chunks=1, seed=1))(lambda: [1, 2, 3])
    assert wrapped() == [1, 2, 3]
    assert sink.events[0].status == "skipped"


def test_chaos_point_is_clean_until_enabled_and_restored_after_raise():
    @chaos_point("kb.search")
    def search(q):
        return docs(q)

    assert len(search("x")) == 2
    with pytest.raises(RuntimeError):
        with faults_enabled("kb.search", create_fault("zero_results", seed=1)):
            assert search("x") == []
            raise RuntimeError("boom")
    assert len(search("x")) == 2


async def test_faults_enabled_does_not_leak_into_concurrent_tasks():
    @chaos_point("kb.async")
    async def search(q):
        await asyncio.sleep(0.01)
        return docs(q)

    async def with_fault():
        with faults_enabled("kb.async", create_fault("zero_results", seed=1)):
            return await search("x")

    faulty, clean = await asyncio.gather(with_fault(), search("x"))
    assert faulty == [] and len(clean) == 2


def test_explicit_request_ids_make_probability_reproducible(sink):
    fault = create_fault("zero_results", probability=0.5, seed=3)
    wrapped = inject(fault, target="kb")(docs)
    outcomes = []
    for _ in range(2):
        row = []
        for i in range(30):
            with request_id(f"q{i}"):
                row.append(wrapped("x") == [])
        outcomes.append(row)
    assert outcomes[0] == outcomes[1]
    assert 5 < sum(outcomes[0]) < 25


def test_token_request_ids_decide_like_the_context_manager_and_restore_the_outer(sink):
    fault = create_fault("zero_results", probability=0.5, seed=3)
    wrapped = inject(fault, target="kb")(docs)
    by_block, by_token = [], []
    with request_id("outer"):
        for i in range(30):
            with request_id(f"q{i}"):
                by_block.append(wrapped("x") == [])
            token = set_request_id(f"q{i}")
            try:
                by_token.append(wrapped("x") == [])
            finally:
                reset_request_id(token)
            assert current_request_id() == "outer"
    assert by_token == by_block and 5 < sum(by_token) < 25
    assert [e.request_id for e in sink.events][::2] == [e.request_id for e in sink.events][1::2]


def test_patch_by_dotted_path_reaches_inside_and_restores():
    original = sample_app.retriever.invoke
    assert sample_app.answer("reset password") == "Reset it from Settings."
    with patch("tests.inject.sample_app:retriever.invoke", create_fault("zero_results", seed=1)):
        assert sample_app.answer("reset password") == "No exact match found."
    assert sample_app.retriever.invoke == original
    assert "invoke" not in vars(sample_app.retriever)
    assert sample_app.answer("reset password") == "Reset it from Settings."


def test_patch_restores_even_when_the_block_raises():
    with pytest.raises(ValueError):
        with patch("tests.inject.sample_app:answer", create_fault("latency", delay_ms=0, seed=1)):
            raise ValueError
    assert sample_app.answer.__name__ == "answer"
    assert not hasattr(sample_app.answer, "__wrapped__")


def test_patch_module_function_without_colon():
    with patch("tests.inject.sample_app.answer", create_fault("timeout", timeout_ms=0, seed=1)):
        with pytest.raises(TimeoutError):
            sample_app.answer("x")
    assert sample_app.answer("reset password") == "Reset it from Settings."


@pytest.mark.parametrize(
    ("path", "reason"),
    [
        ("no_such_module_xyz:thing", "cannot be imported"),
        ("tests.inject.sample_app:nothing_here", "does not exist"),
        ("tests.inject.sample_app:retriever.nope", "does not exist"),
        ("tests.inject.sample_app:CONSTANT", "not callable"),
        ("tests.inject.sample_app:", "expected 'module:attribute'"),
    ],
)
def test_bad_patch_paths_say_what_is_wrong(path, reason):
    with pytest.raises(PatchTargetError, match=reason):
        patch(path, create_fault("latency", seed=1)).start()
