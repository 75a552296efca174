"""The sanitizer's verdict: allowed or not, a risk in 0..1, and why.

``risk`` is the probability-like score that the prompt is an attack;
``safety_confidence = 1 - risk`` is what the source document calls the "safety classifier
confidence". Both are always reported, under these two names.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Reason:
    """One piece of evidence: a technique ``code``, a human ``detail``, its ``score`` and the
    ``layer`` (view) it was found in, such as ``plain`` or ``plain>base64>base64``."""

    code: str
    detail: str
    score: float
    layer: str = "plain"

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, "detail": self.detail, "score": self.score, "layer": self.layer}


@dataclass(frozen=True)
class Verdict:
    """What :meth:`Sanitizer.check` decided about one prompt.

    ``decoded_layers`` are the paths of the decodings found (``plain>base64``);
    ``decoded_texts`` the texts they gave; ``normalized`` the prompt after removing invisible
    characters and folding look-alike letters.
    """

    allowed: bool
    risk: float
    reasons: list[Reason] = field(default_factory=list)
    decoded_layers: list[str] = field(default_factory=list)
    decoded_texts: list[str] = field(default_factory=list)
    normalized: str = ""
    threshold: float = 0.5

    @property
    def safety_confidence(self) -> float:
        """``1 - risk``."""
        return round(1.0 - self.risk, 6)

    @property
    def codes(self) -> list[str]:
        """The reason codes, strongest first."""
        return [r.code for r in self.reasons]

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready summary (without the prompt or decoded texts)."""
        return {
            "allowed": self.allowed,
            "risk": self.risk,
            "safety_confidence": self.safety_confidence,
            "threshold": self.threshold,
            "reasons": [r.to_dict() for r in self.reasons],
            "decoded_layers": list(self.decoded_layers),
        }
