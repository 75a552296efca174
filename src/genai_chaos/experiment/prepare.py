"""From a schema-valid document to a runnable experiment, or every reason it is not.

Checks what a schema cannot: fault kinds and parameters, whether each fault can reach the
target, schedules that fit in the method, prompt files, probes that exist, secrets that
are set, rollbacks that resolve. All problems are collected (with their lines) before
:class:`ExperimentInvalid` is raised, and nothing has started when it is.

>>> from genai_chaos.experiment.templates import template_text
>>> from genai_chaos.experiment.loader import load_text
>>> prepared = prepare(load_text(template_text("base-latency", target="sample")), seed=7)
>>> prepared.seed, [a.fault.kind for a in prepared.armed]
(7, ['latency'])
"""

from __future__ import annotations

import csv
import importlib.util
import json
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from genai_chaos.exceptions import GenAIChaosError
from genai_chaos.experiment.errors import ExperimentInvalid, Problem
from genai_chaos.experiment.loader import Document
from genai_chaos.experiment.schedule import check_windows
from genai_chaos.experiment.secrets import Values, references, resolve_values, substitute
from genai_chaos.experiment.spec import ChaosExperiment, PromptItem, Workload
from genai_chaos.experiment.targets import Armed, Target, build_target, load_callable
from genai_chaos.faults import registry
from genai_chaos.faults.randomness import derive_seed, fresh_seed
from genai_chaos.probes.kinds import requirements

#: Where span export lives; observability templates need it.
TELEMETRY_MODULE = "genai_chaos.telemetry.otel"
#: The runner opens experiment, request and injection spans (experiment/tracing.py).
RUNNER_EXPORTS_SPANS = True
#: What span export from a run needs installed, and the extra that brings it.
_TELEMETRY_NEEDS = (("opentelemetry.sdk", "telemetry"),)
_OTLP_NEEDS = (("opentelemetry.exporter.otlp.proto.http", "telemetry"),)


def _module_exists(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except ImportError:
        return False


_Add = Callable[[tuple[str | int, ...], str], None]

#: Probe types scored against the prompts' ``relevant`` document ids.
_RETRIEVAL_PROBES = ("recall_at_k", "mrr", "hit_rate")


def missing_extras(probe: Any) -> list[str]:
    """Why ``probe`` cannot be evaluated here: one line per missing optional module,
    naming the extra that brings it."""
    return [
        f"probe {probe.type!r} needs {module!r}; install it with: "
        f"pip install 'genai-chaos[{extra}]'"
        for module, extra in requirements(probe)
        if not _module_exists(module)
    ]


@dataclass
class Prepared:
    """Everything the runner needs, checked."""

    document: Document
    target: Target
    armed: list[Armed]
    prompts: list[PromptItem]
    values: Values
    seed: int

    @property
    def experiment(self) -> ChaosExperiment:
        """The validated document."""
        return self.document.experiment

    @property
    def method_end(self) -> float | None:
        """How long the method phase lasts, when known in advance."""
        return method_end(self.experiment.spec.workload)


def method_end(workload: Workload) -> float | None:
    """The method's length: its duration, or count/rate for an open loop."""
    if workload.duration is not None:
        return workload.duration
    if workload.rate is not None and workload.count is not None:
        return workload.count / workload.rate
    return None


def shipped_prompt_sets() -> list[str]:
    """Names of the prompt sets shipped with the package."""
    data = resources.files("genai_chaos.experiment") / "data"
    return sorted(
        p.name.removeprefix("prompts_").removesuffix(".jsonl")
        for p in data.iterdir()
        if p.name.startswith("prompts_") and p.name.endswith(".jsonl")
    )


def _item(raw: Any) -> PromptItem:
    if isinstance(raw, str):
        return PromptItem(prompt=raw)
    return PromptItem.model_validate(raw)


def _read_prompts(text: str, suffix: str) -> list[PromptItem]:
    if suffix == ".csv":
        rows = list(csv.DictReader(text.splitlines()))
        if rows and "prompt" not in rows[0]:
            raise ValueError("a CSV prompt file needs a 'prompt' column")
        out = []
        for row in rows:
            relevant = [r for r in (row.get("relevant") or "").split(";") if r]
            out.append(
                PromptItem(
                    prompt=row["prompt"],
                    id=row.get("id") or None,
                    relevant=relevant,
                    expected=row.get("expected") or None,
                )
            )
        return out
    return [_item(json.loads(line)) for line in text.splitlines() if line.strip()]


def load_prompts(workload: Workload, base_dir: Path) -> list[PromptItem]:
    """The workload's prompts; ``ValueError`` saying what is wrong."""
    if workload.prompts is not None:
        return [_item(p) for p in workload.prompts]
    if workload.prompt_set is not None:
        name = workload.prompt_set
        if name not in shipped_prompt_sets():
            raise ValueError(
                f"no shipped prompt set {name!r} (shipped: {', '.join(shipped_prompt_sets())})"
            )
        res = resources.files("genai_chaos.experiment") / "data" / f"prompts_{name}.jsonl"
        return _read_prompts(res.read_text(encoding="utf-8"), ".jsonl")
    assert workload.prompts_file is not None
    path = Path(workload.prompts_file)
    path = path if path.is_absolute() else base_dir / path
    if path.suffix not in (".jsonl", ".csv"):
        raise ValueError(f"expected a .jsonl or .csv file, got {path.name!r}")
    try:
        items = _read_prompts(path.read_text(encoding="utf-8"), path.suffix)
    except OSError as exc:
        raise ValueError(f"cannot read {str(path)!r}: {exc.strerror or exc}") from None
    except Exception as exc:
        raise ValueError(f"{path.name}: {exc}") from None
    if not items:
        raise ValueError(f"{path.name} holds no prompts")
    return items


def _check_values(document: Document, add: _Add) -> Values:
    spec = document.experiment.spec
    values = resolve_values(spec.configuration, spec.secrets)
    for p in values.problems:
        add(p.path, p.message)
    raw_spec = document.data.get("spec", {})
    known = set(spec.configuration) | set(spec.secrets)
    for section in ("target", "method", "rollbacks"):
        for name in sorted(references(raw_spec.get(section)) - known):
            add(("spec", section), f"${{{name}}} is neither in configuration nor in secrets")
    return values


def _build_target(document: Document, values: Values, add: _Add) -> Target | None:
    spec = document.experiment.spec
    target_spec = type(spec.target).model_validate(
        substitute(spec.target.model_dump(by_alias=True), values.all)
    )
    try:
        return build_target(target_spec)
    except GenAIChaosError as exc:
        add(("spec", "target"), str(exc))
        return None


def _build_faults(
    document: Document, target: Target | None, values: Values, run_seed: int, add: _Add
) -> list[Armed]:
    spec = document.experiment.spec
    armed: list[Armed] = []
    end = method_end(spec.workload)
    for i, action in enumerate(spec.method):
        path: tuple[str | int, ...] = ("spec", "method", i)
        params = substitute(action.params, values.all)
        seed = action.seed if action.seed is not None else derive_seed(run_seed, i, action.fault)
        try:
            fault = registry.create(
                action.fault,
                probability=action.probability,
                blast_radius=action.blast_radius,
                seed=seed,
                **params,
            )
        except GenAIChaosError as exc:
            add((*path, "params" if "parameter" in str(exc) else "fault"), str(exc))
            continue
        except TypeError as exc:
            add((*path, "params"), str(exc))
            continue
        for message in check_windows(action.schedule, end):
            add((*path, "schedule"), message)
        if target is not None:
            reason = target.reach(action, fault)
            if reason is not None:
                add((*path, "at"), f"fault {action.fault!r} cannot reach the target: {reason}")
        armed.append(Armed(i, action, fault))
    return armed


def _check_rest(document: Document, prompts: list[PromptItem], add: _Add) -> None:
    spec = document.experiment.spec
    all_probes: list[tuple[tuple[str | int, ...], Any]] = [
        (("spec", "steadyState", "probes", i), p) for i, p in enumerate(spec.steady_state.probes)
    ]
    all_probes += [
        (("spec", "safeguards", "conditions", i, "probe"), s.probe)
        for i, s in enumerate(spec.safeguards.conditions)
    ]
    for path, probe in all_probes:
        for message in missing_extras(probe):
            add((*path, "type"), message)
        if probe.type in _RETRIEVAL_PROBES and prompts and not any(p.relevant for p in prompts):
            add((*path, "type"), f"{probe.type} needs prompts with 'relevant' document ids")
    telemetry = spec.telemetry
    if telemetry is not None and telemetry.enabled:
        # refuse rather than run without the spans the file asks for
        if not RUNNER_EXPORTS_SPANS:
            add(("spec", "telemetry"), "the runner does not export spans in this version")
        needs = _TELEMETRY_NEEDS + (_OTLP_NEEDS if telemetry.exporter == "otlp" else ())
        for module, extra in needs:
            if not _module_exists(module):
                add(
                    ("spec", "telemetry"),
                    f"telemetry export needs {module!r}; install it with: "
                    f"pip install 'genai-chaos[{extra}]'",
                )
    for i, action in enumerate(spec.rollbacks.actions):
        if action.type == "python" and action.func:
            try:
                load_callable(action.func)
            except GenAIChaosError as exc:
                add(("spec", "rollbacks", "actions", i, "func"), str(exc))


def prepare(document: Document, *, seed: int | None = None) -> Prepared:
    """Check ``document`` and build its target and faults (see the module docstring)."""
    spec = document.experiment.spec
    problems: list[Problem] = []

    def add(path: tuple[str | int, ...], message: str) -> None:
        problems.append(document.problem(path, message))

    values = _check_values(document, add)
    prompts: list[PromptItem] = []
    try:
        prompts = load_prompts(spec.workload, document.base_dir)
    except ValueError as exc:
        w = spec.workload
        key = "prompts" if w.prompts else ("promptsFile" if w.prompts_file else "promptSet")
        add(("spec", "workload", key), str(exc))
    target = _build_target(document, values, add)
    run_seed = seed if seed is not None else spec.seed if spec.seed is not None else fresh_seed()
    armed = _build_faults(document, target, values, run_seed, add)
    _check_rest(document, prompts, add)
    if problems:
        raise ExperimentInvalid(problems, source=document.source)
    assert target is not None
    return Prepared(document, target, armed, prompts, values, run_seed)
