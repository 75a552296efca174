from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from genai_chaos.reference.corpus import (
    corpus_stats,
    load_corpus,
    load_questions,
    title_overlap,
)

ROOT = Path(__file__).resolve().parents[2]


def test_corpus_has_300_articles_with_unique_ids_and_varied_length() -> None:
    articles = load_corpus()
    assert len(articles) >= 300
    assert len({a.id for a in articles}) == len(articles)
    assert len({a.title for a in articles}) == len(articles)
    stats = corpus_stats()
    assert stats["words_min"] < 30 and stats["words_max"] > 150
    assert stats["categories"] >= 20


def test_questions_point_at_existing_articles() -> None:
    ids = {a.id for a in load_corpus()}
    questions = load_questions()
    assert len(questions) >= 150
    assert len({q.id for q in questions}) == len(questions)
    for q in questions:
        assert q.relevant and set(q.relevant) <= ids, q


def test_the_sources_example_question_is_answered_by_the_admin_password_article() -> None:
    by_id = {a.id: a for a in load_corpus()}
    q = next(q for q in load_questions() if "reset the administrator password" in q.question)
    assert "administrator password" in by_id[q.relevant[0]].title


def test_questions_share_few_words_with_their_article_titles() -> None:
    stats = corpus_stats()
    assert stats["overlap_mean"] < 0.25
    assert stats["overlap_zero"] > 0.3
    assert title_overlap("forgot my login", "Reset your own network password") == 0.0


def test_the_build_script_reproduces_the_shipped_data(tmp_path: Path) -> None:
    script = ROOT / "scripts" / "reference_corpus" / "build.py"
    subprocess.run(
        [sys.executable, str(script), "--out", str(tmp_path)], check=True, capture_output=True
    )
    data = ROOT / "src" / "genai_chaos" / "reference" / "data"
    for name in ("corpus.jsonl", "questions.jsonl"):
        assert (tmp_path / name).read_bytes() == (data / name).read_bytes(), name
    first = json.loads((tmp_path / "corpus.jsonl").read_text().splitlines()[0])
    assert set(first) == {"id", "title", "category", "audience", "updated", "text"}
