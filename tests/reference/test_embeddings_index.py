from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from genai_chaos.exceptions import MissingExtra
from genai_chaos.reference import embeddings as emb
from genai_chaos.reference.corpus import load_corpus, load_questions
from genai_chaos.reference.embeddings import (
    MiniLMEmbedder,
    WordLlamaEmbedder,
    get_embedder,
    minilm_available,
)
from genai_chaos.reference.index import (
    ReferenceIndex,
    build_index,
    embed_corpus,
    evaluate,
    evaluate_index,
    get_index,
    light_stem,
)

ADMIN_Q = "how do I reset the administrator password"


def _admin_id() -> str:
    return next(q.relevant[0] for q in load_questions() if q.question == ADMIN_Q)


def test_wordllama_gives_unit_vectors_without_a_download() -> None:
    e = get_embedder("wordllama")
    m = e.embed(["reset the admin password", "book a meeting room"])
    assert m.shape == (2, 256) and m.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(m, axis=1), 1.0, rtol=1e-5)
    np.testing.assert_array_equal(
        m, WordLlamaEmbedder().embed(["reset the admin password", "book a meeting room"])
    )
    assert e.embed([]).shape == (0, 256)


def test_unknown_backend_is_rejected() -> None:
    with pytest.raises(ValueError, match="unknown embedding backend"):
        get_embedder("word2vec")


def test_minilm_without_its_extra_raises_missing_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.util.find_spec

    def find_spec(name: str, *args: Any) -> Any:
        return None if name == "sentence_transformers" else real(name, *args)

    monkeypatch.setattr(importlib.util, "find_spec", find_spec)
    with pytest.raises(MissingExtra) as info:
        MiniLMEmbedder()
    assert info.value.extra == "minilm" and info.value.module == "sentence_transformers"
    assert not minilm_available()
    assert "pip install 'genai-chaos[minilm]'" in str(info.value)


def test_faiss_search_finds_the_admin_password_article(index: ReferenceIndex) -> None:
    ids = [d.id for d in index.search(ADMIN_Q, k=5)]
    assert _admin_id() in ids
    hits = index.search(ADMIN_Q, k=3)
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    assert all(h.score is not None and -1.0 <= h.score <= 1.0 for h in hits)


def test_bm25_finds_keyword_matches_and_nothing_for_unknown_words(index: ReferenceIndex) -> None:
    assert _admin_id() in [d.id for d in index.search_keyword("administrator password LAPS", 3)]
    assert index.search_keyword("zxqv qwzx", 3) == []


def test_light_stem_joins_plurals_and_verb_forms() -> None:
    assert light_stem("printers") == light_stem("printer") == "printer"
    assert light_stem("locked") == "lock"


def test_document_embeddings_are_cached_on_disk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GENAI_CHAOS_CACHE", str(tmp_path))
    articles = load_corpus()[:20]
    embedder = WordLlamaEmbedder()
    first = embed_corpus(embedder, articles)
    assert list(tmp_path.rglob("*.npy"))
    monkeypatch.setattr(embedder, "embed", lambda texts: pytest.fail("embedded again"))
    np.testing.assert_array_equal(embed_corpus(embedder, articles), first)
    built = build_index(embedder, articles)
    assert built.faiss.ntotal == 20 and len(built.docs) == 20


def test_a_damaged_cache_file_is_rebuilt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GENAI_CHAOS_CACHE", str(tmp_path))
    articles = load_corpus()[:5]
    embed_corpus(WordLlamaEmbedder(), articles)
    for f in tmp_path.rglob("*.npy"):
        f.write_bytes(b"not numpy")
    assert embed_corpus(WordLlamaEmbedder(), articles).shape == (5, 256)


def test_retrieval_metrics_of_bm25_and_wordllama(index: ReferenceIndex) -> None:
    bm25 = evaluate(index.search_keyword)
    dense = evaluate(index.search)
    assert evaluate_index(index) == dense
    assert bm25.questions == dense.questions == len(load_questions())
    assert 0.55 <= bm25.recall_at_k <= 0.85, bm25
    assert 0.7 <= dense.recall_at_k <= 0.9, dense
    assert dense.recall_at_1 <= dense.mrr <= dense.recall_at_k


@pytest.mark.slow
@pytest.mark.skipif(not minilm_available(), reason="needs the minilm extra")
def test_minilm_backend_embeds_offline_and_retrieves_best() -> None:
    index = get_index("minilm")
    assert index.matrix.shape == (len(load_corpus()), 384)
    assert _admin_id() in [d.id for d in index.search(ADMIN_Q, k=5)]
    m = evaluate_index(index)
    assert m.recall_at_k >= 0.9 and m.recall_at_1 >= 0.7, m
    shared = emb.get_embedder("minilm")
    assert isinstance(shared, MiniLMEmbedder)
    # the loaded model is the instance's own, loaded once
    assert shared.sentence_transformer() is shared.sentence_transformer()
    assert MiniLMEmbedder().sentence_transformer() is not shared.sentence_transformer()
