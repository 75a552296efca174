from __future__ import annotations

from collections.abc import Iterator
from typing import Any

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


@pytest.fixture
def spans() -> Iterator[Any]:
    """The spans of this test: our tracer set up with the SDK's in-memory exporter (not
    installed globally), shut down afterwards."""
    memory = pytest.importorskip("opentelemetry.sdk.trace.export.in_memory_span_exporter")
    from genai_chaos.telemetry import otel

    exporter = memory.InMemorySpanExporter()
    otel.setup_tracing(exporter=exporter, set_global=False)
    yield exporter
    otel.shutdown()
