"""Run the reference service in this process, on a free loopback port, for a block.

Experiments whose target is ``{type: reference}`` without a ``url`` start it this way,
and so does ``genai-chaos demo``::

    with serve_in_background() as url:
        httpx.post(f"{url}/ask", json={"question": "How do I reset the admin password?"})
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from genai_chaos._serve import serve_asgi
from genai_chaos.reference.app import Settings, create_app


@contextmanager
def serve_in_background(
    settings: Settings | None = None, *, start_timeout_s: float = 120.0
) -> Iterator[str]:
    """Serve the reference service (fault control on) on 127.0.0.1; yields its base URL.

    The index is built before the port opens, so the first request does not pay for it.
    """
    from genai_chaos.reference.index import get_index

    settings = settings or Settings(fault_control=True)
    get_index(settings.backend)  # build (and cache) the index before serving
    with serve_asgi(create_app(settings), start_timeout_s=start_timeout_s) as origin:
        yield origin
