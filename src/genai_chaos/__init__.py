"""genai-chaos: chaos engineering for generative-AI applications.

Faults for four layers of a generative stack (input, retrieval, generation, integration),
injected into Python callables, HTTP clients (the openai SDK) and, through the proxy,
into any language.

>>> import genai_chaos
>>> fault = genai_chaos.create_fault("zero_results", seed=7)
>>> @genai_chaos.inject(fault, target="kb")
... def search(query):
...     return ["Reset the admin password from the console."]
>>> search("how do I reset the admin password?")
[]
"""

from __future__ import annotations

from genai_chaos._version import __version__
from genai_chaos.exceptions import (
    FaultError,
    GenAIChaosError,
    InjectedConnectionError,
    InjectedFault,
    InjectedHTTPError,
    InjectedTimeout,
    InvalidFaultParameter,
    MissingExtra,
    PatchTargetError,
    TargetError,
    UnknownFaultKind,
)
from genai_chaos.faults import (
    Completion,
    Doc,
    Fault,
    FaultParams,
    Layer,
    Surface,
    create_fault,
    kinds,
    register,
)
from genai_chaos.faults.events import (
    InjectionEvent,
    JsonlSink,
    MemorySink,
    use_sink,
)
from genai_chaos.faults.randomness import derive_seed
from genai_chaos.inject import (
    ChaosPatch,
    ChaosTransport,
    Injector,
    chaos_point,
    faults_enabled,
    inject,
    patch,
    request_id,
    with_faults,
)

__all__ = [
    "ChaosPatch",
    "ChaosTransport",
    "Completion",
    "Doc",
    "Fault",
    "FaultError",
    "FaultParams",
    "GenAIChaosError",
    "InjectedConnectionError",
    "InjectedFault",
    "InjectedHTTPError",
    "InjectedTimeout",
    "InjectionEvent",
    "Injector",
    "InvalidFaultParameter",
    "JsonlSink",
    "Layer",
    "MemorySink",
    "MissingExtra",
    "PatchTargetError",
    "Surface",
    "TargetError",
    "UnknownFaultKind",
    "__version__",
    "chaos_point",
    "create_fault",
    "derive_seed",
    "faults_enabled",
    "inject",
    "kinds",
    "patch",
    "register",
    "request_id",
    "use_sink",
    "with_faults",
]
