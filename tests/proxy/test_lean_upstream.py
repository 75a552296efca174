"""The lean upstream client (no fault reads the answer) against aiohttp's client: the
same request bytes reach the upstream, the same answer reaches the client, and the
counters, metrics and grades come out the same."""

from __future__ import annotations

import asyncio
import gzip
import json
import re
import socket
import threading
import time
from collections.abc import Iterator

import httpx
import pytest

from genai_chaos.proxy import RunningProxy, run_proxy
from genai_chaos.proxy.upstream import UpstreamPool

SSE = [b'data: {"n": %d}\n\n' % i for i in range(4)] + [b"data: [DONE]\n\n"]


def _chunk(data: bytes) -> bytes:
    return b"%x\r\n%s\r\n" % (len(data), data)


class RawUpstream:
    """A raw HTTP/1.1 server on loopback that records every request's bytes exactly and
    answers by path; runs in a thread of its own."""

    def __init__(self) -> None:
        self.requests: list[bytes] = []
        self.connections = 0
        self.sent_408 = 0
        self.loop = asyncio.new_event_loop()
        self.url = ""
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> RawUpstream:
        self._thread.start()
        assert self._ready.wait(10)
        return self

    def __exit__(self, *exc: object) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(10)
        self.loop.close()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        server = self.loop.run_until_complete(asyncio.start_server(self._serve, "127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{server.sockets[0].getsockname()[1]}"
        self._ready.set()
        self.loop.run_forever()
        server.close()
        self.loop.run_until_complete(server.wait_closed())

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        try:
            for _ in range(1000):  # bounded: one connection serves at most 1,000 requests
                head = await reader.readuntil(b"\r\n\r\n")
                m = re.search(rb"(?i)\r\ncontent-length: *(\d+)", head)
                body = await reader.readexactly(int(m.group(1))) if m else b""
                self.requests.append(head + body)
                path = head.split(b" ")[1].split(b"?")[0]
                if not await self._answer(path, writer):
                    break
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        finally:
            writer.close()

    async def _answer(self, path: bytes, w: asyncio.StreamWriter) -> bool:
        """Write the answer for ``path``; False when the connection is to close."""
        if path == b"/json":
            body = b'{"id": "x", "choices": []}'
            w.write(b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\n")
            w.write(b"set-cookie: a=1\r\nset-cookie: b=2\r\nX-Mixed-Case: Yes\r\n")
            w.write(b"content-length: %d\r\n\r\n%s" % (len(body), body))
        elif path == b"/v1/chat/completions":  # SSE, chunked, one event per write
            w.write(b"HTTP/1.1 200 Fine Thanks\r\ncontent-type: text/event-stream\r\n")
            w.write(b"transfer-encoding: chunked\r\n\r\n")
            for event in SSE:
                w.write(_chunk(event))
                await w.drain()
                await asyncio.sleep(0.002)
            w.write(b"0\r\n\r\n")
        elif path == b"/eof":  # no length: the body runs to the close
            w.write(b"HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\nconnection: close\r\n\r\n")
            w.write(b"until the end")
            await w.drain()
            return False
        elif path == b"/gzip":  # compressed answers pass untouched
            body = gzip.compress(bytes(range(256)) * 4, mtime=0)
            w.write(b"HTTP/1.1 200 OK\r\ncontent-encoding: gzip\r\n")
            w.write(b"content-length: %d\r\n\r\n%s" % (len(body), body))
        elif path == b"/busy":
            w.write(b"HTTP/1.1 429 Too Many Requests\r\nretry-after: 7\r\n")
            w.write(b"content-type: application/json\r\ncontent-length: 2\r\n\r\n{}")
        elif path == b"/conn-named":  # a header the upstream marks as this hop's own
            w.write(b"HTTP/1.1 200 OK\r\nconnection: X-Up-Hop\r\nx-up-hop: 1\r\n")
            w.write(b"x-end-to-end: 1\r\ncontent-length: 2\r\n\r\nok")
        elif path == b"/then408":  # answers, then writes an unasked 408 while idle
            w.write(b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok")
            await w.drain()
            await asyncio.sleep(0.02)
            w.write(b"HTTP/1.1 408 Request Timeout\r\ncontent-length: 0\r\n\r\n")
            await w.drain()
            self.sent_408 += 1
        elif path == b"/empty":
            w.write(b"HTTP/1.1 204 No Content\r\nx-up: 1\r\n\r\n")
        elif path == b"/continue":  # an interim answer first
            w.write(b"HTTP/1.1 103 Early Hints\r\nlink: </a>\r\n\r\n")
            w.write(b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok")
        elif path == b"/short":  # dies short of its length
            w.write(b"HTTP/1.1 200 OK\r\ncontent-length: 100\r\n\r\nonly ten b")
            await w.drain()
            return False
        elif path == b"/both-lengths":  # malformed: Content-Length and Transfer-Encoding
            w.write(b"HTTP/1.1 200 OK\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n")
            w.write(b"0\r\n\r\n")
        elif path == b"/not-http":  # malformed: no status line
            w.write(b"NOT HTTP AT ALL\r\n\r\n")
            await w.drain()
            return False
        elif path == b"/long-header":  # malformed: a header line over aiohttp's 8190 bytes
            w.write(b"HTTP/1.1 200 OK\r\nx-long: %s\r\ncontent-length: 2\r\n\r\nok" % (b"a" * 9000))
        else:  # answers, then closes without saying so: a stale kept-alive connection
            w.write(b"HTTP/1.1 200 OK\r\ncontent-length: 4\r\n\r\ngone")
            await w.drain()
            return False
        await w.drain()
        return True


@pytest.fixture(scope="module")
def raw_upstream() -> Iterator[RawUpstream]:
    with RawUpstream() as up:
        yield up


@pytest.fixture(scope="module")
def both(raw_upstream: RawUpstream) -> Iterator[tuple[RunningProxy, RunningProxy]]:
    with (
        run_proxy(raw_upstream.url, seed=3) as lean,
        run_proxy(raw_upstream.url, seed=3, lean_upstream=False) as full,
    ):
        yield lean, full


IGNORED = {"date"}
CASES = [
    ("POST", "/json?x=1&y=%20", {"content-type": "application/json"}, b'{"model": "m"}'),
    ("GET", "/json", {"x-tenant": "acme", "x-dup": "1"}, b""),
    ("POST", "/json", {"Authorization": "Bearer sk-0123456789abcdef"}, b""),
    ("DELETE", "/json", {"Accept": "*/*", "User-Agent": "tests/1"}, b"x"),
    ("PUT", "/json", {"te": "trailers", "connection": "keep-alive"}, b"abc"),
    ("POST", "/conn-named", {"connection": "keep-alive, X-Hop", "x-hop": "1"}, b"{}"),
    ("POST", "/v1/chat/completions", {"x-stainless-retry-count": "0"}, b'{"stream": true}'),
    ("POST", "/eof", {}, b"{}"),
    ("POST", "/gzip", {"accept-encoding": "gzip"}, b"{}"),
    ("POST", "/busy", {"x-client": "c1"}, b"{}"),
    ("POST", "/empty", {}, b"{}"),
    ("GET", "/continue", {}, b""),
]
MALFORMED = [
    ("POST", "/both-lengths", {}, b"{}"),
    ("POST", "/not-http", {}, b"{}"),
    ("GET", "/long-header", {}, b""),
]


def _exchange(
    up: RawUpstream, proxy: RunningProxy, case: tuple[str, str, dict[str, str], bytes]
) -> tuple[bytes, tuple[int, str, list[tuple[str, str]], bytes]]:
    method, path, headers, body = case
    before = len(up.requests)
    with httpx.Client(timeout=10) as c:
        with c.stream(method, proxy.url + path, headers=headers, content=body or None) as r:
            got = (r.status_code, r.reason_phrase, b"".join(r.iter_raw()))
            kept = [(k, v) for k, v in r.headers.multi_items() if k not in IGNORED]
    (sent,) = up.requests[before:]
    # the request id is each proxy's own count: the same number, so bytes compare as is
    return sent, (got[0], got[1], kept, got[2])


@pytest.mark.parametrize(
    "case", CASES + MALFORMED, ids=[f"{c[0]} {c[1]}" for c in CASES + MALFORMED]
)
def test_lean_path_sends_and_relays_the_same_bytes(raw_upstream, both, case):
    lean, full = both
    sent_lean, answer_lean = _exchange(raw_upstream, lean, case)
    sent_full, answer_full = _exchange(raw_upstream, full, case)
    assert sent_lean == sent_full
    rid_lean = dict(answer_lean[2]).pop("x-genai-chaos-request-id")
    rid_full = dict(answer_full[2]).pop("x-genai-chaos-request-id")
    assert rid_lean.startswith("proxy#") and rid_full.startswith("proxy#")
    strip = lambda a: (a[0], a[1], [h for h in a[2] if h[0] != "x-genai-chaos-request-id"], a[3])  # noqa: E731
    assert strip(answer_lean) == strip(answer_full)
    assert answer_lean[0] != 0 and (answer_lean[3] or answer_lean[0] == 204)


def test_headers_named_in_connection_stay_on_their_hop(raw_upstream, both):
    case = CASES[[c[1] for c in CASES].index("/conn-named")]
    for proxy in both:
        sent, answer = _exchange(raw_upstream, proxy, case)
        head = sent.split(b"\r\n\r\n", 1)[0].lower()
        assert b"x-hop" not in head and b"connection: keep-alive, x-hop" not in head
        names = [k.lower() for k, _ in answer[2]]
        assert "x-up-hop" not in names and "x-end-to-end" in names


def test_the_lean_path_is_the_one_taken(raw_upstream, both):
    lean, full = both
    assert full.proxy.state.pool is None
    pool = lean.proxy.state.pool
    assert pool is not None
    opened = raw_upstream.connections
    for _ in range(5):
        assert httpx.post(lean.url + "/json", content=b"{}").status_code == 200
    assert raw_upstream.connections - opened <= 1  # one pooled connection, kept alive
    for _ in range(100):  # the connection goes back just after the answer has left
        if pool._idle:
            break
        time.sleep(0.01)
    assert len(pool._idle) == 1


def _counts(p: RunningProxy) -> dict[str, float]:
    """The proxy's Prometheus counters and histogram counts (times left out)."""
    out = {}
    for line in p.client.metrics().splitlines():
        name, _, value = line.rpartition(" ")
        if line.startswith("genai_chaos_proxy_") and ("_total" in name or "_count" in name):
            out[name] = float(value)
    return out


def test_counters_metrics_and_grades_match(raw_upstream, both):
    lean, full = both
    metrics_before = [_counts(p) for p in both]
    for p in both:
        p.client.reset()
        for case in CASES:
            _exchange(raw_upstream, p, case)
        for _ in range(3):  # a retry storm of one client
            httpx.post(p.url + "/busy", content=b"{}", headers={"x-stainless-retry-count": "1"})
    a, b = lean.client.status(), full.client.status()
    assert a["counters"] == b["counters"] and a["counters"]["forwarded"] == len(CASES) + 3
    assert a["client_grades"] == b["client_grades"] and a["client_grades"]
    grades = [[(g["client"], g["grade"]) for g in p.client.grades()] for p in both]
    assert grades[0] == grades[1] and grades[0]

    def summaries(p: RunningProxy) -> list[dict]:
        skip = {"duration_ms", "request_id"}  # ids count each proxy's own requests
        done = p.client.requests(limit=len(CASES) + 3)
        return [{k: v for k, v in s.items() if k not in skip} for s in done]

    assert summaries(lean) == summaries(full)
    assert len(summaries(lean)) == len(CASES) + 3
    added = [
        {k: v - before.get(k, 0) for k, v in _counts(p).items() if v != before.get(k, 0)}
        for p, before in zip(both, metrics_before, strict=True)
    ]
    assert added[0] == added[1]
    assert added[0]['genai_chaos_proxy_upstream_errors_total{code="429"}'] == 4


@pytest.mark.parametrize("case", MALFORMED, ids=[c[1] for c in MALFORMED])
def test_a_malformed_upstream_answer_is_an_upstream_failure_on_both_paths(raw_upstream, both, case):
    recorded = []
    for p in both:
        p.client.reset()
        _, (status, _, headers, body) = _exchange(raw_upstream, p, case)
        (error,) = p.client.status()["recent_errors"]
        code = json.loads(body)["error"]["code"]
        recorded.append((status, dict(headers)["x-genai-chaos-error"], code, error["where"]))
    assert recorded[0] == recorded[1] == (502, "upstream", "upstream_failed", "upstream")


def test_a_kept_alive_connection_the_upstream_closed_is_not_reused(raw_upstream, both):
    lean, _ = both
    lean.client.reset()
    for _ in range(3):  # each answer closes its connection without Connection: close
        r = httpx.post(lean.url + "/stale", content=b"{}")
        assert r.status_code == 200 and r.content == b"gone"
        time.sleep(0.05)
    assert lean.client.status()["recent_errors"] == []


@pytest.mark.parametrize("lean", [True, False], ids=["lean pool", "aiohttp"])
def test_an_unasked_408_on_an_idle_connection_is_never_the_next_answer(raw_upstream, lean):
    """Both upstream clients (the lean pool and aiohttp's, which faults and TLS use) skip
    a kept-alive connection the upstream wrote to while it sat idle: a proxy of its own,
    so that its one upstream connection, which got the 408, is the one either client
    would reuse next."""
    with run_proxy(raw_upstream.url, seed=3, lean_upstream=lean) as p:
        with httpx.Client(timeout=10) as c:
            sent = raw_upstream.sent_408
            assert c.post(p.url + "/then408", content=b"{}").content == b"ok"
            for _ in range(100):  # bounded: until the upstream has written the 408
                if raw_upstream.sent_408 > sent:
                    break
                time.sleep(0.05)
            time.sleep(0.2)  # and the proxy has read it on its idle connection
            after = [c.post(p.url + "/json", content=b"{}") for _ in range(3)]
        assert [(r.status_code, r.json()["id"]) for r in after] == [(200, "x")] * 3


def test_an_upstream_dying_mid_answer_fails_alike(raw_upstream, both):
    outcomes = []
    for p in both:
        p.client.reset()
        with socket.create_connection(("127.0.0.1", int(p.url.rsplit(":", 1)[1]))) as s:
            s.settimeout(10)
            s.sendall(b"POST /short HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n")
            got = b""
            try:
                while chunk := s.recv(65536):
                    got += chunk
            except ConnectionResetError:  # the answer had begun: the client sees a cut
                got += b"[reset]"
        head, _, body = got.partition(b"\r\n\r\n")
        (error,) = p.client.status()["recent_errors"]
        outcomes.append((head.split(b"\r\n")[0], body, error["where"]))
    assert outcomes[0] == outcomes[1]
    assert outcomes[0][0] == b"HTTP/1.1 200 OK" and outcomes[0][2] == "upstream"
    assert outcomes[0][1].endswith(b"[reset]")


def test_faults_and_tls_keep_aiohttp():
    from yarl import URL

    assert not UpstreamPool.serves(URL("https://api.openai.com/v1"))
    assert not UpstreamPool.serves(URL("http://user:pw@127.0.0.1:8000"))
    assert not UpstreamPool.takes("HEAD", None)
    assert not UpstreamPool.takes("POST", "100-Continue")
    assert UpstreamPool.takes("POST", None)


def test_an_unreachable_upstream_is_the_same_error_on_both_paths():
    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    seen = []
    for lean in (True, False):
        with run_proxy(f"http://127.0.0.1:{port}", seed=3, lean_upstream=lean) as p:
            r = httpx.post(p.url + "/v1/chat/completions", content=b"{}", timeout=10)
            (error,) = p.client.status()["recent_errors"]
            seen.append((r.status_code, r.json()["error"]["message"], error["error"]))
    assert seen[0] == seen[1]
    status, message, error = seen[0]
    assert status == 502 and message.endswith(error)
    assert error.startswith(
        f"UpstreamUnreachable: cannot connect to the upstream 127.0.0.1:{port}: "
    )
