"""Entropy probes: semantic entropy of a request stream, output token entropy of answers.

**Semantic entropy** (source 2.1): ``H = -sum p_i log2 p_i`` over the clusters of the
L2-normalised embeddings of a stream of requests, clustered agglomeratively on cosine
distance (average linkage, cut at distance 0.3; both configurable). High entropy: the
traffic asks about many different things (less cache reuse, longer contexts); low: it
repeats itself. The source's listing clusters the *rows of the similarity matrix* with
scikit-learn's default Ward linkage (Euclidean distances between similarity profiles),
which is not what its text describes; this follows the text. The clustering is exact
and scales to 50,000 embeddings (:mod:`~genai_chaos.probes.clustering`).
:class:`SemanticEntropyWindow` keeps the last N requests of live traffic and exports the
value as a Prometheus gauge (for an autoscaler, see docs/steady-state.md).

**Output token entropy**: the mean over generated tokens of the entropy (bits) of each
token's distribution, from the ``top_logprobs`` a generator reports, the mass they leave
out counted as one more outcome (a lower bound of the true entropy). When an answer has
no log-probabilities, :func:`token_entropy` returns ``nan``: there is no honest substitute
(text statistics measure something else), and the probe reports "no data".

>>> semantic_entropy([[1.0, 0.0], [0.99, 0.05], [0.0, 1.0], [0.05, 0.99]])
1.0
>>> import math
>>> token_entropy([{"top_logprobs": [{"logprob": math.log(0.5)}] * 2}])
1.0
"""

from __future__ import annotations

import math
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import numpy as np

from genai_chaos.probes.clustering import check_embeddings, cluster_labels
from genai_chaos.probes.semantic import DEFAULT_BACKEND, EmbedFn, as_matrix, resolve_embedder

#: The source's distance threshold (cosine distance, i.e. similarity 0.7).
DEFAULT_THRESHOLD = 0.3


def entropy_of_labels(labels: Iterable[Any]) -> float:
    """Shannon entropy (bits) of the label frequencies; 0 for one cluster or none.

    >>> entropy_of_labels(["a", "a", "b", "b"])
    1.0
    """
    _, counts = np.unique(np.asarray(list(labels)), return_counts=True)
    total = counts.sum()
    if total == 0 or counts.size == 1:
        return 0.0
    p = counts / total
    return float(-(p * np.log2(p)).sum())


def semantic_entropy(
    embeddings: Any,
    threshold: float = DEFAULT_THRESHOLD,
    *,
    linkage: str = "average",
    dense_limit: int = 8000,
) -> float:
    """Semantic entropy (bits) of a batch of embeddings (see the module docstring).

    Empty input gives 0.0 (no clusters, no uncertainty); NaN rows, zero vectors and
    ragged rows raise :class:`ValueError`.

    >>> semantic_entropy([])
    0.0
    """
    labels = cluster_labels(embeddings, threshold, linkage=linkage, dense_limit=dense_limit)
    return entropy_of_labels(labels)


def text_entropy(
    texts: Sequence[str],
    embed: str | EmbedFn | None = None,
    threshold: float = DEFAULT_THRESHOLD,
    *,
    linkage: str = "average",
) -> float:
    """Semantic entropy of texts, embedded with a backend (name) or function.

    >>> text_entropy(["reset my password", "reset my password please"]) < 1
    True
    """
    if not texts:
        return 0.0
    vectors = as_matrix(resolve_embedder(embed)([str(t) for t in texts]), name="embedder output")
    return semantic_entropy(_nonzero(vectors), threshold, linkage=linkage)


def _nonzero(vectors: np.ndarray[Any, Any]) -> np.ndarray[Any, Any]:
    # an empty text embeds to a zero vector; give it its own direction so that it counts
    # as one more (singleton-prone) cluster instead of failing the whole batch
    zero = ~np.any(vectors, axis=1)
    if zero.any():
        vectors = vectors.copy()
        vectors[zero, 0] = 1e-6
    return vectors


class SemanticEntropyWindow:
    """Semantic entropy of the last ``size`` requests (and, with ``max_age_s``, only of
    those younger than that), recomputed when read after a change.

    Thread-safe. ``embed``: a backend name or function, used by :meth:`add`; rows given
    to :meth:`add_embeddings` must all have one width.

    >>> w = SemanticEntropyWindow(size=3, embed=lambda texts: [[1.0, 0.0]] * len(texts))
    >>> w.add("a", "b"); w.add_embeddings([[0.0, 1.0]]); round(w.value(), 3)
    0.918
    """

    def __init__(
        self,
        size: int = 1000,
        *,
        embed: str | EmbedFn = DEFAULT_BACKEND,
        threshold: float = DEFAULT_THRESHOLD,
        linkage: str = "average",
        max_age_s: float | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if size < 1:
            raise ValueError("size must be at least 1")
        self.size = size
        self.threshold = threshold
        self.linkage = linkage
        self.max_age_s = max_age_s
        self.clock = clock
        self._embed_spec = embed
        self._embed: EmbedFn | None = None
        self._rows: deque[tuple[float, np.ndarray[Any, Any]]] = deque(maxlen=size)
        self._lock = threading.Lock()
        self._cached: float | None = None
        self._dim: int | None = None

    def __len__(self) -> int:
        with self._lock:
            self._expire()
            return len(self._rows)

    def add(self, *texts: str) -> None:
        """Embed and add requests."""
        if not texts:
            return
        if self._embed is None:
            self._embed = resolve_embedder(self._embed_spec)
        self.add_embeddings(_nonzero(as_matrix(self._embed(list(texts)), name="embedder output")))

    def add_embeddings(self, vectors: Any) -> None:
        """Add already-embedded requests (rows; checked for NaN and width)."""
        _, unit = check_embeddings(_nonzero(as_matrix(vectors, dim=self._dim)))
        if unit.shape[0] == 0:
            return
        now = self.clock()
        with self._lock:
            self._dim = unit.shape[1]
            for row in unit:
                self._rows.append((now, row))
            self._cached = None

    def _expire(self) -> None:
        if self.max_age_s is None:
            return
        cutoff = self.clock() - self.max_age_s
        while self._rows and self._rows[0][0] < cutoff:
            self._rows.popleft()
            self._cached = None

    def value(self) -> float:
        """The entropy (bits) of the window; 0.0 when it is empty."""
        with self._lock:
            self._expire()
            if self._cached is None:
                rows = [r for _, r in self._rows]
                self._cached = (
                    semantic_entropy(np.stack(rows), self.threshold, linkage=self.linkage)
                    if rows
                    else 0.0
                )
            return self._cached


# -- output token entropy --------------------------------------------------------------------


def _entropy_bits(logprobs: Sequence[float]) -> float:
    probs = [math.exp(lp) for lp in logprobs if math.isfinite(lp)]
    rest = 1.0 - sum(probs)
    if rest > 1e-9:
        probs.append(rest)
    return -sum(p * math.log2(p) for p in probs if p > 0)


def token_entropy(content: Sequence[Mapping[str, Any]] | None) -> float:
    """Mean per-token entropy (bits) of an OpenAI ``logprobs.content`` list: each token's
    ``top_logprobs`` (or its own ``logprob`` when there are none), the rest of the mass as
    one more outcome. ``nan`` when there is nothing to measure (no logprobs).

    >>> token_entropy(None), token_entropy([{"logprob": 0.0}])
    (nan, 0.0)
    """
    if not content:
        return math.nan
    values = []
    for item in content:
        tops = [float(t["logprob"]) for t in item.get("top_logprobs") or [] if "logprob" in t]
        if not tops and "logprob" in item:
            tops = [float(item["logprob"])]
        if tops:
            values.append(_entropy_bits(tops))
    return sum(values) / len(values) if values else math.nan


def completion_entropy(body: Mapping[str, Any]) -> float:
    """:func:`token_entropy` of an OpenAI chat completion (its first choice); ``nan``
    when the provider did not return log-probabilities (ask with ``logprobs=true,
    top_logprobs=5``).

    >>> completion_entropy({"choices": [{"message": {"content": "hi"}}]})
    nan
    """
    choices = body.get("choices") or []
    if not choices:
        return math.nan
    logprobs = choices[0].get("logprobs") or {}
    return token_entropy(logprobs.get("content"))
