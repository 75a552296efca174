"""``genai-chaos sim``: the serving simulator.

::

    genai-chaos sim serve --port 8000 --max-num-seqs 16 --kv-capacity-tokens 65536
    genai-chaos sim capacity --prompt-tokens 128 --output-tokens 64
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import signal
import sys
from typing import Any

import click

from genai_chaos.exceptions import MissingExtra
from genai_chaos.sim.capacity import saturation
from genai_chaos.sim.engine import SimConfig


def sim_options(f: Any) -> Any:
    """The replica's parameters as click options (shared with ``load sweep --sim``)."""
    d = SimConfig()
    opts = [
        click.option(
            "--max-num-seqs",
            default=d.max_num_seqs,
            show_default=True,
            help="Running sequences at most.",
        ),
        click.option(
            "--prefill-s-per-token",
            default=d.prefill_s_per_token,
            show_default=True,
            help="Prefill cost per prompt token (s).",
        ),
        click.option(
            "--decode-base-s",
            default=d.decode_base_s,
            show_default=True,
            help="Fixed cost of a step (s).",
        ),
        click.option(
            "--decode-per-seq-s",
            default=d.decode_per_seq_s,
            show_default=True,
            help="Step cost per decoding sequence (s).",
        ),
        click.option(
            "--kv-capacity-tokens",
            default=d.kv_capacity_tokens,
            show_default=True,
            help="KV cache size in tokens.",
        ),
        click.option(
            "--block-size", default=d.block_size, show_default=True, help="KV block size in tokens."
        ),
        click.option(
            "--max-queue",
            default=d.max_queue,
            show_default=True,
            help="Admission queue bound (429 beyond).",
        ),
        click.option(
            "--queue-timeout-s",
            default=d.queue_timeout_s,
            show_default=True,
            help="Longest wait in the queue (503 beyond).",
        ),
    ]
    for o in reversed(opts):
        f = o(f)
    return f


def config_from(opts: dict[str, Any]) -> SimConfig:
    """A :class:`SimConfig` from the options of :func:`sim_options` (others ignored)."""
    keys = SimConfig.__dataclass_fields__.keys()
    return SimConfig(**{k: v for k, v in opts.items() if k in keys})


@click.group("sim", context_settings={"help_option_names": ["-h", "--help"]})
def sim_group() -> None:
    """The serving simulator: an OpenAI-compatible server with a known capacity."""


@sim_group.command("capacity")
@sim_options
@click.option("--prompt-tokens", default=128, show_default=True)
@click.option("--output-tokens", default=64, show_default=True)
def capacity_command(prompt_tokens: int, output_tokens: int, **opts: Any) -> None:
    """Print the analytical saturation rate (JSON) for requests of the given shape."""
    cap = saturation(config_from(opts), prompt_tokens=prompt_tokens, output_tokens=output_tokens)
    click.echo(json.dumps(cap.to_dict(), indent=2))


@sim_group.command("serve")
@sim_options
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=8000, show_default=True, help="0 picks a free port.")
@click.option("--model", default="sim", show_default=True)
@click.option("--default-max-tokens", default=64, show_default=True)
@click.option(
    "--request-timeout-s", default=600.0, show_default=True, help="Server-side limit per request."
)
@click.option(
    "--prompt-tokens", default=128, show_default=True, help="For the capacity printed at start."
)
@click.option(
    "--output-tokens", default=64, show_default=True, help="For the capacity printed at start."
)
def serve_command(  # noqa: PLR0917 (click passes options by name)
    host: str,
    port: int,
    model: str,
    default_max_tokens: int,
    request_timeout_s: float,
    prompt_tokens: int,
    output_tokens: int,
    **opts: Any,
) -> None:
    """Serve the simulator over HTTP until interrupted. The first line on stdout is JSON
    with the URL and the analytical capacity."""
    try:
        from genai_chaos.sim.server import make_app, serve
    except ImportError as exc:
        raise MissingExtra("load", "aiohttp") from exc
    config = config_from(opts)
    cap = saturation(config, prompt_tokens=prompt_tokens, output_tokens=output_tokens)

    async def main() -> None:
        app = make_app(
            config,
            model=model,
            default_max_tokens=default_max_tokens,
            request_timeout_s=request_timeout_s,
        )
        runner = await serve(app, host, port)
        bound = runner.addresses[0][1]
        click.echo(
            json.dumps({"url": f"http://{host}:{bound}", "capacity": cap.to_dict()}), nl=True
        )
        sys.stdout.flush()
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError):
                loop.add_signal_handler(sig, stop.set)
        try:
            await stop.wait()
        finally:
            await runner.cleanup()

    asyncio.run(main())
