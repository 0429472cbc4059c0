"""The bounded best response (game.ai.bluff_bound), which measures Bluff Hard's larger tables, agrees
with the exact measure in the one-die round: equal with nothing pruned, and bracketing it when the
histories Hard rarely reaches are cut."""

from __future__ import annotations

import pytest

from game.ai import bluff_tables
from game.ai.bluff_bound import best_response_bounds, exploitability
from game.ai.bluff_hard import HardPlayer
from game.ai.bluff_measure import best_response


@pytest.fixture(scope="module")
def one_die():
    bluff_tables.ensure((1, 1))   # solved in this test's cache folder (a second)
    return best_response(HardPlayer().strategy, (1, 1))


def test_with_nothing_pruned_the_search_is_the_exact_best_response(one_die):
    as_opener, as_responder = one_die
    for responder_opens, exact in ((True, as_opener), (False, as_responder)):
        bounds = best_response_bounds((1, 1), responder_opens, eps=0.0)
        assert bounds.low == pytest.approx(exact, abs=1e-5)
        assert bounds.high == pytest.approx(exact, abs=1e-5)
        assert bounds.histories == 2 ** 12   # every history of the 12-bid track


def test_pruning_brackets_the_best_response_and_searches_less(one_die):
    result = exploitability((1, 1), eps=1e-3)
    for bounds, exact in ((result.opener, one_die[0]), (result.responder, one_die[1])):
        assert bounds.low <= exact + 1e-6 and exact <= bounds.high + 1e-6
        assert bounds.high - bounds.low < 0.01 and bounds.histories < 2 ** 12
    exact = (sum(one_die) - 1) / 2
    assert result.low <= exact + 1e-6 <= result.high + 2e-6
