"""Chaos Toolkit interop: the real ``chaos run`` injects our faults and reads our probes."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from genai_chaos.chaostoolkit import actions, discover, probes

ROOT = Path(__file__).resolve().parents[2]


def _provider(module: str, func: str, **arguments: object) -> dict[str, object]:
    return {
        "type": "python",
        "module": f"genai_chaos.chaostoolkit.{module}",
        "func": func,
        "arguments": arguments,
    }


WORKLOAD = {"target": "genai_chaos.experiment.sample:ask", "count": 12, "concurrency": 3}
EXPERIMENT = {
    "version": "1.0.0",
    "title": "zero recall falls back to keyword search",
    "description": "genai-chaos faults and probes from chaos run",
    "steady-state-hypothesis": {
        "title": "answers are served, without fallback",
        "probes": [
            {
                "type": "probe",
                "name": "errors",
                "tolerance": {"type": "range", "range": [0, 0.05], "target": "error_rate"},
                "provider": _provider("probes", "run_workload", **WORKLOAD),
            },
            {
                "type": "probe",
                "name": "fallbacks",
                "tolerance": {"type": "range", "range": [0, 0.1], "target": "fallback_rate"},
                "provider": _provider("probes", "run_workload", **WORKLOAD),
            },
        ],
    },
    "method": [
        {
            "type": "action",
            "name": "zero recall",
            "provider": _provider(
                "actions", "inject_fault", kind="zero_results", at="reference.retriever", seed=1
            ),
        },
        {
            "type": "probe",
            "name": "under fault",
            "provider": _provider("probes", "run_workload", **WORKLOAD),
        },
    ],
    "rollbacks": [
        {
            "type": "action",
            "name": "remove faults",
            "provider": _provider("actions", "remove_faults"),
        }
    ],
}


def test_discovery_lists_actions_and_probes() -> None:
    pytest.importorskip("chaoslib")
    names = {a["name"] for a in discover()["activities"]}
    assert {"inject_fault", "remove_faults", "run_workload", "proxy_add_rule"} <= names
    assert set(actions.__all__) | set(probes.__all__) <= names


def test_chaos_run_injects_our_fault_and_reads_our_probes(tmp_path: Path) -> None:
    chaos = shutil.which("chaos", path=str(Path(sys.executable).parent)) or shutil.which("chaos")
    if chaos is None:
        pytest.skip("chaostoolkit is not installed (pip install 'genai-chaos[chaostoolkit]')")
    (tmp_path / "experiment.json").write_text(json.dumps(EXPERIMENT))
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run(
        [chaos, "--no-log-file", "run", "--journal-path", "journal.json", "experiment.json"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    journal = json.loads((tmp_path / "journal.json").read_text())
    assert journal["deviated"] is True, proc.stdout + proc.stderr
    under_fault = journal["run"][1]["output"]
    assert under_fault["fallback_rate"] == 1.0 and under_fault["error_rate"] == 0.0
    assert journal["rollbacks"][0]["output"] == {"removed": 1}
    before = journal["steady_states"]["before"]
    assert before["steady_state_met"] is True


def test_patch_delivery_in_process() -> None:
    out = actions.inject_fault(
        "latency",
        at="genai_chaos.experiment.sample:keyword_search",
        params={"delay_ms": 1, "distribution": "fixed"},
        seed=1,
    )
    try:
        assert out["delivery"] == "patch"
    finally:
        assert actions.remove_faults()["removed"] == 1


def test_ambient_fault_holds_from_inject_until_remove() -> None:
    import threading
    import time

    before = threading.active_count()
    out = actions.inject_fault(
        "cpu_load", at="reference.service", params={"load": 0.9, "workers": 1}, seed=1
    )
    try:
        assert out["delivery"] == "ambient"
        assert threading.active_count() == before + 1  # the burner runs between activities
        cpu0 = time.process_time()
        time.sleep(0.5)
        assert time.process_time() - cpu0 > 0.1
    finally:
        assert actions.remove_faults()["removed"] == 1
    assert threading.active_count() == before
