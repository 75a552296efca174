"""Rollbacks: put the system back, whatever happened to the run.

Each action runs even when an earlier one failed, and its result is recorded. Python
rollbacks are ``module:function`` called with ``arguments`` (awaited when async); HTTP
rollbacks send one request. ``${name}`` in them is replaced from configuration and
secrets, and secret values never reach the journal.

>>> import asyncio
>>> from genai_chaos.experiment.spec import RollbackAction
>>> action = RollbackAction(name="noop", type="python", func="json:dumps",
...                         arguments={"obj": [1, 2]})
>>> asyncio.run(run_rollbacks([action], {}))[0]["status"]
'succeeded'
"""

from __future__ import annotations

import asyncio
import inspect
import time
from collections.abc import Mapping, Sequence
from typing import Any

import httpx

from genai_chaos.experiment.secrets import substitute
from genai_chaos.experiment.spec import RollbackAction
from genai_chaos.experiment.targets import load_callable


def should_run(strategy: str, deviated: bool, interrupted: bool) -> bool:
    """Whether rollbacks run under ``strategy``; an interrupted run (signal, exception)
    rolls back unless the strategy is ``never``.

    >>> should_run("on-deviation", False, False), should_run("on-deviation", False, True)
    (False, True)
    """
    if strategy == "never":
        return False
    if strategy == "always" or interrupted:
        return True
    return deviated


async def _one(action: RollbackAction, values: Mapping[str, Any]) -> Any:
    if action.type == "python":
        assert action.func is not None
        func = load_callable(action.func)
        args = substitute(action.arguments, values)
        if inspect.iscoroutinefunction(func):
            return await asyncio.wait_for(func(**args), action.timeout)
        return await asyncio.wait_for(asyncio.to_thread(func, **args), action.timeout)
    url = substitute(action.url, values)
    headers = substitute(action.headers, values)
    body = substitute(action.json_body, values)
    async with httpx.AsyncClient(timeout=action.timeout) as client:
        response = await client.request(action.method, url, headers=headers, json=body)
    response.raise_for_status()
    return {"status": response.status_code}


async def run_rollbacks(
    actions: Sequence[RollbackAction], values: Mapping[str, Any]
) -> list[dict[str, Any]]:
    """Run every action in order; one record per action."""
    out = []
    for action in actions:
        start = time.time()
        entry: dict[str, Any] = {"name": action.name, "type": action.type, "start": start}
        try:
            output = await _one(action, values)
        except Exception as exc:
            entry.update(status="failed", exception=f"{type(exc).__name__}: {exc}")
        else:
            entry.update(status="succeeded", output=_short(output))
        entry["end"] = time.time()
        out.append(entry)
    return out


def _short(value: Any) -> Any:
    if value is None or isinstance(value, bool | int | float):
        return value
    if isinstance(value, dict) and len(str(value)) < 2000:
        return {str(k): _short(v) for k, v in value.items()}
    text = str(value)
    return text if len(text) <= 500 else text[:500] + "..."
