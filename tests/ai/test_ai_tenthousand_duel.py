"""Two-player 10000 / Zehntausend solved exactly: tiny variants against a brute force written apart
(tests/ai/tenthousand_brute.py), bankruptcy's outer iteration, the cut past the limit, the cached
table and the contract ``first_player_win_chance``, and Hard playing from the table (self-play
agrees with the table's value; the hint's chance is the table's)."""

from __future__ import annotations

import dataclasses
import itertools
import math
import random
import statistics
from collections import Counter

import numpy as np
import pytest
from tenthousand_brute import Brute
from tiny_duels import CUT, TINY_CLASSIC, TINY_ZEHN

from game.ai import solved_table
from game.ai import tenthousand as ai
from game.ai import tenthousand_duel as duel_module
from game.ai import tenthousand_duel_table as duel_table
from game.ai.tenthousand_duel import OUTER_TOLERANCE, solve_duel
from game.rules.tenthousand import TenThousandGame, best_score

# 10000 with a confirmation to pay, and Zehntausend with bankruptcy and automatic keeps: limits low
# enough for a brute force, and for the last round to matter in most games.
TINY = [pytest.param(TINY_CLASSIC, id="10000"), pytest.param(TINY_ZEHN, id="zehntausend")]


@pytest.fixture(autouse=True)
def _coarser_cut(monkeypatch):
    """The cached tables here cut seat 0's turn where one turn may lose 1e-4 (the game's cut, 1e-11,
    solves ~4x the levels for the same checks)."""
    monkeypatch.setattr(duel_module, "TRUNCATION", CUT)


@pytest.mark.parametrize("rules", TINY)
def test_tiny_variants_match_a_brute_force(rules):
    table = solve_duel(rules, truncation=0.2)   # a coarse cut past the limit keeps the brute force quick
    first, second, beat = Brute(rules, table.cut).solve()
    assert np.max(np.abs(np.array(first) - table.first)) < 1e-11
    assert np.max(np.abs(np.array(second) - table.second)) < 1e-11
    for d, value in beat.items():
        assert table.beat[d] == pytest.approx(value, abs=1e-12)


def test_bankruptcy_outer_iteration_converges():
    table = solve_duel(TINY_ZEHN)
    residuals = table.outer_residuals
    assert residuals[-1] < OUTER_TOLERANCE
    assert all(later < earlier for earlier, later in itertools.pairwise(residuals))
    assert len(residuals) <= 12
    assert solve_duel(TINY_CLASSIC).outer_residuals == ()   # no bankruptcy, no outer iteration


@pytest.mark.parametrize("rules", TINY)
def test_cutting_seat_0s_turn_costs_seat_0_at_most_its_bound(rules):
    """The cut lowers seat 0's values (and so raises seat 1's) by at most its bound per turn."""
    coarse, fine = solve_duel(rules, truncation=1e-2), solve_duel(rules, truncation=1e-4)
    assert np.all(coarse.first <= fine.first + 1e-12) and np.all(coarse.second >= fine.second - 1e-12)
    assert 0 < np.max(fine.first - coarse.first) < 5e-2   # a few turns' worth of 1e-2 at most
    assert np.max(np.abs(fine.second - coarse.second)) < 5e-2
    assert np.min(fine.cut - coarse.cut) > 0


def test_contract_and_the_cached_table():
    chance = ai.first_player_win_chance(TINY_CLASSIC)
    assert isinstance(chance, float) and chance == solve_duel(TINY_CLASSIC).start
    path = duel_table.DUEL.cache_path(TINY_CLASSIC)
    assert path.is_file()
    solved_table.forget_all()
    assert duel_table.duel_if_ready(TINY_CLASSIC) is not None   # read from the cache file, not built
    path.write_bytes(path.read_bytes()[:-8])   # damaged: never trusted (rebuilt on the next `duel`)
    solved_table.forget_all()
    assert duel_table.duel_if_ready(TINY_CLASSIC) is None


@pytest.mark.parametrize("rules", TINY)
@pytest.mark.usefixtures("tiny_duels")
def test_self_play_agrees_with_the_table(rules):
    expected = ai.first_player_win_chance(rules)
    rng = random.Random(26)
    shares = []
    for _ in range(1000):
        winners = ai.play_game([ai.make_player("hard"), ai.make_player("hard")], rules, rng).winners()
        shares.append((0 in winners) / len(winners))
    error = statistics.stdev(shares) / math.sqrt(len(shares))
    assert abs(statistics.fmean(shares) - expected) < 3 * error


def _roll_chance(roll: tuple[int, ...]) -> float:
    return math.factorial(6) / math.prod(math.factorial(c) for c in Counter(roll).values()) / 6 ** 6


@pytest.mark.parametrize("rules", TINY)
@pytest.mark.usefixtures("tiny_duels")
def test_the_hint_says_the_exact_chance_and_it_adds_up_to_the_table(rules):
    """Over every first roll of the opening turn, the hint's chance (after the best keep) averages to
    the table's value of the game, a bust counting what the table says it leaves."""
    table = duel_table.duel(rules)
    total = 0.0
    for roll in itertools.combinations_with_replacement(range(1, 7), 6):
        game = TenThousandGame(2, rules)
        turn = game.turn()
        turn.roll(roll)
        if turn.is_over:   # bust (or bankruptcy, the same from 0): seat 1 moves at (0, 0)
            total += _roll_chance(roll) * (1.0 - table.second[0, 0])
            continue
        hint = ai.hint(ai.view_of(game))
        assert hint.exact and hint.unit == "chance" and hint.chance is not None
        assert best_score(roll, rules) > 0
        if hint.action == "keep":
            assert min(hint.costs.values()) == 0.0
        total += _roll_chance(roll) * hint.chance
    assert total == pytest.approx(table.first[0, 0], abs=1e-12)


def test_hard_waits_for_no_table_and_plays_the_estimate_meanwhile():
    rules = dataclasses.replace(TINY_CLASSIC, target=150)
    solved_table.forget_all()
    game = TenThousandGame(2, rules)
    game.turn().roll([1, 1, 1, 2, 3, 4])
    hard = ai.make_player("hard")
    assert hard.exact_situation(ai.view_of(game)) is None   # not built: never waits
    assert not duel_table.DUEL.cache_path(rules).exists()
    ai.first_player_win_chance(rules)
    assert hard.exact_situation(ai.view_of(game)) == (0, 0, 0)


@pytest.mark.usefixtures("tiny_duels")
def test_a_turn_prepared_ahead_makes_its_first_decision_a_lookup():
    duel_table.duel(TINY_CLASSIC)
    duel_table.turn_values.cache_clear()
    game, hard, rng = TenThousandGame(2, TINY_CLASSIC), ai.make_player("hard"), random.Random(3)
    assert hard.prepare_turn(ai.view_of(game)) == "exact"   # before the first roll: the totals are known
    solved = duel_table.turn_values.cache_info().misses
    game.turn().roll_random(rng)
    while game.turn().is_over:
        game.turn().roll_random(rng)
    hard.choose_keep(ai.view_of(game), rng)
    assert duel_table.turn_values.cache_info().misses == solved == 1   # nothing solved on the decision
