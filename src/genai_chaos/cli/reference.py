"""``genai-chaos reference``: serve the reference RAG service, verify it, evaluate retrieval."""

from __future__ import annotations

import json
import logging
import os
import sys
from typing import Any

import click
from rich.console import Console
from rich.table import Table

from genai_chaos.exceptions import GenAIChaosError
from genai_chaos.guards.sanitizer.layers import DEFAULT as DEFAULT_LAYERS
from genai_chaos.guards.sanitizer.layers import LAYERS as SANITIZER_LAYERS
from genai_chaos.guards.sanitizer.layers import require as require_layers

stderr = Console(stderr=True)


@click.group("reference")
def reference_group() -> None:
    """The reference RAG service: a real system under test that ships with genai-chaos."""


@reference_group.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(0, 65535))
@click.option(
    "--backend",
    type=click.Choice(["wordllama", "minilm"]),
    default="wordllama",
    show_default=True,
    help="Embedding backend (minilm needs the 'minilm' extra).",
)
@click.option(
    "--guards/--no-guards",
    default=True,
    show_default=True,
    help="The resilient pipeline (sanitizer, fallback, validator, budget) or the naive one.",
)
@click.option(
    "--sanitizer-layers",
    type=click.Choice(SANITIZER_LAYERS),
    default=None,
    help="The prompt sanitizer's layers under guards: default = rules + the word "
    "classifier (fast, no model); rules = without the classifier; contextual / tuned = + "
    "the frozen / tuned MiniLM layer (extra: minilm; tuned is the best on unseen authors, "
    "about a quarter of a second per 2 KB prompt on one CPU thread).  [default: default]",
)
@click.option(
    "--fault-control",
    is_flag=True,
    help="Mount /admin/faults so that experiments can switch faults on inside the service.",
)
@click.option(
    "--admin-token",
    envvar="GENAI_CHAOS_ADMIN_TOKEN",
    default=None,
    help="Bearer token for /admin (required when --host is not loopback). "
    "[env: GENAI_CHAOS_ADMIN_TOKEN]",
)
@click.option(
    "--budget-ms",
    default=500.0,
    show_default=True,
    type=click.FloatRange(min=1),
    help="Answer time budget under guards.",
)
def serve_command(
    *,
    host: str,
    port: int,
    backend: str,
    guards: bool,
    sanitizer_layers: str | None,
    fault_control: bool,
    admin_token: str | None,
    budget_ms: float,
) -> None:
    """Serve /ask, /v1/chat/completions, /v1/embeddings and /health over HTTP."""
    from genai_chaos.reference.control import is_loopback

    if sanitizer_layers is not None and not guards:
        raise click.UsageError(
            f"--sanitizer-layers {sanitizer_layers} needs --guards (the naive pipeline of "
            "--no-guards has no sanitizer)"
        )
    layers = sanitizer_layers or DEFAULT_LAYERS
    if guards:
        try:  # before the index is built: a missing extra is a usage error at once
            require_layers(layers)
        except GenAIChaosError as exc:
            raise click.UsageError(str(exc)) from exc
    if fault_control and not is_loopback(host) and not admin_token:
        raise click.UsageError(
            f"--fault-control on {host} (beyond loopback) needs --admin-token "
            "(or GENAI_CHAOS_ADMIN_TOKEN)"
        )
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    import uvicorn

    from genai_chaos.reference.app import Settings, create_app

    settings = Settings(
        backend=backend,
        guards=guards,
        fault_control=fault_control,
        admin_token=admin_token or None,
        budget_s=budget_ms / 1000,
        sanitizer_layers=layers,
    )
    stderr.print(f"building the {backend} index ...")
    try:
        app = create_app(settings)
    except GenAIChaosError as exc:  # e.g. the encoder of the layers asked for did not load
        raise click.UsageError(str(exc)) from exc
    admin = " with fault control on /admin" if fault_control else ""
    mode = f"on, sanitizer layers {layers}" if guards else "off"
    stderr.print(f"serving on http://{host}:{port} (guards {mode}){admin}")
    uvicorn.run(app, host=host, port=port, log_level="warning")


def _print_rows(rows: list[Any]) -> None:
    table = Table(title="The source's experiments on the reference service")
    for col in ("experiment", "condition", "measured", "expected", "holds"):
        table.add_column(col, overflow="fold")
    for r in rows:
        mark = {True: "[green]yes[/]", False: "[red]NO[/]", None: "-"}[r.holds]
        table.add_row(r.experiment, r.condition, r.measured, r.expected, mark)
    Console(width=max(160, Console().width)).print(table)


@reference_group.command("verify")
@click.option("--json", "as_json", is_flag=True, help="Print the rows as JSON to stdout.")
@click.option(
    "--backend", type=click.Choice(["wordllama", "minilm"]), default="wordllama", show_default=True
)
@click.option(
    "--questions",
    type=click.IntRange(min=10),
    default=None,
    help="Use only the first N labelled questions (faster; default: all).",
)
@click.option(
    "--only",
    multiple=True,
    type=click.Choice(
        [
            "base64_jailbreak",
            "embedding_drift",
            "drift_sweep",
            "zero_recall",
            "malformed_json",
            "latency_budget",
        ]
    ),
    help="Run only these experiments (repeatable).",
)
def verify_command(
    as_json: bool, backend: str, questions: int | None, only: tuple[str, ...]
) -> None:
    """Run the source's experiment table and print it with the measured numbers.

    Exit code 0 when every expectation holds, 1 otherwise.
    """
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    logging.getLogger("genai_chaos.guards.sanitizer").setLevel(logging.ERROR)
    from genai_chaos.reference.verify import run_all
    from genai_chaos.reference.verify_base import Context

    with stderr.status("building the pipelines ..."):
        ctx = Context.build(backend, questions)
    with stderr.status("running the experiments ..."):
        rows = run_all(ctx, list(only) or None)
    if as_json:
        click.echo(json.dumps([r.as_dict() for r in rows], indent=2))
    else:
        _print_rows(rows)
    sys.exit(1 if any(r.holds is False for r in rows) else 0)


@reference_group.command("eval")
@click.option("--json", "as_json", is_flag=True, help="Print the metrics as JSON to stdout.")
@click.option("--k", default=5, show_default=True, type=click.IntRange(1, 50))
@click.option(
    "--retriever",
    "retrievers",
    multiple=True,
    type=click.Choice(["bm25", "wordllama", "minilm"]),
    help="Evaluate only these (repeatable; default: all that are installed).",
)
def eval_command(as_json: bool, k: int, retrievers: tuple[str, ...]) -> None:
    """Corpus statistics and retrieval metrics (recall@1, recall@k, MRR) per retriever."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from genai_chaos.reference.corpus import corpus_stats
    from genai_chaos.reference.embeddings import minilm_available
    from genai_chaos.reference.index import evaluate, evaluate_index, get_index

    results: dict[str, Any] = {}
    with stderr.status("evaluating ..."):
        wanted = set(retrievers or ("bm25", "wordllama", "minilm"))
        index = get_index("wordllama")
        if "bm25" in wanted:
            results["bm25"] = evaluate(index.search_keyword, k=k).as_dict()
        if "wordllama" in wanted:
            results["wordllama"] = evaluate_index(index, k=k).as_dict()
        if "minilm" in wanted and minilm_available():
            results["minilm"] = evaluate_index(get_index("minilm"), k=k).as_dict()
        elif "minilm" in wanted:
            stderr.print("minilm skipped: pip install 'genai-chaos[minilm]'")
    stats = corpus_stats()
    if as_json:
        click.echo(json.dumps({"corpus": stats, "retrieval": results}, indent=2))
        return
    stderr.print(stats)
    table = Table(title=f"Retrieval on {stats['questions']} labelled questions")
    for col in ("retriever", "recall@1", f"recall@{k}", "MRR"):
        table.add_column(col)
    for name, m in results.items():
        table.add_row(name, f"{m['recall@1']:.3f}", f"{m[f'recall@{k}']:.3f}", f"{m['mrr']:.3f}")
    Console().print(table)
