"""``referee --help`` lists the common commands and one game's verbs: the current save's, or ``--game KEY``'s."""

from __future__ import annotations

from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()
AQUA = {"lay", "well", "place-builder", "close", "take"}
CATAN_ONLY = {"maritime", "discard"}
ROME_ONLY = {"plunder", "conquer", "legionnaire", "start", "move", "map"}
COMMON = {"new", "games", "status", "log", "undo", "check", "amend", "replay", "play", "why", "stats"}


def listed(output: str) -> set[str]:
    """The command names of the help's Commands section."""
    section = output.split("Commands:", 1)[1] if "Commands:" in output else output.split("Příkazy:", 1)[1]
    return {line.split()[0] for line in section.splitlines() if line.startswith("  ") and line.strip()}


def test_help_in_a_folder_whose_current_save_is_aqua_lists_only_aquas_verbs():
    assert runner.invoke(app, ["new", "aqua", "--players", "Anna,Ben", "--save", "table"]).exit_code == 0
    result = runner.invoke(app, ["--help"])
    assert result.exit_code == 0
    names = listed(result.output)
    assert AQUA | COMMON <= names
    assert not names & (CATAN_ONLY | ROME_ONLY) and "roll" not in names and "build" not in names
    pointer = "Game verbs shown: aqua-romana's. Another game's: 'referee --help --game KEY'"
    assert pointer in " ".join(result.output.split())


def test_help_with_game_lists_that_games_verbs_with_its_own_help():
    result = runner.invoke(app, ["--help", "--game", "rome"])
    assert result.exit_code == 0
    names = listed(result.output)
    assert ROME_ONLY | COMMON <= names and not names & (AQUA | CATAN_ONLY)
    roll = next(line for line in result.output.splitlines() if line.startswith("  roll "))
    assert "the start player's roll" in roll and "[catan]" not in roll


def test_help_with_game_goes_before_the_current_save_and_takes_an_alias():
    assert runner.invoke(app, ["new", "aqua", "--players", "Anna,Ben", "--save", "table"]).exit_code == 0
    names = listed(runner.invoke(app, ["--game=osadnici", "--help"]).output)
    assert CATAN_ONLY <= names and not names & (AQUA | ROME_ONLY)


def test_help_without_a_game_lists_every_verb_and_says_how_to_see_one_game():
    result = runner.invoke(app, ["--help"])
    names = listed(result.output)
    assert AQUA | CATAN_ONLY | ROME_ONLY <= names
    assert "'referee --help --game KEY' lists one game's" in " ".join(result.output.split())


def test_help_in_czech_names_the_game_shown():
    result = runner.invoke(app, ["--lang", "cs", "--help", "--game", "aqua"])
    assert result.exit_code == 0
    assert "Vypsána jsou slovesa hry aqua-romana." in " ".join(result.output.split())
    assert "lay (polož)" in result.output and "maritime" not in result.output


def test_another_games_verb_keeps_its_help_and_its_completion():
    assert runner.invoke(app, ["new", "aqua", "--players", "Anna,Ben", "--save", "table"]).exit_code == 0
    result = runner.invoke(app, ["maritime", "--help"])
    text = " ".join(result.output.split())
    assert result.exit_code == 0 and "trade with the bank" in text and "[catan, catan-5-6," in text
    completion = runner.invoke(app, [], prog_name="referee", env={
        "_REFEREE_COMPLETE": "complete_bash", "COMP_WORDS": "referee mar", "COMP_CWORD": "1"})
    assert completion.exit_code == 0 and completion.stdout.split() == ["maritime"]
    completion = runner.invoke(app, [], prog_name="referee", env={
        "_REFEREE_COMPLETE": "complete_bash", "COMP_WORDS": "referee wh", "COMP_CWORD": "1"})
    assert completion.stdout.split() == ["why"]


def test_a_verbs_help_without_a_game_says_each_text_once_with_the_games_it_serves():
    """Issue 29 item 21: 'referee discover --help' printed the same usage eleven times."""
    result = runner.invoke(app, ["discover", "--help"])
    text = " ".join(result.output.split())
    assert result.exit_code == 0
    assert text.count("what a face-down hex turned out to be") == 1
    assert "[seafarers, treasure-islands, into-the-unknown," in text


def test_a_verbs_help_shows_the_current_games_syntax_and_names_the_others():
    assert runner.invoke(app, ["new", "catan", "--players", "Anna,Ben,Cyril", "--save", "table"]).exit_code == 0
    text = " ".join(runner.invoke(app, ["roll", "--help"]).output.split())
    assert "[catan] the production roll: roll 8, or roll 3 5" in text
    assert "[seafarers]" not in text and "gold field" not in text
    assert "Also a verb of catan-5-6, helpers" in text and "'referee --game KEY roll --help' shows theirs" in text
    rome = " ".join(runner.invoke(app, ["--game", "rome", "roll", "--help"]).output.split())
    assert "[rome]" in rome and "[catan]" not in rome
    czech = " ".join(runner.invoke(app, ["--lang", "cs", "roll", "--help"]).output.split())
    assert "[catan] hod kostkami na výnosy" in czech and "Sloveso i her" in czech


def test_check_takes_save_as_every_command_does(tmp_path):
    """Issue 29 item 5: 'check --save FILE' was refused although every command takes --save."""
    path = tmp_path / "friday.toml"
    assert runner.invoke(app, ["new", "catan", "--players", "Anna,Ben,Cyril", "--save", str(path)]).exit_code == 0
    result = runner.invoke(app, ["check", "--save", str(path)])
    assert result.exit_code == 0 and "valid, 0 events" in result.output
