"""``genai-chaos load``: the LLM load generator, the sweep and its phase-transition fit
(needs the ``load`` extra: aiohttp and scipy).

::

    genai-chaos load run --url http://127.0.0.1:8000 --rate 50 --duration 30 --json out.json
    genai-chaos load run --url ... --concurrency 16 --count 1000 --no-stream
    genai-chaos load run --url ... --trace sessions.jsonl --time-scale 10
    genai-chaos load run --url ... --concurrency 32 --duration 10 --processes 2
    genai-chaos load sweep --sim --report sweep.html        # simulated time, known capacity
    genai-chaos load sweep --url http://127.0.0.1:8000 --duration 10 --json sweep.json
    genai-chaos load slo --sim --via-proxy --spike-ms 180 --slo-ms 120
"""

from __future__ import annotations

import contextlib
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
from genai_chaos.load.generator import LoadConfig, Workload, generate, run_sync
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


def _target(o: dict[str, Any], url: str | None = None) -> Target:
    return Target(url or o["url"], o["model"], o["api"], o["stream"], o["api_key"], o["timeout"])


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
        click.option(
            "--client",
            type=click.Choice(["auto", "lean", "aiohttp"]),
            default="auto",
            show_default=True,
            help="HTTP client: lean (raw asyncio, plain http:// only), aiohttp (TLS too), "
            "auto (lean for http://).",
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
    "--processes",
    default=1,
    show_default=True,
    type=click.IntRange(min=1),
    help="Shard the load (open or closed loop) over this many worker processes.",
)
@click.option(
    "--ray", "use_ray", is_flag=True, help="Shard the load (open or closed loop) across Ray."
)
@click.option("--ray-workers", default=2, show_default=True, type=click.IntRange(min=1))
@click.option("--progress/--no-progress", default=True, show_default=True)
def run_command(**o: Any) -> None:
    """Send load to --url and report vLLM's metrics, goodput and the run's validity.
    Exit code 0 when the run is valid, 1 when it is not."""
    if not o["url"]:
        raise click.UsageError("--url is required")
    target = _target(o)
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
        client=o["client"],
        processes=o["processes"],
    )
    try:
        cfg.check()
    except ValueError as exc:
        raise click.UsageError(str(exc)) from None
    if o["use_ray"]:
        from genai_chaos.load.distributed import run_sharded

        summary = run_sharded(cfg, workers=o["ray_workers"])
    else:
        show = o["progress"] and sys.stderr.isatty() and o["processes"] == 1
        summary = run_sync(generate(cfg, progress=show)).summary
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
        template = LoadConfig(
            _target(o),
            Workload(o["prompt_tokens"], o["output_tokens"]),
            arrival=o["arrival"],
            slos=slos,
            client=o["client"],
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

    res = run_sync(
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


@load_group.command("slo")
@click.option("--url", help="Base URL of an OpenAI-compatible API (or --sim).")
@click.option(
    "--sim", "use_sim", is_flag=True, help="Start the simulator (its own process) as the target."
)
@click.option(
    "--via-proxy",
    is_flag=True,
    help="Start a chaos proxy in front of the target and inject the spike there.",
)
@click.option(
    "--proxy-admin",
    metavar="URL",
    help="Admin API of a running chaos proxy that --url points at: inject the spike there.",
)
@click.option("--proxy-token", envvar="GENAI_CHAOS_ADMIN_TOKEN", help="Its admin token [env var].")
@click.option("--model", default="sim", show_default=True)
@click.option(
    "--api", type=click.Choice(["chat", "completions"]), default="chat", show_default=True
)
@click.option("--stream/--no-stream", default=False, show_default=True)
@click.option("--api-key", envvar="OPENAI_API_KEY", help="Bearer token [env OPENAI_API_KEY].")
@click.option("--timeout", default=30.0, show_default=True, help="Seconds per request.")
@click.option("--rate", default=40.0, show_default=True, help="Constant open-loop rate (req/s).")
@click.option("--duration", default=8.0, show_default=True, help="Seconds of load.")
@click.option("--spike-at", default=2.0, show_default=True, help="Seconds into the run.")
@click.option("--spike-for", default=2.0, show_default=True, help="Seconds the spike lasts.")
@click.option("--spike-ms", default=180.0, show_default=True, help="Latency added while on.")
@click.option("--slo-ms", default=120.0, show_default=True, help="The P99 SLO.")
@click.option("--window", default=1.0, show_default=True, help="The dashboard's P99 window (s).")
@click.option("--tick", default=0.05, show_default=True, help="How often P99 is read (s).")
@click.option("--prompt-tokens", default=16, show_default=True)
@click.option("--output-tokens", default=4, show_default=True)
@click.option(
    "--client",
    type=click.Choice(["auto", "lean", "aiohttp"]),
    default="auto",
    show_default=True,
)
@click.option("--timeline/--no-timeline", default=False, help="Keep the P99 timeline in the JSON.")
@click.option(
    "--json", "json_path", metavar="PATH", help="Write the JSON result here ('-': stdout)."
)
def slo_command(**o: Any) -> None:
    """Inject a latency spike that pierces a P99 SLO for a window (in-process, or through
    the chaos proxy), and measure how long the breach takes to show in the windowed P99
    and to clear after the spike. Exit code 0 when the breach was seen and cleared, 1
    when it was never seen or never cleared."""
    from genai_chaos.load.slo import slo_penetration

    if bool(o["url"]) == o["use_sim"]:
        raise click.UsageError("give --url or --sim")
    if o["proxy_admin"] and (o["via_proxy"] or o["use_sim"]):
        raise click.UsageError("--proxy-admin drives a proxy you run: not with --sim/--via-proxy")
    if o["spike_at"] + o["spike_for"] > o["duration"]:
        raise click.UsageError("--spike-at + --spike-for must end within --duration")
    with contextlib.ExitStack() as stack:
        url = o["url"]
        if o["use_sim"]:
            from genai_chaos.sim.engine import SimConfig
            from genai_chaos.sim.process import spawn_sim_server

            fast = SimConfig(decode_base_s=0.002, decode_per_seq_s=0.0, prefill_s_per_token=0.0)
            url = stack.enter_context(spawn_sim_server(fast)).url
        admin: Any = None
        if o["via_proxy"]:
            from genai_chaos.proxy import run_proxy

            running = stack.enter_context(run_proxy(url))
            url, admin = running.url, running.client
        elif o["proxy_admin"]:
            from genai_chaos.proxy import ProxyClient

            admin = ProxyClient(o["proxy_admin"], token=o["proxy_token"])
        res = run_sync(
            slo_penetration(
                _target(o, url),
                rate=o["rate"],
                duration=o["duration"],
                spike_at=o["spike_at"],
                spike_for=o["spike_for"],
                spike_ms=o["spike_ms"],
                slo_ms=o["slo_ms"],
                window_s=o["window"],
                tick_s=o["tick"],
                prompt_tokens=o["prompt_tokens"],
                output_tokens=o["output_tokens"],
                proxy_admin=admin,
                client_kind=o["client"],
            )
        )
    data = res.to_dict()
    if not o["timeline"]:
        data.pop("timeline")
    click.echo(
        f"{res.mode}: P99 {_ms(res.baseline_p99_ms)} before, {_ms(res.spike_p99_ms)} during "
        f"a {res.spike_ms:g} ms spike (SLO {res.slo_ms:g} ms); breach seen after "
        f"{_s(res.detect_s)}, cleared {_s(res.recover_s)} after the spike ended",
        err=True,
    )
    _write(data, o["json_path"])
    if res.detect_s is None or res.recover_s is None:
        sys.exit(1)


def _ms(x: float | None) -> str:
    return "n/a" if x is None else f"{x:.0f} ms"


def _s(x: float | None) -> str:
    return "never" if x is None else f"{x:.2f} s"
