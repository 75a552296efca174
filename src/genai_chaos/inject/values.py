"""Adapters between an application's values and the surfaces faults work on.

Faults see one normalised shape per surface (``str`` prompts, ``list[Doc]``, float32
matrices, :class:`Completion`, JSON dicts). Applications use many shapes: chat message
lists, LangChain ``Document`` objects, ``(doc, score)`` pairs, OpenAI response dicts or
SDK objects. Each ``map_*`` function finds the surface inside ``value``, lets ``fn``
change it, and writes the result back into a *copy* of the original shape.

>>> map_prompt([{"role": "user", "content": "hi"}], str.upper)
[{'role': 'user', 'content': 'HI'}]
>>> map_completion("ok", lambda c: Completion(c.text + "!"))
'ok!'
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from genai_chaos.faults.base import Completion, Doc, FaultSkipped, Surface

_TEXT_KEYS = ("page_content", "text", "content", "document", "chunk")


# -- prompts -------------------------------------------------------------------------------


def map_prompt(value: Any, fn: Callable[[str], str]) -> Any:
    """Apply ``fn`` to the user's text in ``value``.

    ``value`` may be a string, a chat message list (the last user message changes), a
    request dict with ``messages``, ``prompt`` or ``input``, or a message object with a
    ``content`` attribute (LangChain ``HumanMessage``).
    """
    if isinstance(value, str):
        return fn(value)
    if isinstance(value, dict):
        for key in ("messages", "prompt", "input", "query", "question"):
            if key in value:
                out = dict(value)
                out[key] = map_prompt(value[key], fn)
                return out
        raise FaultSkipped("no messages, prompt, input, query or question in the request")
    if isinstance(value, list | tuple):
        for i in range(len(value) - 1, -1, -1):
            msg = value[i]
            if _is_user_message(msg):
                out_list = list(value)
                out_list[i] = _map_message(msg, fn)
                return type(value)(out_list) if isinstance(value, tuple) else out_list
        if value and all(isinstance(v, str) for v in value):
            out_list = list(value)
            out_list[-1] = fn(value[-1])
            return out_list
        raise FaultSkipped("no user message in the message list")
    if hasattr(value, "content") and isinstance(value.content, str):
        return _map_message(value, fn)
    raise FaultSkipped(f"cannot find a prompt in a {type(value).__name__}")


def _is_user_message(msg: Any) -> bool:
    if isinstance(msg, dict):
        return msg.get("role") == "user"
    role = getattr(msg, "type", None) or getattr(msg, "role", None)
    return role in ("human", "user")


def _map_message(msg: Any, fn: Callable[[str], str]) -> Any:
    content = msg.get("content") if isinstance(msg, dict) else getattr(msg, "content", None)
    if isinstance(content, list):  # multi-part content: change the last text part
        parts = list(content)
        for i in range(len(parts) - 1, -1, -1):
            part = parts[i]
            if isinstance(part, dict) and isinstance(part.get("text"), str):
                parts[i] = {**part, "text": fn(part["text"])}
                return _with_content(msg, parts)
        raise FaultSkipped("the user message has no text part")
    if not isinstance(content, str):
        raise FaultSkipped("the user message has no text content")
    return _with_content(msg, fn(content))


def _with_content(msg: Any, content: Any) -> Any:
    if isinstance(msg, dict):
        return {**msg, "content": content}
    clone = copy.copy(msg)
    object.__setattr__(clone, "content", content)
    return clone


# -- documents -----------------------------------------------------------------------------


def to_docs(value: Sequence[Any]) -> list[Doc]:
    """Normalise a retriever's result into :class:`Doc` objects."""
    docs = []
    for item in value:
        score = None
        obj = item
        if isinstance(item, tuple) and len(item) == 2 and isinstance(item[1], int | float):
            obj, score = item
        docs.append(_to_doc(obj, score, item))
    return docs


def _to_doc(obj: Any, score: float | None, original: Any) -> Doc:
    if isinstance(obj, str):
        return Doc(obj, {}, score, None, original)
    if isinstance(obj, dict):
        text = next((obj[k] for k in _TEXT_KEYS if isinstance(obj.get(k), str)), "")
        raw_meta = obj.get("metadata")
        meta: dict[str, Any] = raw_meta if isinstance(raw_meta, dict) else {}
        if score is None and isinstance(obj.get("score"), int | float):
            score = float(obj["score"])
        doc_id = obj.get("id")
        return Doc(text, dict(meta), score, None if doc_id is None else str(doc_id), original)
    text = next((getattr(obj, k) for k in _TEXT_KEYS if isinstance(getattr(obj, k, None), str)), "")
    obj_meta = getattr(obj, "metadata", None)
    doc_id = getattr(obj, "id", None)
    return Doc(
        text,
        dict(obj_meta) if isinstance(obj_meta, dict) else {},
        score,
        None if doc_id is None else str(doc_id),
        original,
    )


def from_docs(docs: list[Doc], template: Any) -> list[Any]:
    """Write ``docs`` back into the shape of ``template`` (one of the original items)."""
    return [_from_doc(d, d.original if d.original is not None else template) for d in docs]


def _from_doc(doc: Doc, like: Any) -> Any:
    if isinstance(like, tuple) and len(like) == 2 and isinstance(like[1], int | float):
        score = like[1] if doc.score is None else doc.score
        return (_from_doc(doc, like[0]), score)
    if like is None or isinstance(like, str):
        return doc.text
    if isinstance(like, dict):
        out = dict(like)
        key = next((k for k in _TEXT_KEYS if k in like), "text")
        out[key] = doc.text
        if "metadata" in like or doc.metadata:
            out["metadata"] = dict(doc.metadata)
        if "score" in like and doc.score is not None:
            out["score"] = doc.score
        if doc.id is not None and "id" in like:
            out["id"] = doc.id
        return out
    clone = copy.copy(like)
    key = next((k for k in _TEXT_KEYS if hasattr(like, k)), "page_content")
    object.__setattr__(clone, key, doc.text)
    if hasattr(like, "metadata"):
        object.__setattr__(clone, "metadata", dict(doc.metadata))
    return clone


def map_documents(value: Any, fn: Callable[[list[Doc]], list[Doc]]) -> Any:
    """Apply ``fn`` to the documents in ``value`` (a list or tuple of any document shape)."""
    if not isinstance(value, list | tuple):
        raise FaultSkipped(f"expected a list of documents, got {type(value).__name__}")
    template = value[0] if value else None
    out = from_docs(fn(to_docs(value)), template)
    return tuple(out) if isinstance(value, tuple) else out


# -- embeddings ----------------------------------------------------------------------------


def map_embeddings(value: Any, fn: Callable[[np.ndarray], np.ndarray]) -> Any:
    """Apply ``fn`` to vectors given as an array (1-D or 2-D), nested lists, or an OpenAI
    embeddings response dict; the result keeps the input's form."""
    if isinstance(value, dict) and isinstance(value.get("data"), list):
        rows = [item["embedding"] for item in value["data"]]
        matrix = fn(np.asarray(rows, dtype=np.float32))
        out = dict(value)
        out["data"] = [
            {**item, "embedding": [float(x) for x in matrix[i]]}
            for i, item in enumerate(value["data"])
        ]
        return out
    if isinstance(value, np.ndarray):
        if value.ndim == 1:
            return fn(value.astype(np.float32, copy=True)[None, :])[0].astype(value.dtype)
        return fn(value.astype(np.float32, copy=True)).astype(value.dtype)
    if isinstance(value, list | tuple) and value:
        if isinstance(value[0], int | float):
            return [float(x) for x in fn(np.asarray([value], dtype=np.float32))[0]]
        matrix = fn(np.asarray(value, dtype=np.float32))
        return [[float(x) for x in row] for row in matrix]
    raise FaultSkipped(f"cannot find vectors in a {type(value).__name__}")


# -- completions ---------------------------------------------------------------------------


def map_completion(value: Any, fn: Callable[[Completion], Completion]) -> Any:
    """Apply ``fn`` to a model answer: a string, an OpenAI chat/completions response (dict
    or SDK object), or a message object with ``content`` (LangChain ``AIMessage``)."""
    if isinstance(value, str):
        return fn(Completion(value)).text
    if isinstance(value, dict):
        return _map_completion_dict(value, fn)
    if hasattr(value, "model_dump") and hasattr(value, "choices"):
        data = _map_completion_dict(value.model_dump(), fn)
        return type(value).model_validate(data)
    if isinstance(getattr(value, "content", None), str):
        return _with_content(value, fn(Completion(value.content)).text)
    raise FaultSkipped(f"cannot find a completion in a {type(value).__name__}")


def _map_completion_dict(value: dict[str, Any], fn: Callable[[Completion], Completion]) -> Any:
    choices = value.get("choices")
    if not isinstance(choices, list) or not choices:
        raise FaultSkipped("the response has no choices")
    choice = dict(choices[0])
    message = choice.get("message")
    if isinstance(message, dict):
        before = Completion(
            message.get("content") or "",
            choice.get("finish_reason"),
            copy.deepcopy(message.get("tool_calls") or []),
            dict(value["usage"]) if isinstance(value.get("usage"), dict) else None,
            message.get("refusal"),
        )
    elif isinstance(choice.get("text"), str):
        before = Completion(
            choice["text"],
            choice.get("finish_reason"),
            [],
            dict(value["usage"]) if isinstance(value.get("usage"), dict) else None,
        )
    else:
        raise FaultSkipped("the first choice has neither a message nor text")
    after = fn(before)
    out = dict(value)
    if isinstance(message, dict):
        new_msg = dict(message)
        new_msg["content"] = after.text if (after.text or not after.tool_calls) else None
        if after.tool_calls or "tool_calls" in message:
            new_msg["tool_calls"] = after.tool_calls or None
        if after.refusal is not None:
            new_msg["refusal"] = after.refusal
        choice["message"] = new_msg
    else:
        choice["text"] = after.text
    choice["finish_reason"] = after.finish_reason
    out["choices"] = [choice, *choices[1:]]
    if after.usage is not None:
        out["usage"] = after.usage
    return out


# -- payloads ------------------------------------------------------------------------------


def map_payload(value: Any, fn: Callable[[dict[str, Any]], dict[str, Any]]) -> Any:
    """Apply ``fn`` to a JSON object (a dict, or a pydantic model round-tripped)."""
    if isinstance(value, dict):
        return fn(value)
    if hasattr(value, "model_dump") and hasattr(type(value), "model_validate"):
        return type(value).model_validate(fn(value.model_dump()))
    raise FaultSkipped(f"expected a JSON object, got {type(value).__name__}")


def map_value(surface: Surface, value: Any, fn: Callable[[Any], Any]) -> Any:
    """Dispatch to the adapter of ``surface``."""
    if surface is Surface.PROMPT:
        return map_prompt(value, fn)
    if surface is Surface.DOCUMENTS:
        return map_documents(value, fn)
    if surface is Surface.EMBEDDINGS:
        return map_embeddings(value, fn)
    if surface is Surface.COMPLETION:
        return map_completion(value, fn)
    if surface is Surface.PAYLOAD:
        return map_payload(value, fn)
    return fn(value)  # index: the value is the index itself
