"""Generation faults: answers that are cut short or broken in form.

They work on the :class:`~genai_chaos.faults.base.Completion` surface and return a new
completion (the one they get is never changed). The JSON helpers here (a string-aware
scanner and the syntactic breakers) are shared with :mod:`genai_chaos.faults.tools`.

>>> from genai_chaos.faults.base import Completion, FaultContext
>>> fault = MalformedJSON(mode="trailing_comma", seed=1)
>>> out = fault.apply(Completion('{"a": 1}'), FaultContext("r", fault.decide("r")))
>>> out.text
'{"a": 1,}'
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any, ClassVar, Literal

from pydantic import Field, model_validator

from genai_chaos.faults import tokens
from genai_chaos.faults.base import Completion, Fault, FaultContext, FaultParams, Layer, Surface
from genai_chaos.faults.registry import register

# -- JSON scanning and syntactic breakers ----------------------------------------------------


def parse_json(text: str) -> tuple[bool, Any]:
    """``(True, value)`` when ``text`` (stripped) is JSON, else ``(False, None)``."""
    try:
        return True, json.loads(text.strip())
    except (ValueError, RecursionError):
        return False, None


def scan(text: str) -> tuple[list[tuple[int, int]], list[int]]:
    """The spans of the JSON string literals of ``text`` (quotes included) and the indices
    of the characters outside them."""
    strings: list[tuple[int, int]] = []
    outside: list[int] = []
    in_str = escaped = False
    start = 0
    for i, ch in enumerate(text):
        if in_str:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_str = False
                strings.append((start, i + 1))
        elif ch == '"':
            in_str, start = True, i
        else:
            outside.append(i)
    return strings, outside


def _pick(ctx: FaultContext, seq: list[int]) -> int:
    return seq[int(ctx.rng.integers(len(seq)))]


def break_truncate(text: str, ctx: FaultContext) -> str | None:
    """Cut ``text`` somewhere between 30 % and 90 % of its length (a proper prefix)."""
    if len(text) < 2:
        return None
    lo = max(1, int(len(text) * 0.3))
    hi = max(lo + 1, min(len(text) - 1, int(len(text) * 0.9)))
    return text[: int(ctx.rng.integers(lo, hi))].rstrip()


def break_missing_comma(text: str, ctx: FaultContext) -> str | None:
    """Drop one separating comma."""
    commas = [i for i in scan(text)[1] if text[i] == ","]
    if not commas:
        return None
    i = _pick(ctx, commas)
    return text[:i] + text[i + 1 :]


def break_missing_brace(text: str, ctx: FaultContext) -> str | None:
    """Drop one closing brace or bracket."""
    closers = [i for i in scan(text)[1] if text[i] in "}]"]
    if not closers:
        return None
    i = _pick(ctx, closers)
    return text[:i] + text[i + 1 :]


def break_trailing_comma(text: str, ctx: FaultContext) -> str | None:
    """Put a comma after the last member of an object or array."""
    outside = scan(text)[1]
    closers = [i for i in outside if text[i] in "}]"]
    if not closers:
        return None
    i = _pick(ctx, closers)
    j = i - 1
    while j >= 0 and text[j].isspace():
        j -= 1
    return text[: j + 1] + "," + text[j + 1 :]


def break_single_quotes(text: str, ctx: FaultContext) -> str | None:
    """Quote every string with single quotes, as Python prints a dict."""
    strings = scan(text)[0]
    if not strings:
        return None
    chars = list(text)
    for a, b in strings:
        chars[a] = chars[b - 1] = "'"
    return "".join(chars)


_LITERAL = re.compile(r"\b(true|false|null)\b")
_PYTHON = {"true": "True", "false": "False", "null": "None"}


def break_python_literals(text: str, ctx: FaultContext) -> str | None:
    """Write ``true``/``false``/``null`` as Python's ``True``/``False``/``None``."""
    outside = set(scan(text)[1])
    hits = [m for m in _LITERAL.finditer(text) if m.start() in outside]
    if not hits:
        return None
    out, last = [], 0
    for m in hits:
        out += [text[last : m.start()], _PYTHON[m.group(1)]]
        last = m.end()
    return "".join([*out, text[last:]])


# -- malformed_json --------------------------------------------------------------------------

_PROSE_BEFORE = (
    "Sure! Here is the JSON you asked for:\n\n",
    "Certainly! Below is the requested JSON object.\n\n",
    "Here's the output in the format you specified:\n",
    "Of course. Based on the context, the result is:\n\n",
)
_PROSE_AFTER = (
    "\n\nLet me know if you need anything else!",
    "\n\nI hope this helps. Let me know if you'd like me to adjust any of the fields.",
    "\n\nNote: some of these values are estimates based on the provided documents.",
)


def _code_fence(text: str, ctx: FaultContext) -> str:
    return f"```json\n{text}\n```"


def _prose_wrap(text: str, ctx: FaultContext) -> str:
    before = _PROSE_BEFORE[int(ctx.rng.integers(len(_PROSE_BEFORE)))]
    after = _PROSE_AFTER[int(ctx.rng.integers(len(_PROSE_AFTER)))]
    return before + text + after


def _dump_like(value: Any, original: str) -> str:
    """Serialise ``value`` in roughly the layout of ``original``."""
    return json.dumps(value, ensure_ascii=False, indent=2 if "\n" in original else None)


def _type_targets(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Paths of the numbers and lists in ``value``, where a wrong type can go."""
    out: list[tuple[Any, ...]] = []
    if isinstance(value, dict):
        for k, v in value.items():
            out += _type_targets(v, (*path, k))
    elif isinstance(value, list):
        if path:
            out.append(path)
        for i, v in enumerate(value):
            out += _type_targets(v, (*path, i))
    elif isinstance(value, int | float) and not isinstance(value, bool) and path:
        out.append(path)
    return out


def _as_string(value: Any) -> str:
    if isinstance(value, list):
        return ", ".join(v if isinstance(v, str) else json.dumps(v) for v in value)
    return json.dumps(value)


def wrong_field_type(text: str, ctx: FaultContext) -> str | None:
    """Turn one number or list field of the JSON ``text`` into a string (notes the path)."""
    ok, value = parse_json(text)
    targets = _type_targets(value) if ok else []
    if not targets:
        return None
    path = targets[int(ctx.rng.integers(len(targets)))]
    node = value
    for part in path[:-1]:
        node = node[part]
    old = node[path[-1]]
    node[path[-1]] = _as_string(old)
    ctx.note(path=".".join(str(p) for p in path), was=type(old).__name__, now="str")
    return _dump_like(value, text)


JsonMode = Literal[
    "truncated",
    "missing_comma",
    "missing_brace",
    "trailing_comma",
    "single_quotes",
    "python_literals",
    "code_fence",
    "prose_wrapped",
    "wrong_field_type",
]
_BREAKERS: dict[str, Callable[[str, FaultContext], str | None]] = {
    "truncated": break_truncate,
    "missing_comma": break_missing_comma,
    "missing_brace": break_missing_brace,
    "trailing_comma": break_trailing_comma,
    "single_quotes": break_single_quotes,
    "python_literals": break_python_literals,
    "code_fence": _code_fence,
    "prose_wrapped": _prose_wrap,
    "wrong_field_type": wrong_field_type,
}
#: modes that work on any text; the others need the answer to be JSON.
ANY_TEXT_MODES = ("truncated", "code_fence", "prose_wrapped")


class MalformedJSONParams(FaultParams):
    #: how to break it; ``random`` draws one of the modes that apply to the answer.
    mode: Literal[JsonMode, "random"] = "random"


@register
class MalformedJSON(Fault):
    """The model's JSON answer is subtly broken (cut, missing comma or brace, trailing
    comma, single quotes, Python literals, fenced or wrapped in prose, a wrong field type)."""

    kind = "malformed_json"
    layer = Layer.GENERATION
    surface = Surface.COMPLETION
    Params = MalformedJSONParams
    example: ClassVar[dict[str, Any]] = {"mode": "trailing_comma"}

    params: MalformedJSONParams

    def apply(self, value: Completion, ctx: FaultContext) -> Completion:
        text = value.text.strip()
        if not text:
            raise ctx.skip("empty answer")
        is_json = parse_json(text)[0]
        mode = self.params.mode
        if mode == "random":
            modes = list(_BREAKERS) if is_json else list(ANY_TEXT_MODES)
            order = [modes[i] for i in ctx.rng.permutation(len(modes))]
        elif mode not in ANY_TEXT_MODES and not is_json:
            raise ctx.skip(f"mode {mode!r} needs a JSON answer and the text is not JSON")
        else:
            order = [mode]
        for candidate in order:
            broken = _BREAKERS[candidate](text, ctx)
            if broken is not None and broken != text:
                ctx.note(mode=candidate, chars_before=len(text), chars_after=len(broken))
                return replace(value, text=broken)
        raise ctx.skip(f"mode {mode!r} finds nothing to break in this JSON")


# -- token_truncation ------------------------------------------------------------------------


def usage_for(usage: dict[str, int] | None, text: str) -> dict[str, int] | None:
    """``usage`` with ``completion_tokens`` (and the total) recounted for ``text``."""
    if usage is None:
        return None
    out = dict(usage)
    out["completion_tokens"] = tokens.count(text)
    if "total_tokens" in out:
        out["total_tokens"] = out.get("prompt_tokens", 0) + out["completion_tokens"]
    return out


class TokenTruncationParams(FaultParams):
    #: keep this many tokens ...
    max_tokens: int | None = Field(None, ge=0)
    #: ... or this fraction of them (exactly one of the two).
    ratio: float | None = Field(None, gt=0, lt=1)
    tokenizer: tokens.TokenizerName = "regex"

    @model_validator(mode="after")
    def _exactly_one(self) -> TokenTruncationParams:
        if (self.max_tokens is None) == (self.ratio is None):
            raise ValueError("give exactly one of max_tokens and ratio")
        return self


@register
class TokenTruncation(Fault):
    """The answer stops at a token limit, mid-sentence, with ``finish_reason="length"``."""

    kind = "token_truncation"
    layer = Layer.GENERATION
    surface = Surface.COMPLETION
    Params = TokenTruncationParams
    example: ClassVar[dict[str, Any]] = {"max_tokens": 40}

    params: TokenTruncationParams

    def apply(self, value: Completion, ctx: FaultContext) -> Completion:
        p = self.params
        total = tokens.count(value.text, p.tokenizer)
        keep = p.max_tokens if p.max_tokens is not None else int(total * (p.ratio or 0.0))
        if keep >= total:
            raise ctx.skip(f"the answer has {total} tokens, not more than {keep}")
        text = tokens.truncate_tokens(value.text, keep, p.tokenizer)
        usage = None
        if value.usage is not None:
            usage = dict(value.usage)
            usage["completion_tokens"] = keep
            if "total_tokens" in usage:
                usage["total_tokens"] = usage.get("prompt_tokens", 0) + keep
        ctx.note(tokens_before=total, tokens_after=keep)
        return replace(value, text=text, finish_reason="length", usage=usage)


# -- format_violation ------------------------------------------------------------------------

_MAIN_KEYS = ("answer", "result", "summary", "status", "name", "title", "value", "message")
_PROSE_LEADS = ("", "Sure! ", "Based on the provided documents, ", "Great question! ")


def _words(key: Any) -> str:
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", str(key)).replace("_", " ").replace("-", " ")


def _join(items: list[str]) -> str:
    if not items:
        return "none"
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _phrase(value: Any) -> str:
    if isinstance(value, dict):
        return _join([f"{_words(k)} {_phrase(v)}" for k, v in value.items()])
    if isinstance(value, list):
        return _join([_phrase(v) for v in value])
    if isinstance(value, bool):
        return "yes" if value else "no"
    return "not available" if value is None else str(value)


def _prose(value: Any, lead: str) -> str:
    if isinstance(value, list):
        return f"{lead}I found {len(value)} results: {_phrase(value)}."
    if not value:
        return f"{lead}There is nothing to report."
    main = next((k for k in _MAIN_KEYS if k in value), next(iter(value)))
    rest = [f"{_words(k)} {_phrase(v)}" for k, v in value.items() if k != main]
    text = f"{lead}The {_words(main)} is {_phrase(value[main])}"
    return text + (f", with {_join(rest)}." if rest else ".")


def _markdown(value: Any, depth: int = 0) -> list[str]:
    pad = "  " * depth
    lines: list[str] = []
    items = value.items() if isinstance(value, dict) else enumerate(value)
    for k, v in items:
        label = f"**{_words(k).capitalize()}**: " if isinstance(value, dict) else ""
        if isinstance(v, dict | list) and v:
            lines.append(f"{pad}- {label}".rstrip())
            lines += _markdown(v, depth + 1)
        else:
            lines.append(f"{pad}- {label}{_phrase(v)}")
    return lines


def _yaml_scalar(value: Any) -> str:
    if isinstance(value, str):
        plain = re.fullmatch(r"[A-Za-z][\w .,/()'-]*", value) and not value.endswith(" ")
        reserved = value.lower() in ("true", "false", "null", "yes", "no", "on", "off", "~")
        return value if plain and not reserved else json.dumps(value, ensure_ascii=False)
    if isinstance(value, dict | list):
        return "{}" if isinstance(value, dict) else "[]"
    return json.dumps(value)


def yaml_lines(value: Any, depth: int = 0) -> list[str]:
    """A block-style YAML rendering of a JSON value (enough for faults, no dependency)."""
    pad = "  " * depth
    lines: list[str] = []
    if isinstance(value, dict):
        for k, v in value.items():
            if isinstance(v, dict | list) and v:
                lines += [f"{pad}{k}:", *yaml_lines(v, depth + 1)]
            else:
                lines.append(f"{pad}{k}: {_yaml_scalar(v)}")
    else:
        for v in value:
            if isinstance(v, dict | list) and v:
                sub = yaml_lines(v, depth + 1)
                lines += [f"{pad}- {sub[0].lstrip()}", *sub[1:]]
            else:
                lines.append(f"{pad}- {_yaml_scalar(v)}")
    return lines


class FormatViolationParams(FaultParams):
    #: what the model writes instead of JSON; ``random`` draws one.
    mode: Literal["prose", "markdown", "yaml", "random"] = "prose"


@register
class FormatViolation(Fault):
    """The model answers in prose, a markdown list or YAML where JSON was required."""

    kind = "format_violation"
    layer = Layer.GENERATION
    surface = Surface.COMPLETION
    Params = FormatViolationParams
    example: ClassVar[dict[str, Any]] = {"mode": "markdown"}

    params: FormatViolationParams

    def apply(self, value: Completion, ctx: FaultContext) -> Completion:
        ok, data = parse_json(value.text)
        if not ok:
            raise ctx.skip("the answer is not JSON")
        if not isinstance(data, dict | list):
            data = {"answer": data}
        mode = self.params.mode
        if mode == "random":
            mode = ("prose", "markdown", "yaml")[int(ctx.rng.integers(3))]
        if mode == "prose":
            text = _prose(data, _PROSE_LEADS[int(ctx.rng.integers(len(_PROSE_LEADS)))])
        elif mode == "markdown":
            body = _markdown(data) if data else ["- (no results)"]
            text = "Here is what I found:\n\n" + "\n".join(body)
        else:
            text = "\n".join(yaml_lines(data)) if data else "result: {}"
        ctx.note(mode=mode)
        return replace(value, text=text)
