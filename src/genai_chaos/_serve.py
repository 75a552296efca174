"""Serving an ASGI app with uvicorn on a free loopback port, in a background thread.

The one home for what the reference service's in-process mode and the test servers need::

    with serve_asgi(app) as origin:          # "http://127.0.0.1:PORT"
        httpx.get(f"{origin}/health")
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any


@contextmanager
def serve_asgi(
    app: Any, *, start_timeout_s: float = 10.0, log_level: str = "warning"
) -> Iterator[str]:
    """Serve ``app`` on 127.0.0.1 (a port the OS picks, bound before the thread starts, so
    no other process can take it); yields the origin; stops the server on exit."""
    import uvicorn

    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, log_level=log_level, lifespan="off"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + start_timeout_s
    try:
        while not server.started:
            if not thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError("the server did not start")
            time.sleep(0.01)
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()
