"""The journal: one JSON file per run, written atomically, kept when a run is interrupted.

Its keys follow Chaos Toolkit's journal where they fit (``status``, ``deviated``,
``steady_states.{before, during, after}``, ``run``, ``rollbacks``, ``start``, ``end``,
``duration``), so that chaos engineers' tools read it; genai-chaos adds ``events``
(every injection), ``workload`` (per-request records and phase spans), ``safeguards``,
``seed``, when the run exported spans ``telemetry`` (its trace id and the map from chaos
ids to traces), and when the target went through the chaos proxy ``client_grades`` (the
proxy's grade of each client: ``{"clients": [...], "definitions": {...}}``).

Writes go to a temporary file in the same directory, then :func:`os.replace`, so a reader
never sees half a journal; the runner writes at every phase boundary, so a killed run
leaves the journal of what it did.

>>> import tempfile, pathlib
>>> j = Journal.begin({"metadata": {"name": "x"}}, seed=1)
>>> j.finish("completed")
>>> path = j.write(pathlib.Path(tempfile.mkdtemp()) / "journal.json")
>>> read(path)["status"], read(path)["deviated"]
('completed', False)
"""

from __future__ import annotations

import contextlib
import datetime as dt
import enum
import functools
import json
import math
import os
import platform
import sys
import tempfile
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from genai_chaos._version import __version__
from genai_chaos.experiment.secrets import Redactor
from genai_chaos.faults.events import InjectionEvent
from genai_chaos.load.engine import RequestRecord

_orjson: ModuleType | None
try:  # optional: encodes the records of long runs much faster
    import orjson as _orjson
except ImportError:  # pragma: no cover - depends on the environment
    _orjson = None

_BATCH = 256
#: What orjson hands to :func:`_default` instead of writing itself, so that both
#: encoders spell dates and refuse dataclasses alike.
_ORJSON_OPTIONS = (
    0 if _orjson is None else _orjson.OPT_PASSTHROUGH_DATETIME | _orjson.OPT_PASSTHROUGH_DATACLASS
)
STATUSES = ("running", "completed", "deviated", "failed", "aborted", "interrupted")


@functools.cache
def _platform() -> tuple[str, str]:
    return platform.platform(), platform.node()


def _iso(ts: float) -> str:
    return dt.datetime.fromtimestamp(ts, tz=dt.UTC).isoformat()


def _default(value: Any) -> Any:
    """A value JSON has no type for, as both encoders write it (orjson writes enums and
    UUIDs itself, the same way): a numpy scalar or a float subclass as its Python value
    (``nan``/``inf`` as ``None``), an enum as its value, a UUID as its text, a date or
    time in ISO 8601. Anything else is refused with a ``TypeError`` naming it."""
    numpy = sys.modules.get("numpy")  # not imported: no numpy value can be here
    if numpy is not None and isinstance(value, numpy.generic):
        value = value.item()
    elif isinstance(value, enum.Enum):
        value = value.value
    if isinstance(value, float):
        value = float(value)
        return value if math.isfinite(value) else None
    if isinstance(value, uuid.UUID):
        return str(value)
    if isinstance(value, dt.date | dt.time):
        return value.isoformat()
    if isinstance(value, list | tuple | dict):  # an enum's (or numpy's) value
        return _clean(value)
    if value is None or isinstance(value, bool | int | str):
        return value
    raise TypeError(
        f"the journal cannot write a {type(value).__qualname__} ({value!r:.60}): a record "
        "or journal value must be JSON data (numbers, text, lists, tuples, dicts with text "
        "keys), a numpy scalar, an enum, a UUID or a date/time"
    )


def _clean(value: Any) -> Any:
    """JSON-safe: ``nan``/``inf`` become ``None``."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {k: _clean(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_clean(v) for v in value]
    return value


@dataclass(repr=False)
class Journal:
    """The record of one run, filled in as it goes."""

    experiment: dict[str, Any]
    seed: int
    started: float = field(default_factory=time.time)
    ended: float | None = None
    status: str = "running"
    reason: str | None = None
    steady_states: dict[str, Any] = field(
        default_factory=lambda: {"before": None, "during": [], "after": None}
    )
    run: list[dict[str, Any]] = field(default_factory=list)
    rollbacks: list[dict[str, Any]] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)
    phases: dict[str, list[float]] = field(default_factory=dict)
    safeguards: list[dict[str, Any]] = field(default_factory=list)
    pauses: list[dict[str, Any]] = field(default_factory=list)
    target: dict[str, Any] = field(default_factory=dict)
    telemetry: dict[str, Any] | None = None
    client_grades: dict[str, Any] | None = None
    redactor: Redactor = field(default_factory=lambda: Redactor([]))
    # the workload's records: every request in completion order and where each phase
    # begins in it (the runner's own lists, read where they are: nothing per request)
    _log: list[RequestRecord] = field(default_factory=list, init=False)
    _spans: list[tuple[str, int]] = field(default_factory=list, init=False)
    # what write() has encoded of the records already, and where they go in the text
    _chunks: list[str] = field(default_factory=list, init=False)
    _encoded: int = field(default=0, init=False)
    _sentinel: str = field(default_factory=lambda: f"records-{uuid.uuid4().hex}", init=False)

    @classmethod
    def begin(
        cls, experiment: dict[str, Any], *, seed: int, redactor: Redactor | None = None
    ) -> Journal:
        """A journal for a run starting now."""
        return cls(experiment, seed, redactor=redactor or Redactor([]))

    def __repr__(self) -> str:
        # short: asyncio.run() formats its task's result (this) when it restores the SIGINT
        # handler, and a repr of every record cost a loaded run a quarter of a second
        return (
            f"<Journal {self.status} seed={self.seed} records={len(self._log)} "
            f"events={len(self.events)}>"
        )

    @property
    def deviated(self) -> bool:
        """True when the steady state did not hold (Chaos Toolkit's flag)."""
        return self.status in ("deviated", "aborted")

    @property
    def records(self) -> list[dict[str, Any]]:
        """The workload's records as JSON-ready dicts (each with its ``phase``)."""
        return self._dicts(0)

    def add_log(self, log: list[RequestRecord], spans: list[tuple[str, int]]) -> None:
        """Take the records from ``log``, every request in completion order, where
        ``spans`` says each phase begins (``(phase, first position)``, in order). Both
        lists are read where they are, at each write: the caller only appends to them.

        >>> j = Journal.begin({}, seed=1)
        >>> log = [RequestRecord(i, i * 0.1, 0.01, "ok") for i in range(3)]
        >>> spans = [("before", 0)]
        >>> j.add_log(log, spans)
        >>> spans.append(("method", 2))
        >>> [(r["index"], r["phase"]) for r in j.records]
        [(0, 'before'), (1, 'before'), (2, 'method')]
        """
        self._log, self._spans = log, spans

    def _dicts(self, first: int, last: int | None = None) -> list[dict[str, Any]]:
        """The records from position ``first`` to ``last`` (default: the end), as dicts."""
        log, spans, out = self._log, self._spans, []
        last = len(log) if last is None else last
        ends = [start for _, start in spans[1:]] + [len(log)] * bool(spans)
        for (phase, start), end in zip(spans, ends, strict=True):
            for r in log[max(start, first) : min(end, last)]:
                d = {"index": r.index, "start": r.start, "latency": r.latency, "outcome": r.outcome}
                if r.error is not None:
                    d["error"] = r.error
                if r.detail:
                    d["detail"] = r.detail
                d["phase"] = phase
                out.append(d)
        return out

    def add_events(self, events: Sequence[InjectionEvent], t0_wall: float) -> None:
        """Convert the events past those already here (the sink only grows)."""
        for e in events[len(self.events) :]:
            self.events.append(
                {
                    "t": round(e.time - t0_wall, 6),
                    "time": e.time,
                    "request_id": e.request_id,
                    "kind": e.kind,
                    "layer": e.layer,
                    "target": e.target,
                    "status": e.status,
                    "seed": e.seed,
                    "params": e.params,
                    "detail": e.detail,
                }
            )

    def finish(self, status: str, reason: str | None = None) -> None:
        """Close the run with ``status`` (one of :data:`STATUSES`)."""
        if status not in STATUSES:
            raise ValueError(f"unknown status {status!r}")
        self.status = status
        self.reason = reason if reason is not None else self.reason
        self.ended = time.time()

    def to_dict(self) -> dict[str, Any]:
        """The journal as JSON-ready data, secrets masked."""
        return dict(self.redactor.redact(self._data(self.records)))

    def _data(self, records: Any) -> dict[str, Any]:
        end = self.ended if self.ended is not None else time.time()
        data = {
            "genai-chaos-version": __version__,
            "platform": _platform()[0],
            "node": _platform()[1],
            "experiment": self.experiment,
            "seed": self.seed,
            "start": _iso(self.started),
            "end": _iso(end) if self.ended is not None else None,
            "start_ts": self.started,
            "duration": round(end - self.started, 3),
            "status": self.status,
            "deviated": self.deviated,
            "reason": self.reason,
            "target": self.target,
            "steady_states": self.steady_states,
            "run": self.run,
            "rollbacks": self.rollbacks,
            "safeguards": self.safeguards,
            "pauses": self.pauses,
            "events": self.events,
            "workload": {"phases": self.phases, "records": records},
        }
        if self.telemetry is not None:
            data["telemetry"] = self.telemetry
        if self.client_grades is not None:
            data["client_grades"] = self.client_grades
        return data

    def write(self, path: str | Path) -> Path:
        """Write atomically (temporary file, then rename) and return the path.

        Records only grow and never change once added, so each is encoded once, at the
        first write that sees it, and later writes splice the encoded text in: the
        journal written at every phase boundary does not re-encode the whole run.
        """
        total = len(self._log)
        # converted, encoded and dropped a few hundred at a time: nothing is kept per record,
        # and the dicts die young (thousands alive at once would go to the collector's
        # oldest generation and set off a collection of the whole heap)
        for first in range(self._encoded, total, _BATCH):
            new = self._dicts(first, min(first + _BATCH, total))
            self._chunks.append(_dumps_records(self.redactor.redact(new))[1:-1])
        self._encoded = total
        text = _dumps(self.redactor.redact(self._data(self._sentinel)))
        marker = json.dumps(self._sentinel)
        if marker not in text:  # a secret that is part of the marker: the slow way
            return write_json(path, self.to_dict())
        records = "[" + ",".join(c for c in self._chunks if c) + "]"
        return write_text(path, text.replace(marker, records, 1))


def _dumps(data: Any, *, check_circular: bool = True) -> str:
    """Compact JSON (``check_circular=False`` for data built here, which has no cycles)."""
    try:  # the C encoder; nan and inf (rare) need the slow clean-up first
        return json.dumps(
            data,
            ensure_ascii=False,
            separators=(",", ":"),
            allow_nan=False,
            check_circular=check_circular,
            default=_default,
        )
    except ValueError:
        return json.dumps(
            _clean(data),
            ensure_ascii=False,
            separators=(",", ":"),
            allow_nan=False,  # never NaN in the file: it is not JSON
            check_circular=check_circular,
            default=_default,
        )


def _dumps_records(records: list[dict[str, Any]]) -> str:
    """The records as JSON: with orjson when it is installed (about 15 times faster: most
    of a long run's journal is its records' floats), else :func:`_dumps`.

    Both accept the same values (:func:`_default`) and write the same bytes but for one
    thing: a float of magnitude 1e-9 to 1e-4, which the standard encoder spells with a
    two-digit exponent (``1e-05``, ``2.5e-07``) and orjson without (``0.00001``,
    ``2.5e-7``); both read back as the same float. What orjson refuses (keys that are not
    text, integers beyond 64 bits) the standard encoder writes, for the whole batch.
    """
    if _orjson is not None:
        with contextlib.suppress(TypeError):  # what orjson refuses, the standard encoder has
            return str(_orjson.dumps(records, default=_default, option=_ORJSON_OPTIONS), "utf-8")
    return _dumps(records, check_circular=False)


def _read_umask() -> int:
    """The process's umask: from ``/proc/self/status`` where Linux gives it, else by
    setting and restoring it (which, for an instant, changes it for every thread)."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    umask = os.umask(0)
    os.umask(umask)
    return umask


#: The process's umask, read once at import.
_UMASK = _read_umask()


def write_json(path: str | Path, data: Any) -> Path:
    """Write ``data`` as JSON to ``path`` atomically."""
    return write_text(path, _dumps(data))


def write_text(path: str | Path, text: str) -> Path:
    """Write ``text`` to ``path`` atomically (a temporary file, then a rename), with the
    mode a plain ``open(path, "w")`` would give: the existing file's, or ``0o666`` less the
    umask (the temporary file alone would be ``0o600``)."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        mode = target.stat().st_mode & 0o777
    except FileNotFoundError:
        mode = 0o666 & ~_UMASK
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)  # no fsync: the rename keeps readers safe; speed keeps runs honest
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return target


def read(path: str | Path) -> dict[str, Any]:
    """Read a journal; ``ValueError`` when the file is not one."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ValueError(f"{path}: not a readable journal ({exc})") from None
    if not isinstance(data, dict) or "status" not in data or "steady_states" not in data:
        raise ValueError(f"{path}: not a genai-chaos journal (no status or steady_states)")
    return data
