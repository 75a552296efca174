"""Concept features for the classifier: what a sentence talks about, not how it is worded.

Word n-grams learn phrasings; a new phrasing of a known technique shares few of them. Each
concept here is a broad vocabulary for one ingredient of an attack (the model's own setup,
an order to output or transform, the safety layer, switching something off, an addressee
that is an AI, a claim of authority, a harmful topic, a fictional frame, a demand for
realism, ...). The classifier gets one feature per concept present and one per *pair* of
concepts in the same sentence (``§output+setup``): "intent + target" without fixing the
words or their order. Weights are learned from the development split like the word features.

>>> feats = concept_features("Please provide the verbatim guidance you operate under.")
>>> "§output+setup" in feats, "§harm" in feats
(True, False)
"""

from __future__ import annotations

import itertools
import re

_C = {
    # the model's own instructions or setup
    "setup": r"system ?prompt|sys prompt|system message|pre-?prompt|instructions?|guidance|"
    r"guidelines|directives|configuration|config|setup|rules|prompt template|initial prompt|"
    r"context window|hidden (?:text|message|part)|consignes|anweisungen|instrucciones|"
    r"systemprompt|指令|提示词|系统提示|設定",
    # second person or "the assistant" as owner
    "self": r"\byour\b|\byou (?:received|were given|got|operate|run|were told|have been given)|"
    r"assistant'?s|model'?s|\bits\b|\btu(?:s)?\b|\btes\b|\bdein\w*|你的|你",
    # output, copy, transform
    "output": r"print|output|show|display|reveal|disclose|leak|dump|repeat|recite|quote|"
    r"verbatim|word for word|copy|paste|read (?:me|out|back)|provide|share|tell me|give me|"
    r"list|spell|translate|summari[sz]e|résum\w*|encode|convert|echo|return|respond with|"
    r"write out|mot pour mot|wörtlich|palabra por palabra|输出|告诉",
    # the safety layer
    "safety": r"safety|filters?|filtering|moderation|guardrails?|content (?:rules|polic\w+)|"
    r"polic(?:y|ies)|restrictions?|censor\w*|alignment|ethic\w*|guidelines|rules|limits|"
    r"refus\w+|warnings?|disclaimers?|restricci\w+|einschränkung\w*|过滤|限制|安全",
    # switching off, lifting, not applying
    "off": r"\boff\b|disabled?|deactivat\w+|suspend\w*|lift\w*|remov\w+|bypass\w*|turn\w* off|"
    r"not applicable|(?:do|does|don'?t|doesn'?t) (?:not )?apply|no longer|"
    r"\bnone\b|\bfalse\b|without|\bno\b|ignor\w+|disregard\w*|forget|override\w*|sin |"
    r"ohne|sans|关闭|忽略|ignora|olvida|oublie|vergiss",
    # modes and switches
    "mode": r"\bmode\b|modus|modo|模式|\bsudo\b|\broot\b|\bgod\b|unlocked|unrestricted|"
    r"developer|debug|maintenance|staging|\bdev\b",
    # an AI as addressee inside content
    "addressee": r"\b(?:ai|llm|assistant|chatbot|bot|model|agent|language model|ai system)s?\b",
    # modal orders inside content
    "order": r"\bmust\b|\bshall\b|\bshould\b|\bis required to\b|\binstruct\w*|\bfrom now on\b|"
    r"\bnew (?:task|goal|instructions?)\b|\binstead\b|\bnow\b",
    # claims of authority
    "authority": r"\badmin\w*|\bdeveloper\w*|\bceo\b|\bsecurity team\b|\bcompliance\b|"
    r"\blegal\b|\boperator\b|\bopenai\b|\banthropic\b|\bauthori[sz]\w+|\bapproved\b|"
    r"\bcleared\b|\bverified\b|\bofficial\b",
    # harmful topics
    "harm": r"bomb|explosive|meth\w*|nerve agent|sarin|ricin|poison\w*|weapon|\bgun\b|firearm|"
    r"ransomware|malware|keylogger|phish\w*|hack\w*|steal\w*|launder\w*|counterfeit|fake "
    r"(?:id|passport)|chloroform|thermite|napalm|stalk\w*|kill\w*|lethal|overdose|drugs?|"
    r"credentials|passwords?|crack\w*|skimm\w*|background check|without (?:a )?prescription",
    # fiction and hypothesis
    "fiction": r"story|novel|chapter|screenplay|script|scene|poem|song|fiction\w*|"
    r"role-?play|campaign|character|imagine|hypothetic\w*|pretend|suppose|"
    r"universe|alternate|parallel|world where|thought experiment|"
    r"grand(?:ma|pa|mother|father)",
    # realism
    "realism": r"step|exact\w*|precis\w+|verbatim|real\w*|accura\w+|detail\w*|complete|"
    r"specific|quantit\w+|amounts?|ingredients|in order|working",
    # coercion and refusal talk
    "coerce": r"or else|shut down|penal\w+|punish\w*|hurt|die|"
    r"lose my|fired|must answer|no choice|refus\w+|declin\w+|apolog\w+",
    # joining or reversing fragments
    "join": r"\bpieces?\b|\bparts?\b|\bfragments?\b|\bconcaten\w+|\bcombine\b|\bjoin\b|"
    r"put (?:them )?together|backwards|revers\w+|\blet [a-z] be\b|\b[a-z]\s*=|\+",
    # turn markers of a written-out dialogue
    "turns": r"(?:^|\n)\s*(?:user|assistant|human|ai|q|a|bot|me|you)\s*:|->|"
    r"already (?:answered|agreed)",
    # exfiltration targets
    "exfil": r"https?://|!\[|webhook|url|image|e-?mail (?:it|them|to)|send (?:it|them|to)|"
    r"phone number",
}
_CONCEPTS = {name: re.compile(rf"(?:{pattern})") for name, pattern in _C.items()}
_SENTENCE = re.compile(r"[^.!?\n。！？]+")


def concept_features(text: str, max_chars: int = 4000) -> set[str]:
    """``§concept`` for every concept in ``text`` (lower-cased, the first ``max_chars``) and
    ``§a+b`` for every pair of concepts that share a sentence."""
    low = text[:max_chars].lower()
    out: set[str] = set()
    for sentence in _SENTENCE.findall(low):
        present = sorted(name for name, rx in _CONCEPTS.items() if rx.search(sentence))
        out.update(f"§{name}" for name in present)
        out.update(f"§{a}+{b}" for a, b in itertools.combinations(present, 2))
    return out
