"""``python -m genai_chaos``: the same as the ``genai-chaos`` command."""

from __future__ import annotations

from genai_chaos.cli import main

if __name__ == "__main__":
    main()
