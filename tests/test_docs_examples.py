"""The Python examples in the docs run as they are, and print what the docs say."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from genai_chaos.faults import registry

DOCS = Path(__file__).resolve().parents[1] / "docs"
BLOCK = re.compile(r"```python\n(.*?)```", re.S)


def blocks(name: str) -> list[str]:
    return BLOCK.findall((DOCS / name).read_text())


@pytest.mark.parametrize("index", range(len(blocks("getting-started.md"))))
def test_getting_started_example_runs(index, monkeypatch):
    code = blocks("getting-started.md")[index]
    monkeypatch.setitem(registry._KINDS, "__guard__", None)  # restore the registry after
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out):
            exec(compile(code, f"getting-started.md block {index}", "exec"), {})
    finally:
        registry._KINDS.pop("shout", None)
        registry._KINDS.pop("__guard__", None)
    # every "# -> <expected>" after a print must match the start of what was printed
    printed = out.getvalue().splitlines()
    expected = [
        m.group(1).strip()
        for line in code.splitlines()
        if line.lstrip().startswith("print(") and (m := re.search(r"#\s*->\s*(.+)$", line))
    ]
    for want, got in zip(expected, printed, strict=False):
        prefix = want.split("...")[0].split("  (")[0].strip()
        assert got.startswith(prefix), f"docs say {want!r}, code printed {got!r}"
