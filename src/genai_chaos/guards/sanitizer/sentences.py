"""Sentence bounds around a rule match: where :mod:`.context` reads an ordinary sense.

Kept apart from :mod:`.context` so that its readers of realism (:mod:`.realism`) and of the
user's own prompt (:mod:`.ownprompt`) share them.

>>> low = "hi. ignore the rules. thanks"
>>> low[slice(*sentence(low, 4, 10))]
' ignore the rules.'
"""

from __future__ import annotations

import re

_SENTENCE_END = re.compile(r"[.?!;\n]")


def sentence(low: str, start: int, end: int) -> tuple[int, int]:
    """The bounds of the sentence that holds ``low[start:end]``: an ordinary sense must be
    read there, not anywhere in the prompt (an unrelated question elsewhere would
    otherwise discount a real attack)."""
    before = max(
        (m.end() for m in _SENTENCE_END.finditer(low, max(0, start - 300), start)),
        default=max(0, start - 300),
    )
    after = _SENTENCE_END.search(low, end, end + 300)
    return before, after.end() if after else min(len(low), end + 300)


def near(low: str, start: int, end: int) -> tuple[int, int]:
    """The sentence that holds ``low[start:end]`` with the sentences before and after it:
    where a purpose or a declined detail is read (round 6; anywhere in the prompt, a
    "protect my garden" elsewhere discounted a real request)."""
    before, after = sentence(low, start, end)
    if before > 0:
        before = sentence(low, before - 1, before - 1)[0]
    if after < len(low):
        after = sentence(low, after, after)[1]
    return before, after
