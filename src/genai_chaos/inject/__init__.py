"""Injection: where faults meet an application.

* :func:`inject` / :func:`with_faults`: wrap a callable (sync, async, generators);
* :func:`chaos_point` + :func:`faults_enabled`: mark a point, switch faults on for a block;
* :func:`patch`: patch a dependency by dotted path;
* :class:`ChaosTransport`: an ``httpx``/``httpx2`` transport (the openai SDK);
* :class:`Injector`: the engine under all of them.
"""

from __future__ import annotations

from genai_chaos.inject.engine import Injector, current_request_id, request_id
from genai_chaos.inject.http import ChaosTransport
from genai_chaos.inject.patch import ChaosPatch, patch
from genai_chaos.inject.wrap import chaos_point, faults_enabled, inject, with_faults

__all__ = [
    "ChaosPatch",
    "ChaosTransport",
    "Injector",
    "chaos_point",
    "current_request_id",
    "faults_enabled",
    "inject",
    "patch",
    "request_id",
    "with_faults",
]
