"""Run a child process under callgrind and return the instructions it executed.

Shared by the instruction-count harnesses (``callgrind_tracing.py``, ``callgrind_rules.py``):
they count a child with N = 0 and N = many calls after the same set-up and warm-up, and
report the difference per call. ``PYTHONHASHSEED=0`` makes the counts repeat exactly.
Needs valgrind (Debian: ``apt-get install valgrind``).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path


def instructions(script: str, args: list[str], src: Path | None = None) -> int:
    """Instructions of ``python script --child *args`` under callgrind (``src`` goes first
    on ``PYTHONPATH``, to measure another source tree)."""
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    if src is not None:
        env["PYTHONPATH"] = str(src)
    with tempfile.TemporaryDirectory() as tmp:
        done = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                f"--callgrind-out-file={tmp}/out",
                sys.executable,
                script,
                "--child",
                *args,
            ],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
    found = re.search(r"Collected : (\d+)", done.stderr)
    if found is None:
        raise RuntimeError(f"no callgrind total in: {done.stderr[-500:]}")
    return int(found.group(1))


def per_call(script: str, args: list[str], calls: int, src: Path | None = None) -> float:
    """Instructions per call: (count with ``calls`` - count with 0) / ``calls``; the child
    takes the number of calls as its last argument."""
    base = instructions(script, [*args, "0"], src)
    total = instructions(script, [*args, str(calls)], src)
    return (total - base) / calls
