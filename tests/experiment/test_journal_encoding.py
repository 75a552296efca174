"""The journal's two record encoders (orjson when installed, the standard one otherwise)
accept the same values and write the same JSON; the one difference, the spelling of
floats of magnitude 1e-9 to 1e-4, reads back as the same floats."""

from __future__ import annotations

import dataclasses
import datetime as dt
import enum
import json
import math
import random
import struct
import uuid
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from genai_chaos.experiment import journal as journal_module
from genai_chaos.experiment.journal import Journal, read
from genai_chaos.load.engine import RequestRecord

orjson = pytest.importorskip("orjson")


class Colour(enum.Enum):
    RED = "red"


class Level(enum.IntEnum):
    HIGH = 3


class Odd(enum.Enum):
    NAN = float("nan")
    PAIR = (1, np.float32(2.5), float("nan"))


def floats(n: int = 3000, seed: int = 5) -> list[float]:
    """Every magnitude JSON can spell (random bit patterns), and the usual edges."""
    rng = random.Random(seed)
    out = [0.0, -0.0, 1e-4, 1e-5, 9.99e-5, 1e-9, 1e-10, 1e15, 1e16, 5e-324, 1.7976931348623157e308]
    while len(out) < n:
        x = struct.unpack("<d", rng.getrandbits(64).to_bytes(8, "little"))[0]
        if math.isfinite(x):
            out.append(x)
    return out


def spelled_differently(x: float) -> bool:
    """The documented difference: floats the standard encoder writes with a two-digit
    negative exponent (1e-05 .. 9e-09; orjson: 0.00001, 1e-9)."""
    return x != 0 and 1e-9 <= abs(x) < 1e-4


def encode(records: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch, *, fast: bool) -> str:
    """The records' JSON with orjson (``fast``; the standard encoder may not be called)
    or with the standard encoder alone."""
    with monkeypatch.context() as m:
        m.setattr(journal_module, "_orjson", orjson if fast else None)
        if fast:
            m.setattr(journal_module, "_dumps", None)  # a fallback would fail loudly
        return journal_module._dumps_records(records)


def exact(text: str) -> str:
    """Parsed and written again by one encoder: equal strings mean equal values, the sign
    of zero and the type of each number included (``1`` is not ``1.0``)."""
    return json.dumps(json.loads(text))


VALUES: dict[str, Any] = {
    "nan and inf": [float("nan"), float("inf"), -float("inf")],
    "numpy scalars": [np.float64(0.1), np.float32(0.5), np.int64(-3), np.bool_(True)],
    "numpy nan": [np.float64("nan"), np.float32("inf")],
    "tuple": (1, "a", (2.5, None)),
    "enums": [Colour.RED, Level.HIGH, Odd.NAN, Odd.PAIR],
    "uuid": uuid.UUID(int=7),
    "dates": [dt.datetime(2026, 1, 2, 3, 4, 5, 6), dt.date(2026, 1, 2), dt.time(1, 2)],
    "aware datetime": dt.datetime(2026, 1, 2, tzinfo=dt.UTC),
    "text": ['é\u2028\x1f"\\', "日本語"],
    "plain": {"sources": ["kb-1"], "tokens": 7, "correct": False, "none": None},
}


@pytest.mark.parametrize("name", list(VALUES))
def test_both_encoders_write_the_same_bytes_for_every_kind_of_value(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    records = [{"index": 1, "latency": 0.25, "detail": {"value": VALUES[name]}}]
    fast = encode(records, monkeypatch, fast=True)
    assert fast == encode(records, monkeypatch, fast=False)
    assert json.loads(fast)[0]["index"] == 1


def test_what_json_has_no_type_for_is_written_as_documented(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    records = [{"detail": {k: v for k, v in VALUES.items() if k != "plain"}}]
    got = json.loads(encode(records, monkeypatch, fast=False))[0]["detail"]
    assert got["nan and inf"] == [None, None, None] and got["numpy nan"] == [None, None]
    assert got["numpy scalars"] == [0.1, 0.5, -3, True]
    assert got["tuple"] == [1, "a", [2.5, None]] and got["enums"] == [
        "red",
        3,
        None,
        [1, 2.5, None],
    ]
    assert got["uuid"] == "00000000-0000-0000-0000-000000000007"
    assert got["dates"] == ["2026-01-02T03:04:05.000006", "2026-01-02", "01:02:00"]
    assert got["aware datetime"] == "2026-01-02T00:00:00+00:00"


def test_floats_read_back_the_same_and_are_spelled_the_same_outside_one_range(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    xs = floats()
    assert sum(map(spelled_differently, xs)) >= 3  # the test covers the range
    for x in xs:
        records = [{"start": x, "latency": -x}]
        fast = encode(records, monkeypatch, fast=True)
        std = encode(records, monkeypatch, fast=False)
        assert exact(fast) == exact(std), x
        assert (fast == std) != spelled_differently(x), (x, fast, std)


@pytest.mark.parametrize(
    "value", [{1: "a"}, {None: 1.5}, 2**70], ids=["int key", "None key", "huge int"]
)
def test_what_orjson_refuses_is_written_by_the_standard_encoder(
    value: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    records = [{"detail": {"value": value}}, {"latency": 1e-05}]
    monkeypatch.setattr(journal_module, "_orjson", orjson)
    assert journal_module._dumps_records(records) == encode(records, monkeypatch, fast=False)


@dataclasses.dataclass
class Opaque:
    x: int = 1


@pytest.mark.parametrize("value", [Opaque(), object(), 1j, b"raw"], ids=type)
@pytest.mark.parametrize("fast", [True, False], ids=["orjson", "json"])
def test_both_encoders_refuse_the_same_values_naming_them(
    value: Any, fast: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(journal_module, "_orjson", orjson if fast else None)
    with pytest.raises(TypeError, match=f"journal.*{type(value).__name__}"):
        journal_module._dumps_records([{"detail": {"value": value}}])


def test_a_journal_written_with_either_encoder_reads_back_the_same(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    details = [
        {"sources": ["kb-1", "é\u2028"], "tokens": 7, "when": dt.date(2026, 1, 2)},
        {"entropy": float("nan"), "score": np.float32(0.25)},
        {"correct": True, "score": 1e-05, "colour": Colour.RED},
        None,
    ]
    log = [
        RequestRecord(i, i * 0.1234567, 1 / (i + 3), "ok", detail=d) for i, d in enumerate(details)
    ]
    written = []
    for encoder in (orjson, None):
        monkeypatch.setattr(journal_module, "_orjson", encoder)
        j = Journal.begin({"metadata": {"name": "x"}}, seed=1)
        j.add_log(log, [("method", 0)])
        written.append(read(j.write(tmp_path / f"j{encoder is None}.json"))["workload"]["records"])
    assert written[0] == written[1]
    assert written[1][1]["detail"] == {"entropy": None, "score": 0.25}
    assert written[1][2]["detail"]["colour"] == "red"
    assert [r["latency"] for r in written[1]] == [1 / (i + 3) for i in range(4)]
