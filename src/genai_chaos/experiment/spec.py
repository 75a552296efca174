"""The experiment document: a ``ChaosExperiment`` resource, validated with pydantic.

Shaped like a Kubernetes resource (``apiVersion``, ``kind``, ``metadata``, ``spec``). Every
model forbids unknown keys. The JSON Schema for editors is generated from these models
(``schema/chaos-experiment.schema.json``; a test keeps it current).

>>> exp = ChaosExperiment.model_validate({
...     "apiVersion": API_VERSION, "kind": "ChaosExperiment",
...     "metadata": {"name": "demo"},
...     "spec": {
...         "target": {"type": "callable", "callable": "genai_chaos.experiment.sample:ask"},
...         "workload": {"prompts": ["hi"], "concurrency": 2, "duration": "2s"},
...         "steadyState": {"probes": [{"type": "error_rate", "tolerance": {"max": 0.1}}]},
...         "method": [{"fault": "latency", "at": "sample.generator", "params": {"delay_ms": 5}}],
...     },
... })
>>> exp.spec.workload.duration, exp.spec.method[0].schedule.start
(2.0, 0.0)
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, model_validator

from genai_chaos.experiment.base import PHASES, Phase, Strict, Tolerance
from genai_chaos.experiment.durations import Duration
from genai_chaos.experiment.probe_spec import (
    HitRateProbe,
    LatencyProbe,
    MrrProbe,
    OutcomeRateProbe,
    Probe,
    RateProbe,
    RateType,
    RecallProbe,
    SafetyConfidenceProbe,
    SemanticConsistencyProbe,
    SemanticEntropyProbe,
    ThroughputProbe,
    TokenEntropyProbe,
)

API_VERSION = "genai-chaos.dev/v1alpha1"
_NAME = r"^[a-z0-9]([-a-z0-9._]*[a-z0-9])?$"

#: Names defined in base and probe_spec, re-exported: documents are read through here.
__all__ = [
    "API_VERSION",
    "PHASES",
    "ChaosExperiment",
    "FaultAction",
    "HitRateProbe",
    "LatencyProbe",
    "MrrProbe",
    "OutcomeRateProbe",
    "Phase",
    "Probe",
    "PromptItem",
    "RateProbe",
    "RateType",
    "RecallProbe",
    "SafetyConfidenceProbe",
    "SemanticConsistencyProbe",
    "SemanticEntropyProbe",
    "Spec",
    "Strict",
    "ThroughputProbe",
    "TokenEntropyProbe",
    "Tolerance",
    "Workload",
]


class Metadata(Strict):
    """Who the experiment is: a name (DNS-label style), a description, labels."""

    name: str = Field(pattern=_NAME, max_length=253)
    description: str = ""
    labels: dict[str, str] = Field(default_factory=dict)
    annotations: dict[str, str] = Field(default_factory=dict)


# -- target ----------------------------------------------------------------------------------


class CallableTarget(Strict):
    """A Python callable (``module:function``), sync or async, called with one prompt.

    Faults reach it through its dependencies: ``at`` in the method names a chaos point
    (``chaos_point("name")`` in the code) or a dotted path to patch (``module:attr``).
    ``points`` lists the chaos points the code exposes when they cannot be discovered.
    """

    type: Literal["callable"]
    callable: str = Field(pattern=r"^[\w.]+:[\w.]+$", description="module:function")
    points: list[str] = Field(default_factory=list)


class ReferenceTarget(Strict):
    """The reference RAG service, through its fault-control endpoint.

    Without ``url`` the service is started in-process on a free loopback port.
    """

    type: Literal["reference"]
    url: str | None = None
    token: str | None = None


class ProxyAdmin(Strict):
    """Where the chaos proxy's admin API listens."""

    admin_url: str
    token: str | None = None


class HttpAppTarget(Strict):
    """Any HTTP application whose LLM or embeddings calls go through the chaos proxy.

    Each prompt is sent as ``body`` with ``{prompt}`` replaced; the answer is read from
    ``answer_field`` of the JSON response (dotted).
    """

    type: Literal["proxy"]
    url: str
    method: Literal["POST", "GET"] = "POST"
    headers: dict[str, str] = Field(default_factory=dict)
    body: dict[str, Any] = Field(default_factory=lambda: {"prompt": "{prompt}"})
    answer_field: str = "answer"
    proxy: ProxyAdmin


Target = Annotated[CallableTarget | ReferenceTarget | HttpAppTarget, Field(discriminator="type")]


# -- workload --------------------------------------------------------------------------------


class PromptItem(Strict):
    """A prompt with what a right answer looks like (for recall@k and answer checks)."""

    prompt: str = Field(min_length=1)
    id: str | None = None
    relevant: list[str] = Field(default_factory=list, description="ids of relevant documents")
    expected: str | None = Field(None, description="a substring a right answer contains")


class Workload(Strict):
    """What is sent, how fast, for how long.

    One prompt source (``prompts`` inline, ``promptsFile`` JSONL/CSV, ``promptSet`` shipped),
    one pace (``rate`` per second, open loop, or ``concurrency``, closed loop), and a
    bound (``duration`` or ``count``) for the method phase.
    """

    prompts: list[str | PromptItem] | None = Field(None, min_length=1)
    prompts_file: str | None = Field(None, alias="promptsFile")
    prompt_set: str | None = Field(None, alias="promptSet")
    rate: float | None = Field(None, gt=0, le=100_000)
    concurrency: int | None = Field(None, ge=1, le=4096)
    arrival: Literal["uniform", "poisson"] = "uniform"
    duration: Duration | None = None
    count: int | None = Field(None, ge=1)
    timeout: Duration = 10.0
    max_in_flight: int = Field(256, ge=1, alias="maxInFlight")

    @model_validator(mode="after")
    def _one_of_each(self) -> Workload:
        sources = [self.prompts, self.prompts_file, self.prompt_set]
        if sum(s is not None for s in sources) != 1:
            raise ValueError("give exactly one of prompts, promptsFile or promptSet")
        if (self.rate is None) == (self.concurrency is None):
            raise ValueError("give exactly one of rate (open loop) or concurrency (closed loop)")
        if self.duration is None and self.count is None:
            raise ValueError("give a duration or a count: the workload must be bounded")
        if self.duration is not None and self.duration <= 0:
            raise ValueError("duration must be positive")
        return self


# -- steady state ----------------------------------------------------------------------------


class PhaseLoad(Strict):
    """How long the steady state is measured before or after the method."""

    duration: Duration | None = None
    count: int | None = Field(None, ge=1)

    @model_validator(mode="after")
    def _bounded(self) -> PhaseLoad:
        if self.duration is None and self.count is None:
            raise ValueError("give a duration or a count")
        return self


class SteadyState(Strict):
    """The hypothesis: probes with tolerances, checked before, during and after."""

    before: PhaseLoad = Field(default_factory=lambda: PhaseLoad(count=20))
    after: PhaseLoad = Field(default_factory=lambda: PhaseLoad(count=20))
    interval: Duration = 1.0
    window: Duration = 5.0
    min_samples: int = Field(5, ge=1, alias="minSamples")
    probes: list[Probe] = Field(min_length=1)

    @model_validator(mode="after")
    def _positive(self) -> SteadyState:
        if self.interval <= 0 or self.window <= 0:
            raise ValueError("interval and window must be positive")
        return self


# -- method ----------------------------------------------------------------------------------


class Schedule(Strict):
    """When a fault is on: from ``start`` for ``duration`` (to the end when absent),
    ``repeat`` times, one window every ``interval`` (start to start)."""

    start: Duration = 0.0
    duration: Duration | None = None
    interval: Duration | None = None
    repeat: int = Field(1, ge=1, le=10_000)

    @model_validator(mode="after")
    def _coherent(self) -> Schedule:
        if self.duration is not None and self.duration <= 0:
            raise ValueError("duration must be positive")
        if self.repeat > 1:
            if self.interval is None or self.duration is None:
                raise ValueError("repeat needs an interval and a duration")
            if self.interval < self.duration:
                raise ValueError(
                    f"interval ({self.interval:g}s) is shorter than duration "
                    f"({self.duration:g}s): windows would overlap"
                )
        return self

    def windows(self, end: float | None) -> list[tuple[float, float | None]]:
        """``(on, off)`` times; ``off`` is None for "until the end".

        >>> Schedule(start=1, duration=2, interval=5, repeat=2).windows(20)
        [(1.0, 3.0), (6.0, 8.0)]
        """
        out: list[tuple[float, float | None]] = []
        for i in range(self.repeat):
            on = self.start + i * (self.interval or 0.0)
            off = None if self.duration is None else on + self.duration
            out.append((on, off))
        return out


class FaultAction(Strict):
    """One fault of the method: the kind, its parameters, where it goes, when it is on."""

    name: str | None = None
    fault: str
    at: str | None = Field(None, description="chaos point, dotted path or proxy path glob")
    params: dict[str, Any] = Field(default_factory=dict)
    probability: float = Field(1.0, ge=0, le=1)
    blast_radius: float = Field(1.0, ge=0, le=1, alias="blastRadius")
    seed: int | None = None
    schedule: Schedule = Field(default_factory=Schedule)


# -- rollbacks, safeguards, configuration ----------------------------------------------------


class RollbackAction(Strict):
    """A rollback: a Python callable (``python``) or an HTTP request (``http``)."""

    name: str
    type: Literal["python", "http"]
    func: str | None = Field(None, pattern=r"^[\w.]+:[\w.]+$")
    arguments: dict[str, Any] = Field(default_factory=dict)
    url: str | None = None
    method: str = "POST"
    headers: dict[str, str] = Field(default_factory=dict)
    json_body: Any = Field(None, alias="json")
    timeout: Duration = 10.0

    @model_validator(mode="after")
    def _complete(self) -> RollbackAction:
        if self.type == "python" and self.func is None:
            raise ValueError("a python rollback needs func (module:function)")
        if self.type == "http" and self.url is None:
            raise ValueError("an http rollback needs url")
        return self


class Rollbacks(Strict):
    """When rollbacks run (``always``, ``on-deviation``, ``never``) and what they do.

    Faults are always switched off at the end, whatever the strategy.
    """

    strategy: Literal["always", "on-deviation", "never"] = "always"
    actions: list[RollbackAction] = Field(default_factory=list)


class Safeguard(Strict):
    """Abort the run when ``probe`` stays outside its tolerance for ``for`` seconds."""

    name: str | None = None
    probe: Probe
    sustained: Duration = Field(0.0, alias="for")


class Budget(Strict):
    """Stop spending: request, token and cost ceilings for paid endpoints."""

    max_requests: int | None = Field(None, ge=1, alias="maxRequests")
    max_tokens: int | None = Field(None, ge=1, alias="maxTokens")
    max_cost: float | None = Field(None, gt=0, alias="maxCost")
    cost_per_1k_tokens: float = Field(0.0, ge=0, alias="costPer1kTokens")

    @model_validator(mode="after")
    def _priced(self) -> Budget:
        if self.max_cost is not None and self.cost_per_1k_tokens <= 0:
            raise ValueError("maxCost needs costPer1kTokens")
        return self


class Safeguards(Strict):
    """Abort conditions, checked continuously, and a spending budget."""

    conditions: list[Safeguard] = Field(default_factory=list)
    budget: Budget | None = None
    interval: Duration = 0.5


class EnvValue(Strict):
    """A value read from an environment variable when the experiment starts."""

    env: str = Field(pattern=r"^[A-Za-z_][A-Za-z0-9_]*$")
    default: str | None = None


class Telemetry(Strict):
    """Export OpenTelemetry spans of the run: the experiment, each request (GenAI semantic
    conventions) and each injection (a span event with the chaos id). The standard
    ``OTEL_*`` variables override ``exporter`` and ``endpoint``."""

    enabled: bool = True
    exporter: Literal["otlp", "console"] = "otlp"
    endpoint: str | None = Field(None, description="OTLP/HTTP endpoint (default: the OTEL_* one)")
    provider: str | None = Field(None, description="gen_ai.provider.name of the request spans")
    model: str | None = Field(None, description="gen_ai.request.model of the request spans")


class Spec(Strict):
    """What to run: target, workload, hypothesis, method, rollbacks, safeguards."""

    target: Target
    workload: Workload
    steady_state: SteadyState = Field(alias="steadyState")
    method: list[FaultAction] = Field(default_factory=list)
    rollbacks: Rollbacks = Field(default_factory=Rollbacks)
    safeguards: Safeguards = Field(default_factory=Safeguards)
    configuration: dict[str, str | float | bool | EnvValue] = Field(default_factory=dict)
    secrets: dict[str, EnvValue] = Field(default_factory=dict)
    seed: int | None = None
    format: Literal["text", "json"] = Field("text", description="the format answers must have")
    telemetry: Telemetry | None = None


class ChaosExperiment(Strict):
    """The whole document."""

    api_version: Literal["genai-chaos.dev/v1alpha1"] = Field(alias="apiVersion")
    kind: Literal["ChaosExperiment"]
    metadata: Metadata
    spec: Spec
