"""Every probe kind has a documented example, and every documented probe validates."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from genai_chaos.experiment.errors import ExperimentInvalid
from genai_chaos.experiment.loader import load_text
from genai_chaos.experiment.prepare import missing_extras, prepare
from genai_chaos.experiment.probe_spec import PROBE_TYPES
from tests.experiment.conftest import make

DOCS = Path(__file__).resolve().parents[2] / "docs"
FILES = ("probes.md", "steady-state.md", "experiments.md")


def _probes(block: Any) -> list[dict[str, Any]]:
    """The probe lists anywhere in a YAML block (``probes:`` at any depth)."""
    if isinstance(block, dict):
        found = list(block["probes"]) if isinstance(block.get("probes"), list) else []
        return found + [p for k, v in block.items() if k != "probes" for p in _probes(v)]
    return []


def documented(name: str) -> list[dict[str, Any]]:
    blocks = re.findall(r"```yaml\n(.*?)```", (DOCS / name).read_text(), re.S)
    return [p for b in blocks for p in _probes(yaml.safe_load(b))]


EXAMPLES = [(name, i, p) for name in FILES for i, p in enumerate(documented(name))]


def test_every_probe_kind_has_an_example() -> None:
    shown = {p["type"] for p in documented("probes.md")}
    assert shown == PROBE_TYPES, f"missing from docs/probes.md: {sorted(PROBE_TYPES - shown)}"


@pytest.mark.parametrize(("doc", "index", "probe"), EXAMPLES, ids=lambda v: str(v)[:40])
def test_documented_probe_validates(doc: str, index: int, probe: dict[str, Any]) -> None:
    exp = make(format="json") if probe["type"] == "format_validity" else make()
    exp["spec"]["steadyState"]["probes"] = [probe]
    try:
        prepared = prepare(load_text(yaml.safe_dump(exp), source=f"{doc} probe {index}"))
    except ExperimentInvalid as exc:
        if "install it with" in str(exc) and os.environ.get("CI") != "true":
            pytest.skip(f"an optional extra is missing here: {exc}")
        raise
    (parsed,) = prepared.experiment.spec.steady_state.probes
    assert parsed.type == probe["type"] and not missing_extras(parsed)
