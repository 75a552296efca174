"""Run the reference service in this process, on a free loopback port, for a block.

Experiments whose target is ``{type: reference}`` without a ``url`` start it this way,
and so does ``genai-chaos demo``::

    with serve_in_background() as url:
        httpx.post(f"{url}/ask", json={"question": "How do I reset the admin password?"})
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from genai_chaos.reference.app import Settings, create_app


@contextmanager
def serve_in_background(
    settings: Settings | None = None, *, start_timeout_s: float = 120.0
) -> Iterator[str]:
    """Serve the reference service (fault control on) on 127.0.0.1; yields its base URL.

    The index is built before the port opens, so the first request does not pay for it.
    """
    import uvicorn

    from genai_chaos.reference.index import get_index

    settings = settings or Settings(fault_control=True)
    get_index(settings.backend)  # build (and cache) the index before serving
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    app: Any = create_app(settings)
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + start_timeout_s
    try:
        while not server.started:
            if not thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError("the reference service did not start")
            time.sleep(0.01)
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()
