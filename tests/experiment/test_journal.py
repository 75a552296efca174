"""The journal file: what is written is what the journal holds, however often written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from genai_chaos.experiment import journal as journal_module
from genai_chaos.experiment.journal import Journal, read
from genai_chaos.experiment.secrets import Redactor
from genai_chaos.load.engine import RequestRecord


def records(start: int, n: int) -> list[RequestRecord]:
    return [
        RequestRecord(i, i * 0.01, 0.002, "error", error="token sk-123 refused")
        for i in range(start, start + n)
    ]


@pytest.mark.parametrize("masks_marker", [False, True])
def test_written_journal_equals_its_dict_across_writes(
    tmp_path: Path, masks_marker: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    j = Journal.begin({"metadata": {"name": "x"}}, seed=1)
    if not masks_marker:  # the records encoded once and spliced in, not the whole again
        monkeypatch.setattr(journal_module, "write_json", None)
    monkeypatch.setattr(journal_module, "_BATCH", 2)  # batches that straddle writes
    # a secret that happens to be part of the marker the records are spliced in at
    j.redactor = Redactor(["sk-123", j._sentinel[-8:]] if masks_marker else ["sk-123"])
    j.finish("completed")
    path = tmp_path / "j.json"
    log: list[RequestRecord] = []
    spans: list[tuple[str, int]] = []
    j.add_log(log, spans)  # read where they are: the runner only appends to them
    for start, n, phase in ((0, 0, "before"), (0, 3, "before"), (3, 0, "x"), (3, 5, "method")):
        if not spans or spans[-1][0] != phase:
            spans.append((phase, len(log)))
        log += records(start, n)
        j.write(path)
        assert read(path) == json.loads(json.dumps(j.to_dict()))
    written = read(path)["workload"]["records"]
    assert [r["index"] for r in written] == list(range(8))
    assert [r["phase"] for r in written] == ["before"] * 3 + ["method"] * 5
    assert all(r["error"] == "token *** refused" for r in written)


def test_repr_is_short_whatever_the_journal_holds() -> None:
    j = Journal.begin({"metadata": {"name": "x"}}, seed=1)
    j.add_log(records(0, 10_000), [("method", 0)])
    assert repr(j) == "<Journal running seed=1 records=10000 events=0>"
