"""Round 8's time-boxed experiment: heads other than a logistic regression for the
sanitizer's contextual layer, by leave-one-author-out from the cached MiniLM vectors.

Run through ``python scripts/contextual_experiments.py head [--out PATH]`` (after its
``base`` step). Four heads, each judged by the same grid as the shipped layer (word share,
layer weight and floor; pooled false positives at most 2%, then mean detection):

* ``lr``: the shipped logistic regression (C = 4, balanced) on the whole text's vector,
  the maximum over the whole text and its windows counting;
* ``mlp``: a one-hidden-layer MLP (64 units, ReLU, dropout 0.1, weighted BCE, Adam,
  seeded, one torch thread) in its place, read the same way;
* ``lr_pool`` / ``mlp_pool``: the same on the whole text's vector concatenated with the
  element-wise maximum over its windows (the whole text's vector for a short text).

Round 9, ``python scripts/contextual_head.py added --author blind8 [--seeds 8 1 2] [--work
DIR] [--out PATH]`` (after ``contextual_experiments.py base``): does a new training author
help the shipped head (``mlp_pool``)? Two out-of-author scores per seed: every fold trained
on every other author, and every fold trained without ``--author`` (its own row is the same
fold in both); each judged at the shipped setting, with the layer off, and at the grid's
best under 2% pooled false positives, over all authors and over the others only. Round 10:
``--author blind9`` (twenty-one authors).
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

Array = NDArray[Any]


def fit_mlp(x: Array, y: Array) -> Any:
    """The shipped trainer's MLP head (``pooled`` only changes how it reads a text)."""
    from train_contextual import train_mlp

    return train_mlp(x, y, pooled=x.shape[1] > 384)


def oof_pooled(feats: Array, y: Array, who: Array, fit: Any) -> Array:
    p = np.zeros(len(y))
    for author in sorted(set(who)):
        model = fit(feats[who != author], y[who != author])
        out = who == author
        p[out] = 1 / (1 + np.exp(-model.logits(feats[out])))
    return p


def head(work: Path, out: Path | None, reading: str = "r8tail") -> int:
    import torch
    from contextual_experiments import (
        _brief,
        best,
        frontier,
        grid,
        load_base,
        oof_layer,
        readers,
        uptime,
        window_vectors,
    )
    from train_contextual import embed_cached, pooled_features, train

    torch.set_num_threads(1)
    b = load_base(work)
    plain = [str(t) for t in b["plain"]]
    x = embed_cached(plain)
    xw, owner = window_vectors(plain, readers()[reading])
    y, who = b["label"], b["author"]
    result: dict[str, Any] = {
        "uptime_before": uptime(), "reading": reading, "torch_threads": 1,
        "heads": {},
    }  # fmt: skip
    feats = pooled_features(x, xw, owner)
    heads = {
        "lr": lambda: oof_layer(x, xw, owner, y, who, fit=train)[1],
        "mlp": lambda: oof_layer(x, xw, owner, y, who, fit=fit_mlp)[1],
        "lr_pool": lambda: oof_pooled(feats, y, who, train_wide),
        "mlp_pool": lambda: oof_pooled(feats, y, who, fit_mlp),
    }
    for name, run in heads.items():
        start = time.perf_counter()
        p = run()
        np.save(work / f"oof_head_{name}.npy", p)
        configs = grid(b, p)
        result["heads"][name] = {
            "seconds": round(time.perf_counter() - start),
            "best_2pct": best(configs),
            "frontier": frontier(configs),
        }
        print(name, _brief(result["heads"][name]["best_2pct"]), file=sys.stderr)
    result["uptime_after"] = uptime()
    if out:
        out.write_text(json.dumps(result, indent=1) + "\n", "utf-8")
    return 0


def train_wide(x: Array, y: Array) -> Any:
    """The shipped trainer's logistic regression on features of any width."""
    from sklearn.linear_model import LogisticRegression

    lr = LogisticRegression(C=4.0, class_weight="balanced", max_iter=3000)
    lr.fit(x, y)
    return _Linear(lr.coef_[0].astype(np.float64), float(lr.intercept_[0]))


@dataclass
class _Linear:
    weights: Array
    bias: float

    def logits(self, x: Array) -> Array:
        return np.asarray(x, dtype=np.float64) @ self.weights + self.bias


def added(
    work: Path, author: str, seeds: Sequence[int], out: Path | None, cache: Path | None = None
) -> int:
    """LOAO of the shipped head with and without ``author`` in every fold's training."""
    import torch
    from contextual_experiments import _brief, best, grid, load_base
    from train_contextual import CACHE, embed_cached, pooled_features

    from genai_chaos.guards.sanitizer.contextual import FLOOR, WEIGHT, WORD_SHARE, tail_windows

    torch.set_num_threads(1)
    b = load_base(work)
    plain = [str(t) for t in b["plain"]]
    parts = [tail_windows(p) for p in plain]
    owner = np.repeat(np.arange(len(plain)), [len(p) for p in parts])
    cache = cache or CACHE
    xw = embed_cached([w for p in parts for w in p], cache)
    feats = pooled_features(embed_cached(plain, cache), xw, owner)
    y, who = b["label"], b["author"]
    if author not in set(who.tolist()):
        raise SystemExit(f"{author!r} is not a training author of {work / 'base.npz'}")
    others = who != author
    result: dict[str, Any] = {"author": author, "uptime_before": uptime_now(), "runs": {}}
    for seed in seeds:
        fit = _seeded(seed)
        with_it = oof_pooled(feats, y, who, fit)
        without = with_it.copy()
        for a in sorted(set(who[others].tolist())):
            train = others & (who != a)
            model = fit(feats[train], y[train])
            without[who == a] = 1 / (1 + np.exp(-model.logits(feats[who == a])))
        for name, p in (("with", with_it), (f"without_{author}", without)):
            np.save(work / f"oof_added_{name}_s{seed}.npy", p)
            for scope, mask in (("all", np.ones(len(y), bool)), ("others", others)):
                configs = grid({k: v[mask] for k, v in b.items()}, p[mask])
                shipped = next(
                    c
                    for c in configs
                    if (c["w_words"], c["w_ctx"], c["floor"]) == (WORD_SHARE, WEIGHT, FLOOR)
                )
                off = next(c for c in configs if c["w_ctx"] == 0 and c["w_words"] == WORD_SHARE)
                result["runs"][f"{name} s{seed} {scope}"] = {
                    "shipped": shipped,
                    "layer_off": _brief(off),
                    "best_2pct": _brief(best(configs)),
                }
                print(name, seed, scope, _brief(shipped), file=sys.stderr)
    result["uptime_after"] = uptime_now()
    if out:
        out.write_text(json.dumps(result, indent=1) + "\n", "utf-8")
    return 0


def _seeded(seed: int) -> Any:
    from train_contextual import train_mlp

    return lambda x, y: train_mlp(x, y, pooled=True, seed=seed)


def uptime_now() -> str:
    from contextual_experiments import uptime

    return uptime()


if __name__ == "__main__":
    import argparse

    sys.path.insert(0, str(Path(__file__).resolve().parent / "sanitizer_dataset"))
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    parser = argparse.ArgumentParser(description="round 9: a new author in the head's training")
    parser.add_argument("command", choices=("added",))
    parser.add_argument("--author", required=True)
    parser.add_argument("--seeds", type=int, nargs="+", default=[8, 1, 2])
    parser.add_argument("--work", type=Path, default=Path("/tmp/ctx8"))
    parser.add_argument("--out", type=Path)
    parser.add_argument("--cache", type=Path, help="the MiniLM vectors (train_contextual.py's)")
    args = parser.parse_args()
    raise SystemExit(added(args.work, args.author, args.seeds, args.out, args.cache))
