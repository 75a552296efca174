"""Agglomerative clustering on cosine distance, cut at a distance threshold, that scales.

The result is the flat clustering of SciPy's ``linkage(X, method, metric="cosine")`` cut by
``fcluster(Z, t, criterion="distance")`` (merges at heights ``<= t`` are kept), without
the full distance matrix: 50,000 embeddings take a few hundred MB instead of ~20 GB.

How, and why it is exact:

1. **Components.** Rows are L2-normalised and every pair at cosine distance ``<= t`` is
   found by blockwise float32 matrix products (with a small safety margin, so the graph
   holds *at least* those pairs), keeping only a spanning forest between blocks. Clusters
   in different connected components of that graph have every pairwise distance above
   ``t``; their average (or minimum, or maximum) is above ``t`` too, so no cluster of the
   cut spans two components. Each component is clustered on its own.
2. **Small components** (up to ``dense_limit`` rows) go to SciPy, exactly as the naive
   computation would (``pdist`` on the original rows, ``linkage``, ``fcluster``).
3. **Large components, average linkage.** For unit vectors the average cosine distance
   between clusters A and B is ``1 - (sum_A . sum_B) / (|A| |B|)``: a cluster is its
   vector sum and its size, O(d) memory. Average linkage is *reducible*, so merging
   reciprocal nearest neighbours (in rounds, all disjoint pairs at once) gives the same
   hierarchy as the naive algorithm, and a cluster whose nearest neighbour is farther than
   ``t`` can never merge below ``t`` again (a merged cluster is never closer than the
   nearer of its parts), so it is set aside. Only merges at heights ``<= t`` are made.
4. **Single linkage** is the components themselves (recomputed without the margin).

Complete and weighted linkage are accepted for components up to ``max_dense`` rows.

>>> import numpy as np
>>> x = np.array([[1.0, 0.0], [0.99, 0.1], [0.0, 1.0]])
>>> cluster_labels(x, 0.3).tolist()
[0, 0, 1]
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import NDArray

from genai_chaos.exceptions import MissingExtra
from genai_chaos.probes.semantic import Matrix, as_matrix

Labels = NDArray[np.int64]
LINKAGES = ("average", "single", "complete", "weighted")
#: Float32 products err by ~1e-6 on unit vectors; candidate pairs get this much slack.
_MARGIN = 1e-4
#: Similarities this close are ties (a few ulps of a dot product of unit vectors).
_TIE = 1e-12
#: Target size of one block of the similarity matrix (bytes).
_BLOCK_BYTES = 128 * 2**20


def _require_scipy() -> None:
    import importlib.util

    if importlib.util.find_spec("scipy") is None:
        raise MissingExtra("semantic", "scipy")


def check_embeddings(embeddings: object) -> tuple[Matrix, Matrix]:
    """The rows as float64 and as unit vectors; a clear :class:`ValueError` for NaN,
    infinite values, ragged rows or zero vectors (cosine distance is undefined for them).
    """
    x = as_matrix(embeddings)
    norms = np.linalg.norm(x, axis=1)
    zero = norms == 0
    if zero.any():
        raise ValueError(
            f"embeddings: row {int(np.argmax(zero))} is a zero vector "
            "(cosine distance is undefined for it)"
        )
    unit: Matrix = x / norms[:, None]
    return x, unit


def _forest(n: int, rows: NDArray[np.int64], cols: NDArray[np.int64]) -> Labels:
    """Connected-component labels of the graph with edges ``rows[i] - cols[i]``."""
    from scipy.sparse import coo_matrix
    from scipy.sparse.csgraph import connected_components

    graph = coo_matrix((np.ones(rows.size, np.int8), (rows, cols)), shape=(n, n))
    _, labels = connected_components(graph, directed=False)
    return np.asarray(labels, np.int64)


def threshold_components(
    unit: Matrix, threshold: float, *, margin: float = _MARGIN, exact: bool = False
) -> Labels:
    """Labels of the connected components of the graph "cosine distance <= threshold"
    (plus ``margin``) over unit rows, in blocks of bounded memory.

    ``exact`` computes the products in float64 with no margin (the exact graph).
    """
    _require_scipy()
    n = unit.shape[0]
    if n == 0:
        return np.zeros(0, np.int64)
    data: np.ndarray[Any, Any] = np.ascontiguousarray(
        unit, dtype=np.float64 if exact else np.float32
    )
    cut = 1.0 - threshold - (0.0 if exact else margin)
    # rows per block: the worst case (every pair an edge) must fit the budget as indices
    block = max(16, _BLOCK_BYTES // (16 * n))
    labels = np.arange(n, dtype=np.int64)
    rows = cols = np.zeros(0, np.int64)
    for start in range(0, n, block):
        stop = min(n, start + block)
        sims = data[start:stop] @ data[start:].T
        r, c = np.nonzero(sims >= cut)
        del sims
        keep = c > r  # the upper triangle (the diagonal is no edge)
        if not keep.any():
            continue
        labels = _forest(
            n,
            np.concatenate([rows, r[keep].astype(np.int64) + start]),
            np.concatenate([cols, c[keep].astype(np.int64) + start]),
        )
        # one edge per row to its component's first row keeps the graph small
        first = np.full(int(labels.max()) + 1, n, np.int64)
        np.minimum.at(first, labels, np.arange(n, dtype=np.int64))
        rows, cols = np.arange(n, dtype=np.int64), first[labels]
    return labels


def _nearest(
    queries: Matrix, pool: Matrix, query_pos: NDArray[np.int64]
) -> tuple[NDArray[np.int64], Matrix]:
    """For each query row, the position of its most similar row of ``pool`` other than
    itself (``query_pos``: each query's own position in ``pool``) and that similarity."""
    m = queries.shape[0]
    nn = np.empty(m, np.int64)
    best = np.empty(m, np.float64)
    block = max(16, _BLOCK_BYTES // (8 * max(1, pool.shape[0])))
    for start in range(0, m, block):
        stop = min(m, start + block)
        sims = queries[start:stop] @ pool.T
        rows = np.arange(stop - start)
        sims[rows, query_pos[start:stop]] = -np.inf
        top = sims.max(axis=1, keepdims=True)
        # near-ties (rounding: a.b and b.a may differ in the last bit) go to the lowest
        # position, so that equal neighbours are chosen the same way from both sides
        idx = np.argmax(sims >= top - _TIE, axis=1)
        nn[start:stop] = idx
        best[start:stop] = sims[rows, idx]
    return nn, best


def average_linkage_cut(unit: Matrix, threshold: float) -> Labels:
    """Average-linkage flat clusters of unit rows at cosine distance ``<= threshold``,
    by rounds of reciprocal-nearest-neighbour merges on cluster sums (module docstring).

    After a round only the merged clusters and those whose nearest neighbour was merged
    look for a new one: any other cluster keeps its neighbour, since a merged cluster is
    never nearer than the nearer of its parts. Memory O(n d).
    """
    n = unit.shape[0]
    sums = np.array(unit, dtype=np.float64, copy=True)
    sizes = np.ones(n, np.float64)
    owner = np.arange(n, dtype=np.int64)  # which cluster each cluster was merged into
    nn = np.zeros(n, np.int64)  # by cluster id: its nearest active cluster
    sim = np.full(n, -np.inf)
    active = np.arange(n, dtype=np.int64)

    def refresh(ids: NDArray[np.int64]) -> None:
        pos = np.full(n, -1, np.int64)
        pos[active] = np.arange(active.size)
        means = sums[active] / sizes[active, None]
        idx, best = _nearest(sums[ids] / sizes[ids, None], means, pos[ids])
        nn[ids], sim[ids] = active[idx], best

    refresh(active)
    while active.size > 1:
        partner = nn[active]
        done = 1.0 - sim[active] > threshold
        mutual = (nn[partner] == active) & (active < partner) & ~done
        a, b = active[mutual], partner[mutual]
        if a.size == 0 and not done.any():
            # rounding hid every reciprocal pair: the globally closest pair always is one
            i = int(np.argmax(sim[active]))
            a, b = active[i : i + 1], partner[i : i + 1]
            mutual = np.zeros(active.size, bool)
            mutual[i] = True
        sums[a] += sums[b]
        sizes[a] += sizes[b]
        owner[b] = a
        gone = np.zeros(n, bool)
        gone[b] = True
        gone[active[done]] = True  # nothing is within the threshold of them any more
        active = active[~gone[active]]
        touched = np.zeros(n, bool)
        touched[a] = touched[b] = True
        stale = active[touched[active] | touched[nn[active]]]
        if active.size > 1 and stale.size:
            refresh(stale)
    root = owner.copy()  # follow the merge pointers to each row's final cluster
    while not np.array_equal(nxt := owner[root], root):
        root = nxt
    return canonical(root)


def _dense_cut(rows: Matrix, threshold: float, linkage: str) -> Labels:
    from scipy.cluster.hierarchy import fcluster
    from scipy.cluster.hierarchy import linkage as scipy_linkage
    from scipy.spatial.distance import pdist

    dist = np.clip(pdist(rows, metric="cosine"), 0.0, 2.0)
    tree = scipy_linkage(dist, method=linkage)
    labels = fcluster(tree, t=threshold, criterion="distance")
    return np.asarray(labels, np.int64) - 1


def cluster_labels(
    embeddings: object,
    threshold: float = 0.3,
    *,
    linkage: str = "average",
    dense_limit: int = 8000,
    max_dense: int = 20_000,
) -> Labels:
    """Flat cluster labels (0, 1, ... in order of first appearance) of agglomerative
    clustering on cosine distance, cut at ``threshold`` (inclusive, as ``fcluster``).

    ``linkage``: ``average`` (default), ``single``, ``complete``, ``weighted``.
    ``dense_limit``: components up to this size go to SciPy; above it average linkage
    uses the sum-based rounds (0 forces them everywhere). ``max_dense``: the largest
    component ``complete``/``weighted`` accept (their memory grows as its square).

    >>> cluster_labels([[1.0, 0.0], [0.0, 1.0]], 0.3, linkage="single").tolist()
    [0, 1]
    """
    if linkage not in LINKAGES:
        raise ValueError(f"unknown linkage {linkage!r} (choose from {', '.join(LINKAGES)})")
    if not 0.0 <= threshold <= 2.0:
        raise ValueError(f"threshold must be a cosine distance in [0, 2], got {threshold}")
    rows, unit = check_embeddings(embeddings)
    n = rows.shape[0]
    if n <= 1:
        return np.zeros(n, np.int64)
    comps = threshold_components(unit, threshold, exact=linkage == "single")
    out = np.empty(n, np.int64)
    order = np.argsort(comps, kind="stable")
    bounds = np.flatnonzero(np.diff(comps[order])) + 1
    next_label = 0
    for idx in np.split(order, bounds):
        if idx.size == 1 or linkage == "single":
            local = np.zeros(idx.size, np.int64)
        elif idx.size <= dense_limit:
            local = _dense_cut(rows[idx], threshold, linkage)
        elif linkage == "average":
            local = average_linkage_cut(unit[idx], threshold)
        elif idx.size <= max_dense:
            local = _dense_cut(rows[idx], threshold, linkage)
        else:
            raise ValueError(
                f"{linkage} linkage needs the full distance matrix of a component of "
                f"{idx.size} rows (more than max_dense={max_dense}); use average or single"
            )
        out[idx] = local + next_label
        next_label += int(local.max()) + 1
    return canonical(out)


def canonical(labels: object) -> Labels:
    """Labels renumbered 0, 1, ... in order of first appearance (so that two partitions
    are equal exactly when their canonical labels are).

    >>> canonical([7, 7, 2, 9, 2]).tolist()
    [0, 0, 1, 2, 1]
    """
    arr = np.asarray(labels)
    if arr.size == 0:
        return np.zeros(0, np.int64)
    _, first, inverse = np.unique(arr, return_index=True, return_inverse=True)
    rank = np.empty(first.size, np.int64)
    rank[np.argsort(first)] = np.arange(first.size)
    return rank[inverse.ravel()]
