"""What a 10000 / Zehntausend seat sees (``TurnView``) and the turn arithmetic every planning player
shares: a keep's effect on the turn state (turn units, dice to roll, confirmation owed), looking a
state up in a turn table, and the outcomes of one roll as groups of states (``TurnSpace``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from game.ai.tenthousand_space import TurnSpace, turn_space
from game.rules.tenthousand import (
    DICE,
    TenThousandGame,
    TenThousandRules,
    TenThousandTurn,
    keep_needs_confirmation,
    scoring_indices,
    scoring_keeps,
)


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
def units(space: TurnSpace, points: int) -> int:
    return points // space.unit


def after_keep(view: TurnView, keep: tuple[int, ...]) -> tuple[int, int, int]:
    """(turn units, dice to roll, confirmation units owed) after setting `keep` aside."""
    space = turn_space(view.rules)
    points = scoring_keeps(keep, view.rules)[keep]
    left = view.to_roll - len(keep)
    owes = keep_needs_confirmation(keep, view.rules)
    conf = space.conf_units if owes else max(0, units(space, view.confirm_left) - units(space, points))
    return units(space, view.points + points), left if left else DICE, conf


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


def lookup(table: np.ndarray, state: tuple[int, int, int]) -> float:
    level, dice, conf = state
    return float(table[min(level, table.shape[0] - 1), dice - 1, conf])


def roll_outcomes(space: TurnSpace, state: tuple[int, int, int]):
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


def roll_value(space: TurnSpace, table: np.ndarray, state: tuple[int, int, int], bust: float) -> float:
    p_bust, groups = roll_outcomes(space, state)
    return p_bust * bust + sum(p * max(lookup(table, s) for s in after) for p, after in groups)


def bank_allowed(view: TurnView) -> bool:
    return view.phase == "decide" and view.can_bank


