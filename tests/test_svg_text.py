"""No text leaves a picture's frame, no label covers another, a number token or a piece (issue 29 item 22): every
example game's ``referee board --svg``, in English and in Czech, at its start, on the way and at its end. How a text's
box is estimated, and what counts as a piece: tests/svg_boxes.py."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from referee.core import i18n
from referee.core.session import Session, replay, step
from referee.core.svg import text_width
from svg_boxes import NS, having, layout, problems, shape_box, text_box

EXAMPLES = sorted((Path(__file__).resolve().parents[1] / "saves" / "examples").glob("*.toml"))
STOPS = 6                                     # positions looked at on the way, besides the start and the end


def sampled(path: Path):
    """(events recorded, picture) at the start, at STOPS points on the way and at the end of the example."""
    session = Session.load(path)
    game, events = session.game, session.events
    state = game.initial_state(session.setup)
    game.quiet(state, True)
    stops = {len(events) * k // (STOPS + 1) for k in range(STOPS + 2)}
    for done in range(len(events) + 1):
        if done:
            step(game, state, events[done - 1])
        if done in stops:
            yield done, game.board_svg(state)


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_no_label_leaves_the_frame_or_covers_another_a_token_or_a_piece(path, lang):
    i18n.use(lang)
    found = {done: problems(svg) for done, svg in sampled(path)}
    assert {done: p for done, p in found.items() if p} == {}


# --- the cases issue 29 names ------------------------------------------------------------------

def picture(name: str, upto: int | None = None, lang: str = "en", title: str | None = None) -> str:
    i18n.use(lang)
    session = Session.load(Path(__file__).resolve().parents[1] / "saves" / "examples" / f"{name}.toml")
    state = replay(session.game, session.setup, session.events, upto=upto).state
    if title:
        state.setup.title = title
    return session.game.board_svg(state)


def test_the_5_6_special_building_line_stays_inside_the_picture():
    """The status line of the special building phase names five players and their order: it is wrapped."""
    session = Session.load(Path(__file__).resolve().parents[1] / "saves" / "examples" / "catan-5-6-six-example.toml")
    state = session.game.initial_state(session.setup)
    for event in session.events:
        step(session.game, state, event)
        if session.game.phase(state) == "special_build":
            break
    svg = session.game.board_svg(state)
    frame, texts, _marks = layout(svg)
    legend = [box for box, _owners in texts if "special building" in box.what or "Turn" in box.what]
    assert legend and all(box.inside(frame) for box, _owners in texts)


def test_treasure_islands_harbour_discs_leave_the_sea_hexes_names_readable():
    """A harbour's disc lay over the name of the sea hex it stands on (5d, 1a): it now stands on the hex's middle."""
    root = ET.fromstring(picture("treasure-islands-3p-test"))
    names = [text_box(t, {"font-size": t.get("font-size"), "font-weight": "bold", "text-anchor": "middle"})
             for t in having(root, "hex-name")]
    for harbour in having(root, "harbour"):
        disc = max((c for c in harbour.iter(f"{NS}circle")), key=lambda c: float(c.get("r")))
        covered = [n.what for n in names if shape_box(disc).overlap(n)]
        assert covered == [], harbour.get("data-path")


def test_rome_city_names_cover_no_number_token_and_no_tribe():
    """Augusta Vindelicum lay over the tokens of 2e and 2f, tribes over city names: each name now takes a free place
    round its crossroads — farther off when the legionnaire and two tribes crowd it (event 83, found by looking at
    every position of the example)."""
    for upto in (None, 83, 189, 378):
        svg = picture("rome-3p-test-map", upto)
        assert problems(svg) == [], upto
        root = ET.fromstring(svg)
        names = [text_box(t, {"font-size": t.get("font-size"), "font-weight": "bold", "text-anchor": "middle"})
                 for t in having(root, "city-name")]
        tokens = [c for c in root.iter(f"{NS}circle") if float(c.get("r")) > 14 and not c.get("class")]  # no class once
        pieces = [shape_box(c) for c in tokens + having(root, "token")] + \
            [b for g in having(root, "tribe") for b in map(shape_box, g) if b]
        assert [(n.what, p.what) for n in names for p in pieces if n.overlap(p)] == []


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_aqua_romana_heading_is_whole_even_when_the_title_is_long(lang):
    """A long title was cut with '…' under the reserve: it now wraps to two lines beside it, whole."""
    title = "Friday evening at Anna's with the cousins from Brno, second game of the night"
    root = ET.fromstring(picture("aqua-romana-3p", lang=lang, title=title))
    heading = " ".join(t.text for t in having(root, "heading"))
    assert "…" not in heading and title in heading
    assert problems(picture("aqua-romana-3p", lang=lang, title=title)) == []


# --- the estimate of a text's width ----------------------------------------------------------------

MEASURED = [("lumber", 12, True, 47.89), ("mountains", 11, False, 58.47), ("1a", 17, True, 23.31),
            ("10", 20, True, 27.84), ("Example: four players on the beginner board", 16, True, 405.13),
            ("Anna (red): 7 VP · 5 settlements · 0 cities · 14 roads, longest 8 · Longest Road", 14, False, 544.83),
            ("Corners are even hours (3e:4), sides odd hours (3e:3), 12 at the top.", 12, False, 412.41),
            ("W1", 12, True, 21.61), ("pasture", 11, False, 42.02), ("hills", 11, False, 22.14)]


@pytest.mark.parametrize("text, size, bold, width", MEASURED)
def test_the_text_width_estimate_holds_against_a_browser(text, size, bold, width):
    """Widths Chromium drew in DejaVu Sans (getBBox): the estimate is never much narrower (a label would run into its
    neighbour unseen) nor much wider (labels would be moved for nothing)."""
    assert 0.97 * width <= text_width(text, size, bold) <= 1.2 * width
