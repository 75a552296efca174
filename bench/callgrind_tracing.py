"""Instructions per traced call, counted by callgrind (load and VM speed do not move them).

Usage: python bench/callgrind_tracing.py [--variants traced,sdk] [--processors simple,batch]
[--calls 2000] [--src DIR]

For each variant and span processor, runs this file's child mode under ``valgrind
--tool=callgrind`` twice, with N = 0 and N = ``--calls`` calls after the same set-up and
warm-up, and prints (count(N) - count(0)) / N. ``PYTHONHASHSEED=0`` makes the counts repeat
exactly. Variants: ``traced`` (an ``@otel.traced`` call answering with usage and a model),
``sdk`` (the SDK's floor: ``start_span`` with one attribute, ``end``), ``injection`` (a
traced call that receives an injection through ``TracingSink``). ``--src`` measures another
source tree (``git archive HEAD src | tar -x -C /tmp/before``, then ``--src
/tmp/before/src``). Needs valgrind (Debian: ``apt-get install valgrind``); not part of CI.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _callgrind import per_call


def child(variant: str, processor: str, calls: int) -> None:
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    from genai_chaos.faults.events import InjectionEvent, MemorySink, use_sink
    from genai_chaos.telemetry import otel

    spans = InMemorySpanExporter()
    otel.setup_tracing(exporter=spans, batch=processor == "batch", set_global=False)

    @otel.traced("chat", model="gpt-4o-mini", provider="openai")
    def call() -> dict[str, Any]:
        return {"usage": {"prompt_tokens": 5, "completion_tokens": 7}, "model": "gpt-4o-mini"}

    @otel.traced("chat", model="gpt-4o-mini", provider="openai")
    def injected() -> dict[str, Any]:
        otel.record_event(InjectionEvent.now("latency", "r1", target="llm", layer="integration"))
        return {"usage": {"prompt_tokens": 5, "completion_tokens": 7}}

    def sdk() -> None:
        otel.tracer().start_span("x", attributes={"a": 1}).end()

    func = {"traced": call, "sdk": sdk, "injection": injected}[variant]
    with use_sink(otel.TracingSink(MemorySink())):
        for _ in range(500):
            func()
        for _ in range(calls):
            func()
    otel.shutdown()


def main() -> None:
    if len(sys.argv) == 5 and sys.argv[1] == "--child":
        child(sys.argv[2], sys.argv[3], int(sys.argv[4]))
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variants", default="traced,sdk")
    parser.add_argument("--processors", default="simple,batch")
    parser.add_argument("--calls", type=int, default=2000)
    parser.add_argument("--src", type=Path, default=None)
    args = parser.parse_args()
    for processor in args.processors.split(","):
        for variant in args.variants.split(","):
            n = per_call(__file__, [variant, processor], args.calls, args.src) / 1000
            print(f"{variant:10} {processor:7} {n:8.1f} thousand instructions per call")


if __name__ == "__main__":
    main()
