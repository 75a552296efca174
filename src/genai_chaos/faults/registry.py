"""The registry of fault kinds.

Built-in kinds register themselves when :mod:`genai_chaos.faults` is imported. Plugins add
kinds through the ``genai_chaos.faults`` entry-point group; each entry point names a
module or a :class:`~genai_chaos.faults.base.Fault` subclass::

    [project.entry-points."genai_chaos.faults"]
    my_faults = "my_package.faults"          # a module that calls @register

>>> from genai_chaos.faults import registry
>>> "latency" in registry.kinds()
True
>>> registry.create("latency", delay_ms=5, seed=3).params.delay_ms
5.0
"""

from __future__ import annotations

import logging
from importlib.metadata import entry_points
from typing import Any, TypeVar

from genai_chaos.exceptions import FaultError, UnknownFaultKind
from genai_chaos.faults.base import Fault, Layer

ENTRY_POINT_GROUP = "genai_chaos.faults"
_log = logging.getLogger(__name__)
_KINDS: dict[str, type[Fault]] = {}
_plugins_loaded = False

F = TypeVar("F", bound=type[Fault])


def register(cls: F) -> F:
    """Class decorator: add a fault kind to the registry."""
    if not cls.kind:
        raise FaultError(f"{cls.__name__} has no kind")
    existing = _KINDS.get(cls.kind)
    if existing is not None and existing is not cls:
        raise FaultError(
            f"fault kind {cls.kind!r} is already registered by "
            f"{existing.__module__}.{existing.__qualname__}"
        )
    _KINDS[cls.kind] = cls
    return cls


def load_plugins() -> None:
    """Import the fault plugins declared in the entry-point group (once)."""
    global _plugins_loaded
    if _plugins_loaded:
        return
    _plugins_loaded = True
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        try:
            obj = ep.load()
        except Exception:  # a broken plugin must not take the tool down
            _log.exception("could not load fault plugin %s", ep.value)
            continue
        if isinstance(obj, type) and issubclass(obj, Fault) and obj.kind not in _KINDS:
            register(obj)


def kinds() -> list[str]:
    """Names of every registered kind, sorted."""
    load_plugins()
    return sorted(_KINDS)


def get(kind: str) -> type[Fault]:
    """The class of ``kind``; :class:`UnknownFaultKind` when there is none."""
    load_plugins()
    try:
        return _KINDS[kind]
    except KeyError:
        raise UnknownFaultKind(kind, list(_KINDS)) from None


def create(kind: str, /, **params: Any) -> Fault:
    """Build a fault of ``kind``; ``probability``, ``blast_radius`` and ``seed`` go with the
    kind's own parameters."""
    return get(kind)(**params)


def by_layer() -> dict[Layer, list[type[Fault]]]:
    """Registered kinds grouped by layer, in layer order, each group sorted by name."""
    load_plugins()
    out: dict[Layer, list[type[Fault]]] = {layer: [] for layer in Layer}
    for kind in sorted(_KINDS):
        cls = _KINDS[kind]
        out[cls.layer].append(cls)
    return out
