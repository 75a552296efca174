"""A Chaos Toolkit extension: genai-chaos faults as actions, its measurements as probes.

In an existing ``chaos run`` experiment::

    {"type": "action", "name": "zero recall",
     "provider": {"type": "python", "module": "genai_chaos.chaostoolkit.actions",
                  "func": "inject_fault",
                  "arguments": {"kind": "zero_results", "at": "reference.retriever"}}}

    {"type": "probe", "name": "workload",
     "tolerance": {"type": "range", "range": [0, 0.05], "target": "error_rate"},
     "provider": {"type": "python", "module": "genai_chaos.chaostoolkit.probes",
                  "func": "run_workload",
                  "arguments": {"target": "genai_chaos.experiment.sample:ask", "count": 20}}}

and ``genai_chaos.chaostoolkit.actions.remove_faults`` as a rollback. Faults at chaos
points and dotted paths act on a target in the ``chaos`` process itself (the probes call
it there); ``proxy_add_rule`` / ``proxy_remove_rule`` reach any HTTP application through
the chaos proxy. Needs the ``chaostoolkit`` extra for discovery only.
"""

from __future__ import annotations

from typing import Any

from genai_chaos._version import __version__

__all__ = ["__version__", "discover"]


def discover(discover_system: bool = True) -> Any:
    """Chaos Toolkit's discovery: this extension's actions and probes."""
    try:
        from chaoslib.discovery.discover import (
            discover_actions,
            discover_probes,
            initialize_discovery_result,
        )
    except ImportError as exc:  # pragma: no cover - needs the extra missing
        from genai_chaos.exceptions import MissingExtra

        raise MissingExtra("chaostoolkit", "chaoslib") from exc
    discovery = initialize_discovery_result("genai-chaos", __version__, "genai-chaos")
    discovery["activities"].extend(discover_actions("genai_chaos.chaostoolkit.actions"))
    discovery["activities"].extend(discover_probes("genai_chaos.chaostoolkit.probes"))
    return discovery
