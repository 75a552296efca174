"""Generators: the sampling generator that ships with the service, and the protocol.

:class:`SamplingGenerator` is a small language model that needs no weights: at each step
the next token comes from a mixture of a *copy* distribution (continue one of the
retrieved sentences that agree with what was written so far, weighted by how well each
sentence matches the question) and a bigram model trained on the whole knowledge base.
When a sampled token leaves every sentence, it re-aligns on any context sentence that
continues from that token, so answers recombine sentences. The weight of the copy part
grows with how well the context matches the question, so an answer from context that does
not fit the question is less certain, token by token.

Every token comes with its log-probability under the model's distribution (temperature
1, as OpenAI reports them) and the top alternatives, in OpenAI's ``logprobs`` format; the
temperature only changes how tokens are drawn. At temperature 0 the generator takes the
most likely token at each step and is deterministic; above 0 it samples with a NumPy
``PCG64`` generator seeded by ``seed``.

>>> from genai_chaos.faults.base import Doc
>>> ctx = [Doc("Printers. Toner is ordered automatically. Paper is stocked by facilities.")]
>>> gen = SamplingGenerator()
>>> out = gen.generate("who orders toner?", ctx)
>>> out.text
'Toner is ordered automatically. Paper is stocked by facilities.'
>>> out == gen.generate("who orders toner?", ctx)
True
>>> round(token_entropy(out.logprobs_content()), 3) >= 0
True
"""

from __future__ import annotations

import itertools
import json
import math
import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Protocol

import numpy as np

from genai_chaos.faults.base import Completion, Doc
from genai_chaos.reference.corpus import load_corpus
from genai_chaos.reference.schema import fill_schema

_TOKEN = re.compile(r"\s*(?:\w+|[^\w\s])")
_WORD = re.compile(r"[a-z0-9]+")
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
_END = frozenset({".", "!", "?"})
NO_ANSWER = "I could not find this in the knowledge base."
LM_TOP = 20


def tokenize(text: str) -> list[str]:
    """Tokens that keep their leading white space (so ``"".join`` gives the text back).

    >>> tokenize("Reset it, then log in.")
    ['Reset', ' it', ',', ' then', ' log', ' in', '.']
    """
    return _TOKEN.findall(text)


@dataclass(frozen=True)
class TokenLogprob:
    """One generated token, its log-probability and the ``top`` alternatives (natural log)."""

    token: str
    logprob: float
    top: tuple[tuple[str, float], ...] = ()


@dataclass
class Generation:
    """What a generator returns: the text and, per token, its log-probabilities."""

    text: str
    tokens: list[TokenLogprob] = field(default_factory=list)
    finish_reason: str = "stop"
    prompt_tokens: int = 0
    model: str = "reference-sampler"
    #: for a JSON answer, the tokens of the answer text alone (what a chat client sees)
    plain: list[TokenLogprob] | None = None

    @property
    def usage(self) -> dict[str, int]:
        """OpenAI-style token counts."""
        completion = len(self.tokens) if self.tokens else len(tokenize(self.text))
        return {
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": completion,
            "total_tokens": self.prompt_tokens + completion,
        }

    def logprobs_content(self, top: int = 5) -> list[dict[str, Any]]:
        """The ``choices[0].logprobs.content`` list of an OpenAI chat completion."""
        return [
            {
                "token": t.token,
                "logprob": t.logprob,
                "bytes": _bytes(t.token),
                "top_logprobs": [
                    {"token": a, "logprob": lp, "bytes": _bytes(a)} for a, lp in t.top[:top]
                ],
            }
            for t in self.tokens
        ]

    def to_completion(self) -> Completion:
        """The generation as a :class:`~genai_chaos.faults.base.Completion` (for faults)."""
        return Completion(self.text, self.finish_reason, usage=self.usage)


class Generator(Protocol):
    """Anything that answers a question from context documents."""

    def generate(
        self,
        question: str,
        context: Sequence[Doc],
        *,
        temperature: float = 0.0,
        seed: int | None = None,
        max_tokens: int = 256,
        schema: dict[str, Any] | None = None,
        feedback: str | None = None,
    ) -> Generation:
        """Answer ``question`` from ``context``; JSON matching ``schema`` when given."""
        ...


def token_entropy(content: Sequence[dict[str, Any]]) -> float:
    """Output token entropy in bits: the mean over tokens of the entropy of each token's
    ``top_logprobs`` distribution, the probability mass they leave out counted as one
    more outcome. Works on any OpenAI ``logprobs.content`` list; 0 for an empty one.

    >>> half = {"top_logprobs": [{"logprob": math.log(0.5)}, {"logprob": math.log(0.5)}]}
    >>> token_entropy([half, {"top_logprobs": [{"logprob": 0.0}]}])
    0.5
    """
    lists = []
    for item in content:
        tops = [float(t["logprob"]) for t in item.get("top_logprobs") or []]
        lists.append(tops or [float(item.get("logprob", 0.0))])
    return _mean_entropy(lists)


def tokens_entropy(tokens: Sequence[TokenLogprob], top: int = 20) -> float:
    """:func:`token_entropy` of generated tokens, from their ``top`` alternatives."""
    return _mean_entropy([[lp for _, lp in t.top[:top]] or [t.logprob] for t in tokens])


def _mean_entropy(lists: Sequence[Sequence[float]]) -> float:
    if not lists:
        return 0.0
    total = 0.0
    for logprobs in lists:
        probs = [math.exp(lp) for lp in logprobs]
        rest = 1.0 - sum(probs)
        if rest > 1e-9:
            probs.append(rest)
        total += -sum(p * math.log2(p) for p in probs if p > 0)
    return total / len(lists)


@lru_cache(maxsize=16384)
def _words(text: str) -> frozenset[str]:
    from genai_chaos.reference.index import light_stem

    return frozenset(light_stem(w) for w in _WORD.findall(text.lower()))


@lru_cache(maxsize=65536)
def _bytes(token: str) -> list[int]:
    return list(token.encode())


@dataclass
class _Model:
    """The bigram model and word document frequencies of the knowledge base."""

    bigram: dict[str, list[tuple[str, float]]]
    idf: dict[str, float]
    default_idf: float


def _train(texts: Sequence[str]) -> _Model:
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    df: Counter[str] = Counter()
    for text in texts:
        df.update(_words(text))
        for sentence in _sentences(text):
            toks = ["<s>", *sentence]
            for prev, nxt in itertools.pairwise(toks):
                counts[prev.strip().lower()][nxt] += 1
    bigram = {}
    for prev, counter in counts.items():
        top = counter.most_common(LM_TOP)
        total = sum(c for _, c in top)
        bigram[prev] = [(tok, c / total) for tok, c in top]
    n = max(1, len(texts))
    idf = {w: math.log(1 + n / c) for w, c in df.items()}
    return _Model(bigram, idf, math.log(1 + n))


@lru_cache(maxsize=1)
def corpus_model() -> _Model:
    """The model trained on the shipped knowledge base (once per process)."""
    return _train([a.content for a in load_corpus()])


@lru_cache(maxsize=4096)
def _sentences(text: str) -> tuple[tuple[str, ...], ...]:
    out = []
    for part in _SENTENCE.split(text):
        toks = tokenize(part.strip())
        if len(toks) >= 4 and toks[-1].strip() in _END:
            out.append(tuple(toks))
    return tuple(out)


class SamplingGenerator:
    """Answers from retrieved sentences with a copy/bigram mixture (see the module doc).

    ``max_sentences`` bounds the answer; ``sharpness`` is how strongly the sentence choice
    follows question overlap; ``model`` defaults to the one trained on the shipped corpus.
    """

    name = "reference-sampler"

    def __init__(
        self, *, max_sentences: int = 2, sharpness: float = 6.0, model: _Model | None = None
    ) -> None:
        self.max_sentences = max_sentences
        self.sharpness = sharpness
        self._model = model

    @property
    def model(self) -> _Model:
        """The bigram model in use."""
        if self._model is None:
            self._model = corpus_model()
        return self._model

    def _candidates(
        self, question: str, context: Sequence[Doc]
    ) -> tuple[list[tuple[str, ...]], Any]:
        qwords = _words(question)
        m = self.model
        qweight = sum(m.idf.get(w, m.default_idf) for w in qwords) or 1.0
        sents: list[tuple[str, ...]] = []
        rel: list[float] = []
        for rank, doc in enumerate(context):
            body = doc.text.split("\n", 1)[-1] if "\n" in doc.text else doc.text
            for toks in _sentences(body):
                overlap = qwords & _words("".join(toks))
                score = sum(m.idf.get(w, m.default_idf) for w in overlap) / qweight
                sents.append(toks)
                rel.append(score + 0.05 / (1 + rank))  # rank only breaks ties
        return sents, np.asarray(rel, dtype=np.float64)

    def generate(
        self,
        question: str,
        context: Sequence[Doc],
        *,
        temperature: float = 0.0,
        seed: int | None = None,
        max_tokens: int = 256,
        schema: dict[str, Any] | None = None,
        feedback: str | None = None,
    ) -> Generation:
        """Answer ``question`` from ``context`` (see the class and module docs)."""
        sents, rel = self._candidates(question, context)
        prompt_tokens = len(tokenize(question)) + sum(len(tokenize(d.text)) for d in context)
        if not sents:
            tokens = [TokenLogprob(t, 0.0, ((t, 0.0),)) for t in tokenize(NO_ANSWER)]
            gen = Generation(NO_ANSWER, tokens, "stop", prompt_tokens)
        else:
            rng = np.random.Generator(np.random.PCG64(seed))
            tokens, finish = self._decode(sents, rel, temperature, rng, max_tokens)
            gen = Generation(
                "".join(t.token for t in tokens).strip(), tokens, finish, prompt_tokens
            )
        if schema is not None:
            sources = [d.id for d in context if d.id]
            confidence = float(min(1.0, rel.max())) if len(rel) else 0.0
            gen = as_json(gen, schema, sources, round(confidence, 2))
        return gen

    def _decode(
        self,
        sents: list[tuple[str, ...]],
        rel: Any,
        temperature: float,
        rng: np.random.Generator,
        max_tokens: int,
    ) -> tuple[list[TokenLogprob], str]:
        weights = np.exp(self.sharpness * (rel - rel.max())).tolist()
        # how much the copy part weighs: more when the best sentence matches the question
        lam = 0.55 + 0.4 * float(min(1.0, rel.max() / 0.3))
        stripped = [tuple(t.strip() for t in s) for s in sents]
        follows: dict[tuple[str, str], list[tuple[int, int]]] = defaultdict(list)
        for i, s in enumerate(stripped):
            for j in range(1, len(s) - 1):
                follows[(s[j - 1].lower(), s[j])].append((i, j + 1))
        used: set[int] = set()
        out: list[TokenLogprob] = []
        done = free = 0
        active: list[tuple[int, int]] = [(i, 0) for i in range(len(sents))]
        prev = "<s>"
        bigram = self.model.bigram
        while len(out) < max_tokens:
            dist: dict[str, float] = {}
            wsum = sum(weights[i] for i, _ in active)
            copy_mass = lam if active and wsum > 0 else 0.0
            if copy_mass:
                for i, j in active:
                    tok = sents[i][j]
                    dist[tok] = dist.get(tok, 0.0) + lam * weights[i] / wsum
            lm = bigram.get(prev.strip().lower(), ())
            for tok, p in lm:
                dist[tok] = dist.get(tok, 0.0) + (1.0 - copy_mass) * p
            if not dist:
                break
            total = sum(dist.values())
            ranked = sorted(dist.items(), key=lambda kv: -kv[1])
            tok, p_tok = _choose(ranked, total, temperature, rng)
            top = tuple((t, math.log(p / total)) for t, p in ranked[:LM_TOP])
            if prev == "<s>":
                tok = tok.lstrip() if not out else " " + tok.lstrip()
            out.append(TokenLogprob(tok, math.log(p_tok / total), top))
            key = tok.strip()
            nxt = [(i, j + 1) for i, j in active if stripped[i][j] == key]
            if nxt:
                active, free = nxt, 0
                ended = [i for i, j in active if j >= len(sents[i])]
                used.update(ended)
                finished = bool(ended)
            else:
                free += 1
                active = follows.get((prev.strip().lower(), key), [])
                finished = key in _END or free > 12
            prev = tok
            if finished:
                done += 1
                if done >= self.max_sentences or len(used) >= len(sents):
                    return out, "stop"
                active = [(i, 0) for i in range(len(sents)) if i not in used]
                prev, free = "<s>", 0
        return out, "length"


def _choose(
    ranked: list[tuple[str, float]], total: float, temperature: float, rng: np.random.Generator
) -> tuple[str, float]:
    """The most likely token at temperature 0; else a draw from ``p ** (1 / T)``."""
    if temperature <= 0:
        return ranked[0]
    logits = [math.log(max(p, 1e-300) / total) / temperature for _, p in ranked]
    top = max(logits)
    weights = [math.exp(x - top) for x in logits]
    u = float(rng.random()) * sum(weights)
    for (tok, p), w in zip(ranked, weights, strict=True):
        u -= w
        if u <= 0:
            return tok, p
    return ranked[-1]


def as_json(gen: Generation, schema: dict[str, Any], sources: list[str], conf: float) -> Generation:
    """``gen`` turned into a JSON document for ``schema``: the answer's tokens keep their
    log-probabilities, the JSON around them is certain (log-probability 0)."""
    marker = "\u0000answer\u0000"
    value = fill_schema(schema, answer=marker, sources=sources, confidence=conf)
    text = json.dumps(value, ensure_ascii=False)
    encoded = json.dumps(marker, ensure_ascii=False)[1:-1]
    if encoded not in text:
        return Generation(
            text,
            [TokenLogprob(t, 0.0, ((t, 0.0),)) for t in tokenize(text)],
            gen.finish_reason,
            gen.prompt_tokens,
        )
    head, tail = text.split(encoded, 1)
    fixed = [TokenLogprob(t, 0.0, ((t, 0.0),)) for t in tokenize(head)]
    body = [
        TokenLogprob(json.dumps(t.token, ensure_ascii=False)[1:-1], t.logprob, t.top)
        for t in gen.tokens
    ]
    end = [TokenLogprob(t, 0.0, ((t, 0.0),)) for t in tokenize(tail)]
    answer = json.dumps(gen.text, ensure_ascii=False)[1:-1]
    return Generation(
        head + answer + tail,
        fixed + body + end,
        gen.finish_reason,
        gen.prompt_tokens,
        plain=list(gen.tokens),
    )
