"""Vector search first; keyword search (BM25) when the vector search looks unhealthy.

The result says which path answered and why, and carries the notice to show the user
when it degraded ("no exact match found; showing keyword results"): the app tells the
user instead of answering from bad context or failing.

>>> import numpy as np
>>> texts = ["Reset your password in the portal.", "Book meeting rooms in Outlook."]
>>> WORDS = ["password", "reset", "room", "book"]
>>> def embed(batch):  # a toy embedding (which of WORDS occur); use a real model
...     return np.array([[w in t.lower() for w in WORDS] for t in batch], np.float32)
>>> retriever = FallbackRetriever(
...     VectorIndex.from_texts(texts, embed),
...     KeywordIndex.from_texts(texts),
...     health=HealthCheck(min_score=0.5),
... )
>>> retriever.retrieve("password reset", k=1).source
'vector'
>>> broken = retriever.with_vector(lambda query, k: [])  # a store that returns nothing
>>> result = broken.retrieve("password reset", k=1)
>>> result.degraded, result.source, result.reasons, result.notice
(True, 'keyword', ['no_results'], 'no exact match found; showing keyword results')
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from genai_chaos.faults.base import Doc
from genai_chaos.guards.fallback.health import HealthCheck, HealthReport, Signal
from genai_chaos.guards.fallback.keyword import KeywordIndex
from genai_chaos.guards.fallback.vector import VectorIndex
from genai_chaos.inject.values import to_docs

#: What the user is told when keyword results stand in for vector results.
DEFAULT_NOTICE = "no exact match found; showing keyword results"
#: What the user is told when neither search found anything.
EMPTY_NOTICE = "no match found"

VectorSearch = VectorIndex | Callable[[str, int], Sequence[Any]]


@dataclass
class RetrievalResult:
    """The documents to use, and whether (and why) they come from the fallback.

    ``reasons`` are the :class:`~genai_chaos.guards.fallback.health.Signal` values seen;
    ``health`` has a sentence for each. ``vector_docs`` keeps what the vector search
    returned, for logs and experiments.
    """

    docs: list[Doc]
    degraded: bool = False
    notice: str | None = None
    reasons: list[str] = field(default_factory=list)
    source: Literal["vector", "keyword"] = "vector"
    health: HealthReport = field(default_factory=HealthReport)
    vector_docs: list[Doc] = field(default_factory=list)


class FallbackRetriever:
    """Searches ``vector``, checks the answer with ``health``, falls back to ``keyword``.

    ``vector`` is a :class:`VectorIndex` (then the query vector is checked too: NaN,
    zero, wrong width) or any ``search(query, k)`` callable returning documents in any
    shape :func:`genai_chaos.inject.values.to_docs` reads (strings, dicts, LangChain
    documents, ``(doc, score)`` pairs). Whatever the vector path raises is caught and
    reported as ``search_error``: a broken vector store must not take the answer down.
    ``on_degrade`` is called with every degraded result (log it, count it).
    """

    def __init__(
        self,
        vector: VectorSearch,
        keyword: KeywordIndex,
        *,
        health: HealthCheck | None = None,
        notice: str = DEFAULT_NOTICE,
        empty_notice: str = EMPTY_NOTICE,
        on_degrade: Callable[[RetrievalResult], None] | None = None,
    ) -> None:
        self.vector = vector
        self.keyword = keyword
        self.health = health if health is not None else HealthCheck()
        self.notice = notice
        self.empty_notice = empty_notice
        self.on_degrade = on_degrade

    def with_vector(self, vector: VectorSearch) -> FallbackRetriever:
        """A retriever sharing everything (health state included) but the vector search."""
        return FallbackRetriever(
            vector,
            self.keyword,
            health=self.health,
            notice=self.notice,
            empty_notice=self.empty_notice,
            on_degrade=self.on_degrade,
        )

    def _vector_search(
        self, query: str, k: int, observe: bool = True
    ) -> tuple[list[Doc], HealthReport]:
        try:
            if isinstance(self.vector, VectorIndex):
                vector = self.vector.embed_query(query)
                report = self.health.check_vector(vector, self.vector.dimension)
                if not report.healthy:
                    return [], report
                docs = self.vector.search_vector(vector, k)
            else:
                docs = to_docs(list(self.vector(query, k)))
        except Exception as exc:  # any failure of the vector path degrades, never raises
            return [], _search_error(exc)
        return docs, self.health.check_results(docs, observe=observe)

    def retrieve(self, query: str, k: int = 5) -> RetrievalResult:
        """The ``k`` best documents for ``query``, from the vector search when it is
        healthy, from keyword search otherwise."""
        docs, report = self._vector_search(query, k)
        if report.healthy:
            return RetrievalResult(docs, health=report, vector_docs=docs)
        return self._degraded(docs, report, self.keyword.search(query, k))

    async def aretrieve(self, query: str, k: int = 5) -> RetrievalResult:
        """:meth:`retrieve` for async code. An async vector search (a coroutine function,
        or an object with an ``async def __call__``) is awaited; the sync parts (a
        :class:`VectorIndex`, a sync search, the BM25 fallback) run in a worker thread, so
        the event loop is not blocked while they work."""
        if _is_async(self.vector):
            try:
                found = await self.vector(query, k)  # type: ignore[misc]
                docs = to_docs(list(found))
            except Exception as exc:  # as in retrieve: a failing store degrades
                docs, report = [], _search_error(exc)
            else:
                report = self.health.check_results(docs)
        else:
            docs, report = await asyncio.to_thread(self._vector_search, query, k)
        if report.healthy:
            return RetrievalResult(docs, health=report, vector_docs=docs)
        keyword_docs = await asyncio.to_thread(self.keyword.search, query, k)
        return self._degraded(docs, report, keyword_docs)

    def _degraded(
        self, docs: list[Doc], report: HealthReport, keyword_docs: list[Doc]
    ) -> RetrievalResult:
        result = RetrievalResult(
            keyword_docs,
            degraded=True,
            notice=self.notice if keyword_docs else self.empty_notice,
            reasons=list(report.reasons),
            source="keyword",
            health=report,
            vector_docs=docs,
        )
        if self.on_degrade is not None:
            self.on_degrade(result)
        return result

    __call__ = retrieve

    def calibrate(self, queries: Iterable[str], k: int = 5) -> int:
        """Prime the drift baseline with the vector search's scores for known-good
        ``queries``; returns how many searches contributed."""
        if self.health.drift is None:
            return 0
        lists: list[list[float]] = []
        for query in queries:
            docs, report = self._vector_search(query, k, observe=False)
            scores = [float(d.score) for d in docs if d.score is not None]
            if report.healthy and scores:
                lists.append(scores)
        self.health.drift.prime(lists)
        return len(lists)


def _search_error(exc: Exception) -> HealthReport:
    detail = str(exc) or "no message"
    return HealthReport.failed(
        Signal.SEARCH_ERROR, f"the vector search raised {type(exc).__name__}: {detail}"
    )


def _is_async(search: object) -> bool:
    return inspect.iscoroutinefunction(search) or inspect.iscoroutinefunction(
        getattr(search, "__call__", None)  # noqa: B004 - an object with async __call__
    )
