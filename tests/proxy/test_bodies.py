"""Request-side and response-side faults on JSON bodies, through the real openai SDK."""

from __future__ import annotations

import base64
import json

import numpy as np
import pytest

from tests.proxy.conftest import ask
from tests.proxy.upstream import ANSWER, VECTOR

TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "lookup_order",
            "parameters": {"type": "object", "properties": {"order_id": {"type": "string"}}},
        },
    }
]


def rule(kind: str, rid: str = "b", **params) -> dict:
    return {"id": rid, "kind": kind, "params": params}


# -- request side --------------------------------------------------------------------------


def test_prompt_fault_rewrites_the_last_user_message(proxy, sdk, received):
    proxy.client.add_rule(rule("encoded_payload", encoding="base64", with_instruction=False))
    ask(sdk)
    sent = json.loads(received[-1]["body"])["messages"][-1]["content"]
    assert base64.b64decode(sent).decode() == "How do I reset my password?"


def test_prompt_fault_on_the_responses_api_input(proxy, sdk, received):
    proxy.client.add_rule(rule("adversarial_instruction", position="suffix"))
    sdk.responses.create(model="m", input="reset my password")
    sent = json.loads(received[-1]["body"])["input"]
    assert sent.startswith("reset my password") and len(sent) > len("reset my password")


def test_model_swapped_by_forging_the_request(proxy, sdk, received):
    proxy.client.add_rule(
        {**rule("forged_fields", fields={"model": "gpt-3.5-turbo"}), "stage": "request"}
    )
    answer = ask(sdk, model="gpt-4o")
    assert json.loads(received[-1]["body"])["model"] == "gpt-3.5-turbo"
    assert answer.model == "gpt-3.5-turbo"  # the upstream answered for the swapped model


def test_prompt_fault_on_a_non_json_body_is_skipped_and_the_body_forwarded(proxy, http, received):
    proxy.client.add_rule(rule("truncate_prompt", ratio=0.5))
    body = b"model=gpt-4o&prompt=not json"
    r = http.post("/echo", content=body)
    assert r.content == body and received[-1]["body"] == body
    (event,) = proxy.client.events()[0]
    assert event["status"] == "skipped" and "not a JSON object" in event["detail"]["reason"]


# -- completions ---------------------------------------------------------------------------


def test_malformed_json_content(proxy, sdk):
    proxy.client.add_rule(rule("malformed_json", mode="trailing_comma"))
    with pytest.raises(json.JSONDecodeError):
        json.loads(ask(sdk).choices[0].message.content)


def test_token_truncation_sets_length_and_adjusts_usage(proxy, sdk):
    proxy.client.add_rule(rule("token_truncation", max_tokens=4))
    answer = ask(sdk)
    assert answer.choices[0].finish_reason == "length"
    assert len(answer.choices[0].message.content) < len(ANSWER)
    assert answer.usage.completion_tokens == 4
    assert answer.usage.total_tokens == answer.usage.prompt_tokens + 4


def test_format_violation(proxy, sdk):
    proxy.client.add_rule(rule("format_violation", mode="prose"))
    content = ask(sdk).choices[0].message.content
    assert content != ANSWER


@pytest.mark.parametrize(
    "kind",
    [
        "off_topic_answer",
        "unwarranted_refusal",
        "plausible_wrong_answer",
        "repetition_loop",
        "fabricated_sources",
        "content_filter",
    ],
)
def test_semantic_faults_change_a_200_answer(proxy, sdk, kind):
    proxy.client.add_rule(rule(kind))
    answer = ask(sdk)
    assert (answer.choices[0].message.content, answer.choices[0].finish_reason) != (
        ANSWER,
        "stop",
    ) or answer.choices[0].message.refusal
    (event,) = proxy.client.events()[0]
    assert event["status"] == "injected", event


@pytest.mark.parametrize(
    ("kind", "params"),
    [
        ("malformed_tool_arguments", {"mode": "truncated"}),
        ("unknown_tool", {"name": "delete_everything"}),
        ("missing_tool_argument", {"argument": "order_id"}),
    ],
)
def test_tool_call_faults(proxy, sdk, kind, params):
    proxy.client.add_rule(rule(kind, **params))
    call = ask(sdk, tools=TOOLS).choices[0].message.tool_calls[0]
    if kind == "unknown_tool":
        assert call.function.name == "delete_everything"
    elif kind == "missing_tool_argument":
        assert "order_id" not in json.loads(call.function.arguments)
    else:
        with pytest.raises(json.JSONDecodeError):
            json.loads(call.function.arguments)


def test_forged_response_fields(proxy, sdk):
    proxy.client.add_rule(rule("forged_fields", fields={"system_fingerprint": "fp_forged"}))
    assert ask(sdk).system_fingerprint == "fp_forged"


def test_legacy_completions_truncated(proxy, sdk):
    proxy.client.add_rule(rule("token_truncation", max_tokens=3))
    answer = sdk.completions.create(model="gpt-3.5-turbo-instruct", prompt="hi")
    assert answer.choices[0].finish_reason == "length"
    assert len(answer.choices[0].text) < len(ANSWER)


def test_responses_api_truncation_is_incomplete(proxy, sdk):
    proxy.client.add_rule(rule("token_truncation", max_tokens=4))
    answer = sdk.responses.create(model="m", input="reset my password")
    assert answer.status == "incomplete"
    assert answer.incomplete_details.reason == "max_output_tokens"
    assert len(answer.output_text) < len(ANSWER)
    assert answer.usage.output_tokens == 4


def test_responses_api_refusal(proxy, sdk):
    proxy.client.add_rule(rule("unwarranted_refusal"))
    answer = sdk.responses.create(model="m", input="reset my password")
    parts = answer.output[0].content
    assert any(p.type == "refusal" for p in parts) or answer.output_text != ANSWER


def test_response_faults_skip_non_json_answers(proxy, http):
    proxy.client.add_rule(rule("malformed_json"))
    assert http.post("/echo", content=b"plain").content == b"plain"
    (event,) = proxy.client.events()[0]
    assert event["status"] == "skipped"


# -- embeddings ----------------------------------------------------------------------------


def test_embedding_drift_with_the_sdks_base64_default(proxy, sdk, received):
    proxy.client.add_rule(rule("embedding_drift", magnitude=0.15))
    vec = sdk.embeddings.create(model="e", input="hello").data[0].embedding
    assert json.loads(received[-1]["body"])["encoding_format"] == "base64"
    delta = np.linalg.norm(np.array(vec) - np.array(VECTOR))
    assert delta == pytest.approx(0.15, rel=1e-3)


def test_embedding_nan_and_wrong_dimension(proxy, sdk):
    proxy.client.add_rule(rule("embedding_nan", "nan", ratio=0.5))
    vec = sdk.embeddings.create(model="e", input="x", encoding_format="float").data[0].embedding
    assert any(np.isnan(vec))
    proxy.client.delete_rule("nan")
    proxy.client.add_rule(rule("embedding_dimension_mismatch", "dim", mode="truncate", delta=1))
    vec = sdk.embeddings.create(model="e", input="x").data[0].embedding
    assert len(vec) == len(VECTOR) - 1
