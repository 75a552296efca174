"""Print docs/faults.md from the registry: ``python -m genai_chaos._docs > docs/faults.md``."""

from __future__ import annotations

import sys

import genai_chaos.faults  # noqa: F401 - registers the built-in kinds
from genai_chaos.faults.catalogue import render_markdown

if __name__ == "__main__":
    sys.stdout.write(render_markdown())
