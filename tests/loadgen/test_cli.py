from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from genai_chaos.cli import cli

SIM = [
    "--max-num-seqs",
    "8",
    "--decode-base-s",
    "0.02",
    "--prompt-tokens",
    "64",
    "--output-tokens",
    "16",
    "--max-queue",
    "8",
]


def test_sim_capacity_prints_json():
    r = CliRunner().invoke(cli, ["sim", "capacity", *SIM])
    assert r.exit_code == 0 and json.loads(r.output)["batch"] == 8


def test_load_sweep_in_simulated_time_writes_json_and_report(tmp_path):
    out, page = tmp_path / "s.json", tmp_path / "s.html"
    args = [
        "load",
        "sweep",
        "--sim",
        *SIM,
        "--max-concurrency",
        "12",
        "--duration",
        "30",
        "--json",
        str(out),
        "--report",
        str(page),
    ]
    r = CliRunner().invoke(cli, args)
    assert r.exit_code == 0, r.output
    data = json.loads(out.read_text())
    truth = data["analytical_saturation"]["rate"]
    assert abs(data["fit"]["lambda_c"] - truth) / truth < 0.1
    assert "<svg" in page.read_text() and "cdn" not in page.read_text().lower()


def test_load_run_reports_json_and_exit_code(sim_url, tmp_path):
    out = tmp_path / "r.json"
    args = [
        "load",
        "run",
        "--url",
        sim_url,
        "--rate",
        "50",
        "--count",
        "50",
        "--prompt-tokens",
        "8",
        "--output-tokens",
        "4",
        "--slo",
        "ttft=500",
        "--max-send-lag-ms",
        "50",
        "--json",
        str(out),
    ]
    r = CliRunner().invoke(cli, args)
    assert r.exit_code == 0, r.output
    data = json.loads(out.read_text())
    assert data["outcomes"] == {"ok": 50} and data["goodput_count"] == 50


def test_load_run_replays_a_trace_and_names_bad_lines(sim_url, tmp_path):
    trace = tmp_path / "t.jsonl"
    trace.write_text(
        '{"timestamp": 0, "prompt": "a b", "output_tokens": 2}\n'
        "nope\n"
        '{"timestamp": 0.05, "prompt": "c", "output_tokens": 2}\n'
    )
    r = CliRunner().invoke(
        cli,
        [
            "load",
            "run",
            "--url",
            sim_url,
            "--trace",
            str(trace),
            "--time-scale",
            "2",
            "--max-send-lag-ms",
            "50",
            "--min-rate-ratio",
            "0",
        ],
    )
    assert r.exit_code == 0, r.output
    assert f"{trace}:2:" in r.output
    r = CliRunner().invoke(
        cli, ["load", "run", "--url", sim_url, "--trace", str(trace), "--strict-trace"]
    )
    assert r.exit_code == 2 and "line 2" in r.output


def test_bad_usage_exits_2():
    r = CliRunner().invoke(cli, ["load", "run", "--url", "http://127.0.0.1:9"])
    assert r.exit_code == 2 and "--rate" in r.output
    r = CliRunner().invoke(
        cli, ["load", "run", "--url", "http://x", "--rate", "5", "--count", "1", "--slo", "bogus"]
    )
    assert r.exit_code == 2
    r = CliRunner().invoke(cli, ["load", "sweep"])
    assert r.exit_code == 2


def test_an_unreachable_endpoint_is_an_invalid_run_not_a_hang(tmp_path):
    r = CliRunner().invoke(
        cli,
        [
            "load",
            "run",
            "--url",
            "http://127.0.0.1:9",
            "--rate",
            "20",
            "--count",
            "5",
            "--timeout",
            "2",
        ],
    )
    assert r.exit_code in (0, 1)
    assert json.loads(r.stdout)["outcomes"] == {"connect_error": 5}


def test_load_run_closed_loop_over_processes_and_either_client(sim_url, tmp_path):
    for extra in (["--processes", "2"], ["--client", "aiohttp"]):
        out = tmp_path / "c.json"
        args = ["load", "run", "--url", sim_url, "--concurrency", "4", "--count", "40"]
        args += ["--prompt-tokens", "8", "--output-tokens", "3", "--json", str(out), *extra]
        r = CliRunner().invoke(cli, args)
        assert r.exit_code == 0, r.output
        data = json.loads(out.read_text())
        assert data["outcomes"] == {"ok": 40} and data["mode"] == "closed"
        assert data["itl"]["count"] == 80
    assert data["client"] == "aiohttp" and data["processes"] == 1


def test_processes_beyond_the_concurrency_are_refused():
    args = ["load", "run", "--url", "http://127.0.0.1:9", "--concurrency", "2", "--count", "5"]
    r = CliRunner().invoke(cli, [*args, "--processes", "3"])
    assert r.exit_code == 2 and "must not exceed the concurrency" in r.output


def slo_args(out, *extra):
    args = ["load", "slo", "--sim", "--rate", "40", "--duration", "3.5", "--spike-at", "1.0"]
    return [*args, "--spike-for", "1.2", "--window", "0.5", "--json", str(out), *extra]


def test_load_slo_sees_the_breach_and_its_recovery(tmp_path):
    out = tmp_path / "slo.json"
    r = CliRunner().invoke(cli, slo_args(out, "--timeline"))
    assert r.exit_code == 0, r.output
    data = json.loads(out.read_text())
    assert data["mode"] == "in-process" and data["slo_ms"] == 120 and data["spike_ms"] == 180
    assert 0 < data["detect_s"] < 0.5 and 0 < data["recover_s"] < 1.2
    assert data["spike_p99_ms"] > 180 > 120 > data["baseline_p99_ms"]
    assert len(data["timeline"]) > 50 and "breach seen after" in r.output


def test_load_slo_exits_1_when_the_spike_stays_under_the_slo(tmp_path):
    out = tmp_path / "slo.json"
    r = CliRunner().invoke(cli, slo_args(out, "--spike-ms", "20"))
    assert r.exit_code == 1, r.output
    data = json.loads(out.read_text())
    assert data["detect_s"] is None and "timeline" not in data


@pytest.mark.slow
def test_load_slo_through_a_chaos_proxy(tmp_path):
    pytest.importorskip("genai_chaos.proxy")
    out = tmp_path / "slo.json"
    r = CliRunner().invoke(cli, slo_args(out, "--via-proxy"))
    assert r.exit_code == 0, r.output
    data = json.loads(out.read_text())
    assert data["mode"] == "proxy" and data["spike_p99_ms"] > 180
    assert data["detect_s"] < 0.6 and data["recover_s"] < 1.5


def test_load_slo_usage_errors_exit_2():
    r = CliRunner().invoke(cli, ["load", "slo"])
    assert r.exit_code == 2 and "--url or --sim" in r.output
    r = CliRunner().invoke(cli, ["load", "slo", "--sim", "--duration", "2", "--spike-at", "1.5"])
    assert r.exit_code == 2 and "within --duration" in r.output
    r = CliRunner().invoke(cli, ["load", "slo", "--sim", "--proxy-admin", "http://127.0.0.1:9"])
    assert r.exit_code == 2 and "--proxy-admin" in r.output
