"""Index faults on real FAISS indexes."""

from __future__ import annotations

import builtins
import sys
from typing import Any

import numpy as np
import pytest

from genai_chaos.exceptions import InvalidFaultParameter, MissingExtra
from genai_chaos.faults.base import Fault, FaultContext, FaultSkipped, Layer, Surface
from genai_chaos.faults.registry import create

faiss = pytest.importorskip("faiss")

D = 32
N = 50


def run(fault: Fault, value: Any, rid: str = "req-1") -> tuple[Any, FaultContext]:
    ctx = FaultContext(rid, fault.decide(rid))
    return fault.apply(value, ctx), ctx


def data() -> np.ndarray:
    x = np.random.default_rng(0).standard_normal((N, D)).astype(np.float32)
    return x / np.linalg.norm(x, axis=1, keepdims=True)


def flat(kind: str = "l2") -> Any:
    index = faiss.IndexFlatL2(D) if kind == "l2" else faiss.IndexFlatIP(D)
    index.add(data())
    return index


def idmap(cls: Any = None) -> Any:
    index = (cls or faiss.IndexIDMap)(faiss.IndexFlatL2(D))
    index.add_with_ids(data(), np.arange(1000, 1000 + N, dtype=np.int64))
    return index


def state(index: Any) -> tuple[Any, ...]:
    """What must not change in the given index: size, dimension, answers, ids."""
    _, ids = index.search(data(), 1)
    extra = ()
    if isinstance(index, faiss.IndexIDMap):
        extra = (faiss.vector_to_array(index.id_map).tolist(),)
    return (index.ntotal, index.d, type(index), ids.ravel().tolist(), *extra)


INDEXES = {
    "flat_l2": lambda: flat("l2"),
    "flat_ip": lambda: flat("ip"),
    "idmap": idmap,
    "idmap2": lambda: idmap(faiss.IndexIDMap2),
    "factory_flat": lambda: _factory("Flat"),
    "factory_idmap": lambda: _factory("IDMap,Flat"),
}


def _factory(spec: str) -> Any:
    index = faiss.index_factory(D, spec, faiss.METRIC_INNER_PRODUCT)
    if "IDMap" in spec:
        index.add_with_ids(data(), np.arange(N, dtype=np.int64) * 7)
    else:
        index.add(data())
    return index


def test_kind() -> None:
    cls = type(create("index_corruption", seed=1))
    assert (cls.layer, cls.surface) == (Layer.RETRIEVAL, Surface.INDEX)
    create("index_corruption", seed=1, **cls.example)


@pytest.mark.parametrize("mode", ["nan_vectors", "reset", "scrambled_ids", "dimension_mismatch"])
@pytest.mark.parametrize("name", sorted(INDEXES))
def test_original_never_mutated(mode: str, name: str) -> None:
    index = INDEXES[name]()
    before = state(index)
    out, _ = run(create("index_corruption", seed=3, mode=mode, ratio=1.0), index)
    assert out is not index
    assert state(index) == before
    _, ids = index.search(data()[:5], 1)  # the original still finds each vector itself
    expected = list(range(5))
    if isinstance(index, faiss.IndexIDMap):
        expected = faiss.vector_to_array(index.id_map)[:5].tolist()
    assert ids.ravel().tolist() == expected


@pytest.mark.parametrize("name", ["flat_l2", "flat_ip", "idmap", "idmap2", "factory_flat"])
def test_all_nan_search_returns_garbage(name: str) -> None:
    index = INDEXES[name]()
    out, ctx = run(create("index_corruption", seed=3, ratio=1.0), index)
    assert type(out) is type(index) and out.ntotal == N
    dist, ids = out.search(data()[:3], 2)
    # FAISS never reports NaN: NaN rows lose every comparison, so nothing is found
    assert (ids == -1).all()
    assert np.all(np.abs(dist) > 1e38)
    assert len(ctx.detail["rows"]) == N


def test_partial_nan_hides_the_right_neighbours() -> None:
    index = idmap()
    out, ctx = run(create("index_corruption", seed=3, ratio=0.2), index)
    rows = ctx.detail["rows"]
    assert len(rows) == 10
    assert ctx.detail["ids"] == [1000 + r for r in rows]
    _, found = out.search(data(), 1)
    _, clean = index.search(data(), 1)
    lost = np.flatnonzero(found.ravel() != clean.ravel())
    assert lost.tolist() == rows  # exactly the NaN vectors can no longer be found
    assert not set(found.ravel().tolist()) & set(ctx.detail["ids"])
    stored = faiss.downcast_index(out.index).reconstruct_n(0, N)
    assert np.isnan(stored).any(axis=1).sum() == 10


def test_nan_skips_unsupported_index() -> None:
    hnsw = faiss.IndexHNSWFlat(D, 8)
    hnsw.add(data())
    with pytest.raises(FaultSkipped, match="IndexHNSWFlat"):
        run(create("index_corruption", seed=1), hnsw)
    wrapped = faiss.IndexIDMap(faiss.IndexHNSWFlat(D, 8))
    wrapped.add_with_ids(data(), np.arange(N, dtype=np.int64))
    with pytest.raises(FaultSkipped, match="IndexIDMap of IndexHNSWFlat"):
        run(create("index_corruption", seed=1, mode="dimension_mismatch"), wrapped)
    # reset and scrambled ids work on any IndexIDMap
    out, _ = run(create("index_corruption", seed=1, mode="scrambled_ids"), wrapped)
    assert out.ntotal == N


@pytest.mark.parametrize("name", sorted(INDEXES))
def test_reset(name: str) -> None:
    index = INDEXES[name]()
    out, ctx = run(create("index_corruption", seed=1, mode="reset"), index)
    assert out.ntotal == 0 and index.ntotal == N
    assert ctx.detail == {"mode": "reset", "removed": N}
    _, ids = out.search(data()[:2], 3)
    assert (ids == -1).all()


@pytest.mark.parametrize("name", sorted(INDEXES))
def test_scrambled_ids(name: str) -> None:
    index = INDEXES[name]()
    out, ctx = run(create("index_corruption", seed=1, mode="scrambled_ids"), index)
    assert isinstance(out, faiss.IndexIDMap)
    assert ctx.detail["wrapped"] is not isinstance(index, faiss.IndexIDMap)
    _, clean = index.search(data(), 1)
    _, scrambled = out.search(data(), 1)
    assert (clean.ravel() != scrambled.ravel()).all()  # every vector answers a wrong id
    assert sorted(scrambled.ravel().tolist()) == sorted(clean.ravel().tolist())
    if isinstance(index, faiss.IndexIDMap2):  # the reverse map follows the new ids
        wrong = int(scrambled[0, 0])
        np.testing.assert_allclose(out.reconstruct(wrong), data()[0], rtol=1e-6)


def test_scrambled_ids_differ_per_request() -> None:
    fault = create("index_corruption", seed=1, mode="scrambled_ids")
    a, _ = run(fault, idmap(), "r1")
    b, _ = run(fault, idmap(), "r1")
    c, _ = run(fault, idmap(), "r2")
    ids = [faiss.vector_to_array(i.id_map).tolist() for i in (a, b, c)]
    assert ids[0] == ids[1] != ids[2]


@pytest.mark.parametrize("name", ["flat_l2", "flat_ip", "idmap", "idmap2", "factory_idmap"])
def test_dimension_mismatch(name: str) -> None:
    index = INDEXES[name]()
    out, ctx = run(create("index_corruption", seed=1, mode="dimension_mismatch"), index)
    assert out.d == D // 2 and out.ntotal == N and out.metric_type == index.metric_type
    assert ctx.detail == {"mode": "dimension_mismatch", "dimension_was": D, "dimension_now": 16}
    query = data()[:1]
    if sys.flags.optimize:  # FAISS checks the width with a bare assert only
        pytest.skip("python -O strips FAISS's dimension assert")
    with pytest.raises(AssertionError):
        out.search(query, 1)
    # the stored vectors were truncated, and keep their ids
    _, ids = out.search(np.ascontiguousarray(query[:, :16]), 1)
    assert ids[0, 0] == index.search(query, 1)[1][0, 0]


def test_dimension_mismatch_pad() -> None:
    out, _ = run(
        create("index_corruption", seed=1, mode="dimension_mismatch", dimension=48), flat()
    )
    assert out.d == 48
    np.testing.assert_array_equal(out.reconstruct(0)[D:], 0)
    with pytest.raises(FaultSkipped):
        run(create("index_corruption", seed=1, mode="dimension_mismatch", dimension=D), flat())


def test_nan_seeded() -> None:
    fault = create("index_corruption", seed=9, ratio=0.1)
    rows = [run(fault, flat(), rid)[1].detail["rows"] for rid in ("a", "a", "b")]
    assert rows[0] == rows[1] != rows[2]


def test_skips() -> None:
    with pytest.raises(FaultSkipped, match="FAISS index"):
        run(create("index_corruption", seed=1), np.zeros((2, 2)))
    with pytest.raises(FaultSkipped, match="empty"):
        run(create("index_corruption", seed=1), faiss.IndexFlatL2(4))
    one = faiss.IndexFlatL2(4)
    one.add(np.ones((1, 4), dtype=np.float32))
    with pytest.raises(FaultSkipped, match="two"):
        run(create("index_corruption", seed=1, mode="scrambled_ids"), one)


def test_missing_faiss(monkeypatch: pytest.MonkeyPatch) -> None:
    real_import = builtins.__import__

    def no_faiss(name: str, *args: Any, **kwargs: Any) -> Any:
        if name == "faiss":
            raise ImportError("No module named 'faiss'")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_faiss)
    with pytest.raises(MissingExtra, match=r"genai-chaos\[faiss\]"):
        run(create("index_corruption", seed=1), object())


@pytest.mark.parametrize(
    ("params", "name"),
    [
        ({"mode": "delete"}, "mode"),
        ({"ratio": 0}, "ratio"),
        ({"ratio": 2}, "ratio"),
        ({"dimension": 0}, "dimension"),
        ({"dim": 8}, "dim"),
    ],
)
def test_invalid_parameters(params: dict[str, Any], name: str) -> None:
    with pytest.raises(InvalidFaultParameter) as info:
        create("index_corruption", seed=1, **params)
    assert info.value.problems[0][0] == name
