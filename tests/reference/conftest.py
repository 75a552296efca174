"""Fixtures of the reference service tests: indexes and pipelines built once per session,
and real uvicorn servers on 127.0.0.1."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import AbstractContextManager

import httpx
import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")

from genai_chaos._serve import serve_asgi
from genai_chaos.reference.app import Settings, create_app
from genai_chaos.reference.index import ReferenceIndex, get_index
from genai_chaos.reference.pipeline import Pipeline


def serve(app: object) -> AbstractContextManager[str]:
    """Serve ``app`` on a free loopback port; yields its base URL."""
    return serve_asgi(app)


@pytest.fixture(scope="session")
def index() -> ReferenceIndex:
    return get_index("wordllama")


@pytest.fixture(scope="session")
def naive(index: ReferenceIndex) -> Pipeline:
    return Pipeline(guards=False, index=index)


@pytest.fixture(scope="session")
def guarded(index: ReferenceIndex) -> Pipeline:
    return Pipeline(guards=True, index=index)


@pytest.fixture(scope="session")
def service_url(guarded: Pipeline) -> Iterator[str]:
    """The guarded service with fault control on, served for real."""
    with serve(create_app(Settings(fault_control=True), pipeline=guarded)) as url:
        yield url


@pytest.fixture(scope="session")
def naive_url(naive: Pipeline) -> Iterator[str]:
    """The naive service (guards off), fault control on."""
    with serve(create_app(Settings(guards=False, fault_control=True), pipeline=naive)) as url:
        yield url


@pytest.fixture
def http(service_url: str) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=service_url, timeout=10) as client:
        yield client
        client.delete("/admin/faults")  # never leak faults into the next test
