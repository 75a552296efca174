"""What the proxy records: injection events, counters, recent requests and its own errors.

Everything recorded here goes through :func:`redact`: header-like keys (``authorization``,
``api-key``, ``x-api-key``, tokens, cookies) lose their values, bearer tokens, ``sk-``
keys and URL credentials are masked in any string, and the exact secrets of the request
in progress (its ``Authorization`` and API-key headers) are masked wherever they appear.

>>> redact({"authorization": "Bearer abc", "note": "key sk-live-1234567890 used"})
{'authorization': '[redacted]', 'note': 'key [redacted] used'}
"""

from __future__ import annotations

import contextlib
import logging
import re
import threading
import time
from collections import Counter, deque
from collections.abc import Callable, Mapping
from contextvars import ContextVar
from dataclasses import replace
from threading import get_ident
from typing import Any

from genai_chaos.faults.events import EventSink, InjectionEvent

log = logging.getLogger("genai_chaos.proxy")

REDACTED = "[redacted]"
SECRET_HEADERS = ("authorization", "proxy-authorization", "api-key", "x-api-key")
_SECRET_KEY = re.compile(
    r"^(?:x-)?(?:(?:proxy-)?authorization|api[-_]?key|(?:client[-_])?secret|password|passwd"
    r"|(?:set-)?cookie|credentials?|(?:access|auth|bearer|id|refresh|session)?[-_]?token)$",
    re.I,
)
_SECRET_TEXT = re.compile(
    r"(?:Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+|\bsk-[A-Za-z0-9_-]{6,}|(?<=://)[^/@\s:]+:[^/@\s]+@"
)
_request_secrets: ContextVar[tuple[str, ...]] = ContextVar("proxy_secrets", default=())


class request_secrets:
    """Mask this request's own credentials in whatever is recorded inside the block
    (``with request_secrets(request.headers): ...``)."""

    __slots__ = ("_token", "_values")

    def __init__(self, headers: Mapping[str, str]) -> None:
        values = []
        for name in SECRET_HEADERS:
            value = headers.get(name)
            if value:
                values.append(value)
                token = value.split(None, 1)[-1]
                if len(token) >= 4:
                    values.append(token)
        self._values = tuple(values)

    def __enter__(self) -> None:
        self._token = _request_secrets.set(self._values)

    def __exit__(self, *exc: object) -> None:
        _request_secrets.reset(self._token)


def _may_hold_secret(text: str) -> bool:
    # _SECRET_TEXT needs one of these literally (it is case-sensitive); substring tests
    # are far cheaper than the pattern, and most strings (ids, paths) have none
    return "Bearer" in text or "Basic" in text or "sk-" in text or "@" in text


def redact(value: Any) -> Any:
    """``value`` with secrets masked (see the module docstring); a new object."""
    secrets = _request_secrets.get()
    return _redact(value, secrets)


def _redact(value: Any, secrets: tuple[str, ...]) -> Any:
    if isinstance(value, str):
        for s in secrets:
            value = value.replace(s, REDACTED)
        if _may_hold_secret(value):
            value = _SECRET_TEXT.sub(REDACTED, value)
        return value
    if isinstance(value, Mapping):
        return {
            k: REDACTED if _SECRET_KEY.search(str(k)) else _redact(v, secrets)
            for k, v in value.items()
        }
    if isinstance(value, list | tuple):
        return [_redact(v, secrets) for v in value]
    return value


class ProxyEvents:
    """The proxy's event sink: redacts, numbers (``seq`` from 1), keeps the newest
    ``maxlen`` events for ``GET /events``, counts them per rule, kind and status, and
    forwards each to ``forward`` (a journal, a JSONL file) when given.

    >>> sink = ProxyEvents(maxlen=10)
    >>> sink.record(InjectionEvent.now("latency", "r1", target="proxy:slow", layer="integration"))
    >>> [(e["seq"], e["rule"], e["request_id"]) for e in sink.since(0)[0]]
    [(1, 'slow', 'r1')]
    """

    def __init__(self, maxlen: int = 10_000, forward: EventSink | None = None) -> None:
        self.forward = forward
        #: also called with each event and its rule (the Prometheus counter)
        self.on_record: Callable[[InjectionEvent, str], None] | None = None
        self._lock = threading.Lock()
        self._ring: deque[tuple[int, InjectionEvent]] = deque(maxlen=maxlen)
        self._seq = 0
        self._by_rule: dict[str, Counter[str]] = {}
        self._by_kind: Counter[str] = Counter()
        self._by_status: Counter[str] = Counter()

    def record(self, event: InjectionEvent) -> None:
        event = replace(event, params=redact(event.params), detail=redact(event.detail))
        rule = rule_of(event)
        with self._lock:
            self._seq += 1
            self._ring.append((self._seq, event))
            self._by_rule.setdefault(rule, Counter())[event.status] += 1
            self._by_kind[event.kind] += 1
            self._by_status[event.status] += 1
        if self.on_record is not None:
            self.on_record(event, rule)
        log.info(
            "injection request_id=%s rule=%s kind=%s status=%s",
            event.request_id,
            rule,
            event.kind,
            event.status,
        )
        if self.forward is not None:
            with contextlib.suppress(Exception):  # a journal must never break traffic
                self.forward.record(event)

    def since(
        self,
        seq: int = 0,
        *,
        limit: int = 1000,
        request_id: str | None = None,
        rule: str | None = None,
    ) -> tuple[list[dict[str, Any]], int]:
        """Events after ``seq`` (oldest first, at most ``limit``) and the cursor to pass
        next time."""
        with self._lock:
            items = [(s, e) for s, e in self._ring if s > seq]
            last = self._seq
        out = []
        for s, e in items:
            if request_id is not None and e.request_id != request_id:
                continue
            if rule is not None and rule_of(e) != rule:
                continue
            out.append({"seq": s, "rule": rule_of(e), **e.to_dict()})
            if len(out) >= limit:
                return out, s
        return out, max(last, seq)

    def counts(self) -> dict[str, Any]:
        """Counters by status, kind and rule."""
        with self._lock:
            return {
                "by_status": dict(self._by_status),
                "by_kind": dict(self._by_kind),
                "by_rule": {r: dict(c) for r, c in self._by_rule.items()},
                "last_seq": self._seq,
            }

    def clear(self) -> None:
        """Forget events and counters (the sequence keeps counting, so cursors stay valid)."""
        with self._lock:
            self._ring.clear()
            self._by_rule.clear()
            self._by_kind.clear()
            self._by_status.clear()


def rule_of(event: InjectionEvent) -> str:
    """The rule id of a proxy event (its target is ``proxy:<rule id>``)."""
    return event.target.partition(":")[2] or event.target


class RuleIds:
    """The ids of a fixed set of rules, counted together by :meth:`Stats.rule_hits`: it
    hashes by identity, so counting a request it matched is one cheap dictionary look-up
    instead of hashing every id (a rule screen keeps one for its open rules).

    >>> stats = Stats()
    >>> both = RuleIds(("a", "b"))
    >>> stats.rule_hits(both, []); stats.rule_hits(both, ["b"]); stats.rule_hits(("a",), [])
    >>> sorted(stats.matched.items()), dict(stats.fired)
    ([('a', 3), ('b', 2)], {'b': 1})
    """

    __slots__ = ("ids",)

    def __init__(self, ids: tuple[str, ...]) -> None:
        self.ids = ids

    def __bool__(self) -> bool:
        return bool(self.ids)

    def __repr__(self) -> str:
        return f"RuleIds({self.ids!r})"


class Stats:
    """Request counters, the recent requests and the proxy's own recent errors."""

    COUNTERS = (
        "requests",
        "in_flight",
        "forwarded",
        "injected_requests",
        "upstream_errors",
        "proxy_errors",
        "client_disconnects",
    )

    def __init__(self, keep: int = 1000) -> None:
        self.started = time.time()
        self._lock = threading.Lock()
        self._keep = keep
        self.counters: Counter[str] = Counter()
        self._matched: Counter[str] = Counter()
        #: matched rules counted per set (one look-up a request), written only by
        #: :meth:`rule_hits`; readers add what each set counted since they last looked
        #: (``_folded``) to ``_matched``; emptied only when there are too many sets
        self._matched_sets: dict[RuleIds | tuple[str, ...], int] = {}
        self._folded: dict[RuleIds | tuple[str, ...], int] = {}
        #: the thread that counts without the lock (the first to count; 0 once a second
        #: thread has counted: from then on every count takes the lock)
        self._counting_thread: int | None = None
        self.fired: Counter[str] = Counter()
        self.recent: deque[dict[str, Any]] = deque(maxlen=keep)
        self.errors: deque[dict[str, Any]] = deque(maxlen=100)
        #: also called with ``where`` on each failure of the proxy (the Prometheus counter)
        self.on_error: Callable[[str], None] | None = None

    def begin(self) -> None:
        """A request arrived (counted, and in flight until :meth:`request_done`)."""
        with self._lock:
            counters = self.counters
            counters["requests"] += 1
            counters["in_flight"] += 1

    def add(self, name: str, n: int = 1) -> None:
        """Add to a counter."""
        with self._lock:
            self.counters[name] += n

    MATCHED_SETS = 256

    def rule_hits(self, matched: RuleIds | tuple[str, ...], fired: list[str]) -> None:
        """Count the rules that matched a request (a tuple of ids, or a :class:`RuleIds`
        kept for a set that recurs) and those that fired on it.

        The proxy counts from one thread, the one serving it. For that thread a set it
        has counted before, on a request where nothing fired (the common case of silent
        rules), costs one look-up and one store without the lock: that store changes no
        dictionary's size and no other thread writes the counts (readers fold the
        difference from what they last folded, :meth:`_fold`), so a reader sees each
        request counted once. Should a second thread ever count into the same stats,
        every count takes the lock from then on (a request the first thread was counting
        at that instant may be lost).
        """
        sets = self._matched_sets
        n = sets.get(matched)
        if n is not None and not fired and get_ident() == self._counting_thread:
            sets[matched] = n + 1
            return
        with self._lock:
            me = get_ident()
            if self._counting_thread is None:
                self._counting_thread = me
            elif self._counting_thread != me:
                self._counting_thread = 0  # (no thread has the id 0)
            n = sets.get(matched)
            if n is None:
                if len(sets) >= self.MATCHED_SETS:
                    # the counting thread is here (or all count under the lock): no store
                    # of its own can race the reset
                    self._fold()
                    sets.clear()
                    self._folded.clear()
                sets[matched] = 1
            else:
                sets[matched] = n + 1
            if fired:
                self.fired.update(fired)
                self.counters["injected_requests"] += 1

    def _fold(self) -> None:
        # under the lock, from any thread: adds each set's count since the last fold;
        # ``list`` copies the items at once (the counting thread may store meanwhile)
        matched = self._matched
        folded = self._folded
        for key, n in list(self._matched_sets.items()):
            new = n - folded.get(key, 0)
            if new:
                for rule_id in key.ids if isinstance(key, RuleIds) else key:
                    matched[rule_id] += new
                folded[key] = n

    @property
    def matched(self) -> Counter[str]:
        """How many requests each rule matched (a copy)."""
        with self._lock:
            self._fold()
            return Counter(self._matched)

    def request_done(self, summary: dict[str, Any]) -> None:
        """Keep the summary of a finished request begun with :meth:`begin` (no headers,
        no bodies; the values the client chose are redacted)."""
        secrets = _request_secrets.get()
        for key in ("request_id", "path", "retry_count"):
            value = summary.get(key)
            if value is not None:
                summary[key] = _redact(value, secrets)
        with self._lock:
            self.counters["in_flight"] -= 1
            self.recent.append(summary)
        if log.isEnabledFor(logging.DEBUG):
            log.debug(
                "request request_id=%s %s %s -> %s in %.1f ms",
                summary.get("request_id"),
                summary.get("method"),
                summary.get("path"),
                summary.get("status"),
                summary.get("duration_ms", 0.0),
            )

    def error(self, request_id: str, where: str, error: BaseException | str) -> dict[str, Any]:
        """Record a failure of the proxy itself; returns the record (redacted)."""
        text = error if isinstance(error, str) else f"{type(error).__name__}: {error}"
        item: dict[str, Any] = redact(
            {"time": time.time(), "request_id": request_id, "where": where}
        )
        item["error"] = redact(text)
        with self._lock:
            self.counters["proxy_errors"] += 1
            self.errors.append(item)
        if self.on_error is not None:
            self.on_error(where)
        log.warning("proxy error request_id=%s where=%s: %s", request_id, where, item["error"])
        return item

    def snapshot(self) -> dict[str, Any]:
        """Counters and recent errors, JSON-ready."""
        with self._lock:
            counters = {name: self.counters.get(name, 0) for name in self.COUNTERS}
            self._fold()
            return {
                "uptime_s": round(time.time() - self.started, 3),
                "counters": counters,
                "rule_hits": {
                    r: {"matched": n, "fired": self.fired.get(r, 0)}
                    for r, n in self._matched.items()
                },
                "recent_errors": list(self.errors),
            }

    def requests(self, limit: int = 100) -> list[dict[str, Any]]:
        """The newest finished requests, oldest first."""
        with self._lock:
            items = list(self.recent)
        return items[-limit:] if limit > 0 else []

    def clear(self) -> None:
        """Zero the counters (except requests in flight) and forget recent items."""
        with self._lock:
            in_flight = self.counters.get("in_flight", 0)
            self.counters.clear()
            self.counters["in_flight"] = in_flight
            self._fold()  # what was counted so far is folded, then forgotten
            self._matched.clear()
            self.fired.clear()
            self.recent.clear()
            self.errors.clear()
