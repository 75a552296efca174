"""Regression guard: the sanitizer's accuracy on the shipped held-out prompts.

Targets of issue 3 (point estimates): detection >= 95%, false positives <= 2%, on at least
300 held-out benign prompts. docs/guards-sanitizer.md reports the numbers with Wilson 95%
intervals and how they were obtained.
"""

from __future__ import annotations

from collections import Counter

import pytest

from genai_chaos.guards import Sanitizer
from genai_chaos.guards.evaluation import evaluate, load_split, wilson


@pytest.fixture(scope="module")
def result():
    s = Sanitizer()
    return evaluate(lambda t: not s.check(t).allowed, load_split("heldout"))


def test_dataset_sizes_meet_the_issue():
    dev, held = load_split("dev"), load_split("heldout")
    labels = Counter(e.label for e in dev + held)
    assert labels["attack"] >= 300 and labels["benign"] >= 600
    assert sum(e.label == "benign" for e in held) >= 300


def test_dev_and_heldout_do_not_share_groups_or_texts():
    dev, held = load_split("dev"), load_split("heldout")
    assert not {e.group for e in dev} & {e.group for e in held}
    assert not {e.text for e in dev} & {e.text for e in held}
    assert all(e.source != "genai_chaos_fault" for e in held)


def test_heldout_detection_rate(result):
    assert result.detection.value >= 0.95, result.missed_by_category


def test_heldout_false_positive_rate(result):
    assert result.false_positives.n >= 300
    assert result.false_positives.value <= 0.02, result.flagged_by_category


def test_wilson_interval_matches_known_values():
    low, high = wilson(0, 333)
    assert low == 0.0 and high == pytest.approx(0.01138, abs=1e-4)
    low, high = wilson(178, 179)
    assert low == pytest.approx(0.9690, abs=1e-3) and high == pytest.approx(0.9990, abs=1e-3)
