"""Retrieval faults on lists of documents."""

from __future__ import annotations

import copy
from datetime import date
from typing import Any

import pytest

from genai_chaos.exceptions import InvalidFaultParameter
from genai_chaos.faults.base import Doc, Fault, FaultContext, FaultSkipped, Layer, Surface
from genai_chaos.faults.registry import create
from genai_chaos.faults.retrieval import distractors

KINDS = [
    "zero_results",
    "irrelevant_documents",
    "similarity_threshold_shift",
    "rerank_interference",
    "forged_metadata",
]


class Orig:
    """Stands for an application's own document object."""


def docs() -> list[Doc]:
    topics = [
        ("Reset your password from Settings > Security.", 0.91),
        ("Passwords expire every 90 days for admin accounts.", 0.84),
        ("Two-factor authentication can be enabled per user.", 0.77),
        ("SSO users manage passwords in their identity provider.", 0.70),
        ("Locked accounts unlock automatically after 30 minutes.", 0.62),
    ]
    return [
        Doc(
            text,
            {"source": f"kb/security/{i}.md", "updated_at": "2025-03-01", "title": f"T{i}"},
            score,
            f"doc-{i}",
            Orig(),
        )
        for i, (text, score) in enumerate(topics)
    ]


def run(fault: Fault, value: Any, rid: str = "req-1") -> tuple[Any, FaultContext]:
    ctx = FaultContext(rid, fault.decide(rid))
    return fault.apply(value, ctx), ctx


def snapshot(items: list[Doc]) -> list[tuple[Any, ...]]:
    return [(d.text, copy.deepcopy(d.metadata), d.score, d.id, d.original) for d in items]


@pytest.mark.parametrize("kind", KINDS)
def test_kinds_are_retrieval_document_faults(kind: str) -> None:
    cls = type(create(kind, seed=1))
    assert cls.layer is Layer.RETRIEVAL
    assert cls.surface is Surface.DOCUMENTS
    assert cls.__doc__ and cls.__doc__.strip()
    create(kind, seed=1, **cls.example)  # the shipped example is valid


PARAMS: list[tuple[str, dict[str, Any]]] = [
    ("irrelevant_documents", {"ratio": 0.4}),
    ("irrelevant_documents", {"ratio": 0.6, "source": "shuffle"}),
    ("similarity_threshold_shift", {"direction": "lower"}),
    ("rerank_interference", {"mode": "shuffle"}),
    ("forged_metadata", {"mode": "swap_sources"}),
    ("forged_metadata", {"ratio": 0.4}),
]


@pytest.mark.parametrize(("kind", "params"), PARAMS)
def test_seeded_and_never_mutates(kind: str, params: dict[str, Any]) -> None:
    value = docs()
    before = snapshot(value)
    fault = create(kind, seed=7, **params)
    a, _ = run(fault, value, "req-1")
    b, _ = run(create(kind, seed=7, **params), value, "req-1")
    assert snapshot(a) == snapshot(b)
    assert snapshot(value) == before
    assert all(x is not y for x in a for y in value)
    outs = {repr(snapshot(run(fault, value, f"req-{i}")[0])) for i in range(12)}
    assert len(outs) > 1


def test_zero_results() -> None:
    out, ctx = run(create("zero_results", seed=1), docs())
    assert out == []
    assert ctx.detail == {"removed": 5}


def test_distractor_pool_is_realistic() -> None:
    pool = distractors()
    assert len(pool) >= 40
    assert len({p["id"] for p in pool}) == len(pool)
    assert len({p["topic"] for p in pool}) >= 8
    assert all(len(p["text"]) > 80 for p in pool)


def test_irrelevant_documents_replace_all_by_default() -> None:
    value = docs()
    out, ctx = run(create("irrelevant_documents", seed=3), value)
    pool = {p["text"] for p in distractors()}
    assert len(out) == len(value)
    assert all(d.text in pool for d in out)
    assert ctx.detail["positions"] == [0, 1, 2, 3, 4]
    # looks like a normal hit: slot's score, id, metadata and original are kept
    for new, old in zip(out, value, strict=True):
        assert (new.score, new.id, new.metadata, new.original) == (
            old.score,
            old.id,
            old.metadata,
            old.original,
        )


def test_irrelevant_documents_ratio() -> None:
    value = docs()
    out, ctx = run(create("irrelevant_documents", seed=3, ratio=0.4), value)
    changed = [i for i, (a, b) in enumerate(zip(out, value, strict=True)) if a.text != b.text]
    assert changed == ctx.detail["positions"]
    assert len(changed) == 2
    # a tiny ratio still replaces one document
    out, ctx = run(create("irrelevant_documents", seed=3, ratio=0.01), value)
    assert len(ctx.detail["positions"]) == 1


def test_irrelevant_documents_shuffle_moves_texts() -> None:
    value = docs()
    out, ctx = run(create("irrelevant_documents", seed=5, source="shuffle"), value)
    texts = [d.text for d in value]
    assert sorted(d.text for d in out) == sorted(texts)
    assert all(new.text != old.text for new, old in zip(out, value, strict=True))
    assert ctx.detail["source"] == "shuffle"
    one, ctx = run(create("irrelevant_documents", seed=5, source="shuffle", ratio=0.2), value)
    (pos,) = ctx.detail["positions"]
    assert one[pos].text != value[pos].text and one[pos].text in texts


def test_irrelevant_documents_shuffle_falls_back() -> None:
    out, ctx = run(create("irrelevant_documents", seed=5, source="shuffle"), docs()[:1])
    assert ctx.detail["fallback"] is True
    assert out[0].text in {p["text"] for p in distractors()}


def test_irrelevant_documents_skip_empty() -> None:
    with pytest.raises(FaultSkipped):
        run(create("irrelevant_documents", seed=1), [])


def test_threshold_raise_drops_low_scores() -> None:
    value = docs()
    out, ctx = run(create("similarity_threshold_shift", seed=1, threshold=0.8), value)
    assert [d.score for d in out] == [0.91, 0.84]
    assert ctx.detail["dropped"] == 3
    out, _ = run(create("similarity_threshold_shift", seed=1, shift=0.2), value)
    assert [d.score for d in out] == [0.91, 0.84]  # worst 0.62 + 0.2
    out, _ = run(create("similarity_threshold_shift", seed=1, threshold=0.95), value)
    assert out == []


def test_threshold_raise_with_distances() -> None:
    value = [Doc("a", score=0.2), Doc("b", score=0.5), Doc("c", score=0.9)]
    fault = create("similarity_threshold_shift", seed=1, shift=0.3, higher_is_better=False)
    out, ctx = run(fault, value)
    assert [d.text for d in out] == ["a", "b"]
    assert ctx.detail["threshold"] == pytest.approx(0.6)


def test_threshold_lower_admits_junk() -> None:
    value = docs()
    fault = create("similarity_threshold_shift", seed=1, direction="lower", shift=0.3, extra=4)
    out, ctx = run(fault, value)
    assert snapshot(out[:5]) == snapshot(value)
    junk = out[5:]
    assert len(junk) == 4 == ctx.detail["added"]
    scores = [d.score for d in junk]
    assert scores == sorted(scores, reverse=True)
    assert all(d.score is not None and 0.32 <= d.score < 0.62 for d in junk)
    assert all(d.text in {p["text"] for p in distractors()} for d in junk)
    assert all(d.metadata["source"].startswith("kb/") for d in junk)


def test_threshold_lower_with_distances_appends_farther_docs() -> None:
    value = [Doc("a", score=0.2), Doc("b", score=0.5)]
    params = {"direction": "lower", "threshold": 1.5, "extra": 2, "higher_is_better": False}
    fault = create("similarity_threshold_shift", seed=1, **params)
    out, _ = run(fault, value)
    assert all(d.score is not None and 0.5 < d.score <= 1.5 for d in out[2:])
    assert out[2].score is not None and out[3].score is not None
    assert out[2].score <= out[3].score


def test_threshold_skips() -> None:
    no_scores = [Doc("a"), Doc("b")]
    with pytest.raises(FaultSkipped, match="score"):
        run(create("similarity_threshold_shift", seed=1), no_scores)
    fault = create("similarity_threshold_shift", seed=1, direction="lower", threshold=0.9)
    with pytest.raises(FaultSkipped):
        run(fault, docs())


def test_threshold_keeps_unscored_docs() -> None:
    value = [Doc("a", score=0.9), Doc("b"), Doc("c", score=0.1)]
    out, _ = run(create("similarity_threshold_shift", seed=1, threshold=0.5), value)
    assert [d.text for d in out] == ["a", "b"]


@pytest.mark.parametrize(
    ("mode", "order"),
    [
        ("reverse", [4, 3, 2, 1, 0]),
        ("swap_top", [4, 1, 2, 3, 0]),
        ("bury_top", [1, 2, 3, 4, 0]),
    ],
)
def test_rerank_modes(mode: str, order: list[int]) -> None:
    value = docs()
    out, ctx = run(create("rerank_interference", seed=1, mode=mode), value)
    assert [d.id for d in out] == [f"doc-{i}" for i in order]
    assert ctx.detail["order"] == order
    # scores stay in place: the list still looks well ranked
    assert [d.score for d in out] == [d.score for d in value]


def test_rerank_shuffle_and_own_scores() -> None:
    value = docs()
    out, _ = run(create("rerank_interference", seed=2, mode="shuffle"), value)
    assert sorted(d.id or "" for d in out) == [d.id for d in value]
    assert [d.id for d in out] != [d.id for d in value]
    fault = create("rerank_interference", seed=2, mode="reverse", keep_score_order=False)
    out, _ = run(fault, value)
    assert [d.score for d in out] == [d.score for d in reversed(value)]


def test_rerank_shuffle_never_identity() -> None:
    value = docs()[:2]
    fault = create("rerank_interference", seed=2, mode="shuffle")
    for i in range(20):
        out, _ = run(fault, value, f"r{i}")
        assert [d.id for d in out] == ["doc-1", "doc-0"]
    with pytest.raises(FaultSkipped):
        run(fault, value[:1])


def test_forged_metadata_forge_default() -> None:
    value = docs()
    out, ctx = run(create("forged_metadata", seed=1), value)
    for d in out:
        assert "examp1e-corp" in d.metadata["source"]
        assert d.metadata["author"] == "Compliance Team"
        assert d.metadata["title"].startswith("T")  # untouched
    assert ctx.detail["changed"][0]["source"] == {
        "was": "kb/security/0.md",
        "now": out[0].metadata["source"],
    }
    assert ctx.detail["changed"][0]["author"]["was"] is None


def test_forged_metadata_forge_fields_ratio() -> None:
    fault = create("forged_metadata", seed=1, fields={"source": "evil.pdf"}, ratio=0.2)
    out, ctx = run(fault, docs())
    forged = [i for i, d in enumerate(out) if d.metadata["source"] == "evil.pdf"]
    assert forged == list(ctx.detail["changed"])
    assert len(forged) == 1


def test_forged_metadata_stale() -> None:
    value = docs()
    value[1].metadata = {"last_modified": 1_740_787_200, "source": "x"}  # epoch seconds
    value[2].metadata = {"source": "y"}  # no date: updated_at is created
    value[3].metadata = {"date": date(2025, 1, 1)}
    value[4].metadata = {"updated_at": "2025-03-01T10:00:00Z", "created_at": "2025-01-01"}
    fault = create("forged_metadata", seed=1, mode="stale", reference_date="2026-01-01")
    out, ctx = run(fault, value)
    assert out[0].metadata["updated_at"] == "2024-01-02"  # 730 days before, date form kept
    assert out[1].metadata["last_modified"] == 1_704_153_600
    assert out[2].metadata["updated_at"] == "2024-01-02T00:00:00+00:00"
    assert out[3].metadata["date"] == date(2024, 1, 2)
    assert out[4].metadata["updated_at"] == "2024-01-02T00:00:00+00:00"
    assert out[4].metadata["created_at"] == "2024-01-02"
    assert ctx.detail["changed"][3]["date"] == {"was": "2025-01-01", "now": "2024-01-02"}
    fault = create("forged_metadata", seed=1, mode="stale", stale_days=30)
    out, _ = run(fault, value)
    stale = date.fromisoformat(out[0].metadata["updated_at"])
    assert 29 <= (date.today() - stale).days <= 31


def test_forged_metadata_swap_sources() -> None:
    value = docs()
    out, ctx = run(create("forged_metadata", seed=4, mode="swap_sources"), value)
    assert sorted(d.metadata["source"] for d in out) == sorted(d.metadata["source"] for d in value)
    for new, old in zip(out, value, strict=True):
        assert new.text == old.text  # the text stays, its provenance moves
        assert new.metadata["source"] != old.metadata["source"]
        assert new.id != old.id
        src = value[int(new.metadata["source"].split("/")[-1].split(".")[0])]
        assert new.metadata["title"] == src.metadata["title"]
    assert set(ctx.detail["changed"]) == set(range(5))
    with pytest.raises(FaultSkipped):
        run(create("forged_metadata", seed=4, mode="swap_sources"), value[:1])


@pytest.mark.parametrize(
    ("kind", "params", "name"),
    [
        ("irrelevant_documents", {"ratio": 0}, "ratio"),
        ("irrelevant_documents", {"source": "web"}, "source"),
        ("similarity_threshold_shift", {"threshold": 0.5, "shift": 0.1}, "threshold"),
        ("similarity_threshold_shift", {"shift": -0.1}, "shift"),
        ("similarity_threshold_shift", {"extra": 0}, "extra"),
        ("rerank_interference", {"mode": "sideways"}, "mode"),
        ("forged_metadata", {"fields": {}}, "fields"),
        ("forged_metadata", {"stale_days": 0}, "stale_days"),
        ("forged_metadata", {"swap_fields": []}, "swap_fields"),
        ("zero_results", {"ratio": 1}, "ratio"),
    ],
)
def test_invalid_parameters(kind: str, params: dict[str, Any], name: str) -> None:
    with pytest.raises(InvalidFaultParameter) as info:
        create(kind, seed=1, **params)
    assert any(name in p for p, _ in info.value.problems) or any(
        name in msg for _, msg in info.value.problems
    )
