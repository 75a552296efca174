"""``genai-chaos demo``: the main job on the embedded default.

By default it runs the scenario templates (chaos experiments) against the reference RAG
service, started in this process, and writes a journal and an HTML report per experiment
plus a Markdown summary. ``--showcase`` instead shows, in seconds, one fault from each
layer on a tiny pipeline (seeded, so every run prints the same injections).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.table import Table

from genai_chaos.exceptions import InjectedFault
from genai_chaos.faults import create_fault
from genai_chaos.faults.base import Fault
from genai_chaos.faults.events import MemorySink, use_sink
from genai_chaos.faults.randomness import derive_seed
from genai_chaos.inject.wrap import chaos_point, faults_enabled

_KB = {
    "kb-101": "To reset the administrator password, open Settings > Security and choose Reset.",
    "kb-214": "Password policy: at least 14 characters, rotated every 90 days.",
    "kb-377": "Locked accounts unlock automatically after 15 minutes.",
}


@chaos_point("demo.retrieve")
def retrieve(query: str) -> list[dict[str, Any]]:
    """Keyword retrieval over a three-document knowledge base."""
    words = {w.strip("?.,").lower() for w in query.split()}
    scored = []
    for doc_id, text in _KB.items():
        overlap = len(words & {w.strip(".,>").lower() for w in text.split()})
        if overlap:
            scored.append({"id": doc_id, "text": text, "score": overlap / len(words)})
    return sorted(scored, key=lambda d: -d["score"])


@chaos_point("demo.generate")
def generate(prompt: str, docs: list[dict[str, Any]]) -> str:
    """A grounded 'model': answers in JSON from the best document."""
    if not docs:
        return json.dumps({"answer": "No exact match found.", "sources": []})
    return json.dumps({"answer": docs[0]["text"], "sources": [d["id"] for d in docs[:2]]})


@chaos_point("demo.prompt", arg=0)
def ask(prompt: str) -> str:
    """The whole pipeline."""
    return generate(prompt, retrieve(prompt))


def _scenarios(seed: int) -> list[tuple[str, str, Fault]]:
    specs: list[tuple[str, str, dict[str, Any]]] = [
        ("demo.prompt", "encoded_payload", {"encoding": "base64"}),
        ("demo.prompt", "adversarial_instruction", {"position": "suffix"}),
        ("demo.retrieve", "zero_results", {}),
        ("demo.retrieve", "rerank_interference", {"mode": "reverse"}),
        ("demo.generate", "malformed_json", {"mode": "trailing_comma"}),
        ("demo.generate", "token_truncation", {"max_tokens": 8}),
        ("demo.generate", "fabricated_sources", {}),
        ("demo.retrieve", "timeout", {"timeout_ms": 50}),
        ("demo.generate", "http_error", {"status": 429, "retry_after_s": 1}),
    ]
    return [
        (point, kind, create_fault(kind, seed=derive_seed(seed, i, kind), **params))
        for i, (point, kind, params) in enumerate(specs)
    ]


def _run(point: str, fault: Fault, prompt: str, sink: MemorySink) -> str:
    with use_sink(sink), faults_enabled(point, fault):
        try:
            return ask(prompt)
        except InjectedFault as exc:
            return f"raised {type(exc).__name__}: {exc}"


def _shorten(text: str, n: int = 110) -> str:
    """Head and tail: most faults change the end of an answer."""
    return text if len(text) <= n else text[: n // 2] + " … " + text[-(n // 2) :]


@click.command("demo")
@click.option("--seed", type=int, default=7, show_default=True, help="Run seed.")
@click.option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("demo-out"),
    show_default=True,
    help="Where journals and reports go.",
)
@click.option("--full", is_flag=True, help="Run the templates at their full length.")
@click.option("--showcase", is_flag=True, help="Only show one fault per layer on a tiny pipeline.")
@click.option("--json", "as_json", is_flag=True, help="Print results as JSON to stdout.")
def demo_command(seed: int, out: Path, full: bool, showcase: bool, as_json: bool) -> None:
    """Run the scenario experiments against the reference RAG service and write reports.

    With --showcase: show what faults at each layer do to a small RAG pipeline.
    """
    if showcase:
        _showcase(seed, as_json)
        return
    _experiments(out, seed, fast=not full, as_json=as_json)


def _experiments(out: Path, seed: int, *, fast: bool, as_json: bool) -> None:
    import logging

    from genai_chaos.experiment.demo import run_demo

    # each refused jailbreak is logged by the sanitizer; the journals have them all
    logging.getLogger("genai_chaos.guards.sanitizer").setLevel(logging.ERROR)
    console = Console(stderr=True)
    console.print(f"[bold]genai-chaos demo[/]: scenario experiments, seed {seed}, into {out}/")
    paths = run_demo(
        out, seed=seed, fast=fast, on_start=lambda name: console.print(f"  running {name} ...")
    )
    journals = [p for p in paths if p.suffix == ".json"]
    table = Table(title="experiments")
    for col in ("experiment", "status", "deviated", "injections", "report"):
        table.add_column(col)
    rows = []
    for journal in journals:
        data = json.loads(journal.read_text(encoding="utf-8"))
        injected = sum(1 for e in data.get("events", []) if e.get("status") == "injected")
        report = journal.with_suffix(".html")
        rows.append(
            {
                "experiment": journal.stem,
                "status": data.get("status"),
                "deviated": data.get("deviated"),
                "injections": injected,
                "journal": str(journal),
                "report": str(report),
            }
        )
        table.add_row(
            journal.stem,
            str(data.get("status")),
            str(data.get("deviated")),
            str(injected),
            str(report),
        )
    console.print(table)
    summary = next((p for p in paths if p.suffix == ".md"), None)
    console.print(f"reports: {out}/*.html   summary: {summary}")
    if as_json:
        click.echo(json.dumps(rows, indent=2))


def _showcase(seed: int, as_json: bool) -> None:
    console = Console(stderr=as_json)
    prompt = "How do I reset the administrator password?"
    clean = ask(prompt)
    console.print(f"[bold]question:[/] {prompt}")
    console.print(f"[bold]clean answer:[/] {clean}\n")
    table = Table(title=f"one fault at a time (seed {seed})", show_lines=True)
    for col in ("layer", "fault", "where", "what the application got"):
        table.add_column(col, overflow="fold")
    sink = MemorySink()
    for point, kind, fault in _scenarios(seed):
        out = _run(point, fault, prompt, sink)
        table.add_row(str(fault.layer), kind, point, _shorten(out))
    console.print(table)
    events = sink.events
    console.print(
        f"\n{len(events)} injection events recorded "
        f"({sum(e.status == 'injected' for e in events)} injected). "
        "Run again with the same --seed: the same injections."
    )
    if as_json:
        click.echo(json.dumps([e.to_dict() for e in events], indent=2, default=str))
