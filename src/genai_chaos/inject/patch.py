"""Reaching inside an application you did not write: patch a dependency by dotted path.

A path is ``"package.module:attr.attr"`` (the colon separates the module from the
attribute chain, as in entry points); without a colon the longest importable prefix is
taken as the module. The last attribute is replaced by a wrapper that injects the faults
and is put back on :meth:`ChaosPatch.stop`, whatever happened in between.

>>> import json
>>> from genai_chaos import create_fault
>>> with patch("json:loads", create_fault("exception", exception="ValueError", seed=1)):
...     try:
...         json.loads("{}")
...     except ValueError as exc:
...         print("raised:", exc)
raised: injected failure
>>> json.loads("{}")
{}
"""

from __future__ import annotations

import importlib
import inspect
from types import TracebackType
from typing import Any

from genai_chaos.exceptions import PatchTargetError
from genai_chaos.faults.base import Fault
from genai_chaos.faults.events import EventSink
from genai_chaos.inject.engine import Injector
from genai_chaos.inject.wrap import wrap_with

_MISSING = object()


def resolve(path: str) -> tuple[Any, str]:
    """The object that owns the last attribute of ``path``, and that attribute's name."""
    if ":" in path:
        module_name, _, chain = path.partition(":")
        if not module_name:
            raise PatchTargetError(path, "expected 'module:attribute' (the module is empty)")
        try:
            owner: Any = importlib.import_module(module_name)
        except ImportError as exc:
            raise PatchTargetError(
                path, f"module {module_name!r} cannot be imported: {exc}"
            ) from exc
    else:
        parts = path.split(".")
        owner, chain = None, ""
        for cut in range(len(parts) - 1, 0, -1):
            try:
                owner = importlib.import_module(".".join(parts[:cut]))
            except ImportError:
                continue
            chain = ".".join(parts[cut:])
            break
        if owner is None:
            raise PatchTargetError(path, "no importable module in the path")
    if not chain:
        raise PatchTargetError(path, "expected 'module:attribute' (an attribute to patch)")
    names = chain.split(".")
    walked = []
    for name in names[:-1]:
        walked.append(name)
        try:
            owner = getattr(owner, name)
        except AttributeError:
            raise PatchTargetError(path, f"{'.'.join(walked)!r} does not exist") from None
    if not hasattr(owner, names[-1]):
        raise PatchTargetError(path, f"{chain!r} does not exist")
    if not callable(getattr(owner, names[-1])):
        raise PatchTargetError(path, f"{chain!r} is not callable")
    return owner, names[-1]


class ChaosPatch:
    """A patch that can be used as a context manager or started and stopped by hand."""

    def __init__(
        self,
        path: str,
        *faults: Fault,
        arg: str | int | None = None,
        sink: EventSink | None = None,
        run_seed: int | None = None,
    ) -> None:
        self.path = path
        self.injector = Injector(faults, target=path, sink=sink, run_seed=run_seed)
        self.arg = arg
        self._owner: Any = None
        self._name = ""
        self._saved: Any = _MISSING

    @property
    def active(self) -> bool:
        """True between :meth:`start` and :meth:`stop`."""
        return self._owner is not None

    def start(self) -> Injector:
        """Install the wrapper; raises :class:`PatchTargetError` when the path is wrong."""
        if self.active:
            return self.injector
        owner, name = resolve(self.path)
        # Only what the owner holds itself is restored; an inherited method is un-shadowed.
        own = getattr(owner, "__dict__", {})
        self._saved = own.get(name, _MISSING)
        raw = inspect.getattr_static(owner, name)
        if isinstance(raw, staticmethod):
            wrapper: Any = staticmethod(wrap_with(self.injector, raw.__func__, self.arg))
        elif isinstance(raw, classmethod):
            wrapper = classmethod(wrap_with(self.injector, raw.__func__, self.arg))
        else:
            wrapper = wrap_with(self.injector, getattr(owner, name), self.arg)
        try:
            _set(owner, name, wrapper)
        except (AttributeError, TypeError) as exc:
            raise PatchTargetError(self.path, f"the attribute cannot be replaced: {exc}") from exc
        self._owner, self._name = owner, name
        _stack(owner, name).append(self)
        return self.injector.activate()  # ambient faults run until stop() while enabled

    def stop(self) -> None:
        """Put back what was there before :meth:`start` (idempotent).

        Patches of one attribute may stop in any order: a patch that stops while another
        one sits on top of it hands its saved original to that one.
        """
        if not self.active:
            return
        self.injector.deactivate()
        owner, name = self._owner, self._name
        stack = _stack(owner, name)
        position = stack.index(self)
        stack.pop(position)
        if position < len(stack):  # someone patched on top of us: unlink our layer
            stack[position]._saved = self._saved
        elif self._saved is _MISSING:
            try:
                object.__delattr__(owner, name)
            except (AttributeError, TypeError):
                delattr(owner, name)
        else:
            _set(owner, name, self._saved)
        if not stack:
            _STACKS.pop((id(owner), name), None)
        self._owner, self._saved = None, _MISSING

    def __enter__(self) -> Injector:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()


_STACKS: dict[tuple[int, str], list[ChaosPatch]] = {}


def _stack(owner: Any, name: str) -> list[ChaosPatch]:
    """The active patches of one attribute, oldest first."""
    return _STACKS.setdefault((id(owner), name), [])


def _set(owner: Any, name: str, value: Any) -> None:
    try:
        setattr(owner, name, value)
    except (AttributeError, TypeError, ValueError):
        # pydantic models (LangChain retrievers) refuse unknown attributes on instances.
        object.__setattr__(owner, name, value)


def patch(
    path: str,
    *faults: Fault,
    arg: str | int | None = None,
    sink: EventSink | None = None,
    run_seed: int | None = None,
) -> ChaosPatch:
    """Patch the callable at ``path`` with ``faults`` (see the module docstring)."""
    return ChaosPatch(path, *faults, arg=arg, sink=sink, run_seed=run_seed)
