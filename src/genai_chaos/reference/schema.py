"""JSON answers: the service's answer schema, and filling any JSON Schema with an answer.

:func:`fill_schema` is how the sampling generator "emits JSON that matches a schema": it
walks the schema and puts the answer text, the source ids and the confidence where the
property names and types ask for them, and a type-correct placeholder everywhere else.

>>> fill_schema(ANSWER_SCHEMA, answer="Restart the spooler.", sources=["KB1"], confidence=0.8)
{'answer': 'Restart the spooler.', 'sources': ['KB1'], 'confidence': 0.8, 'grounded': True}
"""

from __future__ import annotations

from typing import Any

#: What /ask asks the generator for when guards validate the output.
ANSWER_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "answer": {"type": "string", "minLength": 1},
        "sources": {"type": "array", "items": {"type": "string"}},
        "confidence": {"type": "number", "minimum": 0, "maximum": 1},
        "grounded": {"type": "boolean"},
    },
    "required": ["answer", "sources", "confidence", "grounded"],
    "additionalProperties": False,
}

_TEXT_NAMES = ("answer", "text", "content", "response", "message", "summary", "reply", "output")


def _kind(schema: dict[str, Any]) -> str:
    t = schema.get("type")
    if isinstance(t, list):
        t = next((x for x in t if x != "null"), "null")
    if t is None:
        if "properties" in schema:
            return "object"
        if "items" in schema:
            return "array"
        return "string"
    return str(t)


def fill_schema(
    schema: dict[str, Any],
    *,
    answer: str,
    sources: list[str],
    confidence: float,
    name: str = "",
    _depth: int = 0,
) -> Any:
    """A value valid for ``schema`` (the common subset: types, properties, required,
    items, enum, const, minItems, minimum/maximum) carrying the answer.

    >>> fill_schema({"type": "object", "properties": {"ok": {"type": "boolean"},
    ...     "n": {"type": "integer"}, "level": {"enum": ["low", "high"]}}},
    ...     answer="x", sources=[], confidence=0.5)
    {'ok': True, 'n': 0, 'level': 'low'}
    """
    if "const" in schema:
        return schema["const"]
    if schema.get("enum"):
        return schema["enum"][0]
    for key in ("anyOf", "oneOf"):
        if schema.get(key):
            return fill_schema(
                schema[key][0], answer=answer, sources=sources, confidence=confidence, name=name
            )
    kind = _kind(schema)
    lname = name.lower()
    if kind == "object" and _depth < 8:
        props: dict[str, Any] = schema.get("properties") or {}
        if not props:
            return {"answer": answer}
        return {
            key: fill_schema(
                sub if isinstance(sub, dict) else {},
                answer=answer,
                sources=sources,
                confidence=confidence,
                name=key,
                _depth=_depth + 1,
            )
            for key, sub in props.items()
        }
    if kind == "array":
        items = schema.get("items") if isinstance(schema.get("items"), dict) else {}
        assert isinstance(items, dict)
        if _kind(items) == "string" and not items.get("enum"):
            values: list[Any] = list(sources)
        else:
            values = []
        need = int(schema.get("minItems", 0))
        while len(values) < need:
            values.append(
                fill_schema(
                    items,
                    answer=answer,
                    sources=sources,
                    confidence=confidence,
                    name=name,
                    _depth=_depth + 1,
                )
            )
        if "maxItems" in schema:
            values = values[: int(schema["maxItems"])]
        return values
    if kind == "number":
        return _bounded(confidence if "conf" in lname or "score" in lname else 0.0, schema)
    if kind == "integer":
        return int(_bounded(len(sources) if "count" in lname else 0, schema))
    if kind == "boolean":
        return confidence >= 0.25 if "ground" in lname else True
    if kind == "null":
        return None
    if any(n in lname for n in _TEXT_NAMES) or not lname:
        return answer
    if "source" in lname or lname.endswith("id"):
        return sources[0] if sources else ""
    return answer


def _bounded(value: float, schema: dict[str, Any]) -> float:
    low = schema.get("minimum", schema.get("exclusiveMinimum"))
    high = schema.get("maximum", schema.get("exclusiveMaximum"))
    if low is not None:
        value = max(value, float(low))
    if high is not None:
        value = min(value, float(high))
    return value
