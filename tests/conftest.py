"""Tests never touch the user's files: the saves folder points into tmp_path."""

import pytest

from referee.core import i18n


@pytest.fixture(autouse=True)
def _isolated_saves(tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_SAVES_DIR", str(tmp_path / "saves"))
    monkeypatch.delenv("REFEREE_SAVE", raising=False)
    monkeypatch.setenv("COLUMNS", "200")
    monkeypatch.delenv("REFEREE_LANG", raising=False)
    yield
    i18n.use(i18n.ENGLISH)
