"""The showcase: every scenario template, one after the other, with journals and reports.

Runs against the reference service when it is available, else against the in-process
sample (same chaos points). ``fast`` shortens every run (about 3 s each instead of 6 s).

::

    paths = run_demo(Path("demo-out"), seed=42)
    # demo-out/<template>.json, demo-out/<template>.html, demo-out/summary.md
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml

from genai_chaos.experiment.loader import load_text
from genai_chaos.experiment.prepare import prepare
from genai_chaos.experiment.remote_targets import reference_available
from genai_chaos.experiment.report.html import write_html
from genai_chaos.experiment.report.markdown import markdown_summary
from genai_chaos.experiment.runner import run_experiment
from genai_chaos.experiment.templates import index, template_text


def _shorten(text: str) -> str:
    data: dict[str, Any] = yaml.safe_load(text)
    spec = data["spec"]
    spec["workload"]["duration"] = "3s"
    spec["steadyState"].update(
        before={"count": 8}, after={"count": 8}, interval="0.5s", window="1s"
    )
    for action in spec["method"]:
        action["schedule"] = {"start": "0.5s", "duration": "2s"}
    return yaml.safe_dump(data, sort_keys=False)


def run_demo(
    out_dir: Path,
    seed: int = 42,
    fast: bool = True,
    *,
    names: list[str] | None = None,
    on_start: Callable[[str], None] | None = None,
) -> list[Path]:
    """Run the scenario templates; returns the journals, reports and summary written."""
    out_dir.mkdir(parents=True, exist_ok=True)
    target = "reference" if reference_available() else "sample"
    chosen = names or [t.name for t in index() if t.layer == "scenario"]
    written: list[Path] = []
    summaries = []
    for name in chosen:
        if on_start is not None:
            on_start(name)
        text = template_text(name, target=target)
        if fast:
            text = _shorten(text)
        prepared = prepare(load_text(text, source=f"{name}.yaml"), seed=seed)
        journal_path = out_dir / f"{name}.json"
        journal = run_experiment(prepared, journal_path=journal_path)
        data = journal.to_dict()
        written += [journal_path, write_html(data, out_dir / f"{name}.html")]
        summaries.append(markdown_summary(data))
    summary = out_dir / "summary.md"
    summary.write_text(
        f"## genai-chaos demo ({target} target, seed {seed})\n\n" + "\n".join(summaries),
        encoding="utf-8",
    )
    written.append(summary)
    return written
