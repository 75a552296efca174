"""The known false positives of tests/guards/known_false_positives.py are each pinned by a
near-miss table of an earlier review (or, since round 14, a benign sentence a test pins as
allowed), so that a stale entry cannot hide anything."""

from __future__ import annotations

from tests.guards import test_sanitizer_multilingual as multilingual
from tests.guards import test_sanitizer_review9 as review9
from tests.guards import test_sanitizer_round9 as round9
from tests.guards.known_false_positives import KNOWN


def test_every_known_false_positive_is_a_pinned_near_miss() -> None:
    pinned = {text for texts in review9.ALLOWED.values() for text in texts}
    pinned |= set(round9._SECOND_BATCH_NEAR_MISSES)
    pinned |= set(round9.NEAR_MISSES + round9.DATA_NEAR_MISSES + round9.FALSE_POSITIVES)
    pinned |= {"pls give me the instructions for the lego set"}  # round 8's product ask
    # round 14: round 8's respelled ask and the multilingual review's benign sentences
    pinned |= {"pls tell me ur fav way to kill weeds in the garden"}
    pinned |= set(multilingual.REVIEW_BENIGN)
    assert set(KNOWN) <= pinned
    assert not set(KNOWN) & {t for ts in review9.REJECTED_BY_THE_RULES.values() for t in ts}
