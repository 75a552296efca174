"""Configuration and secrets from environment variables, and their redaction.

``configuration`` values are literals or ``{env: NAME, default: ...}``; ``secrets`` are
always read from the environment. Strings in the target, the method's parameters and the
rollbacks may say ``${name}`` to use either. Journals and reports keep the document as
written (the placeholders), and every secret *value* is replaced by ``***`` wherever it
would appear.

>>> values = resolve_values({"region": "eu"}, {"api_key": {"env": "K"}}, env={"K": "s3cr3t"})
>>> substitute({"url": "https://${region}.example", "auth": "Bearer ${api_key}"}, values.all)
{'url': 'https://eu.example', 'auth': 'Bearer s3cr3t'}
>>> values.redactor.redact({"log": "sent Bearer s3cr3t"})
{'log': 'sent Bearer ***'}
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from genai_chaos.experiment.errors import Problem

MASK = "***"
_REF = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")


class Redactor:
    """Replaces secret values in strings and nested JSON-like data."""

    def __init__(self, secrets: list[str]) -> None:
        # longest first, so that a secret containing another is masked whole
        self.secrets = sorted({s for s in secrets if s}, key=len, reverse=True)

    def text(self, value: str) -> str:
        """``value`` with every secret masked."""
        for secret in self.secrets:
            value = value.replace(secret, MASK)
        return value

    def redact(self, data: Any) -> Any:
        """A copy of ``data`` with every secret masked (keys and values)."""
        if not self.secrets:
            return data
        if isinstance(data, str):
            return self.text(data)
        if isinstance(data, dict):
            return {self.redact(k): self.redact(v) for k, v in data.items()}
        if isinstance(data, list | tuple):
            return [self.redact(v) for v in data]
        return data


@dataclass
class Values:
    """Resolved configuration and secrets."""

    config: dict[str, Any] = field(default_factory=dict)
    secrets: dict[str, str] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)

    @property
    def all(self) -> dict[str, Any]:
        """Everything ``${name}`` may refer to."""
        return {**self.config, **self.secrets}

    @property
    def redactor(self) -> Redactor:
        """A redactor for these secrets."""
        return Redactor(list(self.secrets.values()))


def _env_value(value: Any) -> tuple[str | None, str | None]:
    """``(env var name, default)`` for an ``{env: ...}`` value (a model or a dict)."""
    if isinstance(value, Mapping):
        return value.get("env"), value.get("default")
    name = getattr(value, "env", None)
    return name, getattr(value, "default", None)


def resolve_values(
    configuration: Mapping[str, Any],
    secrets: Mapping[str, Any],
    *,
    env: Mapping[str, str] | None = None,
) -> Values:
    """Read every value; a secret whose variable is unset (and has no default) is a
    :class:`Problem` at ``spec.secrets.<name>``."""
    env = os.environ if env is None else env
    out = Values()
    for name, value in configuration.items():
        var, default = _env_value(value)
        if var is None:
            out.config[name] = value
        elif var in env:
            out.config[name] = env[var]
        elif default is not None:
            out.config[name] = default
        else:
            out.problems.append(
                Problem(("spec", "configuration", name), f"environment variable {var} is not set")
            )
    for name, value in secrets.items():
        var, default = _env_value(value)
        if var is not None and var in env:
            out.secrets[name] = env[var]
        elif default is not None:
            out.secrets[name] = default
        else:
            out.problems.append(
                Problem(("spec", "secrets", name), f"environment variable {var} is not set")
            )
    return out


def references(data: Any) -> set[str]:
    """Names used as ``${name}`` anywhere in ``data``.

    >>> sorted(references({"a": "${x}-${y}", "b": ["${x}"]}))
    ['x', 'y']
    """
    if isinstance(data, str):
        return set(_REF.findall(data))
    if isinstance(data, dict):
        return set().union(*(references(v) for v in data.values())) if data else set()
    if isinstance(data, list | tuple):
        return set().union(*(references(v) for v in data)) if data else set()
    return set()


def substitute(data: Any, values: Mapping[str, Any]) -> Any:
    """A copy of ``data`` with ``${name}`` replaced; a string that is exactly one reference
    takes the value's own type."""
    if isinstance(data, str):
        whole = _REF.fullmatch(data)
        if whole and whole.group(1) in values:
            return values[whole.group(1)]
        return _REF.sub(lambda m: str(values.get(m.group(1), m.group(0))), data)
    if isinstance(data, dict):
        return {k: substitute(v, values) for k, v in data.items()}
    if isinstance(data, list):
        return [substitute(v, values) for v in data]
    return data
