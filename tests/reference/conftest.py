"""Fixtures of the reference service tests: indexes and pipelines built once per session,
and real uvicorn servers on 127.0.0.1."""

from __future__ import annotations

import os
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import httpx
import pytest
import uvicorn

os.environ.setdefault("HF_HUB_OFFLINE", "1")

from genai_chaos.reference.app import Settings, create_app
from genai_chaos.reference.index import ReferenceIndex, get_index
from genai_chaos.reference.pipeline import Pipeline


@contextmanager
def serve(app: object) -> Iterator[str]:
    """Serve ``app`` on a free loopback port; yields its base URL."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    config = uvicorn.Config(app, log_level="warning", lifespan="off")  # type: ignore[arg-type]
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started:
        if time.monotonic() > deadline:
            raise RuntimeError("server did not start")
        time.sleep(0.01)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()


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
