"""Retrieval faults: what a vector store or a reranker does wrong to the documents.

Every fault here takes the retrieved ``list[Doc]`` and returns a new list of new
:class:`~genai_chaos.faults.base.Doc` objects (the inputs are never mutated). A doc that
stands in a retrieved doc's place keeps that doc's ``original``, so adapters write the
changed fields back into a copy of the application's own object (a LangChain ``Document``
stays a ``Document``). Nothing in a faulty doc marks it as injected; what changed, and
where, goes into the event through ``ctx.note``.

Off-topic passages come from a shipped pool (``faults/data/distractors.json``: cooking,
sports, travel, history, gardening, ...), see :func:`distractors`.
"""

from __future__ import annotations

import json
from datetime import UTC, date, datetime, time, timedelta
from functools import lru_cache
from importlib.resources import files
from typing import Any, ClassVar, Literal

import numpy as np
from pydantic import Field, field_validator, model_validator

from genai_chaos.faults.base import Doc, Fault, FaultContext, FaultParams, Layer, Surface
from genai_chaos.faults.registry import register


@lru_cache(maxsize=1)
def distractors() -> tuple[dict[str, str], ...]:
    """The shipped pool of off-topic passages, each ``{"id", "text", "topic"}``."""
    raw = files("genai_chaos.faults").joinpath("data/distractors.json").read_text("utf-8")
    return tuple(json.loads(raw))


def _copy(doc: Doc, **changes: Any) -> Doc:
    """A new doc with the same fields (metadata copied one level deep) and ``changes``."""
    fields: dict[str, Any] = {
        "text": doc.text,
        "metadata": dict(doc.metadata),
        "score": doc.score,
        "id": doc.id,
        "original": doc.original,
    }
    fields.update(changes)
    return Doc(**fields)


def _pick(ctx: FaultContext, n: int, ratio: float) -> list[int]:
    """``ratio`` of ``n`` positions (at least one), drawn without replacement, sorted."""
    k = min(n, max(1, round(ratio * n)))
    return sorted(int(i) for i in ctx.rng.choice(n, size=k, replace=False))


def _draw_distractors(ctx: FaultContext, k: int) -> list[dict[str, str]]:
    pool = distractors()
    picks = ctx.rng.choice(len(pool), size=k, replace=k > len(pool))
    return [pool[int(i)] for i in picks]


def _derangement(ctx: FaultContext, positions: list[int]) -> dict[int, int]:
    """Map each position to another one of ``positions`` (a random cycle: none stays)."""
    order = [positions[int(i)] for i in ctx.rng.permutation(len(positions))]
    return {order[j]: order[(j + 1) % len(order)] for j in range(len(order))}


@register
class ZeroResults(Fault):
    """The vector store answers with no documents at all."""

    kind = "zero_results"
    layer = Layer.RETRIEVAL
    surface = Surface.DOCUMENTS

    def apply(self, value: list[Doc], ctx: FaultContext) -> list[Doc]:
        ctx.note(removed=len(value))
        return []


class IrrelevantDocumentsParams(FaultParams):
    #: share of the retrieved documents replaced (at least one).
    ratio: float = Field(1.0, gt=0, le=1)
    #: distractors: off-topic passages from the shipped pool; shuffle: texts moved between
    #: the retrieved documents (falls back to distractors with fewer than two documents).
    source: Literal["distractors", "shuffle"] = "distractors"


@register
class IrrelevantDocuments(Fault):
    """Retrieved documents are replaced by irrelevant ones that look like normal hits.

    A replaced doc keeps its slot's score, id, metadata and ``original``: only the text is
    wrong, as when an index's vectors and texts fall out of step.
    """

    kind = "irrelevant_documents"
    layer = Layer.RETRIEVAL
    surface = Surface.DOCUMENTS
    Params = IrrelevantDocumentsParams
    example: ClassVar[dict[str, Any]] = {"ratio": 0.5, "source": "distractors"}

    params: IrrelevantDocumentsParams

    def apply(self, value: list[Doc], ctx: FaultContext) -> list[Doc]:
        if not value:
            raise ctx.skip("no documents to replace")
        out = [_copy(d) for d in value]
        positions = _pick(ctx, len(value), self.params.ratio)
        source = self.params.source
        if source == "shuffle" and len(value) >= 2:
            if len(positions) == 1:
                others = [i for i in range(len(value)) if i != positions[0]]
                mapping = {positions[0]: others[int(ctx.rng.integers(len(others)))]}
            else:
                mapping = _derangement(ctx, positions)
            for pos, src in mapping.items():
                out[pos].text = value[src].text
            ctx.note(source="shuffle", positions=positions, text_from=mapping)
            return out
        picked = _draw_distractors(ctx, len(positions))
        for pos, passage in zip(positions, picked, strict=True):
            out[pos].text = passage["text"]
        ctx.note(
            source="distractors",
            fallback=source == "shuffle",
            positions=positions,
            distractors=[p["id"] for p in picked],
        )
        return out


class SimilarityThresholdShiftParams(FaultParams):
    #: raise: the cut-off gets stricter and drops hits; lower: it gets looser and admits
    #: low-scoring junk.
    direction: Literal["raise", "lower"] = "raise"
    #: the new cut-off, in score units (exclusive with ``shift``).
    threshold: float | None = None
    #: how far the cut-off moves from the lowest score returned (default 0.1).
    shift: float | None = Field(None, gt=0)
    #: lower: how many junk documents the looser cut-off admits.
    extra: int = Field(3, ge=1, le=100)
    #: false when scores are distances (smaller is closer, as FAISS L2 scores are).
    higher_is_better: bool = True

    @model_validator(mode="after")
    def _one_of(self) -> SimilarityThresholdShiftParams:
        if self.threshold is not None and self.shift is not None:
            raise ValueError("give either threshold or shift, not both")
        return self


@register
class SimilarityThresholdShift(Fault):
    """The similarity cut-off moves: too strict drops good hits, too loose admits junk.

    The current cut-off is taken to be the worst score returned. ``raise`` drops every doc
    scoring worse than the new cut-off (possibly all of them); ``lower`` appends ``extra``
    off-topic passages with scores between the new cut-off and the worst returned score,
    in score order. Docs without a score are kept; with no score at all the fault skips.
    """

    kind = "similarity_threshold_shift"
    layer = Layer.RETRIEVAL
    surface = Surface.DOCUMENTS
    Params = SimilarityThresholdShiftParams
    example: ClassVar[dict[str, Any]] = {"direction": "raise", "shift": 0.15}

    params: SimilarityThresholdShiftParams

    def apply(self, value: list[Doc], ctx: FaultContext) -> list[Doc]:
        p = self.params
        scores = [d.score for d in value if d.score is not None]
        if not scores:
            raise ctx.skip("no document has a score")
        sign = 1.0 if p.higher_is_better else -1.0  # work on similarities: higher is better
        worst = min(sign * s for s in scores)
        shift = 0.1 if p.shift is None else p.shift
        if p.direction == "raise":
            cut = sign * p.threshold if p.threshold is not None else worst + shift
            kept = [_copy(d) for d in value if d.score is None or sign * d.score >= cut]
            ctx.note(threshold=sign * cut, dropped=len(value) - len(kept), kept=len(kept))
            return kept
        cut = sign * p.threshold if p.threshold is not None else worst - shift
        if cut >= worst:
            raise ctx.skip(f"threshold {p.threshold} admits nothing below the worst score")
        sims = np.sort(ctx.rng.uniform(cut, worst, size=p.extra))[::-1]
        template = value[-1].original
        junk = [
            Doc(
                text=passage["text"],
                metadata={"source": f"kb/{passage['topic']}/{passage['id']}.md"},
                score=float(sign * s),
                id=passage["id"],
                original=template,
            )
            for passage, s in zip(_draw_distractors(ctx, p.extra), sims, strict=True)
        ]
        ctx.note(
            threshold=sign * cut,
            added=len(junk),
            scores=[round(float(d.score or 0.0), 6) for d in junk],
        )
        return [_copy(d) for d in value] + junk


class RerankInterferenceParams(FaultParams):
    #: reverse the order, shuffle it, swap first and last, or move the top hit to the end.
    mode: Literal["reverse", "shuffle", "swap_top", "bury_top"] = "reverse"
    #: scores stay at their positions, so the list still looks well ranked; false: each
    #: doc keeps its own score.
    keep_score_order: bool = True


@register
class RerankInterference(Fault):
    """The reranker scrambles the order: the best hit is no longer first."""

    kind = "rerank_interference"
    layer = Layer.RETRIEVAL
    surface = Surface.DOCUMENTS
    Params = RerankInterferenceParams
    example: ClassVar[dict[str, Any]] = {"mode": "bury_top"}

    params: RerankInterferenceParams

    def apply(self, value: list[Doc], ctx: FaultContext) -> list[Doc]:
        n = len(value)
        if n < 2:
            raise ctx.skip("fewer than two documents to reorder")
        mode = self.params.mode
        order = list(range(n))
        if mode == "reverse":
            order.reverse()
        elif mode == "shuffle":
            order = [int(i) for i in ctx.rng.permutation(n)]
            if order == list(range(n)):  # never hand back the original order
                order = order[1:] + order[:1]
        elif mode == "swap_top":
            order[0], order[-1] = order[-1], order[0]
        else:
            order = order[1:] + order[:1]
        out = [_copy(value[i]) for i in order]
        if self.params.keep_score_order:
            for pos, doc in enumerate(out):
                doc.score = value[pos].score
        ctx.note(mode=mode, order=order)
        return out


DEFAULT_FORGED = {
    "source": "https://support.examp1e-corp.com/kb/official-policy",
    "url": "https://support.examp1e-corp.com/kb/official-policy",
    "author": "Compliance Team",
}
#: metadata keys that hold a document's date.
DATE_FIELDS = (
    "updated_at",
    "updatedAt",
    "last_modified",
    "lastModified",
    "modified",
    "modified_at",
    "date",
    "published_at",
    "created_at",
)
#: metadata keys that say where a document comes from.
SOURCE_FIELDS = ("source", "url", "doc_id", "document_id", "file_path", "title")


class ForgedMetadataParams(FaultParams):
    #: forge: overwrite ``fields``; stale: backdate the date fields; swap_sources: move
    #: source and id fields between documents.
    mode: Literal["forge", "stale", "swap_sources"] = "forge"
    #: forge: the fields to write and their forged values.
    fields: dict[str, Any] = Field(default_factory=lambda: dict(DEFAULT_FORGED))
    #: stale: how far in the past the date fields are set.
    stale_days: int = Field(730, ge=1)
    #: stale: the day counted back from (default: today, UTC).
    reference_date: date | None = None
    #: swap_sources: the metadata keys moved (the doc's own ``id`` moves with them).
    swap_fields: list[str] = Field(default_factory=lambda: list(SOURCE_FIELDS))
    #: forge and stale: share of the documents changed (at least one).
    ratio: float = Field(1.0, gt=0, le=1)

    @field_validator("fields")
    @classmethod
    def _fields(cls, value: dict[str, Any]) -> dict[str, Any]:
        if not value:
            raise ValueError("at least one field to forge")
        return value

    @field_validator("swap_fields")
    @classmethod
    def _swap_fields(cls, value: list[str]) -> list[str]:
        if not value:
            raise ValueError("at least one field to swap")
        return value


def _backdate(old: Any, when: datetime) -> Any:
    """``when`` in the form of ``old``: epoch seconds, a date or an ISO timestamp."""
    if isinstance(old, int | float) and not isinstance(old, bool):
        return type(old)(when.timestamp())
    if isinstance(old, date) and not isinstance(old, datetime):
        return when.date()
    if isinstance(old, datetime):
        return when
    if isinstance(old, str) and len(old) == 10:
        return when.date().isoformat()
    return when.isoformat()


@register
class ForgedMetadata(Fault):
    """Document metadata lies: forged sources, stale dates or sources swapped between docs."""

    kind = "forged_metadata"
    layer = Layer.RETRIEVAL
    surface = Surface.DOCUMENTS
    Params = ForgedMetadataParams
    example: ClassVar[dict[str, Any]] = {"mode": "stale", "stale_days": 1095}

    params: ForgedMetadataParams

    def apply(self, value: list[Doc], ctx: FaultContext) -> list[Doc]:
        if not value:
            raise ctx.skip("no documents")
        out = [_copy(d) for d in value]
        changed: dict[int, dict[str, Any]] = {}
        if self.params.mode == "swap_sources":
            self._swap(value, out, changed, ctx)
        else:
            for pos in _pick(ctx, len(value), self.params.ratio):
                changed[pos] = self._edit(out[pos])
        ctx.note(mode=self.params.mode, changed=changed)
        return out

    def _edit(self, doc: Doc) -> dict[str, Any]:
        p, meta = self.params, doc.metadata
        if p.mode == "forge":
            updates = dict(p.fields)
        else:
            day = p.reference_date or datetime.now(UTC).date()
            when = datetime.combine(day - timedelta(days=p.stale_days), time(), UTC)
            keys = [k for k in DATE_FIELDS if k in meta] or ["updated_at"]
            updates = {k: _backdate(meta.get(k), when) for k in keys}
        record = {k: {"was": _plain(meta.get(k)), "now": _plain(v)} for k, v in updates.items()}
        meta.update(updates)
        return record

    def _swap(
        self,
        value: list[Doc],
        out: list[Doc],
        changed: dict[int, dict[str, Any]],
        ctx: FaultContext,
    ) -> None:
        keys = list(self.params.swap_fields)
        present = [
            i for i, d in enumerate(value) if d.id is not None or any(k in d.metadata for k in keys)
        ]
        if len(present) < 2:
            raise ctx.skip("fewer than two documents carry source or id fields")
        for pos, src in _derangement(ctx, present).items():
            record: dict[str, Any] = {}
            meta, src_meta = out[pos].metadata, value[src].metadata
            for key in keys:
                if key in src_meta:
                    meta[key] = src_meta[key]
                else:
                    meta.pop(key, None)
                if value[pos].metadata.get(key) != src_meta.get(key):
                    record[key] = {"was": value[pos].metadata.get(key), "now": src_meta.get(key)}
            out[pos].id = value[src].id
            if value[pos].id != value[src].id:
                record["id"] = {"was": value[pos].id, "now": value[src].id}
            changed[pos] = {"from": src, **record}


def _plain(value: Any) -> Any:
    """A JSON-ready form of a metadata value (dates as ISO strings)."""
    return value.isoformat() if isinstance(value, date) else value
