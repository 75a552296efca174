"""A run killed mid-method (SIGINT, SIGTERM) keeps its journal and runs its rollbacks."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.experiment.conftest import ZERO_RECALL, make, write

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_signal_mid_method_keeps_journal_and_rolls_back(
    tmp_path: Path, sig: signal.Signals
) -> None:
    marker = tmp_path / "rolled"
    doc = make(
        method=[dict(ZERO_RECALL, schedule={})],
        workload={"promptSet": "support", "concurrency": 2, "duration": "30s"},
        rollbacks={
            "strategy": "on-deviation",
            "actions": [
                {
                    "name": "mark",
                    "type": "python",
                    "func": "tests.experiment.helpers:mark",
                    "arguments": {"path": str(marker)},
                }
            ],
        },
    )
    path = write(tmp_path, doc)
    journal = tmp_path / "journal.json"
    env = dict(os.environ, PYTHONPATH=str(ROOT), CI="")
    proc = subprocess.Popen(
        [sys.executable, "-m", "genai_chaos", "run", str(path), "--journal", str(journal)],
        cwd=tmp_path,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:  # wait for the method phase to be under way
            if journal.exists() and json.loads(journal.read_text())["steady_states"]["before"]:
                break
            assert proc.poll() is None, proc.communicate()
            time.sleep(0.05)
        time.sleep(0.4)
        proc.send_signal(sig)
        _, err = proc.communicate(timeout=20)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 1, err.decode()
    data = json.loads(journal.read_text())
    assert data["status"] == "interrupted" and sig.name in data["reason"]
    assert data["end"] is not None and data["events"], "injections up to the signal are kept"
    assert marker.read_text() == "rolled back"
    assert data["rollbacks"][0]["status"] == "succeeded"
    assert not prepared_faults_left(data)


def prepared_faults_left(data: dict[str, object]) -> bool:
    """Every window the journal records is closed."""
    return any(off is None for action in data["run"] for _, off in action["windows"])  # type: ignore[attr-defined, index]
