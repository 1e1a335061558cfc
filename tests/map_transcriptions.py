"""Small boards of every kind of map file, transcribed twice: by the command line (``referee board / map / wt-map /
reservoirs …``) and by the map editor's changes (what the page of ``referee serve --edit`` sends when the board is
tapped). The two must write the same bytes, and a game must start on the result (tests/test_map_edit.py, and in a
browser tests/test_map_edit_browser.py)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Transcription:
    game: str                                    # --game KEY
    typed: list[list[str]]                       # command lines after "referee", FILE as "{f}"
    edits: list[tuple[str, dict]]                # the same changes as the page sends them
    start: list[str]                             # the command that starts a game on the file ("{f}")
    mistake: tuple[str, dict] = ("", {})         # a change the file takes, which its live check then names …
    named: str = ""                              # … in these words
    counts: list[str] = field(default_factory=list)   # lines of the live count of the finished small board
    shown: str = ""                              # the tool chosen in its screenshot (tools/editor_screenshots.py)


def _catan() -> Transcription:
    typed = [["board", "new", "{f}", "--edition", "seafarers", "--rows", "3,4,3", "--fill", "sea"],
             ["board", "hex", "{f}", "2b", "forest", "8"], ["board", "hex", "{f}", "2c", "desert"],
             ["board", "hex", "{f}", "1b", "gold", "9"], ["board", "hex", "{f}", "3b", "fog"],
             ["board", "harbour", "{f}", "2a:3", "3:1"], ["board", "pirate", "{f}", "2a"],
             ["board", "robber", "{f}", "2c"], ["board", "grow", "{f}", "2d:3"],
             ["board", "hex", "{f}", "2e", "hills", "4"]]
    edits = [("new", {"edition": "seafarers", "rows": "3,4,3", "fill": "sea"}),
             ("hex", {"hexname": "2b", "terrain": "forest", "number": 8}), ("hex", {"hexname": "2c", "terrain": "desert"}),
             ("hex", {"hexname": "1b", "terrain": "gold", "number": 9}), ("hex", {"hexname": "3b", "terrain": "fog"}),
             ("harbour", {"coast_path": "2a:3", "kind": "3:1"}), ("pirate", {"hexname": "2a"}),
             ("robber", {"hexname": "2c"}), ("grow", {"beside": "2d:3"}),
             ("hex", {"hexname": "2e", "terrain": "hills", "number": 4})]
    return Transcription("seafarers", typed, edits,
                         ["new", "seafarers", "--players", "Anna,Ben,Cyril", "--board", "{f}", "--save", "mine"],
                         ("hex", {"hexname": "2b", "terrain": "sea"}),      # the harbour's forest typed as sea
                         "CATAN-BOARD-3: harbour on 2a:3, which is not a coastal path",
                         ["11 of 11 hexes set", "desert 1, fog 1, forest 1, gold 1, hills 1, sea 6", "harbours: 1"])


def _rome() -> Transcription:
    land = [("1a", "fields", 8, "gallia", True), ("1b", "mountains", 5, "gallia", True),
            ("2a", "pasture", 4, "hispania", False), ("2b", "forest", None, "hispania", False),
            ("2c", "fields", 10, "italia_north", False), ("3a", "sea", None, None, False),
            ("3b", "mountains", 9, "italia_south", False)]
    typed = [["map", "new", "{f}", "--rows", "2,3,2", "--name", "small board"]]
    edits = [("new", {"rows": "2,3,2", "name": "small board"})]
    for hexname, terrain, number, province, beyond in land:
        typed.append(["map", "hex", "{f}", hexname, terrain, *([str(number)] if number else []),
                      *(["--province", province] if province else []), *(["--beyond"] if beyond else [])])
        edits.append(("hex", {"hexname": hexname, "terrain": terrain, **({"number": number} if number else {}),
                              **({"province": province} if province else {}), **({"beyond": True} if beyond else {})}))
    typed += [["map", "city", "{f}", "Roma", "2c:4", "italia_south", "5", "--eagle"],
              ["map", "city", "{f}", "Lugdunum", "1a:4", "gallia", "3", "--iii"],
              ["map", "start", "{f}", "red", "1a:12", "1a:2"], ["map", "start", "{f}", "blue", "1b:12", "1b:2"],
              ["map", "arrow", "{f}", "land", "2a:8", "2a:10"], ["map", "arrow", "{f}", "sea", "2c:4", "3b:4",
                                                                   "--one-way"]]
    edits += [("city", {"name": "Roma", "at": "2c:4", "province": "italia_south", "towers": 5, "eagle": True}),
              ("city", {"name": "Lugdunum", "at": "1a:4", "province": "gallia", "towers": 3, "neutral": True}),
              ("start", {"colour": "red", "first": "1a:12", "second": "1a:2"}),
              ("start", {"colour": "blue", "first": "1b:12", "second": "1b:2"}),
              ("arrow", {"kind": "land", "first": "2a:8", "second": "2a:10"}),
              ("arrow", {"kind": "sea", "first": "2c:4", "second": "3b:4", "one_way": True})]
    return Transcription("rome", typed, edits,
                         ["new", "rome", "--players", "Anna,Ben,Cyril", "--board", "{f}", "--save", "mine"],
                         ("city", {"name": "Roma", "at": "2c:4", "province": "gallia", "towers": 5, "eagle": True}),
                         "FAIL one city with 5 towers (Rome), in Italy: Roma (gallia)",
                         ["FAIL 40 cities: 2 cities", "ok   one city with 5 towers (Rome), in Italy: Roma (italia_south)"])


def _warriors_traders() -> Transcription:
    typed = [["wt-map", "new", "{f}", "--side", "west"]]
    edits = [("new", {"side": "west"})]
    for n, country in enumerate("ABCDEFGH", 1):
        typed.append(["wt-map", "country", "{f}", country, str(n)])
        edits.append(("country", {"name": country, "order": n}))
    for country in "ABCDEFGH":
        typed += [["wt-map", "province", "{f}", f"{country}1", country, "capital", "--food", "1"],
                  ["wt-map", "province", "{f}", f"{country}2", country, "trade_centre", "--goods", "2"]]
        edits += [("province", {"name": f"{country}1", "country": country, "kind": "capital", "food": 1}),
                  ("province", {"name": f"{country}2", "country": country, "kind": "trade_centre", "goods": 2})]
    for one, other, sea in (("A1", "A2", False), ("A2", "B1", False), ("B1", "H2", True)):
        typed.append(["wt-map", "link", "{f}", one, other, *(["--sea"] if sea else [])])
        edits.append(("link", {"one": one, "other": other, **({"sea": True} if sea else {})}))
    return Transcription("warriors-and-traders", typed, edits,
                         ["new", "warriors-and-traders", "--players", "Anna,Ben", "--board", "{f}", "--save",
                          "mine"],
                         ("province", {"name": "A3", "country": "A", "kind": "capital"}),
                         "country A has 2 provinces of type 'capital', not 1 (WT-PROV-8)",
                         ["8 of 8 countries", "16 provinces, 3 borders (1 by sea)"])


def _aqua_romana() -> Transcription:
    rows = [("p3", "red", ["A4", "A5"], ["A4:N", "A4:E", "A5:E", "A5:S"]),
            ("p3", "blue", ["E1", "F1"], ["E1:W", "E1:S", "F1:S", "F1:E"]),
            ("p3", "yellow", ["K4", "K5"], ["K5:S", "K5:W", "K4:W", "K4:N"])]
    typed = [["reservoirs", "new", "{f}"], *(["reservoirs", "set", "{f}", layout, colour, *squares, *outlets]
                                             for layout, colour, squares, outlets in rows),
             ["reservoirs", "corner", "{f}", "K8", "NW"]]
    edits = [("new", {}), *(("set", {"layout": layout, "color": colour, "squares": squares, "outlets": outlets})
                            for layout, colour, squares, outlets in rows),
             ("corner", {"square": "K8", "rotation": "NW"})]
    return Transcription("aqua-romana", typed, edits,
                         ["new", "aqua-romana", "--players", "Anna,Ben,Cyril", "--board", "{f}", "--save", "mine"],
                         ("set", {"layout": "p2", "color": "red", "squares": ["A4", "A5"],
                                  "outlets": ["A4:W", "A4:E", "A5:S"]}),
                         "2 players, one reservoir each: outlet A4:W (red1) faces the board edge",
                         ["3 players: 3 of 3 reservoirs"])


def _scenario() -> Transcription:
    """A copy of Germany filled in from the box: its target, a landmark's cost and two of its spots (SCENARIO-1…13)."""
    typed = [["scenario", "new", "{f}", "--from", "germany", "--key", "my-germany"],
             ["scenario", "set", "{f}", "--victory-points", "11"], ["scenario", "verify", "{f}", "victory_points"],
             ["scenario", "item", "{f}", "landmark", "--cost", "2 brick 1 ore", "--per-player", "3"],
             ["scenario", "verify", "{f}", "landmark.cost"], ["scenario", "spot", "{f}", "landmark", "3e:4"],
             ["scenario", "spot", "{f}", "landmark", "1a:2"], ["scenario", "rules", "{f}", "--no-harbours"]]
    edits = [("new", {"copy": "germany", "key": "my-germany"}), ("set", {"victory_points": 11}),
             ("verify", {"value": "victory_points"}),
             ("item", {"key": "landmark", "cost": "2 brick 1 ore", "per_player": 3}),
             ("verify", {"value": "landmark.cost"}), ("spot", {"key": "landmark", "place": "3e:4"}),
             ("spot", {"key": "landmark", "place": "1a:2"}), ("rules", {"harbours": False})]
    return Transcription("catan-scenario", typed, edits,
                         ["new", "catan-scenario", "--scenario", "{f}", "--players", "Anna,Ben,Cyril", "--save",
                          "mine"],
                         ("board", {"file_name": "my-germany-board.toml"}),    # a board file not yet made
                         "SCENARIO-2: no board file my-germany-board.toml beside the scenario file",
                         ["landmark: 2 of 12 spots", "unverified: board, rules, landmark.stands, landmark.spots, "
                          "landmark.victory_points, landmark.produces, landmark.reward, landmark.per_player"], "spot")


TRANSCRIPTIONS = {"catan": _catan(), "rome": _rome(), "warriors-and-traders": _warriors_traders(),
                  "aqua-romana": _aqua_romana(), "scenario": _scenario()}
