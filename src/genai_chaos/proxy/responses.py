"""Completion faults on the Responses API (``/v1/responses``) JSON answers.

The completion adapters speak chat completions (``choices[0].message``). A Responses
object keeps the answer in ``output``: ``message`` items with ``output_text`` (or
``refusal``) parts, and ``function_call`` items. :func:`to_chat` views it as a chat
completion, a fault changes that view, and :func:`from_chat` writes the change back:
text, refusal, tool calls (name and arguments), usage (``input_tokens`` /
``output_tokens``), and a truncation or filter as ``status: "incomplete"`` with
``incomplete_details.reason`` (``max_output_tokens`` / ``content_filter``).

>>> obj = {"object": "response", "status": "completed", "output": [{"type": "message",
...        "role": "assistant", "content": [{"type": "output_text", "text": "Hi there"}]}]}
>>> chat = to_chat(obj)
>>> chat["choices"][0]["message"]["content"]
'Hi there'
>>> cut = {"choices": [{"message": {"content": "Hi"}, "finish_reason": "length"}]}
>>> out = from_chat(obj, cut, chat)
>>> out["status"], out["incomplete_details"], out["output"][0]["content"][0]["text"]
('incomplete', {'reason': 'max_output_tokens'}, 'Hi')
"""

from __future__ import annotations

import copy
from typing import Any

_INCOMPLETE = {"length": "max_output_tokens", "content_filter": "content_filter"}


def is_response_object(data: dict[str, Any]) -> bool:
    """True for a Responses API object (``object: "response"`` with ``output``)."""
    return data.get("object") == "response" and isinstance(data.get("output"), list)


def _message_index(output: list[Any]) -> int | None:
    for i in range(len(output) - 1, -1, -1):
        item = output[i]
        if isinstance(item, dict) and item.get("type") == "message":
            return i
    return None


def to_chat(data: dict[str, Any]) -> dict[str, Any] | None:
    """A chat-completion view of a Responses object; None when it holds no answer."""
    output = data["output"]
    mi = _message_index(output)
    calls = [o for o in output if isinstance(o, dict) and o.get("type") == "function_call"]
    if mi is None and not calls:
        return None
    parts = output[mi].get("content") or [] if mi is not None else []
    text = "".join(
        p.get("text", "") for p in parts if isinstance(p, dict) and p.get("type") == "output_text"
    )
    refusal = next(
        (p.get("refusal") for p in parts if isinstance(p, dict) and p.get("type") == "refusal"),
        None,
    )
    message: dict[str, Any] = {"role": "assistant", "content": text}
    if refusal is not None:
        message["refusal"] = refusal
    if calls:
        message["tool_calls"] = [
            {
                "id": c.get("call_id") or c.get("id"),
                "type": "function",
                "function": {"name": c.get("name"), "arguments": c.get("arguments", "")},
            }
            for c in calls
        ]
    reason = (data.get("incomplete_details") or {}).get("reason")
    finish = {"max_output_tokens": "length", "content_filter": "content_filter"}.get(
        reason or "", "tool_calls" if calls and mi is None else "stop"
    )
    chat: dict[str, Any] = {
        "choices": [{"index": 0, "message": message, "finish_reason": finish}],
    }
    usage = data.get("usage")
    if isinstance(usage, dict):
        chat["usage"] = {
            "prompt_tokens": int(usage.get("input_tokens") or 0),
            "completion_tokens": int(usage.get("output_tokens") or 0),
            "total_tokens": int(usage.get("total_tokens") or 0),
        }
    return chat


def from_chat(data: dict[str, Any], new: dict[str, Any], old: dict[str, Any]) -> dict[str, Any]:
    """``data`` with the changes between ``old`` and ``new`` (chat views) written back."""
    out = copy.deepcopy(data)
    output: list[Any] = out["output"]
    n_choice, o_choice = new["choices"][0], old["choices"][0]
    n_msg, o_msg = n_choice.get("message") or {}, o_choice.get("message") or {}
    text, refusal = n_msg.get("content") or "", n_msg.get("refusal")
    if text != (o_msg.get("content") or "") or refusal != o_msg.get("refusal"):
        parts: list[dict[str, Any]] = []
        if refusal is not None and refusal != o_msg.get("refusal"):
            parts.append({"type": "refusal", "refusal": refusal})
        if text or not parts:
            parts.insert(0, {"type": "output_text", "text": text, "annotations": []})
        mi = _message_index(output)
        if mi is None:
            output.append({"type": "message", "role": "assistant", "content": parts})
        else:
            output[mi] = {**output[mi], "content": parts}
    if n_msg.get("tool_calls") != o_msg.get("tool_calls"):
        _write_calls(output, n_msg.get("tool_calls") or [])
    reason = _INCOMPLETE.get(n_choice.get("finish_reason") or "")
    if reason and n_choice.get("finish_reason") != o_choice.get("finish_reason"):
        out["status"] = "incomplete"
        out["incomplete_details"] = {"reason": reason}
    usage = new.get("usage")
    if isinstance(usage, dict) and usage != old.get("usage"):
        out["usage"] = {
            **(out.get("usage") or {}),
            "input_tokens": usage.get("prompt_tokens", 0),
            "output_tokens": usage.get("completion_tokens", 0),
            "total_tokens": usage.get("total_tokens", 0),
        }
    return out


def _write_calls(output: list[Any], calls: list[dict[str, Any]]) -> None:
    idx = [
        i for i, o in enumerate(output) if isinstance(o, dict) and o.get("type") == "function_call"
    ]
    for j, call in enumerate(calls):
        fn = call.get("function") or {}
        item = {
            "type": "function_call",
            "call_id": call.get("id"),
            "name": fn.get("name"),
            "arguments": fn.get("arguments", ""),
        }
        if j < len(idx):
            output[idx[j]] = {**output[idx[j]], **item}
        else:
            output.append({**item, "status": "completed"})
    for i in reversed(idx[len(calls) :]):
        del output[i]
