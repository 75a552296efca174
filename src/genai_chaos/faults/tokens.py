"""Token counting for faults that cut by tokens, with no download.

Two tokenizers, chosen by name in a fault's ``tokenizer`` parameter:

* ``regex`` (default, no dependency): a token is a run of word characters or a single
  character that is neither a word character nor white space (``\\w+|[^\\w\\s]``). It
  counts roughly 1.3 tokens per English word less than a BPE tokenizer does, and it
  never splits a word.
* ``llama2``: the Llama-2 SentencePiece/BPE tokenizer that the ``wordllama`` package
  ships in its wheel (``l2_supercat_tokenizer_config.json``), run by HuggingFace
  ``tokenizers``; needs ``pip install 'genai-chaos[embeddings]'``.

tiktoken is not used: it downloads its encodings at run time.

>>> spans("Reset the admin password, then log in.")[:3]
[(0, 5), (6, 9), (10, 15)]
>>> truncate_tokens("one two three four", 2)
'one two'
"""

from __future__ import annotations

import importlib.util
import re
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from genai_chaos.exceptions import missing_extra

TokenizerName = Literal["regex", "llama2"]
_TOKEN = re.compile(r"\w+|[^\w\s]", re.UNICODE)


@lru_cache(maxsize=1)
def _llama2() -> Any:
    # found, not imported: importing wordllama reconfigures the root logger
    spec = importlib.util.find_spec("wordllama")
    try:
        from tokenizers import Tokenizer
    except ImportError as exc:
        raise missing_extra("embeddings", "wordllama") from exc
    if spec is None or not spec.submodule_search_locations:
        raise missing_extra("embeddings", "wordllama")
    package = Path(next(iter(spec.submodule_search_locations)))
    path = package / "tokenizers" / "l2_supercat_tokenizer_config.json"
    return Tokenizer.from_file(str(path))


def spans(text: str, tokenizer: TokenizerName = "regex") -> list[tuple[int, int]]:
    """Character spans ``(start, end)`` of the tokens of ``text``."""
    if tokenizer == "llama2":
        enc = _llama2().encode(text, add_special_tokens=False)
        return [(int(a), int(b)) for a, b in enc.offsets]
    return [m.span() for m in _TOKEN.finditer(text)]


def count(text: str, tokenizer: TokenizerName = "regex") -> int:
    """Number of tokens in ``text``."""
    return len(spans(text, tokenizer))


def truncate_tokens(text: str, keep: int, tokenizer: TokenizerName = "regex") -> str:
    """``text`` cut after its first ``keep`` tokens (trailing white space dropped)."""
    sp = spans(text, tokenizer)
    if keep >= len(sp):
        return text
    if keep <= 0:
        return ""
    return text[: sp[keep - 1][1]].rstrip()
