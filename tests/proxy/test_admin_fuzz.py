"""Fuzz the admin API against the OpenAPI description that ships with it (bounded)."""

from __future__ import annotations

from collections.abc import Iterator
from importlib import resources

import pytest
import schemathesis
from hypothesis import HealthCheck, settings

from genai_chaos.proxy import RunningProxy, run_proxy

SPEC = resources.files("genai_chaos.proxy").joinpath("openapi.yaml")
# Bounded: the coverage phase alone sends hundreds of requests per operation.
CONFIG = schemathesis.config.SchemathesisConfig.from_str(
    """
[phases.coverage]
enabled = false
[phases.stateful]
enabled = false
"""
)
schema = schemathesis.openapi.from_path(str(SPEC), config=CONFIG)


@pytest.fixture(scope="module")
def fuzzed() -> Iterator[RunningProxy]:
    """A proxy of its own (the fuzzer changes its rules); nothing listens upstream."""
    with run_proxy("http://127.0.0.1:9", seed=3) as running:
        yield running


@schema.parametrize()
@settings(
    max_examples=20,
    deadline=None,
    derandomize=True,
    suppress_health_check=list(HealthCheck),
)
def test_admin_api_matches_its_openapi_description(case, fuzzed):
    # Every other check runs. Not "positive_data_acceptance": whether a rule is valid also
    # depends on its kind's own parameters, which the schema cannot spell out per kind;
    # negative data must still be rejected with 4xx.
    case.call_and_validate(
        base_url=fuzzed.admin_url,
        excluded_checks=[schemathesis.checks.positive_data_acceptance],
    )
