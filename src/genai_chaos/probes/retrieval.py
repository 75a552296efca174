"""Retrieval quality against a labelled question set: recall@k, MRR, hit rate.

Each question has the ids of its relevant documents; a retriever returns ranked ids.

* **recall@k**: the share of a question's relevant documents among the first k results,
  averaged over questions;
* **MRR** (mean reciprocal rank): 1 / the rank of the first relevant result (0 when none
  is returned), averaged over questions;
* **hit rate@k**: the share of questions with at least one relevant result in the top k.

Questions without relevant ids are left out (they cannot be scored); a question whose
retrieval failed counts as retrieving nothing (pass an empty list).

>>> recall_at_k(["d3", "d1", "d9"], ["d1", "d2"], k=2)
0.5
>>> reciprocal_rank(["d3", "d1"], ["d1"])
0.5
>>> evaluate_retrieval([(["d1"], ["d1"]), (["d4", "d2"], ["d2"])], k=1).to_dict()
{'questions': 2, 'k': 1, 'recall_at_k': 0.5, 'mrr': 0.75, 'hit_rate': 0.5}
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any


def recall_at_k(retrieved: Sequence[str], relevant: Iterable[str], k: int) -> float:
    """Share of ``relevant`` among the first ``k`` of ``retrieved``; ``nan`` without
    relevant ids."""
    if k < 1:
        raise ValueError("k must be at least 1")
    wanted = set(relevant)
    if not wanted:
        return math.nan
    return len(wanted & set(retrieved[:k])) / len(wanted)


def reciprocal_rank(retrieved: Sequence[str], relevant: Iterable[str]) -> float:
    """1 / rank of the first relevant id in ``retrieved`` (0 when absent); ``nan``
    without relevant ids."""
    wanted = set(relevant)
    if not wanted:
        return math.nan
    for rank, doc in enumerate(retrieved, start=1):
        if doc in wanted:
            return 1.0 / rank
    return 0.0


@dataclass(frozen=True)
class RetrievalScores:
    """Mean recall@k, MRR and hit rate over the scored questions (``nan`` when none)."""

    questions: int
    k: int
    recall_at_k: float
    mrr: float
    hit_rate: float

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready (``nan`` as ``None``), rounded to 6 places."""

        def num(v: float) -> float | None:
            return None if math.isnan(v) else round(v, 6)

        return {
            "questions": self.questions,
            "k": self.k,
            "recall_at_k": num(self.recall_at_k),
            "mrr": num(self.mrr),
            "hit_rate": num(self.hit_rate),
        }


def evaluate_retrieval(
    results: Iterable[tuple[Sequence[str], Iterable[str]]], k: int = 5
) -> RetrievalScores:
    """Score ``(retrieved ids, relevant ids)`` pairs."""
    recalls, ranks, hits = [], [], []
    for retrieved, relevant in results:
        wanted = set(relevant)
        if not wanted:
            continue
        recalls.append(recall_at_k(retrieved, wanted, k))
        ranks.append(reciprocal_rank(retrieved, wanted))
        hits.append(1.0 if wanted & set(retrieved[:k]) else 0.0)
    n = len(recalls)

    def mean(values: list[float]) -> float:
        return sum(values) / n if n else math.nan

    return RetrievalScores(n, k, mean(recalls), mean(ranks), mean(hits))


@dataclass(frozen=True)
class LabelledQuestion:
    """A question and the ids of the documents that answer it."""

    question: str
    relevant: tuple[str, ...]
    id: str | None = None


def load_questions(path: str | Path) -> list[LabelledQuestion]:
    """A JSONL question set: one ``{"question": ..., "relevant": [...], "id": ...}`` a
    line (``prompt`` is accepted for ``question``)."""
    out = []
    for n, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
            text = item.get("question", item.get("prompt"))
            if not isinstance(text, str) or not isinstance(item.get("relevant", []), list):
                raise ValueError("needs a string 'question' and a list 'relevant'")
        except (ValueError, AttributeError) as exc:
            raise ValueError(f"{path}:{n}: {exc}") from None
        out.append(
            LabelledQuestion(text, tuple(map(str, item.get("relevant", []))), item.get("id"))
        )
    return out


def score_retriever(
    retrieve: Callable[[str, int], Sequence[Any]],
    questions: Sequence[LabelledQuestion],
    k: int = 5,
) -> RetrievalScores:
    """Run ``retrieve(question, k)`` on every question and score the ids it returns
    (strings, or objects with an ``id`` attribute or key). A call that raises counts as
    an empty result."""
    pairs = []
    for q in questions:
        try:
            docs = retrieve(q.question, k)
        except Exception:
            docs = []
        pairs.append((doc_ids(docs), q.relevant))
    return evaluate_retrieval(pairs, k)


def doc_ids(docs: Sequence[Any]) -> list[str]:
    """Ids of documents given as strings, ``(doc, score)`` pairs, dicts or objects.

    >>> doc_ids(["a", {"id": "b"}, ({"id": "c"}, 0.4)])
    ['a', 'b', 'c']
    """
    out = []
    for item in docs:
        d = item[0] if isinstance(item, tuple) and item else item
        if isinstance(d, str):
            out.append(d)
        elif isinstance(d, dict) and d.get("id") is not None:
            out.append(str(d["id"]))
        elif getattr(d, "id", None) is not None:
            out.append(str(d.id))
    return out
