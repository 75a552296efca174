"""Templates: listed by layer, valid against the sample, runnable; the schema file is current."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
import yaml
from click.testing import CliRunner

from genai_chaos.cli.experiment import templates_group
from genai_chaos.experiment import schema
from genai_chaos.experiment.loader import load_text
from genai_chaos.experiment.prepare import prepare
from genai_chaos.experiment.templates import UnknownTemplate, index, template_text

SCENARIOS = {
    "scenario-stream-interrupted",
    "scenario-intent-timeout",
    "scenario-context-truncated",
    "scenario-zero-recall",
    "scenario-base64-jailbreak",
    "scenario-embedding-drift",
    "scenario-malformed-json",
    "scenario-plausible-wrong",
}


def test_three_layers_with_metadata() -> None:
    layers = {t.layer for t in index()}
    assert layers == {"base", "scenario", "observability"}
    assert {t.name for t in index() if t.layer == "scenario"} == SCENARIOS
    for t in index():
        assert t.component and t.injection_point.startswith("reference.") and t.telemetry_attributes
        assert t.requires_telemetry is (t.layer == "observability")


@pytest.mark.parametrize("name", [t.name for t in index()])
def test_template_validates_against_the_sample(name: str) -> None:
    text = template_text(name, target="sample")
    prepared = prepare(load_text(text, source=name))
    assert prepared.armed[0].action.at == next(t for t in index() if t.name == name).injection_point


@pytest.mark.parametrize("name", [t.name for t in index()])
def test_template_matches_the_json_schema(name: str) -> None:
    jsonschema.validate(yaml.safe_load(template_text(name)), schema.generate())


@pytest.mark.parametrize("name", [t.name for t in index() if t.requires_telemetry])
def test_observability_templates_export_spans(name: str) -> None:
    prepared = prepare(load_text(template_text(name, target="sample")))
    telemetry = prepared.experiment.spec.telemetry
    assert telemetry is not None and telemetry.enabled
    # the attributes they announce are among those the run's spans carry
    announced = set(next(t for t in index() if t.name == name).telemetry_attributes)
    assert {"chaos.id", "chaos.experiment", "chaos.fault.kind"} <= announced


def test_unknown_template_suggests_a_name() -> None:
    with pytest.raises(UnknownTemplate, match="did you mean 'scenario-zero-recall'"):
        template_text("scenario-zero-recal")


def test_cli_list_show_init(tmp_path: Path) -> None:
    runner = CliRunner()
    listed = runner.invoke(templates_group, ["list"])
    assert listed.exit_code == 0 and "scenario-zero-recall" in listed.output
    shown = runner.invoke(templates_group, ["show", "base-latency"])
    assert "kind: ChaosExperiment" in shown.output
    out = tmp_path / "t.yaml"
    result = runner.invoke(
        templates_group, ["init", "scenario-zero-recall", "--target", "sample", "-o", str(out)]
    )
    assert result.exit_code == 0 and "genai_chaos.experiment.sample:ask" in out.read_text()
    again = runner.invoke(templates_group, ["init", "scenario-zero-recall", "-o", str(out)])
    assert again.exit_code == 2


def test_schema_file_is_not_stale() -> None:
    on_disk = json.loads(schema.SCHEMA_PATH.read_text(encoding="utf-8"))
    assert on_disk == json.loads(schema.render()), (
        "regenerate with: python -m genai_chaos.experiment.schema"
    )


def test_demo_runs_scenarios_and_writes_journals_and_reports(tmp_path: Path) -> None:
    from genai_chaos.experiment import demo

    paths = demo.run_demo(tmp_path, seed=1, fast=True, names=["scenario-zero-recall"])
    names = sorted(p.name for p in paths)
    assert names == ["scenario-zero-recall.html", "scenario-zero-recall.json", "summary.md"]
    assert "zero-recall" in (tmp_path / "summary.md").read_text()
