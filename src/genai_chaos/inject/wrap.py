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
import functools
import inspect
import time
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, TypeVar, cast

from genai_chaos.faults.base import Fault
from genai_chaos.faults.events import EventSink
from genai_chaos.inject.engine import Injection, Injector
from genai_chaos.inject.streams import arun_plan, run_plan

F = TypeVar("F", bound=Callable[..., Any])
_PROMPT_KWARGS = ("messages", "prompt", "input", "query", "question")


def _apply_request(inj: Injection, args: tuple[Any, ...], kwargs: dict[str, Any], arg: Any) -> Any:
    if not inj.request:
        return args, kwargs
    if isinstance(arg, int) or (arg is None and args):
        pos = 0 if arg is None else arg
        if pos < len(args):
            new = list(args)
            new[pos] = inj.transform(inj.request, args[pos])
            return tuple(new), kwargs
    names = (arg,) if isinstance(arg, str) else _PROMPT_KWARGS
    for name in names:
        if name in kwargs:
            return args, {**kwargs, name: inj.transform(inj.request, kwargs[name])}
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


def _sync_stream(inj: Injection, chunks: Any) -> Any:
    if not inj.stream:
        return chunks
    if not isinstance(chunks, Iterator):
        for f in inj.stream:
            inj.injector.skip(f, f"the call returned a {type(chunks).__name__}, not a stream")
        return chunks
    for plan in inj.stream_plans():
        chunks = run_plan(chunks, plan)
    return chunks


def _async_stream(inj: Injection, chunks: Any) -> Any:
    if not inj.stream:
        return chunks
    if not isinstance(chunks, AsyncIterator):
        for f in inj.stream:
            inj.injector.skip(f, f"the call returned a {type(chunks).__name__}, not a stream")
        return chunks
    for plan in inj.stream_plans():
        chunks = arun_plan(chunks, plan)
    return chunks


def wrap_with(injector: Injector | Callable[[], Injector | None], func: F, arg: Any = None) -> F:
    """Wrap ``func`` so that each call goes through ``injector``.

    ``injector`` may be a function returning the injector in force (or ``None`` for no
    faults); :func:`chaos_point` uses that to look the faults up per call.
    """
    get: Callable[[], Injector | None] = (
        (lambda: injector) if isinstance(injector, Injector) else injector
    )

    if inspect.isasyncgenfunction(func):

        @functools.wraps(func)
        async def agen_wrapper(*args: Any, **kwargs: Any) -> AsyncIterator[Any]:
            i = get()
            inj = i.begin() if i is not None else None
            if inj is None:
                async for chunk in func(*args, **kwargs):
                    yield chunk
                return
            args, kwargs = _apply_request(inj, args, kwargs, arg)
            await _async_call_effects(inj)
            async for chunk in _async_stream(inj, func(*args, **kwargs)):
                yield chunk

        return cast(F, agen_wrapper)

    if inspect.iscoroutinefunction(func):

        @functools.wraps(func)
        async def async_wrapper(*args: Any, **kwargs: Any) -> Any:
            i = get()
            inj = i.begin() if i is not None else None
            if inj is None:
                return await func(*args, **kwargs)
            args, kwargs = _apply_request(inj, args, kwargs, arg)
            await _async_call_effects(inj)
            result = await func(*args, **kwargs)
            return _async_stream(inj, inj.transform(inj.response, result))

        return cast(F, async_wrapper)

    if inspect.isgeneratorfunction(func):

        @functools.wraps(func)
        def gen_wrapper(*args: Any, **kwargs: Any) -> Iterator[Any]:
            i = get()
            inj = i.begin() if i is not None else None
            if inj is None:
                yield from func(*args, **kwargs)
                return
            args, kwargs = _apply_request(inj, args, kwargs, arg)
            _sync_call_effects(inj)
            yield from _sync_stream(inj, func(*args, **kwargs))

        return cast(F, gen_wrapper)

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


def _sync_injected(
    inj: Injection,
    func: Callable[..., Any],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    arg: Any,
) -> Any:
    """A sync call on which at least one fault fired."""
    args, kwargs = _apply_request(inj, args, kwargs, arg)
    _sync_call_effects(inj)
    result = func(*args, **kwargs)
    if inspect.isawaitable(result):  # a sync function returning a coroutine
        return result
    return _sync_stream(inj, inj.transform(inj.response, result))


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
    ``run_seed`` derives the faults' seeds from one run seed.
    """

    def decorate(func: F) -> F:
        name = target or f"{func.__module__}.{func.__qualname__}"
        injector = Injector(faults, target=name, sink=sink, run_seed=run_seed)
        wrapped = wrap_with(injector, func, arg)
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
    concurrent blocks do not see each other's faults.
    """
    injector = Injector(faults, target=name, sink=sink, run_seed=run_seed)
    active = dict(_points.get() or {})
    active[name] = injector
    token = _points.set(active)
    try:
        yield injector
    finally:
        _points.reset(token)


def with_faults(func: F, faults: Sequence[Fault], **kwargs: Any) -> F:
    """Functional form of :func:`inject`: ``with_faults(search, [fault])``."""
    return inject(*faults, **kwargs)(func)
