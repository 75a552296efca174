"""Trace replay: JSONL session logs, replayed on their own timeline, and the source's
table of round-trip time per semantic-entropy band (2.1).

One JSON object per line::

    {"timestamp": 12.5, "session_id": "s17", "prompt": "...", "prompt_tokens": 812,
     "output_tokens": 96, "accepted": true, "intent": "coding"}

``timestamp`` (seconds, any origin; or ISO 8601), ``output_tokens`` and one of
``prompt`` / ``prompt_tokens`` are required; ``prompt_tokens`` larger than the prompt's
words pads the prompt (the context a session carries). A bad line is reported with its
line number; it is skipped, or (``strict``) the whole trace is refused.

Entropy bands: every request gets its *session's* semantic entropy
(:func:`genai_chaos.probes.entropy.text_entropy` over the sentences of the session's
prompts); requests are grouped into quantile bands of it, and each band reports RTT
(E2E) percentiles, TTFT, context length and accept rate. Without the ``semantic`` extra
a clearly labelled fallback is used: the Shannon entropy of the session's word counts.

>>> t = parse_trace(['{"timestamp": 0, "prompt": "hi", "output_tokens": 4, "session_id": "a"}',
...                  '{"timestamp": "x"}'])
>>> len(t.requests), t.errors[0].line
(1, 2)
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np

from genai_chaos.exceptions import GenAIChaosError
from genai_chaos.load.engine import RequestRecord
from genai_chaos.load.generator import Workload
from genai_chaos.probes import percentile

SAMPLE_TRACE = "sample_sessions.jsonl"
_FILL = "context"


class TraceFormatError(GenAIChaosError):
    """A trace was refused (``strict``) or had no usable line; ``errors`` lists them."""

    def __init__(self, source: str, errors: Sequence[TraceLineError]) -> None:
        self.errors = list(errors)
        head = "; ".join(f"line {e.line}: {e.message}" for e in self.errors[:5])
        more = f" (and {len(self.errors) - 5} more)" if len(self.errors) > 5 else ""
        super().__init__(f"{source}: {head}{more}")


@dataclass(frozen=True)
class TraceLineError:
    """One bad line."""

    line: int
    message: str


@dataclass(frozen=True)
class TraceRequest:
    """One request of a trace."""

    line: int
    timestamp: float
    prompt: str
    prompt_tokens: int
    output_tokens: int
    session_id: str
    accepted: bool | None = None
    intent: str | None = None

    def padded_prompt(self) -> str:
        """The prompt, padded with filler words up to ``prompt_tokens``."""
        words = len(self.prompt.split())
        if words >= self.prompt_tokens:
            return self.prompt
        return (self.prompt + " " + " ".join([_FILL] * (self.prompt_tokens - words))).strip()


@dataclass
class Trace:
    """The usable requests (in time order) and the bad lines."""

    requests: list[TraceRequest] = field(default_factory=list)
    errors: list[TraceLineError] = field(default_factory=list)

    def offsets(self, time_scale: float = 1.0) -> np.ndarray:
        """Send offsets (seconds from the first request), divided by ``time_scale``."""
        if time_scale <= 0:
            raise ValueError("time_scale must be positive")
        if not self.requests:
            return np.zeros(0)
        t0 = self.requests[0].timestamp
        return np.array([(r.timestamp - t0) / time_scale for r in self.requests])

    def workload(self) -> Workload:
        """Request ``i`` sends the ``i``-th request's padded prompt and output length."""
        return Workload(
            prompts=[r.padded_prompt() for r in self.requests],
            max_tokens=[r.output_tokens for r in self.requests],
        )


def _time(value: Any) -> float:
    if isinstance(value, bool):
        raise ValueError
    if isinstance(value, int | float):
        if not math.isfinite(value):
            raise ValueError
        return float(value)
    if isinstance(value, str):
        return datetime.fromisoformat(value.replace("Z", "+00:00")).timestamp()
    raise ValueError


def _line(n: int, text: str) -> TraceRequest:
    obj = json.loads(text)
    if not isinstance(obj, dict):
        raise ValueError("expected a JSON object")
    if "timestamp" not in obj:
        raise ValueError("'timestamp' is missing")
    try:
        ts = _time(obj["timestamp"])
    except ValueError:
        raise ValueError(
            f"'timestamp' must be seconds or ISO 8601, got {obj['timestamp']!r}"
        ) from None
    prompt = obj.get("prompt")
    if prompt is not None and not isinstance(prompt, str):
        raise ValueError("'prompt' must be a string")
    pt = obj.get("prompt_tokens")
    if prompt is None and pt is None:
        raise ValueError("give 'prompt' or 'prompt_tokens'")
    if pt is not None and (not isinstance(pt, int) or isinstance(pt, bool) or pt < 1):
        raise ValueError(f"'prompt_tokens' must be a positive integer, got {pt!r}")
    out = obj.get("output_tokens")
    if not isinstance(out, int) or isinstance(out, bool) or out < 1:
        raise ValueError(f"'output_tokens' must be a positive integer, got {out!r}")
    acc = obj.get("accepted")
    if acc is not None and not isinstance(acc, bool):
        raise ValueError("'accepted' must be true or false")
    text_ = prompt or ""
    return TraceRequest(
        n,
        ts,
        text_,
        int(pt) if pt is not None else max(len(text_.split()), 1),
        out,
        str(obj.get("session_id", f"line{n}")),
        acc,
        obj.get("intent"),
    )


def parse_trace(lines: Iterable[str], *, strict: bool = False, source: str = "trace") -> Trace:
    """Parse JSONL lines (blank lines and ``#`` comments are skipped)."""
    trace = Trace()
    for n, text in enumerate(lines, start=1):
        if not text.strip() or text.lstrip().startswith("#"):
            continue
        try:
            trace.requests.append(_line(n, text))
        except (ValueError, TypeError) as exc:  # JSONDecodeError is a ValueError
            trace.errors.append(TraceLineError(n, str(exc) or type(exc).__name__))
    if trace.errors and strict:
        raise TraceFormatError(source, trace.errors)
    if not trace.requests:
        raise TraceFormatError(
            source, trace.errors or [TraceLineError(0, "no request in the trace")]
        )
    trace.requests.sort(key=lambda r: (r.timestamp, r.line))
    return trace


def load_trace(path: str | Path, *, strict: bool = False) -> Trace:
    """Read a JSONL trace file (see :func:`parse_trace`)."""
    with open(path, encoding="utf-8") as fh:
        return parse_trace(fh, strict=strict, source=str(path))


def sample_trace() -> Trace:
    """The shipped sample: several hundred sessions of mixed intents (synthetic)."""
    text = resources.files("genai_chaos.load").joinpath("data", SAMPLE_TRACE).read_text("utf-8")
    return parse_trace(text.splitlines(), source=SAMPLE_TRACE)


# -- entropy bands ----------------------------------------------------------------------

EntropyFn = Callable[[Sequence[str]], float]
_SENT = re.compile(r"(?<=[.!?])\s+")


def word_entropy(texts: Sequence[str]) -> float:
    """FALLBACK, not semantic: Shannon entropy (bits) of the word counts of ``texts``.

    >>> word_entropy(["a a", "b b"])
    1.0
    """
    counts = Counter(w.lower() for t in texts for w in t.split())
    total = sum(counts.values())
    if total == 0:
        return 0.0
    p = np.array(list(counts.values()), dtype=float) / total
    return float(-(p * np.log2(p)).sum())


def entropy_function(kind: str = "auto") -> tuple[EntropyFn, str]:
    """The entropy to band by, and its label: ``semantic`` (the steady-state probe's
    semantic entropy over sentences), ``words`` (the fallback), or ``auto``."""
    if kind in ("auto", "semantic"):
        try:
            from genai_chaos.probes.entropy import text_entropy

            text_entropy(["probe the embedder"])  # fails here without the extra
        except Exception:
            if kind == "semantic":
                raise
        else:

            def sem(texts: Sequence[str]) -> float:
                sentences = [s for t in texts for s in _SENT.split(t) if s.strip()]
                return text_entropy(sentences)

            return sem, "semantic entropy (clusters of sentence embeddings, bits)"
    return word_entropy, "FALLBACK word-count entropy (not semantic, bits)"


def session_entropies(trace: Trace, entropy: EntropyFn) -> dict[str, float]:
    """Each session's entropy over its prompts."""
    by_session: dict[str, list[str]] = defaultdict(list)
    for r in trace.requests:
        by_session[r.session_id].append(r.prompt)
    return {s: entropy(texts) for s, texts in by_session.items()}


def entropy_bands(
    trace: Trace,
    records: Sequence[RequestRecord],
    *,
    bands: int = 4,
    entropy: str | EntropyFn = "auto",
) -> dict[str, Any]:
    """The source's table: per entropy quantile band, RTT and TTFT percentiles, context
    and accept rate. ``records[i].index`` is the position in ``trace.requests``."""
    fn, label = entropy_function(entropy) if isinstance(entropy, str) else (entropy, "custom")
    per_session = session_entropies(trace, fn)
    h = np.array([per_session[r.session_id] for r in trace.requests])
    edges = np.quantile(h, np.linspace(0, 1, bands + 1))
    band_of = np.clip(np.searchsorted(edges, h, side="right") - 1, 0, bands - 1)
    by_index = {r.index: r for r in records}
    rows = []
    for b in range(bands):
        idx = [i for i in range(len(trace.requests)) if band_of[i] == b]
        recs = [by_index[i] for i in idx if i in by_index]
        ok = [r for r in recs if r.outcome == "ok"]
        rtt = [r.latency for r in ok]
        ttft = [float((r.detail or {}).get("ttft", math.nan)) for r in ok]
        acc = [a for i in idx if (a := trace.requests[i].accepted) is not None]
        rows.append(
            {
                "band": b + 1,
                "entropy_from": float(edges[b]),
                "entropy_to": float(edges[b + 1]),
                "requests": len(idx),
                "errors": len(recs) - len(ok),
                "rtt_p50_s": _nn(percentile(rtt, 50)),
                "rtt_p99_s": _nn(percentile(rtt, 99)),
                "ttft_p50_s": _nn(percentile([t for t in ttft if not math.isnan(t)], 50)),
                "mean_prompt_tokens": float(np.mean([trace.requests[i].prompt_tokens for i in idx]))
                if idx
                else None,
                "accept_rate": sum(acc) / len(acc) if acc else None,
            }
        )
    return {"entropy": label, "bands": rows}


def _nn(x: float) -> float | None:
    return None if math.isnan(x) else x
