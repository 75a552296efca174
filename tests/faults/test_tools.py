"""Tests of the tool-call faults."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from genai_chaos.exceptions import InvalidFaultParameter
from genai_chaos.faults.base import Completion, FaultContext, FaultSkipped, Layer, Surface
from genai_chaos.faults.registry import create, get

CALLS: list[dict[str, Any]] = [
    {
        "id": "call_a1",
        "type": "function",
        "function": {"name": "get_weather", "arguments": '{"city": "Paris", "unit": "celsius"}'},
    },
    {
        "id": "call_b2",
        "type": "function",
        "function": {"name": "get_time", "arguments": '{"tz":"Europe/Paris"}'},
    },
]
KINDS = ["malformed_tool_arguments", "unknown_tool", "missing_tool_argument"]


def run(
    kind: str, calls: list[dict[str, Any]] | None = None, rid: str = "req-1", **params: Any
) -> tuple[Completion, dict[str, Any]]:
    calls = copy.deepcopy(CALLS) if calls is None else calls
    before = copy.deepcopy(calls)
    fault = create(kind, seed=1, **params)
    ctx = FaultContext(rid, fault.decide(rid))
    out = fault.apply(Completion(text="", finish_reason="tool_calls", tool_calls=calls), ctx)
    assert calls == before  # the input is never changed
    assert out.finish_reason == "tool_calls"
    return out, ctx.detail


def fn(out: Completion, i: int) -> dict[str, Any]:
    f: dict[str, Any] = out.tool_calls[i]["function"]
    return f


@pytest.mark.parametrize("kind", KINDS)
def test_registered_with_example(kind: str) -> None:
    cls = get(kind)
    assert cls.layer is Layer.GENERATION and cls.surface is Surface.COMPLETION
    assert cls.__doc__ and cls.example
    cls(**cls.example)


@pytest.mark.parametrize("kind", KINDS)
def test_skips_without_tool_calls(kind: str) -> None:
    with pytest.raises(FaultSkipped, match="no tool calls"):
        run(kind, calls=[])


@pytest.mark.parametrize("kind", KINDS)
def test_seeded(kind: str) -> None:
    assert run(kind, rid="x") == run(kind, rid="x")
    outs = {json.dumps(run(kind, rid=f"r{i}")[0].tool_calls) for i in range(20)}
    assert len(outs) > 1


@pytest.mark.parametrize("mode", ["truncated", "single_quotes", "trailing_comma", "not_json"])
@pytest.mark.parametrize("rid", ["a", "b", "c"])
def test_malformed_arguments_do_not_parse(mode: str, rid: str) -> None:
    out, detail = run("malformed_tool_arguments", rid=rid, mode=mode)
    i = detail["index"]
    with pytest.raises(ValueError):
        json.loads(fn(out, i)["arguments"])
    assert detail["mode"] == mode
    other = 1 - i
    assert out.tool_calls[other] == CALLS[other]  # only one call changes
    assert fn(out, i)["name"] == CALLS[i]["function"]["name"]


def test_malformed_arguments_shapes() -> None:
    out, _ = run("malformed_tool_arguments", mode="single_quotes", index=0)
    assert fn(out, 0)["arguments"] == "{'city': 'Paris', 'unit': 'celsius'}"
    out, _ = run("malformed_tool_arguments", mode="trailing_comma", index=0)
    assert fn(out, 0)["arguments"] == '{"city": "Paris", "unit": "celsius",}'
    out, _ = run("malformed_tool_arguments", mode="not_json", index=0)
    assert fn(out, 0)["arguments"] == "city=Paris, unit=celsius"
    out, _ = run("malformed_tool_arguments", mode="truncated", index=0)
    assert CALLS[0]["function"]["arguments"].startswith(fn(out, 0)["arguments"])


def test_malformed_arguments_random_draws_modes() -> None:
    modes = {run("malformed_tool_arguments", rid=f"r{i}")[1]["mode"] for i in range(20)}
    assert len(modes) >= 3


def test_index_out_of_range_skips_and_negative_is_invalid() -> None:
    with pytest.raises(FaultSkipped):
        run("malformed_tool_arguments", index=5)
    with pytest.raises(InvalidFaultParameter) as info:
        create("unknown_tool", index=-1)
    assert info.value.parameter == "index"
    with pytest.raises(InvalidFaultParameter) as info:
        create("malformed_tool_arguments", mode="garbled")
    assert info.value.parameter == "mode"


@pytest.mark.parametrize("rid", [f"r{i}" for i in range(12)])
def test_unknown_tool_name_is_undeclared(rid: str) -> None:
    declared = ["get_weather", "get_time", "get_weather_v2"]
    out, detail = run("unknown_tool", rid=rid, declared=declared)
    i = detail["index"]
    assert detail["was"] == CALLS[i]["function"]["name"]
    assert fn(out, i)["name"] == detail["now"] not in declared
    assert fn(out, i)["arguments"] == CALLS[i]["function"]["arguments"]


def test_unknown_tool_given_name() -> None:
    out, _ = run("unknown_tool", name="delete_everything", index=1)
    assert fn(out, 1)["name"] == "delete_everything"
    assert fn(out, 0)["name"] == "get_weather"


def test_missing_argument_drawn() -> None:
    out, detail = run("missing_tool_argument", index=0)
    args = json.loads(fn(out, 0)["arguments"])
    assert detail["removed"] in ("city", "unit") and detail["removed"] not in args
    assert len(args) == 1


def test_missing_argument_named_finds_its_call() -> None:
    out, detail = run("missing_tool_argument", argument="tz")
    assert detail == {"tool": "get_time", "index": 1, "removed": "tz"}
    assert fn(out, 1)["arguments"] == "{}"
    out, _ = run("missing_tool_argument", argument="unit")
    assert json.loads(fn(out, 0)["arguments"]) == {"city": "Paris"}


def test_missing_argument_skips() -> None:
    with pytest.raises(FaultSkipped):
        run("missing_tool_argument", argument="country")
    broken = [{"id": "c", "type": "function", "function": {"name": "f", "arguments": "{"}}]
    with pytest.raises(FaultSkipped):
        run("missing_tool_argument", calls=broken)
    empty = [{"id": "c", "type": "function", "function": {"name": "f", "arguments": "{}"}}]
    with pytest.raises(FaultSkipped):
        run("missing_tool_argument", calls=empty)
