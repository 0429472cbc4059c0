"""The computer players of 10000 / Zehntausend (see ``game.ai.tenthousand`` for what each does)."""

from __future__ import annotations

import random
from typing import Protocol

import numpy as np

from game.ai import tenthousand_duel_table as duel_table
from game.ai import tenthousand_table as solo_table
from game.ai.tenthousand_space import turn_space
from game.ai.tenthousand_versus import beat_table, points_table, tense, win_chance, win_table
from game.ai.tenthousand_view import (
    TurnView,
    after_keep,
    bank_allowed,
    indices_of,
    legal_keeps,
    lookup,
    roll_outcomes,
    roll_value,
    units,
)
from game.rules.tenthousand import scoring_indices


class Player(Protocol):
    def choose_keep(self, view: TurnView, rng: random.Random) -> tuple[int, ...]: ...

    def wants_to_bank(self, view: TurnView, rng: random.Random) -> bool: ...


def all_scoring(view: TurnView) -> tuple[int, ...]:
    assert view.last_roll is not None
    return scoring_indices(view.last_roll, view.rules)


def last_round_blocks_bank(view: TurnView) -> bool:
    """In the last round, banking below the best total only loses."""
    best = view.best_reached()
    return view.final_round and best is not None and view.total + view.points <= best


class BankAsSoonAsAllowed:
    """The yardstick: every scoring die aside, bank whenever allowed."""

    name = "bank as soon as allowed"

    def choose_keep(self, view: TurnView, rng: random.Random) -> tuple[int, ...]:
        return all_scoring(view)

    def wants_to_bank(self, view: TurnView, rng: random.Random) -> bool:
        return bank_allowed(view)

    def __repr__(self) -> str:
        return "BankAsSoonAsAllowed()"


class EasyPlayer:
    name = "easy"

    def choose_keep(self, view: TurnView, rng: random.Random) -> tuple[int, ...]:
        return all_scoring(view)

    def wants_to_bank(self, view: TurnView, rng: random.Random) -> bool:
        if not bank_allowed(view) or last_round_blocks_bank(view):
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

    def __init__(self, difficulty: str, weigh_opponents: bool = True, exact: bool = True) -> None:
        self.name = difficulty
        self.weigh_opponents = weigh_opponents  # False: Hard plays its solo policy in versus too
        self.exact = exact  # False: Hard plays today's estimate with two seats too (the yardstick)

    def exact_situation(self, view: TurnView) -> tuple[int, int, int] | None:
        """(seat, own units, other's units) when this turn plays from the solved two-player table:
        Hard, two seats, before the last round, the table ready (never waits for it)."""
        if self.name != "hard" or not self.exact or not self.weigh_opponents or len(view.totals) != 2:
            return None
        if view.final_round or duel_table.duel_if_ready(view.rules) is None:
            return None
        space = turn_space(view.rules)
        return view.seat, units(space, view.total), units(space, view.totals[1 - view.seat])

    # What a state after a keep is worth, higher is better, and the same for banking / rolling on.
    def _table(self, view: TurnView) -> tuple[np.ndarray, str]:
        space = turn_space(view.rules)
        total = units(space, view.total)
        best = view.best_reached()
        if view.final_round and best is not None and not view.solo:
            return beat_table(view.rules, total, units(space, best)), "beat"
        situation = self.exact_situation(view)
        if situation is not None:
            return duel_table.turn_values(view.rules, *situation), "exact"
        if self.name == "hard" and self.weigh_opponents and not view.solo and tense(view):
            return win_table(view.rules, view.seat, view.totals), "win"
        if self.name == "normal":
            needed = solo_table.totals_below_limit(view.rules) - total
            return points_table(view.rules, needed), "points"
        return solo_table.turn_table(view.rules, total), "rounds"

    def prepare_turn(self, view: TurnView) -> str:
        """Solve now the table this turn plays from (kept in the solvers' caches) and say which it is
        ("exact", "win", "beat", "points", "rounds"): the turn's first decision is then a lookup. The
        table depends only on the totals, so a scene may call this as the turn starts, before a die
        lands (e.g. on a worker thread while the first throw tumbles); the exact two-player turn
        takes up to ~24 ms of CPU (benchmarks/ai_tenthousand_duel.py)."""
        return self._table(view)[1]

    def keep_values(self, view: TurnView) -> dict[tuple[int, ...], float]:
        table, _ = self._table(view)
        return {keep: lookup(table, after_keep(view, keep)) for keep in legal_keeps(view)}

    def choose_keep(self, view: TurnView, rng: random.Random) -> tuple[int, ...]:
        values = self.keep_values(view)
        best = max(values, key=lambda keep: (values[keep], -len(keep)))
        assert view.last_roll is not None
        return indices_of(view.last_roll, best)

    def bank_and_roll_values(self, view: TurnView) -> tuple[float | None, float]:
        """(value of banking now or None if not allowed, value of rolling on)."""
        space = turn_space(view.rules)
        table, kind = self._table(view)
        state = (units(space, view.points), view.to_roll, units(space, view.confirm_left))
        if kind == "rounds" and not view.solo and self.weigh_opponents:
            return self._versus_values(view, table, state)
        if kind == "beat":
            best = view.best_reached()
            bust = 1.0 if view.total > best else 0.5 if view.total == best else 0.0  # type: ignore[operator]
        elif kind == "points":
            bust = 0.0
        elif kind == "win":
            bust = win_chance(view, view.total)
        elif kind == "exact":
            bust = duel_table.bust_values(duel_table.duel(view.rules), *self.exact_situation(view))[0]
        else:
            bust = -solo_table.rounds_after(view.rules, units(space, view.total))
        roll = roll_value(space, table, state, bust)
        bank_now = self._bank_value(view, kind) if bank_allowed(view) else None
        return bank_now, roll

    def _bank_value(self, view: TurnView, kind: str) -> float:
        space = turn_space(view.rules)
        after = view.total + view.points
        if kind == "beat":
            best = view.best_reached()
            assert best is not None
            return 1.0 if after > best else 0.5 if after == best else 0.0
        if kind == "points":
            needed = solo_table.totals_below_limit(view.rules) - units(space, view.total)
            return float(min(units(space, view.points), needed))
        if kind == "win":
            return win_chance(view, after)
        if kind == "exact":
            return duel_table.bank_value(duel_table.duel(view.rules), *self.exact_situation(view),
                                         units(space, view.points))
        return -solo_table.rounds_after(view.rules, units(space, after))

    def _versus_values(self, view: TurnView, table: np.ndarray, state) -> tuple[float | None, float]:
        """Chance to win: banking now, or one more roll judged by the solo values after it."""
        space = turn_space(view.rules)
        bank_now = win_chance(view, view.total + view.points) if bank_allowed(view) else None
        p_bust, groups = roll_outcomes(space, state)
        bust_total = view.total
        roll = p_bust * win_chance(view, bust_total)
        for p, after in groups:
            roll += p * max(win_chance(view, 0, my_rounds=-lookup(table, s)) for s in after)
        return bank_now, roll

    def wants_to_bank(self, view: TurnView, rng: random.Random) -> bool:
        if not bank_allowed(view):
            return False
        if last_round_blocks_bank(view) and self.name != "hard":
            return False
        table, kind = self._table(view)
        if kind == "rounds" and not view.solo and self.weigh_opponents:
            bank_now, roll = self.bank_and_roll_values(view)
            return bank_now is not None and bank_now >= roll - 1e-12
        # The table holds the better of banking and rolling on: bank when banking reaches it.
        space = turn_space(view.rules)
        state = (units(space, view.points), view.to_roll, units(space, view.confirm_left))
        return self._bank_value(view, kind) >= lookup(table, state) - 1e-12

    def __repr__(self) -> str:
        return f"PlanningPlayer({self.name!r}{'' if self.exact else ', exact=False'})"


