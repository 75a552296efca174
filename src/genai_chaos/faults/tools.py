"""Tool-call faults: the model calls a tool, but wrongly.

Tool calls have the OpenAI shape::

    {"id": "call_abc", "type": "function",
     "function": {"name": "get_weather", "arguments": "{\\"city\\": \\"Paris\\"}"}}

Each fault picks one call (``index``, or one drawn), changes a copy of it and returns a
new :class:`~genai_chaos.faults.base.Completion`; without tool calls it skips.

>>> from genai_chaos.faults.base import Completion, FaultContext
>>> call = {"id": "call_1", "type": "function",
...         "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'}}
>>> fault = UnknownTool(name="get_weather_v2", seed=1)
>>> out = fault.apply(Completion("", tool_calls=[call]), FaultContext("r", fault.decide("r")))
>>> out.tool_calls[0]["function"]["name"]
'get_weather_v2'
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from dataclasses import replace
from typing import Any, ClassVar, Literal

from pydantic import Field

from genai_chaos.faults.base import Completion, Fault, FaultContext, FaultParams, Layer, Surface
from genai_chaos.faults.generation import (
    break_single_quotes,
    break_trailing_comma,
    break_truncate,
    parse_json,
)
from genai_chaos.faults.registry import register


class ToolCallParams(FaultParams):
    #: which tool call to change (0-based); by default one drawn.
    index: int | None = Field(None, ge=0)


def _pick_call(
    value: Completion, ctx: FaultContext, index: int | None
) -> tuple[list[dict[str, Any]], int, dict[str, Any]]:
    """A deep copy of the tool calls, the index of the one to change and its ``function``."""
    if not value.tool_calls:
        raise ctx.skip("no tool calls")
    calls = copy.deepcopy(value.tool_calls)
    usable = [i for i, c in enumerate(calls) if isinstance(c.get("function"), dict)]
    if index is not None:
        if index not in usable:
            raise ctx.skip(f"no function tool call at index {index} ({len(calls)} calls)")
        i = index
    elif not usable:
        raise ctx.skip("no tool call has a function")
    else:
        i = usable[int(ctx.rng.integers(len(usable)))]
    return calls, i, calls[i]["function"]


# -- malformed_tool_arguments ----------------------------------------------------------------


def _not_json(text: str, ctx: FaultContext) -> str | None:
    """The arguments written as ``key=value`` pairs, as a confused model does."""
    ok, data = parse_json(text)
    if ok and isinstance(data, dict) and data:
        return ", ".join(f"{k}={v}" for k, v in data.items())
    return "(no arguments)" if ok else None


ArgsMode = Literal["truncated", "single_quotes", "trailing_comma", "not_json"]
_ARG_BREAKERS: dict[str, Callable[[str, FaultContext], str | None]] = {
    "truncated": break_truncate,
    "single_quotes": break_single_quotes,
    "trailing_comma": break_trailing_comma,
    "not_json": _not_json,
}


class MalformedArgsParams(ToolCallParams):
    #: how to break the arguments string; ``random`` draws a mode that applies.
    mode: Literal[ArgsMode, "random"] = "random"


@register
class MalformedToolArguments(Fault):
    """A tool call's ``arguments`` string is not valid JSON (cut, single quotes, trailing
    comma, ``key=value`` text)."""

    kind = "malformed_tool_arguments"
    layer = Layer.GENERATION
    surface = Surface.COMPLETION
    Params = MalformedArgsParams
    example: ClassVar[dict[str, Any]] = {"mode": "truncated"}

    params: MalformedArgsParams

    def apply(self, value: Completion, ctx: FaultContext) -> Completion:
        calls, i, fn = _pick_call(value, ctx, self.params.index)
        args = str(fn.get("arguments") or "{}")
        mode = self.params.mode
        modes = list(_ARG_BREAKERS) if mode == "random" else [mode]
        order = [modes[k] for k in ctx.rng.permutation(len(modes))]
        for candidate in order:
            broken = _ARG_BREAKERS[candidate](args.strip(), ctx)
            if broken is not None and broken != args:
                fn["arguments"] = broken
                ctx.note(tool=fn.get("name"), index=i, mode=candidate, arguments=broken[:200])
                return replace(value, tool_calls=calls)
        raise ctx.skip(f"mode {mode!r} cannot break these arguments")


# -- unknown_tool ----------------------------------------------------------------------------

_UNKNOWN_TOOLS = (
    "search_web",
    "run_python",
    "execute_sql",
    "lookup_customer",
    "send_email",
    "fetch_url",
    "get_current_time",
    "query_knowledge_base",
)
_VARIANTS: tuple[Callable[[str], str], ...] = (
    lambda n: f"{n}_v2",
    lambda n: f"{n}s",
    lambda n: n.replace("get_", "fetch_") if n.startswith("get_") else f"get_{n}",
    lambda n: "".join(w.capitalize() if k else w for k, w in enumerate(n.split("_"))),
    lambda n: f"{n}_tool",
)


class UnknownToolParams(ToolCallParams):
    #: the name to call; by default a variant of the real name or one from a pool.
    name: str | None = Field(None, min_length=1)
    #: the application's declared tool names, never used as the unknown name.
    declared: list[str] = Field(default_factory=list)


@register
class UnknownTool(Fault):
    """The model calls a tool that was never declared (``get_weather_v2``, ``search_web``)."""

    kind = "unknown_tool"
    layer = Layer.GENERATION
    surface = Surface.COMPLETION
    Params = UnknownToolParams
    example: ClassVar[dict[str, Any]] = {"declared": ["get_weather", "get_forecast"]}

    params: UnknownToolParams

    def apply(self, value: Completion, ctx: FaultContext) -> Completion:
        calls, i, fn = _pick_call(value, ctx, self.params.index)
        old = str(fn.get("name") or "")
        taken = {
            old,
            *self.params.declared,
            *(str(c.get("function", {}).get("name")) for c in calls),
        }
        if self.params.name is not None:
            new = self.params.name
        else:
            candidates = [v(old) for v in _VARIANTS] if old else []
            candidates = [c for c in candidates if c and c not in taken]
            if not candidates or ctx.rng.random() < 0.25:
                candidates = [n for n in _UNKNOWN_TOOLS if n not in taken] or candidates
            if not candidates:
                raise ctx.skip("every candidate name is declared")
            new = candidates[int(ctx.rng.integers(len(candidates)))]
        fn["name"] = new
        ctx.note(index=i, was=old, now=new)
        return replace(value, tool_calls=calls)


# -- missing_tool_argument -------------------------------------------------------------------


class MissingArgParams(ToolCallParams):
    #: the argument to remove; by default one drawn from the call's arguments.
    argument: str | None = Field(None, min_length=1)


@register
class MissingToolArgument(Fault):
    """A tool call leaves out an argument (one key removed from its ``arguments``)."""

    kind = "missing_tool_argument"
    layer = Layer.GENERATION
    surface = Surface.COMPLETION
    Params = MissingArgParams
    example: ClassVar[dict[str, Any]] = {"index": 0}

    params: MissingArgParams

    def apply(self, value: Completion, ctx: FaultContext) -> Completion:
        p = self.params
        if p.argument is not None and p.index is None and value.tool_calls:
            having = [
                k for k, c in enumerate(value.tool_calls) if p.argument in (_arguments(c) or {})
            ]
            if not having:
                raise ctx.skip(f"no tool call has the argument {p.argument!r}")
            index: int | None = having[int(ctx.rng.integers(len(having)))]
        else:
            index = p.index
        calls, i, fn = _pick_call(value, ctx, index)
        args = _arguments(calls[i])
        if args is None:
            raise ctx.skip("the arguments are not a JSON object")
        if p.argument is not None:
            if p.argument not in args:
                raise ctx.skip(f"the call has no argument {p.argument!r}")
            key = p.argument
        elif args:
            keys = list(args)
            key = keys[int(ctx.rng.integers(len(keys)))]
        else:
            raise ctx.skip("the call has no arguments")
        del args[key]
        raw = fn.get("arguments")
        if isinstance(raw, dict):
            fn["arguments"] = args
        else:
            compact = ": " not in str(raw)
            seps = (",", ":") if compact else None
            fn["arguments"] = json.dumps(args, ensure_ascii=False, separators=seps)
        ctx.note(tool=fn.get("name"), index=i, removed=key)
        return replace(value, tool_calls=calls)


def _arguments(call: dict[str, Any]) -> dict[str, Any] | None:
    fn = call.get("function")
    if not isinstance(fn, dict):
        return None
    raw = fn.get("arguments")
    ok, data = parse_json(raw) if isinstance(raw, str) else (isinstance(raw, dict), raw)
    return dict(data) if ok and isinstance(data, dict) else None
