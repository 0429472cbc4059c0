"""Computer players and hints for 10000 and Zehntausend (any preset or ``dataclasses.replace`` of one).

A seat decides from a ``TurnView`` (``view_of(game)``): the rules, every seat's banked total, whether
the last round is on, and the turn so far. Two decisions: which scoring dice to set aside
(``choose_keep``, indices into the roll) and whether to bank (``wants_to_bank``; False = roll on).

- ``BankAsSoonAsAllowed``: the benchmarks' yardstick. Sets every scoring die aside, banks as soon as
  the rules allow.
- Easy: sets every scoring die aside; banks at a threshold drawn each turn between 350 and 600 (or
  the bank minimum), earlier with one or two dice left, and when the bank reaches the limit.
- Normal: maximises the points it expects to bank this turn (points past the limit count for
  nothing), solved exactly per turn; it does not look past the turn.
- Hard, solo: **optimal**. It minimises the expected number of rounds to the limit, from the solved
  table of ``game.ai.tenthousand_table`` (exact for the rules as written, including confirmation and
  bankruptcy). ``expected_rounds(rules)`` is that expectation from a total of 0.
- Hard, two seats: **optimal**. It maximises its chance to win, from the solved two-player game of
  ``game.ai.tenthousand_duel`` (``tenthousand_duel_table``: every pair of banked totals, the last
  round, bankruptcy). ``first_player_win_chance(rules)`` is the first player's chance from 0-0. Until
  that table is ready (minutes on the first game with these rules, built in the background) it plays
  as with more seats.
- Hard, three seats or more: nobody solves that game; it plays for an estimated chance to win
  (``game.ai.tenthousand_versus``), and on its last turn the exactly solved "beat the best total".
- In the last round, Easy and Normal do not bank below the best total either.

``hint(view)`` says what Hard would do and what each choice costs (expected rounds solo, the chance
to win in versus: exact with two seats once the table is ready). ``play_game`` plays a whole game
headless with seeded dice (benchmarks, tests).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from game.ai import tenthousand_duel_table as duel_table
from game.ai import tenthousand_table as solo_table
from game.ai.tenthousand_players import BankAsSoonAsAllowed, EasyPlayer, PlanningPlayer, Player
from game.ai.tenthousand_space import turn_space
from game.ai.tenthousand_versus import (
    TENSE_ROUNDS,
    VARIANCE_PER_ROUND,
    beat_table,
    points_table,
    win_chance,
    win_table,
)
from game.ai.tenthousand_view import TurnView, indices_of, legal_keeps, view_of, view_of_turn
from game.rules.tenthousand import CLASSIC, TenThousandGame, TenThousandRules

__all__ = [
    "DIFFICULTIES", "TENSE_ROUNDS", "VARIANCE_PER_ROUND", "BankAsSoonAsAllowed", "EasyPlayer", "Hint",
    "PlanningPlayer", "Player", "TurnView", "beat_table", "expected_rounds", "first_player_win_chance", "hint",
    "indices_of", "legal_keeps", "make_player", "play_game", "play_solo", "points_table", "prepare_two_player",
    "turn_space", "view_of", "view_of_turn", "win_chance", "win_table",
]

DIFFICULTIES: tuple[str, ...] = ("easy", "normal", "hard")


def expected_rounds(rules: TenThousandRules = CLASSIC) -> float:
    """The expected number of rounds from a total of 0 to the rules' limit under optimal solo play
    (solved exactly by value iteration; built on first use, then cached)."""
    return float(solo_table.rounds(rules)[0])


def first_player_win_chance(rules: TenThousandRules = CLASSIC) -> float:
    """The first player's chance to win a two-player game from 0-0 when both play perfectly (a
    shared win counts half). Solved exactly (``game.ai.tenthousand_duel``); the first call for a rule
    set builds the table (minutes) unless it is cached."""
    return duel_table.first_player_win_chance(rules)


def prepare_two_player(rules: TenThousandRules, seats: int, build: bool) -> None:
    """At a game's start: with two seats, the solved two-player table (``tenthousand_duel_table.prepare``:
    built in the background with `build`, else only loaded if cached)."""
    if seats == 2:
        duel_table.prepare(rules, build)


def make_player(difficulty: str) -> Player:
    if difficulty == "easy":
        return EasyPlayer()
    if difficulty in ("normal", "hard"):
        return PlanningPlayer(difficulty)
    raise ValueError(f"difficulty must be one of {DIFFICULTIES}, got {difficulty!r}")


# --- hints -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Hint:
    """What Hard would do now, and what the alternatives cost (in `unit`: "rounds" or "chance").
    ``chance``: the chance to win with the best play from here, when it is known exactly (two seats
    with the solved table, or the last turn), else None; ``exact`` says whether the costs are exact."""

    action: str  # "keep", "bank" or "roll"
    keep: tuple[int, ...]  # indices into the roll for "keep"
    unit: str
    costs: dict[object, float]  # keep values (sorted) or "bank"/"roll" -> cost against the best
    chance: float | None = None
    exact: bool = False

    def text(self) -> str:
        if self.action == "keep":
            return "Hard would set these dice aside"
        return "Hard would bank now" if self.action == "bank" else "Hard would roll on"

    def cost_text(self, choice: object) -> str:
        cost = self.costs.get(choice, 0.0)
        if cost <= 1e-9:
            return "the best choice"
        if self.unit == "rounds":
            return f"costs {cost:.2f} rounds on average"
        return f"costs {100 * cost:.1f}% chance to win"

    def chance_text(self) -> str | None:
        """"Your chance to win: 53.2%" when it is known exactly, else None."""
        return None if self.chance is None else f"Your chance to win: {100 * self.chance:.1f}%"


def hint(view: TurnView) -> Hint:
    hard = PlanningPlayer("hard")
    versus = not view.solo
    unit = "chance" if versus else "rounds"
    _, kind = hard._table(view)
    exact = kind in ("exact", "beat")
    if view.phase == "keep":
        values = hard.keep_values(view)
        if kind == "rounds" and versus:
            values = {k: win_chance(view, 0, my_rounds=-v) for k, v in values.items()}
        best = max(values, key=lambda keep: (values[keep], -len(keep)))
        assert view.last_roll is not None
        return Hint("keep", indices_of(view.last_roll, best), unit,
                    {k: values[best] - v for k, v in values.items()}, values[best] if exact else None, exact)
    bank_now, roll = hard.bank_and_roll_values(view)
    best_value = roll if bank_now is None else max(bank_now, roll)
    chance = best_value if exact else None
    if bank_now is not None and bank_now >= roll - 1e-12:
        return Hint("bank", (), unit, {"bank": 0.0, "roll": bank_now - roll}, chance, exact)
    costs: dict[object, float] = {"roll": 0.0}
    if bank_now is not None:
        costs["bank"] = roll - bank_now
    return Hint("roll", (), unit, costs, chance, exact)


# --- headless games --------------------------------------------------------------------------------
def play_turn(game: TenThousandGame, player: Player, rng: random.Random) -> None:
    """Play the current seat's turn to its end with seeded dice."""
    turn = game.turn()
    while not turn.is_over:
        turn.roll_random(rng)
        if turn.is_over:
            break
        if turn.phase == "keep":
            turn.keep(player.choose_keep(view_of_turn(turn, game.current_player, game.totals, game.final_round),
                                         rng))
        view = view_of_turn(turn, game.current_player, game.totals, game.final_round)
        if player.wants_to_bank(view, rng):
            turn.bank()


def play_game(players: Sequence[Player], rules: TenThousandRules, rng: random.Random) -> TenThousandGame:
    """A whole game, seats in order; returns the finished game."""
    game = TenThousandGame(len(players), rules)
    while not game.is_over:
        play_turn(game, players[game.current_player], rng)
    return game


def play_solo(player: Player, rules: TenThousandRules, rng: random.Random) -> int:
    """Rounds one player needs to reach the limit."""
    return play_game([player], rules, rng).rounds
