"""Importing wordllama without its side effect on logging.

``import wordllama`` calls ``logging.basicConfig(level=logging.INFO)``, which turns on INFO
logging for the whole application (every httpx request, for one). We import it with the
root logger's handlers and level put back afterwards.
"""

from __future__ import annotations

import functools
import logging
from pathlib import Path
from types import ModuleType
from typing import Any

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


@functools.lru_cache(maxsize=4)
def _load(dim: int, extra: str) -> Any:
    wordllama = import_wordllama(extra)
    return wordllama.WordLlama.load(
        cache_dir=Path(str(wordllama.__file__)).parent, disable_download=True, dim=dim
    )


def load_wordllama(dim: int = 256, extra: str = "embeddings") -> Any:
    """The ``WordLlama`` model shipped in the wheel, offline (no download), one per
    ``dim`` and process: the reference service's embedder and the sanitizer's semantic
    layer share it. ``extra`` names what to install when wordllama is missing."""
    return _load(dim, extra)
