"""The knowledge base that ships with the reference service, and its labelled questions.

``data/corpus.jsonl`` holds 305 IT operations and help desk articles (accounts, VPN,
printing, Windows and macOS, on-call runbooks, ...); ``data/questions.jsonl`` holds 159
questions written the way users ask them, each with the ids of the articles that answer
it. Both are built by ``scripts/reference_corpus/build.py`` from hand-written sources.

>>> articles = load_corpus()
>>> len(articles) >= 300
True
>>> admin = next(a for a in articles if "administrator password" in a.title)
>>> admin.title
'Reset the local administrator password on a Windows workstation'
>>> admin_question = "how do I reset the administrator password"
>>> q = next(q for q in load_questions() if q.question == admin_question)
>>> q.relevant == (admin.id,)
True
"""

from __future__ import annotations

import json
import re
import statistics
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any

from genai_chaos.faults.base import Doc

#: Words too common to say anything about overlap (and "how do I" phrasing).
_STOP_TEXT = """a about after again all also am an and any are as at be because been before
being but by can could did do does doing don down during each few for from further get gets
got had has have having he her here hers him his how i if in into is it its itself just let me
more most my no nor not now of off on once only or other our out over own same she should so
some such than that the their them then there these they this those through to too under
until up us very was we were what when where which while who why will with would you your
yours"""
STOPWORDS = frozenset(_STOP_TEXT.split())
_WORD = re.compile(r"[a-z0-9]+")


@dataclass(frozen=True)
class Article:
    """One knowledge-base article."""

    id: str
    title: str
    category: str
    text: str
    audience: str = "All staff"
    updated: str = ""

    @property
    def content(self) -> str:
        """Title and body, as indexed and as given to the generator."""
        return f"{self.title}\n{self.text}"

    def to_doc(self) -> Doc:
        """The article as a :class:`~genai_chaos.faults.base.Doc` (id and metadata set)."""
        meta = {"title": self.title, "category": self.category, "updated": self.updated}
        return Doc(self.content, meta, None, self.id)


@dataclass(frozen=True)
class Question:
    """A user question and the ids of the articles that answer it."""

    id: str
    question: str
    relevant: tuple[str, ...] = field(default_factory=tuple)


def _read(name: str) -> list[dict[str, Any]]:
    text = (
        resources.files("genai_chaos.reference").joinpath("data").joinpath(name).read_text("utf-8")
    )
    return [json.loads(line) for line in text.splitlines() if line.strip()]


@lru_cache(maxsize=1)
def load_corpus() -> tuple[Article, ...]:
    """Every article, sorted by id (read once per process)."""
    return tuple(Article(**row) for row in _read("corpus.jsonl"))


@lru_cache(maxsize=1)
def load_questions() -> tuple[Question, ...]:
    """Every labelled question, in file order."""
    return tuple(
        Question(row["id"], row["question"], tuple(row["relevant"]))
        for row in _read("questions.jsonl")
    )


def content_words(text: str) -> set[str]:
    """Lower-cased words of ``text`` without stopwords.

    >>> sorted(content_words("How do I reset the administrator password?"))
    ['administrator', 'password', 'reset']
    """
    return {w for w in _WORD.findall(text.lower()) if w not in STOPWORDS}


def title_overlap(question: str, title: str) -> float:
    """Share of the question's content words that also occur in the title (0..1).

    >>> title_overlap("forgot my login", "Reset your own network password")
    0.0
    >>> title_overlap("reset admin password", "Reset the local administrator password")
    0.6666666666666666
    """
    words = content_words(question)
    return len(words & content_words(title)) / len(words) if words else 0.0


def corpus_stats() -> dict[str, Any]:
    """Sizes of the corpus and question set, and the question-title word overlap.

    ``overlap_mean`` averages, over questions, the best overlap with the title of any
    relevant article; ``overlap_zero`` is the share of questions sharing no content word
    with it.
    """
    articles = load_corpus()
    by_id = {a.id: a for a in articles}
    questions = load_questions()
    lengths = sorted(len(_WORD.findall(a.content.lower())) for a in articles)
    overlaps = [
        max(title_overlap(q.question, by_id[r].title) for r in q.relevant) for q in questions
    ]
    return {
        "documents": len(articles),
        "categories": len({a.category for a in articles}),
        "words_min": lengths[0],
        "words_median": int(statistics.median(lengths)),
        "words_max": lengths[-1],
        "words_total": sum(lengths),
        "questions": len(questions),
        "multi_relevant": sum(len(q.relevant) > 1 for q in questions),
        "overlap_mean": round(statistics.fmean(overlaps), 3),
        "overlap_zero": round(sum(o == 0 for o in overlaps) / len(overlaps), 3),
    }
