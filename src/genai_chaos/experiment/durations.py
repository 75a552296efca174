"""Durations in experiment documents: a number of seconds, or a string with a unit.

>>> parse_duration("250ms"), parse_duration("2s"), parse_duration("1.5m"), parse_duration(3)
(0.25, 2.0, 90.0, 3.0)
>>> format_duration(0.25), format_duration(90)
('250ms', '1m30s')
"""

from __future__ import annotations

import re
from typing import Annotated, Any

from pydantic import BeforeValidator, WithJsonSchema

_UNITS = {"ms": 0.001, "s": 1.0, "m": 60.0, "h": 3600.0}
_PATTERN = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$")
PATTERN = r"^\s*\d+(\.\d+)?\s*(ms|s|m|h)?\s*$"


def parse_duration(value: Any) -> float:
    """Seconds from ``value`` (see the module docstring); ``ValueError`` otherwise."""
    if isinstance(value, bool):
        raise ValueError(f"expected a duration such as 500ms, 2s or 1m, got {value!r}")
    if isinstance(value, int | float):
        if value < 0:
            raise ValueError(f"a duration cannot be negative, got {value!r}")
        return float(value)
    if isinstance(value, str):
        if value.strip().startswith("-"):
            raise ValueError(f"a duration cannot be negative, got {value!r}")
        match = _PATTERN.match(value)
        if match:
            return float(match.group(1)) * _UNITS[match.group(2) or "s"]
    raise ValueError(f"expected a duration such as 500ms, 2s or 1m, got {value!r}")


def format_duration(seconds: float) -> str:
    """A short human form of ``seconds``."""
    if seconds < 1:
        return f"{seconds * 1000:g}ms"
    minutes, rest = divmod(seconds, 60)
    if minutes:
        return f"{int(minutes)}m{rest:g}s" if rest else f"{int(minutes)}m"
    return f"{rest:g}s"


#: A field type: seconds as a float, written as a number or a string with a unit.
Duration = Annotated[
    float,
    BeforeValidator(parse_duration),
    WithJsonSchema(
        {
            "anyOf": [
                {"type": "number", "minimum": 0},
                {"type": "string", "pattern": PATTERN},
            ],
            "description": "seconds, or a string such as 500ms, 2s, 1.5m, 1h",
        }
    ),
]
