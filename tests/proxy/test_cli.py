"""`genai-chaos proxy`: serving, and validating rules files."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import time

import httpx
import pytest
from click.testing import CliRunner

from genai_chaos.cli import cli
from genai_chaos.proxy.server import ProxyConfigError, loop_factory
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


def start_cli(*args: str) -> tuple[subprocess.Popen[str], str, str]:
    """`genai-chaos proxy ARGS` in a subprocess, once it answers (data URL, admin URL)."""
    port, admin = free_port(), free_port()
    cmd = [
        sys.executable, "-m", "genai_chaos", "proxy",
        "--listen", f"127.0.0.1:{port}", "--admin", f"127.0.0.1:{admin}", *args,
    ]  # fmt: skip
    env = {**os.environ, "OTEL_TRACES_EXPORTER": "none"}
    proc = subprocess.Popen(cmd, stderr=subprocess.PIPE, text=True, env=env)
    deadline = time.monotonic() + 20
    while True:
        try:
            httpx.get(f"http://127.0.0.1:{admin}/status", timeout=1)
            return proc, f"http://127.0.0.1:{port}", f"http://127.0.0.1:{admin}"
        except httpx.TransportError:
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                raise AssertionError(f"the proxy did not start: {proc.communicate()[1]}") from None
            time.sleep(0.1)


def stop_cli(proc: subprocess.Popen[str]) -> str:
    proc.terminate()
    _, err = proc.communicate(timeout=10)
    assert proc.returncode == 0, err
    return err


def test_grading_flags_set_the_thresholds_and_grades_show_in_status(upstream, tmp_path):
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps([{"id": "down", "kind": "http_error", "params": {"status": 500}}]))
    proc, url, admin = start_cli(
        "--upstream", upstream, "--rules", str(rules), "--max-retries", "1",
        "--fast-retries", "9", "--min-backoff", "0.2", "--cut-window", "1.5",
        "--retry-window", "30", "--client-header", "x-service",
        "--report-header", "x-noticed", "--report-path", "/report/*", "--report-path", "/bug",
    )  # fmt: skip
    try:
        defs = httpx.get(f"{admin}/clients").json()["definitions"]
        assert defs["max_retries"] == 1 and defs["fast_retries"] == 9
        assert (defs["min_backoff_s"], defs["cut_window_s"], defs["retry_window_s"]) == (
            0.2,
            1.5,
            30.0,
        )
        assert (defs["client_header"], defs["report_header"]) == ("x-service", "x-noticed")
        assert defs["report_paths"] == ["/report/*", "/bug"]
        body = {"model": "m", "messages": [{"role": "user", "content": "hi"}]}
        for _ in range(3):  # two retries: more than --max-retries 1
            r = httpx.post(f"{url}/v1/chat/completions", json=body, headers={"x-service": "app"})
            assert r.status_code == 500
            time.sleep(0.25)  # slower than --min-backoff: only the count makes the storm
        status = httpx.get(f"{admin}/status").json()
        assert status["clients"] == {"pass": 0, "fail": 1, "untested": 0}
        assert status["client_grades"] == {"app": "fail"}
        (grade,) = httpx.get(f"{admin}/clients").json()["clients"]
        assert (grade["client"], grade["grade"]) == ("app", "fail")
        assert grade["violations"]["retry_storm"] == 1
    finally:
        stop_cli(proc)


def test_default_grading_and_the_event_loop_in_the_banner(upstream):
    proc, _, admin = start_cli("--upstream", upstream, "--loop", "asyncio", "--otel")
    try:
        defs = httpx.get(f"{admin}/clients").json()["definitions"]
        assert defs["max_retries"] == 5 and defs["report_paths"] == []
    finally:
        err = stop_cli(proc)
    assert "asyncio loop" in err


def test_bad_grading_values_exit_2():
    result = run("--upstream", "http://127.0.0.1:9", "--max-retries", "-1")
    assert result.exit_code == 2 and "--max-retries" in result.output
    result = run("--upstream", "http://127.0.0.1:9", "--loop", "epoll")
    assert result.exit_code == 2 and "--loop" in result.output


def test_the_loop_is_uvloop_when_installed_and_asyncio_on_request(monkeypatch):
    assert loop_factory("asyncio") is None
    try:
        import uvloop
    except ImportError:
        with pytest.raises(ProxyConfigError, match="uvloop is not installed"):
            loop_factory("uvloop")
        assert loop_factory("auto") is None
    else:
        factory = loop_factory("auto")
        assert factory is not None
        loop = factory()
        try:
            assert isinstance(loop, uvloop.Loop)
        finally:
            loop.close()
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    assert loop_factory("auto") is None


def test_the_proxy_serves_json_and_streams_on_uvloop(upstream):
    pytest.importorskip("uvloop")
    proc, url, _ = start_cli("--upstream", upstream, "--loop", "uvloop")
    try:
        body = {"model": "m", "messages": [{"role": "user", "content": "hi"}]}
        with httpx.Client(base_url=url, timeout=10) as http:
            for _ in range(3):  # keep-alive, both ways
                r = http.post("/v1/chat/completions", json=body)
                assert r.status_code == 200 and r.json()["choices"][0]["finish_reason"] == "stop"
                r = http.post("/v1/chat/completions", json={**body, "stream": True})
                assert r.status_code == 200 and r.text.rstrip().endswith("data: [DONE]")
    finally:
        err = stop_cli(proc)
    assert "uvloop loop" in err
