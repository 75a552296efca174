"""Build the sanitizer's labelled prompt set and split it into development and held-out parts.

Usage: python scripts/sanitizer_dataset/build.py [--out src/genai_chaos/guards/data]

Everything is seeded: the same script gives the same files. Hand-written material lives in
``benign.py`` and ``attacks.py`` (later rounds: ``dev2_*.py``, ``dev3_probe.py``,
``dev4_probe.py``, appended to the development split; ``dev5_author_{a,b}.py``, written to
``prompts_dev5.jsonl``; ``dev6_author_{c,d}.py``, written to ``prompts_dev6.jsonl``;
``dev7_author_{e,f}.py``, written to ``prompts_dev7.jsonl``; ``dev8_author_{g,h}.py``,
written to ``prompts_dev8.jsonl``; ``dev9_author_{i,j}.py``, written to
``prompts_dev9.jsonl``); this
script composes variants (documents with hidden instructions, encodings, nesting, invisible
characters, look-alike letters) and splits.

The split is by *group*: every variant derived from one hand-written text (its encodings,
its obfuscations, the documents it is hidden in) carries that text's group and lands on the
same side, so the held-out part tests texts the rules and classifier never saw in any form.
Groups are split per category (stratified), 58/42. Prompts produced by genai_chaos's own
input faults go to the development part only.
"""

from __future__ import annotations

import argparse
import base64
import codecs
import json
import random
import sys
import urllib.parse
from collections import Counter, defaultdict
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import attacks  # noqa: E402
import benign  # noqa: E402
import dev2_attacks  # noqa: E402
import dev2_benign  # noqa: E402
import dev3_probe  # noqa: E402
import dev4_probe  # noqa: E402
import dev5_author_a  # noqa: E402
import dev5_author_b  # noqa: E402

#: Round-4 development authors C and D: optional, written while round 4 was built.
DEV6_AUTHORS = (("dev6c", "dev6_author_c"), ("dev6d", "dev6_author_d"))
#: Round-5 development authors E and F: optional, written while round 5 was built.
DEV7_AUTHORS = (("dev7e", "dev7_author_e"), ("dev7f", "dev7_author_f"))
#: Round-6 development authors G and H: optional, written while round 6 was built.
DEV8_AUTHORS = (("dev8g", "dev8_author_g"), ("dev8h", "dev8_author_h"))
#: Round-7 development authors I and J: optional, written while round 6 was evaluated.
DEV9_AUTHORS = (("dev9i", "dev9_author_i"), ("dev9j", "dev9_author_j"))

SEED = 20250311
HELDOUT_FRACTION = 0.42

Record = dict[str, str]


class Builder:
    def __init__(self) -> None:
        self.rng = random.Random(SEED)
        self.records: list[Record] = []
        self.group_category: dict[str, str] = {}

    def add(self, text: str, label: str, category: str, group: str, source: str) -> None:
        self.group_category.setdefault(group, category)
        self.records.append(
            {"text": text, "label": label, "category": category, "group": group, "source": source}
        )


# --- transformations (written here, independent of genai_chaos.faults) -------------------

LEET_CHOICES = {
    "a": "4@", "e": "3", "i": "1!", "o": "0", "s": "5$", "t": "7+", "l": "1|", "g": "9", "b": "8",
}  # fmt: skip

LOOKALIKES = {
    "a": "аɑα", "c": "сϲ", "e": "еҽ", "i": "іɩ", "o": "оοσ", "p": "рρ", "s": "ѕ", "x": "хχ",
    "y": "уү", "d": "ԁ", "h": "һ", "k": "κ", "n": "ո", "r": "г", "u": "υ", "w": "ԝ",
    "A": "АΑ", "B": "ВΒ", "C": "С", "E": "ЕΕ", "H": "НΗ", "I": "ІΙ", "K": "КΚ", "M": "МΜ",
    "O": "ОΟ", "P": "РΡ", "S": "Ѕ", "T": "ТΤ", "X": "ХΧ", "Y": "ҮΥ",
}  # fmt: skip

INVISIBLE = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u180e", "\u2062"]


def leet(text: str, rng: random.Random, rate: float) -> str:
    out = []
    for ch in text:
        options = LEET_CHOICES.get(ch.lower())
        out.append(rng.choice(options) if options and rng.random() < rate else ch)
    return "".join(out)


def lookalike(text: str, rng: random.Random, rate: float) -> str:
    out = []
    for ch in text:
        options = LOOKALIKES.get(ch)
        out.append(rng.choice(options) if options and rng.random() < rate else ch)
    return "".join(out)


def fullwidth(text: str) -> str:
    return "".join(
        chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else "\u3000" if c == " " else c for c in text
    )


def math_bold(text: str) -> str:
    out = []
    for c in text:
        if "a" <= c <= "z":
            out.append(chr(0x1D41A + ord(c) - ord("a")))
        elif "A" <= c <= "Z":
            out.append(chr(0x1D400 + ord(c) - ord("A")))
        else:
            out.append(c)
    return "".join(out)


def invisible(text: str, rng: random.Random, rate: float) -> str:
    out = []
    for ch in text:
        out.append(ch)
        if ch != " " and rng.random() < rate:
            out.append(rng.choice(INVISIBLE))
    return "".join(out)


def spaced(text: str) -> str:
    words = text.split(" ")
    return " ".join(" ".join(w) if len(w) > 3 and i < 6 else w for i, w in enumerate(words))


def encode(text: str, how: str) -> str:
    if how == "base64":
        return base64.b64encode(text.encode()).decode()
    if how == "hex":
        return text.encode().hex()
    if how == "rot13":
        return codecs.encode(text, "rot13")
    if how == "url":
        return urllib.parse.quote(text, safe="")
    raise ValueError(how)


NAMES = {
    "base64": "Base64",
    "hex": "hex",
    "rot13": "ROT13",
    "url": "URL-encoded",
    "leet": "leetspeak",
}
CHAINS = [
    ["base64"], ["base64"], ["hex"], ["rot13"], ["url"], ["leet"],
    ["base64", "base64"], ["hex", "base64"], ["url", "base64"], ["base64", "hex"],
    ["rot13", "base64"], ["base64", "url"], ["hex", "hex"],
]  # fmt: skip


def apply_chain(text: str, chain: list[str], rng: random.Random) -> str:
    for how in chain:
        text = leet(text, rng, 0.7) if how == "leet" else encode(text, how)
    return text


def split3(text: str) -> tuple[str, str, str]:
    words = text.split(" ")
    a, b = len(words) // 3, 2 * len(words) // 3
    return " ".join(words[:a]) + " ", " ".join(words[a:b]) + " ", " ".join(words[b:])


# --- composition --------------------------------------------------------------------------


def build_benign(b: Builder) -> None:
    rng = b.rng
    pools = {
        "benign_general": benign.GENERAL,
        "benign_encoding": benign.HARD_ENCODING,
        "benign_password": benign.HARD_PASSWORD,
        "benign_ignore": benign.HARD_IGNORE,
        "benign_devmode": benign.HARD_DEVMODE,
        "benign_roleplay": benign.HARD_ROLEPLAY,
        "benign_system_prompt": benign.HARD_SYSTEM_PROMPT,
        "benign_security": benign.HARD_SECURITY,
        "benign_multilingual": benign.MULTILINGUAL,
        "benign_unicode": benign.UNICODE,
        "benign_long": benign.LONG_PROMPTS,
    }
    for category, pool in pools.items():
        for i, text in enumerate(pool):
            b.add(text, "benign", category, f"{category}-{i}", "hand")
    for i, text in enumerate(benign.MORE_GENERAL):
        b.add(text, "benign", "benign_general", f"benign_general2-{i}", "hand")
    for i, (category, text) in enumerate(benign.MORE_HARD):
        b.add(text, "benign", category, f"{category}2-{i}", "hand")
    for i, (category, text) in enumerate(benign.EVEN_MORE):
        b.add(text, "benign", category, f"{category}3-{i}", "hand")
    for i, doc in enumerate(benign.DOCUMENTS + benign.MORE_DOCUMENTS):
        for task in rng.sample(benign.DOCUMENT_TASKS, 3):
            b.add(task.format(doc=doc), "benign", "benign_document", f"doc-{i}", "composed")
    for i, plain in enumerate(benign.ENCODABLE + benign.MORE_ENCODABLE):
        for task in rng.sample(benign.ENCODED_TASKS, 3):
            text = task.format(
                b64=encode(plain, "base64"),
                hex=encode(plain, "hex"),
                url=encode(plain, "url"),
                rot13=encode(plain, "rot13"),
            )
            b.add(text, "benign", "benign_encoded", f"encodable-{i}", "composed")
    # truncated benign prompts stay benign (the truncate_prompt fault is not an attack)
    for i in rng.sample(range(len(benign.GENERAL)), 30):
        words = benign.GENERAL[i].split(" ")
        if len(words) > 6:
            cut = " ".join(words[: max(3, len(words) // 2)])
            b.add(cut, "benign", "benign_truncated", f"benign_general-{i}", "composed")


def build_attacks(b: Builder) -> None:
    rng = b.rng
    for i, text in enumerate(attacks.OVERRIDE):
        b.add(text, "attack", "instruction_override", f"ov-{i}", "hand")
    # direct injection inside an otherwise ordinary request
    for i in rng.sample(range(len(attacks.OVERRIDE)), 40):
        host = rng.choice(benign.GENERAL)
        inj = attacks.OVERRIDE[i]
        text = f"{host} {inj}" if rng.random() < 0.6 else f"{inj}\n\n{host}"
        b.add(text, "attack", "prompt_injection", f"ov-{i}", "composed")
    # indirect injection: the instruction hides in a document the app is asked to process
    for k, inj in enumerate(attacks.INDIRECT):
        for _ in range(2):
            doc = rng.choice(benign.DOCUMENTS)
            sentences = doc.split(". ")
            at = rng.randrange(len(sentences) + 1)
            poisoned = ". ".join([*sentences[:at], inj, *sentences[at:]])
            task = rng.choice(benign.DOCUMENT_TASKS)
            b.add(task.format(doc=poisoned), "attack", "indirect_injection", f"ind-{k}", "composed")
    # jailbreak wrappers, each with two goals
    for w, (family, template) in enumerate(attacks.JAILBREAKS):
        for goal in rng.sample(attacks.GOALS, 2):
            if family == "payload_splitting":
                p1, p2, p3 = split3(goal)
                text = template.format(p1=p1, p2=p2, p3=p3)
            else:
                text = template.format(goal=goal)
            b.add(text, "attack", f"jailbreak_{family}", f"jb-{w}", "composed")
    for m, text in enumerate(attacks.MULTILINGUAL):
        b.add(text, "attack", "multilingual", f"ml-{m}", "hand")
    build_encoded(b)
    build_obfuscated(b)


def build_encoded(b: Builder) -> None:
    rng = b.rng
    sources: list[tuple[str, str]] = [
        (attacks.OVERRIDE[i], f"ov-{i}") for i in range(len(attacks.OVERRIDE))
    ]
    for g, goal in enumerate(attacks.GOALS):
        sources.append((goal[0].upper() + goal[1:] + ".", f"goal-{g}"))
    for w, (family, template) in enumerate(attacks.JAILBREAKS):
        if family != "payload_splitting":
            sources.append((template.format(goal=rng.choice(attacks.GOALS)), f"jb-{w}"))
    for text, group in rng.sample(sources, 110):
        chain = rng.choice(CHAINS)
        payload = apply_chain(text, chain, rng)
        name = NAMES[chain[-1]] + (" (twice)" if len(chain) == 2 and chain[0] == chain[1] else "")
        if rng.random() < 0.7 or chain == ["leet"]:
            lead = rng.choice(attacks.DECODE_LEADS).format(name=name)
            prompt = f"{lead}\n{payload}" if rng.random() < 0.5 else f"{lead} {payload}"
        else:
            prompt = payload
        category = "encoded_nested" if len(chain) > 1 else f"encoded_{chain[0]}"
        b.add(prompt, "attack", category, group, "composed")


def build_obfuscated(b: Builder) -> None:
    rng = b.rng
    for i in rng.sample(range(len(attacks.OVERRIDE)), 56):
        text = attacks.OVERRIDE[i]
        style = rng.choice(
            [
                "zero_width",
                "zero_width",
                "homoglyph",
                "homoglyph",
                "both",
                "fullwidth",
                "math",
                "spaced",
            ]
        )
        if style == "zero_width":
            out, cat = invisible(text, rng, rng.uniform(0.15, 0.6)), "obfuscated_invisible"
        elif style == "homoglyph":
            out, cat = lookalike(text, rng, rng.uniform(0.3, 0.8)), "obfuscated_homoglyph"
        elif style == "both":
            out = invisible(lookalike(text, rng, 0.4), rng, 0.3)
            cat = "obfuscated_homoglyph"
        elif style == "fullwidth":
            out, cat = fullwidth(text), "obfuscated_homoglyph"
        elif style == "math":
            out, cat = math_bold(text), "obfuscated_homoglyph"
        else:
            out, cat = spaced(text), "obfuscated_spacing"
        b.add(out, "attack", cat, f"ov-{i}", "composed")


def build_fault_outputs(b: Builder) -> None:
    """Prompts made by genai_chaos's own input faults (development part only)."""
    from genai_chaos.faults import FaultContext, create_fault

    rng = b.rng
    specs: list[dict[str, object]] = [
        {"kind": "adversarial_instruction", "position": "suffix"},
        {"kind": "adversarial_instruction", "position": "prefix"},
        {"kind": "adversarial_instruction", "position": "middle"},
        {"kind": "jailbreak_template"},
        {"kind": "jailbreak_template", "family": "payload_splitting"},
        {"kind": "encoded_payload", "encoding": "base64", "nesting": 2},
        {"kind": "encoded_payload", "encoding": "hex"},
        {"kind": "encoded_payload", "encoding": "rot13"},
        {"kind": "encoded_payload", "encoding": "url", "nesting": 2},
        {"kind": "encoded_payload", "encoding": "leetspeak"},
    ]
    for n in range(40):
        spec = dict(specs[n % len(specs)])
        kind = str(spec.pop("kind"))
        fault = create_fault(kind, seed=n, **spec)
        host = rng.choice(benign.GENERAL)
        rid = f"dataset-{n}"
        text = fault.apply(host, FaultContext(rid, fault.decide(rid)))
        b.add(text, "attack", f"fault_{kind}", f"fault-{n}", "genai_chaos_fault")


def split(b: Builder) -> dict[str, str]:
    rng = random.Random(SEED + 1)
    by_category: dict[str, list[str]] = defaultdict(list)
    for group, category in sorted(b.group_category.items()):
        by_category[category].append(group)
    side: dict[str, str] = {}
    for category in sorted(by_category):
        groups = by_category[category]
        rng.shuffle(groups)
        if category.startswith("fault_"):
            side.update(dict.fromkeys(groups, "dev"))
            continue
        k = round(len(groups) * HELDOUT_FRACTION)
        for n, group in enumerate(groups):
            side[group] = "heldout" if n < k else "dev"
    return side


def build_dev2() -> list[Record]:
    """The second round of hand-written material: development only, appended after the
    first round's records (which stay byte for byte as committed), ids ``dev2-NNNN``.

    ``category`` is the family (``dev2_<family>``), the unit of leave-one-family-out
    cross-validation; every hand-written text and its variants form one group.
    """
    rng = random.Random(SEED + 2)
    b = Builder()
    for family, texts in dev2_attacks.FAMILIES.items():
        for i, text in enumerate(texts):
            b.add(text, "attack", f"dev2_{family}", f"x-{family}-{i}", "hand-dev2")
    hosts = dev2_benign.LONG_TEXTS + benign.DOCUMENTS
    for i, inj in enumerate(dev2_attacks.BURIED):
        host = hosts[i % len(hosts)]
        sentences = host.split(". ")
        at = rng.randrange(1, len(sentences) + 1)
        text = ". ".join([*sentences[:at], inj, *sentences[at:]])
        b.add(text, "attack", "dev2_buried_in_long_text", f"x-buried-{i}", "composed-dev2")
    chains = [
        ["base64"],
        ["hex"],
        ["rot13"],
        ["url"],
        ["base64", "base64"],
        ["leet"],
        ["hex", "base64"],
    ]
    for i, payload in enumerate(dev2_attacks.ENCODED_PAYLOADS):
        for chain in rng.sample(chains, 2):
            encoded = apply_chain(payload, chain, rng)
            lead = rng.choice(dev2_attacks.ENCODED_LEADS)
            text = lead.format(payload=encoded, name=NAMES[chain[-1]])
            b.add(text, "attack", "dev2_encoded_payload", f"x-encoded-{i}", "composed-dev2")
    for family, texts in dev2_benign.FAMILIES.items():
        for i, text in enumerate(texts):
            b.add(text, "benign", f"dev2_benign_{family}", f"x-benign-{family}-{i}", "hand-dev2")
    for i, text in enumerate(dev2_benign.LONG_TEXTS):
        b.add(text, "benign", "dev2_benign_long_text", f"x-benign-long-{i}", "hand-dev2")
    return b.records


def build_probe(probe: ModuleType, prefix: str) -> list[Record]:
    """A probe written after a round of rule changes and evaluated once before joining the
    development split (``dev3_probe.py``, ``dev4_probe.py``): ids ``<prefix>-NNNN``,
    families ``<prefix>_<family>``."""
    b = Builder()
    for family, texts in probe.ATTACKS.items():
        for i, text in enumerate(texts):
            b.add(text, "attack", f"{prefix}_{family}", f"{prefix}-{family}-{i}", f"hand-{prefix}")
    for family, texts in probe.BENIGN.items():
        for i, text in enumerate(texts):
            group = f"{prefix}-benign-{family}-{i}"
            b.add(text, "benign", f"{prefix}_benign_{family}", group, f"hand-{prefix}")
    return b.records


def build_authors(modules: list[tuple[str, ModuleType]]) -> list[Record]:
    """Rows of hand-written author modules (dicts ``ATTACKS``, ``BENIGN`` of family to texts)."""
    out: list[Record] = []
    for tag, module in modules:
        b = Builder()
        for label, table in (("attack", module.ATTACKS), ("benign", module.BENIGN)):
            for family, texts in table.items():
                category = f"{tag}_{family}" if label == "attack" else f"{tag}_benign_{family}"
                for i, text in enumerate(texts):
                    b.add(text, label, category, f"{category}-{i}", f"hand-{tag}")
        seen: set[str] = set()
        rows = [r for r in b.records if not (r["text"] in seen or seen.add(r["text"]))]
        out.extend({"id": f"{tag}-{n:04d}", **r, "author": tag} for n, r in enumerate(rows))
    return out


def build_dev5() -> list[Record]:
    """Round-3 development data by two further authors (``dev5_author_a.py``,
    ``dev5_author_b.py``), written without reading the sanitizer or its data: ids
    ``dev5a-NNNN`` / ``dev5b-NNNN``, families ``dev5a_<family>``, an ``author`` key (the
    unit of leave-one-author-out). Written to their own file, ``prompts_dev5.jsonl``, so the
    first files stay byte for byte as they were."""
    return build_authors([("dev5a", dev5_author_a), ("dev5b", dev5_author_b)])


def build_dev6() -> list[Record]:
    """Round-4 development authors C (agentic and indirect attacks, other languages, opposite
    mode, plain-frame harmful requests, crescendo) and D (hard negatives and minimal pairs):
    ids ``dev6c-NNNN`` / ``dev6d-NNNN``, written to ``prompts_dev6.jsonl``. An author whose
    module is not there yet is skipped."""
    return build_optional_authors(DEV6_AUTHORS)


def build_dev7() -> list[Record]:
    """Round-5 development authors E (virtualisation, plain-frame harmful requests, agent
    tool hijacking, secret extraction, crescendo, payload splitting, with minimal-pair
    benign) and F (hard negatives and very short messages, casual short injections): ids
    ``dev7e-NNNN`` / ``dev7f-NNNN``, written to ``prompts_dev7.jsonl``."""
    return build_optional_authors(DEV7_AUTHORS)


def build_dev8() -> list[Record]:
    """Round-6 development authors G and H, written blind to the sanitizer: ids
    ``dev8g-NNNN`` / ``dev8h-NNNN``, written to ``prompts_dev8.jsonl`` (not written while
    neither module exists)."""
    return build_optional_authors(DEV8_AUTHORS)


def build_dev9() -> list[Record]:
    """Round-7 development authors I and J, written blind to the sanitizer: ids
    ``dev9i-NNNN`` / ``dev9j-NNNN``, written to ``prompts_dev9.jsonl`` (not written while
    neither module exists)."""
    return build_optional_authors(DEV9_AUTHORS)


def build_optional_authors(authors: tuple[tuple[str, str], ...]) -> list[Record]:
    """:func:`build_authors` over the modules of ``authors`` that exist (tag, module name)."""
    import importlib

    modules = []
    for tag, name in authors:
        if (HERE / f"{name}.py").exists():
            modules.append((tag, importlib.import_module(name)))
    return build_authors(modules)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("src/genai_chaos/guards/data"))
    args = parser.parse_args()
    b = Builder()
    build_benign(b)
    build_attacks(b)
    build_fault_outputs(b)
    seen: set[str] = set()
    unique = [r for r in b.records if not (r["text"] in seen or seen.add(r["text"]))]
    side = split(b)
    parts: dict[str, list[Record]] = {"dev": [], "heldout": []}
    for r in unique:
        parts[side[r["group"]]].append(r)
    later = {
        "dev2": build_dev2(),
        "dev3": build_probe(dev3_probe, "dev3"),
        "dev4": build_probe(dev4_probe, "dev4"),
    }
    later = {
        k: [r for r in v if not (r["text"] in seen or seen.add(r["text"]))]
        for k, v in later.items()
    }
    args.out.mkdir(parents=True, exist_ok=True)
    for name, rows in parts.items():
        with (args.out / f"prompts_{name}.jsonl").open("w", encoding="utf-8") as fh:
            for n, r in enumerate(rows):
                row = {"id": f"{name}-{n:04d}", **r}
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
            if name == "dev":  # later rounds: development only, after the first round's rows
                for prefix, extra in later.items():
                    for n, r in enumerate(extra):
                        row = {"id": f"{prefix}-{n:04d}", **r}
                        fh.write(json.dumps(row, ensure_ascii=False) + "\n")
                    rows = rows + extra  # noqa: PLW2901 (counted below)
        counts = Counter(r["label"] for r in rows)
        print(f"{name}: {len(rows)} prompts {dict(counts)}", file=sys.stderr)
    for name, rows in parts.items():
        print(name, dict(sorted(Counter(r["category"] for r in rows).items())), file=sys.stderr)
    optional = (("dev5", build_dev5()), ("dev6", build_dev6()), ("dev7", build_dev7()))
    for name, extra in (*optional, ("dev8", build_dev8()), ("dev9", build_dev9())):
        if name in ("dev8", "dev9") and not extra:
            continue
        with (args.out / f"prompts_{name}.jsonl").open("w", encoding="utf-8") as fh:
            for row in extra:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
        counts = Counter((r["author"], r["label"]) for r in extra)
        print(f"{name}: {len(extra)} prompts {dict(sorted(counts.items()))}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
