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

import base64
import copy
import numbers
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
            return tuple(out_list) if isinstance(value, tuple) else out_list
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


def _is_score(x: Any) -> bool:
    # numpy scalars (FAISS scores are numpy.float32) are Real but not float
    return isinstance(x, numbers.Real) and not isinstance(x, bool)


def _is_pair(item: Any) -> bool:
    """A ``(document, score)`` pair, as LangChain's ``similarity_search_with_score`` gives."""
    return isinstance(item, tuple | list) and len(item) == 2 and _is_score(item[1])


def to_docs(value: Sequence[Any]) -> list[Doc]:
    """Normalise a retriever's result into :class:`Doc` objects."""
    docs = []
    for item in value:
        if _is_pair(item):
            docs.append(_to_doc(item[0], float(item[1]), item))
        else:
            docs.append(_to_doc(item, None, item))
    return docs


def _to_doc(obj: Any, score: float | None, original: Any) -> Doc:
    if isinstance(obj, Doc):  # already ours: keep its score and id
        return Doc(
            obj.text,
            dict(obj.metadata),
            obj.score if score is None else score,
            obj.id,
            original,
        )
    if isinstance(obj, str):
        return Doc(obj, {}, score, None, original)
    if isinstance(obj, dict):
        text = next((obj[k] for k in _TEXT_KEYS if isinstance(obj.get(k), str)), "")
        raw_meta = obj.get("metadata")
        meta: dict[str, Any] = raw_meta if isinstance(raw_meta, dict) else {}
        if score is None and _is_score(obj.get("score")):
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
    """Write ``docs`` back into the shape of ``template`` (one of the original items).

    A document a fault made up (``original`` is None) takes the template's shape but
    not its id.
    """
    return [
        _from_doc(d, d.original if d.original is not None else template, d.original is None)
        for d in docs
    ]


def _from_doc(doc: Doc, like: Any, fresh: bool = False) -> Any:
    if isinstance(like, Doc):
        return Doc(doc.text, dict(doc.metadata), doc.score, doc.id, like.original)
    if _is_pair(like):
        score = like[1] if doc.score is None else doc.score
        pair = (_from_doc(doc, like[0], fresh), score)
        return list(pair) if isinstance(like, list) else pair
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
        if "id" in like and (doc.id is not None or fresh):
            out["id"] = doc.id
        return out
    text_key = next((k for k in _TEXT_KEYS if hasattr(like, k)), None)
    if text_key is None:
        raise FaultSkipped(f"cannot write a document back into a {type(like).__name__}")
    clone = copy.copy(like)
    try:
        object.__setattr__(clone, text_key, doc.text)
        if hasattr(like, "metadata"):
            object.__setattr__(clone, "metadata", dict(doc.metadata))
        if hasattr(like, "id") and (doc.id is not None or fresh):
            object.__setattr__(clone, "id", doc.id)
    except (AttributeError, TypeError) as exc:
        raise FaultSkipped(f"cannot write a document back into a {type(like).__name__}") from exc
    return clone


def map_documents(value: Any, fn: Callable[[list[Doc]], list[Doc]]) -> Any:
    """Apply ``fn`` to the documents in ``value`` (a list or tuple of any document shape)."""
    if not isinstance(value, list | tuple):
        raise FaultSkipped(f"expected a list of documents, got {type(value).__name__}")
    template = value[0] if value else None
    out = from_docs(fn(to_docs(value)), template)
    return tuple(out) if isinstance(value, tuple) else out


# -- embeddings ----------------------------------------------------------------------------


def _decode_vector(item: Any) -> np.ndarray:
    """One embedding: a list of numbers, or base64 of little-endian float32 (what the
    OpenAI API sends for ``encoding_format="base64"``, the openai SDK's default)."""
    if isinstance(item, str):
        return np.frombuffer(base64.b64decode(item), dtype="<f4").astype(np.float32)
    return np.asarray(item, dtype=np.float32)


def _encode_like(row: np.ndarray, like: Any) -> Any:
    if isinstance(like, str):
        return base64.b64encode(np.asarray(row, dtype="<f4").tobytes()).decode("ascii")
    return [float(x) for x in row]


def _map_embedding_items(items: list[Any], fn: Callable[[np.ndarray], np.ndarray]) -> list[Any]:
    rows = [_decode_vector(item["embedding"]) for item in items]
    if len({r.shape for r in rows}) > 1:
        raise FaultSkipped("embeddings of different lengths in one response")
    matrix = fn(np.stack(rows) if rows else np.zeros((0, 0), np.float32))
    return [
        {**item, "embedding": _encode_like(matrix[i], item["embedding"])}
        for i, item in enumerate(items)
    ]


def map_embeddings(value: Any, fn: Callable[[np.ndarray], np.ndarray]) -> Any:
    """Apply ``fn`` to vectors given as an array (1-D or 2-D), nested lists, an OpenAI
    embeddings response (dict or SDK object; float lists or base64), keeping the form.

    Arrays come back in their own float dtype, and as float32 when they were integers.
    """
    if isinstance(value, dict) and isinstance(value.get("data"), list):
        return {**value, "data": _map_embedding_items(value["data"], fn)}
    if hasattr(value, "model_dump") and isinstance(getattr(value, "data", None), list):
        data = value.model_dump()
        data["data"] = _map_embedding_items(data["data"], fn)
        return type(value).model_validate(data)
    if isinstance(value, np.ndarray):
        dtype = value.dtype if np.issubdtype(value.dtype, np.floating) else np.float32
        if value.ndim == 1:
            return fn(value.astype(np.float32, copy=True)[None, :])[0].astype(dtype)
        return fn(value.astype(np.float32, copy=True)).astype(dtype)
    if isinstance(value, list | tuple) and value:
        if _is_score(value[0]):
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
        if isinstance(message.get("content"), list):
            raise FaultSkipped("multi-part message content is not supported")
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
        if new_msg.get("parsed") is not None and new_msg["content"] != message.get("content"):
            # .parse() results: the app reads `parsed`, which must not keep the clean value
            new_msg["parsed"] = None
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
