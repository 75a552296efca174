"""The chaos proxy under load, side by side with a minimal pass-through, nginx and LiteLLM.

Every path forwards to the same trivial, fast upstream (bench/proxy_roles.py, raw asyncio)
on loopback; each server is its own process, and the load client runs in this one:

  direct         the client talks to the upstream (the baseline of "added")
  minimal        a dozen lines of aiohttp (bench/proxy_roles.py minimal)
  ours           `genai-chaos proxy`, no rules
  ours_20_rules  `genai-chaos proxy` with 20 rules loaded, none firing (10 out of scope by
                 model or header, 10 in scope at probability 1e-12: decided, never fired)
  ours_asyncio   ours on asyncio's own event loop (when uvloop is installed, `ours` runs
                 on uvloop, its default; the minimal pass-through always runs on asyncio's)
  before, before_20_rules   with --before DIR: the proxy of another source tree (an
                 earlier commit: `git archive HEAD src | tar -x -C DIR`), for A/B runs
  nginx          nginx (Debian) as a keep-alive pass-through, one worker, if installed
  litellm        LiteLLM's proxy, one worker, from a venv given by --litellm, if there

Measured for a JSON answer and for an SSE stream (11 events): latency and time to first
byte at one request in flight (closed loop), and at an open-loop rate of half our proxy's
own closed-loop maximum, through the load generator's lean client on uvloop (--client
aiohttp: the aiohttp client of earlier runs); throughput at concurrency 16 (wrk when
installed, else the same client). --pin keeps the client on one CPU, the servers on the rest.
"Added" is a path's percentile minus direct's. Paths are interleaved round by round so
machine noise hits them alike. Client, proxy and upstream share the machine's cores.

Usage: python bench/bench_proxy.py [--smoke] [--out bench/results/proxy.json]
       [--litellm /tmp/litellm-venv] [--rounds 3] [--throughput-rounds N] [--before DIR]
       [--paths a,b]
       [--modes json,stream] [--client lean|aiohttp] [--pin]
--smoke runs direct, minimal and ours for a few seconds (CI) and checks nothing fails.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import json
import os
import platform
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
from proxy_roles import run_load

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CHAT = "/v1/chat/completions"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_port(port: int, proc: subprocess.Popen[bytes], timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            return False
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return True
        time.sleep(0.05)
    return False


def silent_rules() -> list[dict[str, Any]]:
    rules: list[dict[str, Any]] = []
    for i in range(10):
        match = {"models": [f"other-model-{i}*"]} if i % 2 else {"headers": {"x-tenant": "t"}}
        rules.append(
            {"id": f"scoped-{i}", "kind": "latency", "params": {"delay_ms": 50}, "match": match}
        )
    kinds = [("http_error", {"status": 503}), ("stream_cut", {}), ("latency", {"delay_ms": 9})]
    for i in range(10):
        kind, params = kinds[i % len(kinds)]
        rules.append({"id": f"armed-{i}", "kind": kind, "params": params, "probability": 1e-12})
    return rules


class Fleet:
    """The servers of the run; stopped (by their own process id) when the run ends."""

    def __init__(self, tmp: Path) -> None:
        self.tmp = tmp
        self.procs: dict[str, subprocess.Popen[bytes]] = {}
        self.urls: dict[str, str] = {}
        self.notes: list[str] = []
        self.keys: dict[str, str] = {}
        #: the paths to run (None: all); direct, minimal and ours always run
        self.wanted: set[str] | None = None
        #: the CPUs the servers run on (None: wherever the scheduler puts them)
        self.server_cpus: set[int] | None = None

    def spawn(self, name: str, cmd: list[str], port: int, timeout: float = 30, **kw: Any) -> None:
        log = open(self.tmp / f"{name}.log", "wb")  # noqa: SIM115 (closed with the process)
        proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, **kw)
        if self.server_cpus is not None:
            pin(self.server_cpus, proc.pid)  # before it starts serving (threads inherit it)
        self.procs[name] = proc
        if wait_port(port, proc, timeout):
            self.urls[name] = f"http://127.0.0.1:{port}"
        else:
            tail = (self.tmp / f"{name}.log").read_text(errors="replace")[-400:]
            self.notes.append(f"{name}: did not start ({tail.strip()!r}); skipped")

    def start(self, smoke: bool, litellm: Path | None, before: Path | None = None) -> None:
        py = sys.executable
        up = free_port()
        self.spawn(
            "upstream", [py, str(HERE / "proxy_roles.py"), "upstream", "--port", str(up)], up
        )
        upstream = f"http://127.0.0.1:{up}"
        self.urls["direct"] = self.urls.pop("upstream")
        port = free_port()
        roles = [py, str(HERE / "proxy_roles.py")]
        self.spawn(
            "minimal", [*roles, "minimal", "--port", str(port), "--upstream", upstream], port
        )
        cli = [py, "-m", "genai_chaos", "proxy", "--upstream", upstream, "--seed", "1"]
        rules_file = self.tmp / "rules.json"
        rules_file.write_text(json.dumps({"rules": silent_rules()}))
        rules = ["--rules", str(rules_file)]
        variants: list[tuple[str, list[str], str | None]] = [("ours", [], None)]
        if not smoke:
            variants.append(("ours_20_rules", rules, None))
            if importlib.util.find_spec("uvloop") is not None:  # ours runs on it when there
                variants.append(("ours_asyncio", ["--loop", "asyncio"], None))
        if before is not None:  # the same proxy from another source tree (an A/B run)
            variants.append(("before", [], str(before)))
            if not smoke:
                variants.append(("before_20_rules", rules, str(before)))
        for name, extra, src in variants:
            if self.wanted is not None and name not in self.wanted:
                continue
            port, admin = free_port(), free_port()
            listen = ["--listen", f"127.0.0.1:{port}", "--admin", f"127.0.0.1:{admin}"]
            env = {**os.environ, "PYTHONPATH": src} if src else None
            self.spawn(name, [*cli, *listen, *extra], port, env=env)
        if smoke:
            return
        if self.wanted is None or "nginx" in self.wanted:
            self.start_nginx(up)
        if self.wanted is None or "litellm" in self.wanted:
            self.start_litellm(up, litellm)

    def start_nginx(self, up: int) -> None:
        nginx = shutil.which("nginx") or (
            "/usr/sbin/nginx" if Path("/usr/sbin/nginx").exists() else None
        )
        if nginx is None:
            self.notes.append("nginx: not installed (apt-get install nginx-light); skipped")
            return
        port = free_port()
        prefix = self.tmp / "nginx"
        prefix.mkdir()
        user = "user root;" if os.geteuid() == 0 else ""
        conf = f"""{user}
daemon off; worker_processes 1; pid {prefix}/nginx.pid; error_log stderr error;
events {{ worker_connections 1024; }}
http {{
  access_log off;
  client_body_temp_path {prefix}/body; proxy_temp_path {prefix}/proxy;
  fastcgi_temp_path {prefix}/fcgi; uwsgi_temp_path {prefix}/uwsgi; scgi_temp_path {prefix}/scgi;
  upstream up {{ server 127.0.0.1:{up}; keepalive 64; }}
  server {{
    listen 127.0.0.1:{port};
    location / {{
      proxy_pass http://up; proxy_http_version 1.1; proxy_set_header Connection "";
      proxy_buffering off; proxy_request_buffering off;
    }}
  }}
}}
"""
        (prefix / "nginx.conf").write_text(conf)
        self.spawn("nginx", [nginx, "-p", str(prefix), "-c", str(prefix / "nginx.conf")], port)

    def start_litellm(self, up: int, venv: Path | None) -> None:
        exe = venv / "bin" / "litellm" if venv else None
        if exe is None or not exe.exists():
            self.notes.append(
                "litellm: no venv (python -m venv /tmp/litellm-venv && /tmp/litellm-venv/bin/pip "
                "install 'litellm[proxy]', then --litellm /tmp/litellm-venv); skipped"
            )
            return
        port = free_port()
        config = self.tmp / "litellm.yaml"
        config.write_text(
            "model_list: [{model_name: fake, litellm_params: {model: openai/fake, "
            f"api_base: 'http://127.0.0.1:{up}/v1', api_key: x}}}}]\n"
            "litellm_settings: {telemetry: false, callbacks: [], num_retries: 0, "
            "request_timeout: 30, drop_params: true}\n"
            "general_settings: {disable_spend_logs: true, disable_error_logs: true}\n"
        )
        env = {
            **os.environ,
            "LITELLM_MASTER_KEY": "sk-bench",
            "LITELLM_LOG": "ERROR",
            "LITELLM_MODE": "PRODUCTION",
            "LITELLM_LOCAL_MODEL_COST_MAP": "True",
        }
        cmd = [str(exe), "--config", str(config), "--host", "127.0.0.1", "--port", str(port)]
        self.spawn("litellm", cmd, port, timeout=120, env=env)

    def cpu_s(self, name: str) -> float:
        """CPU seconds used so far by a server and its child processes (nginx's worker)."""
        proc = self.procs.get(name)
        return _tree_cpu(proc.pid) if proc is not None else 0.0

    def wait_idle(self, name: str, limit_s: float = 90) -> None:
        """Wait until a server stops burning CPU (LiteLLM works off its backlog for long)."""
        deadline = time.monotonic() + limit_s
        while time.monotonic() < deadline:
            before = self.cpu_s(name)
            time.sleep(0.5)
            if self.cpu_s(name) - before < 0.05:
                return

    def stop(self) -> None:
        for proc in self.procs.values():
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
        for proc in self.procs.values():
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()


def _tree_cpu(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        kids = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return 0.0
    own = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return own + sum(_tree_cpu(int(k)) for k in kids)


#: the load client of the latency measurements ("lean" or "aiohttp"; set from --client)
CLIENT = {"kind": "lean"}


def load(url: str, *, stream: bool, seconds: float, warmup: float, **kw: Any) -> dict[str, Any]:
    ns = argparse.Namespace(
        url=url + CHAT,
        stream=stream,
        seconds=seconds,
        warmup=warmup,
        concurrency=kw.get("concurrency", 1),
        rate=kw.get("rate", 0.0),
        client=CLIENT["kind"],
    )
    factory = None
    if CLIENT["kind"] == "lean" and importlib.util.find_spec("uvloop") is not None:
        import uvloop

        factory = uvloop.new_event_loop
    with asyncio.Runner(loop_factory=factory) as runner:
        return runner.run(run_load(ns))


def pin(cpus: set[int], pid: int = 0) -> None:
    """Keep a process (0: this one) on ``cpus`` (Linux)."""
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(pid, cpus)


def wrk(url: str, *, stream: bool, seconds: float) -> tuple[float, int] | None:
    exe = shutil.which("wrk")
    if exe is None:
        return None
    body = json.dumps(
        {
            "model": "fake",
            "messages": [{"role": "user", "content": "How do I reset my password?"}],
            **({"stream": True} if stream else {}),
        }
    )
    script = Path(tempfile.mkstemp(suffix=".lua")[1])
    script.write_text(
        'wrk.method = "POST"\nwrk.body = ' + json.dumps(body) + "\n"
        'wrk.headers["Content-Type"] = "application/json"\n'
        'wrk.headers["Authorization"] = "Bearer sk-bench"\n'
    )
    out = subprocess.run(
        [exe, "-t1", "-c16", f"-d{seconds}s", "-s", str(script), url + CHAT],
        capture_output=True,
        text=True,
        timeout=seconds + 60,
        check=False,
    ).stdout
    script.unlink()
    if "Non-2xx" in out or "Socket errors" in out:
        print(f"wrk on {url}: {out}", file=sys.stderr)
    rps = n = None
    for line in out.splitlines():
        if line.startswith("Requests/sec:"):
            rps = float(line.split()[1])
        elif " requests in " in line:
            n = int(line.split()[0])
    return (rps, n) if rps is not None and n is not None else None


def pct(values: list[float], q: float) -> float:
    return round(float(np.percentile(values, q)), 4) if values else float("nan")


def measure(fleet: Fleet, mode: str, args: argparse.Namespace) -> dict[str, Any]:
    stream = mode == "stream"
    paths = list(fleet.urls)
    lat: dict[str, list[float]] = {p: [] for p in paths}
    ttft: dict[str, list[float]] = {p: [] for p in paths}
    failures: dict[str, dict[str, Any]] = {}
    s1, s2, s3, warm = args.seconds
    for _ in range(args.rounds):
        for p in paths:
            secs = s1 * (2 if p == "litellm" else 1)
            res = load(fleet.urls[p], stream=stream, seconds=secs, warmup=warm)
            lat[p] += res["latencies_ms"]
            ttft[p] += res["ttfts_ms"]
            if res["errors"] or set(res["statuses"]) - {"200"}:
                failures[p] = {"errors": res["errors"], "statuses": res["statuses"]}
    tput: dict[str, list[float]] = {p: [] for p in paths}
    cpu: dict[str, list[float]] = {p: [] for p in paths}
    for i in range(args.throughput_rounds or args.rounds):
        # every other round in reverse order (ABBA): a path's place in the round (what ran
        # just before it, how long the others have been idle) does not favour it
        for p in paths if i % 2 == 0 else paths[::-1]:
            server = "upstream" if p == "direct" else p
            before = fleet.cpu_s(server)
            got = None if args.smoke else wrk(fleet.urls[p], stream=stream, seconds=s2)
            if got is None:
                res = load(fleet.urls[p], stream=stream, seconds=s2, warmup=0, concurrency=16)
                got = (res["rps"], res["requests"])
            tput[p].append(got[0])
            if got[1]:
                cpu[p].append((fleet.cpu_s(server) - before) / got[1] * 1e6)
            if p == "litellm":
                fleet.wait_idle(p)
    throughput = {p: round(statistics.median(v), 1) for p, v in tput.items()}
    cpu_us = {p: round(statistics.median(v), 1) for p, v in cpu.items() if v}
    rate = round(throughput["ours"] / 2)
    olat: dict[str, list[float]] = {p: [] for p in paths}
    ottft: dict[str, list[float]] = {p: [] for p in paths}
    skipped = [p for p in paths if throughput[p] < rate]
    for _ in range(args.rounds):
        for p in paths:
            if p in skipped:
                continue
            res = load(fleet.urls[p], stream=stream, seconds=s3, warmup=warm, rate=rate)
            olat[p] += res["latencies_ms"]
            ottft[p] += res["ttfts_ms"]
    out: dict[str, Any] = {
        "throughput_c16_rps": throughput,
        # each round's throughput of a path over ours' in the same round (interleaved, so
        # slow drift of the machine cancels): the steadier measure of a few percent
        "throughput_vs_ours_per_round": {
            p: [round(a / b, 4) for a, b in zip(tput[p], tput["ours"], strict=True)]
            for p in paths
            if p != "ours"
        },
        "server_cpu_us_per_request": cpu_us,  # direct: the upstream's own
        "open_loop_rate_rps": rate,
    }
    for label, lats, ttfts in (("c1", lat, ttft), ("open", olat, ottft)):
        table = {}
        for p in paths:
            if not lats[p]:
                table[p] = {"skipped": f"over capacity at {rate} req/s"}
                continue
            row = {"n": len(lats[p]), "p50_ms": pct(lats[p], 50), "p99_ms": pct(lats[p], 99)}
            if stream:
                row |= {"ttft_p50_ms": pct(ttfts[p], 50), "ttft_p99_ms": pct(ttfts[p], 99)}
            table[p] = row
        base = table["direct"]
        for row in table.values():
            if "p50_ms" in row:
                for k in [k for k in row if k.endswith("_ms")]:
                    row["added_" + k] = round(row[k] - base[k], 4)
        out[label] = table
    if failures:
        out["failures"] = failures
    return out


def targets(res: dict[str, Any]) -> dict[str, Any]:
    t: dict[str, Any] = {}
    for mode in ("json", "stream"):
        m = res.get(mode)
        if m is None:
            continue
        c1, tp = m["c1"], m["throughput_c16_rps"]
        if "ours" not in c1:
            continue
        ours = c1["ours"]["added_p50_ms"]
        mini = c1["minimal"]["added_p50_ms"]
        t[f"{mode}: added p50 <= minimal's +20% and < 1.5 ms"] = {
            "value": ours,
            "minimal": mini,
            "met": ours <= max(mini * 1.2, mini + 0.02) and ours < 1.5,
        }
        worst = max(m[k]["ours"].get("added_p99_ms", 0) for k in ("c1", "open") if "ours" in m[k])
        t[f"{mode}: added p99 < 5 ms (c=1 and open loop)"] = {"value": worst, "met": worst < 5}
        if mode == "stream":
            tt = c1["ours"]["added_ttft_p50_ms"]
            t["stream: added time to first token < 1.5 ms"] = {"value": tt, "met": tt < 1.5}
        ratio = tp["ours"] / tp["minimal"]
        t[f"{mode}: throughput >= 0.9x minimal"] = {"value": round(ratio, 3), "met": ratio >= 0.9}
        if "ours_20_rules" in tp:
            paired = m.get("throughput_vs_ours_per_round", {}).get("ours_20_rules")
            r20 = statistics.median(paired) if paired else tp["ours_20_rules"] / tp["ours"]
            t[f"{mode}: 20 silent rules cost <= 5% throughput"] = {
                "value": round(r20, 3),
                "ratio_of_medians": round(tp["ours_20_rules"] / tp["ours"], 3),
                "per_round": paired,
                "met": r20 >= 0.95,
            }
        for other in ("before", "ours_asyncio"):
            if other in tp:
                t[f"{mode}: ours vs {other}"] = {
                    "throughput_ratio": round(tp["ours"] / tp[other], 3),
                    "cpu_ratio": round(
                        m["server_cpu_us_per_request"]["ours"]
                        / m["server_cpu_us_per_request"][other],
                        3,
                    ),
                    "added_p50_ms": [c1["ours"]["added_p50_ms"], c1[other]["added_p50_ms"]],
                }
        if "nginx" in tp and "ours" in c1 and "nginx" in c1:
            t[f"{mode}: vs nginx"] = {
                "added_p50_ratio": round(
                    c1["ours"]["added_p50_ms"] / max(c1["nginx"]["added_p50_ms"], 1e-3), 2
                ),
                "throughput_ratio": round(tp["ours"] / tp["nginx"], 3),
            }
    return t


def markdown(res: dict[str, Any]) -> str:
    lines = []
    for mode in ("json", "stream"):
        m = res.get(mode)
        if m is None:
            continue
        head = "| path | added p50 c=1 | added p99 c=1 |"
        head += " added TTFT p50 c=1 |" if mode == "stream" else ""
        rate = m["open_loop_rate_rps"]
        head += f" added p50 @{rate}/s | added p99 @{rate}/s | req/s c=16 | CPU µs/req |"
        lines += [f"\n{mode}:\n", head, "|---" * (head.count("|") - 1) + "|"]
        for p, row in m["c1"].items():
            o = m["open"].get(p, {})
            cells = [p, row.get("added_p50_ms"), row.get("added_p99_ms")]
            if mode == "stream":
                cells.append(row.get("added_ttft_p50_ms"))
            cells += [
                o.get("added_p50_ms", "-"),
                o.get("added_p99_ms", "-"),
                m["throughput_c16_rps"][p],
                m["server_cpu_us_per_request"].get(p, "-"),
            ]
            lines.append("| " + " | ".join(str(c) for c in cells) + " |")
    return "\n".join(lines)


def _uptime() -> str:
    """The load averages now (other work on the machine shows in them)."""
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def machine() -> dict[str, Any]:
    cpu = next(
        (
            ln.split(":", 1)[1].strip()
            for ln in Path("/proc/cpuinfo").read_text().splitlines()
            if ln.startswith("model name")
        ),
        platform.processor(),
    )
    import aiohttp

    nginx = (
        subprocess.run(["nginx", "-v"], capture_output=True, text=True, check=False).stderr.strip()
        if shutil.which("nginx")
        else None
    )
    return {
        "cpu": cpu,
        "cores": os.cpu_count(),
        "python": platform.python_version(),
        "platform": platform.platform(),
        "aiohttp": aiohttp.__version__,
        "nginx": nginx,
        "wrk": bool(shutil.which("wrk")),
        "note": "client, proxy and upstream share these cores unless pinned (see 'pinned')",
    }


def _count(minimum: int) -> Callable[[str], int]:
    """An argparse type: an integer of at least ``minimum``, or a clear error."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected an integer, got {text!r}") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"expected at least {minimum}, got {value}")
        return value

    return parse


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="seconds-long run for CI")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--rounds", type=_count(1), default=3)
    parser.add_argument(
        "--throughput-rounds",
        type=_count(0),
        default=0,
        help="rounds of the throughput runs alone (default: --rounds); more of them resolve "
        "a few percent, e.g. the silent rules' cost (an even number: every other round "
        "runs the paths in reverse order)",
    )
    parser.add_argument("--litellm", type=Path, default=Path("/tmp/litellm-venv"))
    parser.add_argument(
        "--nice", type=int, default=0, help="niceness for every process of the run (-10 as root)"
    )
    parser.add_argument(
        "--before",
        type=Path,
        help="a source tree (its src/) of an earlier proxy to run beside ours: paths "
        "'before' and 'before_20_rules' (e.g. git archive HEAD src | tar -x -C /tmp/b)",
    )
    parser.add_argument(
        "--paths", help="comma-separated paths to run (direct, minimal, ours always run)"
    )
    parser.add_argument("--modes", default="json,stream", help="json, stream or both")
    parser.add_argument(
        "--client",
        choices=["lean", "aiohttp"],
        default="lean",
        help="load client of the latency runs: the load generator's raw-asyncio one on "
        "uvloop (lean, less CPU per request: less of the tail is the client's) or aiohttp",
    )
    parser.add_argument(
        "--pin",
        action="store_true",
        help="run the client (and wrk) on the first CPU and every server on the others, "
        "so the client's bursts do not preempt the proxy",
    )
    args = parser.parse_args()
    CLIENT["kind"] = args.client
    if args.nice:
        try:  # inherited by the servers: less noise from other work on a shared machine
            os.nice(args.nice)
        except PermissionError:
            print(f"cannot set niceness {args.nice}: not root; running as is", file=sys.stderr)
    if args.smoke:
        args.rounds, args.throughput_rounds = 1, 0
        args.seconds = (0.3, 0.3, 0.3, 0.1)
    else:
        args.seconds = (2.0, 3.0, 2.0, 0.3)
    out = args.out or (
        ROOT / "bench/results" / ("proxy-smoke.json.tmp" if args.smoke else "proxy.json")
    )
    tmp = Path(tempfile.mkdtemp(prefix="genai-chaos-bench-"))
    fleet = Fleet(tmp)
    cpus = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else []
    if args.pin and len(cpus) >= 2:
        fleet.server_cpus = set(cpus[1:])
        pin({cpus[0]})
    elif args.pin:
        print("--pin needs two CPUs or more; running unpinned", file=sys.stderr)
    started = time.monotonic()
    try:
        if args.paths:
            fleet.wanted = {"direct", "minimal", "ours", *args.paths.split(",")}
        before = args.before / "src" if args.before else None
        fleet.start(args.smoke, None if args.smoke else args.litellm, before)
        res: dict[str, Any] = {
            "niceness": os.nice(0),
            "machine": machine(),
            "smoke": args.smoke,
            "rounds": args.rounds,
            "throughput_rounds": args.throughput_rounds or args.rounds,
            # every other throughput round runs the paths in reverse (since 9d07177)
            "throughput_order": "abba",
            "paths": list(fleet.urls),
            "client": args.client,
            "pinned": None
            if fleet.server_cpus is None
            else {"client": cpus[0], "servers": sorted(fleet.server_cpus)},
            "notes": fleet.notes,
        }
        res["uptime_before"] = _uptime()
        for mode in args.modes.split(","):
            res[mode] = measure(fleet, mode, args)
        res["uptime_after"] = _uptime()
    finally:
        fleet.stop()
        shutil.rmtree(tmp, ignore_errors=True)
    res["targets"] = targets(res)
    res["wall_s"] = round(time.monotonic() - started, 1)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(res, indent=2) + "\n")
    print(markdown(res))
    for note in fleet.notes:
        print("note:", note, file=sys.stderr)
    for name, t in res["targets"].items():
        print(f"{name}: {t}", file=sys.stderr)
    broken = [m for m in ("json", "stream") if res.get(m, {}).get("failures")]
    if broken or not {"direct", "minimal", "ours"} <= set(fleet.urls):
        print(f"failed requests: {[res[m].get('failures') for m in broken]}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
