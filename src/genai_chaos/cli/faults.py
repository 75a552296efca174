"""``genai-chaos faults``: list, show and try the fault kinds."""

from __future__ import annotations

import json
import sys
from typing import Any

import click
import numpy as np
from rich.console import Console
from rich.table import Table

from genai_chaos.exceptions import GenAIChaosError
from genai_chaos.faults import registry
from genai_chaos.faults.base import Surface
from genai_chaos.faults.catalogue import COMMON_PARAMS, describe_all, describe_kind
from genai_chaos.faults.events import MemorySink
from genai_chaos.inject.engine import Injector

stderr = Console(stderr=True)
stdout = Console()


def _kind_class(kind: str) -> Any:
    try:
        return registry.get(kind)
    except GenAIChaosError as exc:
        raise click.UsageError(str(exc)) from exc


@click.group("faults")
def faults_group() -> None:
    """The fault catalogue: list kinds, show their parameters, try one on a value."""


@faults_group.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print JSON to stdout.")
@click.option("--layer", type=click.Choice(["input", "retrieval", "generation", "integration"]))
def list_cmd(as_json: bool, layer: str | None) -> None:
    """List the fault kinds, by layer."""
    kinds = [k for k in describe_all() if layer is None or k["layer"] == layer]
    if as_json:
        click.echo(json.dumps(kinds, indent=2, default=str))
        return
    table = Table(title=f"{len(kinds)} fault kinds", show_lines=False)
    table.add_column("layer", style="cyan")
    table.add_column("kind", style="bold")
    table.add_column("surface")
    table.add_column("what it does")
    last = None
    for k in kinds:
        table.add_row(
            k["layer"] if k["layer"] != last else "", k["kind"], k["surface"], k["summary"]
        )
        last = k["layer"]
    stdout.print(table)


@faults_group.command("show")
@click.argument("kind")
@click.option("--json", "as_json", is_flag=True, help="Print JSON to stdout.")
def show_cmd(kind: str, as_json: bool) -> None:
    """Show one kind: its parameters, their defaults and an example."""
    info = describe_kind(_kind_class(kind))
    if as_json:
        click.echo(json.dumps(info, indent=2, default=str))
        return
    stdout.print(f"[bold]{info['kind']}[/] ({info['layer']} layer, surface: {info['surface']})")
    stdout.print(info["summary"])
    table = Table(title="parameters")
    for col in ("name", "type", "default", "constraints"):
        table.add_column(col)
    for p in info["params"]:
        default = "required" if p["required"] else json.dumps(p["default"], default=str)
        table.add_row(p["name"], p["type"], default, p["constraints"])
    for name, typ, common_default, meaning in COMMON_PARAMS:
        table.add_row(name, typ, json.dumps(common_default), meaning)
    stdout.print(table)
    example = ", ".join(f"{k}={v!r}" for k, v in info["example"].items())
    stdout.print("example:")
    stdout.print(
        f'  create_fault("{kind}"{", " if example else ""}{example}, seed=7)', markup=False
    )
    cli_params = " ".join(f"-p {k}={json.dumps(v)}" for k, v in info["example"].items())
    stdout.print(f"  genai-chaos faults try {kind} {cli_params}", markup=False)


def _parse_param(raw: str) -> tuple[str, Any]:
    name, sep, value = raw.partition("=")
    if not sep or not name:
        raise click.BadParameter(f"expected NAME=VALUE, got {raw!r}", param_hint="--param")
    try:
        return name, json.loads(value)
    except ValueError:
        return name, value


_SAMPLES: dict[Surface, Any] = {
    Surface.PROMPT: "How do I reset the administrator password on the helpdesk portal?",
    Surface.DOCUMENTS: [
        {
            "id": "kb-101",
            "text": "To reset the admin password, open Settings > Security.",
            "metadata": {"source": "kb/admin-password.md"},
            "score": 0.82,
        },
        {
            "id": "kb-214",
            "text": "Password policies require 14 characters.",
            "metadata": {"source": "kb/password-policy.md"},
            "score": 0.61,
        },
        {
            "id": "kb-377",
            "text": "Locked accounts unlock after 15 minutes.",
            "metadata": {"source": "kb/lockout.md"},
            "score": 0.44,
        },
    ],
    Surface.COMPLETION: '{"answer": "Open Settings > Security and click Reset.", "sources": [101]}',
    Surface.PAYLOAD: {"id": "chatcmpl-1", "model": "gpt-4o-mini", "usage": {"total_tokens": 42}},
}


@faults_group.command("try")
@click.argument("kind")
@click.option("-p", "--param", "params", multiple=True, help="NAME=VALUE (JSON or text).")
@click.option("--input", "input_", help="The value to perturb (text, or JSON for documents).")
@click.option("--seed", type=int, default=7, show_default=True)
@click.option("--request-id", default="try-1", show_default=True)
def try_cmd(
    kind: str, params: tuple[str, ...], input_: str | None, seed: int, request_id: str
) -> None:
    """Build a fault from parameters and apply it once to a sample (or given) value.

    Prints the injection event as JSON on stdout. Invalid parameters exit with code 2.
    """
    cls = _kind_class(kind)
    kwargs = dict(_parse_param(p) for p in params)
    kwargs.setdefault("seed", seed)
    try:
        fault = cls(**kwargs)
    except GenAIChaosError as exc:
        raise click.UsageError(str(exc)) from exc
    sink = MemorySink()
    injector = Injector([fault], target="faults-try", sink=sink)
    value: Any = _SAMPLES.get(cls.surface)
    if input_ is not None:
        value = json.loads(input_) if cls.surface is Surface.DOCUMENTS else input_
    result: Any = None
    if cls.surface in (Surface.CALL, Surface.STREAM, Surface.INDEX):
        inj = injector.begin(request_id)
        if inj is not None:
            result = (inj.call_effects() or inj.stream_plans() or [None])[0]
            result = repr(result)
    elif cls.surface is Surface.EMBEDDINGS:
        rng = np.random.default_rng(0)
        vectors = rng.normal(size=(2, 8)).astype(np.float32)
        out = injector.perturb(vectors, request_id=request_id)
        result = np.asarray(out).round(4).tolist()
    else:
        result = injector.perturb(value, request_id=request_id)
    events = [e.to_dict() for e in sink.events]
    if sys.stderr.isatty():
        stderr.print(f"[bold]{kind}[/] on request {request_id!r}:")
    click.echo(
        json.dumps(
            {"input": value, "output": result, "events": events},
            indent=2,
            default=str,
            ensure_ascii=False,
        )
    )
