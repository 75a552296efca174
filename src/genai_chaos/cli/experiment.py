"""``genai-chaos validate | run | report | compare | templates``: experiments from the CLI.

Exit codes: 0 the steady state held (or the document is valid), 1 it deviated or the run
failed (``compare``: a regression), 2 invalid input; nothing is started on 2.
"""

from __future__ import annotations

import asyncio
import json
import signal
import sys
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from genai_chaos.experiment.errors import ExperimentInvalid
from genai_chaos.experiment.journal import read
from genai_chaos.experiment.loader import load_file
from genai_chaos.experiment.prepare import Prepared, prepare
from genai_chaos.experiment.runner import Progress as RunProgress
from genai_chaos.experiment.runner import Runner, exit_code

err = Console(stderr=True)


def _prepare(file: str, seed: int | None) -> Prepared:
    try:
        return prepare(load_file(file), seed=seed)
    except ExperimentInvalid as exc:
        err.print(f"[red]invalid experiment[/red] ({len(exc.problems)} problem(s)):")
        for problem in exc.problems:
            err.print(f"  {problem.render(exc.source)}", markup=False, highlight=False)
        raise SystemExit(2) from None


@click.command("validate")
@click.argument("file", type=click.Path(dir_okay=False))
def validate_command(file: str) -> None:
    """Check an experiment document without running it (exit 2 when invalid)."""
    prepared = _prepare(file, 0)
    exp = prepared.experiment
    err.print(
        f"[green]valid[/green]: {exp.metadata.name} ({prepared.target.kind} target, "
        f"{len(prepared.armed)} fault(s), {len(exp.spec.steady_state.probes)} probe(s))"
    )


def _plan_table(prepared: Prepared) -> Table:
    table = Table(title=f"plan: {prepared.experiment.metadata.name} (seed {prepared.seed})")
    for col in ("fault", "at", "params", "probability", "windows (s)"):
        table.add_column(col)
    end = prepared.method_end
    for a in prepared.armed:
        windows = ", ".join(
            f"{on:g}-{off:g}" if off is not None else f"{on:g}-end"
            for on, off in a.action.schedule.windows(end)
        )
        table.add_row(
            a.action.fault,
            a.action.at or "-",
            json.dumps(a.action.params),
            f"{a.action.probability:g}",
            windows,
        )
    return table


def _summary(journal: dict[str, Any]) -> Table:
    table = Table(title=f"{journal['experiment']['metadata']['name']}: {journal['status']}")
    for col in ("probe", "kind", "tolerance", "before", "during (worst)", "after", "verdict"):
        table.add_column(col)
    from genai_chaos.experiment.report.model import probe_rows

    for row in probe_rows(journal):
        table.add_row(
            row["name"],
            row["category"],
            row["tolerance"],
            row["before"],
            row["during"],
            row["after"],
            "[green]held[/green]" if row["ok"] else "[red]deviated[/red]",
        )
    return table


async def _run_with_signals(runner: Runner) -> None:
    loop = asyncio.get_running_loop()
    installed = []
    handlers = {
        signal.SIGINT: lambda: runner.interrupt("SIGINT"),
        signal.SIGTERM: lambda: runner.interrupt("SIGTERM"),
    }
    if hasattr(signal, "SIGUSR1"):
        handlers[signal.SIGUSR1] = runner.pause
        handlers[signal.SIGUSR2] = runner.resume
    for sig, handler in handlers.items():
        try:
            loop.add_signal_handler(sig, handler)
            installed.append(sig)
        except (NotImplementedError, RuntimeError):  # not the main thread, or Windows
            pass
    try:
        await runner.run()
    finally:
        for sig in installed:
            loop.remove_signal_handler(sig)


@click.command("run")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--dry-run", is_flag=True, help="Validate and show the plan; contact nothing.")
@click.option(
    "--journal",
    "journal_path",
    type=click.Path(dir_okay=False),
    default="journal.json",
    show_default=True,
    help="Where the journal goes.",
)
@click.option(
    "--report",
    "report_path",
    type=click.Path(dir_okay=False),
    help="Also write the HTML report here.",
)
@click.option("--seed", type=int, help="Run seed (overrides spec.seed).")
def run_command(
    file: str, dry_run: bool, journal_path: str, report_path: str | None, seed: int | None
) -> None:
    """Run an experiment: steady state, faults on schedule, steady state, rollbacks.

    SIGINT/SIGTERM stop the run cleanly (rollbacks run, the journal is kept); SIGUSR1
    pauses it and SIGUSR2 resumes it.
    """
    prepared = _prepare(file, seed)
    if dry_run:
        err.print(_plan_table(prepared))
        err.print("[green]dry run[/green]: valid; nothing was started")
        return
    with Progress(
        TextColumn("[bold]{task.fields[phase]}"),
        BarColumn(),
        TextColumn("{task.fields[info]}"),
        TimeElapsedColumn(),
        console=err,
        transient=True,
        disable=not err.is_terminal,
    ) as bar:
        task = bar.add_task("run", total=None, phase="starting", info="")

        def show(p: RunProgress) -> None:
            faults = f" faults: {', '.join(p.active)}" if p.active else ""
            bar.update(
                task,
                total=p.total,
                completed=p.elapsed if p.total else None,
                phase=p.phase,
                info=f"{p.requests} requests, {p.errors} errors{faults}",
            )

        runner = Runner(prepared, journal_path=journal_path, on_progress=show)
        asyncio.run(_run_with_signals(runner))
    journal = read(journal_path)
    err.print(_summary(journal))
    if journal.get("reason"):
        err.print(f"reason: {journal['reason']}", markup=False)
    err.print(f"journal: {journal_path}")
    if report_path:
        from genai_chaos.experiment.report.html import write_html

        write_html(journal, report_path)
        err.print(f"report: {report_path}")
    sys.exit(exit_code(journal))


def _read_journal(path: str) -> dict[str, Any]:
    try:
        return read(path)
    except ValueError as exc:
        err.print(f"[red]error[/red]: {exc}", markup=True)
        raise SystemExit(2) from None


@click.command("report")
@click.argument("journal", type=click.Path(dir_okay=False))
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False),
    default="report.html",
    show_default=True,
    help="The HTML file to write.",
)
@click.option(
    "--markdown",
    "markdown_path",
    type=click.Path(dir_okay=False),
    help="Also write the Markdown summary here ('-' for stdout).",
)
def report_command(journal: str, output: str, markdown_path: str | None) -> None:
    """Write a self-contained HTML report (and a Markdown summary) of a journal."""
    from genai_chaos.experiment.report.html import write_html
    from genai_chaos.experiment.report.markdown import markdown_summary

    data = _read_journal(journal)
    write_html(data, output)
    err.print(f"report: {output}")
    if markdown_path == "-":
        click.echo(markdown_summary(data))
    elif markdown_path:
        Path(markdown_path).write_text(markdown_summary(data), encoding="utf-8")
        err.print(f"markdown: {markdown_path}")


@click.command("compare")
@click.argument("baseline", type=click.Path(dir_okay=False))
@click.argument("new", type=click.Path(dir_okay=False))
@click.option(
    "--latency-threshold",
    type=float,
    default=0.2,
    show_default=True,
    help="Relative latency increase that counts as a regression.",
)
@click.option(
    "--rate-threshold",
    type=float,
    default=0.05,
    show_default=True,
    help="Absolute change of a rate (0..1) that counts as a regression.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the comparison as JSON.")
def compare_command(
    baseline: str, new: str, latency_threshold: float, rate_threshold: float, as_json: bool
) -> None:
    """Compare two journals; exit 1 on a regression beyond the thresholds (a CI gate)."""
    from genai_chaos.experiment.report.compare import Thresholds, compare, render_table

    result = compare(
        _read_journal(baseline),
        _read_journal(new),
        Thresholds(latency=latency_threshold, rate=rate_threshold),
    )
    if as_json:
        click.echo(json.dumps(result.to_dict(), indent=2))
    else:
        err.print(render_table(result))
    sys.exit(1 if result.regressed else 0)


@click.group("templates")
def templates_group() -> None:
    """Ready-made experiments: list them, show one, write one to a file."""


@templates_group.command("list")
def templates_list() -> None:
    """List the shipped templates by layer."""
    from genai_chaos.experiment.templates import index

    table = Table(title="experiment templates")
    for col in ("name", "layer", "component", "injection point", "summary"):
        table.add_column(col)
    for t in index():
        note = " (requires telemetry)" if t.requires_telemetry else ""
        table.add_row(t.name, t.layer, t.component, t.injection_point, t.summary + note)
    out = Console()
    Console(width=max(out.width, 200) if not out.is_terminal else None).print(table)


@templates_group.command("show")
@click.argument("name")
@click.option(
    "--target", type=click.Choice(["reference", "sample"]), default="reference", show_default=True
)
def templates_show(name: str, target: str) -> None:
    """Print a template."""
    from genai_chaos.experiment.templates import template_text

    click.echo(template_text(name, target=target), nl=False)


@templates_group.command("init")
@click.argument("name")
@click.option("-o", "--output", type=click.Path(dir_okay=False), help="Default: NAME.yaml")
@click.option(
    "--target",
    type=click.Choice(["reference", "sample"]),
    default="reference",
    show_default=True,
    help="The reference service, or the in-process sample.",
)
@click.option("--force", is_flag=True, help="Overwrite an existing file.")
def templates_init(name: str, output: str | None, target: str, force: bool) -> None:
    """Write a ready-to-run experiment from a template."""
    from genai_chaos.experiment.templates import template_text

    text = template_text(name, target=target)
    path = Path(output or f"{name}.yaml")
    if path.exists() and not force:
        raise click.UsageError(f"{path} exists (use --force to overwrite)")
    path.write_text(text, encoding="utf-8")
    err.print(f"wrote {path}; run it with: genai-chaos run {path}")
