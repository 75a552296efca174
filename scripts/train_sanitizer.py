"""Train the sanitizer's two classifiers on every author's prompts and write their weights.

Usage: python scripts/train_sanitizer.py [--no-vendored] [--cv] [--lofo] [--json PATH]

The word classifier (``guards/data/sanitizer_classifier.json``) and the semantic layer
(``guards/data/sanitizer_semantic.json``: a small network over wordllama sentence
embeddings) learn from every author of ``scripts/sanitizer_dataset/authors.py``: the
development split, blind sets 1 to 13 (seen), the later rounds' development authors (A, B; C,
D; E, F; G, H; I, J; K, L) and the vendored public jailbreaks: twenty-seven authors in round
12. The held-out split is never read. Since round 7 only the word classifier's file has
shipped (the opt-in semantic layer's is round 6's, fifteen authors, not re-evaluated).
Model choices (the semantic model's kind and regularisation, the weights in the sanitizer,
the short-text floor) come from the leave-one-author-out evaluation of
``scripts/sanitizer_loao.py``.

With --cv, also prints a grouped
5-fold cross-validation of the classifier on the development split (used to tune the
classifier's share of the risk; the held-out split is not read here). With --lofo, a
leave-one-family-out cross-validation of the whole sanitizer over the later rounds'
families (``dev2_*``, ``dev3_*``, ``dev4_*`` categories): for each family, the classifier
is trained without it and the sanitizer (rules + that classifier) judges it. The rules
were written with every family in view, so this measures how far the *classifier* carries
to an unseen family; see docs/sanitizer-rounds.md, "Second round".
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import random
import sys
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

sys.path.insert(0, str(Path(__file__).resolve().parent / "sanitizer_dataset"))

import authors

from genai_chaos.guards.sanitizer.classifier import train
from genai_chaos.guards.sanitizer.decode import views
from genai_chaos.guards.sanitizer.semantic import SemanticModel, embed

DATA = Path(__file__).resolve().parents[1] / "src" / "genai_chaos" / "guards" / "data"
#: Almost no L2 penalty: 200 Adam steps from zero stop early enough (leave-one-author-out
#: detection 92.0% at l2=1e-6, 91.1% at 1e-5, 89.0% at 1e-4; 600 steps did worse).
L2 = 1e-6
#: Short-text floor of the word classifier (round 5, scripts/sanitizer_loao.py): a text with
#: n < 8 features has its evidence scaled by n/8 (the largest value that kept leave-one-
#: author-out detection at its best at the chosen share; "thanks!" scored 0.86 without).
SHRINK = 8.0
#: The semantic model (``lr:C`` or ``mlp:hidden:alpha``), chosen by scripts/sanitizer_loao.py.
SEMANTIC = "lr:4"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cv", action="store_true", help="grouped 5-fold CV on dev")
    parser.add_argument("--lofo", action="store_true", help="leave-one-family-out CV on dev")
    parser.add_argument("--json", type=Path, help="write the --lofo results here")
    parser.add_argument("--no-vendored", action="store_true", help="leave out vendored data")
    parser.add_argument("--out", type=Path, default=DATA, help="where the weights go")
    args = parser.parse_args()
    path = DATA / "prompts_dev.jsonl"
    dev_rows = authors.read(path)
    if args.cv:
        cross_validate(dev_rows)
    if args.lofo:
        results = leave_one_family_out(dev_rows)
        if args.json:
            args.json.write_text(json.dumps(results, indent=1) + "\n", "utf-8")
    rows = authors.load(vendored=not args.no_vendored)
    texts = [r["text"] for r in rows]
    labels = [r["label"] == "attack" for r in rows]
    digest = hashlib.sha256("\n".join(texts).encode("utf-8", "surrogatepass")).hexdigest()
    counts = {a: sum(r["author"] == a for r in rows) for a in sorted({r["author"] for r in rows})}
    provenance = {"trained_on": counts, "trained_on_sha256": digest}
    model = dataclasses.replace(train(texts, labels, l2=L2), shrink=SHRINK)
    out = model.to_json()
    out["meta"] = {**model.meta, **provenance, "l2": L2, "trainer": "scripts/train_sanitizer.py"}
    out["weights"] = dict(sorted(model.weights.items()))
    args.out.mkdir(parents=True, exist_ok=True)
    target = args.out / "sanitizer_classifier.json"
    target.write_text(json.dumps(out, ensure_ascii=False, indent=0) + "\n", "utf-8")
    print(f"wrote {target} ({len(model.weights)} features)", file=sys.stderr)
    x = embed([views(t)[0].text for t in texts])
    semantic = train_semantic(x, np.asarray(labels), SEMANTIC)
    sem_out = semantic.to_json()
    sem_out["meta"] = {
        **semantic.meta,
        **provenance,
        "embedding": "wordllama 256-d, unit rows, of the normalised prompt",
        "trainer": "scripts/train_sanitizer.py",
    }
    target = args.out / "sanitizer_semantic.json"
    target.write_text(json.dumps(sem_out) + "\n", "utf-8")
    print(f"wrote {target} ({SEMANTIC})", file=sys.stderr)
    return 0


def train_semantic(x: NDArray[np.float64], y: NDArray[np.bool_], spec: str) -> SemanticModel:
    """``spec``: ``lr:C`` (logistic regression, balanced classes) or ``mlp:H:alpha`` (one
    ReLU layer of H units; classes balanced by repeating the smaller one). Seeded."""
    from sklearn.linear_model import LogisticRegression
    from sklearn.neural_network import MLPClassifier

    kind, *params = spec.split(":")
    if kind == "lr":
        lr = LogisticRegression(C=float(params[0]), class_weight="balanced", max_iter=3000)
        lr.fit(x, y)
        layers = ((lr.coef_.T.astype(np.float64), lr.intercept_.astype(np.float64)),)
    elif kind == "mlp":
        pos, neg = np.flatnonzero(y), np.flatnonzero(~y)
        small, big = (pos, neg) if len(pos) < len(neg) else (neg, pos)
        idx = np.concatenate([big, np.resize(small, len(big))])
        mlp = MLPClassifier((int(params[0]),), alpha=float(params[1]), max_iter=300, random_state=0)
        mlp.fit(x[idx], y[idx])
        layers = tuple(zip(mlp.coefs_, mlp.intercepts_, strict=True))
    else:
        raise ValueError(f"semantic model spec {spec!r}: expected lr:C or mlp:H:alpha")
    return SemanticModel(layers, {"spec": spec, "documents": len(y)})


def cross_validate(rows: list[dict[str, str]], folds: int = 5) -> list[float]:
    """Out-of-fold attack probabilities, folds by group (as the dev/held-out split)."""
    groups = sorted({r["group"] for r in rows})
    random.Random(0).shuffle(groups)
    fold = {g: i % folds for i, g in enumerate(groups)}
    probs = [0.0] * len(rows)
    for k in range(folds):
        train_rows = [r for r in rows if fold[r["group"]] != k]
        model = train(
            [r["text"] for r in train_rows], [r["label"] == "attack" for r in train_rows], l2=L2
        )
        for i, r in enumerate(rows):
            if fold[r["group"]] == k:
                probs[i] = model.probability(r["text"])
    for th in (0.5, 0.7, 0.8):
        tp = sum(p >= th for p, r in zip(probs, rows, strict=True) if r["label"] == "attack")
        fp = sum(p >= th for p, r in zip(probs, rows, strict=True) if r["label"] == "benign")
        n_pos = sum(r["label"] == "attack" for r in rows)
        print(f"cv threshold {th}: TPR {tp / n_pos:.3f} FPR {fp / (len(rows) - n_pos):.3f}")
    return probs


def leave_one_family_out(rows: list[dict[str, str]]) -> dict[str, object]:
    """Per second-round family: the sanitizer's rate on it with a classifier that never saw
    it (and, for comparison, the rules alone). Wilson 95% intervals on the totals."""
    from genai_chaos.guards import Sanitizer
    from genai_chaos.guards.evaluation import wilson

    rules_only = Sanitizer(use_classifier=False)
    later = ("dev2_", "dev3_", "dev4_")
    families = sorted({r["category"] for r in rows if r["category"].startswith(later)})
    per_family: dict[str, dict[str, object]] = {}
    totals = {"attack": [0, 0, 0], "benign": [0, 0, 0]}  # flagged (lofo), flagged (rules), n
    for family in families:
        train_rows = [r for r in rows if r["category"] != family]
        model = train(
            [r["text"] for r in train_rows], [r["label"] == "attack" for r in train_rows], l2=L2
        )
        sanitizer = Sanitizer(classifier=model)
        test = [r for r in rows if r["category"] == family]
        label = test[0]["label"]
        flagged = sum(not sanitizer.check(r["text"]).allowed for r in test)
        flagged_rules = sum(not rules_only.check(r["text"]).allowed for r in test)
        per_family[family] = {
            "label": label,
            "n": len(test),
            "flagged": flagged,
            "flagged_rules_only": flagged_rules,
        }
        for i, v in enumerate((flagged, flagged_rules, len(test))):
            totals[label][i] += v
        print(f"{family:45s} {label:6s} {flagged:3d}/{len(test):3d} (rules only {flagged_rules})")
    summary: dict[str, object] = {}
    for label, (k, k_rules, n) in totals.items():
        name = "detection" if label == "attack" else "false_positive_rate"
        for tag, count in (("", k), ("_rules_only", k_rules)):
            low, high = wilson(count, n)
            summary[name + tag] = {"rate": count / n, "ci95": [low, high], "count": f"{count}/{n}"}
            print(f"{name + tag}: {count}/{n} = {count / n:.3f} [{low:.3f}, {high:.3f}]")
    return {"families": per_family, "summary": summary}


if __name__ == "__main__":
    raise SystemExit(main())
