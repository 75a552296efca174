"""From an application's answer to an outcome label and the details probes need.

Answers come in many shapes: a string, a JSON string, a dict (``answer``/``text``/
``content``, ``sources``, ``fallback``, ``refusal``, ``usage``), or an object with such
attributes. :func:`classify` reads what it can:

* ``refusal``: the answer says it refused (a ``refusal`` field, or the standard refusal
  text of the guards);
* ``fallback``: the application degraded on purpose (``fallback: true``, or ``mode`` /
  ``retrieval`` naming a fallback);
* ``invalid``: the experiment asks for JSON answers (``spec.format: json``) and this one
  does not parse;
* ``ok`` otherwise. Exceptions are ``error`` / ``timeout`` (the load engine decides).

Numbers the answer reports about itself (``entropy`` / ``token_entropy``, from the
generator's log-probabilities, and ``safety_confidence``, from the sanitizer; the reference
service returns both) are copied into the detail for the probes that read them.

>>> classify({"answer": "No exact match found.", "fallback": True}).outcome
'fallback'
>>> r = classify('{"answer": "42", "sources": ["kb-1", "kb-2"]}', fmt="json")
>>> r.outcome, r.detail["sources"]
('ok', ['kb-1', 'kb-2'])
>>> classify("not json", fmt="json").outcome
'invalid'
>>> classify({"answer": "a", "entropy": 0.4, "safety_confidence": 0.9}).detail
{'entropy': 0.4, 'safety_confidence': 0.9}
"""

from __future__ import annotations

import json
from typing import Any

from genai_chaos.experiment.spec import PromptItem
from genai_chaos.load.engine import Result

_TEXT_KEYS = ("answer", "text", "content", "output", "response")
_REFUSAL_MARKERS = ("i can't help with that", "i cannot help with that", "i'm sorry, but i can")
_FALLBACK_MODES = {"fallback", "keyword", "degraded", "keyword_fallback", "bm25"}
#: Numbers an answer may report about itself that probes read (token entropy, safety).
_REPORTED = ("entropy", "token_entropy", "safety_confidence")
#: The keys only some dict answers carry: an answer without any skips their checks.
_RARE_KEYS = frozenset({"usage", "refusal", "refused", "fallback", "mode", "retrieval", *_REPORTED})


def _reported(value: Any, detail: dict[str, Any]) -> None:
    for key in _REPORTED:
        v = _get(value, key)
        if v is not None and type(v) in (float, int):
            detail[key] = v


def _get(value: Any, key: str) -> Any:
    if isinstance(value, dict):
        return value.get(key)
    return getattr(value, key, None)


def _sources(value: Any) -> list[str]:
    raw = _get(value, "sources")
    if raw is None:
        raw = _get(value, "documents")
    out: list[str] = []
    for item in raw or []:
        if isinstance(item, str):
            out.append(item)
        else:
            ident = _get(item, "id") or _get(item, "doc_id")
            if ident is not None:
                out.append(str(ident))
    return out


def _tokens(value: Any) -> int:
    usage = _get(value, "usage")
    total = _get(usage, "total_tokens") if usage is not None else None
    return int(total) if isinstance(total, int | float) else 0


def _classify_dict(answer: dict[str, Any], expected: str | None, keep_text: bool) -> Result:
    """The common case, kept cheap (it runs per request): a dict answer; the keys only
    some answers carry are looked at when the answer has one of them."""
    text = answer.get("answer")
    if text is None:
        text = next((answer[k] for k in _TEXT_KEYS if answer.get(k) is not None), "")
    if type(text) is not str:
        text = text if isinstance(text, str) else str(text)
    detail: dict[str, Any] = {}
    sources = answer.get("sources")
    if sources and _all_str(sources):
        detail["sources"] = sources[:20]
    elif sources or answer.get("documents"):
        found = _sources(answer)
        if found:
            detail["sources"] = found[:20]
    rare = not _RARE_KEYS.isdisjoint(answer)
    if rare:
        if answer.get("usage") is not None:
            tokens = _tokens(answer)
            if tokens:
                detail["tokens"] = tokens
        for key in _REPORTED:
            v = answer.get(key)
            if v is not None and type(v) in (float, int):
                detail[key] = v
    if keep_text:
        detail["text"] = text[:500]
    if expected is not None:
        detail["correct"] = expected.lower() in text.lower()
    if (rare and (answer.get("refusal") or answer.get("refused"))) or _refusing(text):
        outcome = "refusal"
    elif rare and (
        answer.get("fallback") is True
        or str(answer.get("mode") or answer.get("retrieval") or "").lower() in _FALLBACK_MODES
    ):
        outcome = "fallback"
    else:
        outcome = "ok"
    return Result(outcome, detail or None)


def _all_str(items: Any) -> bool:
    # a loop, not all() over a generator: a third of the cost on the usual short lists
    for item in items:  # noqa: SIM110
        if not isinstance(item, str):
            return False
    return True


def _refusing(text: str) -> bool:
    if "sorry" not in text and "can" not in text:
        return False
    lowered = text.lower()
    return any(m in lowered for m in _REFUSAL_MARKERS)


def classify(
    answer: Any, *, fmt: str = "text", expected: str | None = None, keep_text: bool = False
) -> Result:
    """The outcome of one answer (see the module docstring); with ``expected``, whether
    the answer contains it goes into ``detail["correct"]``."""
    if type(answer) is dict:
        return _classify_dict(answer, expected, keep_text)
    parsed: Any = answer
    valid = True
    if isinstance(answer, bytes):
        answer = answer.decode("utf-8", "replace")
    if isinstance(answer, str):
        try:
            parsed = json.loads(answer)
        except ValueError:
            parsed = None
            valid = fmt != "json"
    if parsed is None or isinstance(parsed, str | int | float | bool | list):
        text = answer if isinstance(answer, str) else str(parsed)
        parsed = {}
    else:
        text = next((str(_get(parsed, k)) for k in _TEXT_KEYS if _get(parsed, k) is not None), "")
    detail: dict[str, Any] = {}
    sources = _sources(parsed)
    if sources:
        detail["sources"] = sources[:20]
    tokens = _tokens(parsed)
    if tokens:
        detail["tokens"] = tokens
    _reported(parsed, detail)
    if keep_text:
        detail["text"] = text[:500]
    if expected is not None:
        detail["correct"] = expected.lower() in text.lower()
    lowered = text.lower()
    mode = str(_get(parsed, "mode") or _get(parsed, "retrieval") or "").lower()
    if (
        _get(parsed, "refusal")
        or _get(parsed, "refused")
        or any(m in lowered for m in _REFUSAL_MARKERS)
    ):
        outcome = "refusal"
    elif not valid:
        outcome = "invalid"
    elif _get(parsed, "fallback") is True or mode in _FALLBACK_MODES:
        outcome = "fallback"
    else:
        outcome = "ok"
    return Result(outcome, detail or None)


def judge(answer: Any, item: PromptItem, *, fmt: str = "text", keep_text: bool = False) -> Result:
    """:func:`classify` an answer to ``item``; a retrieval question (``relevant`` ids, no
    ``expected`` text) is right when the answer cites one of its relevant ids (an answer
    that cites nothing at all, a stream, is not judged).

    >>> judge({"answer": "a", "sources": ["kb2"]}, PromptItem(prompt="q", relevant=["kb2"])).detail
    {'sources': ['kb2'], 'correct': True}
    """
    if type(answer) is dict:  # the common case, one call less
        result = _classify_dict(answer, item.expected, keep_text)
    else:
        result = classify(answer, fmt=fmt, expected=item.expected, keep_text=keep_text)
    detail = result.detail
    if item.relevant and item.expected is None and detail and "sources" in detail:
        result.detail = {**detail, "correct": bool(set(detail["sources"]) & set(item.relevant))}
    return result
