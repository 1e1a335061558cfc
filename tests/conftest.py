"""Tests never touch the user's files: the saves folder points into tmp_path."""

import os

import pytest
from hypothesis import settings

from referee.core import i18n

# CI (CI=true) runs the property tests on a fixed sequence of examples, so a red run can be
# reproduced and a green one is not luck; locally every run explores new examples. ``make fuzz``
# (REFEREE_FUZZ=1) runs them round after round on new random examples, whatever CI says, and
# prints what reproduces a failure.
settings.register_profile("ci", derandomize=True, print_blob=True)
settings.register_profile("fuzz", derandomize=False, print_blob=True)
if os.environ.get("REFEREE_FUZZ"):
    settings.load_profile("fuzz")
elif os.environ.get("CI"):
    settings.load_profile("ci")


@pytest.fixture(autouse=True)
def _isolated_saves(tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_SAVES_DIR", str(tmp_path / "saves"))
    monkeypatch.delenv("REFEREE_SAVE", raising=False)
    monkeypatch.setenv("COLUMNS", "200")
    monkeypatch.delenv("REFEREE_LANG", raising=False)
    yield
    i18n.use(i18n.ENGLISH)
