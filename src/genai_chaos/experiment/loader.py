"""Reading experiment documents (YAML or JSON) with line numbers for every error.

The text is parsed twice: :func:`yaml.compose` keeps each node's position, and the data is
validated by :mod:`~genai_chaos.experiment.spec`. A pydantic error location
(``("spec", "method", 0, "fault")``) is walked down the node tree to find its line.

>>> doc = load_text('''
... apiVersion: genai-chaos.dev/v1alpha1
... kind: ChaosExperiment
... metadata: {name: x}
... spec:
...   target: {type: callable, callable: "genai_chaos.experiment.sample:ask"}
...   workload: {prompts: [hi], concurrency: 1, count: 3, colour: red}
...   steadyState: {probes: [{type: error_rate, tolerance: {max: 0.1}}]}
... ''', source="x.yaml")
Traceback (most recent call last):
...
genai_chaos.experiment.errors.ExperimentInvalid: x.yaml:7: spec.workload.colour: unknown key \
(allowed: arrival, concurrency, count, duration, maxInFlight, promptSet, prompts, promptsFile, \
rate, timeout)
"""

from __future__ import annotations

import json
import types
import typing
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

import yaml
from pydantic import BaseModel, ValidationError

from genai_chaos.experiment import spec as spec_module
from genai_chaos.experiment.errors import ExperimentInvalid, Problem
from genai_chaos.experiment.spec import ChaosExperiment

_TYPE_NAMES = {"str", "int", "float", "bool", "dict", "list", "none"}


@dataclass
class Document:
    """A parsed, schema-valid experiment, with what is needed to point at its lines."""

    experiment: ChaosExperiment
    data: dict[str, Any]
    source: str | None
    root: yaml.Node | None
    base_dir: Path

    def line(self, path: Sequence[str | int]) -> int | None:
        """The 1-based line of ``path`` in the document (or of its nearest parent)."""
        return locate(self.root, path)[1]

    def problem(self, path: Sequence[str | int], message: str) -> Problem:
        """A :class:`Problem` at ``path``, with its line."""
        return Problem(tuple(path), message, self.line(path))


def _child(node: yaml.Node, key: str | int) -> yaml.Node | None:
    if isinstance(node, yaml.MappingNode) and isinstance(key, str):
        for k, v in node.value:
            if isinstance(k, yaml.ScalarNode) and k.value == key:
                return cast(yaml.Node, v)
    if isinstance(node, yaml.SequenceNode) and isinstance(key, int) and key < len(node.value):
        return cast(yaml.Node, node.value[key])
    return None


def _is_union_member(part: str | int) -> bool:
    if not isinstance(part, str):
        return False
    return (
        "[" in part
        or part.lower() in _TYPE_NAMES
        or isinstance(getattr(spec_module, part, None), type)
    )


def locate(
    root: yaml.Node | None, loc: Sequence[str | int]
) -> tuple[tuple[str | int, ...], int | None]:
    """The document path of a pydantic ``loc`` (union members dropped) and its line."""
    path: list[str | int] = []
    node = root
    line = None if root is None else root.start_mark.line + 1
    parts = list(loc)
    i = 0
    while i < len(parts):
        part = parts[i]
        if i + 1 < len(parts) and isinstance(node, yaml.MappingNode):
            tag = _child(node, "type")
            if isinstance(tag, yaml.ScalarNode) and tag.value == part:
                i += 1  # a discriminated union's tag, not a key of the document
                continue
        child = _child(node, part) if node is not None else None
        if child is None:
            nxt = parts[i + 1] if i + 1 < len(parts) else None
            tagged = isinstance(node, yaml.MappingNode) and _child(node, "type") is not None
            if _is_union_member(part) or (
                nxt is not None and node is not None and (_child(node, nxt) is not None or tagged)
            ):
                i += 1  # a union member or discriminator tag: not in the document
                continue
            path.append(part)
            path.extend(p for p in parts[i + 1 :] if not _is_union_member(p))
            return tuple(path), line
        if isinstance(node, yaml.MappingNode) and isinstance(part, str):
            for k, _ in node.value:
                if isinstance(k, yaml.ScalarNode) and k.value == part:
                    line = k.start_mark.line + 1
        else:
            line = child.start_mark.line + 1
        path.append(part)
        node = child
        i += 1
    return tuple(path), line


def _model_at(path: Sequence[str | int], data: Any) -> type[BaseModel] | None:
    """The model that validates the mapping at ``path`` (for "allowed keys")."""
    annotation: Any = ChaosExperiment
    for part in path:
        if isinstance(part, str):
            model = _unwrap(annotation, data)
            if not (isinstance(model, type) and issubclass(model, BaseModel)):
                return None
            field = next(
                (f for n, f in model.model_fields.items() if part in (f.alias, n)),
                None,
            )
            if field is None:
                return None
            annotation = field.annotation
        if isinstance(data, dict):
            data = data.get(part)
        elif isinstance(data, list) and isinstance(part, int) and part < len(data):
            data = data[part]
        else:
            data = None
    model = _unwrap(annotation, data)
    return model if isinstance(model, type) and issubclass(model, BaseModel) else None


def _unwrap(annotation: Any, data: Any) -> Any:
    origin = typing.get_origin(annotation)
    if origin is typing.Annotated:
        return _unwrap(typing.get_args(annotation)[0], data)
    if origin in (list, dict):
        return _unwrap(typing.get_args(annotation)[-1], data)
    if origin in (typing.Union, types.UnionType):
        members = [a for a in typing.get_args(annotation) if a is not type(None)]
        models = [m for m in members if isinstance(m, type) and issubclass(m, BaseModel)]
        tag = data.get("type") if isinstance(data, dict) else None
        for m in models:
            field = m.model_fields.get("type")
            if field is not None and tag in typing.get_args(field.annotation):
                return m
        if len(models) == 1:
            return models[0]
        for m in members:
            if typing.get_origin(m) in (list, dict):
                return _unwrap(m, data)
        return models[0] if models else None
    return annotation


def _message(err: Any, path: tuple[str | int, ...], data: Any) -> str:
    kind = err["type"]
    if kind == "extra_forbidden":
        model = _model_at(path[:-1], data)
        if model is not None:
            names = sorted(f.alias or n for n, f in model.model_fields.items())
            return f"unknown key (allowed: {', '.join(names)})"
        return "unknown key"
    if kind == "missing":
        return "required field is missing"
    msg = str(err["msg"]).removeprefix("Value error, ")
    if (
        "input" in err
        and kind not in ("missing", "model_type")
        and not isinstance(err["input"], dict | list)
        and repr(err["input"]) not in msg
    ):
        msg += f" (got {err['input']!r})"
    return msg


def _problems(exc: ValidationError, root: yaml.Node | None, data: Any) -> list[Problem]:
    out: list[Problem] = []
    seen: set[tuple[tuple[str | int, ...], str]] = set()
    for err in exc.errors():
        if isinstance(err.get("input"), dict | list) and any(
            isinstance(p, str) and p in ("str", "int", "float", "bool") for p in err["loc"]
        ):
            continue  # a scalar member of a union, when a mapping was given: noise
        path, line = locate(root, err["loc"])
        message = _message(err, path, data)
        if (path, message) not in seen:
            seen.add((path, message))
            out.append(Problem(path, message, line))
    return out


def load_text(text: str, *, source: str | None = None, base_dir: Path | None = None) -> Document:
    """Parse and schema-validate an experiment; :class:`ExperimentInvalid` otherwise."""
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        problem = getattr(exc, "problem", None) or str(exc)
        raise ExperimentInvalid(
            [Problem((), f"not valid YAML/JSON: {problem}", line)], source=source
        ) from None
    if not isinstance(data, dict):
        raise ExperimentInvalid(
            [Problem((), "expected a mapping with apiVersion, kind, metadata and spec", 1)],
            source=source,
        )
    try:
        experiment = ChaosExperiment.model_validate(data)
    except ValidationError as exc:
        raise ExperimentInvalid(_problems(exc, root, data), source=source) from None
    return Document(experiment, data, source, root, base_dir or Path.cwd())


def load_file(path: str | Path) -> Document:
    """Read ``path`` (YAML or JSON) into a :class:`Document`."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise ExperimentInvalid(
            [Problem((), f"cannot read the file: {exc.strerror or exc}")], source=str(path)
        ) from None
    if p.suffix == ".json":
        try:
            json.loads(text)
        except json.JSONDecodeError as exc:
            raise ExperimentInvalid(
                [Problem((), f"not valid JSON: {exc.msg}", exc.lineno)], source=str(path)
            ) from None
    return load_text(text, source=str(path), base_dir=p.resolve().parent)


def dump(experiment: ChaosExperiment) -> dict[str, Any]:
    """The experiment as a JSON-ready dict, with the document's key names."""
    return experiment.model_dump(mode="json", by_alias=True, exclude_none=True)
