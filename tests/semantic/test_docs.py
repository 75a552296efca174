"""The Python examples of docs/steady-state.md run, and print what the docs say."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

DOC = Path(__file__).resolve().parents[2] / "docs" / "steady-state.md"
BLOCKS = re.findall(r"```python\n(.*?)```", DOC.read_text(), re.S)


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_steady_state_example_runs(index: int) -> None:
    code = BLOCKS[index]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, f"steady-state.md block {index}", "exec"), {})
    printed = out.getvalue().splitlines()
    expected = [
        m.group(1).strip()
        for line in code.splitlines()
        if line.lstrip().startswith("print(") and (m := re.search(r"#\s*->\s*(.+)$", line))
    ]
    assert len(printed) == len(expected)
    for want, got in zip(expected, printed, strict=True):
        assert got == want, f"docs say {want!r}, code printed {got!r}"
