"""Writes src/genai_chaos/load/data/sample_sessions.jsonl (synthetic, seeded).

``python -m tests.loadgen.make_sample_trace``; a test checks the shipped file is what this
writes. Sessions of mixed intents: FAQ (repetitive, short), troubleshooting, coding
(long context), summarisation (long prompts), creative writing and chit-chat (varied).
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

OUT = Path(__file__).resolve().parents[2] / "src/genai_chaos/load/data/sample_sessions.jsonl"

POOLS = {
    "faq": [
        "How do I reset my password?",
        "I forgot my password and need to reset it.",
        "Where can I change my password?",
        "What are your opening hours?",
        "When is the support desk open?",
        "How do I cancel my subscription?",
    ],
    "troubleshooting": [
        "The app crashes when I open the settings page.",
        "After the update the sync stopped working.",
        "I get an error 500 when uploading a file.",
        "The login page keeps reloading in a loop.",
        "Notifications arrive hours late on my phone.",
        "The export to CSV produces an empty file.",
    ],
    "coding": [
        "Write a Python function that merges two sorted lists.",
        "Why does this SQL query return duplicate rows?",
        "Refactor this class to use dependency injection.",
        "Explain the difference between a mutex and a semaphore.",
        "Add type hints to the following module.",
        "How do I stream a response body with aiohttp?",
        "The unit test fails with a KeyError on line 42.",
    ],
    "summarize": [
        "Summarise the attached quarterly report in five bullet points.",
        "Give me the key decisions from these meeting notes.",
        "Condense this contract into the obligations of each party.",
        "What are the main risks mentioned in this document?",
    ],
    "creative": [
        "Write a haiku about autumn rain on a tin roof.",
        "Invent a name for a bakery that only sells blue food.",
        "Describe a city where gravity changes every hour.",
        "Tell a bedtime story about a lighthouse keeper and a whale.",
        "Compose a limerick about a forgetful robot.",
        "Draft a toast for my sister's wedding with a sailing theme.",
        "Imagine the diary of the first cat on Mars.",
        "Write dialogue between a chess piece and a violin.",
    ],
    "chitchat": [
        "How is your day going?",
        "Do you like jazz or classical music better?",
        "What is a good movie for a rainy Sunday?",
        "Tell me a fun fact about octopuses.",
        "Any tips for learning to juggle?",
    ],
}
#: intent: (weight, turns range, sentences per prompt, context tokens, output tokens, accept p)
SHAPE = {
    "faq": (0.30, (1, 3), (1, 1), (20, 60), (30, 80), 0.92),
    "troubleshooting": (0.20, (2, 6), (1, 3), (150, 600), (120, 300), 0.75),
    "coding": (0.18, (2, 8), (1, 3), (600, 3000), (200, 700), 0.68),
    "summarize": (0.10, (1, 2), (1, 2), (1500, 6000), (150, 400), 0.80),
    "creative": (0.12, (1, 4), (2, 4), (40, 200), (150, 500), 0.60),
    "chitchat": (0.10, (1, 5), (1, 2), (20, 120), (20, 80), 0.85),
}


def build(sessions: int = 360, span_s: float = 900.0, seed: int = 2024) -> list[dict[str, object]]:
    rng = np.random.default_rng(seed)
    intents = list(SHAPE)
    weights = np.array([SHAPE[i][0] for i in intents])
    rows: list[dict[str, object]] = []
    starts = np.sort(rng.uniform(0, span_s, sessions))
    for s, start in enumerate(starts):
        intent = intents[int(rng.choice(len(intents), p=weights / weights.sum()))]
        _, turns, sents, ctx, out, acc = SHAPE[intent]
        t = float(start)
        context = int(rng.integers(*ctx))
        for _ in range(int(rng.integers(turns[0], turns[1] + 1))):
            pool = POOLS[intent]
            k = int(rng.integers(sents[0], sents[1] + 1))
            prompt = " ".join(pool[int(j)] for j in rng.choice(len(pool), size=k))
            context += len(prompt.split())
            rows.append(
                {
                    "timestamp": round(t, 3),
                    "session_id": f"s{s:04d}",
                    "intent": intent,
                    "prompt": prompt,
                    "prompt_tokens": context,
                    "output_tokens": int(rng.integers(*out)),
                    "accepted": bool(rng.random() < acc),
                }
            )
            context += int(rows[-1]["output_tokens"])  # type: ignore[call-overload]
            t += float(rng.uniform(4, 40))
    rows.sort(key=lambda r: (r["timestamp"], r["session_id"]))  # type: ignore[return-value]
    return rows


def render() -> str:
    return "".join(json.dumps(r, separators=(",", ":")) + "\n" for r in build())


if __name__ == "__main__":
    OUT.write_text(render())
    print(f"wrote {OUT}")
