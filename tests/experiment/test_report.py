"""Reports: HTML (self-contained), Markdown, compare as a CI gate, rendering in Chromium."""

from __future__ import annotations

import copy
import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from genai_chaos.cli.experiment import compare_command, report_command
from genai_chaos.experiment.journal import read
from genai_chaos.experiment.loader import load_file
from genai_chaos.experiment.prepare import prepare
from genai_chaos.experiment.report.compare import Thresholds, compare
from genai_chaos.experiment.report.html import render_html
from genai_chaos.experiment.report.markdown import markdown_summary
from genai_chaos.experiment.runner import run_experiment
from tests.experiment.conftest import ZERO_RECALL, make, write


@pytest.fixture(scope="module")
def journal(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    tmp = tmp_path_factory.mktemp("report")
    doc = make(method=[ZERO_RECALL])
    run_experiment(prepare(load_file(write(tmp, doc))), journal_path=tmp / "j.json")
    return read(tmp / "j.json")


def test_html_is_self_contained_with_timeline_tables_and_counts(journal: dict[str, Any]) -> None:
    page = render_html(journal)
    for banned in ("<script", "<link", "src=", "@import", "url("):
        assert banned not in page
    assert page.count("<svg") == 2 and "fill-opacity" in page  # fault windows shaded
    assert "Service (latency, errors)" in page and "Semantic (answers)" in page
    assert "zero_results@reference.retriever" in page
    assert "deviated" in page


def test_markdown_summary_for_ci(journal: dict[str, Any]) -> None:
    md = markdown_summary(journal)
    assert md.startswith("### :x: test-exp: deviated")
    assert "| fallback rate | semantic | `<= 0.1` |" in md and "**deviated**" in md


def test_report_command_writes_html_and_markdown(journal: dict[str, Any], tmp_path: Path) -> None:
    (tmp_path / "j.json").write_text(json.dumps(journal))
    result = CliRunner().invoke(
        report_command,
        [str(tmp_path / "j.json"), "-o", str(tmp_path / "r.html"), "--markdown", "-"],
    )
    assert result.exit_code == 0 and "| probe |" in result.output
    assert (tmp_path / "r.html").read_text().startswith("<!DOCTYPE html>")


def test_report_of_a_non_journal_is_exit_2(tmp_path: Path) -> None:
    (tmp_path / "x.json").write_text("{}")
    assert CliRunner().invoke(report_command, [str(tmp_path / "x.json")]).exit_code == 2


def _worse(journal: dict[str, Any], factor: float) -> dict[str, Any]:
    out = copy.deepcopy(journal)
    for phase in ("before", "after"):
        for p in out["steady_states"][phase]["probes"]:
            if p["type"] == "latency":
                p["value"] *= factor
    return out


def test_compare_flags_regressions_beyond_thresholds(journal: dict[str, Any]) -> None:
    assert not compare(journal, journal).regressed
    assert compare(journal, _worse(journal, 1.5), Thresholds(latency=0.2)).regressed
    assert not compare(journal, _worse(journal, 1.1), Thresholds(latency=0.2)).regressed
    better = compare(journal, _worse(journal, 0.5))
    assert any(c.verdict == "better" for c in better.changes) and not better.regressed


def test_compare_flags_a_status_change(journal: dict[str, Any]) -> None:
    base = dict(journal, status="completed")
    assert "status went from completed to deviated" in compare(base, journal).notes


def test_compare_command_is_a_ci_gate(journal: dict[str, Any], tmp_path: Path) -> None:
    (tmp_path / "a.json").write_text(json.dumps(journal))
    (tmp_path / "b.json").write_text(json.dumps(_worse(journal, 2.0)))
    runner = CliRunner()
    assert (
        runner.invoke(
            compare_command, [str(tmp_path / "a.json"), str(tmp_path / "a.json")]
        ).exit_code
        == 0
    )
    result = runner.invoke(
        compare_command, [str(tmp_path / "a.json"), str(tmp_path / "b.json"), "--json"]
    )
    assert result.exit_code == 1 and json.loads(result.output)["regressed"] is True


def _chromium() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


def test_html_renders_in_headless_chromium(journal: dict[str, Any], tmp_path: Path) -> None:
    browser = _chromium()
    if browser is None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("chromium is required in CI (apt-get install chromium)")
        pytest.skip("chromium is not installed (apt-get install chromium)")
    page = tmp_path / "report.html"
    page.write_text(render_html(journal), encoding="utf-8")
    shot = tmp_path / "shot.png"
    flags = [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        f"--user-data-dir={tmp_path / 'profile'}",
        "--window-size=1200,1400",
    ]
    subprocess.run(
        [browser, *flags, f"--screenshot={shot}", page.as_uri()],
        capture_output=True,
        timeout=90,
        check=True,
    )
    dom = subprocess.run(
        [browser, *flags, "--dump-dom", page.as_uri()],
        capture_output=True,
        timeout=90,
        check=True,
        text=True,
    ).stdout
    for text in (
        "test-exp",
        "Steady state",
        "Semantic (answers)",
        "zero_results@reference.retriever",
    ):
        assert text in dom
    assert _not_blank(shot)


def _not_blank(png: Path) -> bool:
    """Decode the PNG (stdlib only) and check that it has many distinct colours."""
    import struct
    import zlib

    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, chunks, header = 8, [], b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos : pos + 8])
        body = data[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            chunks.append(body)
        pos += 12 + length
    width, height, depth, colour = struct.unpack(">IIBB", header[:10])
    raw = zlib.decompress(b"".join(chunks))
    channels = {2: 3, 6: 4}.get(colour, 3)
    stride = width * channels + 1
    assert depth == 8 and height > 100 and width > 100
    # sample pixel bytes on a grid (filtering makes values relative; distinct bytes suffice)
    values = {
        raw[y * stride + 1 + x] for y in range(0, height, 7) for x in range(0, width * channels, 11)
    }
    return len(values) > 20
