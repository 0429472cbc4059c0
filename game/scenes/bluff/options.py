"""Bluff's table rules: the rule options of RULES.md and how many games a points match has.

Pure: no pygame. The options are the play kit's one `Option` type; their values travel in
`MatchConfig.options` as (name, value) pairs, so a rematch plays by the same ones; `from_match` reads
them back (unknown names and bad values fall back to off). Each option explains what its value does, in a
player's words; the table rules screen shows it beside the rows.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.rules.bluff import Options
from game.scenes.playkit.options import Option
from game.words import N_, _, ngettext

POINTS_GAMES: tuple[int, ...] = (0, 3, 5)   # 0: no points, the last one standing wins one game


def on_off(value: object) -> str:
    return _("On") if value else _("Off")


# Each option explained in a player's words for the value it has (look mid18: "'Exact bid hits everyone' means nothing
# on its own"): what happens with it, on the card's planets (three 4s for the exact options), and what happens without.
def _explain_reroll(on: object) -> str:   # (one short line each beside the card's picture: look review 23)
    return (_("Bid, show some dice, throw the rest again: one more shown each bid.") if on
            else _("Dice stay under the cup: a bid is only words."))


def _explain_exact_hits(on: object) -> str:
    return (_("Exactly three: all but the bidder lose a die (a last die is safe).") if on
            else _("Exactly three: only the doubter loses a die."))


def _explain_exact_pays(on: object) -> str:
    return (_("Exactly three: the doubter's die goes to the bidder (5 at most).") if on
            else _("Exactly three: the doubter's die leaves the game."))


def _explain_points(games: object) -> str:
    if not games:
        return _("One game: the last player with dice wins.")
    return ngettext("{n} game: out scores the dice gone so far, the winner all. Most points wins.",
                    "{n} games: out scores the dice gone so far, the winner all. Most points wins.",
                    int(games)).format(n=games)


OPTIONS: tuple[Option, ...] = (
    Option("reroll", N_("Reroll with a bid"), (False, True), on_off, _explain_reroll),
    Option("exact_hits_everyone", N_("Exact bid hits everyone"), (False, True), on_off, _explain_exact_hits),
    Option("exact_pays_bidder", N_("Exact bid pays the bidder"), (False, True), on_off, _explain_exact_pays),
    Option("points", N_("Points match"), POINTS_GAMES,
           lambda games: ngettext("{n} game", "{n} games", games).format(n=games) if games else _("Off"),
           _explain_points),
)
OPTION = {option.name: option for option in OPTIONS}


@dataclass(frozen=True)
class BluffSettings:
    options: Options = Options()
    games: int = 1   # games in the match: 1 without points, else 3 or 5

    @property
    def points(self) -> bool:
        return self.options.points

    def as_match_options(self) -> tuple[tuple[str, object], ...]:
        return (("reroll", self.options.reroll), ("exact_hits_everyone", self.options.exact_hits_everyone),
                ("exact_pays_bidder", self.options.exact_pays_bidder),
                ("points", self.games if self.options.points else 0))

    def value(self, name: str) -> object:
        """Option `name`'s value as the match carries it (points: the games, 0 for none)."""
        return dict(self.as_match_options())[name]

    def value_text(self, name: str) -> str:
        return OPTION[name].value_text(self.value(name))

    def stepped(self, name: str, step: int = 1) -> BluffSettings:
        """These settings with option `name` stepped on (on/off; points: Off, 3 games, 5 games)."""
        return from_pairs(dict(self.as_match_options()) | {name: OPTION[name].step(self.value(name), step)})


def from_pairs(pairs: dict[str, object] | Iterable[tuple[str, object]]) -> BluffSettings:
    values = dict(pairs)
    flags = {name: values.get(name) is True for name in ("reroll", "exact_hits_everyone", "exact_pays_bidder")}
    games = values.get("points", 0)
    games = games if isinstance(games, int) and not isinstance(games, bool) and games in POINTS_GAMES else 0
    return BluffSettings(Options(points=games > 0, **flags), games if games > 0 else 1)


def from_match(match) -> BluffSettings:
    """The settings a `MatchConfig` carries (all off when it carries none)."""
    return from_pairs(match.options)
