"""Fixtures: a real upstream and a real proxy on free loopback ports, always stopped."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import openai
import pytest

from genai_chaos.proxy import RunningProxy, run_proxy
from tests.proxy import upstream as upstream_mod

SECRET = "sk-test-secret-0123456789"


@pytest.fixture(scope="session")
def upstream() -> Iterator[str]:
    """Origin of the test upstream (``http://127.0.0.1:PORT``)."""
    with upstream_mod.serve() as url:
        yield url


@pytest.fixture(scope="session")
def _shared_proxy(upstream: str) -> Iterator[RunningProxy]:
    with run_proxy(upstream, seed=1) as running:
        yield running


@pytest.fixture
def proxy(_shared_proxy: RunningProxy) -> Iterator[RunningProxy]:
    """The shared proxy, reset (no rules, no events, zero counters) for each test."""
    _shared_proxy.client.reset()
    yield _shared_proxy
    _shared_proxy.client.reset()


@pytest.fixture
def received() -> list[dict]:
    """What the upstream receives from now on."""
    upstream_mod.received.clear()
    return upstream_mod.received


@pytest.fixture
def http(proxy: RunningProxy) -> Iterator[httpx.Client]:
    """A plain HTTP client on the proxy."""
    with httpx.Client(base_url=proxy.url, timeout=10) as client:
        yield client


@pytest.fixture
def sdk(proxy: RunningProxy) -> Iterator[openai.OpenAI]:
    """The real openai SDK pointed at the proxy (no retries unless a test asks)."""
    client = openai.OpenAI(base_url=f"{proxy.url}/v1", api_key=SECRET, max_retries=0, timeout=10)
    yield client
    client.close()


def ask(client: openai.OpenAI, **kw):
    """One chat completion with a fixed question."""
    kw.setdefault("model", "gpt-4o-mini")
    kw.setdefault("messages", [{"role": "user", "content": "How do I reset my password?"}])
    return client.chat.completions.create(**kw)
