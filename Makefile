PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
EXAMPLE := saves/examples/catan-4p-beginner.toml

.PHONY: demo test fuzz bench bench-hostile bench-awaited clean

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

# The property generators and the fuzz tests on new random examples, round after round, for FUZZ_SECONDS
# (a round started before the time is up runs to its end); the first failure stops it, with what reproduces it.
FUZZ_SECONDS ?= 300
FUZZ_TESTS := tests/test_fuzz.py tests/test_properties.py tests/test_wt_properties.py tests/test_save_fuzz.py \
	tests/test_secrets_core.py tests/test_save_append.py tests/test_core.py tests/test_board_svg.py tests/test_awaited.py
fuzz: $(VENV)/.test
	@end=$$(( $$(date +%s) + $(FUZZ_SECONDS) )); round=0; \
	while [ $$(date +%s) -lt $$end ]; do \
		round=$$((round + 1)); echo "make fuzz: round $$round"; \
		REFEREE_FUZZ=1 $(BIN)/python -m pytest -n auto -q -p no:cacheprovider $(FUZZ_TESTS) || exit 1; \
	done; echo "make fuzz: $$round rounds, no failure"

bench: $(VENV)/.test
	$(BIN)/python bench/run.py

# Every command on hostile saves under the size limit: time, peak memory, output (bench/hostile.json).
bench-hostile: $(VENV)/.test
	$(BIN)/python bench/hostile.py

# The legal moves (referee hints --json) per game key: the answer's cost per position at 2,000 events, its share of a
# play line, self-play games per second (bench/awaited.json).
bench-awaited: $(VENV)/.test
	$(BIN)/python bench/awaited.py

clean:
	rm -rf $(VENV) .pytest_cache
