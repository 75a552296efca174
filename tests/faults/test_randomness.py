"""The randomness model's own imports: nothing left to load inside a request."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import genai_chaos.faults.randomness as randomness

# the module alone (not through the package, whose other modules load numpy.random too):
# does importing it load all that a fault's first draw needs?
_PROBE = """
import importlib.util, sys
spec = importlib.util.spec_from_file_location("randomness_alone", sys.argv[1])
module = importlib.util.module_from_spec(spec)
sys.modules[spec.name] = module
spec.loader.exec_module(module)
print("numpy.random" in sys.modules)
module.decide(1, "r", probability=1.0, blast_radius=1.0).rng().random()
print("numpy.random" in sys.modules)
"""


def test_importing_the_module_loads_numpy_random_before_the_first_draw() -> None:
    path = Path(randomness.__file__)
    out = subprocess.run(
        [sys.executable, "-c", _PROBE, str(path)],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    ).stdout.split()
    # loaded at import, not by the first rng() (tens of ms inside the request it delays)
    assert out == ["True", "True"]
