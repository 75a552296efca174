"""Keyword search with BM25 (the ``bm25s`` library): the fallback when vectors fail.

BM25 needs no embeddings, so it keeps working when the embedding model drifts, returns
NaN or changes dimension, and when the vector index is corrupted or empty.

>>> kb = KeywordIndex.from_texts(
...     ["Reset your password in the portal.", "Book rooms in Outlook."], ids=["kb-1", "kb-2"]
... )
>>> [(d.id, d.text) for d in kb.search("forgot my password")]
[('kb-1', 'Reset your password in the portal.')]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from genai_chaos.exceptions import missing_extra
from genai_chaos.faults.base import Doc
from genai_chaos.guards.fallback.vector import as_docs, hit


def _bm25s() -> Any:
    try:
        import bm25s
    except ImportError as exc:
        raise missing_extra("guards", "bm25s") from exc
    return bm25s


class KeywordIndex:
    """A BM25 index over documents; :meth:`search` returns only documents that match.

    ``stopwords`` is a ``bm25s`` language code (``"en_plus"``, the fuller English list,
    drops "how", "do", "my" and the like) or a list of words; ``stemmer`` any callable
    from word to stem (``Stemmer.Stemmer("english").stemWord`` from PyStemmer, say).
    ``k1``, ``b`` and ``method`` are BM25's own parameters.
    """

    def __init__(
        self,
        docs: Sequence[Doc],
        *,
        stopwords: str | list[str] = "en_plus",
        stemmer: Callable[[str], str] | None = None,
        k1: float = 1.5,
        b: float = 0.75,
        method: str = "lucene",
    ) -> None:
        bm25s = _bm25s()
        self.docs = list(docs)
        self.stopwords = stopwords
        self.stemmer = stemmer
        self._bm25: Any = None
        if not self.docs:
            return
        tokens = bm25s.tokenize(
            [d.text for d in self.docs],
            stopwords=stopwords,
            stemmer=self._stem_words,
            show_progress=False,
        )
        self._bm25 = bm25s.BM25(k1=k1, b=b, method=method)
        self._bm25.index(tokens, show_progress=False)

    @classmethod
    def from_texts(
        cls,
        items: Sequence[Doc | str],
        *,
        ids: Sequence[str] | None = None,
        metadatas: Sequence[dict[str, Any]] | None = None,
        **options: Any,
    ) -> KeywordIndex:
        """Index texts (with optional ids and metadata) or :class:`Doc` objects."""
        return cls(as_docs(items, ids, metadatas), **options)

    @property
    def _stem_words(self) -> Callable[[list[str]], list[str]] | None:
        # bm25s.tokenize stems the list of unique words in one call
        stem = self.stemmer
        return None if stem is None else (lambda words: [stem(w) for w in words])

    def search(self, query: str, k: int = 5) -> list[Doc]:
        """The ``k`` best-matching documents, best first; none when no query word matches."""
        if self._bm25 is None:
            return []
        bm25s = _bm25s()
        words = bm25s.tokenize(
            [query],
            stopwords=self.stopwords,
            stemmer=self._stem_words,
            return_ids=False,
            show_progress=False,
        )
        if not words or not words[0]:
            return []
        ids, scores = self._bm25.retrieve(words, k=min(k, len(self.docs)), show_progress=False)
        return [
            hit(self.docs[int(i)], float(s))
            for i, s in zip(ids[0], scores[0], strict=True)
            if s > 0
        ]
