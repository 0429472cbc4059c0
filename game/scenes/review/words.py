"""Every word the review and statistics screens show (one place, for translation: issue 27)."""

from __future__ import annotations

from game.render.scoresheet import CATEGORY_NAMES

TITLE = "Review"
BACK = "Back"
AGAINST = {
    "perfect": "Priced against perfect play (exact)",
    "perfect_solitaire": "Priced against perfect solitaire play from your own card (exact)",
    "perfect_solo": "Priced against perfect solo play: fewest rounds to the limit (exact); the last round is not priced",
    "hard_valuation": "Estimated with the Hard player's valuation (no perfect Triple player is known)",
}
ACCURACY = "{:.1f}% of perfect"
ACCURACY_ESTIMATED = "{:.1f}% (estimated)"
NO_DECISIONS = "No decisions to price"
GIVEN_UP = {"points": "Points given up: {:.1f}", "rounds": "Rounds given up: {:.2f}"}
DECISIONS = "Decisions priced: {}"
PERFECT_AVERAGES = {"points": "Perfect play averages {:.1f}", "rounds": "Perfect play averages {:.1f} rounds"}
HARD_AVERAGES = "Hard's valuation expects {:.0f}"
YOU_MADE = {"points": "You scored {:g}", "rounds": "You took {:g} rounds"}
NOT_FINISHED = "The game ended before this seat finished"
CHART_TITLE = {"points": "Turn by turn: what perfect play would average from there, and your score",
               "rounds": "Turn by turn: the rounds perfect play would need from there"}
LEGEND_PERFECT = "Perfect play from here"
LEGEND_ESTIMATE = "Hard's estimate from here"
LEGEND_SCORE = "Your score so far"
LEGEND_FINAL = "Final"
LEGEND_BANKED = "Banked so far (right: 0 to {:,})"
COSTLIEST = "The three costliest decisions"
COSTLIEST_NONE = "Every decision was perfect play"
TURN = "Turn {}"
TURN_OF = "Turn {} of {}"
TURN_NO_DECISIONS = "Nothing to decide this turn"
AND_MORE = "and {} more: up / down"
ROLLS_LEFT = {0: "no reroll left", 1: "1 reroll left", 2: "2 rerolls left"}
POOL_LEFT = "{} in the pool"
TURN_POINTS = "{:,} this turn"
YOU = "You: {}"
PERFECT = "Perfect: {}"
COST = {"points": "gave up {:.1f} points", "rounds": "gave up {:.2f} rounds"}
PERFECT_CHOICE = "perfect"
FORCED = "No other choice here"
KEEP = "kept {}"
KEEP_NONE = "rerolled all five"
FILL = "filled {}"
FILL_COLUMN = "filled {} (x{})"
ASIDE = "set aside {}"
BANK = "banked"
ROLL = "rolled on"
BEST_KEEP = "keep {}"
BEST_KEEP_NONE = "reroll all five"
BEST_FILL = "fill {}"
BEST_FILL_COLUMN = "fill {} (x{})"
BEST_ASIDE = "set aside {}"
BEST_BANK = "bank"
BEST_ROLL = "roll on"
HELP = "Left / right: turns   Up / down: decisions   Enter / A: the costliest   Esc / B: back"
HELP_SEATS = "Q / E, LB / RB: players   "
HELP_BLUFF = "Up / down: rounds   Esc / B: back"
LOADING = "Working out the review..."
UNAVAILABLE = "No review for this game"

# ---------------------------------------------------------------------------------------- Bluff
BLUFF_SUBTITLE = "The story of the game: each bid with the chance it was true for the bidder when made"
ROUND = "Round {}"
DICE_IN_PLAY = "{} dice"
BID = "{name}: {bid}"
BID_CHANCE = "{:.0f}%"
DOUBT = "{doubter} doubts {bidder}'s {bid}: {count} found"
LOST = "{name} loses {n}"
GAINED = "{name} gains {n}"
BLUFF_SUMMARY = "Your bids: {bids}, true for you on average {chance:.0f}% when made.  Dice lost: {lost}"
BLUFF_NO_BIDS = "You made no bid.  Dice lost: {lost}"
STAR = "*"


def row_name(row: str) -> str:
    return CATEGORY_NAMES.get(row, row)


def dice_words(values) -> str:
    return " ".join(str(value) for value in values)


def rolls_left(count: int) -> str:
    return ROLLS_LEFT.get(count, POOL_LEFT.format(count))

NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                "eleven", "twelve")


def bid_words(quantity: int, face: int) -> str:
    """'four 4s', 'one 3', 'two stars' (face 6 is the star)."""
    count = NUMBER_WORDS[quantity] if quantity < len(NUMBER_WORDS) else str(quantity)
    if face == 6:
        return f"{count} {'star' if quantity == 1 else 'stars'}"
    return f"{count} {face}{'' if quantity == 1 else 's'}"
