"""Embedding faults on numpy arrays."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from genai_chaos.exceptions import InvalidFaultParameter
from genai_chaos.faults.base import Fault, FaultContext, FaultSkipped, Layer, Surface
from genai_chaos.faults.registry import create

KINDS = ["embedding_drift", "embedding_nan", "embedding_dimension_mismatch"]


def run(fault: Fault, value: Any, rid: str = "req-1") -> tuple[Any, FaultContext]:
    ctx = FaultContext(rid, fault.decide(rid))
    return fault.apply(value, ctx), ctx


def vectors(n: int = 32, d: int = 64, seed: int = 0) -> np.ndarray:
    """Sentence-embedding-like vectors: clustered, unit norm, float32."""
    rng = np.random.default_rng(seed)
    centres = rng.standard_normal((8, d))
    x = centres[rng.integers(8, size=n)] + 0.6 * rng.standard_normal((n, d))
    x /= np.linalg.norm(x, axis=1, keepdims=True)
    return x.astype(np.float32)


def rel_change(out: np.ndarray, x: np.ndarray) -> np.ndarray:
    x64 = x.astype(np.float64)
    return np.linalg.norm(out.astype(np.float64) - x64, axis=1) / np.linalg.norm(x64, axis=1)


def cosines(a: np.ndarray) -> np.ndarray:
    a = a / np.linalg.norm(a, axis=1, keepdims=True)
    return a @ a.T


@pytest.mark.parametrize("kind", KINDS)
def test_kinds(kind: str) -> None:
    cls = type(create(kind, seed=1))
    assert (cls.layer, cls.surface) == (Layer.RETRIEVAL, Surface.EMBEDDINGS)
    assert cls.__doc__ and cls.__doc__.strip()
    create(kind, seed=1, **cls.example)


@pytest.mark.parametrize(
    ("kind", "params"),
    [
        ("embedding_drift", {}),
        ("embedding_drift", {"mode": "directed"}),
        ("embedding_drift", {"rows": "one"}),
        ("embedding_nan", {"ratio": 0.2, "components": 3}),
    ],
)
def test_seeded_and_never_mutates(kind: str, params: dict[str, Any]) -> None:
    x = vectors()
    before = x.copy()
    fault = create(kind, seed=11, **params)
    a, _ = run(fault, x, "req-1")
    b, _ = run(create(kind, seed=11, **params), x, "req-1")
    np.testing.assert_array_equal(a, b)
    np.testing.assert_array_equal(x, before)
    assert a is not x and not np.shares_memory(a, x)
    c, _ = run(fault, x, "req-2")
    assert not np.array_equal(a, c, equal_nan=True)


@pytest.mark.parametrize("magnitude", [0.05, 0.15, 0.5])
@pytest.mark.parametrize("mode", ["random", "directed"])
def test_drift_relative_l2_is_exact(magnitude: float, mode: str) -> None:
    x = vectors() * np.linspace(0.5, 3.0, 32, dtype=np.float32)[:, None]  # various norms
    out, ctx = run(create("embedding_drift", seed=3, magnitude=magnitude, mode=mode), x)
    assert out.shape == x.shape and out.dtype == np.float32
    np.testing.assert_allclose(rel_change(out, x), magnitude, rtol=1e-5)
    assert ctx.detail["achieved"] == pytest.approx(magnitude, rel=1e-5)


def test_directed_deltas_are_parallel_random_are_not() -> None:
    x = vectors()
    out, _ = run(create("embedding_drift", seed=3, mode="directed"), x)
    cos = cosines(out.astype(np.float64) - x)
    assert np.allclose(cos, 1.0, atol=1e-4)
    out, _ = run(create("embedding_drift", seed=3, mode="random"), x)
    cos = cosines(out.astype(np.float64) - x)
    off = cos[~np.eye(len(x), dtype=bool)]
    assert np.abs(off).max() < 0.7


def test_directed_with_given_direction() -> None:
    x = vectors(d=8)
    direction = [0.0, 2.0, 0, 0, 0, 0, 0, 0]
    out, _ = run(create("embedding_drift", seed=3, mode="directed", direction=direction), x)
    delta = out.astype(np.float64) - x
    np.testing.assert_allclose(delta[:, [0, 2, 3, 4, 5, 6, 7]], 0, atol=1e-6)
    np.testing.assert_allclose(delta[:, 1], 0.15, rtol=1e-5)  # unit-norm vectors
    with pytest.raises(FaultSkipped, match="dimensions"):
        run(create("embedding_drift", seed=3, mode="directed", direction=[1.0, 0.0]), x)


def test_drift_renormalize_keeps_norms() -> None:
    x = vectors() * 2.0
    out, ctx = run(create("embedding_drift", seed=3, renormalize=True, magnitude=0.3), x)
    np.testing.assert_allclose(np.linalg.norm(out, axis=1), 2.0, rtol=1e-5)
    np.testing.assert_allclose(rel_change(out, x), 0.3, rtol=1e-5)
    assert ctx.detail["achieved"] == pytest.approx(0.3, rel=1e-5)
    # a direction along a vector itself still turns it
    v = np.array([[3.0, 0.0, 0.0]], dtype=np.float32)
    fault = create(
        "embedding_drift", seed=3, mode="directed", direction=[1, 0, 0], renormalize=True
    )
    out, _ = run(fault, v)
    assert np.linalg.norm(out) == pytest.approx(3.0, rel=1e-6)
    assert rel_change(out, v)[0] == pytest.approx(0.15, rel=1e-5)


def test_drift_one_row() -> None:
    x = vectors()
    out, ctx = run(create("embedding_drift", seed=3, rows="one"), x)
    changed = np.flatnonzero(np.any(out != x, axis=1))
    assert changed.tolist() == ctx.detail["rows"]
    assert len(changed) == 1
    assert rel_change(out, x)[changed[0]] == pytest.approx(0.15, rel=1e-5)


def test_drift_single_vector_and_zero_vector() -> None:
    v = vectors()[0]
    out, _ = run(create("embedding_drift", seed=3), v)
    assert out.shape == v.shape
    x = vectors(n=3)
    x[1] = 0
    out, ctx = run(create("embedding_drift", seed=3), x)
    np.testing.assert_array_equal(out[1], 0)
    assert ctx.detail["achieved"] == pytest.approx(0.15, rel=1e-5)


def test_drift_changes_nearest_neighbours_in_faiss() -> None:
    faiss = pytest.importorskip("faiss")
    data = vectors(n=500, d=128, seed=1)
    corpus, queries = data[:400], data[400:]  # queries from the same topics, not duplicates
    index = faiss.IndexFlatIP(128)
    index.add(corpus)
    _, clean = index.search(queries, 5)
    drifted, _ = run(create("embedding_drift", seed=5, magnitude=0.15), queries)
    _, noisy = index.search(drifted, 5)
    changed_top1 = np.mean(clean[:, 0] != noisy[:, 0])
    changed_top5 = np.mean([set(a) != set(b) for a, b in zip(clean, noisy, strict=True)])
    assert changed_top5 > 0.5
    assert changed_top1 > 0.05
    # and a smaller drift disturbs less
    small, _ = run(create("embedding_drift", seed=5, magnitude=0.01), queries)
    _, calm = index.search(small, 5)
    assert np.mean([set(a) != set(b) for a, b in zip(clean, calm, strict=True)]) < changed_top5


@pytest.mark.parametrize(("value", "check"), [("nan", np.isnan), ("inf", np.isinf)])
def test_nan_whole_rows(value: str, check: Any) -> None:
    x = vectors(n=40)
    out, ctx = run(create("embedding_nan", seed=2, value=value, ratio=0.1), x)
    bad_rows = np.flatnonzero(check(out).all(axis=1))
    assert bad_rows.tolist() == ctx.detail["rows"]
    assert len(bad_rows) == 4
    assert check(out).sum() == 4 * 64
    good = np.setdiff1d(np.arange(40), bad_rows)
    np.testing.assert_array_equal(out[good], x[good])


def test_nan_components_and_minimum_one_row() -> None:
    x = vectors(n=5)
    out, ctx = run(create("embedding_nan", seed=2, ratio=0.01, components=3), x)
    assert np.isnan(out).sum() == 3
    assert len(ctx.detail["rows"]) == 1
    out, _ = run(create("embedding_nan", seed=2, value="zero", ratio=1.0), x)
    assert not out.any()
    out, ctx = run(create("embedding_nan", seed=2, components=1000), x)
    assert ctx.detail["components"] == 64


def test_dimension_mismatch() -> None:
    x = np.ones((3, 1536), dtype=np.float32)
    out, ctx = run(create("embedding_dimension_mismatch", seed=1), x)
    assert out.shape == (3, 768)
    assert ctx.detail == {"mode": "truncate", "dimension_was": 1536, "dimension_now": 768}
    out, _ = run(create("embedding_dimension_mismatch", seed=1, mode="pad", delta=64), x)
    assert out.shape == (3, 1600)
    assert not out[:, 1536:].any() and out.dtype == np.float32
    out, _ = run(create("embedding_dimension_mismatch", seed=1, mode="pad"), x[0])
    assert out.shape == (3072,)
    with pytest.raises(FaultSkipped):
        run(create("embedding_dimension_mismatch", seed=1, delta=1536), x)


def test_bad_values_skip() -> None:
    fault = create("embedding_drift", seed=1)
    with pytest.raises(FaultSkipped):
        run(fault, np.zeros((2, 3, 4), dtype=np.float32))
    with pytest.raises(FaultSkipped):
        run(fault, np.zeros((0, 4), dtype=np.float32))
    with pytest.raises(FaultSkipped):
        run(fault, np.array(["a", "b"]))
    out, _ = run(fault, [[1, 0], [0, 1]])  # lists of ints come back as float32
    assert out.dtype == np.float32


@pytest.mark.parametrize(
    ("kind", "params", "name"),
    [
        ("embedding_drift", {"magnitude": 0}, "magnitude"),
        ("embedding_drift", {"magnitude": "big"}, "magnitude"),
        ("embedding_drift", {"mode": "sideways"}, "mode"),
        ("embedding_drift", {"direction": [0.0, 0.0]}, "direction"),
        ("embedding_drift", {"direction": [1.0]}, "direction"),  # random mode
        ("embedding_drift", {"rows": "some"}, "rows"),
        ("embedding_drift", {"magnitude": 3, "renormalize": True}, "magnitude"),
        ("embedding_nan", {"value": "null"}, "value"),
        ("embedding_nan", {"ratio": 1.5}, "ratio"),
        ("embedding_nan", {"components": 0}, "components"),
        ("embedding_dimension_mismatch", {"delta": 0}, "delta"),
        ("embedding_dimension_mismatch", {"mode": "reshape"}, "mode"),
    ],
)
def test_invalid_parameters(kind: str, params: dict[str, Any], name: str) -> None:
    with pytest.raises(InvalidFaultParameter) as info:
        create(kind, seed=1, **params)
    assert any(name in p or name in msg for p, msg in info.value.problems)
