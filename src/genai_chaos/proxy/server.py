"""Running the proxy: :class:`ChaosProxy` (data plane + admin API on their own ports) and
:func:`run_proxy`, which runs one in a background thread for the length of a block.

>>> import genai_chaos.proxy as gp
>>> with gp.run_proxy("http://127.0.0.1:9") as running:   # nothing listens on port 9
...     running.url.startswith("http://127.0.0.1:"), running.client.status()["rules"]
(True, 0)
"""

from __future__ import annotations

import asyncio
import gc
import importlib.util
import ipaddress
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from genai_chaos._gc import tune_gc
from genai_chaos.exceptions import GenAIChaosError, MissingExtra
from genai_chaos.faults.events import EventSink
from genai_chaos.faults.randomness import fresh_seed
from genai_chaos.proxy.admin import make_admin_app
from genai_chaos.proxy.app import ProxyState, close_upstream, make_server, open_upstream
from genai_chaos.proxy.client import ProxyClient
from genai_chaos.proxy.events import ProxyEvents, Stats
from genai_chaos.proxy.grading import Grader, GradingConfig
from genai_chaos.proxy.metrics import ProxyMetrics
from genai_chaos.proxy.rules import Rule, RuleSet
from genai_chaos.proxy.tracing import ProxyTracing


class ProxyConfigError(GenAIChaosError):
    """The proxy cannot start as configured (an unsafe admin bind, a bad address)."""


def parse_address(value: str, *, what: str = "address") -> tuple[str, int]:
    """``host:port`` (``[::1]:8080`` for IPv6) as a pair.

    >>> parse_address("127.0.0.1:8787")
    ('127.0.0.1', 8787)
    """
    host, sep, port = value.rpartition(":")
    if not sep or not port.isdigit() or not 0 <= int(port) <= 65535:
        raise ProxyConfigError(f"{what} {value!r}: expected HOST:PORT, e.g. 127.0.0.1:8787")
    host = host.strip("[]") or "127.0.0.1"
    return host, int(port)


LOOPS = ("auto", "asyncio", "uvloop")


def loop_factory(name: str = "auto") -> Callable[[], asyncio.AbstractEventLoop] | None:
    """The event loop a proxy process runs on (``--loop``): ``uvloop`` (the ``uvloop``
    extra: the loop and its sockets in C, a large share of a Python proxy's cost per
    request), ``asyncio`` (the standard loop; None: asyncio's default), or ``auto``
    (uvloop when it is installed, else asyncio).

    >>> loop_factory("asyncio") is None
    True
    >>> loop_factory("epoll")
    Traceback (most recent call last):
    ...
    genai_chaos.proxy.server.ProxyConfigError: --loop 'epoll': expected one of auto, asyncio, uvloop
    """
    if name not in LOOPS:
        raise ProxyConfigError(f"--loop {name!r}: expected one of {', '.join(LOOPS)}")
    if name == "asyncio" or (name == "auto" and importlib.util.find_spec("uvloop") is None):
        return None
    try:
        import uvloop
    except ImportError:
        raise ProxyConfigError(
            "--loop uvloop: uvloop is not installed (pip install 'genai-chaos[uvloop]')"
        ) from None
    factory: Callable[[], asyncio.AbstractEventLoop] = uvloop.new_event_loop
    return factory


def is_loopback(host: str) -> bool:
    """True for ``localhost`` and loopback IP addresses."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


class ChaosProxy:
    """The chaos proxy: forwards to ``upstream``, injects ``rules``, serves the admin API.

    ``listen`` and ``admin`` are ``host:port`` (port 0 picks a free one). The admin API
    refuses to listen beyond loopback without ``admin_token``. ``seed`` derives the seeds
    of rules given without one; ``sink`` also receives every event (an experiment's
    journal, a :class:`~genai_chaos.faults.events.JsonlSink`). ``grading`` sets the
    thresholds of client grading (a :class:`~genai_chaos.proxy.grading.GradingConfig` or
    a dict of its fields: ``max_retries``, ``cut_window_s``, ``client_header``, ...);
    ``max_label_values`` caps each Prometheus label's distinct values. ``otel`` traces
    every request with OpenTelemetry (:mod:`genai_chaos.proxy.tracing`; spans go to the
    provider of :func:`~genai_chaos.telemetry.otel.setup_tracing`), ``otel_provider``
    being their ``gen_ai.provider.name``. ``gc_tuning`` (on by default: the proxy is
    usually a process of its own) freezes the heap as it stands once listening and
    raises the collector's youngest threshold (:func:`tune_gc`; the threshold comes back
    at :meth:`stop`): no full collection stalls traffic for tens of milliseconds.
    ``lean_upstream`` (on by default) forwards requests no fault reads the answer of over
    pooled raw connections (:mod:`genai_chaos.proxy.upstream`) instead of aiohttp's
    client, when the upstream is plain ``http://``.
    """

    def __init__(
        self,
        upstream: str,
        *,
        rules: Sequence[Rule | dict[str, Any]] = (),
        listen: str = "127.0.0.1:8787",
        admin: str = "127.0.0.1:8788",
        admin_token: str | None = None,
        seed: int | None = None,
        sink: EventSink | None = None,
        max_events: int = 10_000,
        max_body_mb: int = 64,
        grading: GradingConfig | dict[str, Any] | None = None,
        max_label_values: int = 100,
        otel: bool = False,
        otel_provider: str = "openai",
        gc_tuning: bool = True,
        lean_upstream: bool = True,
    ) -> None:
        self.gc_tuning = gc_tuning
        self._gc_before: tuple[int, int, int] | None = None
        self._gc_froze = False
        self.listen = parse_address(listen, what="--listen")
        self.admin = parse_address(admin, what="--admin")
        if not is_loopback(self.admin[0]) and not admin_token:
            raise ProxyConfigError(
                f"the admin API would listen on {self.admin[0]} without a token: anyone who "
                "can reach it could change the faults. Give an admin token "
                "(--admin-token or GENAI_CHAOS_ADMIN_TOKEN) or bind it to 127.0.0.1"
            )
        self.admin_token = admin_token or None
        self.events = ProxyEvents(max_events, forward=sink)
        self.stats = Stats()
        self.tracing: ProxyTracing | None = None
        if otel:
            try:
                self.tracing = ProxyTracing(otel_provider)
            except MissingExtra as exc:
                raise ProxyConfigError(f"--otel: {exc}") from None
        rule_sink = self.tracing.sink(self.events) if self.tracing else self.events
        self.rules = RuleSet(run_seed=fresh_seed() if seed is None else seed, sink=rule_sink)
        self.rules.replace([r.model_dump() if isinstance(r, Rule) else r for r in rules])
        try:
            config = GradingConfig.from_value(grading)
        except TypeError as exc:
            raise ProxyConfigError(f"grading: {exc}") from None
        self.grader = Grader(config)
        self.metrics = ProxyMetrics(max_values=max_label_values)
        try:
            self.state = ProxyState(
                upstream,
                self.rules,
                self.events,
                self.stats,
                metrics=self.metrics,
                grader=self.grader,
                tracing=self.tracing,
                lean_upstream=lean_upstream,
            )
        except ValueError as exc:
            raise ProxyConfigError(f"--upstream: {exc}") from None
        self.max_body = max_body_mb * 2**20
        self._runners: list[web.BaseRunner] = []
        self.url = ""
        self.admin_url = ""

    async def start(self) -> None:
        """Listen on both ports (in the running event loop)."""
        if self.state.session is not None or self._runners:
            raise RuntimeError("the proxy is already started; stop() it first")
        upstream = self.state.upstream.with_user(None).with_password(None)
        open_upstream(self.state)
        try:  # whatever fails, nothing opened so far stays open
            data_runner = web.ServerRunner(make_server(self.state, max_body=self.max_body))
            self._runners.append(data_runner)
            await data_runner.setup()
            await web.TCPSite(data_runner, *self.listen).start()
            self.url = _url(data_runner)
            admin = make_admin_app(
                self.state,
                token=self.admin_token,
                info={"upstream": str(upstream), "listen": self.url},
            )
            admin_runner = web.AppRunner(admin, access_log=None, handle_signals=False)
            await admin_runner.setup()
            self._runners.append(admin_runner)
            await web.TCPSite(admin_runner, *self.admin).start()
        except BaseException:
            await self.stop()
            raise
        self.admin_url = _url(admin_runner)
        if self.gc_tuning and self._gc_before is None:
            self._gc_froze = gc.get_freeze_count() == 0
            self._gc_before = tune_gc()

    async def stop(self) -> None:
        """Stop listening and close the upstream connections."""
        while self._runners:
            await self._runners.pop().cleanup()
        await close_upstream(self.state)
        if self._gc_before is not None:
            gc.set_threshold(*self._gc_before)
            self._gc_before = None
            if self._gc_froze:  # an in-process proxy gives its caller's heap back
                gc.unfreeze()

    async def serve_forever(self) -> None:
        """Start, then run until cancelled."""
        await self.start()
        try:
            await asyncio.Event().wait()
        finally:
            await self.stop()


def _url(runner: web.BaseRunner) -> str:
    host, port = runner.addresses[0][:2]
    host = f"[{host}]" if ":" in host else host
    return f"http://{host}:{port}"


@dataclass
class RunningProxy:
    """A proxy running in a background thread (see :func:`run_proxy`)."""

    proxy: ChaosProxy
    url: str
    admin_url: str
    client: ProxyClient


@contextmanager
def run_proxy(
    upstream: str,
    *,
    listen: str = "127.0.0.1:0",
    admin: str = "127.0.0.1:0",
    **options: Any,
) -> Iterator[RunningProxy]:
    """Run a :class:`ChaosProxy` in a background thread for the block; free ports by
    default. ``options`` are those of :class:`ChaosProxy` (``rules``, ``seed``, ``sink``,
    ``admin_token``, ...); ``gc_tuning`` is off here (the heap is the caller's). The proxy
    always stops when the block ends."""
    options.setdefault("gc_tuning", False)
    proxy = ChaosProxy(upstream, listen=listen, admin=admin, **options)
    loop = asyncio.new_event_loop()
    ready = threading.Event()
    failure: list[BaseException] = []
    stop = asyncio.Event()

    async def main() -> None:
        try:
            await proxy.start()
        except BaseException as exc:
            failure.append(exc)
            ready.set()
            return
        ready.set()
        try:
            await stop.wait()
        finally:
            await proxy.stop()

    thread = threading.Thread(
        target=loop.run_until_complete, args=(main(),), name="genai-chaos-proxy", daemon=True
    )
    thread.start()
    ready.wait(timeout=30)
    try:
        if failure:
            raise failure[0]
        if not proxy.url:
            raise ProxyConfigError("the proxy did not start within 30 s")
        client = ProxyClient(proxy.admin_url, token=proxy.admin_token)
        try:
            yield RunningProxy(proxy, proxy.url, proxy.admin_url, client)
        finally:
            client.close()
    finally:
        loop.call_soon_threadsafe(stop.set)
        thread.join(timeout=30)
        if not thread.is_alive():
            loop.close()
