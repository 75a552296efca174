"""What each shipped layer of the sanitizer was trained on, against the training authors of
``scripts/sanitizer_dataset/authors.py``: every author in ``FILES``, nothing in
``FORBIDDEN`` (the held-out split and the blind sets not yet evaluated or trained on)."""

from __future__ import annotations

import json
import sys
from importlib.resources import files
from pathlib import Path
from types import ModuleType

import pytest

from genai_chaos.guards.sanitizer import tuned

DATA = files("genai_chaos.guards") / "data"


@pytest.fixture(scope="module")
def authors() -> ModuleType:
    here = Path(__file__).resolve().parents[2] / "scripts" / "sanitizer_dataset"
    sys.path.insert(0, str(here))
    try:
        import authors as module
    finally:
        sys.path.remove(str(here))
    return module


def _expected(authors: ModuleType) -> set[str]:
    """Author names as the trainers record them (a file of two authors records both)."""
    return {row["author"] for row in authors.load()}


def _meta(name: str) -> dict[str, object]:
    meta = json.loads((DATA / name).read_text("utf-8"))["meta"]
    assert isinstance(meta, dict)
    return meta


def _forbidden(names: set[str], authors: ModuleType) -> set[str]:
    return {n for n in names if any(word in n for word in authors.FORBIDDEN)}


def test_the_word_classifier_and_the_frozen_head_were_trained_on_every_author(authors):
    expected = _expected(authors)
    classifier, head = _meta("sanitizer_classifier.json"), _meta("sanitizer_contextual.json")
    assert isinstance(classifier["trained_on"], dict) and isinstance(head["trained_on"], dict)
    assert set(classifier["trained_on"]) == expected == set(head["trained_on"])
    assert not _forbidden(expected, authors)
    # the same rows, in the same order, for both
    assert classifier["trained_on_sha256"] == head["trained_on_sha256"]


def test_the_tuned_layer_was_trained_on_every_author_and_names_what_it_was_not(authors):
    meta = tuned.TunedWeights.read((DATA / tuned.WEIGHTS_FILE).read_bytes()).meta
    trained = meta["trained_on"]
    assert isinstance(trained, list)
    assert set(trained) == _expected(authors) | {"structured"}
    never = meta["never_trained_on"]
    assert isinstance(never, list)
    assert {w for w in authors.FORBIDDEN if w != "heldout"} <= set(never)
    assert any("heldout" in n for n in never)
