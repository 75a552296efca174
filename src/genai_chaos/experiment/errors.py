"""Errors about experiments: what is wrong, where in which file.

An :class:`ExperimentInvalid` carries :class:`Problem` s, each naming the field path
(``spec.method[0].fault``), the line when known, and what was expected.

>>> err = ExperimentInvalid([Problem(("spec", "method", 0, "fault"), "unknown fault", 12)],
...                         source="exp.yaml")
>>> print(err)
exp.yaml:12: spec.method[0].fault: unknown fault
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from genai_chaos.exceptions import GenAIChaosError


def format_path(path: Sequence[str | int]) -> str:
    """``("spec", "method", 0, "fault")`` -> ``spec.method[0].fault``."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out or "(document)"


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a document."""

    path: tuple[str | int, ...]
    message: str
    line: int | None = None

    def render(self, source: str | None) -> str:
        """``file:line: path: message``."""
        where = source or "<experiment>"
        if self.line is not None:
            where += f":{self.line}"
        return f"{where}: {format_path(self.path)}: {self.message}"


class ExperimentError(GenAIChaosError):
    """Base of errors about an experiment."""


class ExperimentInvalid(ExperimentError):
    """The document is not a valid experiment (exit code 2; nothing was started)."""

    def __init__(self, problems: Sequence[Problem], *, source: str | None = None) -> None:
        self.problems = list(problems)
        self.source = source
        super().__init__("\n".join(p.render(source) for p in self.problems))


class TargetUnavailable(ExperimentError):
    """The target cannot be reached; raised before any fault is injected."""
