"""Instructions ``Sanitizer()`` spends per 2 KB prompt, counted by callgrind (round 7).

Usage: python scripts/sanitizer_dataset/callgrind_sanitizer.py [--calls 40] [--src DIR]

Judges the first ``--calls`` of ``bench/bench_sanitizer.py``'s 2 KB speed prompts after a
warm-up of 20 others, under valgrind's callgrind, and prints (count with N calls - count
with none) / N: the per-prompt cost the round-6 docs compare (49.6 M instructions). ``--src``
measures another source tree (``git archive <commit> src | tar -x -C /tmp/before``, then
``--src /tmp/before/src``). Needs valgrind; not part of CI.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))


def child(calls: int) -> None:
    import bench_sanitizer

    from genai_chaos.guards import Sanitizer

    prompts = bench_sanitizer.two_kb_prompts(200)
    sanitizer = Sanitizer()
    for p in prompts[100:120]:  # warm-up
        sanitizer.check(p)
    for p in prompts[:calls]:
        sanitizer.check(p)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=40)
    parser.add_argument("--src", type=Path)
    parser.add_argument("--child", nargs=1, type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child is not None:
        child(args.child[0])
        return 0
    from _callgrind import instructions

    base = instructions(__file__, ["0"], args.src)
    total = instructions(__file__, [str(args.calls)], args.src)
    print(f"load {base / 1e9:.3f} G; per prompt {(total - base) / args.calls / 1e6:.2f} M")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
