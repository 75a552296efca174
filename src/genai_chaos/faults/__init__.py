"""Faults: what can go wrong, at four layers of a generative stack.

Importing this package registers every built-in kind. Most act per request; the
ambient ones (:class:`AmbientFault`: ``cpu_load``, ``memory_pressure``) hold a condition
while switched on. Build one by name with :func:`create_fault` or by class::

    >>> from genai_chaos.faults import create_fault
    >>> create_fault("zero_results", seed=1).layer
    <Layer.RETRIEVAL: 'retrieval'>
"""

from __future__ import annotations

from genai_chaos.faults import (  # noqa: F401 - imported to register their kinds
    embeddings,
    generation,
    host,
    index,
    input,
    integration,
    retrieval,
    semantic,
    stream,
    tools,
)
from genai_chaos.faults.ambient import AmbientFault, AmbientParams
from genai_chaos.faults.base import (
    CallEffect,
    Completion,
    Doc,
    Fault,
    FaultContext,
    FaultParams,
    Layer,
    StreamPlan,
    Surface,
)
from genai_chaos.faults.registry import create as create_fault
from genai_chaos.faults.registry import get as get_fault_class
from genai_chaos.faults.registry import kinds, register

__all__ = [
    "AmbientFault",
    "AmbientParams",
    "CallEffect",
    "Completion",
    "Doc",
    "Fault",
    "FaultContext",
    "FaultParams",
    "Layer",
    "StreamPlan",
    "Surface",
    "create_fault",
    "get_fault_class",
    "kinds",
    "register",
]
