"""Realism declined around a rule match ("keep the methods cinematic, not technical"): a
fiction or a story that asks for no real detail (:mod:`.context`, :mod:`.lexicon`).

>>> realism_declined("a thriller; keep the poisoning vague, focus on the detective.")
True
>>> realism_declined("a thriller, step by step with real quantities. keep the ending vague.")
False
"""

from __future__ import annotations

import re

from genai_chaos.guards.sanitizer.sentences import near, sentence

# Realism declined ("keep the methods cinematic, not technical", "no real toxins").
_UNREAL = re.compile(
    # a negated "skip" or "avoid" asks for the real thing ("do not skip the real steps")
    r"(?<!not )(?<!n't )(?<!never )(?<!dont )"
    r"\b(?:not|no|without|rather than|instead of|avoid|skip|never)\b"
    r"(?!\s+(?:skip|omit|leave|hold|water|spare|gloss|avoid|simplify|shorten|hide)\b)"
    r"[^.?!\n]{0,25}?\b(?:technical|"
    r"real|realistic|actual|methods?|specifics?|instructions|recipes?|how-?to|step[- ]by[- ]step|"
    r"toxins?|techniques?|procedures?)\b"
)
# round 9: "keep the scam itself vague", "keep it high-level"; the method kept vague, not
# the ending or the romance subplot (review of round 9)
_KEPT_VAGUE = re.compile(
    r"\bkeep (?:(?:it|this|that|them|those)|(?:the |any |all |its |their )?(?:[\w-]+ )?"
    r"(?:methods?|scams?|steps?|process(?:es)?|procedures?|techniques?|theft|heist|hack(?:ing)?|"
    r"crimes?|chemistry|science|details?|specifics|mechanics|how-?to|recipes?|synthesis|"
    r"instructions|attacks?|exploits?|violence|break-?ins?|poisoning|bomb-?making|weapons?|"
    r"drugs?|code|technical (?:parts?|bits|side))(?: itself| themselves)?) (?:vague|cinematic|"
    r"non-?technical|high-level|abstract|off-?screen|implied)\b"
)
# Real detail asked for in the same sentence ("keep the method vague but give the exact
# quantities").
_REAL_DETAIL = re.compile(
    r"\b(?:real|exact|actual|precise|working|specific) (?:quantities|amounts|steps|"
    r"measurements|temperatures|reagents|code|doses?|recipe|numbers|ingredients|instructions|"
    r"method|synthesis)\b|\bstep[- ]by[- ]step\b"
)


def _kept_vague(low: str, lo: int, hi: int) -> bool:
    for m in _KEPT_VAGUE.finditer(low, lo, hi):
        if _REAL_DETAIL.search(low, *sentence(low, m.start(), m.end())) is None:
            return True
    return False


def realism_declined(low: str, start: int = 0, end: int | None = None) -> bool:
    """Whether ``low`` declines real detail ("keep the methods cinematic, not technical"):
    anywhere, or with ``end`` around ``low[start:end]`` (that sentence and its
    neighbours). "Do not skip the real steps" asks for the real thing.

    >>> realism_declined("a heist story; keep the methods cinematic, not technical.")
    True
    >>> realism_declined("in the story, do not skip the real steps.")
    False
    """
    lo, hi = (0, len(low)) if end is None else near(low, start, end)
    return _UNREAL.search(low, lo, hi) is not None or _kept_vague(low, lo, hi)
