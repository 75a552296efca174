"""The lean HTTP/1.1 client against scripted raw servers: framing, keep-alive, closes,
errors and timeouts (its parity with aiohttp on real servers is in test_client.py)."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator, Awaitable, Callable

import pytest

from genai_chaos.load.http1 import LeanClient, open_client, parse_head
from genai_chaos.load.openai_client import OpenAIClient, Target

Handler = Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]
CHUNK = '{"choices":[{"index":0,"delta":{"content":"x "},"finish_reason":%s}]}'
USAGE = '{"choices":[],"usage":{"prompt_tokens":1,"completion_tokens":3}}'
SSE = "".join(
    f"data: {e}\n\n" for e in (CHUNK % "null", CHUNK % "null", CHUNK % '"stop"', USAGE, "[DONE]")
).encode()
ANSWER = json.dumps(
    {"choices": [{"message": {"content": "a b c"}}], "usage": {"completion_tokens": 3}}
).encode()


async def read_request(reader: asyncio.StreamReader) -> bytes:
    head = await reader.readuntil(b"\r\n\r\n")
    length = 0
    for line in head.split(b"\r\n"):
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":")[1])
    return head + await reader.readexactly(length)


def chunked(*parts: bytes) -> bytes:
    return b"".join(b"%x\r\n%s\r\n" % (len(p), p) for p in parts) + b"0\r\n\r\n"


JSON_OK = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s" % (
    len(ANSWER),
    ANSWER,
)
SSE_HEAD = (
    b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"
)


@contextlib.asynccontextmanager
async def raw_server(handler: Handler) -> AsyncIterator[tuple[str, list[int]]]:
    """A loopback server running ``handler`` per connection; yields its URL and a list
    that counts the connections it accepted."""
    conns: list[int] = []

    async def on_conn(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        conns.append(1)
        try:
            await handler(reader, writer)
        except (ConnectionError, asyncio.IncompleteReadError):
            pass
        except asyncio.CancelledError:
            return  # torn down with the loop (3.11's start_server logs a cancelled handler)
        finally:
            writer.close()

    server = await asyncio.start_server(on_conn, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    async with server:
        yield f"http://127.0.0.1:{port}", conns


def serve(*answers: bytes, pause: float = 0.0, keep: bool = True) -> Handler:
    """Answer each request with the next of ``answers`` written in pieces (a list of
    bytes per answer is written piece by piece with ``pause`` between)."""

    async def h(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        for answer in answers:
            await read_request(reader)
            step = 7 if pause else len(answer)
            for i in range(0, len(answer), step):
                writer.write(answer[i : i + step])
                await writer.drain()
                if pause:
                    await asyncio.sleep(pause)
            if not keep:
                return
        await reader.read()  # hold the connection until the client leaves

    return h


async def send(url: str, *, stream: bool = True, timeout: float = 5.0, n: int = 1) -> list:
    async with LeanClient(Target(url, stream=stream, timeout=timeout)) as c:
        return [await c.send("hello there", 3) for _ in range(n)]


async def test_a_chunked_sse_stream_split_across_reads_is_ok_with_timings():
    events = [e + b"\n\n" for e in SSE.split(b"\n\n")[:-1]]
    # one chunk per event, written 7 bytes at a time: sizes, CRLFs and lines all split
    async with raw_server(serve(SSE_HEAD + chunked(*events), pause=0.002)) as (url, _):
        (res,) = await send(url)
    d = res.detail
    assert res.outcome == "ok", d
    assert d["output_tokens"] == 3 and len(d["itl"]) == 2 and d["finish_reason"] == "stop"
    assert 0 < d["ttft"] < d["e2e"] and d["status"] == 200


async def test_keep_alive_reuses_one_connection():
    async with raw_server(serve(JSON_OK, JSON_OK, JSON_OK)) as (url, conns):
        results = await send(url, stream=False, n=3)
    assert [r.outcome for r in results] == ["ok"] * 3 and len(conns) == 1
    assert results[0].detail["output_tokens"] == 3 and results[0].detail["streamed"] is False


async def test_connection_close_opens_a_new_connection_for_the_next_request():
    closing = JSON_OK.replace(b"HTTP/1.1 200 OK\r\n", b"HTTP/1.1 200 OK\r\nConnection: close\r\n")
    async with raw_server(serve(closing, keep=False)) as (url, conns):
        results = await send(url, stream=False, n=3)
    assert [r.outcome for r in results] == ["ok"] * 3 and len(conns) == 3


async def test_a_body_read_to_the_close_without_length_is_ok():
    http10 = b"HTTP/1.0 200 OK\r\nContent-Type: application/json\r\n\r\n" + ANSWER
    async with raw_server(serve(http10, keep=False)) as (url, conns):
        results = await send(url, stream=False, n=2)
    assert [r.outcome for r in results] == ["ok", "ok"] and len(conns) == 2


async def test_error_statuses_keep_their_status_and_body_and_the_connection():
    body = b'{"error":{"message":"slow down"}}'
    e429 = b"HTTP/1.1 429 Too Many Requests\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body)
    e503 = b"HTTP/1.1 503 Unavailable\r\nTransfer-Encoding: chunked\r\n\r\n" + chunked(
        b"down", b" for now"
    )
    async with raw_server(serve(e429, e503, SSE_HEAD + chunked(SSE))) as (url, conns):
        a, b, c = await send(url, n=3)
    assert (a.outcome, a.detail["status"]) == ("http_error", 429) and "slow down" in a.detail[
        "error"
    ]
    assert (b.outcome, b.detail["status"]) == ("http_error", 503)
    assert "down for now" in b.detail["error"]
    assert c.outcome == "ok" and len(conns) == 1


async def test_a_server_dying_mid_stream_is_incomplete():
    cut = SSE_HEAD + chunked(SSE)[:60]  # a chunk or so, then the connection drops
    async with raw_server(serve(cut, keep=False)) as (url, _):
        (res,) = await send(url)
    assert res.outcome == "incomplete" and "closed mid-stream" in res.detail["error"]


async def test_a_body_shorter_than_its_length_is_incomplete():
    short = JSON_OK[:-10]
    async with raw_server(serve(short, keep=False)) as (url, _):
        (res,) = await send(url, stream=False)
    assert res.outcome == "incomplete" and "mid-answer" in res.detail["error"]


async def test_a_stream_ended_without_done_is_incomplete():
    body = SSE_HEAD + chunked(f"data: {CHUNK % 'null'}\n\n".encode())
    async with raw_server(serve(body)) as (url, _):
        (res,) = await send(url)
    assert res.outcome == "incomplete" and "finish_reason" in res.detail["error"]


async def test_a_server_closing_before_answering_is_a_connect_error():
    async def h(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await read_request(reader)

    async with raw_server(h) as (url, conns):
        (res,) = await send(url)
    assert res.outcome == "connect_error" and "closed the connection" in res.detail["error"]
    assert len(conns) == 1  # a fresh connection is not retried


async def test_a_stale_kept_alive_connection_is_retried_once_on_a_new_one():
    async def h(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await read_request(reader)
        writer.write(JSON_OK)  # keep-alive promised, then the server drops it
        await writer.drain()

    async with raw_server(h) as (url, conns):
        async with LeanClient(Target(url, stream=False, timeout=5)) as c:
            first = await c.send("a", 3)
            await asyncio.sleep(0.05)  # the close reaches the pool
            second = await c.send("b", 3)
            assert c._idle == [] or all(not x.closed for x in c._idle)
    assert (first.outcome, second.outcome) == ("ok", "ok") and len(conns) == 2


async def test_an_answer_that_is_not_http_is_invalid():
    async with raw_server(serve(b"SSH-2.0-OpenSSH_9.2\r\n\r\n", keep=False)) as (url, _):
        (res,) = await send(url)
    assert res.outcome == "invalid" and "not HTTP/1.x" in res.detail["error"]


async def test_a_hanging_server_is_a_timeout_and_the_connection_is_dropped():
    async def h(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await read_request(reader)
        await reader.read()

    async with raw_server(h) as (url, _):
        async with LeanClient(Target(url, timeout=0.2)) as c:
            res = await c.send("x", 2)
            assert c._idle == []
    assert res.outcome == "timeout" and res.detail["e2e"] < 1.0


async def test_interim_answers_are_skipped_and_extra_bytes_drop_the_connection():
    early = b"HTTP/1.1 103 Early Hints\r\nLink: </x>\r\n\r\n" + JSON_OK + b"garbage"
    async with raw_server(serve(early, JSON_OK)) as (url, conns):
        a, b = await send(url, stream=False, n=2)
    assert (a.outcome, b.outcome) == ("ok", "ok") and len(conns) == 2


async def test_an_unreachable_endpoint_is_a_connect_error():
    server = await asyncio.start_server(lambda r, w: None, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    server.close()
    await server.wait_closed()
    (res,) = await send(f"http://127.0.0.1:{port}", timeout=2)
    assert res.outcome == "connect_error" and "Connect" in res.detail["error"]


def test_the_request_carries_the_body_and_the_bearer_token_it_was_given():
    c = LeanClient(Target("http://h:8/v1", model="m", api="completions", api_key="sk-x"))
    raw = c.request_bytes('say "hi"\n', 7)
    head, _, body = raw.partition(b"\r\n\r\n")
    assert head.startswith(b"POST /v1/completions HTTP/1.1\r\nHost: h:8\r\n")
    assert b"\r\nAuthorization: Bearer sk-x" in head
    assert int(head.split(b"Content-Length: ")[1]) == len(body)
    assert json.loads(body) == {
        "model": "m",
        "max_tokens": 7,
        "prompt": 'say "hi"\n',
        "stream": True,
        "stream_options": {"include_usage": True},
    }


def test_heads_are_parsed_or_refused():
    assert parse_head(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked") == (
        200,
        None,
        True,
        True,
        b"",
    )
    assert parse_head(b"HTTP/1.0 404 No\r\nConnection: keep-alive\r\nContent-Type: a/b; x=1")[
        2:
    ] == (False, True, b"a/b")
    with pytest.raises(ValueError, match="not HTTP"):
        parse_head(b"<html>")


def test_auto_picks_lean_for_plain_http_and_aiohttp_for_tls():
    assert isinstance(open_client(Target("http://127.0.0.1:1")), LeanClient)
    assert isinstance(open_client(Target("https://x.example")), OpenAIClient)
    assert isinstance(open_client(Target("http://127.0.0.1:1"), "aiohttp"), OpenAIClient)
    with pytest.raises(ValueError, match="plain http"):
        open_client(Target("https://x.example"), "lean")
    with pytest.raises(ValueError, match="unknown client"):
        open_client(Target("http://x"), "curl")  # type: ignore[arg-type]


def test_the_host_header_never_carries_userinfo_and_extra_body_may_replace_the_prompt():
    fixed = {"messages": [{"role": "user", "content": "fixed"}]}
    c = LeanClient(Target("http://u:secret@[::1]:8000/v1", extra_body=fixed))
    head, _, body = c.request_bytes("ignored", 3).partition(b"\r\n\r\n")
    assert b"\r\nHost: [::1]:8000\r\n" in head + b"\r\n" and b"secret" not in head
    assert json.loads(body)["messages"] == fixed["messages"]
