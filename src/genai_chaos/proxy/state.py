"""What the data plane and the admin API share, and the upstream connections it opens.

:class:`ProxyState` holds the upstream, the rules, events, counters, metrics and grades;
:func:`open_upstream` and :func:`close_upstream` open and close its connections to the
upstream in the running loop. A request's upstream URL keeps the upstream's path prefix:

>>> from yarl import URL
>>> from genai_chaos.proxy.events import ProxyEvents, Stats
>>> from genai_chaos.proxy.rules import RuleSet
>>> st = ProxyState("http://127.0.0.1:9/api", RuleSet(run_seed=1), ProxyEvents(), Stats())
>>> st.target(URL("/v1/models?limit=2"))
URL('http://127.0.0.1:9/api/v1/models?limit=2')
>>> st.target_raw(URL("/v1/models?limit=2"))
'/api/v1/models?limit=2'
"""

from __future__ import annotations

import itertools
from typing import Any

import aiohttp
from yarl import URL

from genai_chaos.proxy.events import ProxyEvents, Stats
from genai_chaos.proxy.grading import Grader
from genai_chaos.proxy.metrics import ProxyMetrics
from genai_chaos.proxy.rules import RuleSet
from genai_chaos.proxy.tracing import ProxyTracing
from genai_chaos.proxy.upstream import KeepAliveConnector, UpstreamPool


class ProxyState:
    """What the data plane and the admin API share."""

    def __init__(
        self,
        upstream: str,
        rules: RuleSet,
        events: ProxyEvents,
        stats: Stats,
        *,
        metrics: ProxyMetrics | None = None,
        grader: Grader | None = None,
        tracing: ProxyTracing | None = None,
        lean_upstream: bool = True,
    ) -> None:
        url = URL(upstream)
        if url.scheme not in ("http", "https") or not url.host:
            raise ValueError(f"the upstream must be an http(s) URL, got {upstream!r}")
        self.upstream = url
        self._prefix = url.path.rstrip("/")
        self.rules = rules
        self.events = events
        self.stats = stats
        self.metrics = m = metrics or ProxyMetrics()
        self.grader = grader or Grader()
        #: OpenTelemetry spans for every request (None: off, and free)
        self.tracing = tracing
        events.on_record = m.injection
        stats.on_error = m.errors.inc
        self.grader.on_retry = m.retries.inc
        self.grader.on_violation = m.violations.inc
        self.session: aiohttp.ClientSession | None = None
        #: pooled raw connections for requests no fault reads the answer of (plain-http
        #: upstreams; None: aiohttp's client for everything); opens with the session
        self.pool: UpstreamPool | None = None
        self.lean_upstream = lean_upstream and UpstreamPool.serves(url)
        #: shown by ``GET /status`` (the upstream without credentials, the listen URL)
        self.info: dict[str, Any] = {}
        self._ids = itertools.count()
        self._targets: dict[str, URL] = {}
        self._raw: dict[str, str] = {}

    def next_id(self) -> str:
        """The id of a request that brought none."""
        return f"proxy#{next(self._ids)}"

    def target(self, rel_url: URL) -> URL:
        """The upstream URL of a request (the upstream's path prefix, then the request's)."""
        raw = rel_url.raw_path_qs
        url = self._targets.get(raw)
        if url is None:  # building a URL costs more than the look-up; paths repeat
            url = self.upstream.with_path(self._prefix + rel_url.raw_path, encoded=True).with_query(
                rel_url.raw_query_string
            )
            if len(self._targets) < 1024:
                self._targets[raw] = url
        return url

    def target_raw(self, rel_url: URL) -> str:
        """The upstream path and query of a request, as sent on the request line (what
        aiohttp's client sends for :meth:`target`)."""
        raw = rel_url.raw_path_qs
        path = self._raw.get(raw)
        if path is None:
            path = self.target(rel_url).raw_path_qs
            if len(self._raw) < 1024:
                self._raw[raw] = path
        return path


def open_upstream(state: ProxyState) -> None:
    """Open the upstream session (and the lean client's pool) in the running loop."""
    connector = KeepAliveConnector(limit=0, ttl_dns_cache=300, keepalive_timeout=30)
    state.session = aiohttp.ClientSession(
        connector=connector,
        timeout=aiohttp.ClientTimeout(total=None, sock_connect=30),
        auto_decompress=False,
        cookie_jar=aiohttp.DummyCookieJar(),
    )
    if state.lean_upstream:
        state.pool = UpstreamPool(state.upstream)


async def close_upstream(state: ProxyState) -> None:
    """Close what :func:`open_upstream` opened."""
    if state.pool is not None:
        state.pool.close()
        state.pool = None
    if state.session is not None:
        await state.session.close()
        state.session = None
