"""The analytical saturation rate of a simulated replica: the ground truth for sweeps.

At saturation the queue never empties, so every step runs a full batch of ``b``
sequences. A request with ``P`` prompt tokens and ``O`` output tokens is in the batch
for ``O`` steps (one prefill step that emits the first token, then ``O - 1`` decode
steps), so ``N`` requests take ``N * O / b`` steps and the replica spends, per request::

    prefill_s_per_token * P  +  decode_per_seq_s * (O - 1)  +  decode_base_s * O / b

The saturation rate is the inverse. ``b`` is ``max_num_seqs``, unless the KV cache
cannot hold that many full-length sequences: then it is the number of full-length
sequences (``ceil((P + O) / block_size)`` blocks each) that fit, a lower bound of what
the scheduler achieves (pre-emption lets it run more, shorter, sequences at times).

>>> from genai_chaos.sim.engine import SimConfig
>>> cap = saturation(SimConfig(max_num_seqs=8, decode_base_s=0.01, decode_per_seq_s=0.001,
...                            prefill_s_per_token=0.0), prompt_tokens=16, output_tokens=20)
>>> round(cap.rate, 3), cap.batch, cap.limited_by
(22.727, 8, 'max_num_seqs')
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from typing import Any

from genai_chaos.sim.engine import SimConfig


@dataclass(frozen=True)
class Saturation:
    """The saturation point: requests/s, output tokens/s, the batch, what limits it."""

    rate: float
    tokens_per_s: float
    batch: int
    limited_by: str
    service_s_per_request: float

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready."""
        return asdict(self)


def batch_limit(config: SimConfig, prompt_tokens: float, output_tokens: float) -> tuple[int, str]:
    """The largest full batch the replica sustains, and which limit sets it."""
    per_seq_blocks = math.ceil((prompt_tokens + output_tokens) / config.block_size)
    by_kv = config.kv_blocks // max(per_seq_blocks, 1)
    if by_kv < config.max_num_seqs:
        return max(by_kv, 1), "kv_cache"
    return config.max_num_seqs, "max_num_seqs"


def saturation(config: SimConfig, *, prompt_tokens: float, output_tokens: float) -> Saturation:
    """The analytical saturation rate for requests of (mean) ``prompt_tokens`` and
    ``output_tokens`` (see the module docstring)."""
    if prompt_tokens < 1 or output_tokens < 1:
        raise ValueError("prompt_tokens and output_tokens must be at least 1")
    b, limit = batch_limit(config, prompt_tokens, output_tokens)
    per_request = (
        config.prefill_s_per_token * prompt_tokens
        + config.decode_per_seq_s * (output_tokens - 1)
        + config.decode_base_s * output_tokens / b
    )
    rate = 1.0 / per_request
    return Saturation(rate, rate * output_tokens, b, limit, per_request)


def config_for_rate(
    rate: float,
    *,
    prompt_tokens: int,
    output_tokens: int,
    max_num_seqs: int = 16,
    prefill_share: float = 0.2,
    **overrides: Any,
) -> SimConfig:
    """A configuration whose saturation rate is ``rate`` for the given request shape:
    ``prefill_share`` of the service time is prefill, the rest decode (half of it the
    per-step base cost). Handy for tests and demos.

    >>> cfg = config_for_rate(50.0, prompt_tokens=64, output_tokens=32)
    >>> round(saturation(cfg, prompt_tokens=64, output_tokens=32).rate, 6)
    50.0
    """
    per_request = 1.0 / rate
    prefill = prefill_share * per_request / prompt_tokens
    decode = (1.0 - prefill_share) * per_request
    base = 0.5 * decode * max_num_seqs / output_tokens
    per_seq = 0.5 * decode / max(output_tokens - 1, 1)
    if output_tokens == 1:
        base = decode * max_num_seqs
        per_seq = 0.0
    return SimConfig(
        max_num_seqs=max_num_seqs,
        prefill_s_per_token=prefill,
        decode_base_s=base,
        decode_per_seq_s=per_seq,
        **overrides,
    )
