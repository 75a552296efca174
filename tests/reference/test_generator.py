from __future__ import annotations

import json
import math

import jsonschema
import pytest

from genai_chaos.faults.base import Doc
from genai_chaos.reference.generator import (
    NO_ANSWER,
    SamplingGenerator,
    token_entropy,
    tokenize,
    tokens_entropy,
)
from genai_chaos.reference.index import ReferenceIndex
from genai_chaos.reference.schema import ANSWER_SCHEMA, fill_schema

Q = "my phone keeps locking my account since I changed it last week"


@pytest.fixture(scope="module")
def context(index: ReferenceIndex) -> list[Doc]:
    return index.search(Q, k=3)


def test_temperature_zero_is_deterministic(context: list[Doc]) -> None:
    gen = SamplingGenerator()
    a = gen.generate(Q, context)
    assert a == gen.generate(Q, context, seed=99)
    assert a.text and a.finish_reason == "stop"
    assert "".join(t.token for t in a.tokens).strip() == a.text


def test_sampling_varies_with_the_seed_and_repeats_with_the_same_seed(context: list[Doc]) -> None:
    gen = SamplingGenerator()
    answers = {gen.generate(Q, context, temperature=1.0, seed=s).text for s in range(8)}
    assert len(answers) >= 4
    once = gen.generate(Q, context, temperature=1.0, seed=3)
    assert once == gen.generate(Q, context, temperature=1.0, seed=3)


def test_logprobs_come_in_openai_format(context: list[Doc]) -> None:
    out = SamplingGenerator().generate(Q, context, temperature=0.7, seed=1)
    content = out.logprobs_content(top=5)
    assert len(content) == len(out.tokens) == out.usage["completion_tokens"]
    for item in content:
        assert set(item) == {"token", "logprob", "bytes", "top_logprobs"}
        assert item["logprob"] <= 0 and item["bytes"] == list(item["token"].encode())
        tops = [t["logprob"] for t in item["top_logprobs"]]
        assert 1 <= len(tops) <= 5 and tops == sorted(tops, reverse=True)
        assert sum(math.exp(t) for t in tops) <= 1 + 1e-9
    assert out.usage["total_tokens"] == out.usage["prompt_tokens"] + len(content)


def test_token_entropy_is_the_mean_entropy_of_the_top_logprobs() -> None:
    coin = {"top_logprobs": [{"logprob": math.log(0.5)}, {"logprob": math.log(0.5)}]}
    sure = {"top_logprobs": [{"logprob": 0.0}]}
    assert token_entropy([coin, sure]) == pytest.approx(0.5)
    partial = {"top_logprobs": [{"logprob": math.log(0.5)}]}  # the other half: one outcome
    assert token_entropy([partial]) == pytest.approx(1.0)
    assert token_entropy([]) == 0.0


def test_both_entropy_functions_agree(context: list[Doc]) -> None:
    out = SamplingGenerator().generate(Q, context)
    assert tokens_entropy(out.tokens) == pytest.approx(token_entropy(out.logprobs_content(20)))
    assert tokens_entropy(out.tokens) > 0


def test_json_output_matches_the_schema_and_keeps_the_answer_logprobs(context: list[Doc]) -> None:
    out = SamplingGenerator().generate(Q, context, schema=ANSWER_SCHEMA)
    value = json.loads(out.text)
    jsonschema.validate(value, ANSWER_SCHEMA)
    assert value["sources"] == [d.id for d in context]
    assert "".join(t.token for t in out.tokens) == out.text
    assert out.plain is not None and "".join(t.token for t in out.plain).strip() == value["answer"]


def test_any_schema_gets_a_valid_value() -> None:
    schema = {
        "type": "object",
        "required": ["summary", "steps", "severity", "count", "urgent", "ticket"],
        "properties": {
            "summary": {"type": "string"},
            "steps": {"type": "array", "items": {"type": "string"}, "minItems": 1},
            "severity": {"enum": ["low", "high"]},
            "count": {"type": "integer", "minimum": 1},
            "urgent": {"type": "boolean"},
            "ticket": {"type": "object", "properties": {"id": {"type": "string"}}},
        },
    }
    value = fill_schema(schema, answer="Reboot.", sources=[], confidence=0.3)
    jsonschema.validate(value, schema)
    assert value["summary"] == "Reboot."


def test_no_context_gives_the_no_answer_sentence() -> None:
    out = SamplingGenerator().generate("anything", [])
    assert out.text == NO_ANSWER and all(t.logprob == 0.0 for t in out.tokens)


def test_tokens_keep_their_spaces() -> None:
    assert "".join(tokenize("Open Settings > System, then reboot.")) == (
        "Open Settings > System, then reboot."
    )
