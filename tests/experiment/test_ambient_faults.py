"""Ambient faults switched on and off by experiments: through a callable target's patch,
through the reference service's fault-control endpoint, and with the base-cpu-load
template."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from importlib import resources
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml

from genai_chaos.experiment.journal import read
from genai_chaos.experiment.loader import load_text
from genai_chaos.experiment.prepare import prepare
from genai_chaos.experiment.runner import run_experiment
from genai_chaos.faults.ambient import running_faults, stop_all
from tests.experiment.conftest import make, write

#: what :func:`ask` saw on each call: (burner threads alive, CPU seconds they had used)
SEEN: list[tuple[int, float]] = []


def burners() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("genai-chaos cpu_load")]


def burner_cpu_s() -> float:
    """CPU seconds used so far by the live burner threads (per-thread CPU clocks)."""
    total = 0.0
    for t in burners():
        if t.ident is None:
            continue
        try:
            total += time.clock_gettime(time.pthread_getcpuclockid(t.ident))
        except (OSError, ValueError):  # it ended since we listed it
            continue
    return total


def lookup(prompt: str) -> str:
    """Where the experiment installs its fault (a patched dependency of :func:`ask`)."""
    return prompt


def ask(prompt: str) -> dict[str, Any]:
    """The target: records whether CPU load was on when it was called."""
    SEEN.append((len(burners()), burner_cpu_s()))
    time.sleep(0.002)
    return {"answer": lookup(prompt), "sources": []}


@pytest.fixture(autouse=True)
def nothing_left_running() -> Iterator[None]:
    yield
    assert stop_all() == 0, "a test left ambient faults running"


def test_experiment_switches_cpu_load_on_for_its_window_only(tmp_path: Path) -> None:
    SEEN.clear()
    doc = make(
        target={"type": "callable", "callable": f"{__name__}:ask"},
        workload={"promptSet": "support", "concurrency": 2, "duration": "1.2s"},
        method=[
            {
                "fault": "cpu_load",
                "at": f"{__name__}:lookup",
                "params": {"load": 0.5, "workers": 2},
                "schedule": {"start": "0.3s", "duration": "0.6s"},
            }
        ],
    )
    doc["spec"]["steadyState"]["probes"] = [
        {"type": "error_rate", "tolerance": {"max": 0.05}},
    ]
    run_experiment(
        prepare(load_text(write(tmp_path, doc).read_text())), journal_path=tmp_path / "j.json"
    )
    j = read(tmp_path / "j.json")
    assert j["status"] == "completed", j.get("reason")
    (action,) = j["run"]
    assert len(action["windows"]) == 1 and action["injections"] == 1
    (event,) = j["events"]
    assert (event["kind"], event["status"], event["detail"]["ambient"]) == (
        "cpu_load",
        "injected",
        "started",
    )
    assert event["target"] == f"{__name__}:lookup"
    loaded = [cpu for n, cpu in SEEN if n == 2]
    assert loaded, "some calls ran while the load was on"
    assert max(loaded) > 0.05, "the burner threads used CPU during the window"
    assert any(n == 0 for n, _ in SEEN), "calls before and after the window ran without it"
    assert burners() == [] and running_faults() == []


@pytest.fixture(scope="module")
def reference_url() -> Iterator[str]:
    pytest.importorskip("uvicorn")
    pytest.importorskip("wordllama")
    from genai_chaos.reference.background import serve_in_background

    with serve_in_background() as url:
        yield url


def test_admin_endpoint_starts_cpu_load_on_add_and_stops_it_on_delete(reference_url: str) -> None:
    spec = {
        "point": "reference.generator",
        "kind": "cpu_load",
        "params": {"load": 0.6, "workers": 2},
        "seed": 3,
    }
    with httpx.Client(base_url=reference_url, timeout=30) as admin:
        try:
            added = admin.post("/admin/faults", json=spec)
            assert added.status_code == 201, added.text
            fault_id = added.json()["faults"][0]["id"]
            assert len(burners()) == 2
            (listed,) = admin.get("/admin/faults").json()["faults"]
            assert listed["running"] is True and listed["ambient"] is True
            before = burner_cpu_s()
            time.sleep(1.0)
            assert burner_cpu_s() - before > 0.1  # about 1 s on an idle core
            answer = admin.post("/ask", json={"question": "How do I reset the admin password?"})
            assert answer.status_code == 200, "requests still work while it runs"
            assert admin.delete(f"/admin/faults/{fault_id}").json() == {"removed": 1}
            assert burners() == [] and running_faults() == []
            events = admin.get("/admin/events").json()["events"]
            started = [e for e in events if e["kind"] == "cpu_load"]
            assert [e["detail"]["ambient"] for e in started] == ["started"]
        finally:
            admin.delete("/admin/faults")  # never leave a fault in the shared service


@pytest.mark.parametrize(
    ("body", "param"),
    [
        ({"params": {"load": 2}}, "params.load"),
        ({"params": {"mode": "fiber"}}, "params.mode"),
        ({"probability": 0.5}, "probability"),
    ],
)
def test_admin_endpoint_rejects_bad_cpu_load_naming_the_field(
    reference_url: str, body: dict[str, Any], param: str
) -> None:
    spec = {"point": "reference.generator", "kind": "cpu_load", **body}
    response = httpx.post(f"{reference_url}/admin/faults", json=spec, timeout=10)
    assert response.status_code == 400
    assert response.json()["error"]["param"] == param
    assert burners() == []


def template_path() -> Any:
    return resources.files("genai_chaos.experiment") / "data" / "tpl_base_cpu_load.yaml"


def template_doc() -> dict[str, Any]:
    return dict(yaml.safe_load(template_path().read_text(encoding="utf-8")))


def test_base_cpu_load_template_runs_on_the_reference_service(
    reference_url: str, tmp_path: Path
) -> None:
    doc = template_doc()
    spec = doc["spec"]
    spec["target"] = {"type": "reference", "url": reference_url}
    spec["workload"].update(duration="1.5s", concurrency=2)
    spec["steadyState"].update(before={"count": 6}, after={"count": 6}, interval="0.3s")
    spec["steadyState"]["probes"] = [{"type": "error_rate", "tolerance": {"max": 0.05}}]
    spec["method"][0]["schedule"] = {"start": "0.3s", "duration": "0.8s"}
    path = write(tmp_path, doc)
    run_experiment(prepare(load_text(path.read_text())), journal_path=tmp_path / "j.json")
    j = read(tmp_path / "j.json")
    assert j["status"] == "completed", j.get("reason")
    # the service's event ring also holds the earlier test's cpu_load event: the journal
    # keeps only this run's
    with httpx.Client(base_url=reference_url) as admin:
        ring = admin.get("/admin/events", params={"limit": 1000}).json()["events"]
    assert len([e for e in ring if e["kind"] == "cpu_load"]) >= 2
    events = j["events"]
    assert [(e["kind"], e["detail"]["ambient"]) for e in events] == [("cpu_load", "started")]
    assert events[0]["time"] >= j["start_ts"]
    assert burners() == [] and running_faults() == []
    with httpx.Client(base_url=reference_url) as admin:
        assert admin.get("/admin/faults").json()["faults"] == [], "the run removed it"


def test_base_cpu_load_template_validates_against_the_sample_and_the_schema() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    from genai_chaos.experiment import schema
    from genai_chaos.experiment.templates import REFERENCE_TARGET, SAMPLE_TARGET

    jsonschema.validate(template_doc(), schema.generate())
    text = template_path().read_text(encoding="utf-8")
    assert REFERENCE_TARGET in text, "templates.template_text(target='sample') must find it"
    text = text.replace(REFERENCE_TARGET, SAMPLE_TARGET)
    text = text.replace("    promptSet: reference\n", "    promptSet: support\n")
    prepared = prepare(load_text(text))
    assert prepared.armed[0].fault.kind == "cpu_load"
    assert prepared.armed[0].action.at == "reference.generator"
    assert not prepared.armed[0].fault.running, "validating starts nothing"
