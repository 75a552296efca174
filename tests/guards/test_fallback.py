"""Fallback retrieval with real FAISS, real BM25 (bm25s) and wordllama embeddings.

Faults are applied the way an application meets them: through ``genai_chaos.inject`` on
the embedding function, the index loader or the search function.
"""

from __future__ import annotations

import math
import random
from typing import Any

import numpy as np
import pytest

from genai_chaos import create_fault, inject
from genai_chaos.faults.base import Doc
from genai_chaos.guards.fallback import (
    DEFAULT_NOTICE,
    EMPTY_NOTICE,
    FallbackRetriever,
    HealthCheck,
    KeywordIndex,
    RetrievalResult,
    ScoreDriftDetector,
    VectorIndex,
)
from tests.guards.corpus import QUESTIONS, article_ids, article_texts, wordllama_embed

faiss = pytest.importorskip("faiss")
pytest.importorskip("bm25s")
pytest.importorskip("wordllama")

MIN_SCORE = 0.3


@pytest.fixture(scope="module")
def store() -> VectorIndex:
    return VectorIndex.from_texts(article_texts(), wordllama_embed(), ids=article_ids())


@pytest.fixture(scope="module")
def keyword() -> KeywordIndex:
    return KeywordIndex.from_texts(article_texts(), ids=article_ids())


def make(vector: Any, keyword: KeywordIndex, **health: Any) -> FallbackRetriever:
    health.setdefault("min_score", MIN_SCORE)
    return FallbackRetriever(vector, keyword, health=HealthCheck(**health))


def assert_fell_back(result: RetrievalResult, reason: str, expected_id: str | None = None) -> None:
    assert result.degraded
    assert result.source == "keyword"
    assert reason in result.reasons
    assert result.notice == DEFAULT_NOTICE
    assert result.health.messages  # a sentence for each signal
    if expected_id is not None:
        assert result.docs[0].id == expected_id


# -- healthy path ---------------------------------------------------------------------------


def test_healthy_questions_stay_on_vector_search(store, keyword):
    retriever = make(store, keyword, drift=ScoreDriftDetector())
    retriever.calibrate([q for q, _ in QUESTIONS] * 2)
    results = [retriever.retrieve(q, k=5) for q, _ in QUESTIONS * 3]
    assert all(not r.degraded and r.source == "vector" and r.notice is None for r in results)
    top = [r.docs[0].id for r in results[: len(QUESTIONS)]]
    assert sum(t == want for t, (_, want) in zip(top, QUESTIONS, strict=True)) >= 29


def test_vector_scores_are_cosine_similarities(store):
    docs = store.search("how do I reset my password", k=3)
    assert docs[0].id == "kb-001"
    assert all(0 < d.score <= 1.0001 for d in docs)
    assert [d.score for d in docs] == sorted((d.score for d in docs), reverse=True)


def test_keyword_index_answers_from_bm25(keyword):
    docs = keyword.search("VPN connected but intranet does not load", k=3)
    assert docs[0].id == "kb-006"
    assert all(d.score > 0 for d in docs)
    assert keyword.search("zzzz qqqq") == []
    assert keyword.search("how do I") == []  # stopwords only


# -- each signal ------------------------------------------------------------------------------


def test_zero_results_fault_falls_back_to_keyword_results(store, keyword):
    search = inject(create_fault("zero_results", seed=1), target="kb.search")(store.search)
    degraded: list[RetrievalResult] = []
    retriever = make(search, keyword)
    retriever.on_degrade = degraded.append
    result = retriever.retrieve("my print job is stuck in the queue", k=3)
    assert_fell_back(result, "no_results", "kb-009")
    assert degraded == [result]


def test_all_scores_under_the_threshold_fall_back(store, keyword):
    # a printer label: the embedding model barely knows it, BM25 matches it exactly
    result = make(store, keyword, min_score=0.4).retrieve("PRN-3F-EAST", k=3)
    assert_fell_back(result, "low_scores", "kb-008")
    assert max(d.score for d in result.vector_docs) < 0.4
    assert "under the threshold 0.400" in result.health.messages[0]


def test_nothing_found_anywhere_says_so(store, keyword):
    result = make(store, keyword).retrieve("lasagne recipe with aubergines", k=3)
    assert result.degraded and result.docs == []
    assert result.notice == EMPTY_NOTICE


@pytest.mark.parametrize(
    ("fault", "reason"),
    [
        ({"kind": "embedding_nan", "value": "nan", "ratio": 1.0}, "invalid_vector"),
        ({"kind": "embedding_nan", "value": "inf", "components": 3}, "invalid_vector"),
        ({"kind": "embedding_nan", "value": "zero", "ratio": 1.0}, "invalid_vector"),
        ({"kind": "embedding_dimension_mismatch", "mode": "truncate"}, "dimension_mismatch"),
        ({"kind": "embedding_dimension_mismatch", "mode": "pad"}, "dimension_mismatch"),
    ],
)
def test_broken_query_embeddings_fall_back(store, keyword, fault, reason):
    kind = fault.pop("kind")
    embed = inject(create_fault(kind, seed=3, **fault), target="embed")(store.embed)
    result = make(store.replace(embed=embed), keyword).retrieve("how do I encrypt a USB stick")
    assert_fell_back(result, reason, "kb-026")


@pytest.mark.parametrize("mode", ["nan_vectors", "reset", "dimension_mismatch"])
def test_corrupted_faiss_index_falls_back(store, keyword, mode):
    params = {"ratio": 1.0} if mode == "nan_vectors" else {}
    load_index = inject(create_fault("index_corruption", mode=mode, seed=5, **params))(
        lambda: store.index
    )
    corrupted = store.replace(index=load_index())
    expected = {"nan_vectors": "no_results", "reset": "no_results"}
    result = make(corrupted, keyword).retrieve("OneDrive shows a red cross and is not syncing")
    assert_fell_back(result, expected.get(mode, "dimension_mismatch"), "kb-023")
    assert store.index.ntotal == len(article_texts())  # the original index is untouched


def test_faiss_rejecting_a_query_is_caught_as_a_search_error(store, keyword):
    """A plain search function over a re-dimensioned index: FAISS raises, we degrade."""
    load_index = inject(create_fault("index_corruption", mode="dimension_mismatch", seed=5))(
        lambda: store.index
    )
    index = load_index()

    def search(query: str, k: int) -> list[tuple[str, float]]:
        scores, ids = index.search(store.embed_query(query)[None, :], k)
        return [(store.docs[i].text, float(s)) for s, i in zip(scores[0], ids[0], strict=True)]

    result = make(search, keyword).retrieve("how do I book a meeting room")
    assert_fell_back(result, "search_error", "kb-020")
    assert "AssertionError" in result.health.messages[0]


def test_a_vector_store_that_raises_is_caught(store, keyword):
    fault = create_fault("exception", exception="ConnectionError", message="store down", seed=1)
    result = make(inject(fault)(store.search), keyword).retrieve("my laptop was stolen")
    assert_fell_back(result, "search_error", "kb-025")
    assert "ConnectionError: store down" in result.health.messages[0]


def test_nan_scores_from_a_store_fall_back(keyword):
    def search(query: str, k: int) -> list[dict[str, Any]]:  # dicts, as many stores answer
        return [{"page_content": "Mailbox full", "score": math.nan, "id": "kb-011"}]

    result = make(search, keyword).retrieve("my mailbox is full")
    assert_fell_back(result, "invalid_scores", "kb-011")


def test_documents_in_any_shape_are_read(keyword):
    def search(query: str, k: int) -> list[tuple[dict[str, Any], float]]:
        return [({"page_content": "Book rooms with Room Finder.", "metadata": {}}, 0.8)]

    result = make(search, keyword).retrieve("book a room")
    assert not result.degraded
    assert result.docs == [
        Doc("Book rooms with Room Finder.", {}, 0.8, None, result.docs[0].original)
    ]


# -- drift with unchanged norms ----------------------------------------------------------------


def drifted_embed(store: VectorIndex, magnitude: float) -> Any:
    """Query embeddings that turn towards one fixed direction, keeping their norm."""
    direction = np.random.default_rng(11).standard_normal(store.dimension).tolist()
    fault = create_fault(
        "embedding_drift",
        mode="directed",
        magnitude=magnitude,
        renormalize=True,
        direction=direction,
        seed=2,
    )
    return inject(fault, target="embed")(store.embed)


def stream(passes: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    out: list[str] = []
    for _ in range(passes):
        questions = [q for q, _ in QUESTIONS]
        rng.shuffle(questions)
        out += questions
    return out


def test_directed_drift_keeps_norms(store):
    embed = drifted_embed(store, 0.7)
    for question in stream(1, 0)[:10]:
        before = np.linalg.norm(store.embed([question]))
        after = np.linalg.norm(embed([question]))
        assert after == pytest.approx(before, rel=1e-5)
        cosine = float(np.dot(store.embed([question])[0], embed([question])[0])) / before**2
        assert cosine < 0.8  # the vector turned


def test_drift_with_unchanged_norms_is_detected_and_falls_back(store, keyword):
    detector = ScoreDriftDetector(window=20, baseline=60, max_top1_drop=0.15)
    retriever = make(store, keyword, drift=detector)
    assert retriever.calibrate(stream(2, 1)) == 62
    healthy = [retriever.retrieve(q) for q in stream(3, 2)]
    assert not any(r.degraded for r in healthy), "no false alarm on normal traffic"

    drifting = retriever.with_vector(store.replace(embed=drifted_embed(store, 0.7)))
    results = [drifting.retrieve(q) for q in stream(2, 3)]
    first = next(i for i, r in enumerate(results) if r.degraded)
    assert first < 20  # within one window
    after = results[first:]
    assert all(r.degraded and r.reasons == ["drift"] for r in after)
    assert all(r.notice == DEFAULT_NOTICE and r.docs for r in after)
    status = detector.status()
    assert status.top1_drop is not None and status.top1_drop > 0.15
    assert "score drift" in after[0].health.messages[0]

    # the drift goes away: the detector clears once the window is healthy again
    recovered = [retriever.retrieve(q) for q in stream(1, 4)]
    assert not recovered[-1].degraded


def test_drift_detector_rolls_its_baseline_only_with_healthy_searches():
    detector = ScoreDriftDetector(window=5, baseline=5)
    for _ in range(10):
        detector.observe([0.8, 0.5])
    for _ in range(10):
        detector.observe([0.5, 0.45])
    assert detector.drifting
    assert detector.status().baseline_top1 == pytest.approx(0.8)  # drifted scores kept out


def test_drift_detector_flags_falling_margins_when_asked():
    detector = ScoreDriftDetector(window=4, baseline=4, max_top1_drop=0.5, max_margin_drop=0.5)
    for _ in range(8):
        detector.observe([0.8, 0.4])
    for _ in range(4):
        detector.observe([0.78, 0.75])
    assert detector.drifting
    assert detector.status().margin_drop == pytest.approx(0.925)


def test_drift_detector_ignores_non_finite_scores_and_resets():
    detector = ScoreDriftDetector(window=2, baseline=2)
    detector.observe([math.nan, 0.3])
    assert not detector.status().armed
    detector.prime([[0.9, 0.1], [0.9, 0.2]])
    assert detector.status().armed
    detector.reset()
    assert not detector.status().armed


def test_drift_detector_rejects_bad_settings():
    with pytest.raises(ValueError, match="window"):
        ScoreDriftDetector(window=0)
    with pytest.raises(ValueError, match="max_top1_drop"):
        ScoreDriftDetector(max_top1_drop=0)


def test_distances_where_lower_is_better():
    check = HealthCheck(min_score=1.0, higher_is_better=False)
    assert check.check_results([Doc("a", score=0.4)]).healthy
    assert check.check_results([Doc("a", score=1.6)]).reasons == ["low_scores"]
    detector = ScoreDriftDetector(window=2, baseline=2, higher_is_better=False)
    for _ in range(4):
        detector.observe([0.2, 0.6])
    for _ in range(2):
        detector.observe([0.9, 1.0])
    assert detector.drifting


def test_an_empty_keyword_index_finds_nothing():
    assert KeywordIndex.from_texts([]).search("password") == []


def test_calibration_does_not_count_as_traffic(store, keyword):
    detector = ScoreDriftDetector(window=5, baseline=10)
    retriever = make(store, keyword, drift=detector)
    assert retriever.calibrate([q for q, _ in QUESTIONS[:10]]) == 10
    assert detector.status().armed and detector.status().recent_top1 is None


def test_aretrieve_awaits_an_async_store_and_falls_back_like_retrieve(store, keyword):
    import asyncio

    async def search(query: str, k: int) -> list[tuple[str, float]]:
        await asyncio.sleep(0)
        return [(d.text, d.score) for d in store.search(query, k)]

    async def broken(query: str, k: int) -> list[Any]:
        raise ConnectionError("store down")

    healthy = asyncio.run(make(search, keyword).aretrieve("how do I book a meeting room"))
    sync = make(store, keyword).retrieve("how do I book a meeting room")
    assert not healthy.degraded and [d.text for d in healthy.docs] == [d.text for d in sync.docs]
    result = asyncio.run(make(broken, keyword).aretrieve("my laptop was stolen"))
    assert_fell_back(result, "search_error", "kb-025")
    assert "ConnectionError: store down" in result.health.messages[0]


def test_aretrieve_runs_a_sync_store_off_the_event_loop(store, keyword):
    import asyncio
    import threading

    seen: list[int] = []

    def search(query: str, k: int) -> list[Any]:
        seen.append(threading.get_ident())
        return store.search(query, k)

    async def main() -> Any:
        return threading.get_ident(), await make(search, keyword).aretrieve("my laptop was stolen")

    loop_thread, result = asyncio.run(main())
    assert not result.degraded and seen and seen[0] != loop_thread
