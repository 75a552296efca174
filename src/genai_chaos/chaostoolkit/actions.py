"""Chaos Toolkit actions: switch genai-chaos faults on and off.

>>> out = inject_fault("zero_results", at="reference.retriever", seed=1)
>>> out["fault"]["kind"], out["delivery"]
('zero_results', 'chaos_point')
>>> remove_faults()["removed"]
1
"""

from __future__ import annotations

from typing import Any

import httpx

from genai_chaos.chaostoolkit import state
from genai_chaos.exceptions import PatchTargetError
from genai_chaos.faults import registry
from genai_chaos.faults.ambient import AmbientFault
from genai_chaos.inject.engine import Injector
from genai_chaos.inject.patch import ChaosPatch, resolve

__all__ = ["inject_fault", "proxy_add_rule", "proxy_remove_rule", "remove_faults"]


def inject_fault(
    kind: str,
    at: str,
    *,
    params: dict[str, Any] | None = None,
    probability: float = 1.0,
    blast_radius: float = 1.0,
    seed: int | None = None,
    configuration: dict[str, Any] | None = None,
    secrets: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Switch a fault on at ``at``: a dotted path (``module:attr``, patched now) or a
    chaos point name (on for every workload the probes run). An ambient kind
    (``cpu_load``, ``memory_pressure``) given a chaos point name holds in this process
    from now until :func:`remove_faults`."""
    fault = registry.create(
        kind, probability=probability, blast_radius=blast_radius, seed=seed, **(params or {})
    )
    delivery = "chaos_point"
    if ":" in at:
        try:
            resolve(at)
        except PatchTargetError:
            pass
        else:
            delivery = "patch"
    with state.lock:
        if isinstance(fault, AmbientFault) and delivery == "chaos_point":
            # held from now until remove_faults, not only while the probes' workloads run
            delivery = "ambient"
            injector = Injector([fault], target=at, sink=state.sink).activate()
            state.held[f"{at}#{len(state.held)}"] = injector
        elif delivery == "patch":
            patch = ChaosPatch(at, fault, sink=state.sink)
            patch.start()
            state.patches[f"{at}#{len(state.patches)}"] = patch
        else:
            state.points.setdefault(at, []).append(fault)
    return {"at": at, "delivery": delivery, "fault": fault.describe()}


def remove_faults(
    configuration: dict[str, Any] | None = None, secrets: dict[str, Any] | None = None
) -> dict[str, Any]:
    """Switch every fault off (use it as a rollback)."""
    return {"removed": state.clear()}


def _client(admin_url: str, token: str | None) -> httpx.Client:
    headers = {"authorization": f"Bearer {token}"} if token else {}
    return httpx.Client(base_url=admin_url.rstrip("/"), headers=headers, timeout=10.0)


def proxy_add_rule(
    admin_url: str,
    rule_id: str,
    kind: str,
    *,
    params: dict[str, Any] | None = None,
    probability: float = 1.0,
    blast_radius: float = 1.0,
    seed: int | None = None,
    paths: list[str] | None = None,
    token: str | None = None,
    configuration: dict[str, Any] | None = None,
    secrets: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Add (or replace) a rule on a running chaos proxy."""
    rule: dict[str, Any] = {
        "id": rule_id,
        "kind": kind,
        "params": params or {},
        "probability": probability,
        "blast_radius": blast_radius,
        "match": {"paths": paths or []},
    }
    if seed is not None:
        rule["seed"] = seed
    with _client(admin_url, token) as client:
        response = client.put(f"/rules/{rule_id}", json=rule)
        response.raise_for_status()
        return dict(response.json())


def proxy_remove_rule(
    admin_url: str,
    rule_id: str,
    token: str | None = None,
    configuration: dict[str, Any] | None = None,
    secrets: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Remove a rule from a running chaos proxy (absent is fine)."""
    with _client(admin_url, token) as client:
        response = client.delete(f"/rules/{rule_id}")
        if response.status_code not in (200, 204, 404):
            response.raise_for_status()
    return {"removed": rule_id}
