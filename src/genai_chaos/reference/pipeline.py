"""The reference RAG pipeline: sanitizer -> retriever with fallback -> generator -> validator.

Every step is a :func:`~genai_chaos.inject.wrap.chaos_point`, so an experiment (or the
service's fault-control endpoint) switches faults on inside it:

=============================  =================================================  ============
point                          what it wraps                                      surfaces
=============================  =================================================  ============
``reference.input``            the user's question on its way in                  prompt
``reference.embedder``         embedding the query                                embeddings, call
``reference.index``            the FAISS index a search reads                     index
``reference.index_vectors``    the stored document vectors (drift the index)      embeddings
``reference.vector_search``    the FAISS search                                   documents, call
``reference.retriever``        the primary retriever (embed + search)             documents, call
``reference.keyword_search``   the BM25 fallback                                  documents, call
``reference.generator``        the model call (an OpenAI chat completion dict)    completion, call,
                                                                                  prompt
``reference.stream``           the streamed chunks of /v1/chat/completions        stream
=============================  =================================================  ============

With ``guards=True`` the pipeline is the resilient one of the source's flowchart: the
sanitizer refuses malicious prompts with the standard refusal; retrieval runs under a
deadline (the budget less a reserve for the rest) and a health check that degrades to
keyword search with a notice (the :class:`~genai_chaos.guards.FallbackRetriever`); the
model call retries transient errors (a :class:`~genai_chaos.guards.CallGuard`); the
generator's JSON goes through the :class:`~genai_chaos.guards.OutputValidator` (repair,
then retry with feedback). With
``guards=False`` it is the naive app: no checks, ``json.loads`` on the model's answer.

>>> p = Pipeline()
>>> a = p.ask("how do I reset the administrator password", request_id="doc-1")
>>> a.refused, a.degraded, a.retrieval, len(a.sources)
(False, False, 'vector', 3)
"""

from __future__ import annotations

import contextvars
import itertools
import json
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FuturesTimeout
from dataclasses import asdict, dataclass, field
from typing import Any, TypeVar, cast

import numpy as np

from genai_chaos.exceptions import GenAIChaosError
from genai_chaos.faults.base import Doc
from genai_chaos.inject.engine import request_id as request_id_scope
from genai_chaos.inject.wrap import chaos_point
from genai_chaos.reference.generator import Generation, Generator, SamplingGenerator, tokens_entropy
from genai_chaos.reference.index import ReferenceIndex, flat_index, get_index
from genai_chaos.reference.openai_format import chat_completion
from genai_chaos.reference.schema import ANSWER_SCHEMA

#: Every chaos point of the service, in pipeline order.
T = TypeVar("T")
POINTS = (
    "reference.input",
    "reference.intent",
    "reference.embedder",
    "reference.index",
    "reference.index_vectors",
    "reference.vector_search",
    "reference.retriever",
    "reference.keyword_search",
    "reference.generator",
    "reference.stream",
)
TIMEOUT_NOTICE = "retrieval took too long; showing keyword results"
#: How long the guarded pipeline waits for intent recognition before answering without it.
INTENT_BUDGET_S = 0.05
INVALID_NOTICE = "the answer could not be validated; showing the matching articles instead"
MODEL_NAME = "genai-chaos-reference"
#: The sanitizer's layers when none are named (rules and the word classifier: no model).
DEFAULT_SANITIZER_LAYERS = "default"
GENERATION_KEY = "x_generation"


class PipelineError(GenAIChaosError):
    """The naive pipeline (guards off) failed; ``stage`` says where."""

    def __init__(self, stage: str, message: str) -> None:
        self.stage = stage
        super().__init__(f"{stage}: {message}")


@dataclass
class Answer:
    """What /ask returns (see :meth:`to_dict`)."""

    answer: str
    sources: list[str] = field(default_factory=list)
    degraded: bool = False
    notice: str | None = None
    refused: bool = False
    refusal: dict[str, Any] | None = None
    retrieval: str = "vector"
    reasons: list[str] = field(default_factory=list)
    safety_confidence: float | None = None
    entropy: float | None = None
    repaired: bool = False
    attempts: int = 1
    request_id: str = ""
    latency_ms: float = 0.0
    #: the generation behind ``answer`` when it is the model's text unchanged (not in JSON)
    generation: Generation | None = field(default=None, repr=False, compare=False)

    def to_dict(self) -> dict[str, Any]:
        """The JSON body of an /ask response."""
        out = asdict(self)
        del out["generation"]
        return out


class _Keyword:
    """The BM25 index seen through the ``reference.keyword_search`` chaos point."""

    def __init__(self, search: Any) -> None:
        self.search = search


class Pipeline:
    """The reference service's question answering (see the module docstring).

    ``backend``: ``wordllama`` or ``minilm``. ``k``: articles given to the generator.
    ``budget_s``: the answer's time budget under guards; retrieval gets all of it but
    ``reserve_s``, which is kept for the keyword fallback and the generator.
    ``max_retries``: validator retries. ``drift``: watch the vector scores for drift.
    ``sanitizer_layers``: the sanitizer's layers under guards, by name
    (:data:`genai_chaos.guards.sanitizer.layers.LAYERS`: ``default`` is rules and the word
    classifier, no model; ``tuned`` and ``contextual`` need the ``minilm`` extra and load
    their encoder here, so that a missing extra is an error now, not a layer silently off).
    """

    def __init__(
        self,
        *,
        backend: str = "wordllama",
        guards: bool = True,
        k: int = 3,
        budget_s: float = 0.5,
        reserve_s: float = 0.05,
        max_retries: int = 2,
        generator: Generator | None = None,
        index: ReferenceIndex | None = None,
        drift: bool = True,
        calibrate: bool = True,
        sanitizer_layers: str = DEFAULT_SANITIZER_LAYERS,
    ) -> None:
        if not guards and sanitizer_layers != DEFAULT_SANITIZER_LAYERS:
            raise PipelineError(
                "sanitizer",
                f"sanitizer_layers={sanitizer_layers!r} needs guards=True (the naive pipeline "
                "has no sanitizer)",
            )
        if guards:  # an unknown name or a missing extra fails before the index is built
            from genai_chaos.guards.sanitizer.layers import require

            require(sanitizer_layers)
        self.sanitizer_layers = sanitizer_layers
        self.index = index if index is not None else get_index(backend)
        self.guards = guards
        self.k = k
        self.budget_s = budget_s
        self.reserve_s = reserve_s
        self.generator: Generator = generator if generator is not None else SamplingGenerator()
        self._ids = itertools.count()
        self.input = chaos_point("reference.input", arg="question")(_identity)
        self.intent = chaos_point("reference.intent", arg="question")(self._intent)
        self.embed = chaos_point("reference.embedder")(self.index.embedder.embed)
        self.current_index = chaos_point("reference.index")(self._current_index)
        self.index_vectors = chaos_point("reference.index_vectors")(self._index_vectors)
        self.vector_search = chaos_point("reference.vector_search")(self._vector_search)
        self.retrieve = chaos_point("reference.retriever")(self._retrieve)
        self.keyword_search = chaos_point("reference.keyword_search")(self.index.search_keyword)
        self.generate = chaos_point("reference.generator", arg="question")(self._generate)
        if guards:
            self._setup_guards(max_retries, drift, calibrate, sanitizer_layers=sanitizer_layers)
        self._warm_up()

    def _warm_up(self) -> None:
        """Pay the first-use costs (the generator's bigram model, BM25's first query, the
        validator) now, so that the first request's latency is like every other's."""
        docs = self.index.search_keyword("password", 2)
        if isinstance(self.generator, SamplingGenerator):
            self.generator.generate("password", docs, schema=ANSWER_SCHEMA)
        if self.guards:
            self.sanitizer.check("password")
            self.validator.validate(
                '{"answer": "a", "sources": [], "confidence": 1, "grounded": true}'
            )

    def _setup_guards(
        self,
        max_retries: int,
        drift: bool,
        calibrate: bool,
        *,
        sanitizer_layers: str = DEFAULT_SANITIZER_LAYERS,
    ) -> None:
        from genai_chaos.guards import (
            Backoff,
            CallGuard,
            FallbackRetriever,
            HealthCheck,
            KeywordIndex,
            OutputValidator,
            ScoreDriftDetector,
        )
        from genai_chaos.guards.sanitizer.layers import build

        self.sanitizer = build(sanitizer_layers)
        # retries transient model errors (429, 5xx, timeouts) in the calling thread
        self.model_guard = CallGuard(
            retries=2, backoff=Backoff(base_s=0.05, max_s=0.2), threaded=False, seed=0
        )
        self.validator = OutputValidator(ANSWER_SCHEMA, max_retries=max_retries)
        # tuned on the question set: no alarm on clean traffic, fires at 100% random drift
        detector = ScoreDriftDetector(window=30, baseline=150, max_top1_drop=0.2) if drift else None
        self.fallback = FallbackRetriever(
            self._scored,
            cast(KeywordIndex, _Keyword(self.keyword_search)),
            health=HealthCheck(drift=detector),
        )
        if detector is not None and calibrate:
            from genai_chaos.reference.corpus import load_questions

            self.fallback.calibrate([q.question for q in load_questions()], k=self.k)

    # -- the chaos-pointed steps ---------------------------------------------------------

    def _index_vectors(self) -> Any:
        return self.index.matrix

    def _current_index(self) -> Any:
        vectors = self.index_vectors()
        base = self.index.faiss if vectors is self.index.matrix else flat_index(vectors)
        return base

    def _vector_search(self, vector: Any, k: int) -> list[Doc]:
        return self.index.search_vector(vector, k, index=self.current_index())

    def _intent(self, question: str) -> str:
        """The question's topic (the intent-recognition step): the category of the best
        keyword match, or ``general``."""
        best = self.index.search_keyword(question, 1)
        category = best[0].metadata.get("category") if best else None
        return str(category) if category else "general"

    def _retrieve(self, query: str, k: int) -> list[Doc]:
        vectors = np.asarray(self.embed([query]), dtype=np.float32)
        vector = vectors.reshape(1, -1)[0] if vectors.size else vectors
        norm = float(np.linalg.norm(vector)) if vector.size else 0.0
        if np.isfinite(norm) and norm > 0:
            vector = vector / norm  # the index holds unit vectors; drift may change the norm
        return self.vector_search(vector, k)

    def _scored(self, query: str, k: int) -> list[tuple[Doc, float]]:
        # (doc, score) pairs: the fallback's reader keeps scores of pairs (not of Docs)
        return [
            (d, d.score if d.score is not None else float("nan")) for d in self.retrieve(query, k)
        ]

    def _generate(
        self,
        question: str,
        docs: Sequence[Doc],
        temperature: float,
        seed: int | None,
        feedback: str | None = None,
    ) -> dict[str, Any]:
        gen = self.generator.generate(
            question,
            docs,
            temperature=temperature,
            seed=seed,
            schema=ANSWER_SCHEMA,
            feedback=feedback,
        )
        body = chat_completion(gen, model=MODEL_NAME, request_id=f"gen-{next(self._ids)}")
        body[GENERATION_KEY] = gen  # internal: the tokens and logprobs behind the text
        return body

    # -- the request ---------------------------------------------------------------------

    def next_request_id(self) -> str:
        """A fresh id for a request that came without one."""
        return f"ask-{next(self._ids)}"

    def ask(
        self,
        question: str,
        *,
        temperature: float = 0.0,
        seed: int | None = None,
        request_id: str | None = None,
    ) -> Answer:
        """Answer ``question``; with guards, never raises for any question string."""
        rid = request_id or self.next_request_id()
        start = time.perf_counter()
        with request_id_scope(rid):
            answer = self._ask(question, temperature, seed, rid)
        answer.request_id = rid
        answer.latency_ms = round((time.perf_counter() - start) * 1000, 3)
        return answer

    def _ask(self, question: str, temperature: float, seed: int | None, rid: str) -> Answer:
        question = self.input(question)
        if not self.guards:
            return self._naive(question, temperature, seed)
        from genai_chaos.guards.sanitizer import Refusal
        from genai_chaos.guards.sanitizer.core import log_rejection

        verdict = self.sanitizer.check(question)
        if not verdict.allowed:
            refusal = Refusal.create(verdict.codes, risk=verdict.risk, request_id=rid)
            log_rejection(question, verdict, refusal, rid)
            return Answer(
                refusal.message,
                refused=True,
                refusal=refusal.to_dict(),
                retrieval="none",
                safety_confidence=verdict.safety_confidence,
                entropy=0.0,
            )
        reasons_before: list[str] = []
        try:  # intent is a routing hint: without it, the general route answers
            _within(INTENT_BUDGET_S, self.intent, question)
        except Exception:
            reasons_before.append("intent_unavailable")
        docs, degraded, notice, source, reasons = self._guarded_retrieval(question)
        reasons = reasons_before + reasons
        answer = self._validated_answer(question, docs, temperature, seed, rid)
        answer.safety_confidence = verdict.safety_confidence
        answer.retrieval = source
        answer.reasons = reasons + answer.reasons
        answer.degraded = answer.degraded or degraded
        answer.notice = answer.notice or notice
        return answer

    def _guarded_retrieval(
        self, question: str
    ) -> tuple[list[Doc], bool, str | None, str, list[str]]:
        deadline = max(0.001, self.budget_s - self.reserve_s)
        try:
            result = _within(deadline, self.fallback.retrieve, question, self.k)
        except Exception as exc:  # the deadline passed, or even the fallback broke
            reason = "timeout" if isinstance(exc, TimeoutError) else "retrieval_error"
            try:
                docs = list(self.keyword_search(question, self.k))
            except Exception:
                docs = []
            notice = TIMEOUT_NOTICE if docs else "no match found"
            return docs, True, notice, "keyword", [reason]
        return (
            list(result.docs),
            result.degraded,
            result.notice,
            result.source,
            list(result.reasons),
        )

    def _validated_answer(
        self, question: str, docs: list[Doc], temperature: float, seed: int | None, rid: str
    ) -> Answer:
        bodies: list[dict[str, Any]] = []

        def generate(feedback: str | None) -> str:
            n = len(bodies)
            # a retry is a new request for the faults: a fresh draw, not the same one
            with request_id_scope(rid if n == 0 else f"{rid}/retry{n}"):
                try:
                    body = self.model_guard.call(
                        self.generate, question, docs, temperature, seed, feedback
                    ).value
                except Exception as exc:  # a failed model call is one more invalid answer
                    body = {"choices": [{"message": {"content": ""}}], "error": repr(exc)}
            bodies.append(body)
            return str(body["choices"][0]["message"].get("content") or "")

        outcome = self.validator.run(generate)
        sources = [d.id for d in docs if d.id]
        if not outcome.valid:
            titles = "; ".join(str(d.metadata.get("title", d.id)) for d in docs) or "none"
            return Answer(
                f"Matching articles: {titles}",
                sources,
                degraded=True,
                notice=INVALID_NOTICE,
                reasons=["invalid_output"],
                attempts=len(bodies),
            )
        value = outcome.value
        text = str(value["answer"])
        return Answer(
            text,
            sources,
            entropy=_entropy(bodies[-1]),
            repaired=outcome.repaired,
            attempts=len(bodies),
            generation=_plain(bodies[-1], text),
        )

    def _naive(self, question: str, temperature: float, seed: int | None) -> Answer:
        self.intent(question)
        docs = list(self.retrieve(question, self.k))
        body = self.generate(question, docs, temperature, seed)
        text = str(body["choices"][0]["message"].get("content") or "")
        try:
            value = json.loads(text)
            answer = str(value["answer"])
        except (ValueError, KeyError, TypeError) as exc:
            raise PipelineError(
                "generator", f"the answer is not the expected JSON ({exc})"
            ) from None
        return Answer(
            answer,
            [d.id for d in docs if d.id],
            entropy=_entropy(body),
            generation=_plain(body, answer),
        )

    def reset_health(self) -> None:
        """Forget the drift history (after an experiment that drifted on purpose)."""
        if self.guards and self.fallback.health.drift is not None:
            self.fallback.health.drift.reset()
            from genai_chaos.reference.corpus import load_questions

            self.fallback.calibrate([q.question for q in load_questions()], k=self.k)


_pool = ThreadPoolExecutor(max_workers=64, thread_name_prefix="reference-deadline")


def _within(timeout_s: float, fn: Callable[..., T], *args: Any) -> T:
    """``fn(*args)`` in a pooled worker (with this context: faults follow), waited for at
    most ``timeout_s``; ``TimeoutError`` after that (the call runs on, its result unused).

    :class:`~genai_chaos.guards.CallGuard` does the same with a new thread per call; a
    persistent pool keeps the retrieval deadline off the guards' latency budget.
    """
    ctx = contextvars.copy_context()
    future = _pool.submit(ctx.run, fn, *args)
    try:
        return future.result(timeout=timeout_s)
    except FuturesTimeout:
        raise TimeoutError(f"no answer within {timeout_s:.3g} s") from None


def _identity(question: str) -> str:
    return question


def _unchanged(body: dict[str, Any]) -> Generation | None:
    """The generation behind a completion, unless a fault rewrote the text since."""
    gen = body.get(GENERATION_KEY)
    text = body["choices"][0]["message"].get("content") or ""
    return gen if isinstance(gen, Generation) and gen.text == text else None


def _entropy(body: dict[str, Any]) -> float | None:
    """Output token entropy (bits) of a completion, when its logprobs describe its text."""
    gen = _unchanged(body)
    return None if gen is None or not gen.tokens else round(tokens_entropy(gen.tokens), 4)


def _plain(body: dict[str, Any], answer: str) -> Generation | None:
    """A generation of the answer text alone (for chat clients), when one exists."""
    gen = _unchanged(body)
    if gen is None:
        return None
    tokens = gen.plain if gen.plain is not None else gen.tokens
    if "".join(t.token for t in tokens).strip() != answer.strip():
        return None
    return Generation(answer, list(tokens), gen.finish_reason, gen.prompt_tokens, gen.model)
