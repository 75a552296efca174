"""``python -m genai_chaos.experiment.schema``: regenerate the schema file."""

from genai_chaos.experiment.schema import write

print(write())
