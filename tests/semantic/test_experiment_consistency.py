"""SLOv2 from an experiment file: against the reference service started in-process, an
off-topic generation fault on half the requests makes ``semantic_consistency`` deviate;
without the fault the same file holds."""

from __future__ import annotations

import json
from typing import Any

import pytest
import yaml

from genai_chaos.experiment.loader import load_text
from genai_chaos.experiment.prepare import prepare
from genai_chaos.experiment.runner import run_experiment
from genai_chaos.faults.semantic import load_pool
from tests.experiment.conftest import make

pytest.importorskip("faiss")
pytest.importorskip("wordllama")
pytest.importorskip("uvicorn")

#: the service validates the generator's JSON: off-topic answers that pass validation
OFF_TOPIC = [
    json.dumps({"answer": a, "sources": [], "confidence": 0.9, "grounded": True})
    for a in load_pool("off_topic_answers.json")
]


def document(with_fault: bool) -> str:
    method = [
        {
            "fault": "off_topic_answer",
            "at": "reference.generator",
            "probability": 0.5,
            "params": {"answers": OFF_TOPIC},
            "schedule": {"start": "0.3s", "duration": "1.4s"},
        }
    ]
    doc = make(
        target={"type": "reference"},
        workload={
            "prompts": [
                "how do I reset the administrator password",
                "forgot my login, can I fix it myself without calling anyone?",
            ],
            "concurrency": 4,
            "duration": "2s",
        },
        steadyState={
            "before": {"count": 12},
            "after": {"count": 12},
            "interval": "0.5s",
            "window": "1s",
            "minSamples": 4,
            "probes": [
                {"type": "semantic_consistency"},  # min: the calibrated threshold
                {"type": "error_rate", "tolerance": {"max": 0.05}},
                {"type": "token_entropy", "tolerance": {"max": 5}},
                {"type": "safety_confidence", "source": "target", "tolerance": {"min": 0.5}},
            ],
        },
        method=method if with_fault else [],
        seed=3,
    )
    return yaml.safe_dump(doc)


def consistency(snapshot: dict[str, Any]) -> dict[str, Any]:
    return next(p for p in snapshot["probes"] if p["type"] == "semantic_consistency")


def test_off_topic_answers_deviate_and_recover() -> None:
    j = run_experiment(prepare(load_text(document(True)))).to_dict()
    assert j["status"] == "deviated", j["reason"]
    assert {e["kind"] for e in j["events"]} == {"off_topic_answer"}
    during = [consistency(s) for s in j["steady_states"]["during"]]
    assert any(p["status"] == "deviated" for p in during)
    assert min(p["value"] for p in during if p["value"] is not None) < 0.5
    before, after = (consistency(j["steady_states"][p]) for p in ("before", "after"))
    assert before["status"] == after["status"] == "ok" and before["value"] > 0.9
    # recovered (the drift detector no longer mistakes the two questions' changing mix for
    # drift, which sent some after-phase answers to the keyword fallback)
    assert after["value"] > 0.9
    # latency and errors stay green while the answers go wrong
    errors = [p for s in j["steady_states"]["during"] for p in s["probes"]]
    assert all(p["status"] == "ok" for p in errors if p["type"] == "error_rate")


def test_without_the_fault_the_same_file_holds() -> None:
    j = run_experiment(prepare(load_text(document(False)))).to_dict()
    assert j["status"] == "completed", j["reason"]
    during = [consistency(s) for s in j["steady_states"]["during"]]
    assert during and all(p["status"] == "ok" and p["samples"] >= 4 for p in during)
    # what the service reports about each answer reached the records and the probes
    detail = j["workload"]["records"][0]["detail"]
    # the sanitizer's classifiers give benign prompts a small risk, not exactly zero
    assert isinstance(detail["entropy"], float) and 0.8 < detail["safety_confidence"] <= 1.0
    probes = {p["type"]: p for p in j["steady_states"]["after"]["probes"]}
    assert probes["token_entropy"]["unit"] == "bits" and probes["token_entropy"]["value"] > 0
    assert 0.8 < probes["safety_confidence"]["value"] <= 1.0
