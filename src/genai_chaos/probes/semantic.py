"""Sentence embeddings for steady-state probes, and the checks every semantic probe shares.

Two embedding backends, the same ones the reference service uses (and the same process-wide
models, loaded once): ``wordllama`` (the default: static embeddings shipped in the
``wordllama`` wheel, 256 dimensions, no torch, microseconds per answer) and ``minilm``
(all-MiniLM-L6-v2, the BERT-class option: 384 dimensions, needs the ``minilm`` extra and
torch, milliseconds per answer). Neither downloads anything.

Bad input gets a clear :class:`ValueError` here, never an error deep inside NumPy:
:func:`as_matrix` refuses ragged rows, NaN or infinite values and mismatched widths.
A zero vector (what an empty answer embeds to) has no direction; :func:`unit_rows`
keeps it as zeros, so its cosine similarity with anything is 0 (an empty answer is as
unlike the others as an answer can be, which is what a consistency probe should see).

>>> m = as_matrix([[3.0, 4.0], [0.0, 2.0]])
>>> mean_pairwise_similarity(m)
0.8
>>> pairwise_similarities(m).tolist()
[0.8]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from numpy.typing import NDArray

#: Embedding backends accepted by :func:`embedder` (the first is the default).
BACKENDS = ("wordllama", "minilm")
DEFAULT_BACKEND = "wordllama"

Matrix = NDArray[np.float64]
#: Anything that turns a list of texts into a ``(n, d)`` matrix.
EmbedFn = Callable[[list[str]], Any]


def embedder(backend: str = DEFAULT_BACKEND) -> EmbedFn:
    """The process-wide embedding function of ``backend`` (``wordllama`` or ``minilm``).

    Raises :class:`~genai_chaos.exceptions.MissingExtra` naming the extra to install when
    the backend's package is absent.

    >>> embedder("wordllama")(["reset my password"]).shape
    (1, 256)
    """
    if backend not in BACKENDS:
        raise ValueError(
            f"unknown embedding backend {backend!r} (choose from {', '.join(BACKENDS)})"
        )
    from genai_chaos.reference.embeddings import get_embedder

    return get_embedder(backend).embed


def resolve_embedder(embed: str | EmbedFn | None) -> EmbedFn:
    """A backend name, an embedding function, or ``None`` (the default backend)."""
    if embed is None:
        return embedder(DEFAULT_BACKEND)
    if isinstance(embed, str):
        return embedder(embed)
    return embed


def as_matrix(vectors: Any, *, dim: int | None = None, name: str = "embeddings") -> Matrix:
    """``vectors`` as a finite float64 matrix ``(n, d)``, or a :class:`ValueError` that says
    what is wrong (ragged rows, NaN, a width other than ``dim``).

    An empty input gives shape ``(0, dim or 0)``.

    >>> as_matrix([]).shape
    (0, 0)
    >>> as_matrix([[1.0, float("nan")]])
    Traceback (most recent call last):
    ...
    ValueError: embeddings: row 0 has NaN or infinite values
    """
    if isinstance(vectors, np.ndarray):
        arr = vectors
    else:
        seq = list(vectors)
        if not seq:
            return np.zeros((0, dim or 0), np.float64)
        widths = {len(np.ravel(np.asarray(v))) for v in seq}
        if len(widths) > 1:
            raise ValueError(f"{name}: rows have different widths {sorted(widths)}")
        arr = np.asarray([np.ravel(np.asarray(v, dtype=np.float64)) for v in seq])
    if arr.ndim == 1:
        arr = arr.reshape(1, -1) if arr.size else arr.reshape(0, dim or 0)
    if arr.ndim != 2:
        raise ValueError(f"{name}: expected a 2-D matrix (n, d), got shape {arr.shape}")
    if not np.issubdtype(arr.dtype, np.number):
        raise ValueError(f"{name}: expected numbers, got dtype {arr.dtype}")
    out = np.asarray(arr, dtype=np.float64)
    if dim is not None and out.shape[0] and out.shape[1] != dim:
        raise ValueError(f"{name}: expected width {dim}, got {out.shape[1]}")
    finite = np.isfinite(out).all(axis=1)
    if not finite.all():
        raise ValueError(f"{name}: row {int(np.argmin(finite))} has NaN or infinite values")
    return out


def unit_rows(matrix: Matrix) -> Matrix:
    """Rows scaled to unit length; zero rows stay zero.

    >>> unit_rows(np.array([[3.0, 4.0], [0.0, 0.0]])).tolist()
    [[0.6, 0.8], [0.0, 0.0]]
    """
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    out: Matrix = matrix / np.where(norms > 0, norms, 1.0)
    return out


def pairwise_similarities(vectors: Any) -> Matrix:
    """The cosine similarity of every pair ``i < j`` (condensed order, like SciPy's
    ``pdist``); empty for fewer than two rows."""
    unit = unit_rows(as_matrix(vectors))
    n = unit.shape[0]
    if n < 2:
        return np.zeros(0, np.float64)
    i, j = np.triu_indices(n, k=1)
    gram = unit @ unit.T
    out: Matrix = np.clip(gram[i, j], -1.0, 1.0)
    return out


def mean_pairwise_similarity(vectors: Any) -> float:
    """The mean cosine similarity over all pairs of rows: SLOv2's consistency score.

    ``nan`` for fewer than two rows (one answer is consistent with nothing; callers
    decide what that means). Computed from the sum of unit vectors, in O(n d):
    sum over pairs of u_i . u_j = (|sum u|^2 - sum |u_i|^2) / 2.

    >>> mean_pairwise_similarity([[1.0, 0.0]])
    nan
    >>> mean_pairwise_similarity([[1.0, 0.0], [1.0, 0.0], [0.0, 1.0]])
    0.3333333333333333
    """
    unit = unit_rows(as_matrix(vectors))
    n = unit.shape[0]
    if n < 2:
        return float("nan")
    total = unit.sum(axis=0)
    pairs = (float(total @ total) - float((unit * unit).sum())) / 2.0
    return float(max(-1.0, min(1.0, pairs / (n * (n - 1) / 2))))


def similarity_stats(vectors: Any) -> tuple[float, float]:
    """Mean and standard deviation of the pairwise similarities (SLOv2 reports both).

    >>> similarity_stats([[1.0, 0.0], [1.0, 0.0]])
    (1.0, 0.0)
    """
    sims = pairwise_similarities(vectors)
    if sims.size == 0:
        return float("nan"), float("nan")
    return float(sims.mean()), float(sims.std())


def embed_texts(texts: Sequence[str], embed: str | EmbedFn | None = None) -> Matrix:
    """Embed ``texts`` with a backend (name) or function, checked by :func:`as_matrix`."""
    fn = resolve_embedder(embed)
    if not texts:
        return np.zeros((0, 0), np.float64)
    out = as_matrix(fn([str(t) for t in texts]), name="embedder output")
    if out.shape[0] != len(texts):
        raise ValueError(f"the embedder returned {out.shape[0]} rows for {len(texts)} texts")
    return out


def consistency_score(texts: Sequence[str], embed: str | EmbedFn | None = None) -> float:
    """SLOv2 semantic consistency of ``texts`` (N answers to the same prompt): the mean
    pairwise cosine similarity of their embeddings; ``nan`` for fewer than two.

    >>> consistency_score(["Restart the VPN client.", "Restart the VPN client."])
    1.0
    """
    if len(texts) < 2:
        return float("nan")
    return float(mean_pairwise_similarity(embed_texts(texts, embed)))
