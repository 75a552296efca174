"""The fault model: validation, the randomness model, events, the registry."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor

import pytest

from genai_chaos import InvalidFaultParameter, UnknownFaultKind, create_fault, kinds
from genai_chaos.faults import registry
from genai_chaos.faults.base import Fault, FaultParams, Layer, Surface
from genai_chaos.faults.events import JsonlSink, MemorySink, use_sink
from genai_chaos.faults.randomness import decide, derive_seed
from genai_chaos.inject import Injector


def test_unknown_kind_names_the_kind_and_suggests():
    with pytest.raises(UnknownFaultKind) as info:
        create_fault("latncy")
    assert info.value.kind == "latncy"
    assert "did you mean 'latency'" in str(info.value)


@pytest.mark.parametrize(
    ("params", "bad"),
    [
        ({"delay_ms": -5}, "delay_ms"),
        ({"delay_ms": "slow"}, "delay_ms"),
        ({"distribution": "cauchy"}, "distribution"),
        ({"dleay_ms": 5}, "dleay_ms"),
        ({"probability": 1.5}, "probability"),
        ({"blast_radius": -0.1}, "blast_radius"),
        ({"seed": "abc"}, "seed"),
        ({"distribution": "uniform", "min_ms": 9, "max_ms": 1}, ""),
    ],
)
def test_invalid_parameter_names_fault_and_parameter(params, bad):
    with pytest.raises(InvalidFaultParameter) as info:
        create_fault("latency", **params)
    assert info.value.kind == "latency"
    assert "latency" in str(info.value)
    if bad:
        assert bad in [p for p, _ in info.value.problems]


def test_unknown_parameter_lists_the_allowed_ones():
    with pytest.raises(InvalidFaultParameter, match=r"allowed: .*delay_ms"):
        create_fault("latency", dleay_ms=5)


def test_decide_is_pure_and_depends_on_seed_and_request():
    a = [decide(1, f"r{i}", probability=0.5, blast_radius=1.0).fired for i in range(200)]
    b = [decide(1, f"r{i}", probability=0.5, blast_radius=1.0).fired for i in range(200)]
    c = [decide(2, f"r{i}", probability=0.5, blast_radius=1.0).fired for i in range(200)]
    assert a == b
    assert a != c
    assert 70 < sum(a) < 130


def test_blast_radius_selects_nested_subsets_independent_of_probability():
    ids = [f"user-{i}" for i in range(2000)]
    small = {r for r in ids if decide(9, r, probability=1, blast_radius=0.1).eligible}
    large = {r for r in ids if decide(9, r, probability=1, blast_radius=0.5).eligible}
    assert small < large
    assert 150 < len(small) < 250
    low_p = {r for r in ids if decide(9, r, probability=0.01, blast_radius=0.1).eligible}
    assert low_p == small


def test_probability_fires_on_about_that_share_of_eligible_calls():
    fired = [decide(3, str(i), probability=0.3, blast_radius=1).fired for i in range(5000)]
    assert abs(sum(fired) / 5000 - 0.3) < 0.03


def test_derived_seeds_differ_per_position_and_kind():
    seeds = {derive_seed(42, i, k) for i in range(5) for k in ("latency", "timeout")}
    assert len(seeds) == 10
    assert derive_seed(42, 0, "latency") == derive_seed(42, 0, "latency")


def test_same_injections_under_different_concurrency():
    fault = create_fault("latency", distribution="lognormal", delay_ms=100, probability=0.5, seed=5)
    ids = [f"req-{i}" for i in range(300)]

    def run(order, workers):
        sink = MemorySink()
        inj = Injector([fault], target="t", sink=sink)

        def one(rid):
            i = inj.begin(rid)
            if i is not None:
                i.call_effects()

        with ThreadPoolExecutor(workers) as pool:
            list(pool.map(one, order))
        return {e.request_id: e.detail["delay_ms"] for e in sink.events}

    serial = run(ids, 1)
    parallel = run(list(reversed(ids)), 8)
    assert serial == parallel
    assert 100 < len(serial) < 200


def test_events_carry_kind_params_target_and_detail(sink):
    inj = Injector([create_fault("zero_results", seed=1)], target="kb.search")
    assert inj.perturb(["a", "b"], request_id="q1") == []
    (event,) = sink.events
    assert (event.kind, event.request_id, event.target, event.layer) == (
        "zero_results",
        "q1",
        "kb.search",
        "retrieval",
    )
    assert event.status == "injected" and event.seed == 1
    assert event.detail == {"removed": 2}


def test_jsonl_sink_writes_one_object_per_line(tmp_path):
    path = tmp_path / "events.jsonl"
    sink = JsonlSink(path)
    inj = Injector([create_fault("zero_results", seed=1)], target="kb", sink=sink)
    inj.perturb(["a"], request_id="x")
    inj.perturb(["b"], request_id="y")
    sink.close()
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    assert [line["request_id"] for line in lines] == ["x", "y"]


def test_a_fault_that_breaks_does_not_break_the_call(sink):
    class Broken(Fault):
        """Always raises inside."""

        kind = "test_broken"
        layer = Layer.RETRIEVAL
        surface = Surface.DOCUMENTS

        def apply(self, value, ctx):
            raise ZeroDivisionError("oops")

    inj = Injector([Broken(seed=1)], target="kb")
    assert inj.perturb(["a"], request_id="r") == ["a"]
    (event,) = sink.events
    assert event.status == "broken"
    assert "ZeroDivisionError" in event.detail["error"]


def test_a_fault_that_cannot_apply_is_skipped_and_recorded(sink):
    inj = Injector([create_fault("zero_results", seed=1)], target="kb")
    assert inj.perturb("not a list", request_id="r") == "not a list"
    assert sink.events[0].status == "skipped"
    assert "list of documents" in sink.events[0].detail["reason"]


def test_registry_lists_all_four_layers_and_rejects_duplicates():
    layers = {registry.get(k).layer for k in kinds()}
    assert layers == set(Layer)

    class Dup(Fault):
        """Duplicate."""

        kind = "latency"
        layer = Layer.INTEGRATION
        surface = Surface.CALL

    with pytest.raises(Exception, match="already registered"):
        registry.register(Dup)


def test_plugins_register_through_entry_points(monkeypatch):
    class PluginParams(FaultParams):
        level: int = 1

    class PluginFault(Fault):
        """A fault from a plugin."""

        kind = "plugin_fault"
        layer = Layer.INPUT
        surface = Surface.PROMPT
        Params = PluginParams

        def apply(self, value, ctx):
            return value.upper()

    class EP:
        value = "plugin:PluginFault"

        def load(self):
            return PluginFault

    monkeypatch.setattr(registry, "_plugins_loaded", False)
    monkeypatch.setattr(registry, "entry_points", lambda group: [EP()])
    monkeypatch.setitem(registry._KINDS, "__sentinel__", PluginFault)
    try:
        assert "plugin_fault" in registry.kinds()
        assert create_fault("plugin_fault", level=2, seed=1).params.level == 2
    finally:
        registry._KINDS.pop("plugin_fault", None)
        registry._KINDS.pop("__sentinel__", None)


def test_sink_context_is_restored_after_the_block():
    outer, inner = MemorySink(), MemorySink()
    inj = Injector([create_fault("zero_results", seed=1)], target="kb")
    with use_sink(outer):
        with use_sink(inner):
            inj.perturb(["a"], request_id="1")
        inj.perturb(["a"], request_id="2")
    assert [e.request_id for e in inner.events] == ["1"]
    assert [e.request_id for e in outer.events] == ["2"]


def test_run_seed_derives_every_faults_seed_reproducibly(sink):
    def run(run_seed):
        faults = [
            create_fault("zero_results", probability=0.5),
            create_fault("rerank_interference", probability=0.5),
        ]
        inj = Injector(faults, target="kb", run_seed=run_seed)
        for i in range(40):
            inj.perturb(["a", "b", "c"], request_id=f"q{i}")
        return [f.seed for f in inj.faults]

    sink.clear()
    seeds_a = run(11)
    events_a = [(e.kind, e.request_id, e.detail) for e in sink.events]
    sink.clear()
    seeds_b = run(11)
    events_b = [(e.kind, e.request_id, e.detail) for e in sink.events]
    assert seeds_a == seeds_b and events_a == events_b and events_a
    assert seeds_a[0] != seeds_a[1]
    assert run(12) != seeds_a


def test_missing_extra_fails_at_creation_with_the_install_line(monkeypatch):
    import importlib.util

    from genai_chaos import MissingExtra

    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "faiss" else real(name, *a)
    )
    with pytest.raises(MissingExtra, match=r"pip install 'genai-chaos\[faiss\]'"):
        create_fault("index_corruption", mode="reset")
