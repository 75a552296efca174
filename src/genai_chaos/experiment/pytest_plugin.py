"""A pytest plugin: chaos experiments as tests in your own suite.

Enable it with ``-p genai_chaos.experiment.pytest_plugin`` (or through its entry point).
Two ways to write a chaos test::

    def test_zero_recall_falls_back(chaos_experiment):
        result = chaos_experiment("experiments/zero-recall.yaml", seed=7)
        result.assert_held()          # fails with the steady-state table

    @pytest.mark.chaos_experiment("experiments/zero-recall.yaml", seed=7)
    def test_zero_recall(chaos_result):
        assert chaos_result.status == "completed"

An experiment may also be given as a dict or as YAML text. Journals go to the test's
``tmp_path``; when the test fails, the journal's path and its Markdown summary are
attached to the report (a "chaos journal" section, and ``user_properties`` for JUnit XML).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Generator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from genai_chaos.experiment.loader import Document, load_file, load_text
from genai_chaos.experiment.prepare import prepare
from genai_chaos.experiment.report.markdown import markdown_summary
from genai_chaos.experiment.runner import run_experiment

_JOURNALS = pytest.StashKey[list[Path]]()


@dataclass
class ChaosResult:
    """The outcome of one experiment run inside a test."""

    journal: dict[str, Any]
    journal_path: Path

    @property
    def status(self) -> str:
        """``completed``, ``deviated``, ``failed``, ``aborted`` or ``interrupted``."""
        return str(self.journal["status"])

    @property
    def deviated(self) -> bool:
        """True when the steady state did not hold."""
        return bool(self.journal["deviated"])

    @property
    def held(self) -> bool:
        """True when the run completed with the steady state held."""
        return self.status == "completed"

    def summary(self) -> str:
        """The Markdown summary of the run."""
        return markdown_summary(self.journal)

    def assert_held(self) -> None:
        """Fail the test, with the summary, unless the steady state held."""
        if not self.held:
            pytest.fail(f"steady state did not hold\n\n{self.summary()}", pytrace=False)


def _document(experiment: str | Path | dict[str, Any]) -> Document:
    if isinstance(experiment, dict):
        return load_text(json.dumps(experiment), source="<dict>")
    if isinstance(experiment, Path) or (
        isinstance(experiment, str)
        and "\n" not in experiment
        and experiment.endswith((".yaml", ".yml", ".json"))
    ):
        return load_file(experiment)
    return load_text(str(experiment), source="<text>")


def _runner(request: pytest.FixtureRequest, tmp_path: Path) -> Callable[..., ChaosResult]:
    counter = [0]

    def run(experiment: str | Path | dict[str, Any], *, seed: int | None = None) -> ChaosResult:
        prepared = prepare(_document(experiment), seed=seed)
        counter[0] += 1
        path = tmp_path / f"chaos-journal-{prepared.experiment.metadata.name}-{counter[0]}.json"
        request.node.stash.setdefault(_JOURNALS, []).append(path)
        journal = run_experiment(prepared, journal_path=path)
        return ChaosResult(journal.to_dict(), path)

    return run


@pytest.fixture
def chaos_experiment(request: pytest.FixtureRequest, tmp_path: Path) -> Callable[..., ChaosResult]:
    """A function that runs an experiment (path, YAML text or dict) and returns its
    :class:`ChaosResult`."""
    return _runner(request, tmp_path)


@pytest.fixture
def chaos_result(request: pytest.FixtureRequest, tmp_path: Path) -> ChaosResult:
    """The result of the experiment named by the test's ``chaos_experiment`` marker."""
    marker = request.node.get_closest_marker("chaos_experiment")
    if marker is None or not marker.args:
        raise pytest.UsageError("chaos_result needs @pytest.mark.chaos_experiment(experiment)")
    experiment = marker.args[0]
    if (
        isinstance(experiment, str)
        and not Path(experiment).is_absolute()
        and "\n" not in experiment
    ):
        candidate = Path(str(request.node.path)).parent / experiment
        experiment = candidate if candidate.exists() else experiment
    return _runner(request, tmp_path)(experiment, seed=marker.kwargs.get("seed"))


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "chaos_experiment(experiment, seed=None): run a genai-chaos experiment for this test "
        "(read its result with the chaos_result fixture)",
    )


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report = yield
    paths = item.stash.get(_JOURNALS, [])
    if report.failed and paths:
        for path in paths:
            report.user_properties.append(("chaos_journal", str(path)))
            try:
                summary = markdown_summary(json.loads(path.read_text(encoding="utf-8")))
            except (OSError, ValueError):
                summary = "(the journal could not be read)"
            report.sections.append(("chaos journal", f"journal: {path}\n\n{summary}"))
    return report
