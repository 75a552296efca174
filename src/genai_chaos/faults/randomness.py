"""The randomness model: which requests a fault touches, and how.

Every decision is a pure function of ``(fault seed, request id)``, so the same seed and
the same request ids give the same injections whatever the arrival order, the
concurrency or the process (in-process wrappers, the HTTP transport and the proxy all
call :func:`decide`).

For one fault and one request, BLAKE2b hashes ``seed`` and ``request_id`` into 32 bytes:

* bytes 0..8 give ``u_blast`` in [0, 1): the request is *eligible* when
  ``u_blast < blast_radius``. This depends on nothing but the seed and the id, so the set
  of eligible requests is fixed before any call happens, and a smaller radius selects a
  subset of a larger one.
* bytes 8..16 give ``u_fire``, the first draw of the per-request generator: an eligible
  request is *injected* when ``u_fire < probability``.
* bytes 16..32 seed a :class:`numpy.random.Generator` (PCG64) that the fault uses for its
  own choices (where to insert, which template, how much to delay). It is only built
  when the fault fires.

A run-level seed derives each fault's seed with :func:`derive_seed` from the run seed,
the fault's position in the run and its kind, so adding a fault after the others does not
change the earlier ones' injections.

>>> d1 = decide(42, "req-1", probability=1.0, blast_radius=1.0)
>>> d2 = decide(42, "req-1", probability=1.0, blast_radius=1.0)
>>> d1 == d2 and d1.fired
True
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass

import numpy as np

_SCALE = float(1 << 64)
_MASK63 = (1 << 63) - 1


@dataclass(frozen=True, slots=True)
class Decision:
    """The outcome of :func:`decide` for one fault and one request."""

    eligible: bool
    fired: bool
    rng_seed: int

    def rng(self) -> np.random.Generator:
        """The per-request generator the fault draws its own choices from."""
        return np.random.Generator(np.random.PCG64(self.rng_seed))


def _digest(seed: int, request_id: str) -> bytes:
    return hashlib.blake2b(
        request_id.encode("utf-8", "surrogatepass"),
        digest_size=32,
        key=(seed & 0xFFFFFFFFFFFFFFFF).to_bytes(8, "little"),
    ).digest()


def decide(seed: int, request_id: str, *, probability: float, blast_radius: float) -> Decision:
    """Decide whether a fault with ``seed`` fires on ``request_id``.

    >>> decide(7, "a", probability=0.0, blast_radius=1.0).fired
    False
    >>> decide(7, "a", probability=1.0, blast_radius=0.0).eligible
    False
    """
    digest = _digest(seed, request_id)
    u_blast = int.from_bytes(digest[0:8], "little") / _SCALE
    eligible = u_blast < blast_radius
    fired = False
    if eligible:
        u_fire = int.from_bytes(digest[8:16], "little") / _SCALE
        fired = u_fire < probability
    return Decision(eligible, fired, int.from_bytes(digest[16:32], "little"))


def derive_seed(run_seed: int, index: int, kind: str) -> int:
    """Seed of the ``index``-th fault of a run (non-negative, 63 bits).

    >>> derive_seed(1, 0, "latency") == derive_seed(1, 0, "latency")
    True
    >>> derive_seed(1, 0, "latency") != derive_seed(1, 1, "latency")
    True
    """
    digest = hashlib.blake2b(f"{run_seed}/{index}/{kind}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "little") & _MASK63


def fresh_seed() -> int:
    """A random seed for a fault defined without one; it is recorded in every event."""
    return int.from_bytes(os.urandom(8), "little") & _MASK63
