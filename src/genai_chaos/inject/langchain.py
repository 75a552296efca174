"""LangChain adapters: faults in retrievers, chat models, embeddings and any Runnable.

:func:`chaos_runnable` wraps a LangChain object so that every call goes through an
:class:`~genai_chaos.inject.engine.Injector` (the same decisions, seeds and events as
every other delivery), as the same kind of object: :class:`ChaosRetriever`,
:class:`ChaosChatModel`, :class:`ChaosRunnable`; :func:`chaos_embeddings` for vectors.

Where each fault acts follows from its surface, as in :func:`genai_chaos.inject`:

* ``prompt`` faults change the input before the call (the query of a retriever, the last
  human message of a chat model, the ``input``/``question``/``query`` of a chain's dict,
  the text or last human message of a ``PromptValue``);
* ``call`` faults wait and may raise before the call;
* ``stream`` faults reshape the chunks of ``stream``/``astream`` (a malformed chunk keeps
  its type with garbled text; they are recorded as skipped on ``invoke``);
* every other surface changes the result: ``Document`` lists (``zero_results``,
  ``irrelevant_documents``...), ``AIMessage`` text (``malformed_json``...), vectors.

>>> from langchain_core.runnables import RunnableLambda
>>> from genai_chaos import create_fault
>>> search = RunnableLambda(lambda q: [f"doc about {q}"])
>>> chaos_runnable(search, create_fault("zero_results", seed=1)).invoke("vpn")
[]

``batch`` numbers its items before running them in threads (and ``abatch`` starts them in
order), so that a batch's injections are the same from run to run.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from typing import Any, TypedDict, TypeVar, Unpack, cast, overload

from genai_chaos.exceptions import InjectedHTTPError, missing_extra
from genai_chaos.faults.base import Fault
from genai_chaos.faults.events import EventSink
from genai_chaos.inject.engine import Injection, Injector, PlannedStream
from genai_chaos.inject.streams import arun_plan, error_chunk, malformed_chunk, run_plan

try:
    from langchain_core.callbacks import (
        AsyncCallbackManagerForLLMRun,
        AsyncCallbackManagerForRetrieverRun,
        CallbackManagerForLLMRun,
        CallbackManagerForRetrieverRun,
    )
    from langchain_core.documents import Document
    from langchain_core.embeddings import Embeddings
    from langchain_core.language_models import BaseChatModel
    from langchain_core.messages import AIMessageChunk, BaseMessage
    from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
    from langchain_core.prompt_values import ChatPromptValue, StringPromptValue
    from langchain_core.retrievers import BaseRetriever
    from langchain_core.runnables import Runnable, RunnableConfig
    from langchain_core.runnables.config import get_config_list, get_executor_for_config
    from pydantic import ConfigDict
except ImportError as exc:  # pragma: no cover - exercised without the extra
    raise missing_extra("langchain", "langchain_core") from exc

Input = TypeVar("Input")
Output = TypeVar("Output")
T = TypeVar("T")

_NOT_STREAMED = "stream faults apply to stream()/astream(), not to a call that does not stream"
_STREAMED = "response faults do not apply to a stream"


# -- the stages of one call ------------------------------------------------------------------


def _before(inj: Injection, value: Any, streaming: bool) -> Any:
    """Skip what cannot apply to this kind of call; prompt faults on the input."""
    for f in inj.response if streaming else inj.stream:
        inj.injector.skip(f, _STREAMED if streaming else _NOT_STREAMED)
    if not inj.request:
        return value
    if isinstance(value, ChatPromptValue):
        return ChatPromptValue(messages=inj.transform(inj.request, list(value.messages)))
    if isinstance(value, StringPromptValue):
        return StringPromptValue(text=inj.transform(inj.request, value.text))
    return inj.transform(inj.request, value)


def _effects(inj: Injection) -> None:
    for effect in inj.call_effects():
        time.sleep(effect.delay_s)
        if effect.error is not None:
            raise effect.error


async def _aeffects(inj: Injection) -> None:
    for effect in inj.call_effects():
        await asyncio.sleep(effect.delay_s)
        if effect.error is not None:
            raise effect.error


def _garble(chunk: Any) -> Any:
    """A malformed chunk of the same type (consumers add chunks: another type would fail
    there rather than look like bad output)."""
    if isinstance(chunk, ChatGenerationChunk):
        return ChatGenerationChunk(message=_garble(chunk.message), generation_info=None)
    if isinstance(chunk, BaseMessage) and isinstance(chunk.content, str):
        return chunk.model_copy(update={"content": malformed_chunk(chunk.content)})
    return malformed_chunk(chunk)


def _planned(inj: Injection, chunks: Any, runner: Callable[..., Any]) -> Any:
    """``chunks`` reshaped by the plans (a provider error mid-stream raises in LangChain)."""
    for planned in inj.stream_plans():

        def error(body: dict[str, Any] | None, p: PlannedStream = planned) -> Any:
            err = InjectedHTTPError(500, error_chunk(body), {})
            raise p.fired.ctx.injected(err, p.fired.fault.kind)

        chunks = runner(
            chunks, planned.plan, malformed=_garble, error=error, on_finish=planned.finish
        )
    return chunks


def _abandon(inj: Injection, exc: BaseException) -> None:
    inj.abandon(f"the call raised {type(exc).__name__}")


def call(injector: Injector, value: Any, fn: Callable[[Any], T], rid: str | None = None) -> T:
    """Run ``fn(value)`` with the faults that fire on this request (sync)."""
    inj = injector.begin(rid)
    if inj is None:
        return fn(value)
    try:
        value = _before(inj, value, streaming=False)
        _effects(inj)
        return cast(T, inj.transform(inj.response, fn(value)))
    except BaseException as exc:
        _abandon(inj, exc)
        raise


async def acall(
    injector: Injector, value: Any, fn: Callable[[Any], Awaitable[T]], rid: str | None = None
) -> T:
    """The async twin of :func:`call`."""
    inj = injector.begin(rid)
    if inj is None:
        return await fn(value)
    try:
        value = _before(inj, value, streaming=False)
        await _aeffects(inj)
        return cast(T, inj.transform(inj.response, await fn(value)))
    except BaseException as exc:
        _abandon(inj, exc)
        raise


def call_stream(injector: Injector, value: Any, fn: Callable[[Any], Iterator[T]]) -> Iterator[T]:
    """Stream ``fn(value)`` with the faults that fire on this request."""
    inj = injector.begin()
    if inj is None:
        yield from fn(value)
        return
    try:
        value = _before(inj, value, streaming=True)
        _effects(inj)
        chunks: Iterator[T] = _planned(inj, fn(value), run_plan)
    except BaseException as exc:
        _abandon(inj, exc)
        raise
    yield from chunks


async def acall_stream(
    injector: Injector, value: Any, fn: Callable[[Any], AsyncIterator[T]]
) -> AsyncIterator[T]:
    """The async twin of :func:`call_stream`."""
    inj = injector.begin()
    if inj is None:
        async for chunk in fn(value):
            yield chunk
        return
    try:
        value = _before(inj, value, streaming=True)
        await _aeffects(inj)
        chunks: AsyncIterator[T] = _planned(inj, fn(value), arun_plan)
    except BaseException as exc:
        _abandon(inj, exc)
        raise
    async for chunk in chunks:
        yield chunk


# -- any Runnable ----------------------------------------------------------------------------


class ChaosRunnable(Runnable[Input, Output]):
    """Any ``Runnable`` with faults on ``invoke``, ``ainvoke``, ``stream``, ``astream``,
    ``batch`` and ``abatch``; schemas and config specs are those of ``bound``."""

    def __init__(self, bound: Runnable[Input, Output], injector: Injector) -> None:
        self.bound = bound
        self.injector = injector
        self.name = f"Chaos{bound.get_name()}"

    @property
    def InputType(self) -> type[Input]:
        return self.bound.InputType

    @property
    def OutputType(self) -> type[Output]:
        return self.bound.OutputType

    def get_input_schema(self, config: RunnableConfig | None = None) -> Any:
        return self.bound.get_input_schema(config)

    def get_output_schema(self, config: RunnableConfig | None = None) -> Any:
        return self.bound.get_output_schema(config)

    @property
    def config_specs(self) -> Any:
        return self.bound.config_specs

    def invoke(self, input: Input, config: RunnableConfig | None = None, **kwargs: Any) -> Output:
        return call(self.injector, input, lambda v: self.bound.invoke(v, config, **kwargs))

    async def ainvoke(
        self, input: Input, config: RunnableConfig | None = None, **kwargs: Any
    ) -> Output:
        return await acall(self.injector, input, lambda v: self.bound.ainvoke(v, config, **kwargs))

    def stream(
        self, input: Input, config: RunnableConfig | None = None, **kwargs: Any | None
    ) -> Iterator[Output]:
        return call_stream(self.injector, input, lambda v: self.bound.stream(v, config, **kwargs))

    def astream(
        self, input: Input, config: RunnableConfig | None = None, **kwargs: Any | None
    ) -> AsyncIterator[Output]:
        return acall_stream(self.injector, input, lambda v: self.bound.astream(v, config, **kwargs))

    def batch(
        self,
        inputs: list[Input],
        config: RunnableConfig | list[RunnableConfig] | None = None,
        *,
        return_exceptions: bool = False,
        **kwargs: Any | None,
    ) -> list[Output]:
        if not inputs:
            return []
        configs = get_config_list(config, len(inputs))
        rids = [self.injector.next_request_id() for _ in inputs]  # numbered in input order

        def one(value: Input, cfg: RunnableConfig, rid: str) -> Any:
            try:
                return call(
                    self.injector, value, lambda v: self.bound.invoke(v, cfg, **kwargs), rid
                )
            except Exception as exc:
                if return_exceptions:
                    return exc
                raise

        with get_executor_for_config(configs[0]) as executor:
            return list(executor.map(one, inputs, configs, rids))


# -- retrievers --------------------------------------------------------------------------------


class ChaosRetriever(BaseRetriever):
    """A retriever with faults on its query and its ``Document`` list; still a
    ``BaseRetriever``, so ``RetrievalQA`` and ``create_retrieval_chain`` accept it."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    retriever: BaseRetriever
    injector: Injector

    def _get_relevant_documents(
        self, query: str, *, run_manager: CallbackManagerForRetrieverRun
    ) -> list[Document]:
        config: RunnableConfig = {"callbacks": run_manager.get_child()}
        return call(self.injector, query, lambda q: self.retriever.invoke(q, config))

    async def _aget_relevant_documents(
        self, query: str, *, run_manager: AsyncCallbackManagerForRetrieverRun
    ) -> list[Document]:
        config: RunnableConfig = {"callbacks": run_manager.get_child()}
        return await acall(self.injector, query, lambda q: self.retriever.ainvoke(q, config))


# -- chat models -------------------------------------------------------------------------------


class ChaosChatModel(BaseChatModel):
    """A chat model with faults: prompt faults change the last human message, completion
    faults the ``AIMessage`` text, stream faults the chunks of ``stream``/``astream``.
    Still a ``BaseChatModel``, so legacy chains (``RetrievalQA.from_chain_type``) take it.
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    model: BaseChatModel
    injector: Injector

    @property
    def _llm_type(self) -> str:
        return f"chaos-{self.model._llm_type}"

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        # the wrapped model's own run is not traced separately: this run stands for it
        message = call(self.injector, messages, lambda m: self.model.invoke(m, stop=stop, **kwargs))
        return ChatResult(generations=[ChatGeneration(message=message)])

    async def _agenerate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        invoke = self.model.ainvoke
        message = await acall(self.injector, messages, lambda m: invoke(m, stop=stop, **kwargs))
        return ChatResult(generations=[ChatGeneration(message=message)])

    def _stream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> Iterator[ChatGenerationChunk]:
        def chunks(m: list[BaseMessage]) -> Iterator[ChatGenerationChunk]:
            for chunk in self.model.stream(m, stop=stop, **kwargs):
                yield ChatGenerationChunk(message=_as_chunk(chunk))

        return call_stream(self.injector, messages, chunks)

    def _astream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> AsyncIterator[ChatGenerationChunk]:
        async def chunks(m: list[BaseMessage]) -> AsyncIterator[ChatGenerationChunk]:
            async for chunk in self.model.astream(m, stop=stop, **kwargs):
                yield ChatGenerationChunk(message=_as_chunk(chunk))

        return acall_stream(self.injector, messages, chunks)


def _as_chunk(message: BaseMessage) -> AIMessageChunk:
    if isinstance(message, AIMessageChunk):
        return message
    return AIMessageChunk(content=message.content, id=message.id)


# -- embeddings --------------------------------------------------------------------------------


class ChaosEmbeddings(Embeddings):
    """``Embeddings`` with vector faults (``embedding_drift``, ``embedding_nan``...).

    ``queries`` and ``documents`` say which calls the faults reach: drifting only the
    queries against an index embedded earlier is the usual picture of a changed model.

    >>> from langchain_core.embeddings import DeterministicFakeEmbedding
    >>> from genai_chaos import create_fault
    >>> emb = chaos_embeddings(
    ...     DeterministicFakeEmbedding(size=4),
    ...     create_fault("embedding_nan", value="zero", ratio=1.0, seed=1),
    ... )
    >>> emb.embed_query("vpn")
    [0.0, 0.0, 0.0, 0.0]
    """

    def __init__(
        self,
        embeddings: Embeddings,
        injector: Injector,
        *,
        queries: bool = True,
        documents: bool = True,
    ) -> None:
        self.embeddings = embeddings
        self.injector = injector
        self.queries = queries
        self.documents = documents

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        inner = self.embeddings.embed_documents
        return call(self.injector, texts, inner) if self.documents else inner(texts)

    def embed_query(self, text: str) -> list[float]:
        inner = self.embeddings.embed_query
        return call(self.injector, text, inner) if self.queries else inner(text)

    async def aembed_documents(self, texts: list[str]) -> list[list[float]]:
        inner = self.embeddings.aembed_documents
        return await (acall(self.injector, texts, inner) if self.documents else inner(texts))

    async def aembed_query(self, text: str) -> list[float]:
        inner = self.embeddings.aembed_query
        return await (acall(self.injector, text, inner) if self.queries else inner(text))


# -- entry points ------------------------------------------------------------------------------


def _injector(faults: tuple[Fault, ...], options: Options, name: str) -> Injector:
    target = options.get("target") or f"langchain.{name}"
    return Injector(
        faults, target=target, sink=options.get("sink"), run_seed=options.get("run_seed")
    )


class Options(TypedDict, total=False):
    """Options of :func:`chaos_runnable` and :func:`chaos_embeddings`."""

    #: the injection point's name in events (default ``langchain.<name>``)
    target: str | None
    #: where events go (default: the sink in force)
    sink: EventSink | None
    #: derive the faults' seeds from one run seed
    run_seed: int | None


@overload
def chaos_runnable(  # type: ignore[overload-overlap]
    runnable: BaseRetriever, *faults: Fault, **options: Unpack[Options]
) -> ChaosRetriever: ...
@overload
def chaos_runnable(  # type: ignore[overload-overlap]
    runnable: BaseChatModel, *faults: Fault, **options: Unpack[Options]
) -> ChaosChatModel: ...
@overload
def chaos_runnable(
    runnable: Runnable[Input, Output], *faults: Fault, **options: Unpack[Options]
) -> Runnable[Input, Output]: ...
def chaos_runnable(
    runnable: Runnable[Any, Any], *faults: Fault, **options: Unpack[Options]
) -> Runnable[Any, Any]:
    """``runnable`` with ``faults``, as the same kind of LangChain object.

    A retriever comes back as a :class:`ChaosRetriever`, a chat model as a
    :class:`ChaosChatModel`, any other ``Runnable`` as a :class:`ChaosRunnable`
    (``options``: see :class:`Options`).

    >>> from langchain_core.language_models import FakeListChatModel
    >>> from genai_chaos import create_fault
    >>> model = chaos_runnable(
    ...     FakeListChatModel(responses=['{"answer": "restart the spooler"}']),
    ...     create_fault("malformed_json", mode="single_quotes", seed=1),
    ... )
    >>> model.invoke("my print job is stuck").content
    "{'answer': 'restart the spooler'}"
    """
    injector = _injector(faults, options, runnable.get_name())
    if isinstance(runnable, BaseRetriever):
        return ChaosRetriever(retriever=runnable, injector=injector)
    if isinstance(runnable, BaseChatModel):
        return ChaosChatModel(model=runnable, injector=injector)
    return ChaosRunnable(runnable, injector)


def chaos_embeddings(
    embeddings: Embeddings,
    *faults: Fault,
    queries: bool = True,
    documents: bool = True,
    **options: Unpack[Options],
) -> ChaosEmbeddings:
    """``embeddings`` with vector ``faults`` (see :class:`ChaosEmbeddings`)."""
    injector = _injector(faults, options, type(embeddings).__name__)
    return ChaosEmbeddings(embeddings, injector, queries=queries, documents=documents)


__all__ = [
    "ChaosChatModel",
    "ChaosEmbeddings",
    "ChaosRetriever",
    "ChaosRunnable",
    "Options",
    "acall",
    "acall_stream",
    "call",
    "call_stream",
    "chaos_embeddings",
    "chaos_runnable",
]
