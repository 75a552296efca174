from __future__ import annotations

from collections.abc import Iterator

import pytest

from genai_chaos.faults.events import MemorySink, use_sink
from tests.openai_stub import serve


@pytest.fixture
def sink() -> Iterator[MemorySink]:
    """Every event recorded during the test, in order."""
    s = MemorySink()
    with use_sink(s):
        yield s


@pytest.fixture(scope="session")
def openai_base_url() -> Iterator[str]:
    """Base URL of a real HTTP server on 127.0.0.1 speaking the OpenAI API."""
    with serve() as url:
        yield url
