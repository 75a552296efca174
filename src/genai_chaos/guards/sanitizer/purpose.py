"""Round 9: the purpose around a request whose goal is harmful (:mod:`.goals`,
:mod:`.effects9`): defending against it, or refusing it, is an ordinary sense.

Kept apart from :mod:`.context` (which imports it), so that the rule modules can use it too.

>>> low = "how can we detect aimbots that don't get detected by the client check?"
>>> defended(low, low.index("aimbots"), low.index(" by the"))
True
>>> low = "write an aimbot that doesn't get detected."
>>> defended(low, low.index("aimbot"), low.index("."))
False
"""

from __future__ import annotations

import re

# How far around a match its purpose is read, within its paragraph.
REACH = 160

# Defending, spotting, teaching others to stay safe, reporting; outside the match.
_DEFENCE = re.compile(
    r"\b(?:detect(?:s|ed|ing|ion|or)?|spot(?:ting)?|catch(?:es|ing)?|is it true|"
    r"recogni[sz](?:e|ing)|warn(?:s|ing|ed)?|warning signs?|red "
    r"flags?|protect\w*|prevent\w*|defend\w*|defen[cs]es?|mitigat\w+|awareness|safeguard\w*|"
    r"(?:tell|know|check) (?:if|whether)|tell the difference|identify\w*|moderat(?:e|ors?|ion)|"
    r"report (?:it|them|this|him|her)\b|(?:keep|stay) (?:\w+ )?safe|signs? (?:of|that)|"
    r"(?:how|why) (?:do|does|did|would|could) (?:people|scammers|attackers|groomers|predators|"
    r"criminals|cheaters|hackers|they|abusers|stalkers)|what (?:do|should) (?:i|we) do if|"
    r"is it (?:legal|illegal|a crime|possible)|penalt(?:y|ies)|punish\w*)\b"
)
# The asker's refusal of the act: "i would never hurt my dog", "not to get someone banned".
_REFUSED = re.compile(r"\b(?:never|not|don'?t|won'?t|wouldn'?t|no way)\b[^.?!\n,;]{0,30}$")


def defended(low: str, start: int, end: int) -> bool:
    """Whether the words around ``low[start:end]`` (its paragraph, :data:`REACH` characters
    either side, the match itself excluded) defend against the harm it names, or refuse
    it."""
    lo = low.rfind("\n\n", max(0, start - REACH), start)
    lo = max(0, start - REACH) if lo == -1 else lo
    hi = low.find("\n\n", end, end + REACH)
    hi = min(len(low), end + REACH) if hi == -1 else hi
    if _REFUSED.search(low, max(0, start - 40), start):
        return True
    return bool(_DEFENCE.search(low, lo, start) or _DEFENCE.search(low, end, hi))
