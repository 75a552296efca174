"""The command line, through click's runner and as a real process."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

import genai_chaos
from genai_chaos import kinds
from genai_chaos.cli import cli
from genai_chaos.faults.catalogue import render_markdown

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def run():
    runner = CliRunner()
    return lambda *args: runner.invoke(cli, list(args), catch_exceptions=False)


def test_version(run):
    result = run("--version")
    assert result.exit_code == 0
    assert genai_chaos.__version__ in result.output


def test_faults_list_json_has_every_kind_with_layer(run):
    result = run("faults", "list", "--json")
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert sorted(k["kind"] for k in data) == kinds()
    assert {k["layer"] for k in data} == {"input", "retrieval", "generation", "integration"}


def test_faults_list_table_groups_by_layer(run):
    result = run("faults", "list", "--layer", "integration")
    assert result.exit_code == 0
    assert "timeout" in result.output and "zero_results" not in result.output


def test_faults_show_lists_parameters_and_example(run):
    result = run("faults", "show", "latency", "--json")
    info = json.loads(result.output)
    names = [p["name"] for p in info["params"]]
    assert "delay_ms" in names and "distribution" in names
    assert info["example"]["distribution"] == "lognormal"
    text = run("faults", "show", "latency").output
    assert "delay_ms" in text and "blast_radius" in text


def test_unknown_kind_exits_2_with_a_suggestion(run):
    result = CliRunner().invoke(cli, ["faults", "show", "latncy"])
    assert result.exit_code == 2
    assert "did you mean 'latency'" in result.output


def test_bad_parameter_exits_2_naming_fault_and_parameter():
    result = CliRunner().invoke(cli, ["faults", "try", "latency", "-p", "delay_ms=-3"])
    assert result.exit_code == 2
    assert "latency" in result.output and "delay_ms" in result.output


def test_faults_try_applies_the_fault_and_prints_the_event(run):
    result = run("faults", "try", "zero_results", "--request-id", "r1")
    data = json.loads(result.output)
    assert data["output"] == []
    assert data["events"][0]["kind"] == "zero_results"
    assert data["events"][0]["request_id"] == "r1"


def test_faults_try_is_seeded(run):
    a = json.loads(run("faults", "try", "jailbreak_template", "--seed", "3").output)
    b = json.loads(run("faults", "try", "jailbreak_template", "--seed", "3").output)
    assert a["output"] == b["output"] and a["output"] != a["input"]


def test_demo_runs_and_is_reproducible(run):
    a = json.loads(run("demo", "--showcase", "--json", "--seed", "5").stdout)
    b = json.loads(run("demo", "--showcase", "--json", "--seed", "5").stdout)
    strip = lambda evs: [(e["kind"], e["status"], e["detail"]) for e in evs]  # noqa: E731
    assert strip(a) == strip(b)
    assert {e["layer"] for e in a} == {"input", "retrieval", "generation", "integration"}


def test_docs_faults_md_is_generated_from_the_registry():
    current = (ROOT / "docs" / "faults.md").read_text()
    assert current == render_markdown(), "docs/faults.md is stale: run `make docs`"


def test_docs_cli_md_is_generated_from_the_cli():
    from genai_chaos._docs import render_cli

    current = (ROOT / "docs" / "cli.md").read_text()
    assert current == render_cli(), "docs/cli.md is stale: run `make docs`"


def test_public_api_all_is_sorted_and_complete():
    import types

    public = {
        n
        for n, v in vars(genai_chaos).items()
        if not n.startswith("_") and not isinstance(v, types.ModuleType) and n != "annotations"
    }
    assert set(genai_chaos.__all__) - {"__version__"} == public
    assert genai_chaos.__all__ == sorted(genai_chaos.__all__)


def test_console_script_runs_as_a_process():
    proc = subprocess.run(
        [sys.executable, "-m", "genai_chaos", "faults", "show", "nope"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2
    assert "unknown fault kind 'nope'" in proc.stderr


def test_a_command_whose_extra_is_missing_says_which_extra(monkeypatch):
    from importlib.metadata import EntryPoint

    import genai_chaos.cli as cli_module

    ep = EntryPoint("needs-extra", "genai_chaos_no_such_module:cmd [proxy]", "genai_chaos.commands")
    monkeypatch.setattr(cli_module, "_entry_points", lambda: {"needs-extra": ep})
    result = CliRunner().invoke(cli, ["needs-extra"])
    assert result.exit_code == 2
    assert "pip install 'genai-chaos[proxy]'" in result.output
