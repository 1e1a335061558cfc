"""The page's editor of a scenario file (``referee serve --edit FILE``, SCENARIO-1…13): the scenario's board drawn as
the board editor draws it, each item's spots marked on it, every intersection, hex and side a tap target; tools for
the head, the board, the rules, each item and its spots, what is verified; the file's check live under the board.
Its changes are :mod:`edits`, the ones ``referee scenario`` runs. The board itself is a board file's, edited with the
board editor (``referee serve --edit BOARD.toml``)."""

from __future__ import annotations

import html
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from referee.core.datafile import read_table
from referee.core.errors import NotationError, RefereeError
from referee.core.i18n import _
from referee.core.mapedit import MapEditor, Progress, field_spec, target, tool
from referee.core.svg import INK, el, points
from referee.games.catan import board_editor, boardfile, svg
from referee.games.catan.scenario import edits, file
from referee.games.catan.scenario.draw import DIAMOND, glyphs, side_spot

MARK = "#f4d03f"


class ScenarioEditor(MapEditor):
    kind = "catan-scenario"
    command = "referee scenario"
    edits = edits.EDITS

    def __init__(self, game=None):
        super().__init__(game)
        self.folder = Path(".")

    def recognises(self, data: dict[str, Any]) -> bool:
        return isinstance(data.get("scenario"), dict) and "events" not in data

    def load(self, path: Path) -> dict[str, Any]:
        self.folder = path.parent
        return read_table(path, edits.make_hint(path.name))

    def title(self) -> str:
        return _("Catan scenario file")

    # --- the tools ---------------------------------------------------------------------------------------------
    def tools(self, data: dict[str, Any] | None) -> list[dict[str, Any]]:
        if data is None:
            copies = [("", _("an empty file")), *((n, n) for n in edits.shipped())]
            return [tool("new", _("Start the scenario file"), _("Empty, or a copy of a shipped scenario to fill in "
                                                                 "from your box."),
                         fields=[field_spec("copy", _("Start from"), choices=copies),
                                 field_spec("key", _("Key (a-z, 0-9, -)"), "text", placeholder="germany"),
                                 field_spec("name", _("Name"), "text")])]
        head = data["scenario"] if isinstance(data.get("scenario"), dict) else {}
        rules = data["rules"] if isinstance(data.get("rules"), dict) else {}
        items = [i for i in edits._items(data) if isinstance(i.get("key"), str)]
        found = [tool("set", _("Head"), _("Its names, the target and the player counts; then Apply."),
                      fields=[field_spec("name", _("Name"), "text", default=head.get("name")),
                              field_spec("name_cs", _("Czech name"), "text", default=head.get("name_cs")),
                              field_spec("victory_points", _("Victory points to win"), "int", placeholder="10",
                                         default=head.get("victory_points")),
                              field_spec("players", _("Player counts"), "text", placeholder="3,4,5,6",
                                         default=",".join(map(str, head["players"])) if isinstance(
                                             head.get("players"), list) else None)]),
                 tool("board", _("Scenario board"), _("A preset, or a board file beside this one; the board itself is "
                                             "transcribed with the board editor: referee serve --edit BOARD.toml."),
                      fields=[field_spec("preset", _("Preset"), choices=[
                                  ("", "—"), *((p, p) for t in edits.TABLES.values() for p in t.presets)]),
                              field_spec("file_name", _("or a board file"), "text", placeholder="germany-board.toml"),
                              field_spec("five_six", _("the board of 5–6 players"), "flag")]),
                 tool("rules", _("Rules"), _("The robber figure's name, and whether the harbours are in play."),
                      fields=[field_spec("robber", _("Robber figure"), "text", default=rules.get("robber")),
                              field_spec("robber_cs", _("its Czech name"), "text", default=rules.get("robber_cs")),
                              field_spec("harbours", _("Harbours"), "bool", default=rules.get("harbours", True),
                                         choices=[(True, _("in play")), (False, _("not in play"))])])]
        found += [tool(f"item-{i['key']}", _("Item {key}", key=i["key"]), _("Change its values, then Apply."), "item",
                       fields=_item_fields(i)) for i in items]
        found.append(tool("add", _("New item"), _("Its key, where it stands and how many exist; then Apply."), "item",
                          fields=_item_fields(None)))
        if items:
            found.append(tool("spot", _("Spot"), _("Choose the item, then tap the places printed for it (a tap on a "
                                                   "marked one takes it out)."),
                              fields=[field_spec("key", _("Item"), choices=[(i["key"], i["key"]) for i in items])],
                              targets=[target("place", ("corner", "hex", "side"), by=(
                                  "key", {i["key"]: edits.PLACE.get(i.get("stands"), "corner") for i in items}))]))
        marked, others = edits.marks_of(data, True), edits.marks_of(data, False)
        if marked:
            found.append(tool("verify", _("Verify"), _("Choose a value you have read off the box; then Apply."),
                              fields=[field_spec("value", _("Value"), choices=[(m, m) for m in marked])]))
        if others:
            found.append(tool("unverify", _("Mark unverified"), _("Choose a value that is a stand-in; then Apply."),
                              fields=[field_spec("value", _("Value"), choices=[(m, m) for m in others])]))
        if items:
            found.append(tool("remove", _("Remove item"), _("Choose the item to take out of the file; then Apply."),
                              fields=[field_spec("key", _("Item"), choices=[(i["key"], i["key"]) for i in items])]))
        return found

    # --- the picture -------------------------------------------------------------------------------------------
    def picture(self, data: dict[str, Any]) -> str:
        board = edits.board_table(data, self.folder)
        caption = _caption(data)
        if board is None:
            return _paragraph(_("No board to draw yet. {caption}", caption=caption))
        rules = data.get("rules") if isinstance(data.get("rules"), dict) else {}
        if rules.get("harbours") is False:
            board = {**board, "harbours": []}
        drawn = {"edition": "scenario", "board": board}
        try:
            root = board_editor.draw(drawn, grow=False)
            g = boardfile.grid(drawn)
        except RefereeError as exc:
            return _paragraph(_("The board cannot be drawn: {reason}", reason=exc.message)) + _paragraph(caption)
        below = next(i for i, child in enumerate(root) if child.get("id") == "sides")
        root.insert(below, _spots(data, g, board_editor.Layout(g)))
        ET.indent(root)
        return ET.tostring(root, encoding="unicode") + _paragraph(caption)

    # --- the check ---------------------------------------------------------------------------------------------
    def progress(self, path: Path, data: dict[str, Any]) -> Progress:
        found = edits.survey(path)
        return Progress(found.lines(), [str(p) for p in found.problems], found.usable, found.verdict())


def _item_fields(entry: dict[str, Any] | None) -> list[dict[str, Any]]:
    """An item's fields: with its values (``entry``), or empty for a new one."""
    entry = entry or {}
    known = bool(entry)
    unset = [("", "—")]

    def bag(name: str) -> str | None:
        value = entry.get(name) if isinstance(entry.get(name), dict) else {}
        return (" ".join(f"{n} {r}" for r, n in value.items()) or "-") if known else None

    return [field_spec("key", _("Key"), choices=[(entry["key"], entry["key"])]) if known else
            field_spec("key", _("Key (a-z, 0-9, -)"), "text", placeholder="landmark"),
            field_spec("name", _("Name"), "text", default=entry.get("name")),
            field_spec("name_cs", _("Czech name"), "text", default=entry.get("name_cs")),
            field_spec("stands", _("Stands on"), choices=[*([] if known else unset), *((k, edits.KIND[k]()) for k in file.STANDS)],
                       default=entry.get("stands")),
            field_spec("count", _("How many exist"), "int", default=entry.get("count")),
            field_spec("cost", _("Cost"), "text", placeholder="1 brick 1 ore", default=bag("cost")),
            field_spec("victory_points", _("Victory points"), "int", default=entry.get("victory_points")),
            field_spec("produces", _("Produces"), "int", default=entry.get("produces"),
                       choices=[*unset, (0, "0"), (1, _("1, like a settlement")), (2, _("2, like a city"))]),
            field_spec("reward", _("Reward when built"), "text", placeholder="1 grain", default=bag("reward")),
            field_spec("per_player", _("At most per player (0: no limit)"), "int", default=entry.get("per_player")),
            field_spec("distance", _("Distance rule"), "bool", default=entry.get("distance"),
                       choices=[*unset, (True, _("holds")), (False, _("does not hold"))])]


def _spots(data: dict[str, Any], g, pic) -> ET.Element:
    """Each item's spots: a diamond with its glyph (as ``board --svg`` draws a built one), titled."""
    items = {i["key"]: i for i in edits._items(data) if isinstance(i.get("key"), str)}
    mark = glyphs(items)
    layer = ET.Element("g", {"id": "spots"})
    for key, entry in items.items():
        kind = edits.PLACE.get(entry.get("stands"), "corner")
        for spot in entry.get("spots", []) if isinstance(entry.get("spots"), list) else []:
            try:
                at = getattr(g, kind)(str(spot))
            except NotationError:
                continue
            if kind == "corner":
                x, y = pic.corner(at)
            elif kind == "side":
                x, y = side_spot(pic, at)
            else:
                cx, cy = pic.centre(at)
                x, y = cx + 0.45 * svg.R, cy - 0.2 * svg.R
            group = el(layer, "g", class_="spot", data_item=key, data_at=at)
            el(group, "title", _("{item}: a spot on {at}", item=file.label(entry) if "name" in entry else key, at=at))
            el(group, "polygon", points=points((x + 1.3 * dx, y + 1.3 * dy) for dx, dy in DIAMOND), fill=MARK,
               stroke=INK, stroke_width=2)
            el(group, "text", mark[key], x=x, y=y + 5, font_size=14, font_weight="bold", text_anchor="middle",
               fill=INK)
    return layer


def _caption(data: dict[str, Any]) -> str:
    """Where the board comes from, and where it is edited: never here."""
    spec = data.get("board") if isinstance(data.get("board"), dict) else {}
    if set(spec) == {"file"}:
        return _("The board is the board file {name}: transcribe or correct it with the board editor, referee serve "
                 "--edit {name}.", name=spec["file"])
    if set(spec) == {"preset"}:
        return _("The board is the preset {name}, a stand-in until your box's board is transcribed: referee board "
                 "new BOARD.toml --edition scenario (or referee serve --edit BOARD.toml --game catan), then name it "
                 "with the Scenario board tool.", name=spec["preset"])
    if spec:
        return _("The board is written in this file; the board editor edits board files: move it into one to "
                 "transcribe it by pointing.")
    return _("Name it with the Scenario board tool: a preset, or a board file beside this one (made with the board editor).")


def _paragraph(text: str) -> str:
    return f'<p class="caption">{html.escape(text)}</p>'
