"""An experiment whose application calls its model through the chaos proxy: the proxy's
grade of each client goes into the journal, the HTML report and the Markdown summary."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import yaml

pytest.importorskip("aiohttp")
pytest.importorskip("uvicorn")
starlette = pytest.importorskip("starlette")

from starlette.applications import Starlette  # noqa: E402
from starlette.requests import Request  # noqa: E402
from starlette.responses import JSONResponse  # noqa: E402
from starlette.routing import Route  # noqa: E402

from genai_chaos._serve import serve_asgi  # noqa: E402
from genai_chaos.experiment.journal import read  # noqa: E402
from genai_chaos.experiment.loader import load_text  # noqa: E402
from genai_chaos.experiment.prepare import prepare  # noqa: E402
from genai_chaos.experiment.report.html import render_html  # noqa: E402
from genai_chaos.experiment.report.markdown import markdown_summary  # noqa: E402
from genai_chaos.experiment.runner import run_experiment  # noqa: E402
from genai_chaos.proxy import run_proxy  # noqa: E402
from tests.experiment.conftest import make, write  # noqa: E402


async def completions(request: Request) -> JSONResponse:
    """The "model": a fixed chat completion."""
    return JSONResponse(
        {
            "id": "c1",
            "object": "chat.completion",
            "model": "m",
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": "ok"},
                    "finish_reason": "stop",
                }
            ],
            "usage": {"prompt_tokens": 3, "completion_tokens": 1, "total_tokens": 4},
        }
    )


def app_calling(model_url: str) -> Starlette:
    """An application that retries its model at once, six times: a retry storm."""

    async def ask(request: Request) -> JSONResponse:
        body = await request.json()
        async with httpx.AsyncClient(timeout=5) as client:
            for _ in range(7):
                r = await client.post(
                    f"{model_url}/v1/chat/completions",
                    json={"model": "m", "messages": [{"role": "user", "content": body["prompt"]}]},
                    headers={"x-genai-chaos-client": "storming-app"},
                )
                if r.status_code < 500:
                    break
        if r.status_code >= 500:
            return JSONResponse({"error": "model down"}, status_code=502)
        return JSONResponse({"answer": r.json()["choices"][0]["message"]["content"]})

    return Starlette(routes=[Route("/ask", ask, methods=["POST"])])


@pytest.fixture
def stack() -> Iterator[tuple[str, str]]:
    with contextlib.ExitStack() as s:
        model = s.enter_context(
            serve_asgi(
                Starlette(routes=[Route("/v1/chat/completions", completions, methods=["POST"])])
            )
        )
        proxy = s.enter_context(run_proxy(model))
        app = s.enter_context(serve_asgi(app_calling(proxy.url)))
        yield f"{app}/ask", proxy.admin_url


def document(app_url: str, admin_url: str) -> str:
    doc = make(
        target={"type": "proxy", "url": app_url, "proxy": {"admin_url": admin_url}},
        workload={"prompts": ["hello"], "concurrency": 2, "count": 6},
        steadyState={
            "before": {"count": 4},
            "after": {"count": 4},
            "probes": [{"type": "error_rate", "tolerance": {"max": 0.5}}],
        },
        method=[{"fault": "http_error", "at": "/v1/chat/completions", "params": {"status": 503}}],
    )
    return yaml.safe_dump(doc)


def test_client_grades_reach_journal_and_reports(stack: tuple[str, str], tmp_path: Path) -> None:
    app_url, admin_url = stack
    run_experiment(
        prepare(load_text(document(app_url, admin_url))), journal_path=tmp_path / "j.json"
    )
    j = read(tmp_path / "j.json")
    assert j["events"] and {e["kind"] for e in j["events"]} == {"http_error"}, j["reason"]
    (grade,) = [g for g in j["client_grades"]["clients"] if g["client"] == "storming-app"]
    assert grade["grade"] == "fail" and grade["violations"]["retry_storm"] >= 1
    assert "max_retries" in j["client_grades"]["definitions"]
    md = markdown_summary(j)
    assert "**Client grades (chaos proxy)**" in md and "| storming-app | fail" in md
    html = render_html(j)
    assert "Client grades (chaos proxy)" in html
    assert '<td>storming-app</td><td class="bad">fail' in html


def test_other_targets_have_no_grades(tmp_path: Path) -> None:
    from genai_chaos.experiment.loader import load_file
    from tests.experiment.conftest import make

    run_experiment(prepare(load_file(write(tmp_path, make()))), journal_path=tmp_path / "j.json")
    j = read(tmp_path / "j.json")
    assert "client_grades" not in j
    assert "Client grades" not in render_html(j) and "Client grades" not in markdown_summary(j)
