"""The pictures read as Czech (``referee --lang cs board --svg -``): every registered game's example save(s), drawn at
their end and at earlier points, have no English tell-tale word and no raw key in any text the picture shows — the
labels, the legend and the tooltips (``<title>``). The save's own title and board name are the table's words and are
left out; the same pictures drawn in English do show the tell-tale words, so the check can tell the two apart."""

from __future__ import annotations

import tomllib
import xml.etree.ElementTree as ET

import pytest
from typer.testing import CliRunner

from czech_telltale import english_words
from referee.cli.app import app
from referee.core import i18n
from test_czech_all_games import GAMES, canonical_left_out, example_saves

POINTS = 3          # the end of each example and two earlier points
SVG = "{http://www.w3.org/2000/svg}"


def picture_text(runner: CliRunner, save, lang: str) -> str:
    """Every text the picture shows (text nodes and tooltips), one a line; a legend entry wrapped over several text
    nodes is one line again (its words are read together, as the typed ``close none`` is)."""
    result = runner.invoke(app, ["--lang", lang, "board", "--svg", "-", "--save", str(save)])
    assert result.exit_code == 0, result.stdout + result.stderr
    root = ET.fromstring(result.stdout.partition("\n")[2])
    lines, inside = [], wrapped(root)
    for node in root.iter():
        texts = [t.text for t in node if t.tag == f"{SVG}text" and t.text and t.text.strip()]
        if node.tag == f"{SVG}g" and node.get("class", "").startswith("legend-") and texts:
            lines.append(" ".join(texts))
        elif node.text and node.text.strip() and node not in inside:
            lines.append(node.text)
    return "\n".join(lines)


def wrapped(root: ET.Element) -> set[ET.Element]:
    """The text nodes of wrapped legend entries (read as one line by :func:`picture_text`)."""
    return {t for g in root.iter(f"{SVG}g") if g.get("class", "").startswith("legend-") for t in g}


def own_words_left_out(text: str, data: dict) -> str:
    """``text`` without the save's own title and board name (the table's words, not the referee's)."""
    return canonical_left_out(text.replace(data.get("title", "") or "\0", "NÁZEV"), data)


@pytest.mark.parametrize("key", GAMES)
def test_the_pictures_read_as_czech(key, tmp_path):
    saves = example_saves().get(key)
    assert saves, f"{key}: no example save in saves/examples"
    runner = CliRunner()
    try:
        for example in saves:
            save = tmp_path / example.name
            save.write_bytes(example.read_bytes())
            data = tomllib.loads(example.read_text("utf-8"))
            step = max(1, len(data.get("events", [])) // POINTS)
            czech, english = [], []
            for _point in range(POINTS):
                czech.append(picture_text(runner, save, "cs"))
                english.append(picture_text(runner, save, "en"))
                runner.invoke(app, ["undo", str(step), "--save", str(save)])      # a step back, not under test
            found = english_words(own_words_left_out("\n".join(czech), data))
            assert found == [], f"{example.name}: English in the Czech picture: {sorted(set(found))}"
            assert english_words(own_words_left_out("\n".join(english), data)), \
                f"{example.name}: the English picture shows no tell-tale word — the check would miss English"
    finally:
        i18n.use("en")


def test_czech_counts_in_the_legends_decline():
    """Numbers before nouns take the plural form the number asks for (1 vesnice, 2 vesnice, 5 vesnic)."""
    from referee.core.i18n import counted
    import referee.games.catan  # noqa: F401  (its catalogue)
    import referee.games.rome  # noqa: F401

    i18n.use("cs")
    try:
        shown = [str(counted(n, "piece", "settlement", "settlements")) for n in (1, 2, 5)]
        shown += [str(counted(n, "piece", "city", "cities")) for n in (1, 3, 0)]
        shown += [str(counted(n, "noun", "city", "cities")) for n in (1, 4, 7)]
        shown += [str(counted(n, "unit", "point", "points")) for n in (1, 2, 20)]
    finally:
        i18n.use("en")
    assert shown == ["1 vesnice", "2 vesnice", "5 vesnic", "1 město", "3 města", "0 měst",
                     "1 město", "4 města", "7 měst", "1 bod", "2 body", "20 bodů"]
    assert [str(counted(n, "piece", "settlement", "settlements")) for n in (1, 2)] == ["1 settlement",
                                                                                        "2 settlements"]
