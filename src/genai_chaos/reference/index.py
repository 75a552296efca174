"""Indexes of the reference service: FAISS over embeddings, BM25 over words.

:func:`get_index` builds, once per process and backend, a :class:`ReferenceIndex`: the
articles as :class:`~genai_chaos.faults.base.Doc` objects, their unit embeddings in a
FAISS ``IndexFlatIP`` (so scores are cosine similarities) and a BM25 index (``bm25s``,
through the guards' :class:`~genai_chaos.guards.fallback.KeywordIndex`). Document
embeddings are also cached on disk (``$GENAI_CHAOS_CACHE`` or ``~/.cache/genai-chaos``),
keyed by the backend and a hash of the corpus, so MiniLM embeds the corpus only once per
machine.

>>> index = get_index("wordllama")
>>> [d.id for d in index.search("forgot the admin password on my PC", k=1)] != []
True
>>> index.matrix.shape
(305, 256)
"""

from __future__ import annotations

import hashlib
import os
import re
import statistics
import tempfile
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from genai_chaos.exceptions import MissingExtra
from genai_chaos.faults.base import Doc
from genai_chaos.reference.corpus import Article, Question, load_corpus, load_questions
from genai_chaos.reference.embeddings import Embedder, Matrix, get_embedder, normalise

Search = Callable[[str, int], Sequence[Doc]]
_SUFFIXES = (("sses", "ss"), ("ies", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", ""))


@lru_cache(maxsize=65536)
def light_stem(word: str) -> str:
    """A small suffix stripper for BM25 (plural and -ing/-ed forms meet their stem).

    >>> [light_stem(w) for w in ["passwords", "printing", "policies", "locked", "access"]]
    ['password', 'print', 'policy', 'lock', 'access']
    """
    if len(word) <= 4 or word.endswith("ss"):
        return word
    for suffix, repl in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)] + repl
    return word


def _faiss() -> Any:
    try:
        import faiss
    except ImportError as exc:
        raise MissingExtra("reference", "faiss") from exc
    return faiss


def flat_index(matrix: Matrix) -> Any:
    """A FAISS ``IndexFlatIP`` holding ``matrix`` (rows as given, not renormalised)."""
    faiss = _faiss()
    index = faiss.IndexFlatIP(int(matrix.shape[1]))
    index.add(np.ascontiguousarray(matrix, dtype=np.float32))
    return index


def _cache_dir() -> Path:
    root = os.environ.get("GENAI_CHAOS_CACHE")
    return Path(root) if root else Path.home() / ".cache" / "genai-chaos"


def _corpus_key(embedder: Embedder, articles: Sequence[Article]) -> str:
    h = hashlib.blake2b(digest_size=12)
    h.update(f"{embedder.name}/{embedder.dimension}".encode())
    for a in articles:
        h.update(a.id.encode())
        h.update(a.content.encode())
    return h.hexdigest()


def embed_corpus(embedder: Embedder, articles: Sequence[Article], cache: bool = True) -> Matrix:
    """Unit embeddings of ``articles`` (title and body), from the disk cache when present."""
    path = _cache_dir() / "reference" / f"{embedder.name}-{_corpus_key(embedder, articles)}.npy"
    if cache and path.exists():
        try:
            cached = np.load(path)
            if cached.shape == (len(articles), embedder.dimension):
                out: Matrix = np.ascontiguousarray(cached, dtype=np.float32)
                return out  # saved normalised: normalising again would move the last bits
        except (OSError, ValueError):
            pass  # a damaged cache file is rebuilt below
    matrix = normalise(embedder.embed([a.content for a in articles]))
    if cache:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            with tempfile.NamedTemporaryFile(dir=path.parent, suffix=".npy", delete=False) as fh:
                np.save(fh, matrix)
            os.replace(fh.name, path)
        except OSError:
            pass  # a read-only home only costs the next process an embedding pass
    return matrix


@dataclass
class ReferenceIndex:
    """The articles with their FAISS and BM25 indexes (one per embedding backend).

    ``matrix`` holds the unit document vectors (row ``i`` is ``docs[i]``); ``faiss`` is the
    ``IndexFlatIP`` over them; ``keyword`` is the BM25 index.
    """

    embedder: Embedder
    articles: tuple[Article, ...]
    docs: list[Doc]
    matrix: Matrix
    faiss: Any
    keyword: Any

    def embed_query(self, query: str) -> Matrix:
        """The query's unit vector, shape ``(1, d)``."""
        return normalise(self.embedder.embed([query]))

    def search_vector(self, vector: Any, k: int = 5, index: Any = None) -> list[Doc]:
        """The ``k`` nearest articles to ``vector`` in ``index`` (default: the built one).

        Ids of ``-1`` (FAISS's "no neighbour") are dropped; scores are kept as FAISS
        returns them, NaN included, so that a health check can judge them.
        """
        index = self.faiss if index is None else index
        query = np.ascontiguousarray(np.asarray(vector, dtype=np.float32).reshape(1, -1))
        scores, ids = index.search(query, min(k, len(self.docs)))
        return [
            Doc(self.docs[i].text, dict(self.docs[i].metadata), float(s), self.docs[i].id)
            for s, i in zip(scores[0].tolist(), ids[0].tolist(), strict=True)
            if 0 <= i < len(self.docs)
        ]

    def search(self, query: str, k: int = 5) -> list[Doc]:
        """Embed ``query`` and return its ``k`` nearest articles."""
        return self.search_vector(self.embed_query(query), k)

    def search_many(self, queries: Sequence[str], k: int = 5) -> list[list[Doc]]:
        """:meth:`search` for many queries, embedded in one batch."""
        if not queries:
            return []
        vectors = normalise(self.embedder.embed(list(queries)))
        return [self.search_vector(v, k) for v in vectors]

    def search_keyword(self, query: str, k: int = 5) -> list[Doc]:
        """BM25: the ``k`` best-matching articles (none when no query word matches)."""
        docs: list[Doc] = self.keyword.search(query, k)
        return docs


_indexes: dict[str, ReferenceIndex] = {}
_lock = threading.Lock()


def build_index(embedder: Embedder, articles: Sequence[Article] | None = None) -> ReferenceIndex:
    """Build the indexes for ``articles`` (default: the shipped corpus) with ``embedder``."""
    from genai_chaos.guards.fallback import KeywordIndex

    arts = tuple(load_corpus() if articles is None else articles)
    docs = [a.to_doc() for a in arts]
    matrix = embed_corpus(embedder, arts)
    keyword = KeywordIndex(docs, stemmer=light_stem)
    return ReferenceIndex(embedder, arts, docs, matrix, flat_index(matrix), keyword)


def get_index(backend: str = "wordllama") -> ReferenceIndex:
    """The process-wide index of the shipped corpus for ``backend`` (built on first use)."""
    with _lock:
        if backend not in _indexes:
            _indexes[backend] = build_index(get_embedder(backend))
        return _indexes[backend]


def _tokens(text: str) -> list[str]:
    return re.findall(r"\w+", text.lower())


@dataclass
class RetrievalMetrics:
    """Recall at 1 and at k, and mean reciprocal rank, over a question set."""

    recall_at_1: float
    recall_at_k: float
    mrr: float
    k: int
    questions: int

    def as_dict(self) -> dict[str, float | int]:
        """JSON-ready, rounded to 3 places."""
        return {
            "recall@1": round(self.recall_at_1, 3),
            f"recall@{self.k}": round(self.recall_at_k, 3),
            "mrr": round(self.mrr, 3),
            "questions": self.questions,
        }


def evaluate_index(
    index: ReferenceIndex, questions: Sequence[Question] | None = None, k: int = 5
) -> RetrievalMetrics:
    """:func:`evaluate` of the dense search of ``index``, the questions embedded in one batch
    (much faster with MiniLM than one query at a time)."""
    qs = load_questions() if questions is None else questions
    found = index.search_many([q.question for q in qs], k)
    results = {q.question: docs for q, docs in zip(qs, found, strict=True)}
    return evaluate(lambda question, _k: results[question], qs, k)


def evaluate(
    search: Search, questions: Sequence[Question] | None = None, k: int = 5
) -> RetrievalMetrics:
    """Score ``search(question, k)`` against the labelled questions.

    A question counts as found at rank ``r`` when the ``r``-th result is any of its
    relevant articles; MRR uses the first such rank within ``k`` (0 beyond).

    >>> m = evaluate(get_index("wordllama").search_keyword)
    >>> 0.0 < m.recall_at_1 <= m.recall_at_k <= 1.0
    True
    """
    qs = load_questions() if questions is None else questions
    hits1, hitsk, rr = [], [], []
    for q in qs:
        ids = [d.id for d in search(q.question, k)][:k]
        rank = next((i + 1 for i, doc_id in enumerate(ids) if doc_id in q.relevant), None)
        hits1.append(rank == 1)
        hitsk.append(rank is not None)
        rr.append(1.0 / rank if rank else 0.0)
    return RetrievalMetrics(
        statistics.fmean(hits1), statistics.fmean(hitsk), statistics.fmean(rr), k, len(qs)
    )
