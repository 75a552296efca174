"""Importing wordllama without its side effect on logging.

``import wordllama`` calls ``logging.basicConfig(level=logging.INFO)``, which turns on INFO
logging for the whole application (every httpx request, for one). We import it with the
root logger's handlers and level put back afterwards.
"""

from __future__ import annotations

import logging
from types import ModuleType

from genai_chaos.exceptions import missing_extra


def import_wordllama(extra: str = "embeddings") -> ModuleType:
    """The ``wordllama`` module, imported without touching the root logger."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    try:
        import wordllama as module
    except ImportError as exc:
        raise missing_extra(extra, "wordllama") from exc
    finally:
        for handler in root.handlers[:]:
            if handler not in handlers:
                root.removeHandler(handler)
        root.setLevel(level)
    loaded: ModuleType = module
    return loaded
