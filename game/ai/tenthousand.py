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
- Hard, versus: not optimal (nobody solves the many-seat game). It plays for the **chance to win**,
  estimated as the chance that it reaches the limit in fewer rounds than every opponent, each
  player's rounds still to play modelled as a normal variable with the solo table's mean and a
  variance of ``VARIANCE_PER_ROUND`` times that mean (more with bankruptcy). Once someone is within
  ``TENSE_ROUNDS`` expected rounds of the limit, the whole turn is solved for that chance
  (``win_table``: keeps and banking); before that it keeps what the solo policy keeps and judges
  banking one roll ahead. On its last turn (the last round is on and someone has reached the limit) it plays the
  exactly solved "beat the best total this turn" policy.
- In the last round, Easy and Normal do not bank below the best total either.

``hint(view)`` says what Hard would do and what each choice costs (expected rounds solo, chance to
win in versus). ``play_game`` plays a whole game headless with seeded dice (benchmarks, tests).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Protocol

import numpy as np

from game.ai import tenthousand_table as solo_table
from game.ai.tenthousand_solver import solve_turn
from game.ai.tenthousand_space import TurnSpace, turn_space
from game.rules.tenthousand import (
    CLASSIC,
    DICE,
    TenThousandGame,
    TenThousandRules,
    TenThousandTurn,
    keep_needs_confirmation,
    scoring_indices,
    scoring_keeps,
)

__all__ = [
    "DIFFICULTIES", "BankAsSoonAsAllowed", "Hint", "TurnView", "expected_rounds", "hint", "make_player",
    "play_game", "play_solo", "view_of",
]

DIFFICULTIES: tuple[str, ...] = ("easy", "normal", "hard")
#: Variance of a player's rounds still to play, per expected round (versus Hard's model): the optimal
#: solo player's rounds to 10,000 from 0 have a variance of about 2.7 times their mean without
#: bankruptcy and about 6 times with it (measured: python benchmarks/ai_tenthousand.py).
VARIANCE_PER_ROUND = {False: 2.7, True: 6.0}


def expected_rounds(rules: TenThousandRules = CLASSIC) -> float:
    """The expected number of rounds from a total of 0 to the rules' limit under optimal solo play
    (solved exactly by value iteration; built on first use, then cached)."""
    return float(solo_table.rounds(rules)[0])


@dataclass(frozen=True)
class TurnView:
    """What the seat on turn knows: everything is public in this game."""

    rules: TenThousandRules
    seat: int
    totals: tuple[int, ...]
    final_round: bool
    phase: str  # "roll", "keep", "decide" or "over" (see TenThousandTurn)
    points: int  # turn points so far
    to_roll: int  # dice the next roll throws
    confirm_left: int
    last_roll: tuple[int, ...] | None
    can_bank: bool

    @property
    def total(self) -> int:
        return self.totals[self.seat]

    @property
    def solo(self) -> bool:
        return len(self.totals) == 1

    def best_reached(self) -> int | None:
        """The best total that has reached the limit (the one to beat in the last round)."""
        reached = [t for t in self.totals if self.rules.reached(t)]
        return max(reached) if reached else None


def view_of(game: TenThousandGame) -> TurnView:
    turn = game.turn()
    return view_of_turn(turn, game.current_player, game.totals, game.final_round)


def view_of_turn(turn: TenThousandTurn, seat: int, totals: Sequence[int], final_round: bool) -> TurnView:
    return TurnView(
        rules=turn.rules, seat=seat, totals=tuple(totals), final_round=final_round, phase=turn.phase,
        points=turn.points, to_roll=turn.to_roll, confirm_left=turn.confirm_left, last_roll=turn.last_roll,
        can_bank=turn.can_bank,
    )


# --- the state arithmetic shared by every planning player ------------------------------------------
def _units(space: TurnSpace, points: int) -> int:
    return points // space.unit


def _after_keep(view: TurnView, keep: tuple[int, ...]) -> tuple[int, int, int]:
    """(turn units, dice to roll, confirmation units owed) after setting `keep` aside."""
    space = turn_space(view.rules)
    points = scoring_keeps(keep, view.rules)[keep]
    left = view.to_roll - len(keep)
    owes = keep_needs_confirmation(keep, view.rules)
    conf = space.conf_units if owes else max(0, _units(space, view.confirm_left) - _units(space, points))
    return _units(space, view.points + points), left if left else DICE, conf


def legal_keeps(view: TurnView) -> dict[tuple[int, ...], int]:
    """Sorted kept values -> points, for the roll on the table (only the automatic one when keeps
    are automatic)."""
    if view.phase != "keep" or view.last_roll is None:
        return {}
    if view.rules.automatic_keeps:
        keep = tuple(sorted(view.last_roll[i] for i in scoring_indices(view.last_roll, view.rules)))
        return {keep: scoring_keeps(keep, view.rules)[keep]} if keep else {}
    return scoring_keeps(view.last_roll, view.rules)


def indices_of(roll: Sequence[int], keep: Sequence[int]) -> tuple[int, ...]:
    """Indices into `roll` of the values in `keep` (first matches)."""
    free = list(enumerate(roll))
    chosen = []
    for value in keep:
        match = next(pair for pair in free if pair[1] == value)
        free.remove(match)
        chosen.append(match[0])
    return tuple(sorted(chosen))


def _lookup(table: np.ndarray, state: tuple[int, int, int]) -> float:
    level, dice, conf = state
    return float(table[min(level, table.shape[0] - 1), dice - 1, conf])


def _roll_outcomes(space: TurnSpace, state: tuple[int, int, int]):
    """For rolling from `state`: (bust chance, [(group chance, [states after each keep])])."""
    level, dice, conf = state
    groups = []
    ends = list(space.starts[1:]) + [len(space.pair_points)]
    for g in np.nonzero(space.group_n == dice)[0]:
        pairs = range(int(space.starts[g]), int(ends[g]))
        groups.append((float(space.group_prob[g]),
                       [(level + int(space.pair_points[j]), int(space.pair_left[j]) + 1,
                         int(space.pair_c_after[j, conf])) for j in pairs]))
    return float(space.p_bust[dice - 1]), groups


def _roll_value(space: TurnSpace, table: np.ndarray, state: tuple[int, int, int], bust: float) -> float:
    p_bust, groups = _roll_outcomes(space, state)
    return p_bust * bust + sum(p * max(_lookup(table, s) for s in after) for p, after in groups)


def _bank_allowed(view: TurnView) -> bool:
    return view.phase == "decide" and view.can_bank


# --- tables ------------------------------------------------------------------------------------------
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


def _tense(view: TurnView) -> bool:
    space = turn_space(view.rules)
    return min(solo_table.rounds_after(view.rules, _units(space, t)) for t in view.totals) <= TENSE_ROUNDS


@lru_cache(maxsize=16)
def win_table(rules: TenThousandRules, seat: int, totals: tuple[int, ...]) -> np.ndarray:
    """The turn solved for the estimated chance to win (``win_chance`` of each way it can end)."""
    space = turn_space(rules)
    view = TurnView(rules, seat, totals, False, "roll", 0, DICE, 0, None, False)
    below = solo_table.totals_below_limit(rules)
    total = _units(space, totals[seat])
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
    mine = solo_table.rounds_after(rules, _units(space, my_total)) if my_rounds is None else my_rounds
    if mine == 0.0:
        return 1.0  # reached now; later seats may still pass it (not modelled)
    chance = 1.0
    for seat, total in enumerate(view.totals):
        if seat == view.seat:
            continue
        theirs = solo_table.rounds_after(rules, _units(space, total))
        # Rounds counted from this one: I play again next round; a later seat still plays this round.
        their_finish = theirs - 1 if seat > view.seat else theirs
        spread = math.sqrt(VARIANCE_PER_ROUND[rules.bankrupt] * (mine + theirs) + 0.25)
        chance *= _phi((their_finish - mine) / spread)
    return chance


# --- players ---------------------------------------------------------------------------------------
class Player(Protocol):
    def choose_keep(self, view: TurnView, rng: random.Random) -> tuple[int, ...]: ...

    def wants_to_bank(self, view: TurnView, rng: random.Random) -> bool: ...


def _all_scoring(view: TurnView) -> tuple[int, ...]:
    assert view.last_roll is not None
    return scoring_indices(view.last_roll, view.rules)


def _last_round_blocks_bank(view: TurnView) -> bool:
    """In the last round, banking below the best total only loses."""
    best = view.best_reached()
    return view.final_round and best is not None and view.total + view.points <= best


class BankAsSoonAsAllowed:
    """The yardstick: every scoring die aside, bank whenever allowed."""

    name = "bank as soon as allowed"

    def choose_keep(self, view: TurnView, rng: random.Random) -> tuple[int, ...]:
        return _all_scoring(view)

    def wants_to_bank(self, view: TurnView, rng: random.Random) -> bool:
        return _bank_allowed(view)

    def __repr__(self) -> str:
        return "BankAsSoonAsAllowed()"


class EasyPlayer:
    name = "easy"

    def choose_keep(self, view: TurnView, rng: random.Random) -> tuple[int, ...]:
        return _all_scoring(view)

    def wants_to_bank(self, view: TurnView, rng: random.Random) -> bool:
        if not _bank_allowed(view) or _last_round_blocks_bank(view):
            return False
        if view.rules.reached(view.total + view.points):
            return True
        if view.to_roll <= 2:
            return True
        return view.points >= max(view.rules.bank_minimum, 50 * rng.randint(7, 12))

    def __repr__(self) -> str:
        return "EasyPlayer()"


class PlanningPlayer:
    """Normal and Hard: choose by a solved table."""

    def __init__(self, difficulty: str, weigh_opponents: bool = True) -> None:
        self.name = difficulty
        self.weigh_opponents = weigh_opponents  # False: Hard plays its solo policy in versus too

    # What a state after a keep is worth, higher is better, and the same for banking / rolling on.
    def _table(self, view: TurnView) -> tuple[np.ndarray, str]:
        space = turn_space(view.rules)
        total = _units(space, view.total)
        best = view.best_reached()
        if view.final_round and best is not None and not view.solo:
            return beat_table(view.rules, total, _units(space, best)), "beat"
        if self.name == "hard" and self.weigh_opponents and not view.solo and _tense(view):
            return win_table(view.rules, view.seat, view.totals), "win"
        if self.name == "normal":
            needed = solo_table.totals_below_limit(view.rules) - total
            return points_table(view.rules, needed), "points"
        return solo_table.turn_table(view.rules, total), "rounds"

    def keep_values(self, view: TurnView) -> dict[tuple[int, ...], float]:
        table, _ = self._table(view)
        return {keep: _lookup(table, _after_keep(view, keep)) for keep in legal_keeps(view)}

    def choose_keep(self, view: TurnView, rng: random.Random) -> tuple[int, ...]:
        values = self.keep_values(view)
        best = max(values, key=lambda keep: (values[keep], -len(keep)))
        assert view.last_roll is not None
        return indices_of(view.last_roll, best)

    def bank_and_roll_values(self, view: TurnView) -> tuple[float | None, float]:
        """(value of banking now or None if not allowed, value of rolling on)."""
        space = turn_space(view.rules)
        table, kind = self._table(view)
        state = (_units(space, view.points), view.to_roll, _units(space, view.confirm_left))
        if kind == "rounds" and not view.solo and self.weigh_opponents:
            return self._versus_values(view, table, state)
        if kind == "beat":
            best = view.best_reached()
            bust = 1.0 if view.total > best else 0.5 if view.total == best else 0.0  # type: ignore[operator]
        elif kind == "points":
            bust = 0.0
        elif kind == "win":
            bust = win_chance(view, view.total)
        else:
            bust = -solo_table.rounds_after(view.rules, _units(space, view.total))
        roll = _roll_value(space, table, state, bust)
        bank_now = self._bank_value(view, kind) if _bank_allowed(view) else None
        return bank_now, roll

    def _bank_value(self, view: TurnView, kind: str) -> float:
        space = turn_space(view.rules)
        after = view.total + view.points
        if kind == "beat":
            best = view.best_reached()
            assert best is not None
            return 1.0 if after > best else 0.5 if after == best else 0.0
        if kind == "points":
            needed = solo_table.totals_below_limit(view.rules) - _units(space, view.total)
            return float(min(_units(space, view.points), needed))
        if kind == "win":
            return win_chance(view, after)
        return -solo_table.rounds_after(view.rules, _units(space, after))

    def _versus_values(self, view: TurnView, table: np.ndarray, state) -> tuple[float | None, float]:
        """Chance to win: banking now, or one more roll judged by the solo values after it."""
        space = turn_space(view.rules)
        bank_now = win_chance(view, view.total + view.points) if _bank_allowed(view) else None
        p_bust, groups = _roll_outcomes(space, state)
        bust_total = view.total
        roll = p_bust * win_chance(view, bust_total)
        for p, after in groups:
            roll += p * max(win_chance(view, 0, my_rounds=-_lookup(table, s)) for s in after)
        return bank_now, roll

    def wants_to_bank(self, view: TurnView, rng: random.Random) -> bool:
        if not _bank_allowed(view):
            return False
        if _last_round_blocks_bank(view) and self.name != "hard":
            return False
        table, kind = self._table(view)
        if kind == "rounds" and not view.solo and self.weigh_opponents:
            bank_now, roll = self.bank_and_roll_values(view)
            return bank_now is not None and bank_now >= roll - 1e-12
        # The table holds the better of banking and rolling on: bank when banking reaches it.
        space = turn_space(view.rules)
        state = (_units(space, view.points), view.to_roll, _units(space, view.confirm_left))
        return self._bank_value(view, kind) >= _lookup(table, state) - 1e-12

    def __repr__(self) -> str:
        return f"PlanningPlayer({self.name!r})"


def make_player(difficulty: str) -> Player:
    if difficulty == "easy":
        return EasyPlayer()
    if difficulty in ("normal", "hard"):
        return PlanningPlayer(difficulty)
    raise ValueError(f"difficulty must be one of {DIFFICULTIES}, got {difficulty!r}")


# --- hints -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Hint:
    """What Hard would do now, and what the alternatives cost (in `unit`: "rounds" or "chance")."""

    action: str  # "keep", "bank" or "roll"
    keep: tuple[int, ...]  # indices into the roll for "keep"
    unit: str
    costs: dict[object, float]  # keep values (sorted) or "bank"/"roll" -> cost against the best

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


def hint(view: TurnView) -> Hint:
    hard = PlanningPlayer("hard")
    versus = not view.solo
    if view.phase == "keep":
        values = hard.keep_values(view)
        if versus and not (view.final_round and view.best_reached() is not None):
            values = {k: win_chance(view, 0, my_rounds=-v) for k, v in values.items()}
        best = max(values, key=lambda keep: (values[keep], -len(keep)))
        unit = "chance" if versus else "rounds"
        assert view.last_roll is not None
        return Hint("keep", indices_of(view.last_roll, best), unit,
                    {k: values[best] - v for k, v in values.items()})
    bank_now, roll = hard.bank_and_roll_values(view)
    unit = "chance" if versus else "rounds"
    if bank_now is not None and bank_now >= roll - 1e-12:
        return Hint("bank", (), unit, {"bank": 0.0, "roll": bank_now - roll})
    costs: dict[object, float] = {"roll": 0.0}
    if bank_now is not None:
        costs["bank"] = roll - bank_now
    return Hint("roll", (), unit, costs)


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
