"""The runner: phases, verdicts, safeguards, rollbacks, pause, secrets, target failures."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from genai_chaos.cli.experiment import run_command
from genai_chaos.experiment.journal import read
from genai_chaos.experiment.loader import load_file
from genai_chaos.experiment.prepare import prepare
from genai_chaos.experiment.runner import Runner, exit_code, run_experiment
from tests.experiment.conftest import BASE, ZERO_RECALL, make, write


def run(tmp_path: Path, doc: dict[str, Any], seed: int | None = None) -> dict[str, Any]:
    prepared = prepare(load_file(write(tmp_path, doc)), seed=seed)
    run_experiment(prepared, journal_path=tmp_path / "journal.json")
    return read(tmp_path / "journal.json")


def test_no_fault_holds_the_steady_state(tmp_path: Path) -> None:
    j = run(tmp_path, make())
    deviations = [  # what deviated, when, so that a failure on a loaded machine says it
        (s.get("t"), p["name"], p["value"])
        for s in [j["steady_states"]["before"], *j["steady_states"]["during"]]
        if s
        for p in s["probes"]
        if p["status"] == "deviated"
    ]
    assert j["status"] == "completed" and j["deviated"] is False, (j["reason"], deviations)
    assert j["steady_states"]["before"]["steady_state_met"]
    assert j["steady_states"]["after"]["steady_state_met"]
    assert j["steady_states"]["during"], "the steady state is sampled during the method"
    phases = {r["phase"] for r in j["workload"]["records"]}
    assert phases == {"before", "method", "after"}
    assert exit_code(j) == 0


def test_zero_recall_deviates_during_and_recovers_after(tmp_path: Path) -> None:
    j = run(tmp_path, make(method=[ZERO_RECALL]))
    assert j["status"] == "deviated" and j["deviated"] is True
    assert any(not s["steady_state_met"] for s in j["steady_states"]["during"])
    assert j["steady_states"]["after"]["steady_state_met"]
    action = j["run"][0]
    assert action["injections"] > 0 and len(action["windows"]) == 1
    on, off = action["windows"][0]
    assert off - on == pytest.approx(0.3, abs=0.1)
    assert {e["kind"] for e in j["events"]} == {"zero_results"}
    # every probe is evaluated, even after one fails
    assert len(j["steady_states"]["during"][-1]["probes"]) == 4
    assert exit_code(j) == 1


def test_same_seed_same_injections(tmp_path: Path) -> None:
    doc = make(
        method=[dict(ZERO_RECALL, probability=0.5)],
        workload={"promptSet": "support", "concurrency": 1, "count": 30},
    )
    doc["spec"]["method"][0]["schedule"] = {}
    a = run(tmp_path, doc, seed=3)
    b = run(tmp_path, doc, seed=3)
    assert [e["request_id"] for e in a["events"]] == [e["request_id"] for e in b["events"]]
    assert 0 < len(a["events"]) < 30


def test_before_failure_skips_the_method(tmp_path: Path) -> None:
    doc = make(method=[ZERO_RECALL])
    doc["spec"]["steadyState"]["probes"].append({"type": "latency", "tolerance": {"max": 0.001}})
    j = run(tmp_path, doc)
    assert j["status"] == "failed" and "method was not run" in j["reason"]
    assert j["events"] == [] and j["steady_states"]["after"] is None


def test_repeated_schedule_switches_on_and_off(tmp_path: Path) -> None:
    sched = {"start": "0.05s", "duration": "0.1s", "interval": "0.25s", "repeat": 2}
    j = run(tmp_path, make(method=[dict(ZERO_RECALL, schedule=sched)]))
    windows = j["run"][0]["windows"]
    assert len(windows) == 2 and all(off is not None for _, off in windows)
    assert windows[1][0] - windows[0][0] == pytest.approx(0.25, abs=0.08)


def test_safeguard_aborts_and_rollbacks_run(tmp_path: Path) -> None:
    marker = tmp_path / "rolled"
    doc = make(
        method=[
            {
                "fault": "exception",
                "at": "reference.generator",
                "params": {"exception": "RuntimeError"},
            }
        ],
        workload={"promptSet": "support", "concurrency": 2, "duration": "5s"},
        safeguards={
            "interval": "0.05s",
            "conditions": [
                {"probe": {"type": "error_rate", "tolerance": {"max": 0.5}}, "for": "0.1s"}
            ],
        },
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
    j = run(tmp_path, doc)
    assert j["status"] == "aborted" and "safeguard" in j["reason"] and j["deviated"]
    assert j["workload"]["phases"]["method"][1] < 3.0
    assert marker.read_text() == "rolled back"
    assert j["rollbacks"][0]["status"] == "succeeded"


def test_budget_stops_spending(tmp_path: Path) -> None:
    doc = make(
        safeguards={"budget": {"maxRequests": 20}},
        workload={"promptSet": "support", "concurrency": 2, "duration": "5s"},
    )
    j = run(tmp_path, doc)
    assert j["status"] == "aborted" and "20 requests" in j["reason"]


def test_progress_counts_requests_and_errors_as_they_happen(tmp_path: Path) -> None:
    doc = make(
        target={"type": "callable", "callable": "tests.experiment.helpers:every_third_fails"},
        workload={"promptSet": "support", "concurrency": 2, "count": 60},
        steadyState={
            "before": {"count": 6},
            "after": {"count": 6},
            "probes": [{"type": "latency", "percentile": 50, "tolerance": {"max": 10_000}}],
        },
    )
    seen: list[tuple[str, int, int]] = []
    runner: Runner | None = None

    def progress(p: Any) -> None:
        assert runner is not None
        errors = sum(r.outcome == "error" for r in runner.log[: p.requests])
        seen.append((p.phase, p.requests, p.errors - errors))

    runner = Runner(prepare(load_file(write(tmp_path, doc))), on_progress=progress, tick=0.005)
    journal = asyncio.run(runner.run())
    assert [phase for phase, _, _ in seen].count("method") >= 2
    assert all(off == 0 for _, _, off in seen), "errors counted as they happened"
    assert [n for _, n, _ in seen] == sorted(n for _, n, _ in seen)
    outcomes = [r["outcome"] for r in journal.records]
    assert len(outcomes) == 72 and outcomes.count("error") == 24


@pytest.mark.parametrize(
    ("strategy", "ran"), [("always", True), ("never", False), ("on-deviation", False)]
)
def test_rollback_strategies(tmp_path: Path, strategy: str, ran: bool) -> None:
    marker = tmp_path / "rolled"
    doc = make(
        rollbacks={
            "strategy": strategy,
            "actions": [
                {
                    "name": "mark",
                    "type": "python",
                    "func": "tests.experiment.helpers:mark",
                    "arguments": {"path": str(marker)},
                },
                {"name": "fails", "type": "python", "func": "tests.experiment.helpers:fail"},
            ],
        }
    )
    j = run(tmp_path, doc)
    assert marker.exists() is ran
    if ran:  # one failing rollback does not stop the others, and is recorded
        assert [r["status"] for r in j["rollbacks"]] == ["succeeded", "failed"]


def test_secrets_never_reach_the_journal(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GENAI_CHAOS_TEST_TOKEN", "tok-s3cr3t-value")
    doc = make(
        secrets={"token": {"env": "GENAI_CHAOS_TEST_TOKEN"}},
        configuration={"greeting": "hello"},
        rollbacks={
            "actions": [
                {
                    "name": "echo",
                    "type": "python",
                    "func": "json:dumps",
                    "arguments": {"obj": "Bearer ${token} ${greeting}"},
                }
            ]
        },
    )
    run(tmp_path, doc)
    text = (tmp_path / "journal.json").read_text()
    assert "tok-s3cr3t-value" not in text
    assert "Bearer *** hello" in text


def test_target_that_fails_every_call_deviates_without_crashing(tmp_path: Path) -> None:
    doc = make(target={"type": "callable", "callable": "tests.experiment.helpers:broken_ask"})
    j = run(tmp_path, doc)
    assert j["status"] == "failed" and j["steady_states"]["before"]["probes"][1]["value"] == 1.0


def test_proxy_target_down_fails_before_any_injection(tmp_path: Path) -> None:
    pytest.importorskip("aiohttp")
    doc = make(
        target={
            "type": "proxy",
            "url": "http://127.0.0.1:9/ask",
            "proxy": {"admin_url": "http://127.0.0.1:9"},
        },
        method=[{"fault": "latency", "params": {"delay_ms": 1}}],
    )
    j = run(tmp_path, doc)
    assert j["status"] == "failed" and "unavailable" in j["reason"]
    assert j["events"] == [] and j["workload"]["records"] == []


def test_pause_stops_the_clock_and_the_faults(tmp_path: Path) -> None:
    doc = make(
        method=[dict(ZERO_RECALL, schedule={})],
        workload={"promptSet": "support", "concurrency": 2, "duration": "0.6s"},
    )
    prepared = prepare(load_file(write(tmp_path, doc)))
    runner = Runner(prepared, journal_path=tmp_path / "j.json")

    async def main() -> None:
        task = asyncio.ensure_future(runner.run())
        while runner.phase != "method":
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.1)
        runner.pause()
        await asyncio.sleep(0.05)
        assert not prepared.armed[0].fault.enabled
        paused_at = runner.clock()
        await asyncio.sleep(0.3)
        assert runner.clock() == paused_at
        runner.resume()
        await task

    asyncio.run(main())
    j = read(tmp_path / "j.json")
    assert j["status"] == "deviated" and len(j["pauses"]) == 1
    method = j["workload"]["phases"]["method"]
    assert method[1] - method[0] == pytest.approx(0.6, abs=0.15)


def test_cli_run_writes_journal_report_and_exit_code(tmp_path: Path) -> None:
    # a fault window of 0.6 s, not 0.3: one full-suite run saw no deviation in the shorter
    # window (cause not found: it passed in isolation and in every other run)
    workload = {"promptSet": "support", "concurrency": 4, "duration": "1s"}
    method = [dict(ZERO_RECALL, schedule={"start": "0.1s", "duration": "0.6s"})]
    path = write(tmp_path, make(method=method, workload=workload))
    result = CliRunner().invoke(
        run_command,
        [
            str(path),
            "--journal",
            str(tmp_path / "j.json"),
            "--report",
            str(tmp_path / "r.html"),
            "--seed",
            "5",
        ],
    )
    assert result.exit_code == 1, result.output
    assert "deviated" in result.output
    assert json.loads((tmp_path / "j.json").read_text())["seed"] == 5
    assert "<svg" in (tmp_path / "r.html").read_text()


def test_before_and_after_ask_the_same_prompts(tmp_path: Path) -> None:
    steady = {**BASE["spec"]["steadyState"], "before": {"count": 5}, "after": {"count": 5}}
    # 4 method requests: the after phase would start at the 10th prompt of 8 (the 2nd)
    doc = make(steadyState=steady, workload={"promptSet": "support", "concurrency": 2, "count": 4})
    j = run(tmp_path, doc)
    records = j["workload"]["records"]
    asked = {
        phase: sorted(r["index"] % 8 for r in records if r["phase"] == phase)
        for phase in ("before", "method", "after")
    }
    assert len(asked["method"]) == 4
    assert asked["before"] == asked["after"] == [0, 1, 2, 3, 4]
    ids = [r["index"] for r in records]
    assert len(set(ids)) == len(ids), "request indices (and ids) stay unique"
