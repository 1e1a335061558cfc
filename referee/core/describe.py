"""Recorded events as people read them (``log``, ``undo``, ``amend``, ``why``, the page's log): an event's
fields, and what an amendment changed."""

from __future__ import annotations

from referee.core import i18n, registry, why
from referee.core.game import Outcome
from referee.core.i18n import Cards, Term, _
from referee.core.session import AMENDED, replay


def details(event: dict, game=None, state=None) -> str:
    """The event's own fields as ``key=value``; the recording time is left out (it has its column).

    In another language than English the field names and the event's names (a piece, a card, a bag of cards)
    are translated as terms (``stavba=silnice kde=3e:1``); English shows the save's own words.
    """
    skip = {"seq", "kind", "player", "note"} | ({"at"} if game is not None and game.stamps(event["kind"]) else set())
    if i18n.language() == i18n.ENGLISH:
        return " ".join(f"{k}={_value(v, None) if isinstance(v, dict) else v}" for k, v in event.items()
                        if k not in skip)
    terms = field_terms(game)
    own = game.value_names(state) if game is not None and state is not None else {}   # a save's own names
    return " ".join(f"{Term('event field', k)}={_own(own.get(k, {}), v) or _value(v, terms.get(k))}"
                    for k, v in event.items() if k not in skip)


def _own(names: dict[str, str], value) -> str | None:
    """A value's own name from the save (``Game.value_names``), if it has one."""
    return names.get(value) if isinstance(value, str) else None


def field_terms(game) -> dict[str, str]:
    """The Term context of each event field's values (``GameInfo.field_terms``)."""
    if game is None:
        return {}
    info = registry.known().get(game.key)
    return dict(info.field_terms if info is not None and info.field_terms else getattr(game, "field_terms", {}))


def _value(value, context: str | None) -> str:
    """A field's value as people read it: a name as a term of ``context``, a bag as ``1 ruda, 2 vlny``, a table of
    bags by player as ``Cyril: 1 ruda; Ben: 2 vlny`` (a gold field's choices, C&K's progress draws)."""
    if isinstance(value, dict):
        if not all(isinstance(n, int) for n in value.values()):
            return "; ".join(f"{k}: {_value(v, context)}" for k, v in value.items())
        if context:
            return format(Cards(value, context, sep=", "), "")
        return ", ".join(f"{n} {k}" for k, n in value.items())
    if isinstance(value, list):
        return ",".join(_value(v, context) for v in value)
    if context and isinstance(value, str):
        whose, sep, name = value.rpartition("=")                  # a declared "Anna=cattle": the name after "="
        return f"{whose}{sep}{format(Term(context, name), 'short')}"
    return str(value)


def kind_name(kind: str):
    """An event kind as people read it (English: the save's word)."""
    return kind if i18n.language() == i18n.ENGLISH else Term("event", kind)


def names_state(session):
    """A state to read the save's own names from (``Game.value_names``: a scenario's items), only where they are
    shown (not in English, which shows the save's words): the initial state, which knows them all."""
    return None if i18n.language() == i18n.ENGLISH else session.game.initial_state(session.setup)


def describe(event: dict, game=None, state=None) -> str:
    return f"{event.get('player', '')} {kind_name(event['kind'])} {details(event, game, state)}".strip()


def tail(items: list, last: int | None) -> list:
    """The last ``last`` items (all of them for None; none for 0)."""
    return items if last is None else items[max(len(items) - last, 0):]


def consequences(game, seq: int, old, new) -> Outcome:
    """What the amendment changed: the event's own outcome, then every player's totals."""
    out = Outcome()
    for label, result in ((_("was"), old), (_("now"), new)):
        if len(result.outcomes) < seq:          # the old event was the invalid one
            p = result.problem
            out.lines.append(f"#{seq} {label}: " + _("invalid ({rule}: {problem})", rule=p.rule, problem=p.message))
            continue
        event, outcome = result.outcomes[seq - 1]
        out.lines.append(f"#{seq} {label}: {describe(event, game, result.state)}")
        out.lines.extend(f"    {line}" for line in outcome.lines)
        out.tables.extend((f"#{seq} {label}: {title}", head, rows) for title, head, rows in outcome.tables)
    rows = why.changes(game.summary(old.state), game.summary(new.state))
    if rows:
        out.tables.append((_("Consequences now (after all {count} events)", count=len(new.outcomes)),
                           [_("who"), _("what"), _("was"), _("now")], rows))
    else:
        out.lines.append(_("No consequence for the current position."))
    return out


def amendment(session, seq: int):
    """The event ``seq`` replaced most recently by ``amend`` and that amendment's consequences, or None."""
    replaced = [u for u in session.undone if u.get("reason") == AMENDED.format(seq=seq)]
    if not replaced:
        return None
    old = {k: v for k, v in replaced[-1].items() if k != "reason"}
    events = [*session.events[:seq - 1], old, *session.events[seq:]]
    game = session.game
    was = replay(game, session.setup, events, keep=True, shown={seq})
    now = replay(game, session.setup, session.events, keep=True, shown={seq})
    return old, consequences(game, seq, was, now)
