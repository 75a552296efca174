"""Chaos as code: experiment documents, their runner, journals and reports."""
