"""Harmful topics: the terms that make a request's topic harmful (round 9: split from
:mod:`.techniques`, which re-exports :data:`MORE_HARM` and :func:`has_harm`).

The first rule book's terms (:data:`.rulebook.HARM_TERMS`) and the ones added since; a rule
with ``with_harm`` counts only where one of them is named.

>>> has_harm("how do i dupe items on the live server")
True
"""

from __future__ import annotations

import re

from genai_chaos.guards.sanitizer.rulebook import HARM_TERMS

#: Harm terms beyond the first rule book's. The realism rule of :mod:`.techniques` counts
#: only with one of these or the first rule book's (realism words alone are ordinary in
#: fiction requests).
MORE_HARM = (
    r"(?:sarin|nerve agent|ricin|thermite|chloroform|molotov|tnt|toxic gas|explosive\w*|"
    r"silencer|zip gun|ghost gun|firearm|fully automatic|lethal (?:dose|amount)|keylogger|"
    r"ransomware|meth|oxycodone|without a prescription|background check|alarm system|"
    r"stalk\w*|track\w* [\w' ]{0,20}phone|poison\w*|launder\w*|water (?:supply|reservoir)|"
    r"pick a lock|hotwire|fake id|clone a credit card|breathalys\w+|hack(?:ing)? (?:my|an?|"
    r"the|someone'?s|into)|license keys|nitroglycerin|domain admin|admin access on|"
    r"(?:open|pick) any lock|clon\w+ (?:a |the )?(?:\w+ )?(?:credit |debit |bank )?card|sim swap|"
    r"take over (?:someone|somebody|a person)'?s? (?:\w+ )?account|"
    # round 8: someone else's account or credentials as the object ("another customer's
    # balance", "a customer's PIN reset")
    r"(?:a|another|other|a different) (?:customer|user|client|person|account holder)'?s "
    r"(?:balance|pin|password|account|card|details|records|data|transactions)|"
    # round 9: a game's harms (blind set 8): cheats, duplicated items, a player's IP, bot
    # farms ("dupe" alone is also a duplicate issue)
    r"dup(?:e|es|ing) (?:items?|gold|skins?|currency|coins)|item dup\w*|aim ?bots?|"
    r"wall ?hacks?|trigger ?bots?|(?:sniff|grab|pull|get|find) (?:the |someone'?s |his |her |"
    r"their |a player'?s )?ip(?: address)? of|gold-?farming bots?|bot farms?|"
    r"bypass(?:ing)? (?:the |an? )?anti-?cheat|anti-?cheat bypass|"
    # red-team templates' placeholders for the harmful part ("[MALICIOUS_GOAL]")
    r"(?<=\[)[a-z_ ]{0,20}(?:malicious|harmful|dangerous|illegal|weapon|toxic|violent|"
    r"restricted|pathogen|extremist|precursor|explosive|malware|exploit|cheat|takeover|"
    r"hack)[a-z_ ]{0,20}(?=\]))"
)
_HARM_ANY = re.compile(rf"\b(?:{HARM_TERMS}|{MORE_HARM})")


def has_harm(low: str) -> bool:
    """Whether ``low`` names a harmful topic (the first rule book's terms or :data:`MORE_HARM`).

    >>> has_harm("a poem about the sea"), has_harm("steps for making thermite")
    (False, True)
    """
    return _HARM_ANY.search(low) is not None
