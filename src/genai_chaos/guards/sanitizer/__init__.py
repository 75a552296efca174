"""The prompt sanitizer: the first guard of a resilient LLM pipeline.

It decodes and normalises a prompt (:mod:`.decode`), matches technique rules
(:mod:`.rules`), weighs a small shipped classifier (:mod:`.classifier`) and returns a
:class:`Verdict`; a rejected prompt gets a standardized :class:`Refusal` and one structured
log record. See docs/guards-sanitizer.md.
"""

from __future__ import annotations

from genai_chaos.guards.sanitizer.core import Sanitizer
from genai_chaos.guards.sanitizer.layers import LAYERS as SANITIZER_LAYERS
from genai_chaos.guards.sanitizer.layers import LayersError, LayersUnavailable
from genai_chaos.guards.sanitizer.layers import build as build_sanitizer
from genai_chaos.guards.sanitizer.model import Reason, Verdict
from genai_chaos.guards.sanitizer.refusal import (
    REFUSAL_CODE,
    REFUSAL_MESSAGE,
    PromptRejected,
    Refusal,
)

__all__ = [
    "REFUSAL_CODE",
    "REFUSAL_MESSAGE",
    "SANITIZER_LAYERS",
    "LayersError",
    "LayersUnavailable",
    "PromptRejected",
    "Reason",
    "Refusal",
    "Sanitizer",
    "Verdict",
    "build_sanitizer",
]
