"""The JSON Schema of experiment documents, generated from the pydantic models.

Editors use ``chaos-experiment.schema.json`` (beside this module) for completion and
checks; a test fails when it differs from what the models generate. Regenerate with::

    python -m genai_chaos.experiment.schema

>>> generate()["title"]
'ChaosExperiment'
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from genai_chaos.experiment.spec import ChaosExperiment

SCHEMA_PATH = Path(__file__).with_name("chaos-experiment.schema.json")
SCHEMA_ID = "https://genai-chaos.dev/schemas/chaos-experiment.schema.json"


def generate() -> dict[str, Any]:
    """The schema, as the models define it today."""
    schema = ChaosExperiment.model_json_schema(by_alias=True, mode="validation")
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": SCHEMA_ID, **schema}


def render() -> str:
    """The schema file's text."""
    return json.dumps(generate(), indent=2, sort_keys=True) + "\n"


def write(path: Path = SCHEMA_PATH) -> Path:
    """Write the schema file."""
    path.write_text(render(), encoding="utf-8")
    return path
