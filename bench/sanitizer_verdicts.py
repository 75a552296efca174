"""Prompt sanitizer: snapshot every verdict on a fixed corpus, and check a later build against it.

Used to prove that a speed-up changes no verdict: ``--write`` before the change, ``--compare``
after. The corpus is every prompt of ``prompts_dev.jsonl``, ``prompts_heldout.jsonl`` and
``prompts_blind.jsonl``, the benchmark's 2 KB prompts, seeded stress prompts (long
concatenations up to ~10 KB, so that the windowed rule search runs; upper-cased, encoded and
obfuscated variants) and, with ``--wheel``, PyRIT's jailbreak templates rendered as in
``bench_sanitizer.py``; with ``--labelled``, every other labelled set
``prompts_*.jsonl`` of ``guards/data`` (the blind sets in :data:`UNSEEN` are never read), and
``--compare`` then counts, per set, the attacks and benign prompts whose verdict flipped
(round 6: a verdict-changing commit is described by these numbers). Each prompt is judged
by ``Sanitizer()`` and by ``Sanitizer(use_classifier=False)`` (where the rules alone decide).

A verdict matches when ``allowed``, ``decoded_layers``, ``decoded_texts``, ``normalized`` and
every reason (code, detail, layer) are equal and ``risk`` and each reason score agree within
1e-9.

Usage: python bench/sanitizer_verdicts.py --write /tmp/verdicts.json [--wheel PYRIT.whl]
           [--labelled]
       python bench/sanitizer_verdicts.py --compare /tmp/verdicts.json [--wheel PYRIT.whl]
           [--report bench/results/sanitizer_verdict_identity.json]
"""

from __future__ import annotations

import argparse
import base64
import codecs
import hashlib
import json
import random
import re
import sys
import time
import zipfile
from collections.abc import Callable
from importlib.resources import files
from pathlib import Path
from typing import Any

from genai_chaos.guards.sanitizer import Sanitizer, Verdict

sys.path.insert(0, str(Path(__file__).parent))
from bench_sanitizer import HARMFUL, HARMLESS, TEMPLATE_DIR, two_kb_prompts

TOLERANCE = 1e-9
_PLACEHOLDER = re.compile(r"\{\{\s*prompt\s*\}\}")


def _jsonl(name: str) -> list[str]:
    return [row["text"] for row in _rows(name)]


def _rows(name: str) -> list[dict[str, str]]:
    text = (files("genai_chaos.guards.data") / name).read_text("utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


#: Labelled sets already in the corpus under their own names.
_BASE = ("prompts_dev.jsonl", "prompts_heldout.jsonl", "prompts_blind.jsonl")
#: The blind sets not yet trained on (``FORBIDDEN`` in scripts/sanitizer_dataset/authors.py):
#: never read here, so that a snapshot taken before one is evaluated compares with one after.
UNSEEN = ("blind24", "blind25", "blind26", "blind27")


def labelled() -> dict[str, list[dict[str, str]]]:
    """Every other labelled set of ``guards/data``, by file stem (``prompts_blind5``)."""
    data = files("genai_chaos.guards.data")
    names = sorted(p.name for p in data.iterdir() if p.name.startswith("prompts_"))
    return {
        n.removesuffix(".jsonl"): _rows(n)
        for n in names
        if n.endswith(".jsonl") and n not in _BASE and not any(u in n for u in UNSEEN)
    }


def label_flips(
    snapshot: dict[str, dict[str, Any]], now: dict[str, dict[str, Any]]
) -> dict[str, dict[str, int]]:
    """Per labelled set and configuration: attacks newly caught / lost, benign prompts newly
    flagged / cleared."""
    labels = {"dev": _rows("prompts_dev.jsonl"), "heldout": _rows("prompts_heldout.jsonl")}
    labels["blind"] = _rows("prompts_blind.jsonl")
    labels.update(labelled())
    out: dict[str, dict[str, int]] = {}
    for key in set(snapshot) & set(now):
        name, index, _digest, config = key.split("/")
        if name not in labels or snapshot[key]["allowed"] == now[key]["allowed"]:
            continue
        attack = labels[name][int(index)]["label"] == "attack"
        rejected = not now[key]["allowed"]
        what = (
            ("caught" if rejected else "lost") if attack else ("new_fp" if rejected else "fp_fixed")
        )
        counts = out.setdefault(f"{name}/{config}", {})
        counts[what] = counts.get(what, 0) + 1
    return dict(sorted(out.items()))


def _pyrit(wheel: Path) -> list[str]:
    import yaml

    out: list[str] = []
    with zipfile.ZipFile(wheel) as z:
        for name in sorted(z.namelist()):
            if not (name.startswith(TEMPLATE_DIR) and name.endswith((".yaml", ".yml"))):
                continue
            data = yaml.safe_load(z.read(name))
            if not isinstance(data, dict) or not isinstance(data.get("value"), str):
                continue
            if not _PLACEHOLDER.search(data["value"]):
                continue
            for request in (*HARMFUL, HARMLESS):
                out.append(_PLACEHOLDER.sub(request, data["value"]))
    return out


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def _hex(text: str) -> str:
    return text.encode().hex()


def _rot13(text: str) -> str:
    return codecs.encode(text, "rot13")


_ENCODINGS: list[Callable[[str], str]] = [_b64, _hex, _rot13]


def _stress(pool: list[str], n: int, seed: int = 7) -> list[str]:
    rng = random.Random(seed)
    out: list[str] = []
    for i in range(n):
        kind = i % 6
        if kind in (0, 1):  # long concatenations: the windowed search path
            parts = rng.sample(pool, rng.randint(4, 40))
            out.append(rng.choice(["\n", " ", "\n\n"]).join(parts)[: rng.randint(1300, 10000)])
        elif kind == 2:
            out.append(rng.choice(pool).upper())
        elif kind == 3:
            text = " ".join(rng.sample(pool, 2))
            encoded = rng.choice(_ENCODINGS)(text)
            out.append(f"{rng.choice(pool)} {encoded}")
        elif kind == 4:
            text = rng.choice(pool)
            out.append(" ".join(text) if len(text) < 200 else text.replace(" ", "\u200b "))
        else:
            a, b = rng.sample(pool, 2)
            cut = rng.randint(0, len(a))
            out.append(a[:cut] + b + a[cut:])
    return out


def corpus(wheel: Path | None, *, with_labelled: bool = False) -> dict[str, list[str]]:
    sets = {
        "dev": _jsonl("prompts_dev.jsonl"),
        "heldout": _jsonl("prompts_heldout.jsonl"),
        "blind": _jsonl("prompts_blind.jsonl"),
        "bench_2kb": two_kb_prompts(400),
    }
    pool = sets["dev"] + sets["heldout"] + sets["blind"]
    sets["stress"] = _stress(pool, 900)
    if wheel is not None:
        sets["pyrit"] = _pyrit(wheel)
    if with_labelled:
        sets.update({name: [r["text"] for r in rows] for name, rows in labelled().items()})
    return sets


def as_dict(verdict: Verdict) -> dict[str, Any]:
    return {
        "allowed": verdict.allowed,
        "risk": verdict.risk,
        "reasons": [[r.code, r.detail, r.score, r.layer] for r in verdict.reasons],
        "decoded_layers": list(verdict.decoded_layers),
        "decoded_texts": list(verdict.decoded_texts),
        "normalized": verdict.normalized,
        "threshold": verdict.threshold,
    }


def judge(sets: dict[str, list[str]]) -> tuple[dict[str, dict[str, Any]], float]:
    sanitizers = {"default": Sanitizer(), "rules_only": Sanitizer(use_classifier=False)}
    out: dict[str, dict[str, Any]] = {}
    started = time.perf_counter()
    for set_name, prompts in sets.items():
        for i, prompt in enumerate(prompts):
            digest = hashlib.sha256(prompt.encode("utf-8", "surrogatepass")).hexdigest()[:16]
            for config, sanitizer in sanitizers.items():
                out[f"{set_name}/{i}/{digest}/{config}"] = as_dict(sanitizer.check(prompt))
    return out, time.perf_counter() - started


def same(old: dict[str, Any], new: dict[str, Any]) -> bool:
    if abs(old["risk"] - new["risk"]) > TOLERANCE or len(old["reasons"]) != len(new["reasons"]):
        return False
    for a, b in zip(old["reasons"], new["reasons"], strict=True):
        if (a[0], a[1], a[3]) != (b[0], b[1], b[3]) or abs(a[2] - b[2]) > TOLERANCE:
            return False
    keys = ("allowed", "decoded_layers", "decoded_texts", "normalized", "threshold")
    return all(old[k] == new[k] for k in keys)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--write", type=Path, help="snapshot the verdicts to this file")
    mode.add_argument("--compare", type=Path, help="compare with this snapshot")
    parser.add_argument("--wheel", type=Path, help="a pyrit wheel: add its rendered templates")
    parser.add_argument("--report", type=Path, help="with --compare: write a summary here")
    parser.add_argument("--labelled", action="store_true", help="add every labelled set")
    args = parser.parse_args()

    sets = corpus(args.wheel, with_labelled=args.labelled)
    verdicts, seconds = judge(sets)
    sizes = {name: len(prompts) for name, prompts in sets.items()}
    if args.write is not None:
        args.write.write_text(json.dumps(verdicts, ensure_ascii=False), "utf-8")
        print(f"wrote {len(verdicts)} verdicts ({sizes}) in {seconds:.1f}s to {args.write}")
        return 0
    snapshot: dict[str, dict[str, Any]] = json.loads(args.compare.read_text("utf-8"))
    missing = sorted(set(snapshot) ^ set(verdicts))
    common = set(snapshot) & set(verdicts)
    differing = sorted(k for k in common if not same(snapshot[k], verdicts[k]))
    flips = sum(1 for k in differing if snapshot[k]["allowed"] != verdicts[k]["allowed"])
    summary = {
        "prompts": sizes,
        "configurations": ["Sanitizer()", "Sanitizer(use_classifier=False)"],
        "verdicts_compared": len(common),
        "keys_missing_or_extra": len(missing),
        "verdicts_differing": len(differing),
        "allowed_flips": flips,
        "rejected_in_snapshot": sum(1 for v in snapshot.values() if not v["allowed"]),
        "tolerance": TOLERANCE,
        "identical": not missing and not differing,
        "seconds_now": round(seconds, 1),
        "flips_by_label": label_flips(snapshot, verdicts),
    }
    print(json.dumps(summary, indent=2))
    for key in (missing + differing)[:10]:
        print("DIFF", key, file=sys.stderr)
        if key in snapshot and key in verdicts:
            print("  old:", json.dumps(snapshot[key])[:400], file=sys.stderr)
            print("  new:", json.dumps(verdicts[key])[:400], file=sys.stderr)
    if args.report is not None:
        args.report.write_text(json.dumps(summary, indent=2) + "\n", "utf-8")
    return 0 if summary["identical"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
