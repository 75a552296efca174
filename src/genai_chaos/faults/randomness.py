"""The randomness model: which requests a fault touches, and how.

Every decision is a pure function of ``(fault seed, request id)``, so the same seed and
the same request ids give the same injections whatever the arrival order, the
concurrency or the process (the in-process wrappers, the HTTP transport and the proxy all
use the functions of this module).

For a request id ``rid`` and a fault with seed ``s``:

1. ``r = CRC-32(UTF-8(rid))``, an unsigned 32-bit integer (``zlib.crc32``), computed once
   per request and shared by all the faults of an injector.
2. From ``s`` and the fault's kind ``k``, BLAKE2b-256 of ``s`` (8 little-endian bytes)
   followed by ``UTF-8(k)`` gives four keys
   ``a, b, c, d`` in [0, 1): each is one 8-byte word shifted right by 11 bits and divided
   by 2**53 (an exact IEEE-754 double).
3. ``u_blast = (r * a + b) mod 1`` in IEEE-754 double arithmetic (Python floats): the
   request is *eligible* when ``u_blast < blast_radius``. This depends only on the seed
   and the id, so the eligible set is fixed before any call happens, and a smaller radius
   selects a subset of a larger one, whatever the probability.
4. ``u_fire = (r * c + d) mod 1`` is the per-request firing draw: an eligible request is
   *injected* when ``u_fire < probability``. (Multiplying a hash by an irrational-like
   key and keeping the fraction is Weyl/Fibonacci hashing: uniform, and independent
   between keys.) For a probability of at most 0.5, :func:`frac_below` gives the same
   bit without the modulo (the proxy's rule screen draws that way).
5. When it fires, the fault's own choices (where to insert, which template, how long to
   wait) come from a :class:`numpy.random.Generator` (PCG64) seeded with 128 bits of
   ``BLAKE2b(key=s, rid)``.

Steps 1-4 are a few float operations, so a fault that does not fire costs well under a
microsecond (``bench/bench_overhead.py``); the strong hash of step 5 is paid only on
injection. A run-level seed derives each fault's seed with :func:`derive_seed` from the
run seed, the fault's position in the run and its kind, so adding a fault after the
others does not change the earlier ones' injections.

>>> d1 = decide(42, "req-1", probability=1.0, blast_radius=1.0)
>>> d2 = decide(42, "req-1", probability=1.0, blast_radius=1.0)
>>> d1 == d2 and d1.fired
True
"""

from __future__ import annotations

import hashlib
import os
import zlib
from dataclasses import dataclass
from typing import NamedTuple

# numpy loads numpy.random at its first use (a module __getattr__): imported here, where
# it is used, so that a fault's first draw never imports it inside the request it delays
# (tens of ms), whoever else imports it first
from numpy.random import PCG64, Generator

_MASK64 = (1 << 64) - 1
_MASK63 = (1 << 63) - 1
_TWO53 = float(1 << 53)
#: ``2**52``: adding and taking it away rounds a float in [0, 2**51) to the nearest integer
ROUND_TO_INTEGER = 4503599627370496.0
#: the largest probability :func:`frac_below`'s test holds for
FRAC_BELOW_MAX = 0.5


class SeedKeys(NamedTuple):
    """The four keys in [0, 1) a fault derives from its seed (step 2)."""

    a: float
    b: float
    c: float
    d: float


def frac_below(y: float, p: float) -> bool:
    """``y % 1.0 < p`` for ``0 <= y < 2**51`` and ``p <= 0.5`` (:data:`FRAC_BELOW_MAX`),
    in three float operations that CPython specialises instead of a call into ``fmod``.

    ``(y + 2**52) - 2**52`` is ``y`` rounded to the nearest integer ``n``, exactly, and
    ``f = y - n`` is exact too (it keeps only bits ``y`` already has). ``y % 1.0`` (C's
    ``fmod`` for ``y >= 0``, exact) is ``f`` when ``f >= 0`` and ``f + 1`` (at least 0.5)
    when ``f < 0``; so for ``p <= 0.5`` it is below ``p`` exactly when ``0 <= f < p``. A
    draw ``r * c + d`` (``r`` a CRC-32, keys in [0, 1)) is always in range.

    >>> y = 12345 * 0.6180339887 + 0.25
    >>> frac_below(y, 0.5) == (y % 1.0 < 0.5), frac_below(3.25, 0.3), frac_below(3.75, 0.3)
    (True, True, False)
    """
    return 0.0 <= y - ((y + ROUND_TO_INTEGER) - ROUND_TO_INTEGER) < p


def seed_keys(seed: int, kind: str = "") -> SeedKeys:
    """Keys of ``seed`` for a fault of ``kind``: BLAKE2b-256 of the seed's 8 little-endian
    bytes and the kind, cut in four words. The kind is mixed in so that two kinds given
    the same seed (``seed=7`` everywhere) still pick independent requests."""
    raw = hashlib.blake2b(
        (seed & _MASK64).to_bytes(8, "little") + kind.encode(), digest_size=32
    ).digest()
    a, b, c, d = (
        (int.from_bytes(raw[i : i + 8], "little") >> 11) / _TWO53 for i in range(0, 32, 8)
    )
    return SeedKeys(a, b, c, d)


def request_hash(request_id: str) -> int:
    """``r`` of step 1."""
    return zlib.crc32(request_id.encode("utf-8", "surrogatepass"))


def u_blast(keys: SeedKeys, r: int) -> float:
    """``u_blast`` of step 3, in [0, 1)."""
    return (r * keys.a + keys.b) % 1.0


def u_fire(keys: SeedKeys, r: int) -> float:
    """``u_fire`` of step 4, in [0, 1)."""
    return (r * keys.c + keys.d) % 1.0


def rng_seed(seed: int, request_id: str) -> int:
    """The 128-bit seed of the per-request generator (step 5)."""
    digest = hashlib.blake2b(
        request_id.encode("utf-8", "surrogatepass"),
        digest_size=16,
        key=(seed & _MASK64).to_bytes(8, "little"),
    ).digest()
    return int.from_bytes(digest, "little")


@dataclass(frozen=True, slots=True)
class Decision:
    """The outcome of :func:`decide` for one fault and one request."""

    eligible: bool
    fired: bool
    rng_seed: int

    def rng(self) -> Generator:
        """The per-request generator the fault draws its own choices from."""
        return Generator(PCG64(self.rng_seed))


def decide(
    seed: int, request_id: str, *, probability: float, blast_radius: float, kind: str = ""
) -> Decision:
    """Decide whether a fault with ``seed`` fires on ``request_id`` (steps 1-5).

    >>> decide(7, "a", probability=0.0, blast_radius=1.0).fired
    False
    >>> decide(7, "a", probability=1.0, blast_radius=0.0).eligible
    False
    """
    keys = seed_keys(seed, kind)
    r = request_hash(request_id)
    eligible = u_blast(keys, r) < blast_radius
    fired = eligible and u_fire(keys, r) < probability
    return Decision(eligible, fired, rng_seed(seed, request_id))


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
