# One place for every check. Creates .venv when no virtual environment is active.
PY_SYS ?= python3
ifdef VIRTUAL_ENV
VENV := $(VIRTUAL_ENV)
else
VENV := .venv
endif
BIN := $(VENV)/bin
STAMP := $(VENV)/.genai-chaos-installed

.PHONY: demo test check lint typecheck bench bench-smoke docs clean install

$(BIN)/python:
	$(PY_SYS) -m venv $(VENV)

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -q --upgrade pip
	# torch first, pinned: pip then takes the CPU wheel instead of a multi-GB CUDA build
	$(BIN)/python -m pip install -q torch==2.13.0
	$(BIN)/python -m pip install -q -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

demo: $(STAMP)
	$(BIN)/genai-chaos demo

test: $(STAMP)
	$(BIN)/python -m pytest -q

check: $(STAMP)
	$(BIN)/ruff check src tests bench
	$(BIN)/ruff format --check src tests bench
	$(BIN)/mypy

docs: $(STAMP)
	$(BIN)/python -m genai_chaos._docs faults > docs/faults.md
	$(BIN)/python -m genai_chaos._docs cli > docs/cli.md

BENCHES := bench_overhead bench_guards bench_runner bench_proxy bench_reference bench_semantic bench_loadgen

bench: $(STAMP)
	for b in $(BENCHES); do $(BIN)/python bench/$$b.py || exit 1; done
	$(BIN)/python bench/bench_sanitizer.py
	HF_HUB_OFFLINE=1 $(BIN)/python bench/sanitizer_structured.py --layers default contextual tuned
	$(BIN)/python bench/sanitizer_long_inputs.py

bench-smoke: $(STAMP)
	for b in $(BENCHES); do $(BIN)/python bench/$$b.py --smoke || exit 1; done
	$(BIN)/python bench/bench_sanitizer.py --smoke --no-external
	$(BIN)/python bench/sanitizer_structured.py --smoke
	$(BIN)/python bench/sanitizer_long_inputs.py --smoke
	$(BIN)/python bench/sanitizer_dilution.py --smoke

clean:
	rm -rf .venv build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache
