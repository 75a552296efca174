"""Tests of the semantic faults: answers that are 200 OK and wrong."""

from __future__ import annotations

import json
import re
from importlib.resources import files
from typing import Any

import pytest

from genai_chaos.exceptions import InvalidFaultParameter
from genai_chaos.faults.base import Completion, FaultContext, FaultSkipped, Layer, Surface
from genai_chaos.faults.registry import create, get

ANSWER = (
    "To rotate the key:\n"
    "1. Stop the gateway on port 8080.\n"
    "2. You should enable TLS and always set the timeout to 30s.\n"
    "3. Restart the gateway after 2.5 minutes. See [doc-12] and [source_7]."
)
CALL = {"id": "call_1", "type": "function", "function": {"name": "f", "arguments": "{}"}}
KINDS = [
    "off_topic_answer",
    "plausible_wrong_answer",
    "fabricated_sources",
    "repetition_loop",
    "unwarranted_refusal",
    "content_filter",
]


def run(
    kind: str, text: str = ANSWER, rid: str = "req-1", seed: int = 1, **params: Any
) -> tuple[Completion, dict[str, Any]]:
    fault = create(kind, seed=seed, **params)
    ctx = FaultContext(rid, fault.decide(rid))
    original = Completion(text=text, tool_calls=[dict(CALL)], usage={"completion_tokens": 99})
    out = fault.apply(original, ctx)
    assert original.text == text and original.tool_calls == [CALL]
    return out, ctx.detail


@pytest.mark.parametrize("kind", KINDS)
def test_registered_with_example(kind: str) -> None:
    cls = get(kind)
    assert cls.layer is Layer.GENERATION and cls.surface is Surface.COMPLETION
    assert cls.__doc__ and cls.example
    cls(**cls.example)


@pytest.mark.parametrize("kind", KINDS)
def test_same_seed_and_request_give_the_same_answer(kind: str) -> None:
    assert run(kind, rid="x") == run(kind, rid="x")


@pytest.mark.parametrize(
    "kind",
    [
        "off_topic_answer",
        "plausible_wrong_answer",
        "fabricated_sources",
        "repetition_loop",
        "unwarranted_refusal",
        "content_filter",
    ],
)
def test_different_requests_can_differ(kind: str) -> None:
    texts = {run(kind, rid=f"r{i}")[0].text for i in range(20)}
    assert len(texts) > 1


# -- off_topic_answer ------------------------------------------------------------------------


def test_off_topic_pool_is_shipped() -> None:
    raw = (files("genai_chaos.faults") / "data" / "off_topic_answers.json").read_text()
    pool = json.loads(raw)
    assert len(pool) >= 20 and len(set(pool)) == len(pool)
    assert all(isinstance(a, str) and len(a) > 80 for a in pool)


def test_off_topic_answer_replaces_the_text() -> None:
    pool = json.loads((files("genai_chaos.faults") / "data" / "off_topic_answers.json").read_text())
    out, detail = run("off_topic_answer")
    assert out.text in pool and out.finish_reason == "stop" and out.tool_calls == []
    assert detail["answer"] == out.text[:60]
    assert out.usage is not None and out.usage["completion_tokens"] != 99


def test_off_topic_answer_custom_pool_never_returns_the_original() -> None:
    for i in range(10):
        out, _ = run("off_topic_answer", text="A", rid=f"r{i}", answers=["A", "B"])
        assert out.text == "B"
    with pytest.raises(FaultSkipped):
        run("off_topic_answer", text="A", answers=["A"])
    with pytest.raises(InvalidFaultParameter) as info:
        create("off_topic_answer", answers=[])
    assert info.value.parameter == "answers"


# -- plausible_wrong_answer ------------------------------------------------------------------


def _apply_changes(detail: dict[str, Any]) -> list[tuple[str, str, str]]:
    return [(c["strategy"], c["was"], c["now"]) for c in detail["changed"]]


@pytest.mark.parametrize("rid", [f"r{i}" for i in range(10)])
def test_wrong_numbers(rid: str) -> None:
    out, detail = run("plausible_wrong_answer", rid=rid, strategy="numbers")
    ((strategy, was, now),) = _apply_changes(detail)
    assert strategy == "numbers" and was in ("8080", "30", "2.5") and now != was
    assert out.text == ANSWER.replace(was, now, 1)
    assert "[doc-12]" in out.text and "[source_7]" in out.text  # citations are not facts
    assert re.findall(r"^\d\.", out.text, re.M) == ["1.", "2.", "3."]  # nor list markers


def test_negation() -> None:
    out, detail = run("plausible_wrong_answer", strategy="negation", changes=3)
    changes = _apply_changes(detail)
    assert len(changes) == 3
    pairs = {
        ("should", "should not"),
        ("enable", "disable"),
        ("always", "never"),
        ("after", "before"),
    }
    assert all((was, now) in pairs for _, was, now in changes)
    assert out.text != ANSWER


def test_negation_keeps_case() -> None:
    out, _ = run("plausible_wrong_answer", text="Always back up first.", strategy="negation")
    assert out.text == "Never back up first."


def test_steps_are_swapped() -> None:
    out, detail = run("plausible_wrong_answer", strategy="steps")
    lines = out.text.splitlines()
    orig = ANSWER.splitlines()
    assert sorted(lines) != sorted(orig) or lines != orig
    assert [ln[:3] for ln in lines] == [ln[:3] for ln in orig]  # numbering kept
    assert sorted(ln[3:] for ln in lines) == sorted(ln[3:] for ln in orig)
    assert detail["changed"][0]["strategy"] == "steps"


def test_many_changes_do_not_overlap() -> None:
    text = "You should always wait 30s after port 8080 is enabled."
    out, detail = run("plausible_wrong_answer", text=text, changes=20)
    changes = _apply_changes(detail)  # every candidate once: 2 numbers, 4 negations
    assert sorted(was for _, was, _ in changes) == [
        "30",
        "8080",
        "after",
        "always",
        "enabled",
        "should",
    ]
    expected = text
    for _, was, now in changes:
        expected = expected.replace(was, now, 1)
    assert out.text == expected


def test_nothing_changeable_appends_a_wrong_sentence() -> None:
    out, detail = run("plausible_wrong_answer", text="Paris.")
    assert out.text.startswith("Paris. ") and len(out.text) > 20
    assert detail["changed"][0]["strategy"] == "appended"
    with pytest.raises(FaultSkipped):
        run("plausible_wrong_answer", text="Paris.", strategy="numbers")


def test_plausible_wrong_validation() -> None:
    with pytest.raises(InvalidFaultParameter) as info:
        create("plausible_wrong_answer", changes=0)
    assert info.value.parameter == "changes"


# -- fabricated_sources ----------------------------------------------------------------------

_FAKE = re.compile(r"\[(?:doc-|source_)9\d{4}\]")


def test_fabricated_sources_replace_in_the_apps_format() -> None:
    out, detail = run("fabricated_sources", count=2, mode="replace")
    assert "[doc-12]" not in out.text and "[source_7]" not in out.text
    assert len(_FAKE.findall(out.text)) == 2
    assert sorted(detail["replaced"]) == ["[doc-12]", "[source_7]"]


def test_fabricated_sources_auto_replaces_then_inserts() -> None:
    out, detail = run("fabricated_sources", count=4)
    assert len(_FAKE.findall(out.text)) == 4
    assert len(detail["fabricated"]) == 4 and len(detail["replaced"]) == 2


def test_fabricated_sources_insert_without_citations() -> None:
    out, detail = run("fabricated_sources", text="Paris is the capital. It is big.", count=2)
    assert re.fullmatch(
        r"Paris is the capital( \[doc-9\d{4}\])*\. It is big( \[doc-9\d{4}\])*\.", out.text
    )
    assert len(detail["fabricated"]) == 2


def test_fabricated_sources_template_and_pattern() -> None:
    out, _ = run("fabricated_sources", text="See (ref:12).", pattern=r"\(ref:\d+\)")
    assert re.fullmatch(r"See \(ref:9\d{4}\)\.", out.text)
    out, _ = run("fabricated_sources", text="No cites.", template="<<{id}>>")
    assert re.fullmatch(r"No cites <<9\d{4}>>\.", out.text)


def test_fabricated_sources_skip_and_validation() -> None:
    with pytest.raises(FaultSkipped):
        run("fabricated_sources", text="no citations here", mode="replace")
    with pytest.raises(InvalidFaultParameter) as info:
        create("fabricated_sources", pattern="([")
    assert info.value.parameter == "pattern"
    with pytest.raises(InvalidFaultParameter) as info:
        create("fabricated_sources", template="[doc]")
    assert info.value.parameter == "template"


# -- repetition_loop -------------------------------------------------------------------------


def test_repetition_loop() -> None:
    text = "First point. Second point. Third point."
    out, detail = run("repetition_loop", text=text, repeats=5)
    phrase = detail["phrase"]
    assert phrase in ("First point.", "Second point.", "Third point.")
    assert out.text.endswith(" ".join([phrase] * 6))
    assert out.text.count(phrase) == 6 and out.finish_reason == "length"


def test_repetition_loop_custom_phrase_and_skip() -> None:
    out, _ = run("repetition_loop", text="", phrase="and so on", repeats=3)
    assert out.text == "and so on and so on and so on"
    with pytest.raises(FaultSkipped):
        run("repetition_loop", text="   ")
    with pytest.raises(InvalidFaultParameter) as info:
        create("repetition_loop", repeats=1)
    assert info.value.parameter == "repeats"


# -- unwarranted_refusal ---------------------------------------------------------------------


def test_unwarranted_refusal() -> None:
    out, detail = run("unwarranted_refusal")
    assert out.refusal == out.text == detail["refusal"]
    assert re.search(r"sorry|apolog|can't|unable", out.text, re.I)
    assert out.tool_calls == []
    out, _ = run("unwarranted_refusal", message="No.")
    assert out.text == out.refusal == "No."


# -- content_filter --------------------------------------------------------------------------


def test_content_filter_empty() -> None:
    out, _ = run("content_filter", mode="empty")
    assert out.text == "" and out.finish_reason == "content_filter" and out.tool_calls == []
    assert out.usage == {"completion_tokens": 0}


@pytest.mark.parametrize("rid", ["a", "b", "c", "d"])
def test_content_filter_partial_is_a_proper_prefix(rid: str) -> None:
    out, _ = run("content_filter", rid=rid)
    assert out.finish_reason == "content_filter"
    assert ANSWER.startswith(out.text) and 0 < len(out.text) < len(ANSWER)


def test_content_filter_validation() -> None:
    with pytest.raises(InvalidFaultParameter) as info:
        create("content_filter", mode="total")
    assert info.value.parameter == "mode"
