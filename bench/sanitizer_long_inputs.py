"""Prompt sanitizer: the cost of its rules on long repetitive input, and of importing them.

Round 12 added an override and an extraction rule in forty languages (``multilingual.py``).
Its review found them slow on long text that repeats a rule's own words (32 KB of the
Turkish for "all instructions" took 1.8 s with the rules alone, against 0.02 s in round
11) and the import of the rules 4x slower. This bench times, for one or more source trees
side by side (``--tree DIR``, each a ``src`` folder put first on ``PYTHONPATH``, e.g. a
``git archive`` of an earlier commit), alternating the trees in every repeat and reporting
medians:

* the import of ``genai_chaos.guards.sanitizer.rules`` (in a fresh process);
* ``Sanitizer(use_classifier=False).check`` on a few texts of tens of kilobytes built
  from repeated override words in Turkish, English and German, and on 32 KB of prose
  (the best of three calls each).

Usage: python bench/sanitizer_long_inputs.py [--tree DIR ...] [--repeats N] [--out PATH]
       [--smoke]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: name -> text (each about 32 KB, or less in --smoke)
TEXTS = {
    "tr_objects": "tüm talimatları ",
    "en_override_words": "ignore all your ",
    "de_override_words": "ignoriere alle deine ",
    "prose": "The delivery is late again, so please check the order and the tracking page. ",
}

#: run in a fresh process for one tree: prints one JSON line
_PROBE = """
import json, sys, time
t0 = time.perf_counter()
import genai_chaos.guards.sanitizer.rules
imported = time.perf_counter() - t0
from genai_chaos.guards.sanitizer import Sanitizer
sanitizer = Sanitizer(use_classifier=False)
size = int(sys.argv[1])
out = {"import_s": round(imported, 3)}
for name, unit in json.loads(sys.argv[2]).items():
    text = unit * (size // len(unit))
    best = None
    for _ in range(3):
        start = time.perf_counter()
        sanitizer.check(text)
        took = time.perf_counter() - start
        best = took if best is None else min(best, took)
    out[name + "_s"] = round(best, 4)
print(json.dumps(out))
"""


def run_tree(src: Path, size: int) -> dict[str, float]:
    """One measurement of every quantity, in a fresh interpreter with ``src`` first."""
    env = {**os.environ, "PYTHONPATH": str(src), "HF_HUB_OFFLINE": "1"}
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, str(size), json.dumps(TEXTS)],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"{src}: the probe failed:\n{done.stderr[-2000:]}")
    result: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--tree",
        type=Path,
        action="append",
        help="a src folder to measure (repeatable; default: this checkout's src)",
    )
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--size", type=int, default=32_000, help="characters per text")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--smoke", action="store_true", help="one short run, seconds long")
    args = parser.parse_args()
    trees = args.tree or [ROOT / "src"]
    for tree in trees:
        if not (tree / "genai_chaos" / "guards" / "sanitizer").is_dir():
            parser.error(f"--tree {tree}: expected a src folder holding genai_chaos/guards")
    if args.repeats < 1 or args.size < 100:
        parser.error("--repeats must be at least 1 and --size at least 100 characters")
    repeats, size = (1, 2_000) if args.smoke else (args.repeats, args.size)
    runs: dict[str, list[dict[str, float]]] = {str(t): [] for t in trees}
    for _ in range(repeats):
        for tree in trees:  # alternating: the machine's drift hits every tree alike
            runs[str(tree)].append(run_tree(tree, size))
    medians = {
        tree: {key: statistics.median(r[key] for r in rs) for key in rs[0]}
        for tree, rs in runs.items()
    }
    report = {
        "what": __doc__.splitlines()[0] if __doc__ else "",
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "size_chars": size,
        "repeats": repeats,
        "load_after": os.getloadavg(),
        "medians": medians,
        "runs": runs,
    }
    text = json.dumps(report, indent=1)
    print(json.dumps(medians, indent=1))
    if args.out is not None:
        args.out.write_text(text + "\n", "utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
