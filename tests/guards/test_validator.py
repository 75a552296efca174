"""Output validator: every malformed_json mode of the catalogue, bad repairs, retries."""

from __future__ import annotations

import json
import typing
from typing import Any

import pytest
from pydantic import BaseModel, Field

from genai_chaos import create_fault, inject
from genai_chaos.faults.base import Completion, FaultContext, FaultSkipped
from genai_chaos.faults.generation import JsonMode
from genai_chaos.guards.validator import OutputValidator, ValidationOutcome, diagnose
from tests.guards.corpus import ANSWERS, SCHEMA

pytest.importorskip("json_repair")
pytest.importorskip("jsonschema")


class Answer(BaseModel):
    answer: str = Field(min_length=1)
    confidence: float = Field(ge=0, le=1)
    sources: list[str] = Field(min_length=1)
    steps: list[str] = []
    escalate: bool
    ticket: str | None = None


MODES: tuple[str, ...] = typing.get_args(JsonMode)
#: modes whose damage is syntax only: a repair must give back exactly the original answer.
SYNTAX_MODES = [m for m in MODES if m not in ("truncated", "wrong_field_type")]


def breaks(mode: str, seeds: range = range(12)) -> list[tuple[dict[str, Any], str]]:
    """``(original, broken text)`` for every answer, layout and seed where ``mode`` applies."""
    out = []
    for seed in seeds:
        for i, answer in enumerate(ANSWERS):
            for indent in (None, 2):
                fault = create_fault("malformed_json", mode=mode, seed=seed)
                rid = f"answer-{i}-{indent}"
                text = json.dumps(answer, indent=indent)
                try:
                    broken = fault.apply(Completion(text), FaultContext(rid, fault.decide(rid)))
                except FaultSkipped:
                    continue
                out.append((answer, broken.text))
    return out


def test_the_catalogue_modes_are_all_covered():
    assert set(MODES) == {
        "truncated",
        "missing_comma",
        "missing_brace",
        "trailing_comma",
        "single_quotes",
        "python_literals",
        "code_fence",
        "prose_wrapped",
        "wrong_field_type",
    }


@pytest.mark.parametrize("schema", [SCHEMA, Answer], ids=["json_schema", "pydantic"])
@pytest.mark.parametrize("mode", SYNTAX_MODES)
def test_syntax_modes_are_repaired_to_the_original_answer(mode, schema):
    validator = OutputValidator(schema)
    cases = breaks(mode)
    assert cases
    for original, text in cases:
        out = validator.validate(text)
        assert out.valid, (text, out.error)
        assert out.repaired and out.repairs
        value = out.value.model_dump() if isinstance(out.value, BaseModel) else out.value
        assert value == {**{"steps": [], "ticket": None}, **original} or value == original


@pytest.mark.parametrize("mode", SYNTAX_MODES)
def test_the_repair_record_names_what_was_wrong(mode):
    expected = {
        "missing_comma": "missing_comma",
        "missing_brace": "unclosed",
        "trailing_comma": "trailing_comma",
        "single_quotes": "single_quotes",
        "python_literals": "python_literals",
        "code_fence": "code_fence",
        "prose_wrapped": "surrounding_text",
    }[mode]
    validator = OutputValidator(SCHEMA)
    hits = [expected in validator.validate(text).repairs for _, text in breaks(mode)]
    assert sum(hits) / len(hits) >= 0.9


def test_truncated_answers_are_repaired_only_when_nothing_required_was_lost():
    validator = OutputValidator(SCHEMA)
    for original, text in breaks("truncated", range(30)):
        out = validator.validate(text)
        if out.valid:  # only an optional tail may be missing, never a cut value
            assert "unclosed" in out.repairs
            assert all(out.value[k] == original[k] for k in out.value)
        else:
            assert out.value is None and out.error


def test_a_cut_string_is_refused_unless_allowed():
    text = (
        '{"answer": "Restart the spooler", "confidence": 0.8, "sources": ["kb-009"], '
        '"escalate": false, "ticket": "INC-12'
    )
    out = OutputValidator(SCHEMA).validate(text)
    assert not out.valid and "cut off inside a string" in (out.error or "")
    lenient = OutputValidator(SCHEMA, refuse_repairs=()).validate(text)
    assert lenient.valid and lenient.value["ticket"] == "INC-12"
    assert "cut_string" in lenient.repairs


def test_truncated_answers_can_be_refused_altogether():
    text = json.dumps(ANSWERS[2])[:-24]  # the optional ticket is lost, nothing required
    assert OutputValidator(SCHEMA).validate(text).valid
    strict = OutputValidator(SCHEMA, refuse_repairs=("cut_string", "unclosed"))
    assert strict.validate(text).error == "the answer needs a repair that is refused: unclosed"


def test_wrong_field_types_coerce_numbers_and_reject_flattened_lists():
    validator = OutputValidator(SCHEMA)
    coerced = rejected = 0
    for original, text in breaks("wrong_field_type", range(20)):
        out = validator.validate(text)
        if out.valid:
            coerced += 1
            assert out.value == original
            assert any(r.startswith("coerced $.confidence from string") for r in out.repairs)
        else:
            rejected += 1
            assert "is not of type 'array'" in (out.error or "")
    assert coerced and rejected


def test_pydantic_lax_coercion_is_recorded_as_a_repair():
    out = OutputValidator(Answer).validate(
        '{"answer": "x", "confidence": "0.5", "sources": ["kb-1"], "escalate": false}'
    )
    assert out.valid and out.value.confidence == 0.5
    assert out.repairs == ["coerced types (pydantic lax mode)"]


# -- rejected repairs ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("", "the answer is empty"),
        ("I'm sorry, I can't help with that.", "no JSON found in the answer"),
        ("- **Answer**: reset it\n- **Confidence**: 0.9", "no JSON found in the answer"),
        ("answer: reset it\nconfidence: 0.9", "no JSON found in the answer"),
        ('["kb-001", "kb-002"', "expected a JSON object at the top level, got list"),
        ('"just a string"', "expected a JSON object at the top level, got str"),
        ("{'answer': 'reset it'}", "at $: 'confidence' is a required property"),
        ('{"answer": "", "confidence": 2, "sources": [], "escalate": true}', "at $"),
    ],
)
def test_bad_repairs_are_rejected(text, error):
    out = OutputValidator(SCHEMA).validate(text)
    assert not out.valid and out.value is None
    assert out.error is not None and out.error.startswith(error)


def test_format_violation_faults_are_rejected_not_repaired():
    """Prose, markdown and YAML answers carry no JSON: nothing to repair, retry instead."""
    for mode in ("prose", "markdown", "yaml"):
        fault = create_fault("format_violation", mode=mode, seed=1)
        text = fault.apply(Completion(json.dumps(ANSWERS[0])), FaultContext("r", fault.decide("r")))
        assert not OutputValidator(SCHEMA).validate(text.text).valid


def test_without_repair_only_valid_json_passes():
    validator = OutputValidator(SCHEMA, repair=False)
    assert validator.validate(json.dumps(ANSWERS[2])).valid
    out = validator.validate(f"```json\n{json.dumps(ANSWERS[2])}\n```")
    assert not out.valid and out.error.startswith("not JSON")


def test_a_broken_schema_fails_at_construction():
    import jsonschema

    with pytest.raises(jsonschema.exceptions.SchemaError):
        OutputValidator({"type": "objekt"})
    with pytest.raises(TypeError):
        OutputValidator("not a schema")  # type: ignore[arg-type]


def test_diagnose_names_the_damage():
    assert diagnose('{"a": 1 "b": 2}') == ["missing_comma"]
    assert diagnose('Result: {"a": 1}\nThanks!') == ["surrounding_text"]
    assert diagnose('{"a": [1, 2') == ["unclosed"]


# -- retries with feedback ----------------------------------------------------------------------


def test_retries_feed_the_error_back_until_valid():
    prompts: list[str | None] = []
    answers = iter(
        [
            "Here is what I found:\n\n- **Answer**: restart the spooler",
            json.dumps({**ANSWERS[0], "sources": "kb-001"}),
            json.dumps(ANSWERS[0]),
        ]
    )

    def generate(feedback: str | None) -> str:
        prompts.append(feedback)
        return next(answers)

    out = OutputValidator(SCHEMA, max_retries=2).run(generate)
    assert out.valid and out.value == ANSWERS[0] and not out.repaired
    assert out.retries == 2
    assert prompts[0] is None
    assert "no JSON found" in prompts[1]
    assert "$.sources" in prompts[2] and '"required"' in prompts[2]  # the schema is included
    assert [a.valid for a in out.attempts] == [False, False, True]
    assert [a.feedback for a in out.attempts] == prompts


def test_retries_are_bounded():
    calls: list[str | None] = []
    validator = OutputValidator(SCHEMA, max_retries=1, feedback=lambda e: f"fix: {e}")
    out = validator.run(lambda fb: calls.append(fb) or "no idea")
    assert not out.valid and len(calls) == 2 and calls[1] == "fix: no JSON found in the answer"
    assert out.error == "no JSON found in the answer"


def test_a_repairable_answer_needs_no_retry_and_accepts_completions():
    out = OutputValidator(Answer).run(
        lambda fb: Completion("```json\n" + json.dumps(ANSWERS[1]) + "\n```")
    )
    assert out.valid and out.retries == 0 and out.repairs == ["code_fence"]
    assert isinstance(out.value, Answer)


def test_generation_faults_through_inject_are_repaired_or_retried():
    """The generator itself is wrapped with a fault, as in an application."""
    fault = create_fault("malformed_json", mode="single_quotes", seed=4)
    generate = inject(fault, target="llm")(lambda feedback: json.dumps(ANSWERS[2]))
    out = OutputValidator(SCHEMA).run(generate)
    assert out.valid and out.value == ANSWERS[2] and out.repairs == ["single_quotes"]


async def test_async_run_retries_with_feedback():
    answers = iter(["nope", json.dumps(ANSWERS[2])])
    seen: list[str | None] = []

    async def generate(feedback: str | None) -> str:
        seen.append(feedback)
        return next(answers)

    out: ValidationOutcome = await OutputValidator(SCHEMA).arun(generate)
    assert out.valid and out.retries == 1 and seen[1] is not None


def test_max_retries_must_not_be_negative():
    with pytest.raises(ValueError):
        OutputValidator(SCHEMA, max_retries=-1)
