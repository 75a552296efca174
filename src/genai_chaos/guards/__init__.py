"""Guards: what a resilient LLM application does about the faults genai-chaos injects.

One import line per guard module, so that each guard adds its own lines.
"""

from __future__ import annotations

from genai_chaos.guards.callguard import (
    Backoff,
    CallGuard,
    CallTimeout,
    CircuitBreaker,
    CircuitOpenError,
    GuardedResult,
)
from genai_chaos.guards.fallback import (
    FallbackRetriever,
    HealthCheck,
    KeywordIndex,
    RetrievalResult,
    ScoreDriftDetector,
    VectorIndex,
)
from genai_chaos.guards.sanitizer import (
    SANITIZER_LAYERS,
    PromptRejected,
    Reason,
    Refusal,
    Sanitizer,
    Verdict,
    build_sanitizer,
)
from genai_chaos.guards.validator import OutputValidator, ValidationOutcome

__all__ = [
    "SANITIZER_LAYERS",
    "Backoff",
    "CallGuard",
    "CallTimeout",
    "CircuitBreaker",
    "CircuitOpenError",
    "FallbackRetriever",
    "GuardedResult",
    "HealthCheck",
    "KeywordIndex",
    "OutputValidator",
    "PromptRejected",
    "Reason",
    "Refusal",
    "RetrievalResult",
    "Sanitizer",
    "ScoreDriftDetector",
    "ValidationOutcome",
    "VectorIndex",
    "Verdict",
    "build_sanitizer",
]
