"""Every word the statistics screen shows (one place, for translation: issue 27)."""

from __future__ import annotations

TITLE = "Statistics"
NO_PLAYERS = "No players yet: add one when you seat the players for a game"
NO_GAMES = "No games of this mode yet"
MODES = {
    "dicetime": "Dicetime", "triple": "Triple", "puzzle": "Puzzle", "campaign": "Campaign", "bluff": "Bluff",
    "tenthousand": "10000", "tenthousand_solo": "10000 solo", "zehntausend": "Zehntausend",
    "zehntausend_solo": "Zehntausend solo",
}
GAMES = "Games"
WINS = "Wins against others"
WINS_VALUE = "{wins} of {versus}"
MEAN = {"points": "Mean score", "rounds": "Mean rounds", "place": "Mean place"}
BEST = {"points": "Best score", "rounds": "Fewest rounds", "place": "Best place"}
BONUS = "Upper bonus"
FIVE_KINDS = "Five of a kind"
GIVEN_UP = {"points": "Points given up per game", "rounds": "Rounds given up per game"}
ACCURACY = "Mean accuracy"
NONE = "–"
PERCENT = "{:.0f}%"
PERCENT_FINE = "{:.1f}%"
HISTOGRAM = "Your results"
PERFECT = "Perfect player"
HARD = "Hard player"
COMPUTING = "The perfect player's results are being worked out..."
ERROR_BAR = "{who}: {games:,} seeded games, each bar within ±{error:.1f}%"
EXACT = "{who}: exact"
GIVEN_UP_LINE = "Given up, your last {} games"
GIVEN_UP_NONE = "No priced games yet"
LEVELS = "Best campaign times"
LEVEL_ROW = "{name}"
LEVEL_SCORE = "best {score}"
LEVEL_TIME = "{minutes}:{seconds:02d}"
LEVEL_STARS = "{}/3"
RENAME = "Rename"
DELETE = "Delete"
BACK = "Back"
CONFIRM_DELETE = "Delete {name} and every game they played?"
YES = "Delete"
NO = "Keep"
HELP = "Q / E, LB / RB: players   Up / down: modes   Left / right, Enter: buttons   Esc / B: back"
