"""Index faults: a real FAISS index that is corrupted, emptied or out of step.

The fault receives a FAISS index and returns a corrupted *clone*
(``faiss.clone_index``); the given index is never modified. FAISS is optional: install
``genai-chaos[faiss]``.

What FAISS does with the damage (faiss-cpu 1.15):

* NaN vectors never show up in results: every comparison with NaN is false, so a NaN row
  loses its place in the result heap. A search over an index whose vectors are all NaN
  answers ids ``-1`` with distance ``3.4e38`` (``FLT_MAX``; ``-FLT_MAX`` for inner
  product) rather than NaN distances.
* A query of the wrong width is rejected only by an ``assert`` in FAISS's Python wrapper
  (``AssertionError`` with no message). Under ``python -O`` the assert is gone and FAISS
  silently reads the query buffer as rows of the index's width: wrong neighbours, no error.
* ``reconstruct_n`` on an ``IndexIDMap`` throws inside an OpenMP region and aborts the
  whole process, so vectors are always read from the wrapped index.
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal

import numpy as np
from pydantic import Field

from genai_chaos.exceptions import missing_extra
from genai_chaos.faults.base import Fault, FaultContext, FaultParams, Layer, Surface
from genai_chaos.faults.registry import register


def _faiss() -> Any:
    try:
        import faiss
    except ImportError as exc:
        raise missing_extra("faiss", "faiss") from exc
    return faiss


def _parts(faiss: Any, index: Any) -> tuple[Any, Any | None]:
    """``(wrapper, flat)``: the ``IndexIDMap`` (or None) and the flat index holding vectors.

    ``flat`` is None when the vectors are not in a plain flat index.
    """
    wrapper = index if isinstance(index, faiss.IndexIDMap) else None
    inner = faiss.downcast_index(index.index) if wrapper is not None else index
    flat_ok = isinstance(inner, faiss.IndexFlat) and not isinstance(inner, faiss.IndexFlat1D)
    return wrapper, inner if flat_ok else None


def _new_flat(faiss: Any, like: Any, d: int) -> Any:
    """An empty flat index of ``like``'s class and metric, of dimension ``d``."""
    if type(like) in (faiss.IndexFlatL2, faiss.IndexFlatIP):
        return type(like)(d)
    return faiss.IndexFlat(d, like.metric_type)


class IndexCorruptionParams(FaultParams):
    #: nan_vectors: stored vectors overwritten with NaN; reset: the index is emptied;
    #: scrambled_ids: ids point at the wrong vectors; dimension_mismatch: the index is
    #: rebuilt with another dimension, so queries of the old one fail.
    mode: Literal["nan_vectors", "reset", "scrambled_ids", "dimension_mismatch"] = "nan_vectors"
    #: nan_vectors: share of the stored vectors overwritten (at least one).
    ratio: float = Field(0.2, gt=0, le=1)
    #: dimension_mismatch: the new dimension (default: half the old one; a larger one pads
    #: the vectors with zeros).
    dimension: int | None = Field(None, ge=1)


@register
class IndexCorruption(Fault):
    """The FAISS index is corrupted: NaN vectors, emptied, scrambled ids or a wrong dimension.

    ``nan_vectors`` and ``dimension_mismatch`` support flat indexes (``IndexFlatL2``,
    ``IndexFlatIP``, ``IndexFlat``) bare or inside an ``IndexIDMap``/``IndexIDMap2``;
    ``reset`` works on any index and ``scrambled_ids`` on any ``IndexIDMap`` or flat index
    (a flat index comes back wrapped in an ``IndexIDMap`` whose ids are permuted positions).
    """

    kind = "index_corruption"
    requires = (("faiss", "faiss"),)
    layer = Layer.RETRIEVAL
    surface = Surface.INDEX
    Params = IndexCorruptionParams
    example: ClassVar[dict[str, Any]] = {"mode": "nan_vectors", "ratio": 0.3}

    params: IndexCorruptionParams

    def apply(self, value: Any, ctx: FaultContext) -> Any:
        faiss = _faiss()
        if not isinstance(value, faiss.Index):
            raise ctx.skip(f"expected a FAISS index, got {type(value).__name__}")
        index = faiss.downcast_index(value)
        mode = self.params.mode
        if mode == "reset":
            clone = faiss.clone_index(index)
            clone.reset()
            ctx.note(mode=mode, removed=int(index.ntotal))
            return clone
        if index.ntotal == 0:
            raise ctx.skip("the index is empty")
        if mode == "scrambled_ids":
            return self._scramble(faiss, index, ctx)
        wrapper, flat = _parts(faiss, index)
        if flat is None:
            inner = type(faiss.downcast_index(index.index)) if wrapper is not None else None
            what = type(index).__name__ + (f" of {inner.__name__}" if inner else "")
            raise ctx.skip(
                f"{mode} supports flat indexes (optionally in an IndexIDMap), not {what}"
            )
        if mode == "nan_vectors":
            return self._nan(faiss, index, ctx)
        return self._redimension(faiss, index, wrapper, flat, ctx)

    def _nan(self, faiss: Any, index: Any, ctx: FaultContext) -> Any:
        clone = faiss.clone_index(index)
        wrapper, flat = _parts(faiss, clone)
        if flat is None:  # apply() checked the original; a clone has the same shape
            raise ctx.skip("no flat index in the clone")
        vecs = flat.reconstruct_n(0, flat.ntotal)
        n = int(flat.ntotal)
        k = min(n, max(1, round(self.params.ratio * n)))
        rows = sorted(int(i) for i in ctx.rng.choice(n, size=k, replace=False))
        vecs[rows] = np.nan
        flat.reset()
        flat.add(vecs)
        detail: dict[str, Any] = {"mode": "nan_vectors", "rows": rows}
        if wrapper is not None:
            ids = faiss.vector_to_array(wrapper.id_map)
            detail["ids"] = [int(ids[r]) for r in rows]
        ctx.note(**detail)
        return clone

    def _scramble(self, faiss: Any, index: Any, ctx: FaultContext) -> Any:
        n = int(index.ntotal)
        if n < 2:
            raise ctx.skip("fewer than two vectors: nothing to scramble")
        cycle = [int(i) for i in ctx.rng.permutation(n)]
        perm = np.empty(n, dtype=np.int64)
        perm[cycle] = np.roll(cycle, -1)  # one long cycle: every position gets another id
        if isinstance(index, faiss.IndexIDMap):
            clone = faiss.clone_index(index)
            ids = faiss.vector_to_array(clone.id_map)
            faiss.copy_array_to_vector(ids[perm].copy(), clone.id_map)
            if isinstance(clone, faiss.IndexIDMap2):
                clone.construct_rev_map()
            ctx.note(mode="scrambled_ids", moved=n, wrapped=False)
            return clone
        _, flat = _parts(faiss, index)
        if flat is None:
            raise ctx.skip(
                f"scrambled_ids needs an IndexIDMap or a flat index, not {type(index).__name__}"
            )
        vecs = flat.reconstruct_n(0, n)
        clone = faiss.IndexIDMap(_new_flat(faiss, flat, int(flat.d)))
        clone.add_with_ids(vecs, perm)
        ctx.note(mode="scrambled_ids", moved=n, wrapped=True)
        return clone

    def _redimension(
        self, faiss: Any, index: Any, wrapper: Any, flat: Any, ctx: FaultContext
    ) -> Any:
        d = int(flat.d)
        new_d = self.params.dimension if self.params.dimension is not None else max(1, d // 2)
        if new_d == d:
            raise ctx.skip(f"the index already has dimension {d}")
        vecs = flat.reconstruct_n(0, flat.ntotal)
        if new_d < d:
            vecs = np.ascontiguousarray(vecs[:, :new_d])
        else:
            vecs = np.concatenate([vecs, np.zeros((len(vecs), new_d - d), np.float32)], axis=1)
        rebuilt = _new_flat(faiss, flat, new_d)
        if wrapper is None:
            rebuilt.add(vecs)
            out = rebuilt
        else:
            out = type(wrapper)(rebuilt)
            out.add_with_ids(vecs, faiss.vector_to_array(wrapper.id_map))
        ctx.note(mode="dimension_mismatch", dimension_was=d, dimension_now=new_d)
        return out
