"""The pytest plugin: fixture and marker; a failing chaos test carries its journal."""

from __future__ import annotations

import pytest

pytest_plugins = ["pytester"]

EXPERIMENT = """
apiVersion: genai-chaos.dev/v1alpha1
kind: ChaosExperiment
metadata: {name: plugin-exp}
spec:
  seed: 1
  target: {type: callable, callable: "genai_chaos.experiment.sample:ask"}
  workload: {promptSet: support, concurrency: 2, duration: 0.3s}
  steadyState:
    before: {count: 4}
    after: {count: 4}
    interval: 0.1s
    window: 0.2s
    minSamples: 2
    probes:
      - {type: fallback_rate, tolerance: {max: 0.1}}
  method:
    - {fault: zero_results, at: reference.retriever, schedule: {start: 0.05s, duration: 0.2s}}
"""


def test_fixture_and_marker(pytester: pytest.Pytester) -> None:
    pytester.makefile(".yaml", exp=EXPERIMENT)
    pytester.makefile(
        ".yaml", calm=EXPERIMENT.replace("  method:\n", "  method: []\n").split("    - {fault")[0]
    )
    pytester.makepyfile(
        """
        import pytest

        def test_fixture_deviates(chaos_experiment):
            result = chaos_experiment("exp.yaml")
            assert result.status == "deviated" and result.journal_path.exists()

        @pytest.mark.chaos_experiment("calm.yaml", seed=3)
        def test_marker_holds(chaos_result):
            chaos_result.assert_held()
            assert chaos_result.journal["seed"] == 3

        def test_failing_chaos_test_attaches_journal(chaos_experiment):
            chaos_experiment("exp.yaml").assert_held()
        """
    )
    result = pytester.runpytest(
        # the plugin is registered through the pytest11 entry point, as users get it
        "-p",
        "no:cacheprovider",
        "-p",
        "no:asyncio",
    )
    result.assert_outcomes(passed=2, failed=1)
    result.stdout.fnmatch_lines(
        [
            "*chaos journal*",
            "*journal: *chaos-journal-plugin-exp-1.json*",
            "*fallback rate*deviated*",
        ]
    )
