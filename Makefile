PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
EXAMPLE := saves/examples/catan-4p-beginner.toml

.PHONY: demo test bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# The runtime (typer, tomli-w, tabulate) for the demo; the test extras on top for the tests.
$(VENV)/.runtime: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e . --config-settings editable_mode=compat
	touch $@

$(VENV)/.test: pyproject.toml $(VENV)/.runtime
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[test]' --config-settings editable_mode=compat
	touch $@

# Byte-code written once here, so a shell that exports PYTHONDONTWRITEBYTECODE (or a read-only checkout
# later) does not compile every module of the editable install on every command (≈ 25 ms each).
demo: $(VENV)/.runtime
	$(BIN)/python -m compileall -q referee
	$(BIN)/referee check $(EXAMPLE)
	$(BIN)/referee replay $(EXAMPLE) --last 8
	$(BIN)/referee board --save $(EXAMPLE)
	$(BIN)/referee score --save $(EXAMPLE)

# The suite on every core (pytest-xdist): CI's machine has two.
test: $(VENV)/.test
	$(BIN)/python -m pytest -n auto

bench: $(VENV)/.test
	$(BIN)/python bench/run.py

clean:
	rm -rf $(VENV) .pytest_cache
