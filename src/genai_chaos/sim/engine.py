"""The continuous-batching engine: a discrete-event model of one LLM serving replica.

The model follows vLLM's scheduler closely enough for capacity questions:

* at most ``max_num_seqs`` sequences run at once; each engine *step* runs one forward
  pass over all of them: sequences admitted in this step are *prefilled* (cost
  ``prefill_s_per_token`` per prompt token), the others *decode* one token each (cost
  ``decode_base_s + decode_per_seq_s * n_decoding``); every sequence in the step emits
  one token when the step ends (prefill emits the first token);
* the KV cache is paged: ``kv_capacity_tokens`` split into blocks of ``block_size``
  tokens (16); a sequence holds ``ceil(tokens / block_size)`` blocks. A request is
  admitted from the FIFO queue only when its prompt's blocks are free; when a running
  sequence needs a new block and none is free, the most recently admitted sequence is
  *pre-empted* (its blocks freed, back to the head of the queue, recomputed later);
* the admission queue is bounded: a request that finds ``max_queue`` waiting is rejected
  at once (HTTP 429); one that waits longer than ``queue_timeout_s`` is rejected (503);
  one that can never fit (``prompt + max_tokens`` above ``max_model_len``) gets 400;
  a request past its client ``deadline`` is aborted (``timeout``).

The engine knows no clock: a driver calls :meth:`BatchEngine.start_step` with the time
now, waits the returned duration (simulated: jumps; real time: sleeps, see
:mod:`genai_chaos.sim.realtime`), then calls :meth:`BatchEngine.end_step`.

>>> eng = BatchEngine(SimConfig(max_num_seqs=2))
>>> seq = eng.submit(prompt_tokens=32, max_tokens=3, now=0.0)
>>> t = 0.0
>>> while (d := eng.start_step(t)) is not None:
...     t += d
...     _ = eng.end_step(t)
>>> seq.outcome, seq.generated, round(seq.first_token_at, 4)
('ok', 3, 0.0096)
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, field

from genai_chaos.exceptions import GenAIChaosError

#: outcomes a sequence can end with (``ok`` is a complete response)
OUTCOMES = ("ok", "rejected", "timeout", "aborted")


class SimConfigError(GenAIChaosError):
    """A simulator parameter is out of range."""


@dataclass(frozen=True)
class SimConfig:
    """The parameters of one simulated replica (times in seconds).

    >>> SimConfig().kv_blocks
    8192
    """

    max_num_seqs: int = 32
    prefill_s_per_token: float = 5e-5
    decode_base_s: float = 0.008
    decode_per_seq_s: float = 0.0004
    kv_capacity_tokens: int = 131_072
    block_size: int = 16
    max_queue: int = 64
    queue_timeout_s: float = 10.0
    max_model_len: int | None = None

    def __post_init__(self) -> None:
        checks = {
            "max_num_seqs": self.max_num_seqs >= 1,
            "prefill_s_per_token": self.prefill_s_per_token >= 0,
            "decode_base_s": self.decode_base_s >= 0,
            "decode_per_seq_s": self.decode_per_seq_s >= 0,
            "kv_capacity_tokens": self.kv_capacity_tokens >= self.block_size,
            "block_size": self.block_size >= 1,
            "max_queue": self.max_queue >= 0,
            "queue_timeout_s": self.queue_timeout_s > 0,
        }
        for name, ok in checks.items():
            if not ok:
                raise SimConfigError(
                    f"simulator parameter {name}={getattr(self, name)!r} is out of range"
                )
        if self.decode_base_s + self.decode_per_seq_s + self.prefill_s_per_token <= 0:
            raise SimConfigError("a step must take some time: give a positive step cost")
        if self.max_model_len is not None and self.max_model_len < 2:
            raise SimConfigError("max_model_len must be at least 2")

    @property
    def kv_blocks(self) -> int:
        """How many KV-cache blocks the replica has."""
        return self.kv_capacity_tokens // self.block_size

    @property
    def model_len(self) -> int:
        """The longest sequence accepted (prompt plus output), in tokens."""
        if self.max_model_len is not None:
            return min(self.max_model_len, self.kv_blocks * self.block_size)
        return self.kv_blocks * self.block_size


class Seq:
    """One request inside the engine. ``outcome`` stays ``None`` while it is live;
    ``status`` is the HTTP status a server answers with when it is rejected."""

    __slots__ = (
        "arrival",
        "blocks",
        "deadline",
        "finished_at",
        "first_token_at",
        "generated",
        "last_token_at",
        "max_tokens",
        "outcome",
        "preemptions",
        "prefill",
        "prompt_tokens",
        "reason",
        "rid",
        "room",
        "running",
        "status",
        "tag",
    )

    def __init__(
        self, rid: int, prompt_tokens: int, max_tokens: int, arrival: float, deadline: float
    ) -> None:
        self.rid = rid
        self.prompt_tokens = prompt_tokens
        self.max_tokens = max_tokens
        self.arrival = arrival
        self.deadline = deadline
        self.generated = 0
        self.blocks = 0
        self.room = 0
        self.prefill = False
        self.running = False
        self.preemptions = 0
        self.first_token_at: float | None = None
        self.last_token_at: float | None = None
        self.finished_at: float | None = None
        self.outcome: str | None = None
        self.status = 200
        self.reason = ""
        self.tag: object = None

    def __repr__(self) -> str:
        return f"Seq(rid={self.rid}, generated={self.generated}, outcome={self.outcome!r})"


@dataclass
class EngineStats:
    """Counters over the engine's life."""

    steps: int = 0
    busy_s: float = 0.0
    tokens: int = 0
    prefill_tokens: int = 0
    batch_sum: int = 0
    preemptions: int = 0
    peak_blocks: int = 0
    finished: int = 0
    outcomes: dict[str, int] = field(default_factory=dict)

    @property
    def mean_batch(self) -> float:
        """Mean sequences per step."""
        return self.batch_sum / self.steps if self.steps else 0.0


class BatchEngine:
    """The scheduler and cost model (see the module docstring). Not thread-safe."""

    def __init__(self, config: SimConfig) -> None:
        self.config = config
        self.waiting: deque[Seq] = deque()
        self.running: list[Seq] = []
        self.free_blocks = config.kv_blocks
        self.stats = EngineStats()
        self.done: list[Seq] = []
        self._step: list[Seq] = []
        self._step_started = 0.0
        self._rid = 0
        self._dirty = False
        self._next_deadline = math.inf
        self._preempted_waiting = False

    # -- requests ----------------------------------------------------------------------

    def submit(
        self,
        prompt_tokens: int,
        max_tokens: int,
        now: float,
        *,
        deadline: float = math.inf,
        rid: int | None = None,
    ) -> Seq:
        """Queue a request; a rejected one comes back with its ``outcome`` set (and is
        also in :attr:`done`)."""
        if rid is None:
            rid = self._rid
            self._rid += 1
        seq = Seq(rid, max(int(prompt_tokens), 1), max(int(max_tokens), 1), now, deadline)
        if seq.prompt_tokens + seq.max_tokens > self.config.model_len:
            self._end(seq, now, "rejected", 400, "context_length_exceeded")
        elif len(self.waiting) >= self.config.max_queue:
            self._end(seq, now, "rejected", 429, "queue_full")
        else:
            self.waiting.append(seq)
            self._next_deadline = min(self._next_deadline, deadline)
        return seq

    def abort(self, seq: Seq, now: float, outcome: str = "aborted") -> None:
        """Drop a live request (its client went away); its blocks are freed."""
        if seq.outcome is not None:
            return
        if seq.running:
            if self._step is self.running:
                self._step = list(self.running)
            self._dirty = True
            self.running.remove(seq)
        else:
            self.waiting.remove(seq)
        self._end(seq, now, outcome, 499, outcome)

    def drain_done(self) -> list[Seq]:
        """The requests that ended since the last call."""
        done, self.done = self.done, []
        return done

    @property
    def idle(self) -> bool:
        """Nothing queued and nothing running."""
        return not self.waiting and not self.running

    @property
    def used_blocks(self) -> int:
        """KV-cache blocks held now."""
        return self.config.kv_blocks - self.free_blocks

    # -- steps -------------------------------------------------------------------------

    def start_step(self, now: float) -> float | None:
        """Expire, admit and pre-empt, then start one step; its duration, or ``None``
        when there is nothing to run."""
        cfg = self.config
        waiting = self.waiting
        if (
            now >= self._next_deadline
            or self._preempted_waiting
            or (waiting and now - waiting[0].arrival > cfg.queue_timeout_s)
        ):
            self._expire(now)
        bs = cfg.block_size
        running = self.running
        n_prefill_tokens = 0
        n_admitted = 0
        while waiting and len(running) < cfg.max_num_seqs:
            seq = waiting[0]
            tokens = seq.prompt_tokens + seq.generated
            need = -(-(tokens + 1) // bs)
            if need > self.free_blocks:
                break
            waiting.popleft()
            self.free_blocks -= need
            seq.blocks = need
            seq.room = need * bs - tokens
            seq.prefill = True
            seq.running = True
            running.append(seq)
            n_prefill_tokens += tokens
            n_admitted += 1
        growing = [s for s in running if s.room == 0]
        for seq in growing:
            if not seq.running:
                continue  # pre-empted for an earlier one
            if self.free_blocks == 0 and not self._preempt_for(seq):
                continue
            self.free_blocks -= 1
            seq.blocks += 1
            seq.room += bs
        if not running:
            return None
        if growing and self._preempted_waiting:
            # pre-emption may have taken back sequences admitted in this step
            n_prefill_tokens = sum(s.prompt_tokens + s.generated for s in running if s.prefill)
            n_admitted = sum(1 for s in running if s.prefill)
        n_decode = len(running) - n_admitted
        used = cfg.kv_blocks - self.free_blocks
        stats = self.stats
        stats.peak_blocks = max(stats.peak_blocks, used)
        stats.prefill_tokens += n_prefill_tokens
        self._step = running
        self._step_started = now
        return (
            cfg.decode_base_s
            + cfg.decode_per_seq_s * n_decode
            + cfg.prefill_s_per_token * n_prefill_tokens
        )

    def end_step(self, now: float) -> list[Seq]:
        """Finish the step started last: every sequence in it emits one token; those
        that reached ``max_tokens`` end. Returns the sequences that emitted a token
        (valid until the next :meth:`start_step`)."""
        step, self._step = self._step, []
        stats = self.stats
        stats.steps += 1
        stats.batch_sum += len(step)
        stats.busy_s += now - self._step_started
        if self._dirty:
            self._dirty = False
            step = [s for s in step if s.running]
        ended: list[Seq] = []
        for seq in step:
            g = seq.generated + 1
            seq.generated = g
            seq.room -= 1
            seq.last_token_at = now
            if seq.prefill:
                seq.prefill = False
                if seq.first_token_at is None:
                    seq.first_token_at = now
            if g >= seq.max_tokens:
                ended.append(seq)
        stats.tokens += len(step)
        if ended:
            # a new list: ``step`` (returned) may be the running list itself
            self.running = [s for s in self.running if s.generated < s.max_tokens]
            for seq in ended:
                self._end(seq, now, "ok", 200, "length")
        return step

    # -- internals ---------------------------------------------------------------------

    def _preempt_for(self, seq: Seq) -> bool:
        """Free blocks for ``seq`` by pre-empting the newest running sequences; False
        when ``seq`` itself had to go."""
        running = self.running
        while self.free_blocks == 0:
            victim = running.pop()
            self.free_blocks += victim.blocks
            victim.blocks = 0
            victim.running = False
            victim.prefill = False
            victim.preemptions += 1
            self.stats.preemptions += 1
            self.waiting.appendleft(victim)
            self._preempted_waiting = True
            if victim is seq:
                return False
        return True

    def _expire(self, now: float) -> None:
        limit = self.config.queue_timeout_s
        self._preempted_waiting = False
        if self.waiting:
            stale = [
                s
                for s in self.waiting
                if s.deadline <= now or (s.first_token_at is None and now - s.arrival > limit)
            ]
            for seq in stale:
                self.waiting.remove(seq)
                if seq.deadline <= now:
                    self._end(seq, now, "timeout", 504, "deadline")
                else:
                    self._end(seq, now, "rejected", 503, "queue_timeout")
            # pre-empted sequences may sit anywhere: keep scanning while any is queued
            self._preempted_waiting = any(s.first_token_at is not None for s in self.waiting)
        if self.running and now >= self._next_deadline:
            for seq in [s for s in self.running if s.deadline <= now]:
                self.running.remove(seq)
                self._end(seq, now, "timeout", 504, "deadline")
        live = [s.deadline for s in self.running] + [s.deadline for s in self.waiting]
        self._next_deadline = min(live, default=math.inf)

    def _end(self, seq: Seq, now: float, outcome: str, status: int, reason: str) -> None:
        self.free_blocks += seq.blocks
        seq.blocks = 0
        seq.running = False
        seq.outcome = outcome
        seq.status = status
        seq.reason = reason
        seq.finished_at = now
        stats = self.stats
        stats.outcomes[outcome] = stats.outcomes.get(outcome, 0) + 1
        if outcome == "ok":
            stats.finished += 1
        self.done.append(seq)
