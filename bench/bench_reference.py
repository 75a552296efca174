"""Latency and throughput of the reference service's /ask, with and without guards.

Two servers run side by side (``genai-chaos reference serve``, one ``--no-guards``), each
in its own process; one aiohttp client measures both in interleaved rounds so that machine
noise hits them alike. Per round and server: a sequential run (concurrency 1: latency) and
a closed-loop run at ``--concurrency`` (throughput). Reported: medians over rounds of p50,
p99 and requests/s, and the p50 the guards add (target: at most 20%).

Usage: python bench/bench_reference.py [--smoke] [--out bench/results/reference.json]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import aiohttp

from genai_chaos.reference.corpus import load_questions

TARGET_P50_OVERHEAD = 0.20


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start(guards: bool) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    cmd = [sys.executable, "-m", "genai_chaos", "reference", "serve", "--port", str(port)]
    if not guards:
        cmd.append("--no-guards")
    env = {**os.environ, "HF_HUB_OFFLINE": "1"}
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return proc, f"http://127.0.0.1:{port}"


async def wait_ready(session: aiohttp.ClientSession, url: str, timeout_s: float = 120) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        try:
            async with session.get(f"{url}/health") as r:
                if r.status == 200:
                    return
        except aiohttp.ClientError:
            pass
        await asyncio.sleep(0.2)
    raise RuntimeError(f"{url} did not start")


async def ask(session: aiohttp.ClientSession, url: str, question: str) -> float:
    start = time.perf_counter()
    async with session.post(f"{url}/ask", json={"question": question}) as r:
        body = await r.json()
        if r.status != 200 or "answer" not in body:
            raise RuntimeError(f"bad answer: {r.status} {body}")
    return (time.perf_counter() - start) * 1000


async def sequential(
    session: aiohttp.ClientSession, url: str, qs: list[str], n: int
) -> list[float]:
    return [await ask(session, url, qs[i % len(qs)]) for i in range(n)]


async def closed_loop(
    session: aiohttp.ClientSession, url: str, qs: list[str], concurrency: int, seconds: float
) -> tuple[list[float], float]:
    took: list[float] = []
    stop = time.perf_counter() + seconds
    counter = iter(range(10**9))

    async def worker() -> None:
        while time.perf_counter() < stop:
            took.append(await ask(session, url, qs[next(counter) % len(qs)]))

    start = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(concurrency)))
    return took, len(took) / (time.perf_counter() - start)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


async def measure(args: argparse.Namespace) -> dict[str, Any]:
    qs = [q.question for q in load_questions()]
    servers = {"guards_on": start(True), "guards_off": start(False)}
    try:
        connector = aiohttp.TCPConnector(limit=args.concurrency * 2)
        async with aiohttp.ClientSession(connector=connector) as session:
            for _, url in servers.values():
                await wait_ready(session, url)
                await sequential(session, url, qs, args.warmup)
            rounds: dict[str, list[dict[str, float]]] = {name: [] for name in servers}
            for r in range(args.rounds):
                order = list(servers) if r % 2 == 0 else list(reversed(servers))
                for name in order:
                    url = servers[name][1]
                    lat = await sequential(session, url, qs, args.requests)
                    loop, rps = await closed_loop(session, url, qs, args.concurrency, args.seconds)
                    rounds[name].append(
                        {
                            "p50_ms": statistics.median(lat),
                            "p99_ms": pct(lat, 0.99),
                            "loaded_p50_ms": statistics.median(loop),
                            "loaded_p99_ms": pct(loop, 0.99),
                            "rps": rps,
                        }
                    )
    finally:
        for proc, _ in servers.values():
            proc.terminate()
            proc.wait(timeout=10)
    result: dict[str, Any] = {}
    for name, per_round in rounds.items():
        result[name] = {
            key: round(statistics.median(r[key] for r in per_round), 2) for key in per_round[0]
        }
    on, off = result["guards_on"], result["guards_off"]
    result["p50_overhead"] = round(on["p50_ms"] / off["p50_ms"] - 1, 4)
    result["loaded_p50_overhead"] = round(on["loaded_p50_ms"] / off["loaded_p50_ms"] - 1, 4)
    result["rps_ratio"] = round(on["rps"] / off["rps"], 4)
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="a few requests, no file written")
    parser.add_argument("--out", type=Path, default=Path("bench/results/reference.json"))
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--requests", type=int, default=200, help="sequential requests per round")
    parser.add_argument("--seconds", type=float, default=5.0, help="closed-loop time per round")
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument("--warmup", type=int, default=50)
    args = parser.parse_args()
    if args.smoke:
        args.rounds, args.requests, args.seconds, args.warmup = 1, 20, 1.0, 5
    result = asyncio.run(measure(args))
    report = {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "cpus": os.cpu_count(),
        "rounds": args.rounds,
        "requests_per_round": args.requests,
        "closed_loop_seconds": args.seconds,
        "concurrency": args.concurrency,
        "smoke": args.smoke,
        **result,
    }
    text = json.dumps(report, indent=2)
    print(text)
    if not args.smoke:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(text + "\n")
    ok = result["p50_overhead"] <= TARGET_P50_OVERHEAD
    verdict = "within" if ok else "OVER"
    print(
        f"guards add {result['p50_overhead']:+.1%} to p50 ({verdict} the 20% target)",
        file=sys.stderr,
    )
    return 0 if ok or args.smoke else 1


if __name__ == "__main__":
    sys.exit(main())
