"""Client grading: how each client behaves after a fault, judged from what it sends next.

The proxy sees every attempt a client makes, so it can tell a client that backs off as
asked from one that hammers the API, and one that notices a cut stream from one that
shows half an answer as if it were whole.

**Who is a client.** The value of the ``x-genai-chaos-client`` header (configurable:
``client_header``), else the source address. At most ``max_clients`` clients are
tracked; later ones are graded together as ``other``.

**One logical request.** The attempts of one request share a key: the
``Idempotency-Key`` header when sent, else the method, path and a hash of the body (the
openai SDKs resend the same body on every retry). An attempt is a *retry* when the
previous attempt with the same key, from the same client, *failed* less than
``retry_window_s`` (60 s) before, or when it carries ``x-stainless-retry-count`` >= 1.
A *failure* is an answer with status 408, 409, 429 or >= 500, a reset connection, or a
cut stream. The *backoff asked for* after a failure is its ``Retry-After``
(``retry-after-ms``, ``Retry-After`` in seconds or as an HTTP date), else
``min_backoff_s`` (0.1 s; the openai SDKs wait at least 0.375 s).

**The checks.** Each violation counts once per attempt (storms once per logical request):

``retry_storm``
    a logical request retried more than ``max_retries`` (N, default 5) times, or
    ``fast_retries`` (2) of its retries sent sooner after the failure than the backoff
    asked for.
``retry_after_ignored``
    a retry sent sooner after a failure than the ``Retry-After`` it carried
    (``slack_s``, 10 ms, is allowed for timer granularity).
``cut_stream_accepted``
    after a stream on a completion endpoint ended without ``[DONE]``, a non-null
    ``finish_reason``, ``response.completed`` (or ``.incomplete`` / ``.failed``) or
    ``message_stop`` (cut by a fault, or dropped mid-body), the same client neither
    retried that request within ``cut_window_s`` (T, default 5 s) nor reported an error
    the proxy can see: a request carrying the ``x-genai-chaos-report`` header
    (``report_header``; any value, e.g. the cut request's id) or to a path matching
    ``report_paths`` (globs). Decided when T has passed (``pending`` until then).

**The grade.** ``fail`` with any violation; ``untested`` when the client met no
failure (nothing to judge); otherwise ``pass``.

>>> g = Grader(GradingConfig(min_backoff_s=0.1))
>>> for t in (0.0, 0.01, 0.02):                    # three attempts 10 ms apart
...     a = g.arrive("c1", ("POST", "/v1/chat/completions", 1), t, retry_count=None)
...     g.finish(a, t + 0.001, failed=True, retry_after=None)
>>> report = g.grades(now=1.0)[0]
>>> report["grade"], report["violations"]["retry_storm"]
('fail', 1)
"""

from __future__ import annotations

import email.utils
import fnmatch
import re
import threading
import time
from collections import Counter, OrderedDict, deque
from collections.abc import Hashable, Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

CHECKS = ("retry_storm", "retry_after_ignored", "cut_stream_accepted")
OTHER_CLIENT = "other"
_EXAMPLES = 5
_TERMINATOR = re.compile(
    rb'\[DONE\]|"finish_reason"\s*:\s*"|response\.(?:completed|incomplete|failed)|message_stop'
)
#: Endpoints whose streams must end with a terminator (the others are not judged).
COMPLETION_PATHS = ("/chat/completions", "/completions", "/responses", "/messages")


@dataclass(frozen=True)
class GradingConfig:
    """The thresholds of the checks (see the module docstring)."""

    client_header: str = "x-genai-chaos-client"
    max_retries: int = 5
    fast_retries: int = 2
    min_backoff_s: float = 0.1
    slack_s: float = 0.01
    cut_window_s: float = 5.0
    retry_window_s: float = 60.0
    report_header: str = "x-genai-chaos-report"
    report_paths: tuple[str, ...] = ()
    max_clients: int = 1000
    max_keys: int = 1000

    @classmethod
    def from_value(cls, value: GradingConfig | Mapping[str, Any] | None) -> GradingConfig:
        """A config from itself, a dict of its fields, or None (the defaults)."""
        if value is None:
            return cls()
        if isinstance(value, GradingConfig):
            return value
        data = dict(value)
        if "report_paths" in data:
            data["report_paths"] = tuple(data["report_paths"])
        return cls(**data)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready (``GET /clients`` shows it as ``definitions``)."""
        out = asdict(self)
        out["report_paths"] = list(self.report_paths)
        return out


def retry_after_s(headers: Mapping[str, str], now: float | None = None) -> float | None:
    """The backoff an answer asks for: ``retry-after-ms``, else ``Retry-After`` (seconds or
    an HTTP date); None when absent or unreadable.

    >>> retry_after_s({"retry-after-ms": "250", "retry-after": "1"})
    0.25
    >>> retry_after_s({"Retry-After": "2"}), retry_after_s({})
    (2.0, None)
    """
    lower = {k.lower(): v for k, v in headers.items() if k.lower().startswith("retry-after")}
    raw = lower.get("retry-after-ms")
    if raw is not None:
        try:
            return max(float(raw) / 1000, 0.0)
        except ValueError:
            pass
    raw = lower.get("retry-after")
    if raw is None:
        return None
    try:
        return max(float(raw), 0.0)
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(raw)
    except (TypeError, ValueError):
        return None
    return max(when.timestamp() - (time.time() if now is None else now), 0.0)


def stream_finished(tail: bytes) -> bool:
    """Whether the last bytes of an SSE stream hold a terminator (``[DONE]``, a
    ``finish_reason``, ``response.completed``, ``message_stop``).

    >>> stream_finished(b'data: {"finish_reason": null}\\n\\n')
    False
    >>> stream_finished(b"data: [DONE]\\n\\n")
    True
    """
    # the common ending first: a substring test is far cheaper than the pattern
    return tail.find(b"[DONE]") >= 0 or _TERMINATOR.search(tail) is not None


def is_completion_path(path: str) -> bool:
    """Whether a path's streams are judged (chat completions, completions, responses)."""
    return path.rstrip("/").endswith(COMPLETION_PATHS)


@dataclass
class _Logical:
    attempts: int = 0
    retries: int = 0
    fast: int = 0
    storm: bool = False
    last_end: float | None = None
    last_failed: bool = False
    retry_after: float | None = None


@dataclass
class _Cut:
    key: Hashable
    request_id: str
    deadline: float


@dataclass
class _Client:
    requests: int = 0
    retries: int = 0
    failures: int = 0
    cuts: int = 0
    violations: Counter[str] = field(default_factory=Counter)
    examples: deque[dict[str, Any]] = field(default_factory=lambda: deque(maxlen=_EXAMPLES * 3))
    logical: OrderedDict[Hashable, _Logical] = field(default_factory=OrderedDict)
    pending: deque[_Cut] = field(default_factory=lambda: deque(maxlen=1000))


@dataclass
class Attempt:
    """One attempt in flight (what :meth:`Grader.finish` needs back)."""

    client: str
    key: Hashable
    request_id: str


class Grader:
    """Watches attempts and grades clients (thread-safe; see the module docstring).

    The data plane calls :meth:`arrive` when a request comes in and :meth:`finish` when
    its answer is over; :meth:`grades` reads the verdicts.
    """

    def __init__(self, config: GradingConfig | None = None) -> None:
        self.config = config or GradingConfig()
        self._lock = threading.Lock()
        self._clients: dict[str, _Client] = {}
        self._report_globs = (
            re.compile("|".join(fnmatch.translate(p) for p in self.config.report_paths))
            if self.config.report_paths
            else None
        )
        #: called with (client, check) on every violation (the Prometheus counter)
        self.on_violation: Any = None
        #: called with (client,) on every retry
        self.on_retry: Any = None

    def is_report(self, path: str, headers: Mapping[str, str]) -> bool:
        """Whether a request reports an error to the proxy (header or path)."""
        if self.config.report_header in headers:
            return True
        return self._report_globs is not None and self._report_globs.match(path) is not None

    def _client(self, name: str) -> tuple[str, _Client]:
        rec = self._clients.get(name)
        if rec is None:
            if len(self._clients) >= self.config.max_clients:
                name = OTHER_CLIENT
                rec = self._clients.get(name)
            if rec is None:
                rec = self._clients[name] = _Client()
        return name, rec

    def arrive(
        self,
        client: str,
        key: Hashable,
        now: float,
        *,
        retry_count: str | None,
        request_id: str = "",
        report: bool = False,
    ) -> Attempt:
        """Note an attempt arriving; returns the handle to :meth:`finish` it with."""
        cfg = self.config
        with self._lock:
            client, rec = self._client(client)
            self._expire(client, rec, now)
            rec.requests += 1
            if report and rec.pending:
                rec.pending.clear()  # the client told someone: every cut so far is noticed
            logical = rec.logical.get(key)
            header_retry = retry_count is not None and retry_count not in ("0", "")
            ended = logical is not None and logical.last_end is not None
            recent_failure = (
                logical is not None
                and logical.last_end is not None
                and logical.last_failed
                and now - logical.last_end <= cfg.retry_window_s
            )
            if logical is None or (ended and not recent_failure and not header_retry):
                logical = _Logical()
                rec.logical[key] = logical
                if len(rec.logical) > cfg.max_keys:
                    rec.logical.popitem(last=False)
            else:
                rec.logical.move_to_end(key)
            if recent_failure or (header_retry and logical.attempts > 0):
                self._retry(client, rec, logical, key, now=now, rid=request_id)
            logical.attempts += 1
            logical.last_end = None
        return Attempt(client, key, request_id)

    def _retry(
        self, client: str, rec: _Client, logical: _Logical, key: Hashable, *, now: float, rid: str
    ) -> None:
        cfg = self.config
        logical.retries += 1
        rec.retries += 1
        if self.on_retry is not None:
            self.on_retry(client)
        if rec.pending:
            kept = [c for c in rec.pending if c.key != key]
            if len(kept) != len(rec.pending):
                rec.pending = deque(kept, maxlen=rec.pending.maxlen)
        if logical.last_end is not None:
            gap = now - logical.last_end
            asked = logical.retry_after
            if asked is not None and gap + cfg.slack_s < asked:
                detail = {"waited_s": round(gap, 4), "retry_after_s": asked}
                self._violate(client, rec, "retry_after_ignored", rid, detail)
            if gap + cfg.slack_s < max(asked or 0.0, cfg.min_backoff_s):
                logical.fast += 1
        if not logical.storm and (
            logical.retries > cfg.max_retries or logical.fast >= cfg.fast_retries
        ):
            logical.storm = True
            detail = {"retries": logical.retries, "fast_retries": logical.fast}
            self._violate(client, rec, "retry_storm", rid, detail)

    def finish(
        self,
        attempt: Attempt,
        now: float,
        *,
        failed: bool,
        retry_after: float | None,
        cut: bool = False,
    ) -> None:
        """Note how an attempt ended: ``failed`` (a retryable failure), the backoff asked
        for, and whether it was a cut stream."""
        with self._lock:
            rec = self._clients.get(attempt.client)
            if rec is None:
                return
            logical = rec.logical.get(attempt.key)
            if logical is not None:
                logical.last_end = now
                logical.last_failed = failed or cut
                logical.retry_after = retry_after if failed else None
            if failed or cut:
                rec.failures += 1
            if cut:
                rec.cuts += 1
                rec.pending.append(
                    _Cut(attempt.key, attempt.request_id, now + self.config.cut_window_s)
                )

    def _expire(self, client: str, rec: _Client, now: float) -> None:
        while rec.pending and rec.pending[0].deadline < now:
            cut = rec.pending.popleft()
            detail = {"cut_window_s": self.config.cut_window_s}
            self._violate(client, rec, "cut_stream_accepted", cut.request_id, detail)

    def _violate(
        self, client: str, rec: _Client, check: str, rid: str, detail: dict[str, Any]
    ) -> None:
        rec.violations[check] += 1
        if sum(1 for e in rec.examples if e["check"] == check) < _EXAMPLES:
            rec.examples.append({"check": check, "request_id": rid, **detail})
        if self.on_violation is not None:
            self.on_violation(client, check)

    def grades(self, now: float | None = None) -> list[dict[str, Any]]:
        """One JSON-ready verdict per client (cuts older than T decided first)::

        {"client", "grade": "pass"|"fail"|"untested", "requests", "retries",
         "failures_seen", "cut_streams", "pending", "violations": {check: n}, "examples"}
        """
        now = time.monotonic() if now is None else now
        out = []
        with self._lock:
            for name, rec in self._clients.items():
                self._expire(name, rec, now)
                violations = {c: rec.violations.get(c, 0) for c in CHECKS}
                if any(violations.values()):
                    grade = "fail"
                elif rec.failures == 0:
                    grade = "untested"
                else:
                    grade = "pass"
                out.append(
                    {
                        "client": name,
                        "grade": grade,
                        "requests": rec.requests,
                        "retries": rec.retries,
                        "failures_seen": rec.failures,
                        "cut_streams": rec.cuts,
                        "pending": len(rec.pending),
                        "violations": violations,
                        "examples": list(rec.examples),
                    }
                )
        return sorted(out, key=lambda g: g["client"])

    def summary(self, now: float | None = None) -> dict[str, int]:
        """How many clients have each grade (``GET /status`` shows it)."""
        counts = Counter(g["grade"] for g in self.grades(now))
        return {grade: counts.get(grade, 0) for grade in ("pass", "fail", "untested")}

    def clear(self) -> None:
        """Forget every client."""
        with self._lock:
            self._clients.clear()


def grades_markdown(grades: list[dict[str, Any]]) -> str:
    """A Markdown table of grades, for reports (one row per client).

    >>> table = grades_markdown([{"client": "app", "grade": "pass", "requests": 3,
    ...     "retries": 2, "failures_seen": 2, "pending": 0,
    ...     "violations": {"retry_storm": 0, "retry_after_ignored": 0,
    ...                    "cut_stream_accepted": 0}}])
    >>> table.splitlines()[-1]
    '| app | pass | 3 | 2 | 2 | 0 | 0 | 0 |'
    """
    head = (
        "| client | grade | requests | retries | failures seen | retry storms "
        "| Retry-After ignored | cut streams accepted |\n|---|---|---|---|---|---|---|---|"
    )
    rows = [head]
    for g in grades:
        v = g.get("violations", {})
        pending = f" ({g['pending']} pending)" if g.get("pending") else ""
        rows.append(
            f"| {g['client']} | {g['grade']}{pending} | {g['requests']} | {g['retries']} "
            f"| {g['failures_seen']} | {v.get('retry_storm', 0)} "
            f"| {v.get('retry_after_ignored', 0)} | {v.get('cut_stream_accepted', 0)} |"
        )
    return "\n".join(rows)
