"""The runner keeps answers' text only for the probes that read it, and evaluates the
steady-state science kinds like any other probe."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from genai_chaos.experiment.journal import read
from genai_chaos.experiment.loader import load_file
from genai_chaos.experiment.prepare import prepare
from genai_chaos.experiment.runner import run_experiment
from tests.experiment.conftest import make, write


def run(tmp_path: Path, doc: dict[str, Any]) -> dict[str, Any]:
    run_experiment(prepare(load_file(write(tmp_path, doc))), journal_path=tmp_path / "j.json")
    return read(tmp_path / "j.json")


def texts(journal: dict[str, Any]) -> int:
    return sum(1 for r in journal["workload"]["records"] if "text" in (r["detail"] or {}))


def test_text_is_kept_only_when_a_probe_reads_it(tmp_path: Path) -> None:
    plain = run(tmp_path, make())
    assert plain["status"] == "completed" and texts(plain) == 0
    doc = make()
    doc["spec"]["safeguards"] = {
        "conditions": [
            {"probe": {"type": "semantic_entropy", "of": "answers", "tolerance": {"max": 20}}}
        ]
    }
    doc["spec"]["steadyState"]["probes"] += [
        {"type": "mrr", "tolerance": {"min": 0.5}},
        {"type": "hit_rate", "k": 1, "tolerance": {"min": 0.5}},
    ]
    kept = run(tmp_path, doc)
    assert kept["status"] == "completed", kept["reason"]
    assert texts(kept) == len(kept["workload"]["records"]) > 0
    after = {p["type"]: p for p in kept["steady_states"]["after"]["probes"]}
    assert after["mrr"]["value"] > 0.5 and after["mrr"]["category"] == "semantic"
    assert after["hit_rate"]["samples"] == 8
