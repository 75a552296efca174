"""The pieces every part of the experiment document shares: the strict base model, the
tolerance a probe's value must stay in, and the phases of a run.

They live apart from :mod:`~genai_chaos.experiment.spec` so that the probe models
(:mod:`~genai_chaos.experiment.probe_spec`) can use them without an import cycle.

>>> Tolerance(min=0.5).describe(), PHASES
('>= 0.5', ('before', 'during', 'after'))
"""

from __future__ import annotations

import math
from typing import Literal

from pydantic import BaseModel, ConfigDict, model_validator


class Strict(BaseModel):
    """Base of every model: unknown keys are errors, names as written in the document."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, allow_inf_nan=False)


class Tolerance(Strict):
    """The range a probe's value must stay in (bounds included)."""

    min: float | None = None
    max: float | None = None

    @model_validator(mode="after")
    def _bounded(self) -> Tolerance:
        if self.min is None and self.max is None:
            raise ValueError("a tolerance needs min, max or both")
        if self.min is not None and self.max is not None and self.min > self.max:
            raise ValueError(f"min ({self.min}) is above max ({self.max})")
        return self

    def holds(self, value: float) -> bool:
        """True when ``value`` is within the bounds.

        >>> Tolerance(max=0.1).holds(0.05), Tolerance(min=1, max=2).holds(3)
        (True, False)
        """
        if math.isnan(value):  # nothing measured, nothing violated
            return True
        if self.min is not None and value < self.min:
            return False
        return not (self.max is not None and value > self.max)

    def describe(self) -> str:
        """``<= 0.1``, ``>= 0.8`` or ``[1, 2]``."""
        if self.min is None:
            return f"<= {self.max:g}"
        if self.max is None:
            return f">= {self.min:g}"
        return f"[{self.min:g}, {self.max:g}]"


Phase = Literal["before", "during", "after"]
PHASES: tuple[Phase, ...] = ("before", "during", "after")
