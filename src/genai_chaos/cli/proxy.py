"""``genai-chaos proxy``: the OpenAI-compatible chaos proxy (needs the ``proxy`` extra).

::

    genai-chaos proxy --upstream https://api.openai.com --rules rules.yaml
    genai-chaos proxy rules validate rules.yaml
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import signal
import sys
from pathlib import Path
from typing import Any

import click

from genai_chaos.faults.events import JsonlSink
from genai_chaos.proxy.grading import GradingConfig
from genai_chaos.proxy.rules import RuleError, load_rules_file
from genai_chaos.proxy.server import LOOPS, ChaosProxy, ProxyConfigError, loop_factory

_GRADING = GradingConfig()
_SECONDS = click.FloatRange(min=0)
#: the grading options: (option, GradingConfig field, type, metavar, what it sets)
_GRADING_OPTIONS: list[tuple[str, str, Any, str, str]] = [
    ("--max-retries", "max_retries", click.IntRange(min=0), "N",
     "a logical request retried more than N times is a retry storm"),
    ("--fast-retries", "fast_retries", click.IntRange(min=1), "N",
     "N retries sooner than the backoff asked for are a retry storm"),
    ("--min-backoff", "min_backoff_s", _SECONDS, "SECONDS",
     "the backoff asked for after a failure without Retry-After"),
    ("--cut-window", "cut_window_s", _SECONDS, "T",
     "a cut stream neither retried nor reported within T seconds was accepted"),
    ("--retry-window", "retry_window_s", _SECONDS, "SECONDS",
     "an attempt this soon after a failed one with the same key is a retry"),
    ("--client-header", "client_header", str, "NAME",
     "the header that names a client (else its address)"),
    ("--report-header", "report_header", str, "NAME",
     "a request with this header reports an error (a cut noticed)"),
]  # fmt: skip


def _grading(opts: dict[str, Any]) -> dict[str, Any]:
    """The grading thresholds given on the command line (the others keep their default)."""
    out = {field: opts[field] for _, field, *_ in _GRADING_OPTIONS if opts[field] is not None}
    if opts["report_paths"]:
        out["report_paths"] = opts["report_paths"]
    return out


def _grading_options(f: Any) -> Any:
    """The client-grading options (docs/proxy.md, Client grading)."""
    f = click.option(
        "--report-path",
        "report_paths",
        multiple=True,
        metavar="GLOB",
        help="Grading: a request to a matching path reports an error (repeatable).",
    )(f)
    for flag, field, kind, metavar, what in reversed(_GRADING_OPTIONS):
        default = getattr(_GRADING, field)
        help_ = f"Grading: {what} [default: {default}]."
        f = click.option(flag, field, type=kind, metavar=metavar, help=help_)(f)
    return f


def _setup_otel() -> Any:
    """Start OpenTelemetry export as the OTEL_* variables say; returns the shutdown."""
    try:
        from genai_chaos.telemetry import otel

        name = None if os.environ.get("OTEL_SERVICE_NAME") else "genai-chaos-proxy"
        otel.setup_tracing(name)
    except (ImportError, ValueError) as exc:  # the extra is missing; a bad OTEL_* value
        raise click.UsageError(f"--otel: {exc}") from None
    return otel.shutdown


def _rules_or_exit(path: str | None, seed: int | None) -> list[dict[str, object]]:
    if path is None:
        return []
    try:
        return [r.model_dump() for r in load_rules_file(path, run_seed=seed)]
    except RuleError as exc:
        raise click.UsageError(f"invalid rules: {exc}") from None


@click.group(
    "proxy",
    invoke_without_command=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)
@click.option(
    "--upstream", metavar="URL", help="The API to forward to, e.g. https://api.openai.com"
)
@click.option(
    "--listen",
    default="127.0.0.1:8787",
    show_default=True,
    metavar="HOST:PORT",
    help="Where applications connect.",
)
@click.option(
    "--admin",
    "admin_addr",
    default="127.0.0.1:8788",
    show_default=True,
    metavar="HOST:PORT",
    help="Where the admin API listens (beyond loopback only with a token).",
)
@click.option(
    "--admin-token",
    envvar="GENAI_CHAOS_ADMIN_TOKEN",
    metavar="TOKEN",
    help="Require 'Authorization: Bearer TOKEN' on the admin API [env GENAI_CHAOS_ADMIN_TOKEN].",
)
@click.option(
    "--rules", "rules_file", type=click.Path(dir_okay=False), help="Rules file (YAML or JSON)."
)
@click.option("--seed", type=int, help="Seed for rules given without one (default: random).")
@click.option(
    "--events",
    "events_file",
    type=click.Path(dir_okay=False),
    help="Also append every event to this JSONL file.",
)
@click.option("--max-body-mb", default=64, show_default=True, help="Largest request body accepted.")
@click.option(
    "--loop",
    type=click.Choice(LOOPS),
    default="auto",
    show_default=True,
    help="Event loop: uvloop (the 'uvloop' extra; faster), asyncio, or auto (uvloop when "
    "installed).",
)
@_grading_options
@click.option(
    "--otel",
    is_flag=True,
    help="Trace every request with OpenTelemetry (GenAI semantic conventions; export set "
    "by the OTEL_* variables, e.g. OTEL_EXPORTER_OTLP_ENDPOINT; the 'telemetry' extra).",
)
@click.option(
    "--otel-provider",
    default="openai",
    show_default=True,
    metavar="NAME",
    help="gen_ai.provider.name of the spans.",
)
@click.option("-v", "--verbose", count=True, help="Log injections (-v) and every request (-vv).")
@click.pass_context
def proxy_group(ctx: click.Context, /, **opts: Any) -> None:
    """Run the OpenAI-compatible chaos proxy in front of UPSTREAM.

    Point any application's base URL at http://LISTEN/v1; change the faults while it runs
    through the admin API (see docs/proxy.md). Headers and API keys are never logged.
    """
    if ctx.invoked_subcommand is not None:
        return
    upstream: str | None = opts["upstream"]
    seed: int | None = opts["seed"]
    if not upstream:
        raise click.UsageError(
            "--upstream URL is required (e.g. --upstream https://api.openai.com)"
        )
    rules = _rules_or_exit(opts["rules_file"], seed)
    logging.basicConfig(
        level=logging.WARNING - 10 * min(opts["verbose"], 2), format="%(asctime)s %(message)s"
    )
    flush_spans = _setup_otel() if opts["otel"] else None
    sink = JsonlSink(opts["events_file"]) if opts["events_file"] else None
    try:
        proxy = ChaosProxy(
            upstream,
            rules=rules,
            listen=opts["listen"],
            admin=opts["admin_addr"],
            admin_token=opts["admin_token"],
            seed=seed,
            sink=sink,
            max_body_mb=opts["max_body_mb"],
            grading=_grading(opts),
            otel=opts["otel"],
            otel_provider=opts["otel_provider"],
        )
        factory = loop_factory(opts["loop"])
    except (ProxyConfigError, RuleError) as exc:
        raise click.UsageError(str(exc)) from None
    loop_name = "asyncio" if factory is None else "uvloop"

    async def main() -> None:
        await proxy.start()
        click.echo(
            f"genai-chaos proxy: {proxy.url} -> {proxy.state.info['upstream']}; "
            f"admin API on {proxy.admin_url}; {len(rules)} rule(s); {loop_name} loop",
            err=True,
        )
        stop = asyncio.Event()
        with contextlib.suppress(NotImplementedError):  # no signal handlers on Windows
            asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
        try:
            await stop.wait()
        finally:
            await proxy.stop()
            click.echo("genai-chaos proxy: stopped", err=True)

    try:
        with asyncio.Runner(loop_factory=factory) as runner:
            runner.run(main())
    except KeyboardInterrupt:
        pass
    except OSError as exc:
        raise click.UsageError(f"cannot listen: {exc}") from None
    finally:
        if sink is not None:
            sink.close()
        if flush_spans is not None:
            flush_spans()


@proxy_group.group("rules")
def rules_group() -> None:
    """Work with rules files."""


@rules_group.command("validate")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--json", "as_json", is_flag=True, help="Print the validated rules as JSON.")
def validate(file: str, as_json: bool) -> None:
    """Check a rules file (YAML or JSON); exit 2 naming the field when it is invalid."""
    rules = _rules_or_exit(file, None)
    if as_json:
        json.dump({"rules": rules}, sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        click.echo(f"{Path(file)}: {len(rules)} valid rule(s)", err=True)
