"""``genai-chaos faults``: list, show and try the fault kinds."""

from __future__ import annotations

import json
import os
import sys
import time
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
from genai_chaos.inject.streams import run_plan

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


_JSON_INPUT = (Surface.DOCUMENTS, Surface.PAYLOAD, Surface.EMBEDDINGS)
_STREAM_SAMPLE = [f"chunk-{i}" for i in range(8)]


def _input_value(surface: Surface, raw: str | None) -> Any:
    if raw is None:
        if surface is Surface.EMBEDDINGS:
            return np.random.default_rng(0).normal(size=(2, 8)).round(4).tolist()
        if surface is Surface.STREAM:
            return list(_STREAM_SAMPLE)
        return _SAMPLES.get(surface)
    if surface in _JSON_INPUT:
        try:
            return json.loads(raw)
        except ValueError as exc:
            raise click.BadParameter(
                f"expected JSON for a {surface} fault: {exc}", param_hint="--input"
            ) from exc
    return raw


def _sample_index() -> Any:
    from genai_chaos.faults.index import _faiss

    faiss = _faiss()
    index = faiss.IndexFlatL2(8)
    index.add(np.random.default_rng(0).normal(size=(16, 8)).astype(np.float32))
    return index


def _hold(injector: Injector, seconds: float) -> dict[str, Any]:
    """Hold an ambient fault for ``seconds`` and say what it took from this process."""
    cpu0, children0, rss0 = time.process_time(), _children_cpu(), _rss_mib()
    start = time.perf_counter()
    with injector:
        time.sleep(seconds)
        rss_held = _rss_mib()
    return {
        "held_s": round(time.perf_counter() - start, 3),
        "process_cpu_s": round(time.process_time() - cpu0, 3),
        "children_cpu_s": round(_children_cpu() - children0, 3),
        "rss_mib_before": rss0,
        "rss_mib_held": rss_held,
        "rss_mib_after": _rss_mib(),
    }


def _children_cpu() -> float:
    times = os.times()
    return times.children_user + times.children_system


def _rss_mib() -> float | None:
    """Resident memory of this process (Linux ``/proc``; ``None`` elsewhere)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            pages = int(statm.read().split()[1])
    except (OSError, ValueError, IndexError):
        return None
    return round(pages * os.sysconf("SC_PAGE_SIZE") / 2**20, 1)


def _run_once(injector: Injector, surface: Surface, value: Any, request_id: str) -> Any:
    if surface is Surface.INDEX:
        out = injector.perturb(_sample_index(), request_id=request_id)
        return {"ntotal": int(out.ntotal), "d": int(out.d)}
    if surface is Surface.CALL:
        inj = injector.begin(request_id)
        return None if inj is None else [repr(e) for e in inj.call_effects()]
    if surface is Surface.STREAM:
        inj = injector.begin(request_id)
        if inj is None:
            return value
        chunks: Any = iter(value if isinstance(value, list) else str(value).split())
        for planned in inj.stream_plans():
            chunks = run_plan(chunks, planned.plan, on_finish=planned.finish, sleep=lambda s: None)
        seen: list[Any] = []
        try:
            seen.extend(chunks)
        except Exception as exc:  # a cut with an error: show it, as the consumer sees it
            seen.append(f"raised {type(exc).__name__}: {exc}")
        return seen
    if surface is Surface.EMBEDDINGS:
        out_vectors = injector.perturb(np.asarray(value, dtype=np.float32), request_id=request_id)
        return np.asarray(out_vectors).round(4).tolist()
    return injector.perturb(value, request_id=request_id)


@faults_group.command("try")
@click.argument("kind")
@click.option("-p", "--param", "params", multiple=True, help="NAME=VALUE (JSON or text).")
@click.option(
    "--input",
    "input_",
    help="The value to perturb: text for prompts, completions and streams (split on white "
    "space); JSON for documents, payloads and embeddings.",
)
@click.option("--seed", type=int, default=7, show_default=True)
@click.option("--request-id", default="try-1", show_default=True)
@click.option(
    "--hold",
    type=click.FloatRange(0, 60),
    default=2.0,
    show_default=True,
    help="Ambient kinds (cpu_load, memory_pressure): seconds to hold the fault.",
)
def try_cmd(
    *,
    kind: str,
    params: tuple[str, ...],
    input_: str | None,
    seed: int,
    request_id: str,
    hold: float,
) -> None:
    """Build a fault from parameters and apply it once to a sample (or given) value.

    Prints the input, the output and the injection event as JSON on stdout (delays are not
    slept). An ambient kind is held for ``--hold`` seconds instead, and the output says
    what it took from this process (CPU seconds, its children's, resident memory).
    Invalid parameters or input exit with code 2.
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
    if cls.surface is Surface.HOST:
        value: Any = None
        result = _hold(injector, hold)
    else:
        value = _input_value(cls.surface, input_)
        result = _run_once(injector, cls.surface, value, request_id)
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
