"""Scale-out: one run's load from several processes, here (``--processes``) or on a Ray
cluster (``--ray``); their tallies merge exactly.

Shard ``k`` of ``n`` sends the run's requests ``k, k + n, ...``: in an open loop at
their original offsets, in a closed loop with its share of the concurrency (and of the
count). Every shard's times are seconds from one shared start (wall clock, a little in
the future so that every shard is ready), and each returns its
:class:`~genai_chaos.load.summary.Tally`; tallies merge by adding counts and histogram
buckets, so the merged report is the one a single process would have written from the
same records.

>>> from genai_chaos.load.summary import Tally
>>> merge_tallies([Tally(outcomes={"ok": 2}), Tally(outcomes={"ok": 1, "timeout": 1})]).outcomes
{'ok': 3, 'timeout': 1}
>>> from genai_chaos.load.openai_client import Target
>>> from genai_chaos.load.generator import LoadConfig
>>> cfg = LoadConfig(Target("http://127.0.0.1:1"), concurrency=5, count=11)
>>> [(s.concurrency, s.count) for s in (share(cfg, k, 2) for k in range(2))]
[(3, 6), (2, 5)]
"""

from __future__ import annotations

import asyncio
import math
import multiprocessing
import time
from collections.abc import Sequence
from dataclasses import replace
from multiprocessing.connection import Connection
from typing import Any

from genai_chaos.exceptions import MissingExtra
from genai_chaos.load.generator import LoadConfig, LoadRun, drive, report, run_sync
from genai_chaos.load.summary import Tally

#: how far ahead of "all ready" the shards' shared start is set (their last set-up: an
#: event loop, a client)
START_LEAD_S = 0.25


def merge_tallies(tallies: Sequence[Tally]) -> Tally:
    """One tally from many (the shards of one run)."""
    if not tallies:
        return Tally()
    out = Tally(slos=dict(tallies[0].slos))
    for t in tallies:
        out.merge(t)
    return out


def _part(total: int | None, k: int, n: int) -> int | None:
    return None if total is None else total // n + (k < total % n)


def share(cfg: LoadConfig, k: int, n: int) -> LoadConfig:
    """Shard ``k`` of ``n`` of ``cfg``: its share of the concurrency and count (closed
    loop) or of the schedule (open loop: every ``n``-th offset from the ``k``-th)."""
    if not 0 <= k < n:
        raise ValueError(f"shard {k} of {n}: expected 0 <= shard < shards")
    if cfg.concurrency is not None:
        return replace(
            cfg,
            concurrency=_part(cfg.concurrency, k, n),
            count=_part(cfg.count, k, n),
            processes=1,
        )
    offsets = cfg.schedule()[k::n].tolist()
    return replace(cfg, offsets=offsets, rate=None, processes=1)


async def run_share_async(cfg: LoadConfig, k: int, n: int, start_at: float) -> Tally:
    """Send shard ``k`` of ``n`` of ``cfg``, starting at wall-clock ``start_at``."""
    part = share(cfg, k, n)
    origin = perf_counter_at(start_at)
    offsets = None if part.concurrency is not None else part.offsets
    res = await drive(part, offsets, origin=origin, shard=(k, n))
    return Tally.from_records(res.records, lags=res.lags, slos=cfg.slos)


def perf_counter_at(wall: float, tries: int = 5) -> float:
    """The ``time.perf_counter`` reading at wall-clock time ``wall``. The two clocks are
    read in a bracket (counter, wall, counter), and the tightest of ``tries`` brackets
    wins: a process preempted between two reads would otherwise put its shard off the
    shared clock by the preemption (tens of milliseconds on a busy machine).

    >>> abs(perf_counter_at(time.time()) - time.perf_counter()) < 0.05
    True
    """
    best = (math.inf, 0.0)
    for _ in range(tries):
        before = time.perf_counter()
        now = time.time()
        after = time.perf_counter()
        if after - before < best[0]:
            best = (after - before, (before + after) / 2 + (wall - now))
    return best[1]


def run_share(cfg: LoadConfig, k: int, n: int, start_at: float) -> dict[str, Any]:
    """:func:`run_share_async` in its own event loop; the tally as a dict (to ship)."""
    return run_sync(run_share_async(cfg, k, n, start_at)).to_dict()


def _merged_run(cfg: LoadConfig, tallies: list[Tally], **extra: Any) -> LoadRun:
    merged = merge_tallies(tallies)
    offsets = None if cfg.concurrency is not None else cfg.schedule().tolist()
    summary = report(cfg, merged, offsets)
    summary.update(extra)
    return LoadRun(summary, merged, [])


def _process_main(conn: Connection, cfg: LoadConfig, k: int, n: int, wait_s: float) -> None:
    try:
        share(cfg, k, n)  # everything slow (imports, the schedule) before "ready"
        run_sync(asyncio.sleep(0))
        conn.send("ready")
        if not conn.poll(wait_s):
            return
        start_at = conn.recv()
        if start_at is None:
            return
        conn.send(("ok", run_share(cfg, k, n, start_at)))
    except Exception as exc:
        conn.send(("error", f"{type(exc).__name__}: {exc}"))
    finally:
        conn.close()


def run_processes(cfg: LoadConfig, *, start_timeout_s: float = 60.0) -> LoadRun:
    """Run ``cfg`` (open or closed loop) on ``cfg.processes`` worker processes of this
    machine and merge their tallies (no records come back)."""
    n = cfg.processes
    cfg.check()
    ctx = multiprocessing.get_context("spawn")  # no fork of a process with a running loop
    pipes: list[Connection] = []
    procs = []
    try:
        for k in range(n):
            parent, child = ctx.Pipe()
            args = (child, replace(cfg, processes=1), k, n, start_timeout_s)
            proc = ctx.Process(target=_process_main, args=args, daemon=True)
            proc.start()
            child.close()
            pipes.append(parent)
            procs.append(proc)
        for k, (pipe, proc) in enumerate(zip(pipes, procs, strict=True)):
            if not pipe.poll(start_timeout_s):
                raise RuntimeError(f"load worker {k} did not start in {start_timeout_s:g} s")
            try:
                pipe.recv()
            except EOFError:
                proc.join(5)
                raise RuntimeError(
                    f"load worker {k} exited before it started (exit code {proc.exitcode}); "
                    "a script that starts a multi-process run needs "
                    "`if __name__ == '__main__':`"
                ) from None
        start_at = time.time() + START_LEAD_S
        for pipe in pipes:
            pipe.send(start_at)
        tallies = [
            _result(pipe, proc, k) for k, (pipe, proc) in enumerate(zip(pipes, procs, strict=True))
        ]
    finally:
        for pipe in pipes:
            pipe.close()
        for proc in procs:
            proc.join(5)
            if proc.is_alive():
                proc.kill()
                proc.join(5)
    return _merged_run(cfg, tallies)


def _result(pipe: Connection, proc: Any, k: int) -> Tally:
    while not pipe.poll(0.2):
        if not proc.is_alive() and not pipe.poll(0.2):
            raise RuntimeError(f"load worker {k} died (exit code {proc.exitcode})")
    try:
        status, payload = pipe.recv()
    except EOFError:
        proc.join(5)
        raise RuntimeError(f"load worker {k} died (exit code {proc.exitcode})") from None
    if status != "ok":
        raise RuntimeError(f"load worker {k} failed: {payload}")
    return Tally.from_dict(payload)


def run_sharded(
    cfg: LoadConfig, *, workers: int = 2, lead_s: float = 2.0, address: str | None = None
) -> dict[str, Any]:
    """Run ``cfg`` (open or closed loop) on ``workers`` Ray tasks and merge; the summary.
    Connects to ``address`` (or ``RAY_ADDRESS``), else starts a local runtime."""
    try:
        import ray
    except ImportError as exc:
        raise MissingExtra("ray", "ray") from exc
    closed = replace(cfg, processes=1).check()
    if closed and workers > int(cfg.concurrency or 0):
        raise ValueError(f"--ray-workers ({workers}) must not exceed the concurrency")
    if not ray.is_initialized():
        ray.init(address=address, include_dashboard=False, log_to_driver=False)
    remote = ray.remote(num_cpus=0.5)(run_share)
    start_at = time.time() + lead_s
    plain = replace(cfg, processes=1)
    futures = [remote.remote(plain, k, workers, start_at) for k in range(workers)]
    tallies = [Tally.from_dict(d) for d in ray.get(futures)]
    return _merged_run(plain, tallies, ray_workers=workers).summary
