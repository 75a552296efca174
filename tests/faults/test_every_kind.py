"""Every registered kind: its example applies, changes something, and is deterministic
under different arrival orders and concurrency."""

from __future__ import annotations

import contextlib
import copy
import json
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import numpy as np
import pytest

from genai_chaos import kinds
from genai_chaos.faults import registry
from genai_chaos.faults.base import Surface
from genai_chaos.faults.events import MemorySink
from genai_chaos.inject import Injector
from genai_chaos.inject.streams import run_plan

PROMPT = "How do I reset the administrator password? I tried the console. It failed twice."
ANSWER = json.dumps(
    {
        "answer": "Open Settings > Security, then click Reset within 15 minutes.",
        "steps": 3,
        "sources": ["[doc-101]"],
        "ok": True,
    }
)


def sample(surface: Surface) -> Any:
    if surface is Surface.PROMPT:
        return PROMPT
    if surface is Surface.DOCUMENTS:
        return [
            {
                "id": f"kb-{i}",
                "text": f"Document {i} about passwords and accounts.",
                "metadata": {"source": f"kb/{i}.md", "updated_at": "2026-01-01"},
                "score": 0.9 - i * 0.1,
            }
            for i in range(5)
        ]
    if surface is Surface.EMBEDDINGS:
        return np.random.default_rng(0).normal(size=(6, 1536)).astype(np.float32)
    if surface is Surface.COMPLETION:
        return {
            "choices": [
                {
                    "index": 0,
                    "finish_reason": "tool_calls",
                    "message": {
                        "role": "assistant",
                        "content": ANSWER,
                        "tool_calls": [
                            {
                                "id": "call_1",
                                "type": "function",
                                "function": {
                                    "name": "reset_password",
                                    "arguments": json.dumps({"user": "admin", "notify": True}),
                                },
                            }
                        ],
                    },
                }
            ],
            "usage": {"prompt_tokens": 10, "completion_tokens": 30, "total_tokens": 40},
        }
    if surface is Surface.PAYLOAD:
        return {"id": "chatcmpl-1", "model": "gpt-4o-mini", "usage": {"total_tokens": 3}}
    if surface is Surface.INDEX:
        faiss = pytest.importorskip("faiss")
        index = faiss.IndexFlatL2(16)
        index.add(np.random.default_rng(1).normal(size=(20, 16)).astype(np.float32))
        return index
    return None


def played(inj) -> list:
    """Run each stream plan over a 12-chunk stream (no real sleeping); return the plans."""
    plans = inj.stream_plans()
    for p in plans:
        with contextlib.suppress(Exception):
            list(run_plan(iter(range(12)), p.plan, on_finish=p.finish, sleep=lambda s: None))
    return [p.plan for p in plans]


def run_kind(kind: str, ids: list[str], workers: int) -> dict[str, Any]:
    cls = registry.get(kind)
    fault = cls(seed=1234, probability=0.7, **cls.example)
    sink = MemorySink()
    inj = Injector([fault], target="t", sink=sink)

    def one(rid: str) -> tuple[str, Any]:
        if cls.surface in (Surface.CALL, Surface.STREAM):
            i = inj.begin(rid)
            if i is None:
                return rid, None
            out = i.call_effects() if cls.surface is Surface.CALL else played(i)
            return rid, repr(
                [
                    (
                        o.__class__.__name__,
                        {k: v for k, v in o.__dict__.items() if not k.endswith("error")},
                    )
                    for o in out
                ]
            )
        value = inj.perturb(sample(cls.surface), request_id=rid)
        if cls.surface is Surface.INDEX:
            return rid, (value.ntotal, value.d) if value is not None else None
        if isinstance(value, np.ndarray):
            return rid, json.dumps(np.round(value, 5).tolist())
        return rid, json.dumps(value, sort_keys=True, default=str)

    with ThreadPoolExecutor(workers) as pool:
        out = dict(pool.map(one, ids))
    return {
        "outputs": out,
        "events": sorted(
            (e.request_id, e.status, json.dumps(e.detail, sort_keys=True, default=str))
            for e in sink.events
        ),
    }


@pytest.mark.parametrize("kind", kinds())
def test_same_seed_same_injections_whatever_the_order_and_concurrency(kind):
    ids = [f"req-{i}" for i in range(24)]
    first = run_kind(kind, ids, workers=1)
    second = run_kind(kind, list(reversed(ids)), workers=6)
    assert first == second
    fired = {rid for rid, status, _ in first["events"]}
    assert 0 < len(fired) < len(ids), "probability 0.7 should fire on some, not all"


@pytest.mark.parametrize("kind", kinds())
def test_example_applies_and_changes_something(kind):
    cls = registry.get(kind)
    fault = cls(seed=99, **cls.example)
    sink = MemorySink()
    inj = Injector([fault], target="t", sink=sink)
    if cls.surface in (Surface.CALL, Surface.STREAM):
        i = inj.begin("r1")
        assert i is not None
        effects = i.call_effects() if cls.surface is Surface.CALL else played(i)
        assert effects and effects[0] != type(effects[0])()
    else:
        before = sample(cls.surface)
        original = copy.deepcopy(before) if cls.surface is not Surface.INDEX else None
        after = inj.perturb(before, request_id="r1")
        if cls.surface is Surface.INDEX:
            assert after is not before
        elif isinstance(before, np.ndarray):
            assert np.array_equal(before, original), "input must not be mutated"
            assert after.shape != before.shape or not np.array_equal(after, before, equal_nan=False)
        else:
            assert before == original, "input must not be mutated"
            assert after != before
    assert [e.status for e in sink.events] == ["injected"], sink.events
