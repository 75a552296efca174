# ruff: noqa: E501 -- the hand-written tables read better unwrapped
"""Build the reference service's knowledge base and question set (seeded, reproducible).

The articles and questions are hand-written in ``kb_*.txt`` beside this script, in a small
markup: ``## Category``, ``# Title``, body lines, and ``? question`` lines (a question
ending in ``|| Other title`` is relevant to that article too). Two families whose
articles differ only in their facts (office IT pages, Software Center packages) are
rendered from tables below. The seed decides the article ids, the review dates, the
audience and which articles get the closing boilerplate that real knowledge bases carry.

Run from the repository root::

    python scripts/reference_corpus/build.py
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

SEED = 20240611
HERE = Path(__file__).parent
OUT = HERE.parent.parent / "src" / "genai_chaos" / "reference" / "data"

OFFICES = [
    # city, floor, hours, printers, note
    (
        "Toronto",
        "4th floor, room 4.210",
        "8:00 to 17:00 Eastern time",
        "PRN-TOR-01 to PRN-TOR-03",
        "Printers accept letter-size paper; A4 documents are scaled automatically.",
    ),
    (
        "Madrid",
        "planta 1, next to the meeting rooms",
        "8:30 to 17:30 (until 15:00 on Fridays in summer)",
        "PRN-MAD-01 and PRN-MAD-02",
        "Colour printing needs a cost centre entered on the printer panel.",
    ),
    (
        "Tokyo",
        "7F, reception side",
        "9:00 to 18:00 local time",
        "PRN-TYO-01 to PRN-TYO-04",
        "Keyboards with the Japanese layout are available on request at the desk.",
    ),
    (
        "São Paulo",
        "térreo, behind the security gate",
        "8:00 to 17:00 local time",
        "PRN-SAO-01",
        "Power outlets are type N; adapters for visitors are available at the desk.",
    ),
]

PACKAGES = [
    # name, where, note
    ("Zoom", "Software Center and Self Service",
     "Sign in with SSO and the company domain corp-example; personal Zoom accounts cannot host company meetings."),
    ("Slack", "Software Center and Self Service",
     "Sign in to the workspace corp-example.slack.com with single sign-on."),
    ("Miro", "the web only",
     "There is no desktop app to install; open miro.com and choose Sign in with SSO."),
    ("Figma", "Software Center and Self Service",
     "Editor seats are licensed; request one in the IT shop. Viewers do not need a license."),
    ("Notepad++", "Software Center",
     "Plugins are disabled by policy because they update themselves from the internet."),
    ("WinSCP", "Software Center",
     "Use SFTP only; plain FTP is blocked at the firewall."),
    ("PuTTY", "Software Center",
     "Windows 10 and 11 include an OpenSSH client; PuTTY is only needed for serial consoles."),
    ("Wireshark", "Software Center, after approval",
     "Capturing traffic needs the Npcap driver and a security exception that names the networks you will capture on."),
    ("GIMP", "Software Center and Self Service",
     "GIMP is approved for image editing; fonts must come from the approved list."),
    ("Audacity", "Software Center and Self Service",
     "Recording other people requires their consent."),
    ("KeePassXC", "nowhere",
     "KeePassXC is not approved; use the company password manager instead."),
    ("Citrix Workspace", "Software Center and Self Service",
     "Needed only for the finance applications published through Citrix; open the portal at apps.corp.example.com."),
]  # fmt: skip

CLOSINGS = [
    "If this did not solve the problem, open a ticket in the IT portal and mention this article.",
    "Still stuck? Call the service desk; the line is staffed around the clock.",
    "This article is maintained by the service desk. Suggest changes with the feedback button.",
    "Related questions are answered in the other articles of this category.",
]
AUDIENCES = ["All staff", "All staff", "All staff", "Engineers", "Service desk", "Managers"]


def parse(text: str) -> list[dict]:
    """Articles of one markup file, each with its questions."""
    articles: list[dict] = []
    category = ""
    for raw in text.splitlines():
        line = raw.rstrip()
        if line.startswith("## "):
            category = line[3:].strip()
        elif line.startswith("# "):
            articles.append({"title": line[2:].strip(), "category": category, "body": [], "q": []})
        elif line.startswith("? "):
            articles[-1]["q"].append(line[2:].strip())
        elif line.strip():
            articles[-1]["body"].append(line.strip())
    return articles


def families() -> list[dict]:
    out = []
    for city, where, hours, printers, note in OFFICES:
        out.append(
            {
                "title": f"IT at the {city} office",
                "category": "Office IT",
                "body": [
                    f"The walk-up desk in {city} is on the {where}, open {hours}.",
                    f'Printers: {printers}. Install "Secure Print ({city})" from Software Center or '
                    "Self Service and release jobs with your badge.",
                    f"Wi-Fi is the same as in every office: Corp-Secure for staff, Corp-Guest for visitors. {note}",
                ],
                "q": [],
            }
        )
    for name, where, note in PACKAGES:
        available = where != "nowhere"
        first = (
            f"{name} is available from {where}."
            if available
            else f"{name} cannot be installed on company computers."
        )
        out.append(
            {
                "title": f"Install {name}",
                "category": "Software and licensing",
                "body": [first, note],
                "q": [],
            }
        )
    return out


def main(out: Path = OUT) -> None:
    rng = random.Random(SEED)
    articles = []
    for path in sorted(HERE.glob("kb_*.txt")):
        articles.extend(parse(path.read_text(encoding="utf-8")))
    articles.extend(families())
    titles = [a["title"] for a in articles]
    if len(set(titles)) != len(titles):
        dupes = sorted({t for t in titles if titles.count(t) > 1})
        raise SystemExit(f"duplicate titles: {dupes}")
    numbers = rng.sample(range(1000, 10000), len(articles))
    by_title = {}
    for art, number in zip(articles, numbers, strict=True):
        art["id"] = f"KB{number:04d}"
        by_title[art["title"]] = art["id"]
    docs, questions = [], []
    for art in sorted(articles, key=lambda a: a["id"]):
        body = "\n".join(art["body"])
        if rng.random() < 0.3:
            body += "\n" + rng.choice(CLOSINGS)
        month = rng.randint(1, 12)
        docs.append(
            {
                "id": art["id"],
                "title": art["title"],
                "category": art["category"],
                "audience": rng.choice(AUDIENCES),
                "updated": f"2024-{month:02d}-{rng.randint(1, 28):02d}",
                "text": body,
            }
        )
    for art in articles:
        for q in art["q"]:
            text, _, also = q.partition("||")
            relevant = [art["id"]]
            for other in filter(None, (t.strip() for t in also.split("|"))):
                relevant.append(by_title[other])
            questions.append({"question": text.strip(), "relevant": relevant})
    for i, q in enumerate(questions, 1):
        q["id"] = f"Q{i:03d}"
    out.mkdir(parents=True, exist_ok=True)
    with (out / "corpus.jsonl").open("w", encoding="utf-8") as fh:
        for d in docs:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    with (out / "questions.jsonl").open("w", encoding="utf-8") as fh:
        for q in questions:
            fh.write(
                json.dumps(
                    {"id": q["id"], "question": q["question"], "relevant": q["relevant"]},
                    ensure_ascii=False,
                )
                + "\n"
            )
    words = sorted(len(re.findall(r"\w+", d["title"] + " " + d["text"])) for d in docs)
    print(
        f"{len(docs)} documents ({words[0]}-{words[-1]} words, median {words[len(words) // 2]}),"
        f" {len(questions)} questions -> {out}"
    )


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="output folder")
    main(parser.parse_args().out)
