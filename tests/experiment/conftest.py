"""Helpers for experiment tests: small, fast documents against the in-process sample."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
import yaml

BASE: dict[str, Any] = {
    "apiVersion": "genai-chaos.dev/v1alpha1",
    "kind": "ChaosExperiment",
    "metadata": {"name": "test-exp"},
    "spec": {
        "seed": 7,
        "target": {"type": "callable", "callable": "genai_chaos.experiment.sample:ask"},
        "workload": {"promptSet": "support", "concurrency": 4, "duration": "0.6s"},
        "steadyState": {
            "before": {"count": 8},
            "after": {"count": 8},
            "interval": "0.1s",
            "window": "0.3s",
            "minSamples": 3,
            "probes": [
                {"type": "latency", "percentile": 95, "tolerance": {"max": 500}},
                {"type": "error_rate", "tolerance": {"max": 0.05}},
                {"type": "fallback_rate", "tolerance": {"max": 0.1}},
                {"type": "accuracy", "tolerance": {"min": 0.8}},
            ],
        },
        "method": [],
    },
}


def make(**spec_changes: Any) -> dict[str, Any]:
    """A copy of the base document with ``spec`` keys replaced."""
    doc = copy.deepcopy(BASE)
    doc["spec"].update(spec_changes)
    return doc


def write(tmp_path: Path, doc: dict[str, Any], name: str = "exp.yaml") -> Path:
    path = tmp_path / name
    path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    return path


ZERO_RECALL = {
    "fault": "zero_results",
    "at": "reference.retriever",
    "schedule": {"start": "0.1s", "duration": "0.3s"},
}


@pytest.fixture
def doc() -> dict[str, Any]:
    return make()
