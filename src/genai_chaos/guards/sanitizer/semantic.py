"""The semantic layer: a small classifier over sentence embeddings.

The rules and the word-level classifier judge *wording*; a new author's phrasings escape
both. This layer judges what a text is about, from the static sentence embeddings that the
``wordllama`` wheel ships (256 dimensions, numpy only, no download, well under a
millisecond per text). The weights (a small network; the shipped one is logistic
regression, no hidden layer) are a readable JSON file,
``guards/data/sanitizer_semantic.json``, trained by ``scripts/train_sanitizer.py`` on
several authors' labelled prompts (never the held-out split).

Opt-in (``Sanitizer(use_semantic=True)``): beside the word classifier trained on the same
authors it did not raise leave-one-author-out detection (docs/sanitizer-rounds.md,
"Round 3").

A long text is read whole and in windows of a few sentences (:func:`windows`), and the
highest probability counts, so an instruction buried in a long benign document is not
averaged away.

Without ``wordllama`` (the ``guards`` extra), :func:`load_semantic` returns ``None``, logs
one notice, and the sanitizer decides with the rules and the word-level classifier.

>>> model = load_semantic()
>>> model is None or model.probabilities(["What is the capital of France?"])[0] < 0.5
True
>>> windows("One. Two.")
[]
"""

from __future__ import annotations

import importlib.util
import json
import logging
import math
import re
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from importlib.resources import files
from typing import Any

import numpy as np
from numpy.typing import NDArray

logger = logging.getLogger("genai_chaos.guards.sanitizer")

#: Texts longer than this (characters) are also read in windows.
WINDOW_MIN_TEXT = 400
#: A window holds whole sentences up to about this many characters.
WINDOW_CHARS = 300
#: Most windows read per text (the first ones: about 12 KB).
MAX_WINDOWS = 40
_SENTENCE_END = re.compile(r"(?<=[.!?。！？])\s+|\n+")

Vector = NDArray[np.float64]
Matrix = NDArray[np.float64]
#: Width of the embeddings.
DIMENSION = 256


def windows(text: str) -> list[str]:
    """Consecutive groups of sentences of about :data:`WINDOW_CHARS` characters, each
    overlapping the next by one sentence; empty for a text of at most
    :data:`WINDOW_MIN_TEXT` characters (it is read whole only).

    >>> len(windows("A short prompt."))
    0
    >>> parts = windows(" ".join(f"Sentence number {i} is here." for i in range(40)))
    >>> len(parts) > 1 and all(len(p) < 2 * WINDOW_CHARS for p in parts)
    True
    """
    if len(text) <= WINDOW_MIN_TEXT:
        return []
    sentences = [s for s in _SENTENCE_END.split(text) if s.strip()]
    out: list[str] = []
    i = 0
    while i < len(sentences) and len(out) < MAX_WINDOWS:
        j, size = i, 0
        while j < len(sentences) and (j == i or size + len(sentences[j]) <= WINDOW_CHARS):
            size += len(sentences[j]) + 1
            j += 1
        out.append(" ".join(sentences[i:j])[: 2 * WINDOW_CHARS])
        if j >= len(sentences):
            break
        i = max(i + 1, j - 1)
    return out


class Embedder:
    """wordllama's 256-d static embeddings, loaded once per process on first use."""

    def __init__(self) -> None:
        self._model: Any = None
        self._lock = threading.Lock()

    def _load(self) -> Any:
        with self._lock:
            if self._model is None:
                from genai_chaos._wordllama import load_wordllama

                self._model = load_wordllama(256, "guards")
            return self._model

    def embed(self, texts: Sequence[str]) -> NDArray[np.float64]:
        """Unit rows, shape ``(len(texts), 256)``; an empty text gives a zero row."""
        if not texts:
            return np.zeros((0, 256))
        model = self._model if self._model is not None else self._load()
        # the tokenizer refuses lone surrogates; they carry no meaning, so "?" stands in
        clean = [t.encode("utf-8", "replace").decode("utf-8") for t in texts]
        raw = np.asarray(model.embed(clean, norm=False), dtype=np.float64)
        norms = np.linalg.norm(raw, axis=1, keepdims=True)
        out: NDArray[np.float64] = raw / np.where(norms > 0, norms, 1.0)
        return out


_EMBEDDER = Embedder()


def embed(texts: Sequence[str]) -> NDArray[np.float64]:
    """The process-wide :class:`Embedder`'s vectors for ``texts``."""
    return _EMBEDDER.embed(texts)


@dataclass(frozen=True)
class SemanticModel:
    """A small feed-forward network over unit sentence embeddings: ReLU hidden layers and
    one output logit (no hidden layer: logistic regression)."""

    layers: tuple[tuple[Matrix, Vector], ...]
    meta: Mapping[str, object] = field(default_factory=dict)

    def logits(self, vectors: Matrix) -> Vector:
        """Log-odds of "attack" per row of ``vectors``."""
        h = vectors
        for n, (w, b) in enumerate(self.layers):
            h = h @ w + b
            if n < len(self.layers) - 1:
                h = np.maximum(h, 0.0)
        out: Vector = h[:, 0]
        return out

    def probabilities(self, texts: Sequence[str]) -> list[float]:
        """The attack probability of each text, read whole (no windows)."""
        return [_sigmoid(float(z)) for z in self.logits(embed(texts))]

    def probability(self, texts: Sequence[str]) -> tuple[float, int]:
        """The highest attack probability over ``texts`` and each one's :func:`windows`,
        with the index (into ``texts``) of the text it came from."""
        pieces: list[str] = []
        owner: list[int] = []
        for i, text in enumerate(texts):
            for piece in (text, *windows(text)):
                pieces.append(piece)
                owner.append(i)
        if not pieces:
            return 0.0, 0
        z = self.logits(embed(pieces))
        best = int(np.argmax(z))
        return _sigmoid(float(z[best])), owner[best]

    def to_json(self) -> dict[str, object]:
        return {
            "meta": dict(self.meta),
            "layers": [
                {"weights": np.round(w, 6).tolist(), "bias": np.round(b, 6).tolist()}
                for w, b in self.layers
            ],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, object]) -> SemanticModel:
        raw, meta = data.get("layers"), data.get("meta", {})
        if not isinstance(raw, list) or not raw:
            raise ValueError("semantic model JSON needs 'layers': a non-empty list")
        layers: list[tuple[Matrix, Vector]] = []
        width = DIMENSION
        for n, layer in enumerate(raw):
            w = np.asarray(layer["weights"], dtype=np.float64)
            b = np.asarray(layer["bias"], dtype=np.float64)
            if w.ndim != 2 or w.shape[0] != width or b.shape != (w.shape[1],):
                raise ValueError(
                    f"semantic model JSON: layer {n} expected weights ({width}, k) and "
                    f"bias (k,), got {w.shape} and {b.shape}"
                )
            layers.append((w, b))
            width = w.shape[1]
        if width != 1:
            raise ValueError(f"semantic model JSON: the last layer must have 1 output, not {width}")
        return cls(tuple(layers), dict(meta) if isinstance(meta, dict) else {})


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-z)) if z > -30 else 0.0


def available() -> bool:
    """Whether ``wordllama`` is installed (found, not imported)."""
    return importlib.util.find_spec("wordllama") is not None


@lru_cache(maxsize=4)
def load_semantic(name: str = "sanitizer_semantic.json") -> SemanticModel | None:
    """The shipped semantic model (cached), or ``None`` with one logged notice when
    ``wordllama`` is not installed."""
    if not available():
        logger.warning(
            "semantic layer off: wordllama is not installed (pip install "
            "'genai-chaos[guards]'); the sanitizer uses its rules and word classifier only"
        )
        return None
    raw = (files("genai_chaos.guards") / "data" / name).read_text("utf-8")
    return SemanticModel.from_json(json.loads(raw))
