"""Fallback retrieval: vector search with a health check that degrades to BM25.

See :mod:`~genai_chaos.guards.fallback.retriever` for the whole flow and docs/guards.md.
"""

from __future__ import annotations

from genai_chaos.guards.fallback.health import (
    DriftStatus,
    HealthCheck,
    HealthReport,
    ScoreDriftDetector,
    Signal,
)
from genai_chaos.guards.fallback.keyword import KeywordIndex
from genai_chaos.guards.fallback.retriever import (
    DEFAULT_NOTICE,
    EMPTY_NOTICE,
    FallbackRetriever,
    RetrievalResult,
)
from genai_chaos.guards.fallback.vector import VectorIndex, as_docs

__all__ = [
    "DEFAULT_NOTICE",
    "EMPTY_NOTICE",
    "DriftStatus",
    "FallbackRetriever",
    "HealthCheck",
    "HealthReport",
    "KeywordIndex",
    "RetrievalResult",
    "ScoreDriftDetector",
    "Signal",
    "VectorIndex",
    "as_docs",
]
