"""A small vector store over a real FAISS inner-product index.

Vectors are L2-normalised (so scores are cosine similarities) unless ``normalize=False``.
The embedding function is any ``Callable[[list[str]], array of shape (n, d)]``: wordllama,
sentence-transformers, an OpenAI embeddings call. Because the store embeds queries
itself, a :class:`~genai_chaos.guards.fallback.health.HealthCheck` can look at the query
vector before FAISS sees it.

>>> import numpy as np
>>> WORDS = ["password", "reset", "room", "book"]
>>> def embed(texts):  # a toy embedding: which of WORDS occur
...     return np.array([[w in t for w in WORDS] for t in texts], np.float32)
>>> store = VectorIndex.from_texts(["reset a password", "book a room"], embed)
>>> [d.text for d in store.search("password", k=1)]
['reset a password']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from numpy.typing import NDArray

from genai_chaos.exceptions import missing_extra
from genai_chaos.faults.base import Doc

Embed = Callable[[list[str]], Any]


def _faiss() -> Any:
    try:
        import faiss
    except ImportError as exc:
        raise missing_extra("faiss", "faiss") from exc
    return faiss


def as_docs(
    items: Sequence[Doc | str],
    ids: Sequence[str] | None = None,
    metadatas: Sequence[dict[str, Any]] | None = None,
) -> list[Doc]:
    """``items`` as :class:`Doc` objects (strings get ``ids`` and ``metadatas`` if given)."""
    out: list[Doc] = []
    for i, item in enumerate(items):
        if isinstance(item, Doc):
            out.append(item)
            continue
        doc_id = ids[i] if ids is not None else str(i)
        meta = dict(metadatas[i]) if metadatas is not None else {}
        out.append(Doc(item, meta, None, doc_id))
    return out


def hit(doc: Doc, score: float) -> Doc:
    """A copy of a stored ``doc`` carrying the ``score`` of one search."""
    return Doc(doc.text, dict(doc.metadata), score, doc.id, doc.original)


def _normalise(matrix: NDArray[np.float32]) -> NDArray[np.float32]:
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    # zero or non-finite rows stay as they are, so a health check can still see them
    safe = np.where((norms > 0) & np.isfinite(norms), norms, 1.0)
    out: NDArray[np.float32] = (matrix / safe).astype(np.float32)
    return out


class VectorIndex:
    """Documents, their vectors in a FAISS ``IndexFlatIP``, and the embedding function.

    ``index`` may be any FAISS index whose ids are positions in ``docs`` (ids of ``-1``,
    FAISS's "no neighbour", are dropped). Use :meth:`from_texts` to build one.
    """

    def __init__(
        self, embed: Embed, index: Any, docs: Sequence[Doc], *, normalize: bool = True
    ) -> None:
        self.embed = embed
        self.index = index
        self.docs = list(docs)
        self.normalize = normalize

    @classmethod
    def from_texts(
        cls,
        items: Sequence[Doc | str],
        embed: Embed,
        *,
        ids: Sequence[str] | None = None,
        metadatas: Sequence[dict[str, Any]] | None = None,
        normalize: bool = True,
    ) -> VectorIndex:
        """Embed ``items`` (texts or :class:`Doc` objects) into a new ``IndexFlatIP``."""
        faiss = _faiss()
        docs = as_docs(items, ids, metadatas)
        matrix = np.ascontiguousarray(embed([d.text for d in docs]), dtype=np.float32)
        if normalize:
            matrix = _normalise(matrix)
        index = faiss.IndexFlatIP(int(matrix.shape[1]))
        index.add(matrix)
        return cls(embed, index, docs, normalize=normalize)

    def replace(self, *, embed: Embed | None = None, index: Any = None) -> VectorIndex:
        """The same documents with another embedding function or index (for experiments)."""
        return VectorIndex(
            embed if embed is not None else self.embed,
            index if index is not None else self.index,
            self.docs,
            normalize=self.normalize,
        )

    @property
    def dimension(self) -> int:
        """The width of the vectors in the index."""
        return int(self.index.d)

    def embed_query(self, query: str) -> NDArray[np.float32]:
        """The query's vector, shape ``(d,)`` (normalised when the store normalises)."""
        matrix = np.asarray(self.embed([query]), dtype=np.float32)
        matrix = matrix.reshape(1, -1) if matrix.ndim == 1 else matrix
        if self.normalize:
            matrix = _normalise(matrix)
        vector: NDArray[np.float32] = matrix[0]
        return vector

    def search_vector(self, vector: NDArray[np.float32], k: int) -> list[Doc]:
        """The ``k`` nearest documents to ``vector`` (FAISS raises on a wrong width)."""
        query = np.ascontiguousarray(np.asarray(vector, dtype=np.float32).reshape(1, -1))
        scores, ids = self.index.search(query, min(k, max(1, len(self.docs))))
        out = []
        for score, i in zip(scores[0], ids[0], strict=True):
            if 0 <= i < len(self.docs):
                out.append(hit(self.docs[int(i)], float(score)))
        return out

    def search(self, query: str, k: int = 5) -> list[Doc]:
        """Embed ``query`` and return its ``k`` nearest documents."""
        return self.search_vector(self.embed_query(query), k)

    __call__ = search
