"""Output validator: parse, repair, validate, and retry with the error as feedback.

A model asked for JSON answers with fences, prose around it, single quotes, a missing
brace, a cut-off tail or a number written as a string. :class:`OutputValidator` checks an
answer against a JSON Schema or a pydantic model; when it fails, it repairs the text with
the ``json-repair`` library and coerces scalar strings to the types the schema wants, and
accepts the repair only if the result validates. A "repair" that yields an empty string,
a value of the wrong top-level type or anything the schema rejects is refused. Then
:meth:`OutputValidator.run` asks the generator again, telling it what was wrong, up to
``max_retries`` times.

>>> schema = {
...     "type": "object",
...     "properties": {"answer": {"type": "string"}, "confidence": {"type": "number"}},
...     "required": ["answer", "confidence"],
... }
>>> v = OutputValidator(schema)
>>> out = v.validate("Sure! ```json\\n{'answer': 'Restart the spooler', 'confidence': '0.8'}\\n```")
>>> out.valid, out.value, out.repairs
(True, {'answer': 'Restart the spooler', 'confidence': 0.8}, ['code_fence', 'surrounding_text', \
'single_quotes', 'coerced $.confidence from string to number'])
>>> v.validate("The answer is to restart the spooler.").error
'no JSON found in the answer'
"""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Callable, Collection
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ValidationError

from genai_chaos.exceptions import missing_extra
from genai_chaos.faults.base import Completion

Schema = dict[str, Any] | type[BaseModel]
Generate = Callable[[str | None], "str | Completion"]
AsyncGenerate = Callable[[str | None], Awaitable["str | Completion"]]

_JSON_TYPES: dict[str, tuple[type, ...]] = {
    "object": (dict,),
    "array": (list,),
    "string": (str,),
    "number": (int, float),
    "integer": (int,),
    "boolean": (bool,),
    "null": (type(None),),
}


@dataclass
class Attempt:
    """One answer from the generator and what became of it.

    ``feedback`` is what the generator was told before producing it (``None`` first).
    """

    number: int
    text: str
    valid: bool
    repaired: bool = False
    repairs: list[str] = field(default_factory=list)
    error: str | None = None
    feedback: str | None = None


@dataclass
class ValidationOutcome:
    """The validated value (``None`` when invalid) and the record of how it was obtained.

    ``repaired`` and ``repairs`` describe the accepted answer; ``attempts`` holds every
    answer tried, in order (one for :meth:`OutputValidator.validate`).
    """

    value: Any
    valid: bool
    repaired: bool = False
    repairs: list[str] = field(default_factory=list)
    attempts: list[Attempt] = field(default_factory=list)
    error: str | None = None

    @property
    def retries(self) -> int:
        """How many times the generator was asked again."""
        return max(0, len(self.attempts) - 1)


def _type_ok(value: Any, types: Any) -> bool:
    names = [types] if isinstance(types, str) else list(types)
    for name in names:
        allowed = _JSON_TYPES.get(name, (object,))
        if isinstance(value, bool) and bool not in allowed:
            continue
        if isinstance(value, allowed):
            return True
    return False


def diagnose(text: str) -> list[str]:
    """Name what is wrong with a JSON-ish ``text`` (descriptive: for the repair record).

    >>> diagnose("Here: {'a': True, 'b': [1, 2,]")
    ['surrounding_text', 'single_quotes', 'python_literals', 'trailing_comma', 'unclosed']
    >>> diagnose('{"answer": "Restart the')
    ['unclosed', 'cut_string']
    """
    found: list[str] = []
    body = text.strip()
    if "```" in body:
        found.append("code_fence")
        body = re.sub(r"```[A-Za-z0-9_-]*", "", body).strip()
    starts = [i for i in (body.find("{"), body.find("[")) if i >= 0]
    if starts and min(starts) > 0:
        found.append("surrounding_text")
    marks = _scan_marks(body[min(starts) :] if starts else body)
    if "surrounding_text" in marks and "surrounding_text" not in found:
        found.append("surrounding_text")
    order = (
        "single_quotes",
        "python_literals",
        "missing_comma",
        "trailing_comma",
        "unclosed",
        "cut_string",
    )
    return found + [m for m in order if m in marks]


def _scan_marks(body: str) -> set[str]:
    """What a character scan of ``body`` (starting at its first bracket) finds."""
    marks: set[str] = set()
    quote: str | None = None
    escaped = False
    depth = 0
    last = word = ""
    for i, ch in enumerate(body):
        if quote is not None:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == quote:
                quote, last = None, "value"
            continue
        if ch.isalnum() or ch in "_.-+":
            word += ch
            continue
        if word:
            if word in ("True", "False", "None"):
                marks.add("python_literals")
            last, word = "value", ""
        if ch in "\"'":
            marks.update({"single_quotes"} if ch == "'" else set())
            if last == "value":
                marks.add("missing_comma")
            quote = ch
        elif ch in "{[":
            depth += 1
            last = "open"
        elif ch in "}]":
            if last == "comma":
                marks.add("trailing_comma")
            depth -= 1
            last = "value"
            if depth == 0:
                if body[i + 1 :].strip():
                    marks.add("surrounding_text")
                return marks
        elif ch == ",":
            last = "comma"
        elif ch == ":":
            last = "colon"
    if quote is not None:
        marks.add("cut_string")
    if depth > 0 or quote is not None:
        marks.add("unclosed")
    return marks


def _coerce(value: Any, schema: Any, path: str, notes: list[str]) -> Any:
    """``value`` with strings turned into the numbers or booleans ``schema`` asks for."""
    if not isinstance(schema, dict):
        return value
    wanted = schema.get("type")
    names = [wanted] if isinstance(wanted, str) else list(wanted or [])
    if isinstance(value, str) and not _type_ok(value, names or ["string"]):
        raw = value.strip()
        for name in names:
            new: Any = None
            if name in ("number", "integer"):
                try:
                    num = float(raw)
                except ValueError:
                    continue
                if name == "integer" and not num.is_integer():
                    continue
                whole = name == "integer" or (num.is_integer() and "." not in raw)
                new = int(num) if whole else num
            elif name == "boolean" and raw.lower() in ("true", "false"):
                new = raw.lower() == "true"
            if new is not None:
                notes.append(f"coerced {path} from string to {name}")
                return new
        return value
    if isinstance(value, dict) and isinstance(schema.get("properties"), dict):
        props = schema["properties"]
        return {k: _coerce(v, props.get(k), f"{path}.{k}", notes) for k, v in value.items()}
    if isinstance(value, list) and isinstance(schema.get("items"), dict):
        return [_coerce(v, schema["items"], f"{path}[{i}]", notes) for i, v in enumerate(value)]
    return value


def _where(path: Any) -> str:
    out = "$"
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else f".{part}"
    return out


class OutputValidator:
    """Validates model answers against ``schema`` (a JSON Schema dict or a pydantic model).

    ``repair``: try ``json-repair`` and type coercion on answers that fail.
    ``max_retries``: how many more answers :meth:`run` asks for after a failed one.
    ``refuse_repairs``: repairs (names as in :func:`diagnose`) that make an answer
    unacceptable. By default ``cut_string``: an answer cut off inside a string would keep
    a truncated value as if whole. Add ``"unclosed"`` to refuse every truncated answer
    (a cut can also drop optional fields or array items without a trace).
    ``feedback``: builds the message for the generator from the error (default: the error
    and the schema).
    """

    def __init__(
        self,
        schema: Schema,
        *,
        max_retries: int = 2,
        repair: bool = True,
        refuse_repairs: Collection[str] = ("cut_string",),
        feedback: Callable[[str], str] | None = None,
    ) -> None:
        if max_retries < 0:
            raise ValueError("max_retries must be 0 or more")
        self.schema = schema
        self.max_retries = max_retries
        self.repair = repair
        self.refuse_repairs = frozenset(refuse_repairs)
        self._feedback = feedback
        self._model: type[BaseModel] | None = None
        self._validator: Any = None
        if isinstance(schema, type) and issubclass(schema, BaseModel):
            self._model = schema
            self.json_schema: dict[str, Any] = schema.model_json_schema()
        elif isinstance(schema, dict):
            try:
                import jsonschema
            except ImportError as exc:
                raise missing_extra("guards", "jsonschema") from exc
            cls = jsonschema.validators.validator_for(schema)
            cls.check_schema(schema)  # a broken schema fails here, not on every answer
            self._validator = cls(schema)
            self.json_schema = schema
        else:
            raise TypeError(
                f"schema must be a JSON Schema dict or a pydantic model, not {schema!r}"
            )

    # -- one answer ---------------------------------------------------------------------

    def validate(self, text: str | Completion) -> ValidationOutcome:
        """Check (and if need be repair) one answer."""
        attempt, value = self._check(text.text if isinstance(text, Completion) else text, 1)
        return self._outcome(value, [attempt])

    def _check(self, text: str, number: int, feedback: str | None = None) -> tuple[Attempt, Any]:
        attempt = Attempt(number, text, False, feedback=feedback)
        stripped = text.strip()
        if not stripped:
            attempt.error = "the answer is empty"
            return attempt, None
        try:
            value = json.loads(stripped)
        except (ValueError, RecursionError) as exc:
            if not self.repair:
                attempt.error = f"not JSON: {exc}"
                return attempt, None
            value = self._repair_syntax(stripped, attempt)
            if attempt.error is not None:
                return attempt, None
        expected = self.json_schema.get("type")
        if expected is not None and not _type_ok(value, expected):
            names = expected if isinstance(expected, str) else " or ".join(expected)
            attempt.error = f"expected a JSON {names} at the top level, got {type(value).__name__}"
            return attempt, None
        result, error, coerced = self._against_schema(value)
        if error is not None:
            attempt.error = error
            return attempt, None
        attempt.repairs += coerced
        attempt.repaired = bool(attempt.repairs)
        attempt.valid = True
        return attempt, result

    def _repair_syntax(self, text: str, attempt: Attempt) -> Any:
        try:
            import json_repair
        except ImportError as exc:
            raise missing_extra("guards", "json_repair") from exc
        try:
            value = json_repair.repair_json(text, return_objects=True)
        except Exception as exc:  # the repair library failing is one more failed repair
            attempt.error = f"not JSON, and the repair failed: {type(exc).__name__}: {exc}"
            return None
        if value == "" or value is None:
            attempt.error = "no JSON found in the answer"
            return None
        attempt.repairs = diagnose(text) or ["syntax"]
        refused = [r for r in attempt.repairs if r in self.refuse_repairs]
        if refused:
            attempt.error = f"the answer needs a repair that is refused: {', '.join(refused)}"
            if "cut_string" in refused:
                attempt.error += " (it was cut off inside a string)"
            return None
        return value

    def _against_schema(self, value: Any) -> tuple[Any, str | None, list[str]]:
        """``(validated value, error, coercions)``."""
        if self._model is not None:
            if not self.repair:  # the model's own rules, lax coercion included
                try:
                    return self._model.model_validate(value), None, []
                except ValidationError as exc:
                    return None, _pydantic_error(exc), []
            try:
                return self._model.model_validate_json(json.dumps(value), strict=True), None, []
            except ValidationError as exc:
                strict_error = exc
            try:  # lax mode turns "0.8" into 0.8: a repair, and recorded as one
                lax = self._model.model_validate(value)
            except ValidationError:
                return None, _pydantic_error(strict_error), []
            return lax, None, ["coerced types (pydantic lax mode)"]
        error = self._schema_error(value)
        if error is None:
            return value, None, []
        if self.repair:
            notes: list[str] = []
            coerced = _coerce(value, self.json_schema, "$", notes)
            if notes and self._schema_error(coerced) is None:
                return coerced, None, notes
        return None, error, []

    def _schema_error(self, value: Any) -> str | None:
        import jsonschema

        errors = list(self._validator.iter_errors(value))
        if not errors:
            return None
        best = jsonschema.exceptions.best_match(errors)
        more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
        return f"at {_where(best.absolute_path)}: {best.message}{more}"

    def _outcome(self, value: Any, attempts: list[Attempt]) -> ValidationOutcome:
        last = attempts[-1]
        return ValidationOutcome(
            value=value if last.valid else None,
            valid=last.valid,
            repaired=last.repaired,
            repairs=list(last.repairs),
            attempts=attempts,
            error=last.error,
        )

    # -- with retries -------------------------------------------------------------------

    def feedback_for(self, error: str) -> str:
        """The message sent to the generator after a rejected answer."""
        if self._feedback is not None:
            return self._feedback(error)
        return (
            f"Your previous answer was rejected: {error}. Answer again with only a JSON "
            f"value (no prose, no code fences) that matches this JSON Schema: "
            f"{json.dumps(self.json_schema, separators=(',', ':'))}"
        )

    def run(self, generate: Generate) -> ValidationOutcome:
        """Ask ``generate`` for an answer until one validates or the retries run out.

        ``generate`` receives ``None`` the first time, then the feedback on the last
        rejected answer (put it in the next prompt).

        >>> answers = iter(["I think the answer is yes.", '{"answer": "yes", "confidence": 1}'])
        >>> v = OutputValidator({"type": "object", "required": ["answer"]})
        >>> out = v.run(lambda feedback: next(answers))
        >>> out.valid, out.retries, out.attempts[1].feedback.startswith("Your previous answer")
        (True, 1, True)
        """
        attempts: list[Attempt] = []
        feedback: str | None = None
        value: Any = None
        for number in range(1, self.max_retries + 2):
            answer = generate(feedback)
            text = answer.text if isinstance(answer, Completion) else answer
            attempt, value = self._check(text, number, feedback)
            attempts.append(attempt)
            if attempt.valid:
                break
            feedback = self.feedback_for(attempt.error or "invalid answer")
        return self._outcome(value, attempts)

    async def arun(self, generate: AsyncGenerate) -> ValidationOutcome:
        """:meth:`run` for an async generator function."""
        attempts: list[Attempt] = []
        feedback: str | None = None
        value: Any = None
        for number in range(1, self.max_retries + 2):
            answer = await generate(feedback)
            text = answer.text if isinstance(answer, Completion) else answer
            attempt, value = self._check(text, number, feedback)
            attempts.append(attempt)
            if attempt.valid:
                break
            feedback = self.feedback_for(attempt.error or "invalid answer")
        return self._outcome(value, attempts)


def _pydantic_error(exc: ValidationError) -> str:
    errors = exc.errors()
    first = errors[0]
    more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
    return f"at {_where(first['loc'])}: {first['msg']}{more}"
