"""Semantic faults: the call succeeds, the answer is nonsense.

"200 OK with nonsense": an answer about something else, a plausible answer with the
facts changed, citations of sources that do not exist, a loop, an unwarranted refusal,
an answer stopped by the content filter. Each works on the
:class:`~genai_chaos.faults.base.Completion` surface and returns a new completion.

>>> from genai_chaos.faults.base import Completion, FaultContext
>>> fault = PlausibleWrongAnswer(strategy="negation", seed=1)
>>> ctx = FaultContext("r", fault.decide("r"))
>>> fault.apply(Completion("You should restart the service."), ctx).text
'You should not restart the service.'
"""

from __future__ import annotations

import itertools
import json
import re
from dataclasses import dataclass, replace
from functools import cache
from importlib.resources import files
from typing import Any, ClassVar, Literal

from pydantic import Field, field_validator

from genai_chaos.faults import tokens
from genai_chaos.faults.base import Completion, Fault, FaultContext, FaultParams, Layer, Surface
from genai_chaos.faults.generation import usage_for
from genai_chaos.faults.registry import register


@cache
def load_pool(name: str) -> tuple[str, ...]:
    """A list of strings shipped in ``genai_chaos/faults/data/<name>``."""
    raw = (files("genai_chaos.faults") / "data" / name).read_text(encoding="utf-8")
    return tuple(str(s) for s in json.loads(raw))


def _choice(ctx: FaultContext, pool: tuple[str, ...] | list[str]) -> str:
    return pool[int(ctx.rng.integers(len(pool)))]


# -- off_topic_answer ------------------------------------------------------------------------


class OffTopicParams(FaultParams):
    #: answers to draw from instead of the shipped pool (data/off_topic_answers.json).
    answers: list[str] | None = Field(None, min_length=1)


@register
class OffTopicAnswer(Fault):
    """A fluent, confident answer about an unrelated topic."""

    kind = "off_topic_answer"
    layer = Layer.GENERATION
    surface = Surface.COMPLETION
    Params = OffTopicParams
    example: ClassVar[dict[str, Any]] = {
        "answers": [
            "Sourdough gets its tang from the lactic acid made by the bacteria in the starter.",
            "Saturn's rings are made mostly of ice, and are only about ten metres thick.",
        ]
    }

    params: OffTopicParams

    def apply(self, value: Completion, ctx: FaultContext) -> Completion:
        pool = self.params.answers or load_pool("off_topic_answers.json")
        others = [a for a in pool if a.strip() != value.text.strip()]
        if not others:
            raise ctx.skip("every answer in the pool is the original answer")
        text = _choice(ctx, others)
        ctx.note(answer=text[:60])
        return replace(
            value,
            text=text,
            finish_reason="stop",
            tool_calls=[],
            refusal=None,
            usage=usage_for(value.usage, text),
        )


# -- plausible_wrong_answer ------------------------------------------------------------------

_NUMBER = re.compile(r"(?<![\w.\-])\d+(?:\.\d+)?(?![\w.]*\d)")
_CITATION = re.compile(r"\[[^\]\n]*\]")
_OPPOSITES = {
    "should not": "should", "shouldn't": "should", "should": "should not",
    "must not": "must", "mustn't": "must", "must": "must not",
    "cannot": "can", "can't": "can", "can": "cannot",
    "do not": "do", "don't": "do", "does not": "does", "doesn't": "does",
    "is not": "is", "isn't": "is", "are not": "are", "aren't": "are",
    "enabled": "disabled", "disabled": "enabled", "enable": "disable", "disable": "enable",
    "always": "never", "never": "always", "increase": "decrease", "decrease": "increase",
    "before": "after", "after": "before", "required": "optional", "optional": "required",
    "allowed": "denied", "denied": "allowed", "allow": "deny", "deny": "allow",
    "true": "false", "false": "true", "minimum": "maximum", "maximum": "minimum",
    "higher": "lower", "lower": "higher", "more than": "less than", "less than": "more than",
    "recommended": "not recommended", "supported": "not supported",
}  # fmt: skip
_NEGATABLE = re.compile(
    r"\b(?:" + "|".join(re.escape(w) for w in sorted(_OPPOSITES, key=len, reverse=True)) + r")\b",
    re.IGNORECASE,
)
_STEP = re.compile(r"^([ \t]*(?:\d+[.)]|[-*•])[ \t]+)(\S.*)$", re.MULTILINE)
_WRONG_SENTENCES = (
    "Note that this setting was deprecated in version 2.0 and is now ignored.",
    "This has been the officially recommended approach since 2019.",
    "The change only takes effect after a full restart, which usually takes about 48 hours.",
    "This limit does not apply to enterprise accounts, which have no restrictions at all.",
    "You do not need administrator rights for any of these steps.",
)


@dataclass(frozen=True)
class _Edit:
    strategy: str
    start: int
    end: int
    new: str


def _same_case(word: str, new: str) -> str:
    if word.isupper() and len(word) > 1:
        return new.upper()
    return new[0].upper() + new[1:] if word[0].isupper() else new


def _wrong_number(s: str, ctx: FaultContext) -> str:
    if "." in s:
        decimals = len(s.split(".")[1])
        value = float(s)
        for factor in ctx.rng.permutation([0.5, 2.0, 1.5, 10.0]):
            new = f"{value * float(factor):.{decimals}f}"
            if new != s:
                return new
        return f"{value + 1:.{decimals}f}"
    n = int(s)
    options = {n * 2, n + 1, n * 10, n // 2, n - 1}
    if len(s) >= 2:
        pos = int(ctx.rng.integers(1, len(s)))
        digit = (int(s[pos]) + int(ctx.rng.integers(1, 10))) % 10
        options.add(int(s[:pos] + str(digit) + s[pos + 1 :]))
    choices = sorted(o for o in options if o >= 0 and o != n)
    return str(choices[int(ctx.rng.integers(len(choices)))]).zfill(len(s))


def _number_edits(text: str, ctx: FaultContext) -> list[_Edit]:
    cited = [m.span() for m in _CITATION.finditer(text)]
    cited += [m.span(1) for m in _STEP.finditer(text)]  # list markers are not facts
    out = []
    for m in _NUMBER.finditer(text):
        if not any(a <= m.start() < b for a, b in cited):
            out.append(_Edit("numbers", m.start(), m.end(), _wrong_number(m.group(), ctx)))
    return out


def _negation_edits(text: str, ctx: FaultContext) -> list[_Edit]:
    return [
        _Edit("negation", m.start(), m.end(), _same_case(m.group(), _OPPOSITES[m.group().lower()]))
        for m in _NEGATABLE.finditer(text)
    ]


def _step_edits(text: str, ctx: FaultContext) -> list[_Edit]:
    steps = list(_STEP.finditer(text))
    out = []
    for a, b in itertools.pairwise(steps):
        between = text[a.end(2) : b.start(2)]
        if between.count("\n") == 1 and a.group(2) != b.group(2):  # adjacent lines
            out.append(_Edit("steps", a.start(2), b.end(2), b.group(2) + between + a.group(2)))
    return out


_FINDERS = {"numbers": _number_edits, "negation": _negation_edits, "steps": _step_edits}


class PlausibleWrongParams(FaultParams):
    #: which facts to change; ``any`` draws among those the answer has.
    strategy: Literal["any", "numbers", "negation", "steps"] = "any"
    #: how many changes to make (fewer when the answer has fewer candidates).
    changes: int = Field(1, ge=1, le=20)


@register
class PlausibleWrongAnswer(Fault):
    """The answer keeps its form but its facts are changed (numbers, negations, step order).

    With ``strategy="any"`` and nothing to change, a confident wrong sentence is appended.
    """

    kind = "plausible_wrong_answer"
    layer = Layer.GENERATION
    surface = Surface.COMPLETION
    Params = PlausibleWrongParams
    example: ClassVar[dict[str, Any]] = {"strategy": "numbers", "changes": 2}

    params: PlausibleWrongParams

    def apply(self, value: Completion, ctx: FaultContext) -> Completion:
        text, p = value.text, self.params
        names = list(_FINDERS) if p.strategy == "any" else [p.strategy]
        pending = {name: _FINDERS[name](text, ctx) for name in names}
        chosen: list[_Edit] = []
        while len(chosen) < p.changes:
            pending = {
                name: [
                    e for e in edits if all(e.end <= c.start or e.start >= c.end for c in chosen)
                ]
                for name, edits in pending.items()
            }
            left = [name for name in names if pending[name]]
            if not left:
                break
            edits = pending[_choice(ctx, left)]
            chosen.append(edits.pop(int(ctx.rng.integers(len(edits)))))
        if not chosen:
            if p.strategy != "any":
                raise ctx.skip(f"nothing to change with strategy {p.strategy!r}")
            sentence = _choice(ctx, _WRONG_SENTENCES)
            new_text = f"{text.rstrip()} {sentence}".lstrip()
            ctx.note(changed=[{"strategy": "appended", "was": "", "now": sentence}])
            return replace(value, text=new_text, usage=usage_for(value.usage, new_text))
        for edit in sorted(chosen, key=lambda e: e.start, reverse=True):
            text = text[: edit.start] + edit.new + text[edit.end :]
        ctx.note(
            changed=[
                {"strategy": e.strategy, "was": value.text[e.start : e.end], "now": e.new}
                for e in sorted(chosen, key=lambda e: e.start)
            ]
        )
        return replace(value, text=text, usage=usage_for(value.usage, text))


# -- fabricated_sources ----------------------------------------------------------------------


class FabricatedSourcesParams(FaultParams):
    #: regular expression of the application's citations.
    pattern: str = r"\[(?:doc|source)[-_ ]?\w+\]"
    #: how many fabricated citations to put in the answer.
    count: int = Field(1, ge=1, le=50)
    #: ``replace`` existing citations, ``insert`` new ones, ``auto``: replace, then insert.
    mode: Literal["auto", "replace", "insert"] = "auto"
    #: a citation when the answer has none to imitate; ``{id}`` is the fabricated id.
    template: str = "[doc-{id}]"

    @field_validator("pattern")
    @classmethod
    def _compiles(cls, value: str) -> str:
        try:
            re.compile(value)
        except re.error as exc:
            raise ValueError(f"not a regular expression: {exc}") from exc
        return value

    @field_validator("template")
    @classmethod
    def _has_id(cls, value: str) -> str:
        if "{id}" not in value:
            raise ValueError("must contain '{id}'")
        return value


def _forge(model: str | None, fake: str, template: str) -> str:
    """A citation in the form of ``model`` (its id replaced by ``fake``)."""
    if model:
        for shape in (r"(.*?)(\d+)(\D*)", r"(.*?)([A-Za-z0-9]+)([^A-Za-z0-9]*)"):
            m = re.fullmatch(shape, model, re.DOTALL)
            if m and m.group(1):
                return m.group(1) + fake + m.group(3)
    return template.replace("{id}", fake)


@register
class FabricatedSources(Fault):
    """The answer cites sources that do not exist (ids like ``[doc-91234]``)."""

    kind = "fabricated_sources"
    layer = Layer.GENERATION
    surface = Surface.COMPLETION
    Params = FabricatedSourcesParams
    example: ClassVar[dict[str, Any]] = {"count": 2, "pattern": r"\[(?:doc|source)[-_ ]?\w+\]"}

    params: FabricatedSourcesParams

    def apply(self, value: Completion, ctx: FaultContext) -> Completion:
        p, text = self.params, value.text
        if not text.strip():
            raise ctx.skip("empty answer")
        found = list(re.finditer(p.pattern, text))
        if p.mode == "replace" and not found:
            raise ctx.skip("no citation to replace")
        model = found[0].group() if found else None
        fakes: list[str] = []
        while len(fakes) < p.count:
            fake = _forge(model, f"9{int(ctx.rng.integers(10000)):04d}", p.template)
            if fake not in text and fake not in fakes:
                fakes.append(fake)
        edits: list[tuple[int, int, str]] = []
        if p.mode != "insert" and found:
            picked = ctx.rng.permutation(len(found))[: p.count]
            edits = [(found[i].start(), found[i].end(), fakes[k]) for k, i in enumerate(picked)]
        extra = fakes[len(edits) :] if p.mode != "replace" else []
        if extra:
            markers = [m.span(1) for m in _STEP.finditer(text)]
            ends = [
                m.start()
                for m in re.finditer(r"[.!?](?=\s|$)", text)
                if not any(a <= m.start() < b for a, b in markers)
            ] or [len(text)]
            for fake in extra:
                at = ends[int(ctx.rng.integers(len(ends)))]
                edits.append((at, at, f" {fake}"))
        replaced = [text[a:b] for a, b, _ in edits if b > a]
        for a, b, new in sorted(edits, key=lambda e: (e[0], e[1]), reverse=True):
            text = text[:a] + new + text[b:]
        ctx.note(fabricated=fakes[: len(edits)], replaced=replaced)
        return replace(value, text=text, usage=usage_for(value.usage, text))


# -- repetition_loop -------------------------------------------------------------------------

_SENTENCE = re.compile(r"[^.!?\n]+[.!?]*")


class RepetitionLoopParams(FaultParams):
    #: how many times the phrase is repeated before the token limit stops it.
    repeats: int = Field(30, ge=2, le=10_000)
    #: the phrase to repeat; by default a sentence drawn from the answer.
    phrase: str | None = Field(None, min_length=1)


@register
class RepetitionLoop(Fault):
    """The model gets stuck repeating a phrase until the token limit cuts it off."""

    kind = "repetition_loop"
    layer = Layer.GENERATION
    surface = Surface.COMPLETION
    Params = RepetitionLoopParams
    example: ClassVar[dict[str, Any]] = {"repeats": 50}

    params: RepetitionLoopParams

    def apply(self, value: Completion, ctx: FaultContext) -> Completion:
        sentences = [m for m in _SENTENCE.finditer(value.text) if m.group().strip()]
        if not sentences and self.params.phrase is None:
            raise ctx.skip("empty answer and no phrase to repeat")
        if sentences:
            m = sentences[int(ctx.rng.integers(len(sentences)))]
            head, phrase = value.text[: m.end()], m.group().strip()
        else:
            head, phrase = value.text, ""
        phrase = self.params.phrase or phrase
        text = (head.rstrip() + (" " + phrase) * self.params.repeats).lstrip()
        ctx.note(phrase=phrase[:80], repeats=self.params.repeats)
        return replace(value, text=text, finish_reason="length", usage=usage_for(value.usage, text))


# -- unwarranted_refusal ---------------------------------------------------------------------

_REFUSALS = (
    "I'm sorry, but I can't help with that request.",
    "I'm sorry, but I can't assist with that.",
    "I apologize, but I'm not able to provide that information.",
    "I can't help with that. If you have another question, I'd be happy to help.",
    "I'm unable to comply with this request as it may violate our usage policies.",
)


class RefusalParams(FaultParams):
    #: the refusal to give; by default one drawn from a small pool of real phrasings.
    message: str | None = Field(None, min_length=1)


@register
class UnwarrantedRefusal(Fault):
    """The model refuses a legitimate request ("I'm sorry, but I can't help with that")."""

    kind = "unwarranted_refusal"
    layer = Layer.GENERATION
    surface = Surface.COMPLETION
    Params = RefusalParams
    example: ClassVar[dict[str, Any]] = {
        "message": "I'm sorry, but I can't help with that request."
    }

    params: RefusalParams

    def apply(self, value: Completion, ctx: FaultContext) -> Completion:
        text = self.params.message or _choice(ctx, _REFUSALS)
        ctx.note(refusal=text)
        return replace(
            value,
            text=text,
            refusal=text,
            finish_reason="stop",
            tool_calls=[],
            usage=usage_for(value.usage, text),
        )


# -- content_filter --------------------------------------------------------------------------


class ContentFilterParams(FaultParams):
    #: ``empty``: nothing comes back; ``partial``: the answer stops partway through.
    mode: Literal["empty", "partial"] = "partial"


@register
class ContentFilter(Fault):
    """The provider's content filter stops the answer (``finish_reason="content_filter"``)."""

    kind = "content_filter"
    layer = Layer.GENERATION
    surface = Surface.COMPLETION
    Params = ContentFilterParams
    example: ClassVar[dict[str, Any]] = {"mode": "partial"}

    params: ContentFilterParams

    def apply(self, value: Completion, ctx: FaultContext) -> Completion:
        text = ""
        if self.params.mode == "partial":
            total = tokens.count(value.text)
            keep = int(total * float(ctx.rng.uniform(0.2, 0.8)))
            text = tokens.truncate_tokens(value.text, min(keep, max(total - 1, 0)))
        ctx.note(mode=self.params.mode, chars_before=len(value.text), chars_after=len(text))
        return replace(
            value,
            text=text,
            finish_reason="content_filter",
            tool_calls=[],
            refusal=None,
            usage=usage_for(value.usage, text),
        )
