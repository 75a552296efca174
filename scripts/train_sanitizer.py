"""Train the sanitizer's classifier on the development split and write its weights.

Usage: python scripts/train_sanitizer.py [--cv]

Reads only src/genai_chaos/guards/data/prompts_dev.jsonl. With --cv, also prints a grouped
5-fold cross-validation on the development split (used to tune the classifier's share of
the risk; the held-out split is not read here).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

from genai_chaos.guards.sanitizer.classifier import train

DATA = Path(__file__).resolve().parents[1] / "src" / "genai_chaos" / "guards" / "data"
L2 = 1e-4


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cv", action="store_true", help="grouped 5-fold CV on dev")
    args = parser.parse_args()
    path = DATA / "prompts_dev.jsonl"
    rows = [json.loads(line) for line in path.read_text("utf-8").splitlines()]
    if args.cv:
        cross_validate(rows)
    model = train([r["text"] for r in rows], [r["label"] == "attack" for r in rows], l2=L2)
    out = model.to_json()
    out["meta"] = {
        **model.meta,
        "trained_on": path.name,
        "trained_on_sha256": hashlib.sha256(path.read_bytes()).hexdigest(),
        "l2": L2,
        "trainer": "scripts/train_sanitizer.py",
    }
    out["weights"] = dict(sorted(model.weights.items()))
    target = DATA / "sanitizer_classifier.json"
    target.write_text(json.dumps(out, ensure_ascii=False, indent=0) + "\n", "utf-8")
    print(f"wrote {target} ({len(model.weights)} features)", file=sys.stderr)
    return 0


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
        tp = sum(p >= th for p, r in zip(probs, rows) if r["label"] == "attack")
        fp = sum(p >= th for p, r in zip(probs, rows) if r["label"] == "benign")
        n_pos = sum(r["label"] == "attack" for r in rows)
        print(f"cv threshold {th}: TPR {tp / n_pos:.3f} FPR {fp / (len(rows) - n_pos):.3f}")
    return probs


if __name__ == "__main__":
    raise SystemExit(main())
