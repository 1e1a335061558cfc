"""Settling a dispute at the table: ``referee rule`` tells a rule in words (texts: referee/core/rules.py, imported
when the command runs: the other commands never pay for it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Optional

import typer

from referee.cli import render
from referee.cli.base import JsonOpt, SaveOpt, app, boundary
from referee.core.commands import save_path
from referee.core import i18n, registry
from referee.core.errors import NotationError, SaveError
from referee.core.i18n import _

if TYPE_CHECKING:
    from referee.core.rules import RuleText


@app.command()
@boundary
def rule(
    query: Annotated[Optional[str], typer.Argument(metavar="[ID]", help="A rule ID (AQUA-PLACE-5, any case) or a "
                                                                      "chapter (AQUA-PLACE); none: every chapter.")] = None,
    search: Annotated[Optional[str], typer.Option("--search", metavar="WORD",
                                                  help="Find the rules whose title or text holds WORD, in "
                                                       "English or Czech, accents ignored.")] = None,
    save_: SaveOpt = None,
    json_: JsonOpt = False,
):
    """A rule in a sentence or two, with its rulebook page and the options that change it (their values in the
    save); a chapter's rules; or the rules that mention a word."""
    from referee.core import rules

    if search is not None and query is not None:
        raise NotationError(_("a rule ID and --search WORD at once"), _("give one of them"))
    if search is not None:
        found = rules.search(search)
        if not found:
            raise NotationError(_("no rule mentions '{word}'", word=search),
                                _("another word, or a chapter: 'referee rule' lists them"))
        return listing(found, json_)
    if query is None:
        return contents(json_)
    found = rules.find(query)
    if isinstance(found, list):
        return listing(found, json_)
    values = option_values(found, save_)
    if json_:
        render.as_json({**as_dict(found), "options": values})
        return
    language = i18n.language()
    page = f" ({_('rulebook p. {page}', page=found.page)})" if found.page else ""
    typer.echo(f"{found.id}: {found.title_in(language)}{page}")
    typer.echo(found.text_in(language))
    if values:
        typer.echo(_("Options that change it:"))
        for option in values:
            if "value" in option:
                typer.echo(_("  {option} = {value} (in this save; default {default})", **option))
            else:
                typer.echo(_("  {option} = {default} (default)", **option))


def as_dict(text: RuleText) -> dict:
    """A rule's text in both languages, as ``--json`` gives it (the file's own keys)."""
    return {"id": text.id, "title": text.title, "text": text.text, "page": text.page, "source": text.source,
            "cs": {"title": text.cs_title, "text": text.cs_text}}


def listing(found: list[RuleText], json_: bool) -> None:
    """Rules one a line: ID and title."""
    if json_:
        render.as_json([{"id": t.id, "title": t.title, "cs": {"title": t.cs_title}} for t in found])
        return
    width = max(len(t.id) for t in found)
    language = i18n.language()
    for text in found:
        typer.echo(f"{text.id:<{width}}  {text.title_in(language)}")


def contents(json_: bool) -> None:
    """Every chapter, with its number of rules."""
    from referee.core import rules

    chapters = rules.chapters(rules.texts())
    if json_:
        render.as_json(chapters)
        return
    width = max(map(len, chapters), default=0)
    for chapter, count in chapters.items():
        typer.echo(f"{chapter:<{width}}  {count}")


def option_values(text: RuleText, given: str | None) -> list[dict]:
    """The options that change the rule: name, default, and their value in the save (``--save``, or the current
    game when it is one of the rule's games)."""
    if not text.options or not text.games:
        return []
    setup = current_setup(given)
    key = setup.game if setup is not None and setup.game in text.games else text.games[0]
    defaults = {}
    for game_key in (key, *text.games):
        defaults = {o.name: o.default for o in registry.find(game_key).options} | defaults
    values = []
    for name in text.options:
        option = {"option": name, "default": shown(defaults.get(name))}
        if setup is not None and setup.game == key and name in setup.options:
            option["value"] = shown(setup.options[name])
        values.append(option)
    return values


def shown(value):
    """An option's value as the save writes it (``true``, not ``True``)."""
    return str(value).lower() if isinstance(value, bool) else value


def current_setup(given: str | None):
    """The save's set-up: ``--save`` must be readable; the current game is used only when there is one."""
    from referee.core.session import load

    try:
        return load(save_path(given), names=False).setup
    except (NotationError, SaveError):
        if given:
            raise
        return None
