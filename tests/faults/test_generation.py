"""Tests of the generation faults: malformed_json, token_truncation, format_violation."""

from __future__ import annotations

import json
from typing import Any

import pytest

from genai_chaos.exceptions import InvalidFaultParameter
from genai_chaos.faults.base import Completion, FaultContext, FaultSkipped, Layer, Surface
from genai_chaos.faults.registry import create, get

ANSWER = {
    "answer": "Paris",
    "confidence": 0.92,
    "population": 2102650,
    "sources": ["doc-1", "doc-2"],
    "verified": True,
    "note": None,
}
JSON_TEXT = json.dumps(ANSWER, indent=2)
PROSE = "The capital of France is Paris, which lies on the Seine river in the north."
USAGE = {"prompt_tokens": 12, "completion_tokens": 40, "total_tokens": 52}


def run(
    kind: str, text: str, rid: str = "req-1", seed: int = 1, **params: Any
) -> tuple[Completion, dict[str, Any]]:
    fault = create(kind, seed=seed, **params)
    ctx = FaultContext(rid, fault.decide(rid))
    original = Completion(text=text, usage=dict(USAGE))
    out = fault.apply(original, ctx)
    assert original.text == text and original.usage == USAGE  # never mutated
    return out, ctx.detail


def loads_fails(text: str) -> bool:
    try:
        json.loads(text)
    except ValueError:
        return True
    return False


@pytest.mark.parametrize("kind", ["malformed_json", "token_truncation", "format_violation"])
def test_kinds_are_registered_on_the_generation_layer(kind: str) -> None:
    cls = get(kind)
    assert cls.layer is Layer.GENERATION and cls.surface is Surface.COMPLETION
    assert cls.__doc__ and cls.example
    cls(**cls.example)  # the catalogue example is valid


SYNTACTIC = [
    "truncated",
    "missing_comma",
    "missing_brace",
    "trailing_comma",
    "single_quotes",
    "python_literals",
    "code_fence",
    "prose_wrapped",
]


@pytest.mark.parametrize("mode", SYNTACTIC)
@pytest.mark.parametrize("rid", ["req-1", "req-2", "req-3"])
def test_malformed_json_syntactic_modes_break_parsing(mode: str, rid: str) -> None:
    out, detail = run("malformed_json", JSON_TEXT, rid=rid, mode=mode)
    assert loads_fails(out.text), out.text
    assert detail["mode"] == mode


@pytest.mark.parametrize("text", [JSON_TEXT, json.dumps(ANSWER), '[1, {"a": [true, null]}]'])
def test_malformed_json_compact_and_nested_inputs(text: str) -> None:
    for mode in ("missing_comma", "missing_brace", "trailing_comma", "truncated"):
        for rid in ("a", "b", "c", "d"):
            out, _ = run("malformed_json", text, rid=rid, mode=mode)
            assert loads_fails(out.text), (mode, out.text)


def test_malformed_json_specific_shapes() -> None:
    assert run("malformed_json", '{"a": 1}', mode="trailing_comma")[0].text == '{"a": 1,}'
    assert run("malformed_json", '{"a": "x"}', mode="single_quotes")[0].text == "{'a': 'x'}"
    out, _ = run("malformed_json", '{"ok": true, "s": "true"}', mode="python_literals")
    assert out.text == '{"ok": True, "s": "true"}'  # literals inside strings untouched
    out, _ = run("malformed_json", '{"a": 1, "b": 2}', mode="missing_comma")
    assert out.text == '{"a": 1 "b": 2}'
    out, _ = run("malformed_json", '{"a": 1}', mode="code_fence")
    assert out.text == '```json\n{"a": 1}\n```'
    out, _ = run("malformed_json", '{"a": 1}', mode="prose_wrapped")
    assert '{"a": 1}' in out.text and not out.text.startswith("{")
    out, _ = run("malformed_json", '{"a": "b\\"c", "d": 1}', mode="single_quotes")
    assert out.text == "{'a': 'b\\\"c', 'd': 1}"  # escaped quotes do not confuse the scanner


def test_malformed_json_truncated_is_a_proper_prefix() -> None:
    out, _ = run("malformed_json", JSON_TEXT, mode="truncated")
    assert JSON_TEXT.startswith(out.text) and 0 < len(out.text) < len(JSON_TEXT)


@pytest.mark.parametrize("rid", [f"req-{i}" for i in range(8)])
def test_wrong_field_type_parses_with_a_changed_type(rid: str) -> None:
    out, detail = run("malformed_json", JSON_TEXT, rid=rid, mode="wrong_field_type")
    data = json.loads(out.text)
    changed = [k for k in ANSWER if type(ANSWER[k]) is not type(data[k])]
    assert changed == [detail["path"]]
    assert isinstance(data[detail["path"]], str)
    assert detail["was"] in ("int", "float", "list")


def test_wrong_field_type_turns_a_list_into_a_string() -> None:
    out, detail = run("malformed_json", '{"tags": ["a", "b"]}', mode="wrong_field_type")
    assert json.loads(out.text) == {"tags": "a, b"}
    assert detail == {"path": "tags", "was": "list", "now": "str"} | {
        k: detail[k] for k in ("mode", "chars_before", "chars_after")
    }


def test_wrong_field_type_skips_without_numbers_or_lists() -> None:
    with pytest.raises(FaultSkipped):
        run("malformed_json", '{"a": "b", "c": true}', mode="wrong_field_type")


@pytest.mark.parametrize(
    "mode",
    [
        "missing_comma",
        "missing_brace",
        "trailing_comma",
        "single_quotes",
        "python_literals",
        "wrong_field_type",
    ],
)
def test_json_modes_skip_on_prose(mode: str) -> None:
    with pytest.raises(FaultSkipped, match="not JSON"):
        run("malformed_json", PROSE, mode=mode)


@pytest.mark.parametrize("mode", ["truncated", "code_fence", "prose_wrapped"])
def test_any_text_modes_work_on_prose(mode: str) -> None:
    out, _ = run("malformed_json", PROSE, mode=mode)
    assert out.text != PROSE


def test_malformed_json_random_on_prose_uses_any_text_modes() -> None:
    for rid in ("a", "b", "c", "d", "e"):
        _, detail = run("malformed_json", PROSE, rid=rid)
        assert detail["mode"] in ("truncated", "code_fence", "prose_wrapped")


def test_malformed_json_random_is_seeded() -> None:
    a = [run("malformed_json", JSON_TEXT, rid=f"r{i}")[0].text for i in range(12)]
    b = [run("malformed_json", JSON_TEXT, rid=f"r{i}")[0].text for i in range(12)]
    assert a == b
    modes = {run("malformed_json", JSON_TEXT, rid=f"r{i}")[1]["mode"] for i in range(12)}
    assert len(modes) > 2  # different requests get different modes


def test_malformed_json_specific_mode_without_target_skips() -> None:
    with pytest.raises(FaultSkipped):
        run("malformed_json", '{"a": 1}', mode="missing_comma")
    with pytest.raises(FaultSkipped):
        run("malformed_json", "   ", mode="truncated")


def test_malformed_json_rejects_unknown_mode() -> None:
    with pytest.raises(InvalidFaultParameter) as info:
        create("malformed_json", mode="broken")
    assert info.value.parameter == "mode"


# -- token_truncation ------------------------------------------------------------------------


def test_token_truncation_by_max_tokens() -> None:
    out, detail = run("token_truncation", "one two three four five six", max_tokens=3)
    assert out.text == "one two three"
    assert out.finish_reason == "length"
    assert out.usage == {"prompt_tokens": 12, "completion_tokens": 3, "total_tokens": 15}
    assert detail == {"tokens_before": 6, "tokens_after": 3}


def test_token_truncation_by_ratio() -> None:
    out, _ = run("token_truncation", "a b c d e f g h i j", ratio=0.5)
    assert out.text == "a b c d e"


def test_token_truncation_without_usage_keeps_none() -> None:
    fault = create("token_truncation", seed=1, max_tokens=1)
    out = fault.apply(Completion("a b"), FaultContext("r", fault.decide("r")))
    assert out.usage is None and out.text == "a"


def test_token_truncation_skips_short_answers() -> None:
    with pytest.raises(FaultSkipped):
        run("token_truncation", "short answer", max_tokens=5)


@pytest.mark.parametrize(
    ("params", "name"),
    [
        ({}, "max_tokens"),
        ({"max_tokens": 3, "ratio": 0.5}, "max_tokens"),
        ({"ratio": 1.5}, "ratio"),
        ({"max_tokens": -1}, "max_tokens"),
        ({"max_tokens": 3, "tokenizer": "gpt"}, "tokenizer"),
    ],
)
def test_token_truncation_validation(params: dict[str, Any], name: str) -> None:
    with pytest.raises(InvalidFaultParameter) as info:
        create("token_truncation", **params)
    assert any(name in p or "exactly one" in msg for p, msg in info.value.problems)


# -- format_violation ------------------------------------------------------------------------


def test_format_violation_prose() -> None:
    out, detail = run("format_violation", JSON_TEXT, mode="prose")
    assert loads_fails(out.text)
    assert "The answer is Paris" in out.text and "0.92" in out.text and "doc-2" in out.text
    assert detail == {"mode": "prose"}


def test_format_violation_markdown() -> None:
    out, _ = run("format_violation", JSON_TEXT, mode="markdown")
    assert loads_fails(out.text)
    assert "- **Answer**: Paris" in out.text and "  - doc-1" in out.text


def test_format_violation_yaml() -> None:
    out, _ = run("format_violation", JSON_TEXT, mode="yaml")
    assert loads_fails(out.text)
    assert out.text.splitlines()[:3] == ["answer: Paris", "confidence: 0.92", "population: 2102650"]
    assert "sources:\n  - doc-1\n  - doc-2" in out.text


def test_format_violation_scalars_and_lists() -> None:
    assert loads_fails(run("format_violation", "42", mode="yaml")[0].text)
    out, _ = run("format_violation", '[{"a": 1}, {"a": 2}]', mode="prose")
    assert out.text.endswith("I found 2 results: a 1 and a 2.")


def test_format_violation_random_is_seeded_and_varies() -> None:
    modes = [
        run("format_violation", JSON_TEXT, rid=f"r{i}", mode="random")[1]["mode"] for i in range(12)
    ]
    again = [
        run("format_violation", JSON_TEXT, rid=f"r{i}", mode="random")[1]["mode"] for i in range(12)
    ]
    assert modes == again and len(set(modes)) == 3


def test_format_violation_skips_prose_answers() -> None:
    with pytest.raises(FaultSkipped):
        run("format_violation", PROSE)
