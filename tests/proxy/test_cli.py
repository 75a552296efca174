"""`genai-chaos proxy`: serving, and validating rules files."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import httpx
from click.testing import CliRunner

from genai_chaos.cli import cli
from tests.proxy.upstream import free_port


def run(*args: str):
    return CliRunner().invoke(cli, ["proxy", *args])


def test_validate_good_and_bad_files(tmp_path):
    good = tmp_path / "ok.yaml"
    good.write_text("- id: a\n  kind: latency\n  params: {delay_ms: 5}\n")
    result = run("rules", "validate", str(good), "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["rules"][0]["params"] == {"delay_ms": 5}
    bad = tmp_path / "bad.yaml"
    bad.write_text("- id: a\n  kind: latency\n  params: {delay_ms: -1}\n")
    result = run("rules", "validate", str(bad))
    assert result.exit_code == 2
    assert str(bad) in result.output and "rules[0].params.delay_ms" in result.output


def test_bad_usage_exits_2(tmp_path):
    assert run().exit_code == 2  # no --upstream
    result = run("--upstream", "http://127.0.0.1:9", "--admin", "0.0.0.0:0")
    assert result.exit_code == 2 and "without a token" in result.output
    bad = tmp_path / "r.json"
    bad.write_text('[{"id": "a", "kind": "nope"}]')
    result = run("--upstream", "http://127.0.0.1:9", "--rules", str(bad))
    assert result.exit_code == 2 and "rules[0].kind" in result.output


def test_serves_until_stopped(upstream, tmp_path):
    port, admin = free_port(), free_port()
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps([{"id": "rl", "kind": "http_error", "params": {"status": 429}}]))
    events = tmp_path / "events.jsonl"
    cmd = [
        sys.executable, "-m", "genai_chaos", "proxy", "--upstream", upstream,
        "--listen", f"127.0.0.1:{port}", "--admin", f"127.0.0.1:{admin}",
        "--rules", str(rules), "--seed", "1", "--events", str(events),
    ]  # fmt: skip
    with subprocess.Popen(cmd, stderr=subprocess.PIPE, text=True, env=os.environ.copy()) as proc:
        deadline = time.monotonic() + 20
        while True:
            try:
                r = httpx.get(f"http://127.0.0.1:{port}/v1/models", timeout=1)
                break
            except httpx.TransportError:
                assert time.monotonic() < deadline, "the proxy did not start"
                assert proc.poll() is None, "the proxy exited"
                time.sleep(0.1)
        try:
            assert r.status_code == 429
            httpx.delete(f"http://127.0.0.1:{admin}/rules/rl")
            assert httpx.get(f"http://127.0.0.1:{port}/v1/models").status_code == 200
        finally:
            proc.terminate()
            _, err = proc.communicate(timeout=10)
    assert proc.returncode == 0, err
    assert "stopped" in err and "1 rule(s)" in err
    assert json.loads(events.read_text().splitlines()[0])["kind"] == "http_error"
