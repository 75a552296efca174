"""A generator backed by any OpenAI-compatible chat completions API (``base_url``).

It sends the retrieved articles in a system message and the question as the user
message, asks for logprobs (so output token entropy is defined for real models too) and,
with a schema, for ``response_format: json_schema``. It speaks HTTP with ``httpx`` (a core
dependency), so a :class:`~genai_chaos.inject.http.ChaosTransport` can be passed as
``transport`` to inject faults on the wire.

>>> gen = OpenAIGenerator("http://127.0.0.1:9/v1", model="gpt-4o-mini")
>>> gen.messages("How do I reset it?", [])[0]["role"]
'system'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import httpx

from genai_chaos.faults.base import Doc
from genai_chaos.reference.generator import Generation
from genai_chaos.reference.openai_format import generation_from

SYSTEM_PROMPT = (
    "You are the IT help desk assistant. Answer the user's question using only the "
    "knowledge base articles below; say so when they do not contain the answer.\n\n"
)


class OpenAIGenerator:
    """Chat completions at ``base_url`` (for example ``https://api.openai.com/v1`` or a
    local vLLM/Ollama server). ``api_key`` goes in the ``Authorization`` header;
    ``top_logprobs`` alternatives are requested per token (0 to turn logprobs off)."""

    def __init__(
        self,
        base_url: str,
        *,
        model: str = "gpt-4o-mini",
        api_key: str | None = None,
        timeout_s: float = 60.0,
        top_logprobs: int = 5,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.top_logprobs = top_logprobs
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._client = httpx.Client(timeout=timeout_s, headers=headers, transport=transport)

    def messages(
        self, question: str, context: Sequence[Doc], feedback: str | None = None
    ) -> list[dict[str, str]]:
        """The chat messages sent for ``question`` and ``context``."""
        articles = "\n\n".join(f"[{d.id or i}] {d.text}" for i, d in enumerate(context, 1))
        out = [
            {"role": "system", "content": SYSTEM_PROMPT + (articles or "(no articles found)")},
            {"role": "user", "content": question},
        ]
        if feedback:
            out.append({"role": "user", "content": feedback})
        return out

    def generate(
        self,
        question: str,
        context: Sequence[Doc],
        *,
        temperature: float = 0.0,
        seed: int | None = None,
        max_tokens: int = 256,
        schema: dict[str, Any] | None = None,
        feedback: str | None = None,
    ) -> Generation:
        """One chat completion; raises ``httpx.HTTPStatusError`` on an HTTP error."""
        body: dict[str, Any] = {
            "model": self.model,
            "messages": self.messages(question, context, feedback),
            "temperature": temperature,
            "max_tokens": max_tokens,
        }
        if seed is not None:
            body["seed"] = seed
        if self.top_logprobs:
            body["logprobs"] = True
            body["top_logprobs"] = self.top_logprobs
        if schema is not None:
            body["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": "answer", "schema": schema, "strict": False},
            }
        response = self._client.post(f"{self.base_url}/chat/completions", json=body)
        response.raise_for_status()
        return generation_from(response.json())

    def close(self) -> None:
        """Close the HTTP connections."""
        self._client.close()
