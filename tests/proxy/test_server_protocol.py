"""What the data plane's HTTP server does before any forwarding: ``Expect`` (the
low-level server has no router to answer it) and the request body limit."""

from __future__ import annotations

import json
import socket

import httpx

from genai_chaos.proxy import RunningProxy, run_proxy

BODY = json.dumps({"model": "gpt-4o-mini", "messages": []}).encode()


def _connect(p: RunningProxy) -> socket.socket:
    s = socket.create_connection(("127.0.0.1", int(p.url.rsplit(":", 1)[1])))
    s.settimeout(5)
    return s


def _head(extra: bytes, length: int = len(BODY)) -> bytes:
    return (
        b"POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b"Content-Length: %d\r\n%s\r\n" % (length, extra)
    )


def _read_answer(s: socket.socket) -> bytes:
    got = b""
    while b"\r\n\r\n" not in got:
        chunk = s.recv(65536)
        if not chunk:
            break
        got += chunk
    return got


def test_expect_100_continue_gets_100_before_the_body_is_sent(proxy):
    with _connect(proxy) as s:
        s.sendall(_head(b"Expect: 100-continue\r\n"))
        s.settimeout(0.5)  # a client waiting for 100 (curl waits 1 s, then sends anyway)
        interim = s.recv(100)
        assert interim == b"HTTP/1.1 100 Continue\r\n\r\n"
        s.settimeout(5)
        s.sendall(BODY)
        final = _read_answer(s)
    assert final.startswith(b"HTTP/1.1 200 ")


def test_an_unknown_expectation_answers_417(proxy):
    with _connect(proxy) as s:
        s.sendall(_head(b"Expect: something-else\r\n") + BODY)
        got = _read_answer(s)
    assert got.startswith(b"HTTP/1.1 417 ")
    assert proxy.client.status()["recent_errors"] == []


def test_a_body_over_the_limit_answers_413_naming_the_limit(upstream):
    with run_proxy(upstream, seed=1, max_body_mb=1) as p:
        r = httpx.post(p.url + "/v1/chat/completions", content=b"x" * (2**20 + 10), timeout=10)
        errors = p.client.status()["recent_errors"]
    assert r.status_code == 413
    assert "x-genai-chaos-request-id" in r.headers and r.headers["x-genai-chaos-error"] == "request"
    error = r.json()["error"]
    assert error["type"] == "proxy_error" and error["code"] == "request_too_large"
    assert "1048576 bytes" in error["message"] and "--max-body-mb" in error["message"]
    assert errors == []  # the client's doing, not a failure of the proxy
