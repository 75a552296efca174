"""``faults try`` on ambient kinds: the fault is held, measured and given back."""

from __future__ import annotations

import json
import threading

from click.testing import CliRunner

from genai_chaos.cli import cli


def _try(*args: str) -> dict[str, object]:
    result = CliRunner().invoke(cli, ["faults", "try", *args])
    assert result.exit_code == 0, result.output
    out: dict[str, object] = json.loads(result.stdout)
    return out


def test_cpu_load_is_held_for_the_given_time_and_uses_cpu() -> None:
    before = threading.active_count()
    out = _try("cpu_load", "-p", "load=0.9", "-p", "workers=1", "--hold", "0.6")
    measured = out["output"]
    assert isinstance(measured, dict)
    assert measured["held_s"] >= 0.6
    # one worker busy 90% of the time: well above an idle process's CPU over 0.6 s
    assert measured["process_cpu_s"] > 0.1
    events = out["events"]
    assert isinstance(events, list) and len(events) == 1
    assert events[0]["kind"] == "cpu_load" and events[0]["status"] == "injected"
    assert threading.active_count() == before  # the burner threads were joined


def test_memory_pressure_is_resident_while_held_and_released_after() -> None:
    out = _try("memory_pressure", "-p", "size_mib=48", "--hold", "0.2")
    measured = out["output"]
    assert isinstance(measured, dict)
    assert measured["rss_mib_held"] - measured["rss_mib_before"] >= 40
    assert measured["rss_mib_held"] - measured["rss_mib_after"] >= 40


def test_hold_is_bounded() -> None:
    result = CliRunner().invoke(cli, ["faults", "try", "cpu_load", "--hold", "600"])
    assert result.exit_code == 2
    assert "--hold" in result.output
