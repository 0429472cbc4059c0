"""Every word the statistics screen shows, in the player's language (issue 27): fixed texts as msgids
(`N_`, translated with `_()` where drawn; the buttons translate their own labels), the rest as
functions that translate and fill in figures (numbers as the language writes them: 1,234.5 / 1.234,5)."""

from __future__ import annotations

from game.words import N_, _, ngettext, number

TITLE = N_("Statistics")
NO_PLAYERS = N_("No players yet: add one when you seat the players for a game")
NO_GAMES = N_("No games of this mode yet")
MODES = {
    "dicetime": N_("Dicetime"), "triple": N_("Triple"), "puzzle": N_("Puzzle"), "campaign": N_("Puzzle levels"),   # (the title names both Puzzle)
    "bluff": N_("Bluff"), "tenthousand": "10000", "tenthousand_solo": N_("10000 solo"),
    "zehntausend": N_("Zehntausend"), "zehntausend_solo": N_("Zehntausend solo"),
}
GAMES = N_("Games")
WINS = N_("Wins vs. others")
MODES_PLAYED = N_("Modes played")
NOT_PLAYED = N_("Not played yet")
MEAN = {"points": N_("Mean score"), "rounds": N_("Mean rounds"), "place": N_("Mean place")}
BEST = {"points": N_("Best score"), "rounds": N_("Fewest rounds"), "place": N_("Best place")}
BONUS = N_("Upper bonus")
FIVE_KINDS = N_("5 of a kind")   # (the sheet's name for the box)
# A figure's caption fits a quarter of the figures' panel at the menus' small size (25 px): short words.
ACCURACY = N_("Mean accuracy")
NONE = "–"
HISTOGRAM = N_("Your results")
PERFECT = N_("Perfect player")
HARD = N_("Hard player")
COMPUTING = N_("The perfect player's results are being worked out...")
# what a player leaves per game against perfect play (look review 28b d17: "Given up" said nothing of what)
LEFT_VS_PERFECT = {"points": N_("Points left vs perfect play: {value} per game"),
                   "rounds": N_("Rounds lost vs perfect play: {value} per game")}
LEVELS = N_("Best campaign times")
RENAME = N_("Rename")
DELETE = N_("Delete")
BACK = N_("Back")
YES = N_("Delete")
NO = N_("Keep")
HELP = N_("Q / E, LB / RB: players   Up / down: modes   Left / right: buttons   Enter / A: press   Esc / B: back")


def mode_name(key: str) -> str:
    return _(MODES.get(key, key))


def figure(value, digits: int = 1) -> str:
    """A figure of the table: an int as it is, a float to `digits` places (1,234.5 / 1.234,5); None: –."""
    if value is None:
        return NONE
    return number(value, digits) if isinstance(value, float) else number(value)


def wins(won: int, versus: int) -> str:
    return _("{wins} of {versus}").format(wins=number(won), versus=number(versus))


def percent(value: float, digits: int = 0) -> str:
    return _("{percent}%").format(percent=number(round(value) if digits == 0 else value, digits))


def games(count: int) -> str:
    """A played mode's tab: how many games its figures are of."""
    return ngettext("{n} game", "{n} games", count).format(n=number(count))


def level_score(score: int) -> str:
    return _("best {score}").format(score=number(score))


def level_time(seconds: int) -> str:
    return f"{seconds // 60}:{seconds % 60:02d}"


def level_stars(stars: int) -> str:
    return f"{stars}/3"


def confirm_delete(name: str) -> str:
    return _("Delete {name} and every game they played?").format(name=name)
