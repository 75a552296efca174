"""Edge cases of the wrappers: methods, generators, awaitables, cleanup, concurrency."""

from __future__ import annotations

import asyncio
import json
import threading

import pytest

from genai_chaos import create_fault, inject, patch
from genai_chaos.faults.base import Fault
from genai_chaos.inject import Injector


class KB:
    def search(self, query: str) -> list[str]:
        return [f"hit for {query!r}"]

    @staticmethod
    def norm(text: str) -> str:
        return text.lower()

    @classmethod
    def build(cls, name: str) -> str:
        return f"{cls.__name__}:{name}"


def test_prompt_fault_on_a_patched_method_targets_the_prompt_not_self(sink):
    with patch(f"{__name__}:KB.search", create_fault("truncate_prompt", keep_tokens=1, seed=1)):
        assert KB().search("reset password") == ["hit for 'reset'"]
    assert sink.events[0].status == "injected"


def test_prompt_fault_finds_a_named_parameter_passed_by_position():
    seen = []

    def chat(model, messages):
        seen.append(messages)

    wrapped = inject(create_fault("truncate_prompt", keep_tokens=1, seed=1), arg="messages")(chat)
    wrapped("gpt", [{"role": "user", "content": "hello there"}])
    assert seen[0][0]["content"] == "hello"


def test_patching_static_and_class_methods_keeps_them_callable_through_instances():
    fault = create_fault("latency", delay_ms=0, seed=1)
    with patch(f"{__name__}:KB.norm", fault), patch(f"{__name__}:KB.build", fault):
        assert KB().norm("ABC") == "abc" and KB.norm("X") == "x"
        assert KB().build("n") == "KB:n" and KB.build("m") == "KB:m"
    assert KB.norm("Y") == "y"


def test_patches_stopped_out_of_order_restore_the_original():
    original = json.loads
    first = patch("json:loads", create_fault("latency", delay_ms=0, seed=1))
    second = patch("json:loads", create_fault("latency", delay_ms=0, seed=2))
    first.start()
    second.start()
    first.stop()
    second.stop()
    assert json.loads is original


def test_response_faults_on_a_generator_are_recorded_as_skipped(sink):
    @inject(create_fault("zero_results", seed=1))
    def stream():
        yield from ["doc-1", "doc-2"]

    assert list(stream()) == ["doc-1", "doc-2"]
    assert [e.status for e in sink.events] == ["skipped"]


def test_every_fired_fault_gets_an_event_when_a_call_fault_raises(sink):
    wrapped = inject(
        create_fault("http_error", status=500, seed=1),
        create_fault("zero_results", seed=2),
    )(lambda: ["a"])
    with pytest.raises(Exception, match="HTTP 500"):
        wrapped()
    assert sorted((e.kind, e.status) for e in sink.events) == [
        ("http_error", "injected"),
        ("zero_results", "skipped"),
    ]


def test_stream_fault_beyond_the_end_of_the_stream_is_skipped(sink):
    @inject(create_fault("malformed_chunk", at_chunk=5, seed=1))
    def stream():
        yield from ["a", "b"]

    assert list(stream()) == ["a", "b"]
    assert sink.events[0].status == "skipped"
    assert "after 2 chunks" in sink.events[0].detail["reason"]


async def test_sync_callable_returning_a_coroutine_gets_response_faults(sink):
    class Client:
        async def __call__(self, query):
            return ["doc"]

    wrapped = inject(create_fault("zero_results", seed=1))(Client())
    assert await wrapped("q") == []
    assert sink.events[0].status == "injected"


async def test_async_generator_is_closed_when_the_consumer_closes_it():
    closed = []

    async def upstream():
        try:
            for i in range(10):
                yield i
        finally:
            closed.append(True)

    wrapped = inject(create_fault("latency", delay_ms=0, probability=0.0, seed=1))(upstream)
    gen = wrapped()
    assert await anext(gen) == 0
    await gen.aclose()
    assert closed == [True]


def test_stream_objects_keep_their_context_manager():
    class Stream:
        def __init__(self):
            self.closed = False
            self._it = iter(["a", "b", "c"])

        def __iter__(self):
            return self

        def __next__(self):
            return next(self._it)

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.close()

        def close(self):
            self.closed = True

    original = Stream()
    wrapped = inject(create_fault("stream_cut", after_chunks=1, seed=1))(lambda: original)
    with wrapped() as s:
        assert list(s) == ["a"]
    assert original.closed


def test_concurrent_refresh_never_misses_a_certain_fault():
    fault = create_fault("zero_results", probability=1.0, seed=3)
    misses = []

    def worker(inj: Injector, n: int) -> None:
        for i in range(n):
            if inj.begin(f"r{i}") is None:
                misses.append(i)

    for _ in range(20):
        inj = Injector([fault], target="t")
        threads = [threading.Thread(target=worker, args=(inj, 50)) for _ in range(4)]
        churn = threading.Thread(target=lambda: [create_fault("latency") for _ in range(50)])
        for t in [*threads, churn]:
            t.start()
        for t in [*threads, churn]:
            t.join()
    assert misses == []


def test_same_explicit_seed_on_two_kinds_picks_independent_requests():
    a = create_fault("latency", probability=0.3, seed=7)
    b = create_fault("http_error", probability=0.3, seed=7)
    ids = [f"r{i}" for i in range(4000)]
    fa = {r for r in ids if a.decide(r).fired}
    fb = {r for r in ids if b.decide(r).fired}
    both = len(fa & fb) / len(ids)
    assert abs(both - 0.09) < 0.03


@pytest.mark.parametrize(
    ("name", "value"),
    [("probability", 5), ("blast_radius", -2), ("enabled", "false"), ("seed", "7")],
)
def test_setters_validate_like_the_constructor(name, value):
    from genai_chaos import InvalidFaultParameter

    fault: Fault = create_fault("latency", seed=1)
    with pytest.raises(InvalidFaultParameter) as info:
        setattr(fault, name, value)
    assert info.value.parameter == name


def test_infinite_durations_are_rejected():
    from genai_chaos import InvalidFaultParameter

    with pytest.raises(InvalidFaultParameter, match="timeout_ms"):
        create_fault("timeout", timeout_ms=float("inf"))


def test_asyncio_is_not_blocked_by_a_sync_wrapper_returning_a_coroutine():
    async def main():
        class C:
            async def __call__(self):
                await asyncio.sleep(0)
                return "ok"

        return await inject(create_fault("latency", delay_ms=0, seed=1))(C())()

    assert asyncio.run(main()) == "ok"
