"""Instructions the rule screen costs per request, counted by callgrind.

Usage: python bench/callgrind_rules.py [--rules 0,20] [--calls 3000] [--src DIR]

Runs ``Exchange._decide`` (the rule screen, the draws and the rule counters: everything
a request pays for rules before it is forwarded) on the proxy benchmark's JSON chat
request, with the benchmark's 20 silent rules (``bench_proxy.silent_rules``: 10 scoped
to a header or model the request lacks, 10 armed with a negligible probability) or a
prefix of them, and prints thousands of instructions per request (see ``_callgrind.py``).
The live proxy's whole request is counted by ``bench_proxy.py``'s benchmark, not here.
``--src`` measures another source tree (``git archive HEAD src | tar -x -C /tmp/before``,
then ``--src /tmp/before/src``). Needs valgrind; not part of CI.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _callgrind import per_call


def child(n_rules: int, calls: int) -> None:
    import bench_proxy
    from multidict import CIMultiDict, CIMultiDictProxy

    from genai_chaos.proxy.app import Exchange, ProxyState
    from genai_chaos.proxy.events import ProxyEvents, Stats
    from genai_chaos.proxy.rules import RuleSet

    class Request:  # what _decide reads of aiohttp's request
        path = "/v1/chat/completions"
        headers = CIMultiDictProxy(
            CIMultiDict(
                {
                    "Content-Type": "application/json",
                    "Authorization": "Bearer sk-bench",
                    "Host": "127.0.0.1",
                    "Content-Length": "90",
                }
            )
        )
        remote = "127.0.0.1"

    rules = RuleSet(run_seed=1)
    rules.replace(bench_proxy.silent_rules()[:n_rules])
    state = ProxyState("http://127.0.0.1:9", rules, ProxyEvents(100), Stats())
    message = {"role": "user", "content": "How do I reset my password?"}
    body = json.dumps({"model": "fake", "messages": [message]}).encode()
    request = Request()

    def run(k: int, start: int) -> None:
        for i in range(start, start + k):
            ex = Exchange(request, state, f"proxy#{i}", 0.0)  # type: ignore[arg-type]
            ex._body = body
            ex._decide()
            if ex.fired:
                raise SystemExit("a silent rule fired")

    run(500, 10**6)
    run(calls, 0)


def main() -> None:
    if len(sys.argv) == 4 and sys.argv[1] == "--child":
        child(int(sys.argv[2]), int(sys.argv[3]))
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="0,20")
    parser.add_argument("--calls", type=int, default=3000)
    parser.add_argument("--src", type=Path, default=None)
    args = parser.parse_args()
    for n in args.rules.split(","):
        k = per_call(__file__, [n], args.calls, args.src) / 1000
        print(f"{n:>3} rules {k:8.2f} thousand instructions per request")


if __name__ == "__main__":
    main()
