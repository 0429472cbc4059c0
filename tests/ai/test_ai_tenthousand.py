"""10000 / Zehntausend computer players: the solved solo policy against hand-solved cases and a
direct simulation, the contract ``expected_rounds``, the cache, and what each player does."""

from __future__ import annotations

import dataclasses
import random
import statistics

import numpy as np
import pytest

from game.ai import tenthousand as ai
from game.ai import tenthousand_table
from game.rules.tenthousand import CLASSIC, ZEHNTAUSEND, TenThousandGame

pytestmark = pytest.mark.solved_tables("tenthousand", "tenthousand-variants")  # the session's shared copies (tests/solved_tables.py)

# Chances counted by hand (see the test below): sequences of 6 (or 5) dice that score nothing use
# only 2, 3, 4, 6, each at most twice, and are not three pairs.
BUST6 = 1080 / 6**6  # counts 2,2,1,1 over {2,3,4,6}: 6 face choices x 180 orders
BUST5 = 600 / 6**5  # counts 2,2,1 (12 x 30) and 2,1,1,1 (4 x 60)
ONE_FIVE_ONLY = 6 * 600 / 6**6  # exactly one 5 (6 places), the other five dice as in BUST5


@pytest.mark.parametrize("preset", [CLASSIC, ZEHNTAUSEND], ids=["10000", "zehntausend"])
def test_limit_50_needs_one_scoring_roll(preset):
    rules = dataclasses.replace(preset, target=50, exceed_target=False, bank_minimum=0, confirmation=0)
    assert ai.expected_rounds(rules) == pytest.approx(1 / (1 - BUST6), abs=1e-9)


@pytest.mark.parametrize("preset", [CLASSIC, ZEHNTAUSEND], ids=["10000", "zehntausend"])
def test_limit_100_hand_solved(preset):
    """From 0: a roll worth 100 or more banks and ends the game. A roll whose only scoring die is
    one 5 is better rolled on with five dice (a bust costs q5 * E0 rounds, banking 50 costs about a
    whole round); a bust starts again. So E0 = 1 + q6 E0 + p50 q5 E0."""
    rules = dataclasses.replace(preset, target=100, exceed_target=False, bank_minimum=0, confirmation=0)
    e0 = 1 / (1 - BUST6 - ONE_FIVE_ONLY * BUST5)
    assert ai.expected_rounds(rules) == pytest.approx(e0, abs=1e-9)
    table = tenthousand_table.rounds(rules)
    if not rules.bankrupt:
        assert table[1] == pytest.approx(1 / (1 - BUST6), abs=1e-9)  # from 50: any score reaches 100
    else:  # from 50 a failed first roll goes bankrupt: E50 = 1 + q6 E0
        assert table[1] == pytest.approx(1 + BUST6 * e0, abs=1e-9)


@pytest.mark.parametrize("preset", [CLASSIC, ZEHNTAUSEND], ids=["10000", "zehntausend"])
def test_hard_simulated_matches_the_solved_expectation(preset):
    """At a limit of 1000 (confirmation on for 10000, bankruptcy on for Zehntausend)."""
    rules = dataclasses.replace(preset, target=1000)
    hard = ai.make_player("hard")
    rng = random.Random(14)
    rounds = [ai.play_solo(hard, rules, rng) for _ in range(2000)]
    mean, error = statistics.fmean(rounds), statistics.stdev(rounds) / len(rounds) ** 0.5
    assert abs(mean - ai.expected_rounds(rules)) < 3.5 * error
    # ... and better than banking as soon as allowed, by a margin a player notices.
    naive = [ai.play_solo(ai.BankAsSoonAsAllowed(), rules, rng) for _ in range(800)]
    assert statistics.fmean(naive) > ai.expected_rounds(rules) + 0.3


def test_expected_rounds_contract_for_the_presets():
    classic, zehn = ai.expected_rounds(CLASSIC), ai.expected_rounds(ZEHNTAUSEND)
    assert isinstance(classic, float) and 20 < classic < 40
    assert isinstance(zehn, float) and 15 < zehn < 40
    assert ai.expected_rounds() == classic
    # Options a player can change move it the way they should.
    short = dataclasses.replace(CLASSIC, target=5000)
    assert ai.expected_rounds(short) < classic
    assert ai.expected_rounds(dataclasses.replace(short, confirmation=0)) < ai.expected_rounds(short)
    short = dataclasses.replace(ZEHNTAUSEND, target=5000)
    assert ai.expected_rounds(dataclasses.replace(short, bankrupt=False)) < ai.expected_rounds(short)


def test_table_is_cached_and_a_bad_cache_file_is_rebuilt(tmp_path, monkeypatch):
    monkeypatch.setenv("PLANET_DICE_CACHE_DIR", str(tmp_path))   # a folder of its own: it builds and damages the file
    rules = dataclasses.replace(CLASSIC, target=1000)   # built three times: a short game's table (~0.07 s a build)
    built = tenthousand_table.rounds(rules).copy()
    path = tenthousand_table.cache_path(rules)
    assert path.exists()
    tenthousand_table.forget_loaded_tables(rules)
    assert np.array_equal(tenthousand_table.rounds(rules), built)  # loaded from the file
    np.save(path, -built)  # implausible: rebuilt, never trusted
    tenthousand_table.forget_loaded_tables(rules)
    assert tenthousand_table.load_cached(rules) is None
    assert np.allclose(tenthousand_table.rounds(rules), built)
    path.write_bytes(b"not a table")
    tenthousand_table.forget_loaded_tables(rules)
    assert np.allclose(tenthousand_table.rounds(rules), built)


def test_more_banked_points_never_need_more_rounds():
    table = tenthousand_table.rounds(CLASSIC)
    assert (np.diff(table) <= 1e-9).all() and table[-1] >= 1.0


@pytest.mark.parametrize("difficulty", [*ai.DIFFICULTIES, "baseline"])
@pytest.mark.parametrize("options", [
    {}, {"confirmation": 0}, {"bankrupt": True}, {"automatic_keeps": True}, {"bank_minimum": 500},
])
@pytest.mark.parametrize("preset", [CLASSIC, ZEHNTAUSEND], ids=["10000", "zehntausend"])
def test_every_player_plays_legal_games_to_the_end(preset, options, difficulty):
    rules = dataclasses.replace(preset, target=2000, **options)
    player = ai.BankAsSoonAsAllowed() if difficulty == "baseline" else ai.make_player(difficulty)
    rng = random.Random(7)
    game = ai.play_game([player, ai.make_player("normal")], rules, rng)  # the rules raise on any illegal move
    assert game.is_over and game.winners()
    assert any(rules.reached(total) for total in game.totals)


def _decide_view(rules, totals, seat, points, to_roll, final_round=False):
    return ai.TurnView(rules=rules, seat=seat, totals=tuple(totals), final_round=final_round, phase="decide",
                       points=points, to_roll=to_roll, confirm_left=0, last_roll=(1,), can_bank=True)


def test_hard_banks_what_wins_and_does_not_bank_a_loss_in_the_last_round():
    hard = ai.make_player("hard")
    rng = random.Random(1)
    # Seat 0 reached 10,200; seat 1 is on its last turn with 9,000 + 1,000 so far: banking loses.
    losing = _decide_view(CLASSIC, (10_200, 9_000), 1, 1_000, 4, final_round=True)
    assert not hard.wants_to_bank(losing, rng)
    assert not ai.make_player("normal").wants_to_bank(losing, rng)
    winning = _decide_view(CLASSIC, (10_200, 9_000), 1, 1_250, 4, final_round=True)
    assert hard.wants_to_bank(winning, rng)


def test_hard_in_versus_pushes_on_when_the_opponent_is_about_to_win():
    """Solo, 800 points with 4 dice left from 8,000 are worth banking; when the next seat is 100 points
    from winning, 8,800 will rarely be enough, so Hard rolls on for more. Far ahead of the other seat,
    it banks as it would solo."""
    hard = ai.make_player("hard")
    rng = random.Random(1)
    assert hard.wants_to_bank(_decide_view(CLASSIC, (8_000,), 0, 800, 4), rng)
    assert not hard.wants_to_bank(_decide_view(CLASSIC, (8_000, 9_900), 0, 800, 4), rng)
    assert hard.wants_to_bank(_decide_view(CLASSIC, (8_000, 3_000), 0, 800, 4), rng)


def test_hint_names_the_hard_choice_and_prices_the_others():
    rules = CLASSIC
    game = TenThousandGame(1, rules)
    turn = game.turn()
    turn.roll([1, 5, 2, 3, 4, 4])  # keep the 1 only, 1 + 5, or ... every keep gets a price
    view = ai.view_of(game)
    hint = ai.hint(view)
    assert hint.action == "keep" and hint.unit == "rounds"
    chosen = tuple(sorted(view.last_roll[i] for i in hint.keep))
    assert hint.costs[chosen] == 0.0 and hint.cost_text(chosen) == "the best choice"
    assert set(hint.costs) == set(ai.legal_keeps(view))
    assert all(cost >= 0 for cost in hint.costs.values())
    worst = max(hint.costs, key=hint.costs.get)
    assert hint.costs[worst] > 0 and "rounds" in hint.cost_text(worst)
    # Hard keeps the same dice as the hint says.
    assert ai.make_player("hard").choose_keep(view, random.Random(0)) == hint.keep
