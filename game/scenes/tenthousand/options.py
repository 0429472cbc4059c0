"""The options of 10000 and Zehntausend a player sets before the game, and the rules they make.

Pure data (no pygame), on the play kit's one `Option` type (`game.scenes.playkit.options`). A
match keeps its options as (name, value) pairs in ``MatchConfig.options``; ``rules_for(mode,
options)`` turns them into the rules, starting from the mode's preset, so a rematch plays by the
same ones.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from game.rules.tenthousand import CLASSIC, ZEHNTAUSEND, TenThousandRules
from game.scenes.playkit.options import Option
from game.words import N_, _, ngettext, number, pgettext

PRESETS: dict[str, TenThousandRules] = {"tenthousand": CLASSIC, "zehntausend": ZEHNTAUSEND}


def _points(value: object) -> str:
    return ngettext("{n} point", "{n} points", int(value)).format(n=number(int(value)))


OPTIONS: tuple[Option, ...] = (
    # (each explained in one short line under its worked example: look review 23, pictures and short lines)
    Option("confirmation", N_("After three alike"), (350, 0),   # (or a straight: see explains)
           # "After three alike: 350 more to bank", the words the table's panel says then (review 14: "350 points" under
           # the card's three alike read as what they score; review 15: "Confirm three alike: then 350 more points"
           # read awkwardly)
           shown=lambda value: (pgettext("10000 option", "{points} more to bank").format(points=number(int(value)))
                                if value else _("bank at once")),
           explains=lambda value: (_("Three alike or a straight: {points} more first.").format(points=number(value))
                                   if value else _("Three alike or a straight: bank at once."))),
    # (look review 21: "Banking minimum 350" under "After three alike: 350 more to bank" read alike: its words say
    # what it is, the smallest turn a player may bank)
    Option("bank_minimum", N_("Smallest turn to bank"), (300, 350, 400, 500), shown=_points,
           explains=lambda value: _("Bank a turn from {points} points.").format(points=number(value))),
    Option("bankrupt", N_("Bankrupt"), (False, True),
           explains=lambda value: (_("Nothing on a first throw: total to 0.") if value
                                   else _("Nothing on a first throw: turn lost."))),
    Option("target", N_("Point limit"), (5_000, 10_000, 15_000, 20_000), shown=lambda value: number(value),
           explains=lambda value: _("First to {points}; the round ends.").format(points=number(value))),
    Option("automatic_keeps", N_("Set-aside"), (False, True),
           shown=lambda value: _("take all scoring dice") if value else _("choose yourself"),
           explains=lambda value: (_("All scoring planets set aside for you.") if value
                                   else _("You pick scoring planets, one or more."))),
)


def defaults(mode: str) -> dict[str, object]:
    preset = PRESETS[mode]
    return {option.name: getattr(preset, option.name) for option in OPTIONS}


def rules_for(mode: str, options: Iterable[tuple[str, object]] = ()) -> TenThousandRules:
    """The mode's preset with the chosen options (unknown names are ignored)."""
    known = {option.name for option in OPTIONS}
    return dataclasses.replace(PRESETS[mode], **{k: v for k, v in options if k in known})
