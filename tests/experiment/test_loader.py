"""Validation: every bad input is exit 2 with file, field path, line and expectation."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from genai_chaos.cli.experiment import run_command, validate_command
from genai_chaos.experiment.errors import ExperimentInvalid
from genai_chaos.experiment.loader import load_file, load_text
from genai_chaos.experiment.prepare import prepare
from genai_chaos.experiment.probe_spec import SafetyConfidenceProbe
from tests.experiment.conftest import ZERO_RECALL, make, write


def problems_of(path: Path) -> str:
    with pytest.raises(ExperimentInvalid) as info:
        prepare(load_file(path))
    return str(info.value)


def test_valid_document_prepares_target_and_faults(tmp_path: Path) -> None:
    prepared = prepare(load_file(write(tmp_path, make(method=[ZERO_RECALL]))))
    assert prepared.seed == 7
    assert [a.fault.kind for a in prepared.armed] == ["zero_results"]
    assert len(prepared.prompts) == 8


def test_broken_yaml_names_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("apiVersion: x\nspec: [1,\n  2\nkind: {", encoding="utf-8")
    message = problems_of(path)
    assert message.startswith(f"{path}:") and "not valid YAML" in message


def test_unknown_key_names_path_line_and_allowed_keys(tmp_path: Path) -> None:
    doc = make()
    doc["spec"]["workload"]["colour"] = "red"
    message = problems_of(write(tmp_path, doc))
    assert "spec.workload.colour: unknown key (allowed: arrival, concurrency" in message
    line = next(
        i
        for i, t in enumerate((tmp_path / "exp.yaml").read_text().splitlines(), 1)
        if "colour" in t
    )
    assert f"exp.yaml:{line}:" in message


def test_wrong_type_is_reported_with_the_value(tmp_path: Path) -> None:
    doc = make()
    doc["spec"]["workload"]["concurrency"] = "many"
    assert "spec.workload.concurrency: Input should be a valid integer" in problems_of(
        write(tmp_path, doc)
    )


def test_negative_duration_is_invalid(tmp_path: Path) -> None:
    doc = make(method=[dict(ZERO_RECALL, schedule={"start": "-1s"})])
    assert "spec.method[0].schedule.start: a duration cannot be negative" in problems_of(
        write(tmp_path, doc)
    )


def test_fault_window_past_the_end_is_invalid(tmp_path: Path) -> None:
    doc = make(method=[dict(ZERO_RECALL, schedule={"start": "0.5s", "duration": "2s"})])
    assert "ends after the method ends (0.6s)" in problems_of(write(tmp_path, doc))


def test_overlapping_repeats_are_invalid(tmp_path: Path) -> None:
    sched = {"start": 0, "duration": "0.2s", "interval": "0.1s", "repeat": 2}
    doc = make(method=[dict(ZERO_RECALL, schedule=sched)])
    assert "windows would overlap" in problems_of(write(tmp_path, doc))


def test_unknown_fault_suggests_a_name(tmp_path: Path) -> None:
    doc = make(method=[dict(ZERO_RECALL, fault="zero_result")])
    assert "did you mean 'zero_results'" in problems_of(write(tmp_path, doc))


def test_bad_fault_parameter_names_the_parameter(tmp_path: Path) -> None:
    doc = make(
        method=[{"fault": "latency", "at": "reference.generator", "params": {"delay_ms": -5}}]
    )
    assert "spec.method[0].params: fault 'latency': parameter 'delay_ms'" in problems_of(
        write(tmp_path, doc)
    )


def test_unknown_probe_type_lists_the_known_ones(tmp_path: Path) -> None:
    doc = make()
    doc["spec"]["steadyState"]["probes"].append({"type": "vibes", "tolerance": {"max": 1}})
    assert "'vibes'" in problems_of(write(tmp_path, doc))


def test_fault_that_cannot_reach_the_target_is_invalid(tmp_path: Path) -> None:
    doc = make(method=[dict(ZERO_RECALL, at="reference.nowhere")])
    message = problems_of(write(tmp_path, doc))
    assert "fault 'zero_results' cannot reach the target" in message
    assert "reference.retriever" in message  # the known points are listed


def test_missing_secret_is_invalid(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GENAI_CHAOS_TEST_KEY", raising=False)
    doc = make(secrets={"key": {"env": "GENAI_CHAOS_TEST_KEY"}})
    assert "spec.secrets.key: environment variable GENAI_CHAOS_TEST_KEY is not set" in problems_of(
        write(tmp_path, doc)
    )


def test_probe_without_its_extra_names_the_extra(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from genai_chaos.experiment import prepare as prepare_module

    real = prepare_module._module_exists
    monkeypatch.setattr(prepare_module, "_module_exists", lambda m: m != "scipy" and real(m))
    doc = make()
    doc["spec"]["steadyState"]["probes"] += [
        {"type": "semantic_consistency", "tolerance": {"min": 0.85}},  # wordllama: present
        {"type": "semantic_entropy", "tolerance": {"max": 3}},  # scipy: "missing"
    ]
    message = problems_of(write(tmp_path, doc))
    assert (
        "spec.steadyState.probes[5].type: probe 'semantic_entropy' needs 'scipy'; "
        "install it with: pip install 'genai-chaos[semantic]'"
    ) in message
    assert "probes[4]" not in message


def test_json_documents_and_prompt_files(tmp_path: Path) -> None:
    (tmp_path / "p.jsonl").write_text(
        '{"prompt": "When are invoices sent?", "expected": "first"}\n"hi"\n'
    )
    (tmp_path / "p.csv").write_text("prompt,relevant\nWhen are invoices sent?,kb-5;kb-7\n")
    for name in ("p.jsonl", "p.csv"):
        doc = make(workload={"promptsFile": name, "concurrency": 1, "count": 2})
        path = tmp_path / "exp.json"
        path.write_text(json.dumps(doc))
        prompts = prepare(load_file(path)).prompts
        assert prompts[0].prompt == "When are invoices sent?"
    assert prompts[0].relevant == ["kb-5", "kb-7"]


def test_missing_prompt_file_is_invalid(tmp_path: Path) -> None:
    doc = make(workload={"promptsFile": "nope.jsonl", "concurrency": 1, "count": 2})
    assert "spec.workload.promptsFile: cannot read" in problems_of(write(tmp_path, doc))


def test_all_problems_are_reported_at_once(tmp_path: Path) -> None:
    doc = make(method=[dict(ZERO_RECALL, fault="nope"), dict(ZERO_RECALL, at="x.y")])
    with pytest.raises(ExperimentInvalid) as info:
        prepare(load_file(write(tmp_path, doc)))
    assert len(info.value.problems) == 2


def test_cli_exits_2_and_starts_nothing_on_invalid_input(tmp_path: Path) -> None:
    marker = tmp_path / "rolled"
    doc = make(
        method=[dict(ZERO_RECALL, fault="nope")],
        rollbacks={
            "actions": [
                {
                    "name": "m",
                    "type": "python",
                    "func": "tests.experiment.helpers:mark",
                    "arguments": {"path": str(marker)},
                }
            ]
        },
    )
    path = write(tmp_path, doc)
    runner = CliRunner()
    assert runner.invoke(validate_command, [str(path)]).exit_code == 2
    result = runner.invoke(run_command, [str(path), "--journal", str(tmp_path / "j.json")])
    assert result.exit_code == 2
    assert "spec.method[0].fault" in result.output
    assert not (tmp_path / "j.json").exists() and not marker.exists()


def test_cli_validate_and_dry_run_accept_a_valid_document(tmp_path: Path) -> None:
    path = write(tmp_path, make(method=[ZERO_RECALL]))
    runner = CliRunner()
    assert runner.invoke(validate_command, [str(path)]).exit_code == 0
    result = runner.invoke(
        run_command, [str(path), "--dry-run", "--journal", str(tmp_path / "j.json")]
    )
    assert result.exit_code == 0 and "nothing was started" in result.output
    assert not (tmp_path / "j.json").exists()


def test_not_a_mapping() -> None:
    with pytest.raises(ExperimentInvalid, match="expected a mapping"):
        load_text("- 1\n- 2\n")


def _safety_doc(**fields: object) -> dict[str, object]:
    doc = make()
    doc["spec"]["steadyState"]["probes"].append(
        {"type": "safety_confidence", **fields, "tolerance": {"min": 0.5}}
    )
    return doc


def test_safety_probe_layers_are_read_from_the_file(tmp_path: Path) -> None:
    for fields, layers in (({"layers": "rules"}, "rules"), ({}, "default")):
        spec = load_file(write(tmp_path, _safety_doc(**fields))).experiment.spec
        probe = spec.steady_state.probes[4]
        assert isinstance(probe, SafetyConfidenceProbe) and probe.layers == layers, fields


def test_unknown_safety_probe_layers_list_the_valid_ones(tmp_path: Path) -> None:
    path = write(tmp_path, _safety_doc(layers="tunde"))
    line = next(i for i, t in enumerate(path.read_text().splitlines(), 1) if "tunde" in t)
    assert problems_of(path) == (
        f"{path}:{line}: spec.steadyState.probes[4].layers: unknown sanitizer layers "
        "'tunde'; did you mean 'tuned'? choose one of 'rules', 'default', 'contextual', "
        "'tuned'"
    )
    message = problems_of(write(tmp_path, _safety_doc(layers=3)))
    assert (
        "spec.steadyState.probes[4].layers: unknown sanitizer layers 3; choose one of "
        "'rules', 'default', 'contextual', 'tuned'"
    ) in message


def test_safety_probe_layers_are_refused_with_source_target(tmp_path: Path) -> None:
    message = problems_of(write(tmp_path, _safety_doc(source="target", layers="rules")))
    assert "spec.steadyState.probes[4].layers: layers 'rules' choose the sanitizer" in message
    assert "with source: target the target reports it and no sanitizer runs" in message


def test_safety_probe_layers_without_minilm_name_the_extra(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from genai_chaos.experiment import prepare as prepare_module

    real = prepare_module._module_exists
    monkeypatch.setattr(
        prepare_module, "_module_exists", lambda m: m != "sentence_transformers" and real(m)
    )
    message = problems_of(write(tmp_path, _safety_doc(layers="tuned")))
    assert (
        "spec.steadyState.probes[4].type: probe 'safety_confidence' needs "
        "'sentence_transformers'; install it with: pip install 'genai-chaos[minilm]'"
    ) in message
    prepare(load_file(write(tmp_path, _safety_doc(layers="rules"))))  # needs nothing
