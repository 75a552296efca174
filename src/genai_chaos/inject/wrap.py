"""Putting faults into Python callables: wrap, decorate, switch on for a block.

::

    from genai_chaos import create_fault, inject, chaos_point, faults_enabled

    # 1. wrap a callable you hold
    slow_search = inject(create_fault("latency", delay_ms=300), target="kb")(search)

    # 2. mark a point in your own code, switch faults on for a block
    @chaos_point("kb.search")
    def search(query): ...

    with faults_enabled("kb.search", create_fault("zero_results")):
        search("reset admin password")      # -> []

Sync and async functions, and sync and async generator functions (streams), are all
supported. Where in the call each fault acts follows from its surface:

* ``prompt`` faults change the prompt argument before the call (``arg`` says which: a
  name or a position; by default the first positional argument, else one of ``messages``,
  ``prompt``, ``input``, ``query``, ``question``);
* ``call`` faults wait and may raise before the call;
* ``stream`` faults reshape the chunks a generator (or a returned iterator) yields;
* every other surface changes the return value.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import inspect
import time
from collections.abc import (
    AsyncGenerator,
    AsyncIterable,
    AsyncIterator,
    Awaitable,
    Callable,
    Generator,
    Iterable,
    Iterator,
    Sequence,
)
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, TypeVar, cast

from genai_chaos.faults.base import Fault
from genai_chaos.faults.events import EventSink
from genai_chaos.inject.engine import Injection, Injector
from genai_chaos.inject.streams import arun_plan, run_plan

F = TypeVar("F", bound=Callable[..., Any])
_PROMPT_KWARGS = ("messages", "prompt", "input", "query", "question")


@functools.lru_cache(maxsize=1024)
def _signature(func: Callable[..., Any]) -> inspect.Signature | None:
    try:
        return inspect.signature(func)
    except (TypeError, ValueError):
        return None


def _prompt_position(func: Callable[..., Any], args: tuple[Any, ...], arg: Any) -> int | None:
    """Which positional argument holds the prompt: ``arg`` when it is a position; the
    parameter named ``arg`` (or one of the usual names) when passed by position; else the
    first positional argument that is not ``self``/``cls``."""
    if isinstance(arg, int):
        return arg if arg < len(args) else None
    sig = _signature(func)
    params = list(sig.parameters.values()) if sig is not None else []
    positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    names = (arg,) if isinstance(arg, str) else _PROMPT_KWARGS
    for name in names:
        for i, p in enumerate(positional):
            if p.name == name and i < len(args):
                return i
    if isinstance(arg, str):
        return None
    start = 1 if positional and positional[0].name in ("self", "cls") else 0
    return start if start < len(args) else None


def _apply_request(
    inj: Injection,
    func: Callable[..., Any],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    arg: Any,
) -> tuple[tuple[Any, ...], dict[str, Any]]:
    if not inj.request:
        return args, kwargs
    names = (arg,) if isinstance(arg, str) else _PROMPT_KWARGS
    if not isinstance(arg, int):
        for name in names:
            if name in kwargs:
                return args, {**kwargs, name: inj.transform(inj.request, kwargs[name])}
    pos = _prompt_position(func, args, arg)
    if pos is not None:
        new = list(args)
        new[pos] = inj.transform(inj.request, args[pos])
        return tuple(new), kwargs
    for f in inj.request:
        inj.injector.skip(f, f"no prompt argument found (arg={arg!r})")
    return args, kwargs


def _sync_call_effects(inj: Injection) -> None:
    for effect in inj.call_effects():
        if effect.delay_s > 0:
            time.sleep(effect.delay_s)
        if effect.error is not None:
            raise effect.error


async def _async_call_effects(inj: Injection) -> None:
    for effect in inj.call_effects():
        if effect.delay_s > 0:
            await asyncio.sleep(effect.delay_s)
        if effect.error is not None:
            raise effect.error


class _SyncStreamProxy:
    """The faulted iterator, still usable like the stream object it replaced (the openai
    SDK's ``Stream``: ``with``, ``close()``, ``.response``)."""

    def __init__(self, original: Any, chunks: Iterator[Any]) -> None:
        self._original = original
        self._chunks = chunks

    def __iter__(self) -> Iterator[Any]:
        return self

    def __next__(self) -> Any:
        return next(self._chunks)

    def __enter__(self) -> _SyncStreamProxy:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        close = getattr(self._chunks, "close", None)
        if callable(close):
            close()
        close = getattr(self._original, "close", None)
        if callable(close):
            close()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._original, name)


class _AsyncStreamProxy:
    """Async twin of :class:`_SyncStreamProxy` (``async with``, ``aclose``/``close``)."""

    def __init__(self, original: Any, chunks: AsyncIterator[Any]) -> None:
        self._original = original
        self._chunks = chunks

    def __aiter__(self) -> AsyncIterator[Any]:
        return self

    async def __anext__(self) -> Any:
        return await anext(self._chunks)

    async def __aenter__(self) -> _AsyncStreamProxy:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        aclose = getattr(self._chunks, "aclose", None)
        if callable(aclose):
            await aclose()
        for name in ("aclose", "close"):
            method = getattr(self._original, name, None)
            if callable(method):
                result = method()
                if inspect.isawaitable(result):
                    await result
                return

    async def close(self) -> None:
        await self.aclose()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._original, name)


def _sync_stream(inj: Injection, chunks: Any) -> Any:
    if not inj.stream:
        return chunks
    if not isinstance(chunks, Iterable) or isinstance(chunks, str | bytes | dict | list | tuple):
        for f in inj.stream:
            inj.injector.skip(f, f"the call returned a {type(chunks).__name__}, not a stream")
        return chunks
    it: Iterator[Any] = iter(chunks)
    for planned in inj.stream_plans():
        it = run_plan(it, planned.plan, on_finish=planned.finish)
    if isinstance(chunks, Generator) or not (
        hasattr(chunks, "__enter__") or hasattr(chunks, "close")
    ):
        return it
    return _SyncStreamProxy(chunks, it)


def _async_stream(inj: Injection, chunks: Any) -> Any:
    if not inj.stream:
        return chunks
    if not isinstance(chunks, AsyncIterable):
        for f in inj.stream:
            inj.injector.skip(f, f"the call returned a {type(chunks).__name__}, not a stream")
        return chunks
    it: AsyncIterator[Any] = aiter(chunks)
    for planned in inj.stream_plans():
        it = arun_plan(it, planned.plan, on_finish=planned.finish)
    if isinstance(chunks, AsyncGenerator):
        return it
    return _AsyncStreamProxy(chunks, it)


def _skip_response_faults(inj: Injection, reason: str) -> None:
    for f in inj.response:
        inj.injector.skip(f, reason)


def _is_async_callable(func: Any) -> bool:
    while isinstance(func, functools.partial):
        func = func.func
    return inspect.iscoroutinefunction(func) or inspect.iscoroutinefunction(
        getattr(func, "__call__", None)  # noqa: B004 - objects with an async __call__
    )


def wrap_with(injector: Injector | Callable[[], Injector | None], func: F, arg: Any = None) -> F:
    """Wrap ``func`` so that each call goes through ``injector``.

    ``injector`` may be a function returning the injector in force (or ``None`` for no
    faults); :func:`chaos_point` uses that to look the faults up per call.
    """
    get: Callable[[], Injector | None] = (
        (lambda: injector) if isinstance(injector, Injector) else injector
    )
    if inspect.isasyncgenfunction(func):
        return cast(F, _wrap_async_gen(get, func, arg))
    if _is_async_callable(func):
        return cast(F, _wrap_async(get, func, arg))
    if inspect.isgeneratorfunction(func):
        return cast(F, _wrap_gen(get, func, arg))
    if isinstance(injector, Injector):
        begin = injector.begin

        @functools.wraps(func)
        def fixed_wrapper(*args: Any, **kwargs: Any) -> Any:
            inj = begin()
            if inj is None:  # the fast path: no fault fired
                return func(*args, **kwargs)
            return _sync_injected(inj, func, args, kwargs, arg)

        return cast(F, fixed_wrapper)

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        i = get()
        inj = i.begin() if i is not None else None
        if inj is None:
            return func(*args, **kwargs)
        return _sync_injected(inj, func, args, kwargs, arg)

    return cast(F, wrapper)


_Get = Callable[[], Injector | None]


def _wrap_async_gen(get: _Get, func: Callable[..., Any], arg: Any) -> Callable[..., Any]:
    @functools.wraps(func)
    async def agen_wrapper(*args: Any, **kwargs: Any) -> AsyncIterator[Any]:
        i = get()
        inj = i.begin() if i is not None else None
        if inj is None:
            async with contextlib.aclosing(func(*args, **kwargs)) as gen:
                async for chunk in gen:
                    yield chunk
            return
        try:
            args, kwargs = _apply_request(inj, func, args, kwargs, arg)
            await _async_call_effects(inj)
            _skip_response_faults(inj, "response faults do not apply to a stream")
            stream = _async_stream(inj, func(*args, **kwargs))
        except BaseException as exc:
            inj.abandon(f"the call raised {type(exc).__name__}")
            raise
        async with contextlib.aclosing(stream) as chunks:
            async for chunk in chunks:
                yield chunk

    return agen_wrapper


def _wrap_async(get: _Get, func: Callable[..., Any], arg: Any) -> Callable[..., Any]:
    @functools.wraps(func)
    async def async_wrapper(*args: Any, **kwargs: Any) -> Any:
        i = get()
        inj = i.begin() if i is not None else None
        if inj is None:
            return await func(*args, **kwargs)
        try:
            args, kwargs = _apply_request(inj, func, args, kwargs, arg)
            await _async_call_effects(inj)
            result = await func(*args, **kwargs)
            return _async_stream(inj, inj.transform(inj.response, result))
        except BaseException as exc:
            inj.abandon(f"the call raised {type(exc).__name__}")
            raise

    return async_wrapper


def _wrap_gen(get: _Get, func: Callable[..., Any], arg: Any) -> Callable[..., Any]:
    @functools.wraps(func)
    def gen_wrapper(*args: Any, **kwargs: Any) -> Iterator[Any]:
        i = get()
        inj = i.begin() if i is not None else None
        if inj is None:
            yield from func(*args, **kwargs)
            return
        try:
            args, kwargs = _apply_request(inj, func, args, kwargs, arg)
            _sync_call_effects(inj)
            _skip_response_faults(inj, "response faults do not apply to a stream")
            stream = _sync_stream(inj, func(*args, **kwargs))
        except BaseException as exc:
            inj.abandon(f"the call raised {type(exc).__name__}")
            raise
        yield from stream

    return gen_wrapper


async def _finish_awaitable(inj: Injection, pending: Awaitable[Any]) -> Any:
    try:
        result = await pending
        return _async_stream(inj, inj.transform(inj.response, result))
    except BaseException as exc:
        inj.abandon(f"the call raised {type(exc).__name__}")
        raise


def _sync_injected(
    inj: Injection,
    func: Callable[..., Any],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    arg: Any,
) -> Any:
    """A sync call on which at least one fault fired."""
    try:
        args, kwargs = _apply_request(inj, func, args, kwargs, arg)
        _sync_call_effects(inj)
        result = func(*args, **kwargs)
        if inspect.isawaitable(result):
            # a sync callable that returns an awaitable: faults apply once it is awaited
            return _finish_awaitable(inj, result)
        return _sync_stream(inj, inj.transform(inj.response, result))
    except BaseException as exc:
        inj.abandon(f"the call raised {type(exc).__name__}")
        raise


def inject(
    *faults: Fault,
    target: str | None = None,
    arg: str | int | None = None,
    sink: EventSink | None = None,
    run_seed: int | None = None,
) -> Callable[[F], F]:
    """Decorator (or wrapper) that applies ``faults`` to every call of a function.

    >>> from genai_chaos import create_fault
    >>> @inject(create_fault("zero_results", seed=1), target="kb")
    ... def search(query):
    ...     return ["doc-1", "doc-2"]
    >>> search("admin password")
    []

    The wrapped function carries its injector as ``__chaos__`` (``search.__chaos__.faults``).
    ``run_seed`` derives the faults' seeds from one run seed. Ambient faults (``cpu_load``)
    run from decoration while enabled; ``search.__chaos__.deactivate()`` stops them.
    """

    def decorate(func: F) -> F:
        qualname = getattr(func, "__qualname__", type(func).__qualname__)
        name = target or f"{getattr(func, '__module__', '')}.{qualname}"
        injector = Injector(faults, target=name, sink=sink, run_seed=run_seed)
        wrapped = wrap_with(injector, func, arg)
        injector.activate()  # ambient faults run from now while enabled (deactivate() ends it)
        wrapped.__chaos__ = injector  # type: ignore[attr-defined]
        return wrapped

    return decorate


_points: ContextVar[dict[str, Injector] | None] = ContextVar("genai_chaos_points", default=None)


def chaos_point(name: str, *, arg: str | int | None = None) -> Callable[[F], F]:
    """Mark a function as a named point where faults can be switched on later.

    With no faults enabled for ``name`` the call costs one context-variable lookup.
    """

    def lookup() -> Injector | None:
        active = _points.get()
        return None if active is None else active.get(name)

    def decorate(func: F) -> F:
        return wrap_with(lookup, func, arg)

    return decorate


@contextmanager
def faults_enabled(
    name: str, *faults: Fault, sink: EventSink | None = None, run_seed: int | None = None
) -> Iterator[Injector]:
    """Switch ``faults`` on at the :func:`chaos_point` ``name`` for this block.

    The previous state is restored on exit, also when the block raises. The setting follows
    the context, so it reaches tasks and threads started with a copied context, and two
    concurrent blocks do not see each other's faults. Ambient faults (``cpu_load``) run
    while the block runs and they are enabled, and stop when it ends.
    """
    injector = Injector(faults, target=name, sink=sink, run_seed=run_seed)
    active = dict(_points.get() or {})
    active[name] = injector
    token = _points.set(active)
    try:
        with injector:  # ambient faults run for the block (while enabled)
            yield injector
    finally:
        _points.reset(token)


def with_faults(func: F, faults: Sequence[Fault], **kwargs: Any) -> F:
    """Functional form of :func:`inject`: ``with_faults(search, [fault])``."""
    return inject(*faults, **kwargs)(func)
