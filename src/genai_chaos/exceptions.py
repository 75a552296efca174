"""The one exception tree of genai-chaos.

::

    GenAIChaosError                   -- bad input or configuration (CLI exit code 2)
    ├── FaultError                    -- about a fault definition
    │   ├── UnknownFaultKind          -- no such kind in the registry
    │   └── InvalidFaultParameter     -- a parameter of the wrong type or out of range
    ├── TargetError                   -- a fault cannot reach what it was pointed at
    │   └── PatchTargetError          -- a dotted path that does not resolve
    └── MissingExtra                  -- an optional dependency is not installed

    InjectedFault (mixin)             -- raised *on purpose* by a fault
        ├── InjectedTimeout           -- also a TimeoutError
        ├── InjectedConnectionError   -- also a ConnectionError
        └── InjectedHTTPError         -- a provider-shaped HTTP error, in-process

    GuardError                        -- a resilience guard gave up at run time
        ├── CircuitOpenError          -- the breaker is open: the call was not attempted
        └── CallTimeout               -- an attempt ran past its deadline (a TimeoutError)

Errors about a definition carry the object they are about (``kind``, ``parameter``)
so that callers can report them without parsing the message.
"""

from __future__ import annotations

from typing import Any


class GenAIChaosError(Exception):
    """Base class of every error genai-chaos raises about its own input."""


class FaultError(GenAIChaosError):
    """A fault could not be defined."""


class UnknownFaultKind(FaultError):
    """No fault kind of that name is registered.

    >>> str(UnknownFaultKind("latncy", ["latency", "timeout"]))
    "unknown fault kind 'latncy'; did you mean 'latency'? (see `genai-chaos faults list`)"
    """

    def __init__(self, kind: str, known: list[str]) -> None:
        import difflib

        self.kind = kind
        self.known = sorted(known)
        close = difflib.get_close_matches(kind, self.known, n=1)
        hint = f"; did you mean {close[0]!r}?" if close else ""
        super().__init__(f"unknown fault kind {kind!r}{hint} (see `genai-chaos faults list`)")


class InvalidFaultParameter(FaultError):
    """A fault parameter has the wrong type or is out of range.

    The message names the fault, the parameter and what is allowed.
    """

    def __init__(self, kind: str, problems: list[tuple[str, str]]) -> None:
        self.kind = kind
        self.problems = problems
        self.parameter = problems[0][0] if problems else ""
        lines = "; ".join(f"parameter {p!r}: {msg}" for p, msg in problems)
        super().__init__(f"fault {kind!r}: {lines}")


class TargetError(GenAIChaosError):
    """A fault cannot reach the target it was pointed at."""


class PatchTargetError(TargetError):
    """A dotted path (``"package.module:attr.attr"``) does not resolve."""

    def __init__(self, target: str, reason: str) -> None:
        self.target = target
        super().__init__(f"cannot patch {target!r}: {reason}")


class MissingExtra(GenAIChaosError, ImportError):
    """An optional dependency is missing; the message says which extra brings it.

    >>> str(MissingExtra("faiss", "faiss"))
    "this feature needs 'faiss'; install it with: pip install 'genai-chaos[faiss]'"
    """

    def __init__(self, extra: str, module: str) -> None:
        self.extra = extra
        self.module = module
        super().__init__(
            f"this feature needs {module!r}; install it with: pip install 'genai-chaos[{extra}]'"
        )


class GuardError(Exception):
    """A resilience guard gave up at run time (see :mod:`genai_chaos.guards`); not an
    input error, so not a :class:`GenAIChaosError`."""


class CircuitOpenError(GuardError):
    """The circuit breaker is open: the call was not attempted."""

    def __init__(self, retry_in_s: float) -> None:
        self.retry_in_s = retry_in_s
        super().__init__(f"circuit open; next trial call in {retry_in_s:.3g} s")


class CallTimeout(GuardError, TimeoutError):
    """An attempt ran past the guard's deadline (its own ``timeout_s`` or the budget)."""

    def __init__(self, timeout_s: float) -> None:
        self.timeout_s = timeout_s
        super().__init__(f"attempt gave no answer within {timeout_s:.3g} s")


class InjectedFault(Exception):
    """Marker base: an exception a fault raised on purpose.

    ``kind`` and ``request_id`` say which injection raised it.
    """

    kind: str = ""
    request_id: str = ""


class InjectedTimeout(InjectedFault, TimeoutError):
    """A dependency did not answer within its deadline (injected)."""


class InjectedConnectionError(InjectedFault, ConnectionError):
    """The connection was reset (injected)."""


class InjectedHTTPError(InjectedFault):
    """A provider answered with an HTTP error (injected, in-process form).

    ``status``, ``headers`` and ``body`` are the response a real provider sends.
    """

    def __init__(self, status: int, body: dict[str, Any], headers: dict[str, str]) -> None:
        self.status = status
        self.body = body
        self.headers = headers
        message = body.get("error", {}).get("message", "") if isinstance(body, dict) else ""
        super().__init__(f"HTTP {status}: {message}")


def missing_extra(extra: str, module: str) -> MissingExtra:
    """Build the error for an optional import that failed (use with ``raise ... from``)."""
    return MissingExtra(extra, module)
