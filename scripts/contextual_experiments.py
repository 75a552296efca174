"""Round 8 experiments on the sanitizer's opt-in contextual layer (issue 3).

Usage: python scripts/contextual_experiments.py base      # rules + word LOAO scores, cached
       python scripts/contextual_experiments.py windows   # LOAO of window schemes, grid
       python scripts/contextual_experiments.py speed [--smoke] [--prompts N]
       python scripts/contextual_experiments.py head      # MLP head experiment (LOAO)
       python scripts/contextual_experiments.py choose --scores NAME... [--share S]
           [--fpr-limit F | --fpr-added F]  # the setting over seeds (round 13: --fpr-added 0.002)

``base`` computes, once, what the layer is combined with: the rules-only risk of every
training prompt and the word classifier's out-of-author probability (share chosen later),
through ``scripts/sanitizer_loao.py``'s ``prepare`` and ``loao_scores`` (the same code and
cache as its ``--contextual`` run), into ``--work`` (default ``/tmp/ctx8``).

``windows`` scores, by leave-one-author-out from the cached MiniLM vectors
(``scripts/train_contextual.py``'s cache; new windows are embedded and cached), each way of
reading a long text: round 7's (whole text and :func:`.semantic.windows`), whole only, and
round 8's bounded windows (:func:`.contextual.windows`); then the grid of the layer's
weight and floor and the word classifier's share, judged by pooled false positives
(at most 2%) and mean detection over authors.

``speed`` times the encoder on 2 KB prompts (those of ``bench/bench_sanitizer.py``) read
round 7's way and round 8's, alternating prompt by prompt in one run, one torch thread;
medians, p99 and their ratio, with ``uptime`` before and after. ``--smoke`` takes seconds.

``head`` (time-boxed, round 8 goal 4) fits a small MLP on the frozen vectors plus
window-max features, by leave-one-author-out, against the logistic regression.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts" / "sanitizer_dataset"))
sys.path.insert(0, str(ROOT / "scripts"))

Array = NDArray[Any]
WORK = Path("/tmp/ctx8")
#: Pooled false positives allowed over all authors (round 8's constraint).
FPR_LIMIT = 0.02
WORD_SHARES = (0.55, 0.58, 0.6, 0.62, 0.64, 0.66, 0.68, 0.7, 0.72, 0.75, 0.8)
CTX_WEIGHTS = (0.0, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5)
CTX_FLOORS = (0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.92, 0.94, 0.96, 0.98)
#: Pooled false-positive limits of the frontier table (best with the layer and without).
FRONTIER = (0.019, 0.02, 0.021, 0.022, 0.023, 0.025)


def uptime() -> str:
    return os.popen("uptime").read().strip()


def base(work: Path) -> int:
    """Rules-only risk and out-of-author word probabilities of every training prompt."""
    import authors
    from sanitizer_loao import L2, loao_scores, prepare, scores_digest, word_probability

    rows = authors.load()
    cache = Path("/tmp/sanitizer_loao_cache")
    start = time.perf_counter()
    items = prepare(rows, cache, embed_too=False)
    print(f"rules: {time.perf_counter() - start:.0f} s", file=sys.stderr)
    saved = cache / f"oof5-none-l2_{L2}-{scores_digest(items)}.npz"
    scores = dict(np.load(saved)) if saved.exists() else loao_scores(items, "none")
    np.savez(saved, **scores)
    work.mkdir(parents=True, exist_ok=True)
    np.savez(
        work / "base.npz",
        plain=np.asarray([it["view_texts"][0] for it in items]),
        label=np.asarray([it["label"] == "attack" for it in items]),
        author=np.asarray([it["author"] for it in items]),
        rules=np.asarray([it["rules"] for it in items]),
        p_words=word_probability(scores, 8.0),
    )
    print(f"wrote {work / 'base.npz'} ({len(items)} prompts)", file=sys.stderr)
    return 0


def load_base(work: Path) -> dict[str, Array]:
    z = np.load(work / "base.npz", allow_pickle=False)
    return {k: z[k] for k in z.files}


Reader = Callable[[str], list[str]]


def readers() -> dict[str, Reader]:
    """Ways of reading a text (the pieces after the whole text)."""
    from genai_chaos.guards.sanitizer import contextual
    from genai_chaos.guards.sanitizer.semantic import windows as r7_windows

    return {
        "r7": r7_windows,
        "whole": lambda t: [],
        "r8all": lambda t: contextual.windows(t, tail=False),
        "r8tail": lambda t: contextual.windows(t, tail=True),
        "r11": contextual.tail_windows,
    }


def oof_layer(
    x: Array,
    xw: Array,
    owner: Array,
    y: Array,
    who: Array,
    *,
    fit: Callable[..., Any] | None = None,
) -> tuple[Array, Array]:
    """Out-of-author probabilities: whole text only, and the max over whole and windows."""
    from train_contextual import train

    fit = fit or train
    whole, best = np.zeros(len(y)), np.zeros(len(y))
    for author in sorted(set(who)):
        model = fit(x[who != author], y[who != author])
        out = who == author
        z = model.logits(x)
        if len(xw):
            np.maximum.at(z, owner, model.logits(xw))
        whole[out] = 1 / (1 + np.exp(-model.logits(x[out])))
        best[out] = 1 / (1 + np.exp(-z[out]))
    return whole, best


def combine(rules: Array, p_words: Array, p_ctx: Array, *, w_words: float, w_ctx: float,
            floor: float) -> Array:  # fmt: skip
    """The sanitizer's risk: ``1 - (1 - rules)(1 - words)(1 - layer)``."""
    s_words = w_words * np.maximum(0.0, 2 * p_words - 1)
    s_ctx = w_ctx * np.maximum(0.0, (p_ctx - floor) / (1 - floor))
    return 1 - (1 - rules) * (1 - s_words) * (1 - s_ctx)


def rates(risk: Array, y: Array, who: Array) -> dict[str, Any]:
    flagged = risk >= 0.5
    per = {}
    for a in sorted(set(who)):
        att, ben = (who == a) & y, (who == a) & ~y
        per[a] = {"detection": f"{int(flagged[att].sum())}/{int(att.sum())}",
                  "fp": f"{int(flagged[ben].sum())}/{int(ben.sum())}"}  # fmt: skip
    det = [flagged[(who == a) & y].mean() for a in sorted(set(who)) if ((who == a) & y).any()]
    return {
        "mean_detection": round(float(np.mean(det)), 4),
        "pooled_detection": round(float(flagged[y].mean()), 4),
        "pooled_fpr": round(float(flagged[~y].mean()), 4),
        "fp": int(flagged[~y].sum()),
        "per_author": per,
    }


def grid(b: dict[str, Array], p_ctx: Array) -> list[dict[str, Any]]:
    y, who = b["label"], b["author"]
    out = []
    for w_words, w_ctx, floor in itertools.product(WORD_SHARES, CTX_WEIGHTS, CTX_FLOORS):
        if w_ctx == 0 and floor != CTX_FLOORS[0]:
            continue
        r = rates(
            combine(b["rules"], b["p_words"], p_ctx, w_words=w_words, w_ctx=w_ctx, floor=floor),
            y,
            who,
        )
        out.append({"w_words": w_words, "w_ctx": w_ctx, "floor": floor, **r})
    return out


def best(configs: list[dict[str, Any]], limit: float = FPR_LIMIT) -> dict[str, Any] | None:
    ok = [c for c in configs if c["pooled_fpr"] <= limit + 1e-9]
    return max(ok, key=lambda c: (c["mean_detection"], -c["pooled_fpr"]), default=None)


def frontier(configs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per pooled-FPR limit: the best setting with the layer and with words alone."""
    words = [c for c in configs if c["w_ctx"] == 0]
    return [{"limit": limit, "with_layer": _brief(best(configs, limit)),
             "words_only": _brief(best(words, limit))} for limit in FRONTIER]  # fmt: skip


def window_vectors(plain: Sequence[str], read: Reader) -> tuple[Array, Array]:
    from train_contextual import embed_cached

    parts = [read(t) for t in plain]
    owner = np.repeat(np.arange(len(plain)), [len(p) for p in parts])
    flat = [w for p in parts for w in p]
    return embed_cached(flat) if flat else np.zeros((0, 384)), owner


def windows_cmd(work: Path, out: Path | None) -> int:
    from train_contextual import embed_cached

    b = load_base(work)
    plain = [str(t) for t in b["plain"]]
    x = embed_cached(plain)
    y, who = b["label"], b["author"]
    result: dict[str, Any] = {"uptime": uptime(), "prompts": len(plain), "schemes": {}}
    for name, read in readers().items():
        xw, owner = window_vectors(plain, read)
        _, p_max = oof_layer(x, xw, owner, y, who)
        np.save(work / f"oof_{name}.npy", p_max)
        configs = grid(b, p_max)
        shipped = next(c for c in configs if _at(c, 0.6, 0.3, 0.6))
        off = next(c for c in configs if _at(c, 0.6, 0.0, CTX_FLOORS[0]))
        result["schemes"][name] = {
            "windows": len(xw), "long_texts": len(set(owner.tolist())),
            "off_0.6": _brief(off), "r7_setting": _brief(shipped),
            "best_2pct": best(configs),
            "frontier": frontier(configs),
            "top": [_brief(c) for c in sorted(
                (c for c in configs if c["pooled_fpr"] <= FPR_LIMIT + 1e-9),
                key=lambda c: -c["mean_detection"])[:12]],
        }  # fmt: skip
        print(name, json.dumps({k: v for k, v in result["schemes"][name].items() if k != "top"},
                               default=str)[:1500], file=sys.stderr)  # fmt: skip
    if out:
        out.write_text(json.dumps(result, indent=1) + "\n", "utf-8")
    return 0


def _at(c: dict[str, Any], w_words: float, w_ctx: float, floor: float) -> bool:
    return (c["w_words"], c["w_ctx"], c["floor"]) == (w_words, w_ctx, floor)


def _brief(c: dict[str, Any] | None) -> dict[str, Any] | None:
    return None if c is None else {k: v for k, v in c.items() if k != "per_author"}


def choose(
    work: Path,
    names: Sequence[str],
    out: Path | None,
    *,
    share: float | None = None,
    limit: float = FPR_LIMIT,
    added: float | None = None,
) -> int:
    """The layer's weight (under 0.5) and floor, and the word share unless ``share`` fixes
    it (``CLASSIFIER_WEIGHT``, chosen by the LOAO first), that maximise mean detection
    averaged over several out-of-author score files (e.g. MLP heads of three seeds), among
    settings whose pooled FPR is at most ``limit`` for every one of them, or with ``added``
    at most that much over the same file's layer off at the same share (round 13: 0.2
    points; the default alone is at 2% at round 13's share, so no fixed cap under it
    leaves room for the layer)."""
    if not names:
        raise SystemExit("choose: name the out-of-author score files with --scores")
    b = load_base(work)
    grids = [grid(b, np.load(work / f"{n}.npy")) for n in names]
    rows = []
    for cs in zip(*grids, strict=True):
        key = (cs[0]["w_words"], cs[0]["w_ctx"], cs[0]["floor"])
        rows.append({"w_words": key[0], "w_ctx": key[1], "floor": key[2],
                     "mean_detection": [c["mean_detection"] for c in cs],
                     "average": round(float(np.mean([c["mean_detection"] for c in cs])), 4),
                     "pooled_fpr": [c["pooled_fpr"] for c in cs],
                     "fp": [c["fp"] for c in cs]})  # fmt: skip
    if share is not None:
        rows = [r for r in rows if abs(r["w_words"] - share) < 1e-9]
        if not rows:
            raise SystemExit(f"choose: --share {share} is not on the grid {WORD_SHARES}")

    if added is not None and not 0 <= added < 1:
        raise SystemExit(f"choose: the FPR the layer may add must be in [0, 1), got {added}")
    off = {r["w_words"]: r["pooled_fpr"] for r in rows if r["w_ctx"] == 0.0}
    if not off:
        raise SystemExit(f"choose: the grid has no layer-off row (0.0 not in {CTX_WEIGHTS})")

    def within(cap: float, over_off: float | None = None) -> list[dict[str, Any]]:
        def fits(r: dict[str, Any]) -> bool:
            if over_off is not None:
                base = off[r["w_words"]]
                return all(
                    f <= b + over_off + 1e-9 for f, b in zip(r["pooled_fpr"], base, strict=True)
                )
            return bool(max(r["pooled_fpr"]) <= cap + 1e-9)

        ok = [r for r in rows if fits(r) and r["w_ctx"] < 0.5]
        return sorted(ok, key=lambda r: -r["average"])

    ok = within(limit, added)
    if not ok:
        raise SystemExit("choose: no setting of the grid meets the false-positive rule")
    for r in ok[:10]:
        print(r, file=sys.stderr)
    chosen = ok[0]
    if out:
        result = {
            "rule": (
                f"pooled FPR <= {limit:.2%} for every score file"
                if added is None
                else f"pooled FPR at most {added:.2%} over the layer off, for every score file"
            )
            + "; layer weight < 0.5; highest mean detection averaged over the score files"
            + ("" if share is None else f"; word share fixed at {share}"),
            "scores": list(names),
            "chosen": chosen,
            "top": ok[:20],
            "layer_off": next(
                r for r in rows if r["w_ctx"] == 0.0 and r["w_words"] == chosen["w_words"]
            ),
            "at_2pct": within(FPR_LIMIT)[:5],
            "grid": rows,  # every setting considered, so any number quoted can be checked
        }
        out.write_text(json.dumps(result, indent=1) + "\n")
    return 0


def two_kb(n: int) -> list[str]:
    sys.path.insert(0, str(ROOT / "bench"))
    from bench_sanitizer import two_kb_prompts

    from genai_chaos.guards.sanitizer.decode import views

    return [views(p)[0].text for p in two_kb_prompts(n)]


def speed(n: int, rounds: int, out: Path | None) -> int:
    """Encoder time per 2 KB prompt, round 7's reading against round 8's, alternating."""
    import torch

    from genai_chaos.guards.sanitizer.contextual import FLOOR, Encoding, load_contextual
    from genai_chaos.reference.embeddings import MiniLMEmbedder

    torch.set_num_threads(1)
    model = load_contextual()
    assert model is not None, "the minilm extra is not installed"
    encode = Encoding(lambda: MiniLMEmbedder(threads=1).embed)
    prompts = two_kb(n)
    read = readers()
    encode(["warm up"])

    def run(text: str, name: str) -> tuple[float, float]:
        start = time.perf_counter()
        whole, parts = encode([text]), read[name](text)
        vectors = encode(parts) if parts else np.zeros((0, 384))
        if model.pooled:
            z = model.logits(model.features(whole, vectors))
        else:
            z = np.concatenate([model.logits(whole), model.logits(vectors)])
        return time.perf_counter() - start, float(1 / (1 + np.exp(-z.max())))

    before = uptime()
    names = ("r7", "r8all", "r8tail")
    times: dict[str, list[float]] = {n: [] for n in names}
    probs: dict[str, list[float]] = {n: [] for n in names}
    for _ in range(rounds):
        for i, text in enumerate(prompts):
            for k in range(len(names)):  # each reading first, second, third in turn
                name = names[(i + k) % len(names)]
                t, p = run(text, name)
                times[name].append(t)
                probs[name].append(p)
    result: dict[str, Any] = {"uptime_before": before, "uptime_after": uptime(),
                              "torch_threads": torch.get_num_threads(), "prompts": len(prompts),
                              "rounds": rounds}  # fmt: skip
    for name, ts in times.items():
        ms = np.asarray(ts) * 1000
        result[name] = {"p50_ms": round(float(np.median(ms)), 1),
                        "p99_ms": round(float(np.percentile(ms, 99)), 1),
                        "windows_mean": float(np.mean([len(read[name](t)) for t in prompts])),
                        "at_floor": int(sum(p >= FLOOR for p in probs[name]))}  # fmt: skip
    for name in names[1:]:
        per = np.asarray(times[name]) / np.asarray(times["r7"])
        result[f"{name}_vs_r7"] = {
            "ratio_of_medians": round(result[name]["p50_ms"] / result["r7"]["p50_ms"], 3),
            "median_of_ratios": round(float(np.median(per)), 3),
            "ratio_p99": round(result[name]["p99_ms"] / result["r7"]["p99_ms"], 3),
        }
    print(json.dumps(result, indent=1))
    if out:
        out.write_text(json.dumps(result, indent=1) + "\n", "utf-8")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("base", "windows", "speed", "head", "choose"))
    parser.add_argument("--scores", nargs="*", default=[], help="choose: oof files in --work")
    parser.add_argument("--work", type=Path, default=WORK)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--smoke", action="store_true", help="seconds-long speed run")
    parser.add_argument("--prompts", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--share", type=float, help="choose: fix the word share")
    rule = parser.add_mutually_exclusive_group()
    rule.add_argument(
        "--fpr-limit", type=float, default=FPR_LIMIT, help="choose: pooled FPR cap per file"
    )
    rule.add_argument(
        "--fpr-added", type=float, help="choose: instead, pooled FPR allowed over the layer off"
    )
    args = parser.parse_args()
    if not 0 < args.fpr_limit < 1:
        parser.error(f"--fpr-limit must be a fraction between 0 and 1, got {args.fpr_limit}")
    if args.fpr_added is not None and not 0 <= args.fpr_added < 1:
        parser.error(f"--fpr-added must be a fraction between 0 and 1, got {args.fpr_added}")
    if args.command == "base":
        return base(args.work)
    if args.command == "windows":
        return windows_cmd(args.work, args.out)
    if args.command == "choose":
        return choose(
            args.work,
            args.scores,
            args.out,
            share=args.share,
            limit=args.fpr_limit,
            added=args.fpr_added,
        )
    if args.command == "speed":
        return speed(4 if args.smoke else args.prompts, 1 if args.smoke else args.rounds, args.out)
    from contextual_head import head

    return head(args.work, args.out)


if __name__ == "__main__":
    raise SystemExit(main())
