"""Starting and stopping a :class:`ChaosProxy`: nothing it opened stays open."""

from __future__ import annotations

import pytest

from genai_chaos.proxy import server
from genai_chaos.proxy.server import ChaosProxy


def _proxy() -> ChaosProxy:
    return ChaosProxy(
        "http://127.0.0.1:9", listen="127.0.0.1:0", admin="127.0.0.1:0", gc_tuning=False
    )


async def test_starting_a_started_proxy_fails_and_keeps_its_session():
    proxy = _proxy()
    await proxy.start()
    session, url = proxy.state.session, proxy.url
    assert session is not None
    try:
        with pytest.raises(RuntimeError, match="already started"):
            await proxy.start()
        assert proxy.state.session is session and proxy.url == url
    finally:
        await proxy.stop()
    assert session.closed and proxy.state.pool is None


async def test_a_failing_admin_app_leaves_nothing_open(monkeypatch):
    def broken(*args: object, **kwargs: object) -> object:
        raise ValueError("no admin app")

    monkeypatch.setattr(server, "make_admin_app", broken)
    proxy = _proxy()
    with pytest.raises(ValueError, match="no admin app"):
        await proxy.start()
    assert proxy.state.session is None and proxy.state.pool is None
    assert proxy._runners == []
