"""Experiment templates shipped with the package, in three layers.

* **base**: latency, timeout, error storm on one component;
* **scenario**: an assistant session interrupted mid-stream, an intent-recognition
  timeout, a truncated context, zero-recall retrieval, a Base64 jailbreak, embedding
  drift, malformed JSON, plausible-but-wrong answers;
* **observability**: scenarios with OpenTelemetry span export on (``spec.telemetry``;
  they need the ``telemetry`` extra).

Each template carries its component, injection point and the telemetry attributes it
sets. Templates target the reference RAG service (with the ``reference`` prompt set, drawn from
its labelled questions); ``target="sample"`` points them at the in-process sample
(:mod:`genai_chaos.experiment.sample`, same chaos points) with the ``support`` set.

>>> [t.name for t in index() if t.layer == "base"]
['base-latency', 'base-timeout', 'base-error-storm', 'base-cpu-load']
>>> "type: callable" in template_text("scenario-zero-recall", target="sample")
True
"""

from __future__ import annotations

import difflib
import json
from dataclasses import dataclass
from functools import cache
from importlib import resources

from genai_chaos.exceptions import GenAIChaosError

LAYERS = ("base", "scenario", "observability")
REFERENCE_TARGET = "  target: {type: reference}\n"
SAMPLE_TARGET = '  target: {type: callable, callable: "genai_chaos.experiment.sample:ask"}\n'


class UnknownTemplate(GenAIChaosError):
    """No template of that name."""


@dataclass(frozen=True)
class TemplateInfo:
    """What the index says about one template."""

    name: str
    layer: str
    component: str
    injection_point: str
    fault: str
    summary: str
    telemetry_attributes: tuple[str, ...]
    requires_telemetry: bool
    file: str


def _data() -> resources.abc.Traversable:
    return resources.files("genai_chaos.experiment") / "data"


@cache
def index() -> list[TemplateInfo]:
    """Every template, base layer first."""
    raw = json.loads((_data() / "templates.json").read_text(encoding="utf-8"))
    items = [
        TemplateInfo(**{**item, "telemetry_attributes": tuple(item["telemetry_attributes"])})
        for item in raw
    ]
    return sorted(items, key=lambda t: LAYERS.index(t.layer))


def get(name: str) -> TemplateInfo:
    """The template ``name``; :class:`UnknownTemplate` with a suggestion otherwise."""
    for t in index():
        if t.name == name:
            return t
    names = [t.name for t in index()]
    close = difflib.get_close_matches(name, names, n=1)
    hint = f"; did you mean {close[0]!r}?" if close else ""
    raise UnknownTemplate(f"no template {name!r}{hint} (see `genai-chaos templates list`)")


def template_text(name: str, *, target: str = "reference") -> str:
    """The YAML of template ``name``, aimed at ``reference`` or the in-process ``sample``."""
    info = get(name)
    text = (_data() / info.file).read_text(encoding="utf-8")
    if target == "sample":
        text = text.replace(REFERENCE_TARGET, SAMPLE_TARGET)
        text = text.replace("    promptSet: reference\n", "    promptSet: support\n")
    elif target != "reference":
        raise UnknownTemplate(f"unknown template target {target!r} (reference or sample)")
    return text
