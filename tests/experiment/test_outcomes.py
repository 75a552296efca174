"""Outcomes: the cheap path for dict answers judges as the general path does."""

from __future__ import annotations

import json
from typing import Any

import pytest

from genai_chaos.experiment.outcomes import classify, judge
from genai_chaos.experiment.spec import PromptItem

ANSWERS: list[dict[str, Any]] = [
    {"answer": "Invoices go out monthly.", "sources": ["kb-5", "kb-1"]},
    {"answer": "I'm sorry, but I can't help with that request.", "sources": []},
    {"answer": "fine", "refusal": True},
    {"answer": "fine", "refused": 1},
    {"answer": "No exact match found.", "fallback": True, "sources": ["kb-2"]},
    {"answer": "degraded", "mode": "BM25"},
    {"answer": "degraded", "retrieval": "keyword_fallback"},
    {"answer": "fine", "fallback": "yes"},
    {"text": "from the text key", "usage": {"total_tokens": 42}},
    {"content": 7, "entropy": 0.4, "token_entropy": 1, "safety_confidence": "high"},
    {"answer": "mixed", "sources": [{"id": "kb-3"}, "kb-4"]},
    {"answer": "documents", "documents": [{"doc_id": "kb-6"}]},
    {"answer": None, "output": "the output key", "sources": ("kb-7",)},
    {"response": "can do"},
    {},
]


@pytest.mark.parametrize("answer", ANSWERS, ids=range(len(ANSWERS)))
@pytest.mark.parametrize("keep_text", [False, True])
def test_a_dict_answer_is_judged_as_its_json_text_is(
    answer: dict[str, Any], keep_text: bool
) -> None:
    fast = classify(answer, expected="fine", keep_text=keep_text)
    general = classify(json.dumps(answer), expected="fine", keep_text=keep_text)
    assert (fast.outcome, json.loads(json.dumps(fast.detail))) == (
        general.outcome,
        general.detail,
    )


def test_rare_keys_still_decide_the_outcome() -> None:
    assert classify({"answer": "a", "sources": ["kb-1"]}).outcome == "ok"
    assert classify({"answer": "a", "refusal": True}).outcome == "refusal"
    assert classify({"answer": "a", "mode": "degraded"}).outcome == "fallback"
    assert classify({"answer": "a", "usage": {"total_tokens": 3}}).detail == {"tokens": 3}


def test_sources_that_are_not_all_strings_are_read_by_id() -> None:
    item = PromptItem(prompt="q", relevant=["kb-3"])
    result = judge({"answer": "a", "sources": ["kb-9", {"id": "kb-3"}]}, item)
    assert result.detail == {"sources": ["kb-9", "kb-3"], "correct": True}
