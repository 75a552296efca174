"""A miniature of the reference RAG service, in-process, for templates, tests and demos.

It has the reference service's chaos points (``reference.input``, ``reference.intent``,
``reference.embedder``, ``reference.retriever``, ``reference.stream``,
``reference.generator``) and its guards in small: a prompt sanitizer that refuses
encoded or instruction-override prompts, a keyword fallback when vector retrieval comes
back empty, and an output validator that retries once and then degrades. Answers are
dicts ``{"answer", "sources", "fallback", "refusal"}``; the "model" answers from the best
document after a short, fixed service time.

>>> import asyncio
>>> answer = asyncio.run(ask("When are invoices sent?"))
>>> answer["sources"][0], answer["fallback"]
('kb-5', False)
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import contextlib
import hashlib
import json
import re
from collections.abc import AsyncIterator
from typing import Any

import numpy as np

from genai_chaos.exceptions import InjectedFault
from genai_chaos.inject.wrap import chaos_point

#: Seconds the "model" takes per answer (small: tests and demos stay fast).
SERVICE_TIME_S = 0.002
REFUSAL = "I'm sorry, but I can't help with that request."
KB: dict[str, str] = {
    "kb-1": "To reset the administrator password, open Settings > Security and choose Reset.",
    "kb-2": "Passwords must have at least 14 characters and are valid for 90 days.",
    "kb-3": "Locked accounts unlock automatically after 15 minutes.",
    "kb-4": "Two-factor authentication is enabled under Settings > Security > 2FA.",
    "kb-5": "Invoices are sent on the first day of each month by email.",
    "kb-6": "The API rate limit is 600 requests per minute per key.",
    "kb-7": "Data is backed up every 6 hours and kept for 30 days.",
    "kb-8": "Support is available 24 hours a day by chat and email.",
}
_DIM = 64
_WORD = re.compile(r"[a-z0-9]+")
_OVERRIDE = re.compile(r"ignore (all |the )?(previous|prior) instructions|developer mode", re.I)


def _vector(text: str) -> np.ndarray:
    v = np.zeros(_DIM, dtype=np.float32)
    for word in _WORD.findall(text.lower()):
        h = int.from_bytes(hashlib.blake2b(word.encode(), digest_size=4).digest(), "little")
        v[h % _DIM] += 1.0
    n = float(np.linalg.norm(v))
    return v / n if n else v


_IDS = list(KB)
_MATRIX = np.stack([_vector(KB[i]) for i in _IDS])


class Refused(Exception):
    """The sanitizer refused the prompt."""


def _looks_encoded(prompt: str) -> bool:
    for token in re.findall(r"[A-Za-z0-9+/=]{24,}", prompt):
        try:
            base64.b64decode(token, validate=True)
            return True
        except (binascii.Error, ValueError):
            continue
    return False


@chaos_point("reference.input", arg=0)
async def sanitize(prompt: str) -> str:
    """Refuse encoded payloads and instruction overrides; pass the rest."""
    if _looks_encoded(prompt) or _OVERRIDE.search(prompt):
        raise Refused(prompt[:40])
    return prompt


@chaos_point("reference.intent")
async def intent(prompt: str) -> str:
    """Which kind of question this is (the intent-recognition step)."""
    return "billing" if "invoice" in prompt.lower() else "support"


@chaos_point("reference.embedder")
async def embed(texts: list[str]) -> np.ndarray:
    """Hashed bag-of-words vectors (64 dimensions, L2-normalised)."""
    return np.stack([_vector(t) for t in texts])


@chaos_point("reference.retriever")
async def retrieve(query: str, k: int = 3) -> list[dict[str, Any]]:
    """Vector search over the knowledge base."""
    q = (await embed([query]))[0]
    if q.shape != (_DIM,) or not np.all(np.isfinite(q)):
        return []
    scores = _MATRIX @ q
    order = np.argsort(-scores)[:k]
    return [
        {"id": _IDS[i], "text": KB[_IDS[i]], "score": float(scores[i])}
        for i in order
        if scores[i] > 0.15
    ]


def keyword_search(query: str, k: int = 3) -> list[dict[str, Any]]:
    """The fallback: documents sharing the most words with the query."""
    words = set(_WORD.findall(query.lower()))
    scored = sorted(
        ((len(words & set(_WORD.findall(text.lower()))), doc_id) for doc_id, text in KB.items()),
        reverse=True,
    )
    return [{"id": d, "text": KB[d], "score": float(s)} for s, d in scored[:k] if s > 0]


@chaos_point("reference.stream")
async def stream(prompt: str, docs: list[dict[str, Any]]) -> AsyncIterator[str]:
    """The "model": a JSON answer from the best document, in chunks."""
    await asyncio.sleep(SERVICE_TIME_S)
    text = docs[0]["text"] if docs else "No exact match found."
    body = json.dumps({"answer": text, "sources": [d["id"] for d in docs[:3]]})
    for i in range(0, len(body), 16):
        yield body[i : i + 16]


@chaos_point("reference.generator")
async def generate(prompt: str, docs: list[dict[str, Any]]) -> str:
    """The model's whole answer (the stream, joined)."""
    return "".join([chunk async for chunk in stream(prompt, docs)])


async def _answer(prompt: str, docs: list[dict[str, Any]]) -> dict[str, Any] | None:
    for _ in range(2):  # the output validator: one retry, then degrade
        try:
            data = json.loads(await generate(prompt, docs))
        except (ValueError, InjectedFault, ConnectionError):
            continue
        if isinstance(data, dict) and isinstance(data.get("answer"), str):
            return data
    return None


async def ask(prompt: str) -> dict[str, Any]:
    """The whole pipeline, with its guards (see the module docstring)."""
    try:
        prompt = await sanitize(prompt)
    except Refused:
        return {"answer": REFUSAL, "sources": [], "fallback": False, "refusal": True}
    # intent is a routing hint: without it, the general route answers
    with contextlib.suppress(InjectedFault, TimeoutError, ConnectionError):
        await intent(prompt)
    try:
        docs = await retrieve(prompt)
    except (InjectedFault, TimeoutError, ConnectionError):
        docs = []
    fallback = False
    if not docs:
        docs, fallback = keyword_search(prompt), True
    data = await _answer(prompt, docs)
    if data is None:
        return {"answer": "Sorry, something went wrong.", "sources": [], "fallback": True}
    # the model's output parsed whole: its stream ended normally
    return {
        "answer": data["answer"],
        "sources": data.get("sources", []),
        "fallback": fallback,
        "finish_reason": "stop",
    }


def ask_sync(prompt: str) -> dict[str, Any]:
    """:func:`ask` for callers without an event loop."""
    return asyncio.run(ask(prompt))
