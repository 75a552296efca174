from __future__ import annotations

import numpy as np
import pytest
from scipy.cluster.hierarchy import fcluster, linkage

from genai_chaos.probes.clustering import canonical, cluster_labels
from genai_chaos.probes.entropy import (
    SemanticEntropyWindow,
    entropy_of_labels,
    semantic_entropy,
    text_entropy,
)


def embeddings(n: int, d: int, centres: int, noise: float, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    c = rng.normal(size=(centres, d))
    return c[rng.integers(centres, size=n)] + noise * rng.normal(size=(n, d))


def naive(x: np.ndarray, method: str, t: float = 0.3) -> np.ndarray:
    tree = linkage(x, method=method, metric="cosine")
    return canonical(fcluster(tree, t=t, criterion="distance"))


CASES = [
    (2000, 64, 40, 0.5, 1),  # clustered
    (2000, 32, 5, 1.0, 2),  # loose: many small clusters
    (1500, 8, 3, 0.8, 3),  # low dimension: long chains
    (2000, 16, 2000, 0.0, 4),  # random directions, none close
    (600, 16, 60, 0.0, 5),  # exact duplicates (ties at distance 0)
    (1200, 256, 1, 0.05, 6),  # one tight cluster: one component
]


@pytest.mark.parametrize(("n", "d", "k", "noise", "seed"), CASES)
def test_average_linkage_equals_scipy_on_the_full_matrix(
    n: int, d: int, k: int, noise: float, seed: int
) -> None:
    x = embeddings(n, d, k, noise, seed)
    expected = naive(x, "average")
    assert np.array_equal(cluster_labels(x, 0.3), expected)
    # the sum-based rounds used for large components, forced on every component
    assert np.array_equal(cluster_labels(x, 0.3, dense_limit=0), expected)


@pytest.mark.parametrize("method", ["single", "complete", "weighted"])
def test_other_linkages_equal_scipy(method: str) -> None:
    x = embeddings(1500, 32, 30, 0.6, 7)
    assert np.array_equal(cluster_labels(x, 0.3, linkage=method), naive(x, method))


@pytest.mark.parametrize("t", [0.1, 0.5, 0.9])
def test_other_thresholds_equal_scipy(t: float) -> None:
    x = embeddings(800, 16, 10, 0.7, 8)
    assert np.array_equal(cluster_labels(x, t, dense_limit=0), naive(x, "average", t))


def test_scikit_learn_gives_the_same_partition() -> None:
    from sklearn.cluster import AgglomerativeClustering

    x = embeddings(1000, 32, 25, 0.5, 9)
    model = AgglomerativeClustering(
        n_clusters=None, distance_threshold=0.3, metric="cosine", linkage="average"
    )
    assert np.array_equal(cluster_labels(x, 0.3), canonical(model.fit(x).labels_))


def test_cluster_labels_handle_tiny_inputs() -> None:
    assert cluster_labels(np.zeros((0, 3))).tolist() == []
    assert cluster_labels([[1.0, 2.0]]).tolist() == [0]


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ([[1.0, 0.0], [float("nan"), 1.0]], "row 1 has NaN"),
        ([[1.0, 0.0], [0.0, 0.0]], "row 1 is a zero vector"),
        ([[1.0, 0.0], [1.0]], "different widths"),
    ],
)
def test_bad_embeddings_raise_clear_errors(value: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        semantic_entropy(value)


def test_bad_parameters_raise_clear_errors() -> None:
    with pytest.raises(ValueError, match="unknown linkage"):
        cluster_labels([[1.0]], linkage="ward")
    with pytest.raises(ValueError, match="threshold"):
        cluster_labels([[1.0]], threshold=3.0)
    x = embeddings(50, 8, 1, 0.01, 1)
    with pytest.raises(ValueError, match="max_dense"):
        cluster_labels(x, linkage="complete", dense_limit=10, max_dense=20)


def test_semantic_entropy_is_shannon_entropy_of_cluster_shares() -> None:
    x = [[1.0, 0.0]] * 2 + [[0.0, 1.0]] * 2 + [[-1.0, 0.0]] * 4
    assert semantic_entropy(x) == pytest.approx(1.5)
    assert semantic_entropy([[1.0, 0.0]] * 5) == 0.0
    assert semantic_entropy([]) == 0.0
    assert entropy_of_labels([]) == 0.0


def test_text_entropy_sees_more_topics_as_more_entropy() -> None:
    one = ["reset my password", "I forgot my password", "password reset please"]
    many = ["reset my password", "book a meeting room", "printer is jammed"]
    assert text_entropy(one) < text_entropy(many)
    assert text_entropy([]) == 0.0
    assert text_entropy(["", "reset my password"]) == 1.0  # an empty text is its own cluster


def test_window_keeps_the_last_requests_and_their_age() -> None:
    now = [0.0]
    w = SemanticEntropyWindow(
        4, embed=lambda t: [[1.0, 0.0]] * len(t), max_age_s=10, clock=lambda: now[0]
    )
    w.add_embeddings([[1.0, 0.0], [0.0, 1.0]])
    assert w.value() == 1.0
    w.add("a", "b", "c")  # pushes the first out: three alike, one other
    assert len(w) == 4 and w.value() == pytest.approx(0.8112781)
    now[0] = 11.0
    assert len(w) == 0 and w.value() == 0.0
    with pytest.raises(ValueError, match="width 2"):
        w.add_embeddings([[1.0, 0.0, 0.0]])
