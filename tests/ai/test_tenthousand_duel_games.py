"""The measurements' fast two-seat games (``game.ai.tenthousand_duel_games``) play as the game's
players do: on seeded games every keep (its value and the dice it sets aside) and every bank decision
of the exact Hard, today's Hard and the solo-optimal player equals the player's own, and exact
self-play agrees with the table's value."""

from __future__ import annotations

import dataclasses
import math
import random

import numpy as np
import pytest
from tiny_duels import CUT, TINY_CLASSIC, TINY_ZEHN

from game.ai import tenthousand as ai
from game.ai import tenthousand_duel as duel_module
from game.ai.tenthousand_duel_games import (
    EstimatePolicy,
    ExactPolicy,
    SoloPolicy,
    banks,
    dice_of,
    keep_choice,
    play_duels,
)
from game.ai.tenthousand_players import PlanningPlayer
from game.ai.tenthousand_space import keep_outcomes, turn_space
from game.ai.tenthousand_view import after_keep, lookup, units
from game.rules.tenthousand import CLASSIC, ZEHNTAUSEND, TenThousandGame

TINY = [pytest.param(TINY_CLASSIC, id="10000"), pytest.param(TINY_ZEHN, id="zehntausend")]
# Long enough that today's Hard spends most turns "calm" (its one-roll look-ahead), not "tense".
# (their solo tables: the session's shared copies, tests/solved_tables.py)
VARIANTS = pytest.mark.solved_tables("tenthousand-variants")
MID = [pytest.param(dataclasses.replace(CLASSIC, target=3000), id="10000-to-3000", marks=VARIANTS),
       pytest.param(dataclasses.replace(ZEHNTAUSEND, target=3000), id="zehntausend-to-3000", marks=VARIANTS)]


@pytest.fixture(autouse=True)
def _coarser_cut(monkeypatch):
    monkeypatch.setattr(duel_module, "TRUNCATION", CUT)   # as tests/ai/test_ai_tenthousand_duel.py


def _group(space, rules, roll) -> int:
    """The TurnSpace group of a roll: the one whose keeps lead where the roll's keeps do."""
    wanted = {(p // space.unit, (len(roll) - k or 6) - 1, owes) for p, k, owes in keep_outcomes(roll, rules)}
    ends = list(space.starts[1:]) + [len(space.pair_points)]
    for g in np.nonzero(space.group_n == len(roll))[0]:
        pairs = range(int(space.starts[g]), int(ends[g]))
        if {(int(space.pair_points[j]), int(space.pair_left[j]), bool(space.pair_conf[j])) for j in pairs} == wanted:
            return int(g)
    raise AssertionError(f"no group for {roll}")


def _compare_keeps(space, dice, rules, view, tables, rng) -> None:
    """The keep each policy takes from this roll is worth what the player's is and sets aside as many
    dice (ties between equal keeps may go either way, as for the player)."""
    level, conf = units(space, view.points), units(space, view.confirm_left)
    group = _group(space, rules, view.last_roll)
    for table, player in tables:
        keep = tuple(sorted(view.last_roll[i] for i in player.choose_keep(view, rng)))
        j = int(keep_choice(space, dice, table, np.array([0]), np.array([level]), np.array([conf]),
                            np.array([group]))[0])
        mine = (level + int(space.pair_points[j]), int(space.pair_left[j]) + 1, int(space.pair_c_after[j, conf]))
        values = table.values[0][: int(table.top[0]) + 1]
        assert lookup(values, mine) == lookup(values, after_keep(view, keep)), (player, view)
        kept = len(view.last_roll) if mine[1] == 6 else len(view.last_roll) - mine[1]
        assert kept == len(keep), (player, view)


def _compare(rules, policies, games: int) -> dict[str, int]:
    """Play seeded two-seat games (random keeps and banks, so every kind of state comes up) and ask
    each player and its policy the same questions; returns how many of each were asked."""
    space, dice = turn_space(rules), dice_of(turn_space(rules))
    rng = random.Random(8)
    asked = {"keep": 0, "bank": 0}
    for _ in range(games):
        game = TenThousandGame(2, rules)
        while not game.is_over and not game.final_round:
            seat = game.current_player
            own, other = units(space, game.totals[seat]), units(space, game.totals[1 - seat])
            tables = [(policy.tables(np.array([seat]), np.array([own]), np.array([other])), player)
                      for policy, player in policies]
            turn = game.turn()
            while not turn.is_over:
                turn.roll_random(rng)
                if turn.is_over:
                    break
                view = ai.view_of(game)
                if view.phase == "keep":   # (automatic keeps are set aside by the rules themselves)
                    _compare_keeps(space, dice, rules, view, tables, rng)
                    asked["keep"] += len(tables)
                    turn.keep(ai.indices_of(view.last_roll, rng.choice(list(ai.legal_keeps(view)))))
                if turn.can_bank:
                    view = ai.view_of(game)
                    state = (units(space, turn.points), turn.to_roll - 1, units(space, turn.confirm_left))
                    for table, player in tables:
                        mine = bool(banks(space, table, np.array([0]), *(np.array([v]) for v in state))[0])
                        assert mine == player.wants_to_bank(view, rng), (player, view)
                        asked["bank"] += 1
                    if rng.random() < 0.4:
                        turn.bank()
    return asked


@pytest.mark.parametrize("rules", TINY)
@pytest.mark.usefixtures("tiny_duels")
def test_the_exact_policy_plays_as_hard_with_two_seats(rules):
    asked = _compare(rules, [(ExactPolicy(rules), ai.make_player("hard"))], games=12)
    assert asked["bank"] > 20 and (asked["keep"] > 30 or rules.automatic_keeps)


@pytest.mark.parametrize("rules", MID)
def test_todays_hard_and_the_solo_policy_play_as_the_players(rules):
    policies = [(EstimatePolicy(rules), PlanningPlayer("hard", exact=False)),
                (SoloPolicy(rules), PlanningPlayer("hard", weigh_opponents=False))]
    asked = _compare(rules, policies, games=3)
    assert asked["bank"] > 20 and (asked["keep"] > 30 or rules.automatic_keeps)


@pytest.mark.parametrize("rules", TINY)
@pytest.mark.usefixtures("tiny_duels")
def test_exact_self_play_agrees_with_the_table(rules):
    exact = ExactPolicy(rules)
    share = play_duels([(exact, exact)], rules, 4000, np.random.default_rng(3))[0]
    error = share.std(ddof=1) / math.sqrt(len(share))
    assert abs(share.mean() - ai.first_player_win_chance(rules)) < 3 * error
