from __future__ import annotations

import json

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
