from __future__ import annotations

import math

import numpy as np
import pytest

from genai_chaos.probes.semantic import (
    as_matrix,
    consistency_score,
    embedder,
    mean_pairwise_similarity,
    pairwise_similarities,
    similarity_stats,
)


def test_mean_pairwise_similarity_equals_the_mean_over_pairs() -> None:
    rng = np.random.default_rng(1)
    x = rng.normal(size=(9, 16))
    u = x / np.linalg.norm(x, axis=1, keepdims=True)
    brute = np.mean([u[i] @ u[j] for i in range(9) for j in range(i + 1, 9)])
    assert mean_pairwise_similarity(x) == pytest.approx(brute, abs=1e-12)
    assert pairwise_similarities(x).mean() == pytest.approx(brute, abs=1e-12)


def test_fewer_than_two_answers_have_no_score() -> None:
    assert math.isnan(mean_pairwise_similarity([]))
    assert math.isnan(mean_pairwise_similarity([[1.0, 2.0]]))
    assert math.isnan(consistency_score(["only one"], embed=lambda t: [[1.0]] * len(t)))
    assert all(math.isnan(v) for v in similarity_stats([[1.0, 0.0]]))


def test_a_zero_vector_is_unlike_everything() -> None:
    assert mean_pairwise_similarity([[0.0, 0.0], [1.0, 0.0]]) == 0.0


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ([[1.0, float("nan")]], "NaN or infinite"),
        ([[1.0, math.inf]], "NaN or infinite"),
        ([[1.0, 2.0], [1.0]], "different widths"),
        (np.zeros((2, 2, 2)), "2-D"),
        (np.array([["a", "b"]]), "numbers"),
    ],
)
def test_bad_embeddings_raise_a_clear_error(value: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        mean_pairwise_similarity(value)


def test_a_width_other_than_expected_is_refused() -> None:
    with pytest.raises(ValueError, match="expected width 3"):
        as_matrix([[1.0, 2.0]], dim=3)


def test_an_embedder_returning_the_wrong_row_count_is_refused() -> None:
    with pytest.raises(ValueError, match="returned 1 rows for 2 texts"):
        consistency_score(["a", "b"], embed=lambda texts: [[1.0, 0.0]])


def test_unknown_backend_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown embedding backend"):
        embedder("glove")


def test_wordllama_scores_paraphrases_above_unrelated_answers() -> None:
    same = [
        "Restart the VPN client and sign in again.",
        "Sign in again after restarting the VPN client.",
    ]
    other = [
        "Restart the VPN client and sign in again.",
        "Lunch is served from noon in the canteen.",
    ]
    assert consistency_score(same, "wordllama") > consistency_score(other, "wordllama") + 0.3
