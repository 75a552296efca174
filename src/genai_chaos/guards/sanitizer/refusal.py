"""The standardized refusal the sanitizer returns for a rejected prompt.

Every rejection looks the same to the user (one fixed message, so that the refusal itself
tells an attacker nothing about which rule fired) and carries a machine-readable ``code``
and an ``id`` that also appears in the structured log record, so that support can find the
record from the refusal a user reports.

>>> r = Refusal.create(["instruction_override"], risk=0.9, request_id="req-1")
>>> r.code, r.message == REFUSAL_MESSAGE, r.id
('prompt_rejected', True, 'pr-044754de574a870b')
>>> sorted(r.to_dict())
['code', 'id', 'message', 'reasons', 'risk', 'safety_confidence']
"""

from __future__ import annotations

import hashlib
import uuid
from dataclasses import dataclass, field
from typing import Any

from genai_chaos.exceptions import GenAIChaosError

#: Machine-readable code of every sanitizer refusal.
REFUSAL_CODE = "prompt_rejected"
#: The fixed message shown to the user.
REFUSAL_MESSAGE = (
    "Sorry, I can't help with that request: it was blocked by the input safety filter. "
    "If you think this is a mistake, please rephrase your request or contact support."
)


@dataclass(frozen=True)
class Refusal:
    """A standardized refusal: fixed ``message``, ``code``, an ``id`` and the reason codes."""

    id: str
    reasons: list[str] = field(default_factory=list)
    risk: float = 1.0
    code: str = REFUSAL_CODE
    message: str = REFUSAL_MESSAGE

    @property
    def safety_confidence(self) -> float:
        """``1 - risk``: the source's "safety classifier confidence"."""
        return round(1.0 - self.risk, 6)

    @classmethod
    def create(cls, reasons: list[str], *, risk: float, request_id: str | None = None) -> Refusal:
        """A refusal whose id derives from ``request_id`` (stable), else a random one."""
        if request_id is not None:
            ident = hashlib.blake2b(request_id.encode("utf-8"), digest_size=8).hexdigest()
        else:
            ident = uuid.uuid4().hex[:16]
        return cls(id=f"pr-{ident}", reasons=list(reasons), risk=risk)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (what an HTTP API returns in its error body)."""
        return {
            "code": self.code,
            "message": self.message,
            "id": self.id,
            "reasons": list(self.reasons),
            "risk": self.risk,
            "safety_confidence": self.safety_confidence,
        }


class PromptRejected(GenAIChaosError):
    """Raised by ``Sanitizer.guard(..., raise_on_reject=True)``; carries the refusal."""

    def __init__(self, refusal: Refusal) -> None:
        self.refusal = refusal
        super().__init__(f"{refusal.code} ({refusal.id}): {', '.join(refusal.reasons)}")
