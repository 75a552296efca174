"""``genai-chaos load``: the LLM load generator, the sweep and its phase-transition fit
(needs the ``load`` extra: aiohttp and scipy).

::

    genai-chaos load run --url http://127.0.0.1:8000 --rate 50 --duration 30 --json out.json
    genai-chaos load run --url ... --concurrency 16 --count 1000 --no-stream
    genai-chaos load run --url ... --trace sessions.jsonl --time-scale 10
    genai-chaos load sweep --sim --report sweep.html        # simulated time, known capacity
    genai-chaos load sweep --url http://127.0.0.1:8000 --duration 10 --json sweep.json
"""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Any

import click

try:
    import aiohttp  # noqa: F401
    import scipy  # noqa: F401
except ImportError as exc:  # pragma: no cover - depends on the install
    from genai_chaos.exceptions import MissingExtra

    raise MissingExtra("load", exc.name or "aiohttp") from exc

from genai_chaos.cli.sim import config_from, sim_options
from genai_chaos.load.arrivals import ARRIVALS
from genai_chaos.load.generator import LoadConfig, Workload, generate
from genai_chaos.load.openai_client import Target


def _slos(values: tuple[str, ...]) -> dict[str, float]:
    out: dict[str, float] = {}
    for v in values:
        name, sep, num = v.partition("=")
        try:
            if not sep or name not in ("ttft", "tpot", "e2e", "itl"):
                raise ValueError
            out[name] = float(num) / 1000.0
        except ValueError:
            raise click.BadParameter(
                f"{v!r}: expected NAME=MS with NAME in ttft, tpot, e2e, itl"
            ) from None
    return out


def _write(data: dict[str, Any], path: str | None) -> None:
    text = json.dumps(data, indent=2, default=str)
    if path in (None, "-"):
        click.echo(text)
    else:
        Path(str(path)).write_text(text + "\n")
        click.echo(f"wrote {path}", err=True)


def target_options(f: Any) -> Any:
    """Where to send and what to ask."""
    opts = [
        click.option("--url", help="Base URL of an OpenAI-compatible API."),
        click.option("--model", default="sim", show_default=True),
        click.option(
            "--api", type=click.Choice(["chat", "completions"]), default="chat", show_default=True
        ),
        click.option("--stream/--no-stream", default=True, show_default=True),
        click.option(
            "--api-key", envvar="OPENAI_API_KEY", help="Bearer token [env OPENAI_API_KEY]."
        ),
        click.option(
            "--timeout",
            default=60.0,
            show_default=True,
            help="Seconds before a request counts as an error.",
        ),
        click.option(
            "--prompt-tokens",
            default=128,
            show_default=True,
            help="Synthetic prompt length (words).",
        ),
        click.option(
            "--output-tokens", default=64, show_default=True, help="max_tokens per request."
        ),
        click.option(
            "--slo",
            "slo",
            multiple=True,
            metavar="NAME=MS",
            help="An SLO for goodput, e.g. ttft=500 (repeatable).",
        ),
        click.option(
            "--json", "json_path", metavar="PATH", help="Write the JSON result here ('-': stdout)."
        ),
    ]
    for o in reversed(opts):
        f = o(f)
    return f


@click.group("load", context_settings={"help_option_names": ["-h", "--help"]})
def load_group() -> None:
    """Load an LLM endpoint: open or closed loop, trace replay, sweeps, tipping points."""


@load_group.command("run")
@target_options
@click.option("--rate", type=float, help="Open loop: requests per second.")
@click.option("--arrival", type=click.Choice(ARRIVALS), default="poisson", show_default=True)
@click.option("--burstiness", default=1.0, show_default=True, help="Gamma shape (1 = Poisson).")
@click.option("--concurrency", type=int, help="Closed loop: requests in flight.")
@click.option("--count", type=int, help="Requests to send.")
@click.option("--duration", type=float, help="Seconds to send for.")
@click.option("--seed", default=0, show_default=True)
@click.option(
    "--trace",
    "trace_path",
    type=click.Path(dir_okay=False, exists=True),
    help="Replay a JSONL trace.",
)
@click.option(
    "--time-scale", default=1.0, show_default=True, help="Replay speed-up (2 = twice as fast)."
)
@click.option(
    "--strict-trace/--lenient-trace", default=False, help="Refuse a trace with a bad line."
)
@click.option(
    "--max-send-lag-ms", default=5.0, show_default=True, help="Validity: send lag p99 at most."
)
@click.option(
    "--min-rate-ratio", default=0.98, show_default=True, help="Validity: achieved/target at least."
)
@click.option(
    "--ray", "use_ray", is_flag=True, help="Shard the open-loop schedule across a Ray cluster."
)
@click.option("--ray-workers", default=2, show_default=True)
@click.option("--progress/--no-progress", default=True, show_default=True)
def run_command(**o: Any) -> None:
    """Send load to --url and report vLLM's metrics, goodput and the run's validity.
    Exit code 0 when the run is valid, 1 when it is not."""
    if not o["url"]:
        raise click.UsageError("--url is required")
    target = Target(o["url"], o["model"], o["api"], o["stream"], o["api_key"], o["timeout"])
    workload = Workload(o["prompt_tokens"], o["output_tokens"])
    offsets = None
    trace_info: dict[str, Any] | None = None
    if o["trace_path"]:
        from genai_chaos.load.trace import load_trace

        trace = load_trace(o["trace_path"], strict=o["strict_trace"])
        for err in trace.errors:
            click.echo(f"{o['trace_path']}:{err.line}: {err.message}", err=True)
        workload = trace.workload()
        offsets = trace.offsets(o["time_scale"]).tolist()
        trace_info = {
            "path": o["trace_path"],
            "requests": len(trace.requests),
            "bad_lines": len(trace.errors),
        }
    elif o["rate"] is None and o["concurrency"] is None:
        raise click.UsageError("give --rate (open loop), --concurrency (closed loop) or --trace")
    if offsets is None and o["count"] is None and o["duration"] is None:
        raise click.UsageError("give --count or --duration: the load must be bounded")
    cfg = LoadConfig(
        target,
        workload,
        rate=o["rate"],
        concurrency=o["concurrency"],
        offsets=offsets,
        arrival=o["arrival"],
        burstiness=o["burstiness"],
        count=o["count"],
        duration=o["duration"],
        seed=o["seed"],
        slos=_slos(o["slo"]),
        max_send_lag_ms=o["max_send_lag_ms"],
        min_rate_ratio=o["min_rate_ratio"],
    )
    if o["use_ray"]:
        from genai_chaos.load.distributed import run_sharded

        summary = run_sharded(cfg, workers=o["ray_workers"])
    else:
        summary = asyncio.run(generate(cfg, progress=o["progress"] and sys.stderr.isatty())).summary
    if trace_info is not None:
        summary["trace"] = trace_info
    _write(summary, o["json_path"])
    if not summary["valid"]:
        click.echo("invalid run: " + "; ".join(summary["invalid_reasons"]), err=True)
        sys.exit(1)


@load_group.command("sweep")
@target_options
@click.option(
    "--sim", "use_sim", is_flag=True, help="Sweep the simulator in simulated time (no --url)."
)
@sim_options
@click.option(
    "--rates", default=6, show_default=True, help="Open-loop rates spread below the maximum."
)
@click.option("--duration", default=10.0, show_default=True, help="Seconds per point.")
@click.option(
    "--max-concurrency", default=64, show_default=True, help="Concurrency of the throughput run."
)
@click.option(
    "--refine-step",
    default=0.05,
    show_default=True,
    help="Step near the knee, share of the estimate.",
)
@click.option("--arrival", type=click.Choice(ARRIVALS), default="constant", show_default=True)
@click.option("--seed", default=0, show_default=True)
@click.option(
    "--report", "report_path", metavar="PATH", help="Write the HTML report (inline SVG) here."
)
def sweep_command(**o: Any) -> None:
    """Find the maximum throughput, sweep rates across it and fit lambda_c."""
    from genai_chaos.load.sweep import HttpRunner, Runner, SimRunner, sweep

    slos = _slos(o["slo"])
    runner: Runner
    truth: dict[str, Any] | None = None
    if o["use_sim"]:
        from genai_chaos.sim.capacity import saturation

        config = config_from(o)
        runner = SimRunner(
            config, o["prompt_tokens"], o["output_tokens"], o["timeout"], o["arrival"], slos
        )
        truth = saturation(
            config, prompt_tokens=o["prompt_tokens"], output_tokens=o["output_tokens"]
        ).to_dict()
    elif o["url"]:
        target = Target(o["url"], o["model"], o["api"], o["stream"], o["api_key"], o["timeout"])
        template = LoadConfig(
            target,
            Workload(o["prompt_tokens"], o["output_tokens"]),
            arrival=o["arrival"],
            slos=slos,
        )
        runner = HttpRunner(template)
    else:
        raise click.UsageError("give --url, or --sim for the simulator in simulated time")

    def show(p: Any) -> None:
        r = p.row()
        click.echo(
            f"{r['kind']:>11} rate={p.x:8.2f}/s  requests={r['requests']:6d}  "
            f"errors={r['error_rate'] or 0:6.2%}  p99={(r['p99_s'] or 0) * 1000:8.1f} ms",
            err=True,
        )

    res = asyncio.run(
        sweep(
            runner,
            rates=o["rates"],
            duration=o["duration"],
            max_concurrency=o["max_concurrency"],
            refine_step=o["refine_step"],
            seed=o["seed"],
            on_point=show,
        )
    )
    data = res.to_dict()
    if truth is not None:
        data["analytical_saturation"] = truth
    if o["report_path"]:
        from genai_chaos.load.report import write_report

        write_report(res, o["report_path"], truth_rate=truth["rate"] if truth else None)
        click.echo(f"wrote {o['report_path']}", err=True)
    if res.fit is not None:
        f = res.fit
        click.echo(
            f"lambda_c = {f.lambda_c:.2f}/s [{f.lambda_c_ci[0]:.2f}, {f.lambda_c_ci[1]:.2f}], "
            f"delta_lambda = {f.delta_lambda:.2f}/s, epsilon0 = {f.epsilon0:.2g}",
            err=True,
        )
    else:
        click.echo(f"no fit: {res.fit_error}", err=True)
    _write(data, o["json_path"])
