"""Load: one engine drives requests for experiments and for the load generator.

>>> import asyncio
>>> from genai_chaos.load import LoadPlan, Result, run_load
>>> async def send(i: int) -> Result:
...     return Result("ok")
>>> records = asyncio.run(run_load(send, LoadPlan(concurrency=2, count=5))).records
>>> len(records), {r.outcome for r in records}
(5, {'ok'})
"""

from __future__ import annotations

from genai_chaos.load.engine import LoadPlan, LoadResult, RequestRecord, Result, run_load

__all__ = ["LoadPlan", "LoadResult", "RequestRecord", "Result", "run_load"]
