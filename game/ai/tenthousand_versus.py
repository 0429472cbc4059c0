"""Today's model of a 10000 / Zehntausend game with several seats, and the exactly solved last turn.

Nobody solves the many-seat game. Versus Hard plays for the **chance to win**, estimated as the chance
that it reaches the limit in fewer rounds than every opponent, each player's rounds still to play
modelled as a normal variable with the solo table's mean and a variance of ``VARIANCE_PER_ROUND``
times that mean (more with bankruptcy). Once someone is within ``TENSE_ROUNDS`` expected rounds of
the limit, the whole turn is solved for that chance (``win_table``). On its last turn (the last round
is on and someone has reached the limit) a seat plays the exactly solved "beat the best total this
turn" policy (``beat_table``). Normal's table is ``points_table``: the most points it can expect to
bank this turn. (Two seats play from the exact table instead: ``tenthousand_duel_table``.)
"""

from __future__ import annotations

import math
from functools import lru_cache

import numpy as np

from game.ai import tenthousand_table as solo_table
from game.ai.tenthousand_solver import solve_turn
from game.ai.tenthousand_space import turn_space
from game.ai.tenthousand_view import TurnView, units
from game.rules.tenthousand import DICE, TenThousandRules

#: Variance of a player's rounds still to play, per expected round (versus Hard's model): the optimal
#: solo player's rounds to 10,000 from 0 have a variance of about 2.7 times their mean without
#: bankruptcy and about 6 times with it (measured: python benchmarks/ai_tenthousand.py).
VARIANCE_PER_ROUND = {False: 2.7, True: 6.0}


@lru_cache(maxsize=256)
def points_table(rules: TenThousandRules, needed_units: int) -> np.ndarray:
    """Normal's table: the most points it can expect to bank this turn, counting at most
    `needed_units` (what the limit still needs), bust = 0."""
    space = turn_space(rules)
    top = max(space.bank_units, needed_units)
    levels = np.arange(top + 1, dtype=np.float64)
    bank = np.minimum(levels, needed_units)[:, None]
    bank[: space.bank_units] = -np.inf
    zero = np.zeros(1)
    values, _ = solve_turn(space, bank, zero, zero)
    return values[..., 0]


# The tables below are solved per turn (tens of ms) and used for every decision of that turn; their keys
# are one game's totals, which seldom come back in another game. So the caches hold a few turns' worth:
# with hundreds, a long session kept adding tables of ~60 KiB game after game (benchmarks/soak.py).
@lru_cache(maxsize=16)
def beat_table(rules: TenThousandRules, total_units: int, best_units: int) -> np.ndarray:
    """The chance to end this turn above `best_units` (a tie counts half), playing for just that."""
    space = turn_space(rules)
    need = best_units - total_units  # units to pass the best: need + 1
    top = max(space.bank_units, need + 1, 1)
    levels = np.arange(top + 1)
    bank = np.where(levels > need, 1.0, np.where(levels == need, 0.5, 0.0))[:, None]
    bank[: space.bank_units] = -np.inf
    bust = np.array([1.0 if total_units > best_units else 0.5 if total_units == best_units else 0.0])
    values, _ = solve_turn(space, bank, bust, bust)
    return values[..., 0]


TENSE_ROUNDS = 4.0  # versus Hard solves the turn for the chance to win once someone is this close


def tense(view: TurnView) -> bool:
    space = turn_space(view.rules)
    return min(solo_table.rounds_after(view.rules, units(space, t)) for t in view.totals) <= TENSE_ROUNDS


@lru_cache(maxsize=16)
def win_table(rules: TenThousandRules, seat: int, totals: tuple[int, ...]) -> np.ndarray:
    """The turn solved for the estimated chance to win (``win_chance`` of each way it can end)."""
    space = turn_space(rules)
    view = TurnView(rules, seat, totals, False, "roll", 0, DICE, 0, None, False)
    below = solo_table.totals_below_limit(rules)
    total = units(space, totals[seat])
    top = max(space.bank_units, below - total)
    bank = np.array([win_chance(view, (total + level) * space.unit) for level in range(top + 1)])[:, None]
    bank[: space.bank_units] = -np.inf
    bust = np.array([win_chance(view, totals[seat])])
    first = np.array([win_chance(view, 0)]) if rules.bankrupt else bust
    values, _ = solve_turn(space, bank, bust, first)
    return values[..., 0]


def _phi(x: float) -> float:
    return 0.5 * math.erfc(-x / math.sqrt(2.0))


def win_chance(view: TurnView, my_total: int, my_rounds: float | None = None) -> float:
    """Estimated chance to win if this turn ends with `my_total` banked (or, with `my_rounds`, if
    the expected rounds still to play after this turn are `my_rounds`). See the module's model."""
    rules = view.rules
    space = turn_space(rules)
    best = view.best_reached()
    if view.final_round and best is not None:  # the game ends with this round
        return 1.0 if my_total > best else 0.5 if my_total == best else 0.0
    mine = solo_table.rounds_after(rules, units(space, my_total)) if my_rounds is None else my_rounds
    if mine == 0.0:
        return 1.0  # reached now; later seats may still pass it (not modelled)
    chance = 1.0
    for seat, total in enumerate(view.totals):
        if seat == view.seat:
            continue
        theirs = solo_table.rounds_after(rules, units(space, total))
        # Rounds counted from this one: I play again next round; a later seat still plays this round.
        their_finish = theirs - 1 if seat > view.seat else theirs
        spread = math.sqrt(VARIANCE_PER_ROUND[rules.bankrupt] * (mine + theirs) + 0.25)
        chance *= _phi((their_finish - mine) / spread)
    return chance


