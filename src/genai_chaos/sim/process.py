"""Run ``genai-chaos sim serve`` in a child process (its own interpreter, so that a
load generator in this one does not share a GIL with it).

>>> from genai_chaos.sim.engine import SimConfig
>>> with spawn_sim_server(SimConfig()) as server:
...     server.url.startswith("http://127.0.0.1:")
True
"""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from typing import Any

from genai_chaos.sim.engine import SimConfig


@dataclass
class SpawnedServer:
    """A simulator in a child process: its URL and the capacity it printed."""

    url: str
    capacity: dict[str, Any]
    process: subprocess.Popen[str]


@contextlib.contextmanager
def spawn_sim_server(
    config: SimConfig,
    *,
    prompt_tokens: int = 128,
    output_tokens: int = 64,
    extra_args: tuple[str, ...] = (),
    start_timeout_s: float = 30.0,
) -> Iterator[SpawnedServer]:
    """Start the server on a free loopback port; stop it (SIGTERM, then kill) after."""
    args = [sys.executable, "-m", "genai_chaos", "sim", "serve", "--port", "0"]
    for key, value in asdict(config).items():
        if value is not None and key != "max_model_len":
            args += [f"--{key.replace('_', '-')}", str(value)]
    args += ["--prompt-tokens", str(prompt_tokens), "--output-tokens", str(output_tokens)]
    args += list(extra_args)
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        line = _readline(proc, start_timeout_s)
        if not line:
            raise RuntimeError(f"the simulator did not start (exit code {proc.poll()})")
        info = json.loads(line)
        yield SpawnedServer(info["url"], info["capacity"], proc)
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(10)
        if proc.stdout is not None:
            proc.stdout.close()


def _readline(proc: subprocess.Popen[str], timeout: float) -> str:
    import selectors

    assert proc.stdout is not None
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    try:
        if not sel.select(timeout):
            return ""
        return proc.stdout.readline()
    finally:
        sel.close()
