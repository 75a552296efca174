"""Application value shapes: what the adapters recognise and write back."""

from __future__ import annotations

import base64
from dataclasses import dataclass, field

import numpy as np
import pytest

from genai_chaos import create_fault
from genai_chaos.faults.base import Completion, Doc
from genai_chaos.inject import Injector
from genai_chaos.inject.values import map_completion, map_documents, map_embeddings, map_prompt


@dataclass
class Document:  # the shape of LangChain's Document
    page_content: str
    metadata: dict = field(default_factory=dict)
    id: str | None = None


def test_faiss_style_pairs_with_numpy_scores_are_documents(sink):
    docs = [
        (Document("a", {"source": "a.md"}, "a"), np.float32(0.9)),
        (Document("b", {"source": "b.md"}, "b"), np.float32(0.4)),
    ]
    inj = Injector([create_fault("similarity_threshold_shift", threshold=0.5, seed=1)])
    out = inj.perturb(docs, request_id="r")
    assert [d.page_content for d, _ in out] == ["a"]
    assert sink.events[0].status == "injected"


def test_swapped_sources_reach_object_documents():
    docs = [Document("a", {"source": "a.md"}, "a"), Document("b", {"source": "b.md"}, "b")]
    inj = Injector([create_fault("forged_metadata", mode="swap_sources", seed=1)])
    out = inj.perturb(docs, request_id="r")
    assert [(d.id, d.metadata["source"]) for d in out] == [("b", "b.md"), ("a", "a.md")]


def test_made_up_documents_do_not_inherit_a_real_id():
    docs = [{"id": "kb-1", "text": "a", "score": 0.9}]
    out = map_documents(docs, lambda ds: [*ds, Doc("junk", {}, 0.1)])
    assert out[1]["id"] is None and out[1]["text"] == "junk"


def test_unwritable_document_shape_is_skipped_not_broken(sink):
    inj = Injector([create_fault("rerank_interference", mode="reverse", seed=1)])
    inj.perturb([object(), object()], request_id="r")
    assert sink.events[0].status == "skipped"


def test_base64_embeddings_from_the_openai_api_are_drifted_and_reencoded():
    vec = np.array([0.6, 0.8, 0.0, 0.0], dtype="<f4")
    body = {"data": [{"embedding": base64.b64encode(vec.tobytes()).decode(), "index": 0}]}
    out = map_embeddings(body, lambda m: m * 2)
    decoded = np.frombuffer(base64.b64decode(out["data"][0]["embedding"]), dtype="<f4")
    assert np.allclose(decoded, vec * 2)


def test_numpy_scalar_lists_and_int_arrays():
    assert map_embeddings([np.float32(1.0), np.float32(2.0)], lambda m: m + 1) == [2.0, 3.0]
    out = map_embeddings(np.array([[1, 2]]), lambda m: m / 4)
    assert out.dtype == np.float32 and out.tolist() == [[0.25, 0.5]]


def test_tuple_of_strings_prompt_stays_a_tuple():
    assert map_prompt(("a", "b"), str.upper) == ("a", "B")


def test_multi_part_completion_content_is_skipped(sink):
    value = {"choices": [{"message": {"content": [{"type": "text", "text": "x"}]}}]}
    inj = Injector([create_fault("off_topic_answer", seed=1)])
    assert inj.perturb(value, request_id="r") == value
    assert sink.events[0].status == "skipped"


def test_parsed_result_is_invalidated_when_content_changes():
    value = {
        "choices": [
            {"message": {"content": '{"a": 1}', "parsed": {"a": 1}}, "finish_reason": "stop"}
        ]
    }
    out = map_completion(value, lambda c: Completion(c.text[:-1], "stop"))
    assert out["choices"][0]["message"]["parsed"] is None


@pytest.mark.parametrize("value", [42, None, {"nothing": 1}])
def test_unrecognised_prompt_shapes_skip(value, sink):
    inj = Injector([create_fault("truncate_prompt", keep_tokens=1, seed=1)])
    assert inj.perturb(value, request_id="r") == value
    assert sink.events[0].status == "skipped"


def test_doc_objects_keep_their_scores_through_a_fault():
    docs = [Doc("a", {}, 0.9, "a"), Doc("b", {}, 0.2, "b")]
    inj = Injector([create_fault("similarity_threshold_shift", threshold=0.5, seed=1)])
    out = inj.perturb(docs, request_id="r")
    assert [(d.id, d.score) for d in out] == [("a", 0.9)]
    assert isinstance(out[0], Doc)
