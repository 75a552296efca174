"""Sanitizers shared by the sanitizer tests: one of each per test module, as before."""

from __future__ import annotations

import pytest

from genai_chaos.guards import Sanitizer


@pytest.fixture(scope="module")
def full() -> Sanitizer:
    """The default sanitizer: rules and the word classifier."""
    return Sanitizer()


@pytest.fixture(scope="module")
def sanitizer(full: Sanitizer) -> Sanitizer:
    """The default sanitizer, under the name the older modules use."""
    return full


@pytest.fixture(scope="module")
def rules_only() -> Sanitizer:
    """The rules alone, without the word classifier."""
    return Sanitizer(use_classifier=False)
