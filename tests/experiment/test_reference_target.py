"""The reference-service target: faults through its fault-control endpoint, on loopback."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

from genai_chaos.experiment.errors import ExperimentInvalid
from genai_chaos.experiment.journal import read
from genai_chaos.experiment.loader import load_text
from genai_chaos.experiment.prepare import prepare
from genai_chaos.experiment.runner import run_experiment
from genai_chaos.experiment.templates import template_text


@pytest.fixture(scope="module")
def reference_url() -> Iterator[str]:
    uvicorn = pytest.importorskip("uvicorn")
    pytest.importorskip("wordllama")
    from genai_chaos.reference.app import Settings, create_app

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    config = uvicorn.Config(
        create_app(Settings(fault_control=True)), host="127.0.0.1", port=port, log_level="warning"
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 60
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.05)
    assert server.started, "the reference service did not start"
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(10)


def _doc(url: str, point: str = "reference.retriever") -> str:
    data = yaml.safe_load(template_text("scenario-zero-recall"))
    spec = data["spec"]
    spec["target"] = {"type": "reference", "url": url}
    spec["workload"].update(duration="1.2s", concurrency=4)
    spec["steadyState"].update(
        before={"count": 8}, after={"count": 8}, interval="0.3s", window="0.6s"
    )
    spec["method"][0].update(at=point, schedule={"start": "0.2s", "duration": "0.6s"})
    return yaml.safe_dump(data)


def test_zero_recall_on_the_reference_service(reference_url: str, tmp_path: Path) -> None:
    run_experiment(
        prepare(load_text(_doc(reference_url)), seed=1), journal_path=tmp_path / "j.json"
    )
    j = read(tmp_path / "j.json")
    assert j["status"] == "deviated", j["reason"]
    assert j["events"] and {e["kind"] for e in j["events"]} == {"zero_results"}
    fallback = next(
        p for p in j["steady_states"]["after"]["probes"] if p["type"] == "fallback_rate"
    )
    assert fallback["status"] == "ok"  # the fault was removed: the service recovered


def test_unknown_reference_point_is_invalid(reference_url: str) -> None:
    with pytest.raises(ExperimentInvalid, match="not a chaos point of the reference service"):
        prepare(load_text(_doc(reference_url, point="reference.nowhere")))


def test_reference_service_down_fails_before_injection(tmp_path: Path) -> None:
    prepared = prepare(load_text(_doc("http://127.0.0.1:9")))
    run_experiment(prepared, journal_path=tmp_path / "j.json")
    j = read(tmp_path / "j.json")
    assert j["status"] == "failed" and "does not answer" in j["reason"] and j["events"] == []
