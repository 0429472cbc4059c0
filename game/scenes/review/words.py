"""Every word the review screen shows, in the player's language (issue 27): the fixed texts as msgids
(`N_`, translated with `_()` where drawn), the rest as functions that translate and fill in figures
(numbers as the language writes them: 93.4 / 93,4)."""

from __future__ import annotations

import re

from game.render.scoresheet import CATEGORY_NAMES
from game.words import N_, _, ngettext, number, pgettext

TITLE = N_("Review")
BACK = N_("Back")
AGAINST = {
    "perfect": N_("Each choice compared with perfect play"),
    "perfect_solitaire": N_("Each choice compared with perfect play on your own card"),
    "perfect_solo": N_("Each choice compared with perfect play (fewest rounds to the limit); "
                       "the last round is not counted"),
    "hard_valuation": N_("Estimated with the Hard player's valuation (no perfect Triple player is known)"),
}
NO_DECISIONS = N_("No decisions to price")
NOT_FINISHED = N_("The game ended before this seat finished")
LEGEND_PERFECT = N_("Perfect play from here")
LEGEND_ROUNDS = N_("Rounds perfect play takes from here")   # solo 10000: the line, on its own scale of rounds
LEGEND_ESTIMATE = N_("Hard's estimate from here")
LEGEND_SCORE = N_("Your score so far")
LEGEND_FINAL = N_("Final")
COSTLIEST = N_("The three costliest decisions")
COSTLIEST_FEW = (N_("The costliest decisions"), N_("The costliest decision"), N_("The two costliest decisions"))
COSTLIEST_NONE = N_("Every decision was perfect play")
TURN_NO_DECISIONS = N_("Nothing to decide this turn")
PERFECT_CHOICE = N_("Perfect choice")
FORCED = N_("No other choice here")
HELP = N_("Left / right: turns   Up / down: decisions   Enter / A: the costliest   Esc / B: back")
HELP_SEATS = N_("Q / E, LB / RB: players")
HELP_BLUFF = N_("Up / down: rounds   Esc / B: back")
LOADING = N_("Working out the review...")
UNAVAILABLE = N_("No review for this game")
BLUFF_SUBTITLE = N_("Each round's doubted bid: the chance it was true for its bidder")
STAR = "*"


# ----------------------------------------------------------------------------- the summary panel
def percent(value: float, decimals: int = 0) -> str:
    """'93.4%' / '93,4 %'."""
    return _("{percent}%").format(percent=number(value if decimals else round(value), decimals))


def accuracy_parts(value: float, exact: bool) -> tuple[str, str]:
    """The accuracy's figure ("96.7%", drawn big) and the rest of its words ("of perfect", drawn under it)."""
    template = _("{percent} of perfect") if exact else _("{percent} (estimated)")
    before, _field, after = template.partition("{percent}")
    return percent(value, 1), f"{before.strip()} {after.strip()}".strip()


def given_up(unit: str, value: float) -> str:
    if unit == "rounds":
        return _("Rounds given up: {rounds}").format(rounds=number(value, 1))
    return _("Points given up: {points}").format(points=number(value, 1))


def decisions_priced(count: int) -> str:
    return _("Decisions compared: {count}").format(count=number(count))


def versus(unit: str, yours: float, reference: float, exact: bool) -> list[tuple[str, str, tuple]]:
    """The summary's two averages side by side, each (figure, words under it, the figure's colour): what the choices
    were worth and what the reference (perfect play, or Hard's valuation) averages."""
    from game.render import theme

    decimals = 1 if exact else 0
    rounds = unit == "rounds"
    mine = _("your rounds") if rounds else _("your choices")
    if not exact:
        other = _("Hard's valuation")
    else:
        other = _("perfect play")
    return [(number(yours if decimals else round(yours), decimals), mine, theme.TEXT),
            (number(reference if decimals else round(reference), decimals), other, theme.ACCENT)]


EVEN_LUCK = 0.5   # a result this close to what the choices were worth: the dice were neither kind nor unkind


def you_made(unit: str, value: float, luck: float | None = None) -> str:
    """The result made, and whether the dice carried it past what the choices were worth or held it back."""
    n = int(value)
    if luck is None or abs(luck) < EVEN_LUCK:
        if unit == "rounds":
            return ngettext("You took {n} round", "You took {n} rounds", n).format(n=figure(value))
        return _("You scored {points}").format(points=figure(value))
    if unit == "rounds":
        if luck > 0:
            said = ngettext("You took {n} round: lucky dice", "You took {n} rounds: lucky dice", n)
        else:
            said = ngettext("You took {n} round: unlucky dice", "You took {n} rounds: unlucky dice",
                            n)
        return said.format(n=figure(value))
    if luck > 0:
        return _("You scored {points}: lucky dice").format(points=figure(value))
    return _("You scored {points}: unlucky dice").format(points=figure(value))


def figure(value: float) -> str:
    """A score or a count as `:g` shows it (no trailing .0), in the language's digits."""
    return number(int(value)) if float(value).is_integer() else number(value, 1)


def final(value: float) -> str:
    return f"{_(LEGEND_FINAL)} {figure(value)}"


def bids_made(count: int) -> str:
    """A round's bids, counted at its left (every one of them shown as a chip, or counted before the first)."""
    return ngettext("{n} bid", "{n} bids", count).format(n=number(count))


def help_line(line: str, seats: bool) -> str:
    """The help line (a msgid), after the players' keys when there are several seats to review."""
    return f"{_(HELP_SEATS)}   {_(line)}" if seats else _(line)


# ----------------------------------------------------------------------------- the turns and cards
def turn(index: int) -> str:
    return _("Turn {turn}").format(turn=index)


def turn_of(index: int, count: int) -> str:
    return _("Turn {turn} of {turns}").format(turn=index, turns=count)


def turn_heading(index: int, count: int, unit: str, given_up: float | None) -> str:
    """A turn's heading over its cards, with what the turn's choices gave up (None: nothing was priced)."""
    if given_up is None:
        return turn_of(index, count)
    if given_up <= 0:
        return _("Turn {turn} of {turns}: every decision perfect").format(turn=index, turns=count)
    return _("Turn {turn} of {turns}: {cost}").format(turn=index, turns=count, cost=cost(unit, given_up))


def costliest(count: int) -> str:
    """The heading over the costliest decisions (as many as there are, up to three)."""
    return _(COSTLIEST if count >= 3 else COSTLIEST_FEW[count])


def and_more(count: int) -> str:
    return _("and {count} more: up / down").format(count=count)


def rolls_left(count: int) -> str:
    if count > 2:
        return pool_left(count)
    if count == 0:
        return _("no throw left")    # (the game's own word for a turn's throws: "2 throws left", look review 26)
    # (1 or 2 here; German "noch 1 Wurf", look review 27: the sheet's strip keeps its shorter "Würfe: 1")
    if count == 1:
        return pgettext("review: a turn's throws left", "1 throw left")
    return pgettext("review: a turn's throws left", "2 throws left")


def pool_left(count: int) -> str:
    return _("{count} in the pool").format(count=count)


def turn_points(points: int) -> str:
    return _("{points} this turn").format(points=number(points))


def you(did: str) -> str:
    return _("You: {move}").format(move=did)


def you_tag() -> str:
    """The tag of a card's chip of what the player did."""
    return pgettext("review: the chip of the player's move", "You")


def best_tag() -> str:
    """The tag of a card's chip of what perfect play does."""
    return pgettext("review: the chip of perfect play's move", "Best")


def cost_parts(unit: str, spent: float) -> tuple[str, str]:
    """A card's one big number, what the choice gave up ("−2.8"), and its unit under it ("points")."""
    figure = "\u2212" + number(spent, 1)
    if unit == "rounds":
        return figure, pgettext("review: under a card's rounds given up", "rounds")
    return figure, pgettext("review: under a card's points given up", "points")


def perfect(best: str) -> str:
    return _("Perfect: {move}").format(move=best)


def cost(unit: str, spent: float) -> str:
    if unit == "rounds":
        return _("gave up {rounds} rounds").format(rounds=number(spent, 1))
    return _("gave up {points} points").format(points=number(spent, 1))


def row_name(row: str) -> str:
    return _(CATEGORY_NAMES.get(row, row))


def dice_words(values) -> str:
    return " ".join(str(value) for value in values)


# What the player did (past) and what perfect play does (a command): kept, filled, set aside...
def kept(values) -> str:
    return _("kept {dice}").format(dice=dice_words(values)) if values else _("rerolled all five")


def filled(row: str, column: int | None = None) -> str:
    if column is None:
        return _("filled {row}").format(row=row_name(row))
    return _("filled {row} (x{column})").format(row=row_name(row), column=column)


def set_aside(values) -> str:
    return pgettext("review: what the player did", "set aside {dice}").format(dice=dice_words(values))


def banked() -> str:
    return _("banked")


def rolled_on() -> str:
    return _("rolled on")


def keep(values) -> str:
    return _("keep {dice}").format(dice=dice_words(values)) if values else _("reroll all five")


def fill(row: str, column: int | None = None) -> str:
    if column is None:
        return _("fill {row}").format(row=row_name(row))
    return _("fill {row} (x{column})").format(row=row_name(row), column=column)


def aside(values) -> str:
    return _("set aside {dice}").format(dice=dice_words(values))


def bank() -> str:
    return _("bank")


def roll_on() -> str:
    return _("roll on")


# ---------------------------------------------------------------------------------------- Bluff
def dice_in_play(count: int) -> str:
    return ngettext("{count} die", "{count} dice", count).format(count=count)


def bid_chance(value: float) -> str:
    return percent(value)


def risk_legend(safe: int, gamble: int) -> tuple[str, str, str]:
    """The three colours of a bid's chance, in words: likely true, a gamble, risky."""
    return (_("{safe}%+ likely").format(safe=number(safe)),
            _("{low}–{high}% a gamble").format(low=number(gamble), high=number(safe - 1)),
            _("under {gamble}% risky").format(gamble=number(gamble)))


def doubts(name: str) -> str:
    """Who doubted a round's last bid (its verdict's mark and the count found beside it)."""
    return _("{name} doubts").format(name=name)


def found(count: int) -> str:
    return _("{count} found").format(count=number(count))


VERDICT_WORDS = {"holds": N_("The bid holds!"), "caught": N_("Caught bluffing!"), "exact": N_("Exactly right!")}


def verdict_word(kind: str) -> str:
    """The doubt's verdict in a word, as the table said it at the reveal."""
    return _(VERDICT_WORDS[kind])


def gained(name: str, n: int) -> str:
    return _("{name} gains {n}").format(name=name, n=n)


def bluff_summary_parts(bids: int, chance: float, dice_lost: int) -> tuple[str, str, str]:
    """The Bluff summary in three: the words before the chance, the chance ("85%", drawn big: the story's one main
    number), the words after it."""
    template = _("Your bids: {bids}, true for you on average {chance}% when made.  Dice lost: {lost}")
    before, _field, after = template.partition("{chance}")
    sign = re.match(r"[\s\u00a0]?%", after)
    sign = sign.group(0) if sign else ""
    fill = {"bids": bids, "lost": dice_lost, "chance": ""}
    return (before.format(**fill).rstrip(), number(round(chance)) + sign, after[len(sign):].format(**fill).strip())


def bluff_no_bids(dice_lost: int) -> str:
    return _("You made no bid.  Dice lost: {lost}").format(lost=dice_lost)
