"""``genai-chaos guards``: screen prompts with the prompt sanitizer, and measure it on a
labelled set of your own.

``guards check`` judges one prompt (an argument, or stdin) or each line of a file and exits
like a linter: 0 when every prompt is allowed, 1 when any is rejected, 2 on a usage error.
``guards evaluate`` reads a labelled JSONL set and reports detection and false-positive
rates with Wilson 95% intervals, overall and per category. ``--layers`` chooses the
sanitizer's layers by name (:mod:`genai_chaos.guards.sanitizer.layers`).
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.progress import track
from rich.table import Table
from rich.text import Text

from genai_chaos.exceptions import GenAIChaosError
from genai_chaos.guards.evaluation import Example, evaluate
from genai_chaos.guards.sanitizer.layers import DEFAULT, DESCRIPTIONS, LAYERS, NEEDS_MINILM

stderr = Console(stderr=True)

#: What a line of a labelled set holds (error messages quote it).
LABELLED_LINE = (
    '{"text": "...", "label": "attack"|"benign", "category": "..." (optional), '
    '"id": "..." (optional)}'
)
#: Formats ``guards check --file`` reads; ``auto`` is ``jsonl`` for a ``.jsonl`` or
#: ``.ndjson`` file, ``text`` otherwise (stdin included).
FORMATS = ("auto", "text", "jsonl")


class InputError(GenAIChaosError):
    """A file given to ``genai-chaos guards`` cannot be read as expected; the message names
    the file, the line and what was expected."""


def _layers_option(fn: Any) -> Any:
    return click.option(
        "--layers",
        type=click.Choice(LAYERS),
        default=DEFAULT,
        show_default=True,
        help="The sanitizer's layers: default = rules + the word classifier (fast, no "
        "model); rules = without the classifier; contextual / tuned = + the frozen / tuned "
        "MiniLM layer (extra: minilm; tuned is the best on unseen authors). "
        "`genai-chaos guards layers` lists them.",
    )(fn)


def _threshold_option(fn: Any) -> Any:
    return click.option(
        "--threshold",
        type=click.FloatRange(0.0, 1.0, min_open=True),
        default=0.5,
        show_default=True,
        help="Risk at and above which a prompt is rejected.",
    )(fn)


def _sanitizer(layers: str, threshold: float) -> Any:
    """The sanitizer, its encoder loaded before the first prompt when a MiniLM layer is
    asked for (one that cannot load is an error now, not a layer silently off)."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from genai_chaos.guards.sanitizer.layers import build

    if layers in NEEDS_MINILM:
        with stderr.status(f"loading the {layers} layer's encoder ..."):
            return build(layers, threshold=threshold, warm=True)
    return build(layers, threshold=threshold)


def _usage_errors(fn: Any) -> Any:
    """Our own input errors as click usage errors (exit code 2), also when the group is
    invoked without the root command."""
    import functools

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except GenAIChaosError as exc:
            raise click.UsageError(str(exc)) from exc

    return wrapper


@click.group("guards")
def guards_group() -> None:
    """The prompt sanitizer: screen prompts, measure it on your own labelled set."""


@guards_group.command("layers")
@click.option("--json", "as_json", is_flag=True, help="Print JSON to stdout.")
def layers_command(as_json: bool) -> None:
    """List the sanitizer's layer configurations and whether each can run here."""
    from genai_chaos.guards.sanitizer.contextual import available

    minilm = available()
    rows = [
        {
            "layers": name,
            "description": DESCRIPTIONS[name],
            "available": minilm or name not in NEEDS_MINILM,
            "default": name == DEFAULT,
        }
        for name in LAYERS
    ]
    if as_json:
        click.echo(json.dumps(rows, indent=2))
        return
    table = Table(title="Sanitizer layers (--layers)")
    for col in ("layers", "what judges a prompt", "available here"):
        table.add_column(col)
    for row in rows:
        mark = "yes" if row["available"] else "no: pip install 'genai-chaos[minilm]'"
        table.add_row(str(row["layers"]), str(row["description"]), mark)
    Console().print(table)


# -- check -------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Prompt:
    id: str
    text: str


def _read_text(path: str) -> str:
    """The whole of ``path`` (``-``: stdin) as UTF-8."""
    if path == "-":
        return sys.stdin.read()
    try:
        return Path(path).read_text("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(
            f"{path}: not UTF-8 text (byte {exc.start}); expected a text file"
        ) from exc
    except OSError as exc:
        raise InputError(f"{path}: cannot be read ({exc.strerror or exc})") from exc


def _json_objects(path: str, text: str) -> Iterator[tuple[int, dict[str, Any]]]:
    """``(line number, object)`` for each non-blank line of a JSONL file; a line that is
    not a JSON object is an :class:`InputError` naming the file and line."""
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            raise InputError(
                f"{path}: line {number}: not JSON ({exc.msg} at column {exc.colno}); "
                f"expected one JSON object per line: {LABELLED_LINE}"
            ) from exc
        if not isinstance(obj, dict):
            raise InputError(
                f"{path}: line {number}: expected a JSON object, got {type(obj).__name__}: "
                f"{LABELLED_LINE}"
            )
        yield number, obj


def _text_of(path: str, number: int, obj: dict[str, Any]) -> str:
    text = obj.get("text")
    if not isinstance(text, str) or not text.strip():
        got = "no 'text'" if "text" not in obj else f"'text' = {text!r}"
        raise InputError(
            f"{path}: line {number}: expected a non-empty string in 'text', got {got}: "
            f"{LABELLED_LINE}"
        )
    return text


def _id_of(path: str, number: int, obj: dict[str, Any]) -> str:
    value = obj.get("id", f"line-{number}")
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise InputError(
            f"{path}: line {number}: expected a string or integer in 'id', got {value!r}"
        )
    return str(value)


def _prompts_from_file(path: str, fmt: str) -> list[_Prompt]:
    text = _read_text(path)
    if fmt == "auto":
        fmt = "jsonl" if path.lower().endswith((".jsonl", ".ndjson")) else "text"
    if fmt == "text":
        return [
            _Prompt(f"line-{n}", line)
            for n, line in enumerate(text.splitlines(), 1)
            if line.strip()
        ]
    return [
        _Prompt(_id_of(path, n, obj), _text_of(path, n, obj))
        for n, obj in _json_objects(path, text)
    ]


def _excerpt(text: str, width: int = 60) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"


@guards_group.command("check")
@click.argument("text", required=False)
@click.option(
    "--file",
    "-f",
    "file",
    type=click.Path(dir_okay=False, allow_dash=True),
    default=None,
    help="Screen each non-blank line of this file (- for stdin) instead of one prompt.",
)
@click.option(
    "--format",
    "fmt",
    type=click.Choice(FORMATS),
    default="auto",
    show_default=True,
    help="How --file is read: text (one prompt per line) or jsonl (one JSON object per "
    "line with a 'text' field and an optional 'id'); auto: jsonl for .jsonl and .ndjson "
    "files, text otherwise.",
)
@_layers_option
@_threshold_option
@click.option(
    "--json",
    "as_json",
    is_flag=True,
    help="Print one JSON object per prompt (JSON lines) to stdout.",
)
@_usage_errors
def check_command(
    *,
    text: str | None,
    file: str | None,
    fmt: str,
    layers: str,
    threshold: float,
    as_json: bool,
) -> None:
    """Screen one prompt (TEXT, or stdin when TEXT and --file are absent) or each line of a
    file, and print each verdict with its risk and reasons.

    Exit code 0 when every prompt is allowed, 1 when any is rejected, 2 on a usage error.

    \b
    genai-chaos guards check "What is the capital of France?"
    genai-chaos guards check --layers tuned --file prompts.txt --json
    cat prompt.txt | genai-chaos guards check
    """
    if text is not None and file is not None:
        raise click.UsageError("give TEXT or --file, not both")
    if file is None and fmt != "auto":
        raise click.UsageError("--format applies to --file only")
    if text is not None:
        prompts = [_Prompt("argument", text)]
    elif file is not None:
        prompts = _prompts_from_file(file, fmt)
        if not prompts:
            raise click.UsageError(f"{file}: no prompt in it (every line is blank)")
    else:
        stdin = sys.stdin
        if stdin.isatty():
            raise click.UsageError("no prompt: give TEXT, --file PATH, or pipe a prompt on stdin")
        whole = stdin.read()
        if not whole.strip():
            raise click.UsageError("no prompt: stdin was empty")
        prompts = [_Prompt("stdin", whole)]

    sanitizer = _sanitizer(layers, threshold)
    verdicts = [(p, sanitizer.check(p.text)) for p in prompts]
    rejected = sum(not v.allowed for _, v in verdicts)
    if as_json:
        for prompt, verdict in verdicts:
            record = {"id": prompt.id, "verdict": "allowed" if verdict.allowed else "rejected"}
            click.echo(json.dumps({**record, **verdict.to_dict()}, ensure_ascii=False))
    else:
        table = Table(title=f"Sanitizer verdicts (layers {layers}, threshold {threshold:g})")
        for col in ("id", "verdict", "risk", "reasons", "prompt"):
            table.add_column(col, overflow="fold")
        for prompt, verdict in verdicts:
            reasons = ", ".join(f"{r.code} {r.score:.2f}" for r in verdict.reasons) or "-"
            table.add_row(
                prompt.id,
                Text("allowed", "green") if verdict.allowed else Text("REJECTED", "bold red"),
                f"{verdict.risk:.3f}",
                Text(reasons),
                Text(_excerpt(prompt.text)),
            )
        Console().print(table)
        stderr.print(f"{len(verdicts)} prompt(s), {rejected} rejected")
    sys.exit(1 if rejected else 0)


# -- evaluate ----------------------------------------------------------------------------


def load_labelled(path: str) -> list[Example]:
    """The labelled prompts of the JSONL file at ``path`` (see :data:`LABELLED_LINE`), as
    the evaluation module's examples, each with ``source`` = ``"<path>:<line>"``; a line
    that is not JSON, has no text, a label other than attack/benign or a repeated id is an
    :class:`InputError` naming the file and the line."""
    rows: list[Example] = []
    seen: dict[str, int] = {}
    for number, obj in _json_objects(path, _read_text(path)):
        text = _text_of(path, number, obj)
        label = obj.get("label")
        if label not in ("attack", "benign"):
            got = "no 'label'" if "label" not in obj else f"'label' = {label!r}"
            raise InputError(
                f'{path}: line {number}: expected \'label\' to be "attack" or "benign", got {got}'
            )
        category = obj.get("category", "(none)")
        if not isinstance(category, str) or not category:
            raise InputError(
                f"{path}: line {number}: expected a non-empty string in 'category', "
                f"got {category!r}"
            )
        ident = _id_of(path, number, obj)
        if ident in seen:
            raise InputError(
                f"{path}: line {number}: id {ident!r} was already used on line {seen[ident]}; "
                "expected each id once (the misses are listed by id)"
            )
        seen[ident] = number
        rows.append(Example(ident, text, label, category, group="", source=f"{path}:{number}"))
    if not rows:
        raise InputError(f"{path}: no labelled prompt in it; expected lines like {LABELLED_LINE}")
    return rows


def _rate(rate: Any) -> dict[str, Any] | None:
    """A :class:`~genai_chaos.guards.evaluation.Rate` as JSON, ``None`` when it is over
    nothing."""
    return rate.to_dict() if rate.n else None


def _evaluate(rows: list[Example], sanitizer: Any) -> dict[str, Any]:
    verdicts: dict[str, Any] = {}
    started = time.perf_counter()
    for row in track(rows, description="judging", console=stderr, transient=True):
        verdicts[row.id] = sanitizer.check(row.text)
    seconds = time.perf_counter() - started
    rejected_by_text = {row.text: not verdicts[row.id].allowed for row in rows}

    def rejects(text: str) -> bool:
        return rejected_by_text[text]

    overall = evaluate(rejects, rows)
    per_category: dict[str, Any] = {}
    for category in sorted({r.category for r in rows}):
        subset = [r for r in rows if r.category == category]
        e = evaluate(rejects, subset)
        per_category[category] = {
            "attacks": e.detection.n,
            "benign": e.false_positives.n,
            "detection": _rate(e.detection),
            "false_positive_rate": _rate(e.false_positives),
        }

    def errors(ids: list[str]) -> list[dict[str, Any]]:
        by_id = {r.id: r for r in rows}
        return [
            {
                "id": i,
                "line": int(by_id[i].source.rsplit(":", 1)[1]),
                "category": by_id[i].category,
                "risk": round(verdicts[i].risk, 4),
                "reasons": verdicts[i].codes,
            }
            for i in ids
        ]

    return {
        "prompts": len(rows),
        "attacks": overall.detection.n,
        "benign": overall.false_positives.n,
        "detection": _rate(overall.detection),
        "false_positive_rate": _rate(overall.false_positives),
        "per_category": per_category,
        "missed_ids": list(overall.missed),
        "flagged_ids": list(overall.flagged),
        "missed": errors(overall.missed),
        "false_positives": errors(overall.flagged),
        "seconds": round(seconds, 3),
        "ms_per_prompt": round(1000 * seconds / len(rows), 2),
    }


def _pct(rate: dict[str, Any] | None) -> str:
    if rate is None:
        return "-"
    low, high = rate["ci95"]
    return f"{rate['rate']:.1%} ({rate['k']}/{rate['n']}; 95% CI {low:.1%}-{high:.1%})"


@guards_group.command("evaluate")
@click.argument("path", type=click.Path(exists=True, dir_okay=False, allow_dash=True))
@_layers_option
@_threshold_option
@click.option(
    "--out",
    type=click.Path(dir_okay=False, writable=True, path_type=Path),
    default=None,
    help="Also write the JSON result to this file (written whole, only on success).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the JSON result to stdout.")
@_usage_errors
def evaluate_command(
    path: str, layers: str, threshold: float, out: Path | None, as_json: bool
) -> None:
    """Measure the sanitizer on a labelled JSONL set (PATH, - for stdin): detection rate
    (attacks rejected) and false-positive rate (benign prompts rejected) with Wilson 95%
    intervals, overall and per category, and the ids of the misses.

    \b
    Each line: {"text": "...", "label": "attack"|"benign",
                "category": "..." (optional), "id": "..." (optional; default line-N)}

    A malformed line is an error naming the file and line (exit code 2), and --out is then
    left untouched.
    """
    rows = load_labelled(path)
    sanitizer = _sanitizer(layers, threshold)
    result = {"set": path, "layers": layers, "threshold": threshold, **_evaluate(rows, sanitizer)}
    rendered = json.dumps(result, indent=2, ensure_ascii=False) + "\n"
    if out is not None:
        from genai_chaos.experiment.journal import write_text  # atomic, keeps the mode

        write_text(out, rendered)
    if as_json:
        click.echo(rendered, nl=False)
        return
    console = Console()
    console.print(
        f"{path}: {result['attacks']} attacks, {result['benign']} benign "
        f"(layers {layers}, threshold {threshold:g})",
        markup=False,
    )
    console.print(f"detection:       {_pct(result['detection'])}", markup=False)
    console.print(f"false positives: {_pct(result['false_positive_rate'])}", markup=False)
    table = Table(title="Per category")
    for col in ("category", "detection", "false positives"):
        table.add_column(col, overflow="fold")
    for category, r in result["per_category"].items():
        table.add_row(Text(category), _pct(r["detection"]), _pct(r["false_positive_rate"]))
    console.print(table)
    for key, title in (("missed_ids", "missed attacks"), ("flagged_ids", "false positives")):
        if result[key]:
            console.print(f"{title}: {', '.join(result[key])}", markup=False)
    if out is not None:
        stderr.print(f"wrote {out}", markup=False)
