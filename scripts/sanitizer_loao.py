"""Leave-one-author-out (LOAO) evaluation and model selection for the sanitizer.

Usage: python scripts/sanitizer_loao.py [--no-vendored] [--json PATH] [--cache DIR]

For each author of the training data (``scripts/sanitizer_dataset/authors.py``): train the
word classifier and the semantic classifier on every *other* author, then judge the
left-out author's prompts with rules + both classifiers, combined as the sanitizer does
(``risk = 1 - (1 - rules)(1 - w_words * s_words)(1 - w_sem * s_sem)``, threshold 0.5). A
grid over the two weights and the semantic layer's operating point is scored by the mean
LOAO detection over authors, among settings whose FPR on each left-out author's benign
prompts is at most 2% on average over the authors that have benign prompts (the
rules alone already exceed 2% on one author, so "every author" admits nothing). The rules were
written with the development split and blind set 1 in view, so only the other authors'
rows measure the rules on unseen wording.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent / "sanitizer_dataset"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import authors
from train_sanitizer import L2, train_semantic

from genai_chaos.guards import Sanitizer
from genai_chaos.guards.evaluation import wilson
from genai_chaos.guards.sanitizer.classifier import features, train
from genai_chaos.guards.sanitizer.core import CLASSIFIER_VIEWS
from genai_chaos.guards.sanitizer.decode import views
from genai_chaos.guards.sanitizer.semantic import SemanticModel, embed, windows

FPR_LIMIT = 0.02


def prepare(rows: list[dict[str, str]], cache: Path) -> list[dict[str, Any]]:
    """Per record: the rules-only risk, the texts the classifiers read, their embeddings."""
    cache.mkdir(parents=True, exist_ok=True)
    rules_only = Sanitizer(use_classifier=False)
    out = []
    for r in rows:
        key = hashlib.sha256(r["text"].encode("utf-8", "surrogatepass")).hexdigest()[:24]
        path = cache / f"{key}.npz"
        if path.exists():
            z = np.load(path, allow_pickle=False)
            item = {
                "rules": float(z["rules"]),
                "view_texts": [str(t) for t in z["view_texts"]],
                "emb": z["emb"],
                "owner": z["owner"],
            }
        else:
            layers = views(r["text"])
            texts = [v.text for v in layers[:CLASSIFIER_VIEWS]]
            pieces, owner = [], []
            for i, t in enumerate(texts):
                for piece in (t, *windows(t)):
                    pieces.append(piece)
                    owner.append(i)
            item = {
                "rules": rules_only.check(r["text"]).risk,
                "view_texts": texts,
                "emb": embed(pieces).astype(np.float32),
                "owner": np.asarray(owner),
            }
            np.savez(path, rules=item["rules"], view_texts=np.asarray(texts), emb=item["emb"],
                     owner=item["owner"])  # fmt: skip
        item["feats"] = [features(t) for t in item["view_texts"]]
        out.append({**r, **item})
    return out


def train_semantic_items(items: list[dict[str, Any]], spec: str) -> SemanticModel:
    x = np.stack([it["emb"][0] for it in items]).astype(np.float64)
    y = np.asarray([it["label"] == "attack" for it in items])
    return train_semantic(x, y, spec)


def loao_scores(items: list[dict[str, Any]], spec: str) -> dict[str, np.ndarray]:
    """Out-of-author probabilities: word classifier (max over views) and semantic (plain
    view whole; max over views and windows)."""
    n = len(items)
    p_words, p_sem_whole, p_sem_max = np.zeros(n), np.zeros(n), np.zeros(n)
    for author in sorted({it["author"] for it in items}):
        train_items = [it for it in items if it["author"] != author]
        model = train(
            [it["text"] for it in train_items],
            [it["label"] == "attack" for it in train_items],
            l2=L2,
        )
        sem = train_semantic_items(train_items, spec)
        for i, it in enumerate(items):
            if it["author"] != author:
                continue
            p_words[i] = max(model.probability_of(f) for f in it["feats"])
            z = sem.logits(it["emb"].astype(np.float64))
            p_sem_whole[i] = 1 / (1 + np.exp(-z[0]))
            p_sem_max[i] = 1 / (1 + np.exp(-z.max()))
        print(f"  fold {author} done", file=sys.stderr)
    return {"words": p_words, "sem_whole": p_sem_whole, "sem_max": p_sem_max}


def combine(rules: np.ndarray, p_words: np.ndarray, p_sem: np.ndarray, *, w_words: float,
            w_sem: float, sem_floor: float) -> np.ndarray:  # fmt: skip
    s_words = w_words * np.maximum(0.0, 2 * p_words - 1)
    s_sem = w_sem * np.maximum(0.0, (p_sem - sem_floor) / (1 - sem_floor))
    return 1 - (1 - rules) * (1 - s_words) * (1 - s_sem)


def table(items: list[dict[str, Any]], risk: np.ndarray) -> dict[str, dict[str, Any]]:
    out = {}
    for author in sorted({it["author"] for it in items}):
        row: dict[str, Any] = {}
        for label, name in (("attack", "detection"), ("benign", "fpr")):
            idx = [
                i for i, it in enumerate(items) if it["author"] == author and it["label"] == label
            ]
            if idx:
                k = int((risk[idx] >= 0.5).sum())
                lo, hi = wilson(k, len(idx))
                row[name] = {"rate": round(k / len(idx), 4), "count": f"{k}/{len(idx)}",
                             "ci95": [round(lo, 4), round(hi, 4)]}  # fmt: skip
        out[author] = row
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-vendored", action="store_true")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--cache", type=Path, default=Path("/tmp/sanitizer_loao_cache"))
    parser.add_argument("--sem", nargs="*", default=["lr:4"], help="lr:C or mlp:H:alpha")
    args = parser.parse_args()
    items = prepare(authors.load(vendored=not args.no_vendored), args.cache)
    rules = np.asarray([it["rules"] for it in items])
    labels = np.asarray([it["label"] == "attack" for it in items])
    author_list = sorted({it["author"] for it in items})
    results: dict[str, Any] = {"configs": []}
    best: tuple[float, dict[str, Any]] | None = None
    digest = hashlib.sha256("\n".join(it["text"] for it in items).encode()).hexdigest()[:12]
    for spec in args.sem:
        saved = args.cache / f"oof-{spec.replace(':', '_')}-l2_{L2}-{digest}.npz"
        if saved.exists():
            scores = dict(np.load(saved))
        else:
            scores = loao_scores(items, spec)
            np.savez(saved, **scores)
        for kind, w_words, w_sem, floor in itertools.product(
            ("sem_whole", "sem_max"), (0.0, 0.45, 0.55, 0.65, 0.75, 0.85),
            (0.0, 0.3, 0.4, 0.5, 0.6, 0.7, 0.85), (0.5, 0.6, 0.7, 0.8),
        ):  # fmt: skip
            if w_sem == 0.0 and (kind, floor) != ("sem_whole", 0.5):
                continue
            risk = combine(
                rules, scores["words"], scores[kind], w_words=w_words, w_sem=w_sem, sem_floor=floor
            )
            per = table(items, risk)
            det = float(np.mean([per[a]["detection"]["rate"] for a in author_list]))
            ben = [i for i in range(len(items)) if not labels[i]]
            fpr = float((risk[ben] >= 0.5).mean())
            fprs = [per[a]["fpr"]["rate"] for a in author_list if "fpr" in per[a]]
            worst_fpr, mean_fpr = max(fprs), float(np.mean(fprs))
            cfg = {"sem_model": spec, "sem": kind, "w_words": w_words, "w_sem": w_sem,
                   "floor": floor, "mean_detection": round(det, 4), "pooled_fpr": round(fpr, 4),
                   "mean_author_fpr": round(mean_fpr, 4), "worst_author_fpr": worst_fpr,
                   "per_author": per}  # fmt: skip
            results["configs"].append(cfg)
            if mean_fpr <= FPR_LIMIT and (best is None or det > best[0]):
                best = (det, cfg)
    results["configs"].sort(key=lambda c: -c["mean_detection"])
    results["best"] = best[1] if best else None
    for cfg in results["configs"][:15]:
        print({k: v for k, v in cfg.items() if k != "per_author"})
    base = next(c for c in results["configs"] if c["w_sem"] == 0.0 and c["w_words"] == 0.0)
    for name, cfg in (("rules only", base), ("best", results["best"])):
        print(name, {k: v for k, v in cfg.items() if k != "per_author"})
        for a, row in cfg["per_author"].items():
            print(f"   {a:8s}", {k: v["count"] for k, v in row.items()})
    # the best admissible setting with each layer left out, for the ablation in the docs
    admissible = [c for c in results["configs"] if c["mean_author_fpr"] <= FPR_LIMIT]
    results["best_without_semantic"] = next((c for c in admissible if c["w_sem"] == 0), None)
    results["best_without_words"] = next((c for c in admissible if c["w_words"] == 0), None)
    # the opt-in semantic layer: the best admissible setting that uses it
    results["best_with_semantic"] = next((c for c in admissible if c["w_sem"] > 0), None)
    results["rules_only"] = base
    for name in ("best_without_semantic", "best_without_words", "best_with_semantic"):
        cfg = results[name]
        if cfg:
            print(name, {k: v for k, v in cfg.items() if k != "per_author"})
            for a, row in cfg["per_author"].items():
                print(f"   {a:8s}", {k: v["count"] for k, v in row.items()})
    results["configs"] = results["configs"][:20]
    if args.json:
        args.json.write_text(json.dumps(results, indent=1) + "\n", "utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
