"""The perfect player's score distributions: exact where they can be, seeded and with their error
stated where they are simulated, cached like the tables and never trusted blindly."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from game.ai import tenthousand_table
from game.coach import card_sim, distributions, rounds_dist
from game.rules.tenthousand import CLASSIC, ZEHNTAUSEND
from game.storage.paths import cache_dir

pytestmark = pytest.mark.solved_tables("dicetime")  # the session's shared copies (tests/solved_tables.py)


@pytest.mark.parametrize("preset", [CLASSIC, ZEHNTAUSEND])
def test_the_rounds_distribution_is_exact(preset):
    rules = dataclasses.replace(preset, target=2000)
    p = rounds_dist.rounds_distribution(rules, most=200)
    k = np.arange(len(p))
    assert p.sum() == pytest.approx(1.0, abs=1e-9)
    assert k @ p == pytest.approx(tenthousand_table.rounds(rules)[0], abs=1e-8)
    assert p[0] == 0.0 and (p >= -1e-15).all()


def test_simulated_perfect_dicetime_is_seeded_and_averages_the_tables_value(optimal_table):
    scores = card_sim.simulate(1500, seed=7)
    assert np.array_equal(scores, card_sim.simulate(1500, seed=7))
    error = scores.std() / np.sqrt(len(scores))
    assert abs(scores.mean() - optimal_table[0, 0]) < 4 * error
    assert 30 < scores.std() < 50


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
    thread.join(300)
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
