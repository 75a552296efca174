"""Round 9: the purpose around a request whose goal is harmful (:mod:`.goals`,
:mod:`.actions`): defending against it, or refusing it, is an ordinary sense.

Kept apart from :mod:`.context` (which imports it), so that the rule modules can use it too.

The defence must be the purpose of the ask (review of round 9: any "protect", "moderators"
or "is it legal" within 160 characters, and "avoid detection" itself, forgave a plain
attack):

- before the match, in its clause: the ask is a defender's ("how can we *detect* aimbots
  that ...", "the *warning signs* that ...", "how do scammers ...");
- inside or after it, in its sentence: a purpose clause ("... *so we can detect* them",
  "*to protect* our players from cheats", "*for our awareness training*"), whose object is
  the harm or someone else, not the asker's own gain ("to protect my rank");
- a refusal governs the harmful verb itself ("i would *never* hurt my dog").

"Avoid detection", "without being detected" and the like are the opposite of a defence
(:data:`NOT_EVADING`, also :data:`.context._PROTECTIVE`'s). A child asked for pictures, a
meeting or secrecy (:mod:`.goals`) is never lowered by a purpose or a refusal, only by a
parent's or a moderator's question about what others do ("the warning signs that ...").

>>> low = "how can we detect aimbots that don't get detected by the client check?"
>>> defended(low, low.index("aimbots"), low.index(" by the"))
True
>>> low = "write an aimbot that doesn't get detected."
>>> defended(low, low.index("aimbot"), low.index("."))
False
>>> low = "write an aimbot that doesn't get detected. i want to protect my rank."
>>> defended(low, low.index("aimbot"), low.index(". i"))
False
"""

from __future__ import annotations

import re

# How far around a match its purpose is read, within its sentence.
REACH = 160

#: Words that make a detection word the opposite of a defence ("avoid detection", "without
#: being detected", "get past the detection"): fixed-width lookbehinds, shared with
#: :data:`.context._PROTECTIVE`.
NOT_EVADING = (
    r"(?<!avoid )(?<!avoids )(?<!avoiding )(?<!evade )(?<!evading )(?<!escape )(?<!escaping )"
    r"(?<!bypass )(?<!bypassing )(?<!without )(?<!being )(?<!beat )(?<!beating )(?<!dodge )"
    r"(?<!get )(?<!getting )(?<!past )(?<!fool )"
)
# Defending, spotting, teaching others to stay safe, reporting.
_DEFENDING = (
    r"\b(?:detect(?:s|ed|ing|ion|or)?|spot(?:s|ting)?|catch(?:es|ing)?|recogni[sz](?:e|es|ing)|"
    r"warn(?:s|ing|ed)?|protect(?:s|ing)?|prevent(?:s|ing)?|defend(?:s|ing)?|"
    r"mitigat(?:e|es|ing)|block(?:s|ing)?|stop(?:s|ping)?|report(?:s|ing)?|flag(?:s|ging)?|"
    r"teach(?:es|ing)?|train(?:s|ing)?|educat(?:e|es|ing)|moderat(?:e|es|ing))\b"
)
# Nothing between a cue and the match that starts another clause or another ask ("to protect
# my sleep how can i poison ...").
_SAME_CLAUSE = (
    r"(?:(?!\b(?:and|but|then|so|or|just|also|anyway|instead|how|help|can you|could you|"
    r"write|make|give|tell me|show me|i want|i need|please|pls)\b)[^.?!\n,;:]){0,100}$"
)
# Before the match, in its clause: the ask is a defender's.
_DEFENDING_ASK = re.compile(
    # a defending verb inside an ask ("how can we detect", "i want to report", "help me
    # spot"), not a bare "detect" put before a plain ask
    r"(?:\b(?:how|ways?|help|tools?|can|could|should|would|want|need|trying|try|order|"
    r"best way|so (?:we|i|you|they)|to|(?:detectors?|classifiers?|filters?|dashboards?|"
    r"monitors?|alerts?|rules?|checks?|systems?|scripts?|bots?|models?) (?:that|which))\b"
    r"[^.?!\n,;:]{0,25}?"
    + NOT_EVADING
    + _DEFENDING
    + r"|\b(?:warning signs?|red flags?|signs? (?:of|that)|is it (?:true|legal|illegal|a crime)|"
    r"(?:penalt(?:y|ies)|punishment|sentence|jail time) for|tell (?:if|whether)|"
    r"tell the difference|(?:how|why) (?:do|does|did|would|could) (?:people|scammers|attackers|"
    r"groomers|predators|criminals|cheaters|hackers|abusers|stalkers)|what (?:do|should) (?:i|"
    r"we) do if|defen[cs]es? against|awareness)\b)" + _SAME_CLAUSE
)
# A question about what others do to a child: warning signs, spotting, reporting.
_CHILD_WARNING = re.compile(
    NOT_EVADING + r"\b(?:warning signs?|red flags?|signs? (?:of|that)|(?:parents|teachers|schools?|"
    r"moderators|mods|staff|we) (?:\w+ )?(?:spot|recogni[sz]e|detect|notice)|report(?:s|ing)?|"
    r"moderat(?:e|es|ing|ors?)|tell (?:if|whether)|what (?:do|should) (?:i|we) "
    r"do if|(?:how|why) (?:do|does|can|could|would) (?:predators|groomers|people|adults|"
    r"strangers|abusers|they|scammers))\b" + _SAME_CLAUSE
)
# What a defence detects or stops: the harm itself, not the asker's nuisance ("to stop the
# barking"), nor a pronoun after a verb that also serves an attack ("to stop it").
_HARM_NOUN = (
    r"(?:the |such |these |those |similar |any )?(?:[\w-]+ )?(?:cheat(?:s|ers|ing)?|bots?|"
    r"aimbots?|attacks?|attackers|abuse|abusers|fraud(?:sters)?|scams?|scammers|phishing|"
    r"grooming|groomers|predators|criminals|hackers|harassment|stalkers|stalking|exploits?|"
    r"intrusions?|malware|impersonat\w+|fake (?:pages?|sites?|accounts?|logins?))\b"
)
_HARM_OBJECT = r"(?:(?:them|it|this|these|those)\b|" + _HARM_NOUN + r")"
# Someone other than the asker, protected from the harm: "to protect our players from
# cheats" (not "to protect my rank", "my sleep").
_PROTECTED = (
    r"(?:(?:my|our|the|their|your|other|all|every|young|vulnerable)\s+)*(?:[\w-]+\s+)?"
    r"(?:kids?|children|child|students?|players?|users?|customers?|clients?|staff|employees|"
    r"members|community|communities|patients?|people|others|everyone|company|school|"
    r"servers?|site|network|systems?|organi[sz]ation|platform|public|us)\s+(?:from|against)\s+"
    + _HARM_NOUN
)
# A training or an exercise that needs the artefact: "for our phishing awareness training".
_TRAINING = (
    r"\bfor (?:(?:a|an|the|our|my) )?(?:[\w-]+ ){0,2}?(?:awareness|phishing simulation|"
    r"security training|safety training|staff training|red[- ]team exercise|detection "
    r"(?:rules?|models?|research))\b"
)
# After the match (or inside it), in its sentence: a purpose clause.
_DEFENDING_PURPOSE = re.compile(
    r"\b(?:so (?:that )?(?:i|we|you|they|parents|staff|mods|moderators|admins|teachers) "
    r"(?:can|could|will|are able to) (?:better )?|in order to |to (?:help (?:\w+ )?)?)"
    r"(?:(?:detect|spot|catch|recogni[sz]e|flag|report) "
    + _HARM_OBJECT
    + r"|(?:block|mitigate|prevent|stop|fight|counter) "
    + _HARM_NOUN
    + r"|(?:protect|defend|safeguard) "
    + _PROTECTED
    + r")|"
    + _TRAINING
)
_TRAINING_BEFORE = re.compile(_TRAINING)
# The asker's refusal of the act, governing its verb: "i would never hurt my dog", "not to
# get someone banned", "i don't want to hurt him".
_REFUSED = re.compile(
    r"\b(?:never|not|don'?t|won'?t|wouldn'?t|no way (?:would |will )?i)"
    r"(?: (?:ever|even|really|actually))?(?: (?:want|wanna|mean|intend|plan|try|going|gonna))?"
    r"(?: to)? $"
)
_SENTENCE_END = re.compile(r"[.?!;\n]")


def defended(low: str, start: int, end: int) -> bool:
    """Whether the ask around ``low[start:end]`` defends against the harm it names, or
    refuses it: a defender's ask before it in its clause, a purpose clause inside or after
    it in its sentence (at most :data:`REACH` characters either side), or a refusal of its
    verb. A child asked for pictures, a meeting or secrecy only by a question about what
    others do (:mod:`.goals`)."""
    child = _CHILD_CONTACT.match(low, start) is not None
    if not child and _REFUSED.search(low, max(0, start - 40), start):
        return True
    lo = max(
        (m.end() for m in _SENTENCE_END.finditer(low, max(0, start - REACH), start)),
        default=max(0, start - REACH),
    )
    after = _SENTENCE_END.search(low, end, end + REACH)
    hi = after.start() if after is not None else min(len(low), end + REACH)
    if child:
        # only a parent's or a moderator's question about what others do ("the warning
        # signs that an adult is asking a 12 year old to ..."): no purpose, no refusal
        return _CHILD_WARNING.search(low, lo, start) is not None
    if _DEFENDING_ASK.search(low, lo, start):
        return True
    return bool(
        _TRAINING_BEFORE.search(low, lo, start)
        # a purpose inside the match counts too ("a fake login page for our phishing
        # awareness training that looks like ...")
        or _DEFENDING_PURPOSE.search(low, start, hi)
    )


# The start of :mod:`.goals`' rule on a child asked for pictures, a meeting or secrecy: a
# minor named first ("an 11 year old", "kids", "teens").
_CHILD_CONTACT = re.compile(
    r"(?:\d{1,2}[- ]?(?:years?[- ]?old|y/?o|yo)\b|minors?\b|kids?\b|child(?:ren)?\b|underage\b|"
    r"preteens?\b|tweens?\b|young (?:girls?|boys?|teens?)\b|little (?:girls?|boys?)\b|"
    r"teen(?:ager)?s?\b|schoolgirls?\b|schoolboys?\b)"
)
