"""The perfect player's score distributions: exact where they can be, seeded and with their error
stated where they are simulated, cached like the tables and never trusted blindly."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from sample_power import samples_for

from game.ai import tenthousand_table
from game.coach import card_sim, distributions, rounds_dist
from game.rules.tenthousand import CLASSIC, ZEHNTAUSEND
from game.storage.paths import cache_dir

pytestmark = pytest.mark.solved_tables("dicetime")  # the session's shared copies (tests/solved_tables.py)


@pytest.mark.solved_tables("tenthousand-variants")   # the solo tables to 2,000 points: the session's
@pytest.mark.parametrize("preset", [CLASSIC, ZEHNTAUSEND])
def test_the_rounds_distribution_is_exact(preset):
    rules = dataclasses.replace(preset, target=2000)
    p = rounds_dist.rounds_distribution(rules, most=200)
    k = np.arange(len(p))
    assert p.sum() == pytest.approx(1.0, abs=1e-9)
    assert k @ p == pytest.approx(tenthousand_table.rounds(rules)[0], abs=1e-8)
    assert p[0] == 0.0 and (p >= -1e-15).all()


def test_simulated_perfect_dicetime_is_seeded_and_averages_the_tables_value(optimal_table):
    scores = card_sim.simulate(GAMES, seed=7)
    assert np.array_equal(scores, card_sim.simulate(GAMES, seed=7))
    error = scores.std() / np.sqrt(len(scores))
    assert abs(scores.mean() - optimal_table[0, 0]) < 4 * error
    assert 30 < scores.std() < 50
    # The games keep the power to find a simulation averaging 5 % off the table (sd ~40 around ~246: ~330).
    assert len(scores) >= samples_for(optimal_table[0, 0], scores.std(), 4)


#: Simulated games above: the least the power calculation in the test asks for, and a margin (1,500 before).
GAMES = 450


def test_percentiles_and_histograms_with_their_error():
    d = distributions.from_results("dicetime", "points", "perfect", [10] * 30 + [20] * 50 + [30] * 20, 100)
    assert d.percentile(0.3) == 10 and d.percentile(0.31) == 20 and d.percentile(0.8) == 20
    assert d.percentile(0.81) == 30 and d.mean == pytest.approx(19.0)
    shares, errors = d.histogram([0, 15, 25, 100])
    assert shares == pytest.approx([0.3, 0.5, 0.2])
    assert errors == pytest.approx(np.sqrt(shares * (1 - shares) / 100))
    exact = dataclasses.replace(d, games=0)
    assert exact.exact and (exact.histogram([0, 15, 25, 100])[1] == 0).all()


def test_the_cache_is_used_and_a_damaged_one_is_computed_again(monkeypatch):
    calls = []

    def fake():
        calls.append(1)
        return distributions.Distribution("zehntausend", "rounds", "perfect", np.full(401, 1 / 401), 0)

    monkeypatch.setitem(distributions.SOURCES, "zehntausend", fake)
    distributions.forget()
    assert distributions.ready("zehntausend") is None           # nothing yet, and nothing computed
    assert distributions.get("zehntausend").mean == pytest.approx(200.0) and len(calls) == 1
    distributions.forget()
    assert distributions.ready("zehntausend") is not None and len(calls) == 1   # read back from the cache
    path = cache_dir() / distributions.cache_name("zehntausend")
    path.write_bytes(path.read_bytes()[:-8])                      # cut short
    distributions.forget()
    assert distributions.ready("zehntausend") is None
    distributions.get("zehntausend")
    assert len(calls) == 2
    distributions.forget()


@pytest.mark.solved_tables("tenthousand")   # and the module's dicetime: the child reads the session's 10000 tables
def test_the_warm_up_computes_in_a_child_process(monkeypatch):
    def not_here():
        raise AssertionError("computed in the game's own process")

    monkeypatch.setitem(distributions.SOURCES, "zehntausend", not_here)
    distributions.forget()
    thread = distributions.warm_up("zehntausend")
    thread.join()   # no deadline: the child runs at nice 15 and waits its turn on a busy machine (a hang: pytest-timeout)
    found = distributions.ready("zehntausend")
    assert found is not None and found.exact
    assert found.mean == pytest.approx(tenthousand_table.rounds(ZEHNTAUSEND)[0], abs=1e-6)
    distributions.forget()


@pytest.mark.solved_tables("coach-dicetime")
def test_a_cached_distribution_is_read_at_once_without_a_child(monkeypatch):
    def not_here():
        raise AssertionError("computed again")

    monkeypatch.setitem(distributions.SOURCES, "dicetime", not_here)
    distributions.forget()
    assert distributions.warm_up("dicetime") is None   # no thread, no child process: it was in the cache
    found = distributions.ready("dicetime")
    assert found is not None and found.reference == "perfect" and 240 < found.mean < 252
    distributions.forget()


def _triple_positions(count: int, seed: int):
    """Seeded Triple positions part-way through a game (each column some boxes filled, an upper
    total its filled rows could reach) and a roll each."""
    rng = np.random.default_rng(seed)
    masks = np.zeros((count, 3), dtype=np.int64)
    uppers = np.zeros((count, 3), dtype=np.int64)
    for i in range(count):
        for j in range(3):
            filled = rng.choice(13, size=int(rng.integers(0, 13)), replace=False)
            masks[i, j] = int(sum(1 << int(c) for c in filled))
            reach = sum(5 * (c + 1) for c in filled if c < 6)
            uppers[i, j] = int(rng.integers(0, min(reach, 63) + 1))
    rolls = rng.integers(0, len(card_sim.ROLLS), size=count)
    return masks, uppers, rolls


@pytest.mark.solved_tables("triple-slack")
def test_the_triple_reference_plays_todays_hard_decision_by_decision():
    from game.ai.triple_slack import ALPHA, SlackValuation

    hard = SlackValuation((1, 2, 3))
    levels, alpha = card_sim.hard_levels((1, 2, 3))
    assert alpha == ALPHA
    masks, uppers, rolls = _triple_positions(120, seed=3)
    columns, cats = card_sim.best_boxes(levels, masks, uppers, rolls, (1, 2, 3), alpha)
    states, two_left, _ = card_sim.turn_keeps(levels, masks, uppers, (1, 2, 3), alpha,
                                              card_sim.KeepSolver(np.float64, 256))
    keeps = card_sim.best_keep(two_left, rolls, states)
    for i in range(len(rolls)):
        position = tuple((int(m), int(u)) for m, u in zip(masks[i], uppers[i], strict=True))
        dice = card_sim.ROLLS[rolls[i]]
        values = hard.box_values(position, dice)
        chosen = (int(columns[i]), card_sim.CATEGORIES[cats[i]])
        assert values[chosen] == pytest.approx(max(values.values()), abs=1e-9), i
        plan = hard.turn_plan(position)
        keep = card_sim.KEEPS[keeps[i]]
        best = plan.roll_value(dice, 2)
        assert (plan.keep_value(keep, 2) if len(keep) < 5 else plan.roll_value(dice, 0)) == \
            pytest.approx(best, abs=1e-9), i


@pytest.mark.solved_tables("triple-slack")
def test_simulated_triple_games_are_seeded_and_whole():
    scores = card_sim.simulate(40, seed=5, weights=(1, 2, 3))
    assert np.array_equal(scores, card_sim.simulate(40, seed=5, weights=(1, 2, 3)))
    assert len(scores) == 40 and 900 < scores.mean() < 2300


@pytest.mark.parametrize("weights, alpha", [((1,), None), pytest.param((1, 2, 3), None, marks=pytest.mark.solved_tables("triple-slack")),
                                            ((1, 2, 3), 0.0)])   # 0: Hard before
def test_each_rolls_value_at_a_turns_end_is_its_best_box_to_the_bit(weights, alpha):
    """What the keep steps start from (each box worked out per state, the boxes that score on few rolls
    row by row) is, for every roll, the best weighted box `fill_values` gives for it, bit for bit."""
    levels, alpha = card_sim.hard_levels(weights, alpha)
    masks, uppers, _ = _triple_positions(60, seed=8)
    masks, uppers = masks[:, :len(weights)], uppers[:, :len(weights)]
    final = card_sim.final_roll_values(levels, masks, uppers, np.asarray(weights), alpha)
    rolls = np.repeat(np.arange(len(card_sim.ROLLS)), len(masks))   # every roll for every position
    boxes = card_sim.fill_values(levels, np.tile(masks, (len(card_sim.ROLLS), 1)),
                                 np.tile(uppers, (len(card_sim.ROLLS), 1)), rolls, alpha)
    best = (np.asarray(weights)[None, :, None] * boxes).reshape(len(card_sim.ROLLS), len(masks), -1).max(axis=2)
    assert final.tobytes() == best.tobytes()
