"""The seeded generator of benign structured training text (sanitizer_dataset/structured.py)."""

from __future__ import annotations

import csv
import io
import json
import statistics
import sys
from collections import Counter
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parents[2] / "scripts" / "sanitizer_dataset"
sys.path.insert(0, str(HERE))
try:
    import structured
finally:
    sys.path.remove(str(HERE))

AI_PHRASES = (
    "ignore previous instructions",
    "ignore all previous",
    "previous instructions",
    "you are now",
    "system prompt",
    "as an ai",
    "as a language model",
    "disregard your",
    "jailbreak",
    "developer mode",
    "pretend to be",
    "no restrictions",
)


@pytest.fixture(scope="module")
def records() -> list[dict[str, str]]:
    return structured.generate(600, 0)


def by_kind(records: list[dict[str, str]], kind: str) -> list[str]:
    return [
        structured.split_request(r["text"])[1]
        for r in records
        if r["category"] == f"structured_{kind}"
    ]


def test_same_seed_same_bytes_other_seed_different():
    a = json.dumps(structured.generate(70, 3))
    assert a == json.dumps(structured.generate(70, 3))
    other = structured.generate(70, 4)
    assert a != json.dumps(other)
    assert not {r["text"] for r in json.loads(a)} & {r["text"] for r in other}


def test_every_kind_present_and_evenly_spread(records):
    counts = Counter(r["category"] for r in records)
    assert set(counts) == {f"structured_{k}" for k in structured.KINDS}
    assert max(counts.values()) - min(counts.values()) <= 1
    small = Counter(r["category"] for r in structured.generate(30, 1))
    assert len(small) == 7 and max(small.values()) - min(small.values()) <= 1


def test_labels_benign_ids_unique_and_schema(records):
    assert len(records) == 600
    assert all(set(r) == {"id", "text", "label", "category"} for r in records)
    assert {r["label"] for r in records} == {"benign"}
    ids = [r["id"] for r in records]
    assert len(set(ids)) == 600
    assert ids[0] == "structured-0001" and ids[-1] == "structured-0600"


def test_lengths_within_bounds_and_spread(records):
    lengths = [len(r["text"]) for r in records]
    assert min(lengths) >= structured.MIN_CHARS and max(lengths) <= structured.MAX_CHARS
    assert sum(n < 800 for n in lengths) >= 60
    assert sum(n > 1500 for n in lengths) >= 100
    assert sum(800 <= n <= 2000 for n in lengths) >= 300
    assert 800 <= statistics.median(lengths) <= 2000


def test_no_duplicates_or_near_duplicates(records):
    assert len({" ".join(r["text"].casefold().split()) for r in records}) == len(records)
    assert structured.near_duplicates(records) == []


def test_near_duplicate_check_catches_planted_copies(records):
    base = records[:20]
    text = base[5]["text"]
    planted = [
        {**base[5], "id": "copy-exact", "text": "  " + text.upper().replace("\n", " \n ")},
        {**base[5], "id": "copy-near", "text": text + "\n\nthanks!"},
    ]
    found = {(a, b) for a, b, _ in structured.near_duplicates(base + planted)}
    assert (base[5]["id"], "copy-exact") in found
    assert (base[5]["id"], "copy-near") in found


def test_about_half_carry_a_request(records):
    with_request = [r for r in records if structured.split_request(r["text"])[0] is not None]
    assert 0.4 <= len(with_request) / len(records) <= 0.6
    assert len({structured.split_request(r["text"])[0] for r in with_request}) >= 60
    assert any(r["text"].startswith(structured.split_request(r["text"])[0]) for r in with_request)
    assert any(r["text"].endswith(structured.split_request(r["text"])[0]) for r in with_request)


def test_csv_records_parse_with_consistent_columns(records):
    bodies = by_kind(records, "csv")
    delimiters = Counter()
    for body in bodies:
        header = body.split("\n", 1)[0]
        delim = max(",;\t", key=header.count)
        delimiters[delim] += 1
        rows = list(csv.reader(io.StringIO(body), delimiter=delim))
        assert 6 <= len(rows) <= 81
        assert len({len(x) for x in rows}) == 1, body[:200]
    assert set(delimiters) == {",", ";", "\t"}


def test_json_records_and_json_lines_logs_parse(records):
    bodies = by_kind(records, "json")
    assert all(isinstance(json.loads(b), (dict, list)) for b in bodies)
    jsonl = [b for b in by_kind(records, "log") if b.startswith("{")]
    assert jsonl
    for b in jsonl:
        assert all(isinstance(json.loads(line), dict) for line in b.splitlines())


def test_yaml_records_parse():
    yaml = pytest.importorskip("yaml")
    bodies = by_kind(structured.generate(600, 0), "yaml")
    for body in bodies:
        docs = list(yaml.safe_load_all(body))
        assert docs and all(isinstance(d, (dict, list)) for d in docs), body[:200]


def test_sub_formats_vary_within_kinds(records):
    logs = by_kind(records, "log")
    assert any("Traceback (most recent call last):" in b for b in logs)
    assert any("\tat " in b for b in logs)
    assert any('HTTP/1.1" ' in b for b in logs)
    assert any(b.startswith("LAST SEEN") for b in logs)
    code = by_kind(records, "code")
    for marker in (
        "def ",
        "function ",
        "SELECT",
        "#!/usr/bin/env bash",
        "package ",
        "public class",
    ):
        assert any(marker in b for b in code), marker
    markup = by_kind(records, "markup")
    for marker in ("<table", "<?xml", "|---", "\n## ", ".. ", "<form"):
        assert any(marker in b for b in markup), marker
    config = by_kind(records, "config")
    for marker in ("\n[", "server {", "<VirtualHost", "="):
        assert any(marker in b for b in config), marker


def test_nothing_addressed_to_an_ai():
    for seed in (0, 1):
        for r in structured.generate(600, seed):
            text = r["text"].casefold()
            hits = [p for p in AI_PHRASES if p in text]
            assert not hits, (r["id"], hits)


def test_technical_trigger_words_do_occur(records):
    text = "\n".join(r["text"] for r in records).casefold()
    for word in ("password", "token", "secret", "admin", "delete", "drop table", "sudo", "rm -rf"):
        assert word in text, word


def test_main_prints_counts_and_writes_jsonl(tmp_path, capsys):
    out = tmp_path / "s.jsonl"
    assert structured.main(["--n", "21", "--seed", "2", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "structured_yaml" in printed and "median" in printed and "near-duplicates 0" in printed
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert rows == structured.generate(21, 2)
