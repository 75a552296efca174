"""Targets: what an experiment sends its workload to, and how its faults reach it.

Every delivery path implements :class:`Target`:

* :meth:`Target.reach` says whether one fault of the method can reach the target (a
  validation error otherwise, before anything starts);
* :meth:`Target.open` checks that the target is up (:class:`TargetUnavailable` before
  any fault is injected), :meth:`Target.arm` installs every fault switched off, and
  :meth:`Target.switch` turns one on or off as the schedule says;
* :meth:`Target.call` sends one prompt; :meth:`Target.close` removes every fault.

:class:`CallableTarget` (here) calls a Python function and reaches its dependencies through
chaos points or dotted-path patches; :mod:`~genai_chaos.experiment.remote_targets` holds the
reference service and the chaos proxy.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import inspect
import sys
from collections.abc import Awaitable, Callable
from contextlib import ExitStack
from dataclasses import dataclass
from typing import Any

from genai_chaos.exceptions import GenAIChaosError, PatchTargetError
from genai_chaos.experiment.errors import TargetUnavailable
from genai_chaos.experiment.spec import CallableTarget as CallableSpec
from genai_chaos.experiment.spec import FaultAction
from genai_chaos.faults.base import Fault
from genai_chaos.faults.events import EventSink
from genai_chaos.inject.engine import reset_request_id, set_request_id
from genai_chaos.inject.patch import ChaosPatch, resolve
from genai_chaos.inject.wrap import faults_enabled


@dataclass
class Armed:
    """One fault of the method, built and seeded, with where it goes."""

    index: int
    action: FaultAction
    fault: Fault

    @property
    def label(self) -> str:
        """The name shown in journals and reports."""
        return self.action.name or f"{self.action.fault}@{self.action.at or 'target'}"


class Target:
    """The interface every delivery path implements (see the module docstring)."""

    kind = "target"
    #: Send the current trace context (W3C ``traceparent``) with each request: set by the
    #: runner when the run exports spans, so that an instrumented application's spans join
    #: the request's trace.
    propagate_trace = False

    def reach(self, action: FaultAction, fault: Fault) -> str | None:
        """``None`` when ``fault`` can reach the target at ``action.at``; else why not."""
        raise NotImplementedError

    async def open(self) -> None:
        """Check the target is up; :class:`TargetUnavailable` otherwise."""

    def arm(self, armed: list[Armed], sink: EventSink, stack: ExitStack) -> None:
        """Install every fault, switched off; undo through ``stack``."""
        raise NotImplementedError

    async def switch(self, item: Armed, on: bool) -> None:
        """Turn one fault on or off."""
        item.fault.enabled = on

    async def call(self, prompt: str, rid: str) -> Any:
        """Send one prompt with request id ``rid``; the answer in any shape."""
        raise NotImplementedError

    def direct(self) -> Callable[[str], Awaitable[Any]] | None:
        """An async function of the prompt alone that does what :meth:`call` does once
        the caller has set the request id (:func:`~genai_chaos.inject.engine.set_request_id`),
        for a caller that saves a coroutine per request; ``None`` (the default) when a
        call needs more than that."""
        return None

    async def collect(self, sink: EventSink) -> None:
        """Move injection events recorded elsewhere (a server) into ``sink``."""

    async def grades(self) -> dict[str, Any] | None:
        """How the application's clients behaved under the faults, when the delivery path
        can tell (the chaos proxy's grades); ``None`` otherwise."""
        return None

    async def close(self) -> None:
        """Release what :meth:`open` took."""


def discover_points(module_names: list[str]) -> set[str]:
    """Names of the :func:`~genai_chaos.inject.wrap.chaos_point` s defined in modules whose
    name starts with one of ``module_names`` (already imported)."""
    found: set[str] = set()
    for mod_name, module in list(sys.modules.items()):
        if module is None or not any(
            mod_name == m or mod_name.startswith(m + ".") for m in module_names
        ):
            continue
        for value in list(vars(module).values()):
            found.update(_points_of(value))
            if inspect.isclass(value) and value.__module__ == mod_name:
                for member in vars(value).values():
                    found.update(_points_of(getattr(member, "__func__", member)))
    return found


def _points_of(func: Any) -> set[str]:
    if not callable(func) or not hasattr(func, "__wrapped__"):
        return set()
    out: set[str] = set()
    for cell in getattr(func, "__closure__", None) or ():
        with contextlib.suppress(ValueError):
            inner = cell.cell_contents
            if callable(inner) and getattr(inner, "__name__", "") == "lookup":
                for c in getattr(inner, "__closure__", None) or ():
                    with contextlib.suppress(ValueError):
                        if isinstance(c.cell_contents, str):
                            out.add(c.cell_contents)
    return out


def load_callable(ref: str) -> Callable[..., Any]:
    """The function at ``module:attr.attr``; :class:`GenAIChaosError` saying why not."""
    module_name, _, chain = ref.partition(":")
    try:
        obj: Any = importlib.import_module(module_name)
    except ImportError as exc:
        raise GenAIChaosError(f"module {module_name!r} cannot be imported: {exc}") from exc
    for name in chain.split("."):
        try:
            obj = getattr(obj, name)
        except AttributeError:
            raise GenAIChaosError(f"{module_name!r} has no attribute {chain!r}") from None
    if not callable(obj):
        raise GenAIChaosError(f"{ref!r} is not callable")
    return obj  # type: ignore[no-any-return]


class CallableTarget(Target):
    """A Python callable called with one prompt per request (sync ones in threads).

    ``at`` in the method is a chaos point of the application (declared in ``points`` or
    discovered in the callable's package) or a dotted path to patch.
    """

    kind = "callable"

    def __init__(self, spec: CallableSpec) -> None:
        self.spec = spec
        self.func = load_callable(spec.callable)
        self.is_async = inspect.iscoroutinefunction(self.func)
        package = spec.callable.partition(":")[0].split(".")[0]
        self.points = set(spec.points) | discover_points([package])
        self._patches: list[ChaosPatch] = []

    def reach(self, action: FaultAction, fault: Fault) -> str | None:
        if not action.at:
            return (
                "a callable target needs 'at': a chaos point "
                f"({', '.join(sorted(self.points)) or 'none found'}) or a dotted path to patch"
            )
        if action.at in self.points:
            return None
        try:
            resolve(action.at)
        except PatchTargetError as exc:
            known = ", ".join(sorted(self.points)) or "none found"
            return (
                f"{action.at!r} is not a chaos point of the target (known: {known}) and "
                f"not a path that can be patched ({exc})"
            )
        return None

    def arm(self, armed: list[Armed], sink: EventSink, stack: ExitStack) -> None:
        by_at: dict[str, list[Fault]] = {}
        for item in armed:
            item.fault.enabled = False
            by_at.setdefault(item.action.at or "", []).append(item.fault)
        for at, faults in by_at.items():
            if at in self.points:
                stack.enter_context(faults_enabled(at, *faults, sink=sink))
            else:
                stack.enter_context(ChaosPatch(at, *faults, sink=sink))

    def direct(self) -> Callable[[str], Awaitable[Any]] | None:
        return self.func if self.is_async else None

    async def call(self, prompt: str, rid: str) -> Any:
        if self.is_async:
            token = set_request_id(rid)  # per request: cheaper than the context manager
            try:
                return await self.func(prompt)
            finally:
                reset_request_id(token)
        return await asyncio.to_thread(_call_sync, self.func, prompt, rid)


def _call_sync(func: Callable[..., Any], prompt: str, rid: str) -> Any:
    token = set_request_id(rid)
    try:
        result = func(prompt)
    finally:
        reset_request_id(token)
    if inspect.isawaitable(result):
        raise TargetUnavailable("a sync callable returned an awaitable: declare it async")
    return result


def build_target(spec: Any) -> Target:
    """The adapter for a target spec; :class:`GenAIChaosError` when it cannot be built."""
    if isinstance(spec, CallableSpec):
        return CallableTarget(spec)
    from genai_chaos.experiment.remote_targets import build

    return build(spec)
