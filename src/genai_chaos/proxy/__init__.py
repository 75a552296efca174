"""The OpenAI-compatible chaos proxy: fault injection for any LLM API, from any language.

Point an application's base URL at the proxy; it forwards to the real API and injects the
faults of its rules, which change at run time through the admin API. Needs the ``proxy``
extra (aiohttp). See docs/proxy.md.

>>> from genai_chaos.proxy import parse_rule
>>> parse_rule({"id": "rl", "kind": "http_error", "params": {"status": 429}}).kind
'http_error'

From Python, for the length of a block (free loopback ports)::

    with run_proxy("http://127.0.0.1:8000", rules=[...], seed=7) as proxy:
        app.base_url = proxy.url + "/v1"
        proxy.client.add_rule({"id": "slow", "kind": "latency", "params": {"delay_ms": 300}})
        ...
        proxy.client.collect_events(journal)
"""

from __future__ import annotations

from genai_chaos.proxy.client import ProxyAdminError, ProxyClient, event_from_dict
from genai_chaos.proxy.rules import (
    Match,
    Rule,
    RuleError,
    RuleSet,
    load_rules_file,
    parse_rule,
    parse_rules,
)
from genai_chaos.proxy.server import (
    ChaosProxy,
    ProxyConfigError,
    RunningProxy,
    run_proxy,
)

__all__ = [
    "ChaosProxy",
    "Match",
    "ProxyAdminError",
    "ProxyClient",
    "ProxyConfigError",
    "Rule",
    "RuleError",
    "RuleSet",
    "RunningProxy",
    "event_from_dict",
    "load_rules_file",
    "parse_rule",
    "parse_rules",
    "run_proxy",
]
