"""The runner: steady state before, the method under load, steady state after, rollbacks.

1. the target is checked (a target that is down fails the run before any injection);
2. every fault is installed, switched off;
3. **before**: a short workload without faults; every probe is evaluated; when the steady
   state does not hold the method is not run (status ``failed``);
4. **method**: the workload runs while the schedule switches faults on and off; the
   steady state is sampled every ``interval`` over the last ``window`` seconds, and the
   safeguards are checked continuously (a tripped safeguard aborts the run);
5. **after**: faults off, a short workload, every probe evaluated again;
6. rollbacks, as the strategy says (also after a signal or an exception), and the
   journal, written at every phase boundary and at the end.

With ``spec.telemetry`` enabled, the run exports OpenTelemetry spans
(:mod:`~genai_chaos.experiment.tracing`); without it nothing of OpenTelemetry is loaded.

The experiment's clock stops while the run is paused (:meth:`Runner.pause`), so
schedules and durations count active time only.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable
from contextlib import ExitStack
from pathlib import Path
from typing import TYPE_CHECKING, Any

from genai_chaos._gc import quiet_gc
from genai_chaos.experiment.clock import PausableClock, Progress
from genai_chaos.experiment.errors import TargetUnavailable
from genai_chaos.experiment.hypothesis import ProbeResult, evaluate, evaluate_all, probe_name
from genai_chaos.experiment.journal import Journal
from genai_chaos.experiment.loader import dump
from genai_chaos.experiment.outcomes import judge
from genai_chaos.experiment.prepare import Prepared
from genai_chaos.experiment.rollback import run_rollbacks, should_run
from genai_chaos.experiment.schedule import timeline
from genai_chaos.experiment.spec import PhaseLoad, PromptItem
from genai_chaos.experiment.window import Columns, Window
from genai_chaos.faults.events import MemorySink
from genai_chaos.inject.engine import reset_request_id, set_request_id
from genai_chaos.load.engine import LoadPlan, RequestRecord, Result, Send, run_load
from genai_chaos.probes.kinds import needs_text, needs_warm_up, warm_up

if TYPE_CHECKING:
    from genai_chaos.experiment.tracing import RunTracing

__all__ = ["PausableClock", "Progress", "Runner", "exit_code", "run_experiment"]


def _met(results: list[ProbeResult]) -> bool:
    return all(r.ok for r in results)


class Runner:
    """Runs one prepared experiment (see the module docstring)."""

    def __init__(
        self,
        prepared: Prepared,
        *,
        journal_path: str | Path | None = None,
        on_progress: Callable[[Progress], None] | None = None,
        tick: float = 0.1,
        span_exporter: Any = None,
    ) -> None:
        self.prepared = prepared
        self.spec = prepared.experiment.spec
        self.journal_path = Path(journal_path) if journal_path is not None else None
        self.on_progress = on_progress
        self.tick = tick
        self.clock = PausableClock()
        self.t0_wall = time.time()
        self.sink = MemorySink()
        # every request of the run in completion order (the engine appends to it), and
        # where each phase's requests begin in it: no per-request bookkeeping call
        self.log: list[RequestRecord] = []
        self.spans: list[tuple[str, int]] = []
        self.phase = "starting"
        self._columns = Columns(self.log)  # the probes' sliding window reads these
        self._next_index = 0
        self._tokens = 0
        self._errors = 0
        self._errors_seen = 0  # records counted into _errors so far
        self._windows: dict[int, list[list[float | None]]] = {a.index: [] for a in prepared.armed}
        self._stop: asyncio.Event | None = None
        self._gate: asyncio.Event | None = None
        self._interrupted: str | None = None
        self._abort: str | None = None
        self._safe_since: dict[int, float | None] = {}
        self._paused_faults: list[int] = []
        self._pending: set[asyncio.Future[None]] = set()
        name = prepared.experiment.metadata.name
        self._rid_prefix = f"{name}#"
        self._keep_text = False
        self.journal = Journal.begin(
            dump(prepared.experiment), seed=prepared.seed, redactor=prepared.values.redactor
        )
        self.journal.target = {"type": prepared.target.kind}
        self._tracing: RunTracing | None = None
        telemetry = self.spec.telemetry
        if telemetry is not None and telemetry.enabled:  # else nothing of OpenTelemetry loads
            from genai_chaos.experiment.tracing import RunTracing

            self._tracing = RunTracing(
                name, telemetry, target_kind=prepared.target.kind, exporter=span_exporter
            )
            prepared.target.propagate_trace = True

    # -- control --------------------------------------------------------------------------

    def interrupt(self, why: str = "interrupted") -> None:
        """Stop the run as soon as possible (signals call this); rollbacks still run."""
        self._interrupted = self._interrupted or why
        if self._stop is not None:
            self._stop.set()
        if self._gate is not None:
            self._gate.set()
        self.clock.resume()

    def abort(self, reason: str) -> None:
        """Stop the run because a safeguard tripped."""
        if self._abort is None:
            self._abort = reason
            self.journal.safeguards.append({"tripped": True, "reason": reason, "t": self.clock()})
        if self._stop is not None:
            self._stop.set()

    def pause(self) -> None:
        """Hold the workload, stop the clock and switch active faults off."""
        if self.clock.paused or self._gate is None:
            return
        self.clock.pause()
        self._gate.clear()
        self._paused_faults = [a.index for a in self.prepared.armed if a.fault.enabled]
        for item in self.prepared.armed:
            if item.index in self._paused_faults:
                self._pending.add(asyncio.ensure_future(self.prepared.target.switch(item, False)))
        self.journal.pauses.append({"paused_at": self.clock(), "wall": time.time()})

    def resume(self) -> None:
        """Undo :meth:`pause`."""
        if not self.clock.paused or self._gate is None:
            return
        for item in self.prepared.armed:
            if item.index in self._paused_faults:
                self._pending.add(asyncio.ensure_future(self.prepared.target.switch(item, True)))
        self.clock.resume()
        self._gate.set()
        if self.journal.pauses:
            self.journal.pauses[-1]["resumed_wall"] = time.time()

    # -- the workload ---------------------------------------------------------------------

    @property
    def records(self) -> list[tuple[str, RequestRecord]]:
        """Every request so far with its phase, in completion order."""
        bounds = [start for _, start in self.spans[1:]] + [len(self.log)] * bool(self.spans)
        return [
            (phase, r)
            for (phase, start), end in zip(self.spans, bounds, strict=True)
            for r in self.log[start:end]
        ]

    def _sender(self) -> Send:
        """``send(index)`` for the engine, with what it reads per request bound once."""
        prompts = self.prepared.prompts
        n = len(prompts)
        prefix = self._rid_prefix
        fmt, keep_text = self.spec.format, self._keep_text
        target = self.prepared.target
        direct = target.direct()
        if direct is None:
            call = target.call

            async def send(index: int) -> Result:
                item = prompts[index % n]
                answer = await call(item.prompt, f"{prefix}{index}")
                return judge(answer, item, fmt=fmt, keep_text=keep_text)

            return send

        async def send_direct(index: int) -> Result:  # target.call's work, one coroutine less
            item = prompts[index % n]
            token = set_request_id(f"{prefix}{index}")
            try:
                answer = await direct(item.prompt)
            finally:
                reset_request_id(token)
            return judge(answer, item, fmt=fmt, keep_text=keep_text)

        return send_direct

    async def _send_traced(self, index: int) -> Result:
        assert self._tracing is not None
        prompts = self.prepared.prompts
        item = prompts[index % len(prompts)]
        rid = f"{self._rid_prefix}{index}"
        with self._tracing.request(rid) as span:
            answer = await self.prepared.target.call(item.prompt, rid)
            result = self._result(answer, item)
            self._tracing.answered(span, answer, result)
        return result

    def _result(self, answer: Any, item: PromptItem) -> Result:
        return judge(answer, item, fmt=self.spec.format, keep_text=self._keep_text)

    def _budget(self, record: RequestRecord) -> None:
        """Per request, only when the safeguards set a budget."""
        budget = self.spec.safeguards.budget
        assert budget is not None
        if record.detail and "tokens" in record.detail:
            self._tokens += int(record.detail["tokens"])
        if budget.max_requests is not None and len(self.log) >= budget.max_requests:
            self.abort(f"budget: {budget.max_requests} requests reached")
        if budget.max_tokens is not None and self._tokens >= budget.max_tokens:
            self.abort(f"budget: {budget.max_tokens} tokens reached")
        cost = self._tokens / 1000 * budget.cost_per_1k_tokens
        if budget.max_cost is not None and cost >= budget.max_cost:
            self.abort(f"budget: cost {cost:.4f} reached the maximum {budget.max_cost}")

    def _plan(self, load: PhaseLoad | None) -> LoadPlan:
        w = self.spec.workload
        duration = w.duration if load is None else load.duration
        count = w.count if load is None else load.count
        return LoadPlan(
            rate=w.rate,
            concurrency=w.concurrency,
            count=count,
            duration=duration,
            timeout=w.timeout,
            max_in_flight=w.max_in_flight,
            arrival=w.arrival,
            seed=self.prepared.seed,
            first_index=self._next_index,
        )

    async def _load(self, phase: str, load: PhaseLoad | None) -> list[RequestRecord]:
        assert self._stop is not None
        self.phase = phase
        if self._tracing is not None:
            self._tracing.phase(phase)
        start = self.clock()
        n = len(self.prepared.prompts)
        if phase in ("before", "after") and n:
            # before and after are compared, so they are paired: each starts at the first
            # prompt (the k-th request of both asks the same one), whatever number of
            # requests the method made in between; indices (request ids) stay unique
            self._next_index = -(-self._next_index // n) * n
        plan = self._plan(load)
        self.spans.append((phase, len(self.log)))
        result = await run_load(
            self._sender() if self._tracing is None else self._send_traced,
            plan,
            on_record=self._budget if self.spec.safeguards.budget is not None else None,
            gate=self._gate,
            stop=self._stop,
            clock=self.clock,
            into=self.log,
        )
        self._next_index += len(result.records)
        self.journal.phases[phase] = [start, self.clock()]
        return result.records

    # -- the method -----------------------------------------------------------------------

    async def _schedule(self, method_start: float) -> None:
        assert self._stop is not None
        armed = self.prepared.armed
        switches = timeline([a.action.schedule for a in armed], self.prepared.method_end)
        for s in switches:
            while (wait := method_start + s.at - self.clock()) > 0:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._stop.wait(), min(wait, 0.05))
                if self._stop.is_set():
                    return
            await self._switch(s.index, s.on)

    async def _switch(self, index: int, on: bool) -> None:
        item = self.prepared.armed[index]
        await self.prepared.target.switch(item, on)
        if self._tracing is not None:
            self._tracing.switched(item.label, item.fault.kind, on)
        windows = self._windows[item.index]
        if on:
            windows.append([self.clock(), None])
        elif windows and windows[-1][1] is None:
            windows[-1][1] = self.clock()

    async def _all_off(self) -> None:
        for item in self.prepared.armed:
            with contextlib.suppress(Exception):
                if item.fault.enabled or item.index in self._paused_faults:
                    await self._switch(self.prepared.armed.index(item), False)
                await self.prepared.target.switch(item, False)

    def _window(self) -> Window:
        """The records that ended in the last ``window`` seconds."""
        return self._columns.window(self.clock() - self.spec.steady_state.window)

    def _check(self, sample_during: bool) -> None:
        ss = self.spec.steady_state
        window = self._window()
        now = self.clock()
        if sample_during:
            results = evaluate_all(
                ss.probes, window, self.prepared.prompts, "during", min_samples=ss.min_samples
            )
            self.journal.steady_states["during"].append(
                {
                    "t": round(now, 3),
                    "steady_state_met": _met(results),
                    "probes": [r.to_dict() for r in results],
                }
            )
        for i, guard in enumerate(self.spec.safeguards.conditions):
            r = evaluate(guard.probe, window, self.prepared.prompts, min_samples=ss.min_samples)
            if r.ok:
                self._safe_since[i] = None
                continue
            since = self._safe_since.get(i) or now
            self._safe_since[i] = since
            if now - since >= guard.sustained:
                label = guard.name or probe_name(guard.probe)
                self.abort(f"safeguard {label!r}: {r.value:.4g} outside {r.tolerance}")

    async def _watch(self) -> None:
        ss = self.spec.steady_state
        next_sample = None
        next_guard = 0.0
        while True:
            await asyncio.sleep(self.tick)
            now = self.clock()
            if self.phase == "method" and next_sample is None:
                next_sample = now + ss.interval
            sample = self.phase == "method" and next_sample is not None and now >= next_sample
            if sample:
                next_sample = now + ss.interval
            if sample or now >= next_guard:
                next_guard = now + self.spec.safeguards.interval
                self._check(sample)
            if self.on_progress is not None:
                self.on_progress(self._progress())

    def _progress(self) -> Progress:
        total = {"method": self.prepared.method_end}.get(self.phase)
        span = self.journal.phases.get(self.phase)
        start = span[0] if span else None
        if self.phase == "method":
            start = self._method_start
        elapsed = self.clock() - start if start is not None else 0.0
        active = [a.label for a in self.prepared.armed if a.fault.enabled]
        new = self.log[self._errors_seen :]
        self._errors_seen += len(new)
        self._errors += sum(1 for r in new if r.outcome in ("error", "timeout"))
        return Progress(self.phase, elapsed, total, len(self.log), self._errors, active)

    _method_start: float | None = None

    async def _method(self) -> None:
        self._method_start = self.clock()
        sched = asyncio.ensure_future(self._schedule(self._method_start))
        try:
            await self._load("method", None)
        finally:
            sched.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await sched
            await self._all_off()
        if not self._stop or not self._stop.is_set():
            self._check(True)  # the last window, up to the end of the method

    # -- the run --------------------------------------------------------------------------

    def write(self) -> None:
        """Write the journal as it stands (when a path was given)."""
        j = self.journal
        j.add_log(self.log, self.spans)
        events = self.sink.events
        j.add_events(events, self.t0_wall)
        j.run = [
            {
                "type": "action",
                "name": a.label,
                "fault": a.fault.describe(),
                "at": a.action.at,
                "windows": self._windows[a.index],
                "injections": sum(
                    1 for e in events if e.seed == a.fault.seed and e.kind == a.fault.kind
                ),
            }
            for a in self.prepared.armed
        ]
        if self.journal_path is not None:
            j.write(self.journal_path)

    async def run(self) -> Journal:
        """Run the experiment; the journal says how it went (never raises for the run's
        own failures)."""
        # the run's records are many small objects that die by reference counting: no
        # full collection over the process's startup heap in the middle of the workload
        with quiet_gc():
            return await self._run_all()

    async def _run_all(self) -> Journal:
        self._stop = asyncio.Event()
        self._gate = asyncio.Event()
        self._gate.set()
        probes = [
            *self.spec.steady_state.probes,
            *(g.probe for g in self.spec.safeguards.conditions),
        ]
        self._keep_text = any(needs_text(p) for p in probes)  # answers' text costs memory
        watcher = asyncio.ensure_future(self._watch())
        failure: str | None = None
        stack = ExitStack()
        try:
            self.write()
            if self._tracing is not None:
                self._tracing.open()
            failure = await self._run(stack)
        except asyncio.CancelledError:
            self.interrupt("cancelled")
        except Exception as exc:
            failure = f"the run failed: {type(exc).__name__}: {exc}"
        finally:
            try:
                watcher.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await watcher
                with contextlib.suppress(Exception):
                    await self._all_off()
                with contextlib.suppress(Exception):
                    await self._collect()
                with contextlib.suppress(Exception):
                    self.journal.client_grades = await self.prepared.target.grades()
            finally:  # the armed faults come out even if one of the awaits is interrupted
                stack.close()
            with contextlib.suppress(Exception):
                await self.prepared.target.close()
            await self._finish(failure)
        return self.journal

    async def _collect(self) -> None:
        """Events recorded by the target itself (a server); with spans, each gets its own."""
        if self._tracing is None:
            await self.prepared.target.collect(self.sink)
            return
        staged = MemorySink()
        await self.prepared.target.collect(staged)
        for event in self._tracing.adopt(staged.events):
            self.sink.record(event)

    async def _run(self, stack: ExitStack) -> str | None:
        target = self.prepared.target
        try:
            await target.open()
        except TargetUnavailable as exc:
            return f"the target is unavailable: {exc} (no fault was injected)"
        sink = self.sink if self._tracing is None else self._tracing.sink(self.sink)
        target.arm(self.prepared.armed, sink, stack)
        ss = self.spec.steady_state
        guards = [g.probe for g in self.spec.safeguards.conditions]
        if needs_warm_up([*ss.probes, *guards]):  # else no thread to start
            await asyncio.to_thread(warm_up, [*ss.probes, *guards])
        before = await self._load("before", ss.before)
        results = evaluate_all(ss.probes, before, self.prepared.prompts, "before")
        self.journal.steady_states["before"] = {
            "steady_state_met": _met(results),
            "probes": [r.to_dict() for r in results],
        }
        self.write()
        if not _met(results):
            return "the steady state did not hold before the method; the method was not run"
        if self._stop is not None and self._stop.is_set():
            return None
        await self._method()
        self.write()
        if self._stop is not None and self._stop.is_set():
            return None
        after = await self._load("after", ss.after)
        results = evaluate_all(ss.probes, after, self.prepared.prompts, "after")
        self.journal.steady_states["after"] = {
            "steady_state_met": _met(results),
            "probes": [r.to_dict() for r in results],
        }
        return None

    def _deviated(self) -> bool:
        ss = self.journal.steady_states
        during = any(not s["steady_state_met"] for s in ss["during"])
        phases = [ss[p] for p in ("before", "after") if ss[p] is not None]
        return during or any(not p["steady_state_met"] for p in phases)

    async def _finish(self, failure: str | None) -> None:
        if self._interrupted:
            status, reason = "interrupted", f"the run was stopped ({self._interrupted})"
        elif failure is not None:
            status, reason = "failed", failure
        elif self._abort is not None:
            status, reason = "aborted", self._abort
        elif self._deviated():
            status, reason = "deviated", "the steady state did not hold"
        else:
            status, reason = "completed", None
        if self._tracing is not None:
            with contextlib.suppress(Exception):
                self.journal.telemetry = self._tracing.summary()
                self._tracing.close(status)
        self.journal.status = status  # so that a kill during rollbacks leaves a status
        self.journal.reason = reason
        self.phase = "rollbacks"
        deviated = status in ("deviated", "aborted")
        strategy = self.spec.rollbacks.strategy
        actions = self.spec.rollbacks.actions
        if actions and should_run(
            strategy, deviated, status in ("interrupted", "failed", "aborted")
        ):
            self.write()
            self.journal.rollbacks = await run_rollbacks(
                self.spec.rollbacks.actions, self.prepared.values.all
            )
        self.phase = "done"
        self.journal.finish(status, reason)
        self.write()


def run_experiment(
    prepared: Prepared,
    *,
    journal_path: str | Path | None = None,
    on_progress: Callable[[Progress], None] | None = None,
    span_exporter: Any = None,
) -> Journal:
    """Run ``prepared`` to the end in a new event loop (see :class:`Runner`);
    ``span_exporter``: where spans go when the document enables telemetry (default: as
    the document and the ``OTEL_*`` variables say)."""
    runner = Runner(
        prepared, journal_path=journal_path, on_progress=on_progress, span_exporter=span_exporter
    )
    return asyncio.run(runner.run())


def exit_code(journal: Journal | dict[str, Any]) -> int:
    """0 when the steady state held, 1 otherwise."""
    status = journal.status if isinstance(journal, Journal) else journal["status"]
    return 0 if status == "completed" else 1
