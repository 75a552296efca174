"""OpenAI wire shapes built from a :class:`~genai_chaos.reference.generator.Generation`.

>>> from genai_chaos.reference.generator import Generation, TokenLogprob
>>> gen = Generation("Hi.", [TokenLogprob("Hi", -0.1, (("Hi", -0.1),)), TokenLogprob(".", 0.0)])
>>> body = chat_completion(gen, model="m", request_id="r1", logprobs=True, top_logprobs=1)
>>> body["choices"][0]["message"]["content"], body["usage"]["completion_tokens"]
('Hi.', 2)
>>> body["choices"][0]["logprobs"]["content"][0]["top_logprobs"][0]["token"]
'Hi'
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Iterator
from typing import Any

from genai_chaos.reference.generator import Generation, TokenLogprob


def completion_id(request_id: str) -> str:
    """A stable ``chatcmpl-...`` id for a request id."""
    return "chatcmpl-" + hashlib.blake2b(request_id.encode(), digest_size=12).hexdigest()


def chat_completion(
    gen: Generation,
    *,
    model: str,
    request_id: str,
    logprobs: bool = False,
    top_logprobs: int = 0,
) -> dict[str, Any]:
    """A non-streaming ``chat.completion`` object."""
    choice: dict[str, Any] = {
        "index": 0,
        "message": {"role": "assistant", "content": gen.text, "refusal": None},
        "finish_reason": gen.finish_reason,
        "logprobs": {"content": gen.logprobs_content(top_logprobs), "refusal": None}
        if logprobs
        else None,
    }
    return {
        "id": completion_id(request_id),
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "system_fingerprint": "genai-chaos-reference",
        "choices": [choice],
        "usage": gen.usage,
    }


def generation_from(body: dict[str, Any]) -> Generation:
    """Read a ``chat.completion`` object back (text, finish reason, logprobs, usage)."""
    choice = (body.get("choices") or [{}])[0]
    message = choice.get("message") or {}
    text = message.get("content") or ""
    tokens = []
    content = (choice.get("logprobs") or {}).get("content") or []
    for item in content:
        top = tuple((t["token"], float(t["logprob"])) for t in item.get("top_logprobs") or [])
        tokens.append(TokenLogprob(item["token"], float(item["logprob"]), top))
    usage = body.get("usage") or {}
    return Generation(
        text,
        tokens,
        choice.get("finish_reason") or "stop",
        int(usage.get("prompt_tokens", 0)),
        str(body.get("model", "")),
    )


def chat_chunks(
    gen: Generation,
    *,
    model: str,
    request_id: str,
    logprobs: bool = False,
    top_logprobs: int = 0,
    include_usage: bool = False,
) -> Iterator[dict[str, Any]]:
    """The ``chat.completion.chunk`` objects of a streamed answer, one per token."""
    base = {
        "id": completion_id(request_id),
        "object": "chat.completion.chunk",
        "created": int(time.time()),
        "model": model,
        "system_fingerprint": "genai-chaos-reference",
    }

    def chunk(delta: dict[str, Any], finish: str | None, lp: Any = None) -> dict[str, Any]:
        out = dict(base)
        out["choices"] = [{"index": 0, "delta": delta, "finish_reason": finish, "logprobs": lp}]
        if include_usage:
            out["usage"] = None
        return out

    yield chunk({"role": "assistant", "content": ""}, None)
    content = gen.logprobs_content(top_logprobs) if logprobs else []
    tokens = [t.token for t in gen.tokens] if gen.tokens else [gen.text]
    for i, tok in enumerate(tokens):
        lp = {"content": [content[i]], "refusal": None} if logprobs and i < len(content) else None
        yield chunk({"content": tok}, None, lp)
    yield chunk({}, gen.finish_reason)
    if include_usage:
        final = dict(base)
        final["choices"] = []
        final["usage"] = gen.usage
        yield final
