"""Embedding faults: vectors that drift, break or change shape.

Every fault here takes a ``numpy`` array of embeddings, shape ``(n, d)`` (a single vector
of shape ``(d,)`` is accepted and returned in that shape), and returns a new array; the
input is never modified. Floating dtypes are kept, anything else comes back as float32.

Whether the fault hits query embeddings or the vectors written to an index is the caller's
choice: wrap the function that embeds queries to model a drifting query encoder (the index
still holds the old model's vectors), or the one that embeds documents at indexing time to
model an index built with another model version.
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal

import numpy as np
from numpy.typing import NDArray
from pydantic import Field, field_validator, model_validator

from genai_chaos.faults.base import Fault, FaultContext, FaultParams, Layer, Surface
from genai_chaos.faults.registry import register


def _as_matrix(value: Any, ctx: FaultContext) -> tuple[NDArray[Any], bool]:
    """``value`` as a new 2-D float array, and whether it was a single vector."""
    arr = np.array(value, copy=True)
    if not np.issubdtype(arr.dtype, np.floating):
        try:
            arr = arr.astype(np.float32)
        except (TypeError, ValueError):
            raise ctx.skip(f"expected numeric embeddings, got dtype {arr.dtype}") from None
    if arr.ndim == 1:
        return arr.reshape(1, -1), True
    if arr.ndim != 2:
        raise ctx.skip(f"expected embeddings of shape (n, d), got shape {arr.shape}")
    if arr.shape[0] == 0 or arr.shape[1] == 0:
        raise ctx.skip(f"no embeddings to perturb (shape {arr.shape})")
    return arr, False


def _rows(ctx: FaultContext, n: int, ratio: float) -> list[int]:
    k = min(n, max(1, round(ratio * n)))
    return sorted(int(i) for i in ctx.rng.choice(n, size=k, replace=False))


def _turn(
    vecs: NDArray[np.float64],
    norms: NDArray[np.float64],
    units: NDArray[np.float64],
    magnitude: float,
    ctx: FaultContext,
) -> NDArray[np.float64]:
    """Turn each vector towards its unit direction, keeping its norm, by the angle that moves
    it ``magnitude`` times its norm (a chord of ``2 sin(angle / 2)``)."""
    safe = np.where(norms > 0, norms, 1.0)
    along = vecs / safe
    perp = units - np.sum(units * along, axis=1, keepdims=True) * along
    size = np.linalg.norm(perp, axis=1, keepdims=True)
    while np.any(bad := (size[:, 0] < 1e-9) & (norms[:, 0] > 0)):  # direction along v
        fresh = ctx.rng.standard_normal((int(bad.sum()), vecs.shape[1]))
        perp[bad] = fresh - np.sum(fresh * along[bad], axis=1, keepdims=True) * along[bad]
        size = np.linalg.norm(perp, axis=1, keepdims=True)
    perp /= np.where(size > 0, size, 1.0)
    angle = 2.0 * np.arcsin(magnitude / 2.0)
    turned: NDArray[np.float64] = norms * (np.cos(angle) * along + np.sin(angle) * perp)
    return turned


class EmbeddingDriftParams(FaultParams):
    #: size of the perturbation relative to each vector's norm: ``||delta|| = m * ||v||``.
    magnitude: float = Field(0.15, gt=0, le=10)
    #: random: an independent direction per vector; directed: one shared direction.
    mode: Literal["random", "directed"] = "random"
    #: directed: the shared direction (any non-zero length-d vector; default: drawn).
    direction: list[float] | None = None
    #: keep each vector's norm: the vector turns (towards its direction) by the angle that
    #: moves it ``magnitude`` times its norm; needs ``magnitude <= 2``.
    renormalize: bool = False
    #: all: every vector drifts; one: a single drawn vector does.
    rows: Literal["all", "one"] = "all"

    @field_validator("direction")
    @classmethod
    def _non_zero(cls, value: list[float] | None) -> list[float] | None:
        if value is not None and not (value and np.all(np.isfinite(value)) and any(value)):
            raise ValueError("the direction must be a finite, non-zero vector")
        return value

    @model_validator(mode="after")
    def _directed_only(self) -> EmbeddingDriftParams:
        if self.direction is not None and self.mode != "directed":
            raise ValueError("direction is only used with mode='directed'")
        if self.renormalize and self.magnitude > 2:
            raise ValueError("with renormalize, magnitude is at most 2 (a half turn)")
        return self


@register
class EmbeddingDrift(Fault):
    """Embeddings drift: each vector moves by a set fraction of its norm.

    ``random`` mode models noise or a slightly different encoder (each vector moves its own
    way); ``directed`` models a systematic shift such as a model update or a changed
    preprocessing step (every vector moves along one shared direction, by ``magnitude``
    times its own norm). The relative L2 change ``||v' - v|| / ||v||`` is ``magnitude`` for
    every drifted vector; with ``renormalize`` the vector turns instead of being pushed, so
    its norm stays the same (and directed deltas are no longer exactly parallel). The note
    records the mean change achieved.
    """

    kind = "embedding_drift"
    layer = Layer.RETRIEVAL
    surface = Surface.EMBEDDINGS
    Params = EmbeddingDriftParams
    example: ClassVar[dict[str, Any]] = {"magnitude": 0.15, "mode": "directed"}

    params: EmbeddingDriftParams

    def apply(self, value: Any, ctx: FaultContext) -> NDArray[Any]:
        p = self.params
        arr, single = _as_matrix(value, ctx)
        n, d = arr.shape
        vecs = arr.astype(np.float64)
        units: NDArray[np.float64]
        if p.mode == "directed":
            shared: NDArray[np.float64]
            if p.direction is not None:
                if len(p.direction) != d:
                    raise ctx.skip(f"direction has {len(p.direction)} dimensions, vectors {d}")
                shared = np.asarray(p.direction, dtype=np.float64)
            else:
                shared = ctx.rng.standard_normal((d,))
            units = np.broadcast_to(shared / np.linalg.norm(shared), (n, d))
        else:
            units = ctx.rng.standard_normal((n, d))
            units /= np.linalg.norm(units, axis=1, keepdims=True)
        rows = list(range(n)) if p.rows == "all" else [int(ctx.rng.integers(n))]
        norms = np.linalg.norm(vecs, axis=1, keepdims=True)
        drifted = vecs.copy()
        if p.renormalize:
            drifted[rows] = _turn(vecs[rows], norms[rows], units[rows], p.magnitude, ctx)
        else:
            drifted[rows] += p.magnitude * norms[rows] * units[rows]
        out = drifted.astype(arr.dtype)
        nonzero = [r for r in rows if norms[r, 0] > 0]
        change = (
            np.linalg.norm(out[nonzero].astype(np.float64) - vecs[nonzero], axis=1)
            / norms[nonzero, 0]
        )
        ctx.note(
            mode=p.mode,
            magnitude=p.magnitude,
            achieved=round(float(change.mean()), 6) if nonzero else 0.0,
            rows=len(rows) if p.rows == "all" else rows,
            renormalize=p.renormalize,
        )
        return out[0] if single else out


class EmbeddingNaNParams(FaultParams):
    #: what the corrupted components hold.
    value: Literal["nan", "inf", "zero"] = "nan"
    #: share of the vectors corrupted (at least one).
    ratio: float = Field(0.1, gt=0, le=1)
    #: corrupted components per vector (default: the whole vector).
    components: int | None = Field(None, ge=1)


@register
class EmbeddingNaN(Fault):
    """Some embeddings come back as NaN, infinity or zeros (whole vectors or components).

    A zero vector is the quiet variant: it has no direction, so cosine similarity divides
    by zero and L2 search ranks it by the query's norm alone.
    """

    kind = "embedding_nan"
    layer = Layer.RETRIEVAL
    surface = Surface.EMBEDDINGS
    Params = EmbeddingNaNParams
    example: ClassVar[dict[str, Any]] = {"value": "nan", "ratio": 0.05}

    params: EmbeddingNaNParams

    def apply(self, value: Any, ctx: FaultContext) -> NDArray[Any]:
        p = self.params
        out, single = _as_matrix(value, ctx)
        n, d = out.shape
        fill = {"nan": np.nan, "inf": np.inf, "zero": 0.0}[p.value]
        rows = _rows(ctx, n, p.ratio)
        k = d if p.components is None else min(p.components, d)
        for r in rows:
            cols = np.arange(d) if k == d else ctx.rng.choice(d, size=k, replace=False)
            out[r, cols] = fill
        ctx.note(value=p.value, rows=rows, components=k)
        return out[0] if single else out


class EmbeddingDimensionMismatchParams(FaultParams):
    #: truncate: drop trailing dimensions; pad: append zeros.
    mode: Literal["truncate", "pad"] = "truncate"
    #: dimensions removed or added (default: truncate halves, 1536 -> 768; pad doubles).
    delta: int | None = Field(None, ge=1)


@register
class EmbeddingDimensionMismatch(Fault):
    """Embeddings come back with the wrong dimension (another model, a truncated response)."""

    kind = "embedding_dimension_mismatch"
    layer = Layer.RETRIEVAL
    surface = Surface.EMBEDDINGS
    Params = EmbeddingDimensionMismatchParams
    example: ClassVar[dict[str, Any]] = {"mode": "truncate", "delta": 768}

    params: EmbeddingDimensionMismatchParams

    def apply(self, value: Any, ctx: FaultContext) -> NDArray[Any]:
        p = self.params
        arr, single = _as_matrix(value, ctx)
        n, d = arr.shape
        if p.mode == "truncate":
            delta = p.delta if p.delta is not None else d - d // 2
            if delta >= d:
                raise ctx.skip(f"cannot drop {delta} of {d} dimensions")
            out = arr[:, : d - delta].copy()
        else:
            delta = p.delta if p.delta is not None else d
            out = np.concatenate([arr, np.zeros((n, delta), dtype=arr.dtype)], axis=1)
        ctx.note(mode=p.mode, dimension_was=d, dimension_now=out.shape[1])
        return out[0] if single else out
