"""Guards: what a resilient LLM application does about the faults genai-chaos injects.

One import line per guard module, so that each guard adds its own lines.
"""

from __future__ import annotations

from genai_chaos.guards.sanitizer import PromptRejected, Reason, Refusal, Sanitizer, Verdict

__all__ = [
    "PromptRejected",
    "Reason",
    "Refusal",
    "Sanitizer",
    "Verdict",
]
