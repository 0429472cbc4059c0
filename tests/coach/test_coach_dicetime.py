"""The coach prices Dicetime and Triple decisions: perfect play gives up nothing, weaker play gives
up what the AI's own expected loss says, and the review adds it up."""

from __future__ import annotations

import random

import pytest

from game.ai import dicetime as dicetime_ai
from game.ai import triple_slack
from game.coach import selfplay
from game.coach.coach import GameCoach
from game.coach.dicetime import CardPosition, DicetimePricer, TriplePricer
from game.coach.review import accuracy
from game.rules.dicetime import CATEGORIES, ScoreCard

pytestmark = pytest.mark.solved_tables("dicetime")  # the session's shared copies (tests/solved_tables.py)


@pytest.fixture(autouse=True)
def _table(optimal_table):
    return optimal_table


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_hard_gives_up_nothing(seed):
    coach = GameCoach("dicetime", 1, DicetimePricer(), background=False)
    score = selfplay.play_dicetime(coach, "hard", random.Random(seed))
    review = coach.review(0)
    assert review.final == score
    assert review.given_up == pytest.approx(0.0, abs=1e-9)
    assert review.accuracy == pytest.approx(100.0)
    assert review.decisions >= 13 and review.costliest() == ()
    assert review.exact and review.against == "perfect_solitaire" and review.unit == "points"


def test_easy_gives_up_points_and_the_costliest_come_first():
    coach = GameCoach("dicetime", 1, DicetimePricer(), background=False)
    selfplay.play_dicetime(coach, "easy", random.Random(5))
    review = coach.review(0)
    assert review.given_up > 1.0
    costs = [d.priced.cost for d in review.costliest()]
    assert len(costs) == 3 and costs == sorted(costs, reverse=True)
    assert costs[0] == max(d.priced.cost for d in review.priced)
    assert review.accuracy == pytest.approx(100 * (review.start_value - review.given_up) / review.start_value)
    assert sum(turn.given_up for turn in review.turns) == pytest.approx(review.given_up)


def test_a_decision_costs_what_the_ai_says_it_loses():
    card = ScoreCard()
    for row, dice in (("ones", (1, 1, 2, 3, 4)), ("twos", (2, 2, 2, 3, 4))):
        card.fill(row, dice)
    dice = (6, 6, 6, 6, 2)
    coach = GameCoach("dicetime", 1, DicetimePricer(), background=False)
    coach.turn_start(0, CardPosition.of(card), card.total)
    chance = coach.decision(0, "fill", CardPosition.of(card, 0), dice, "chance")
    keep = coach.decision(0, "keep", CardPosition.of(card, 1), dice, (2,))
    expected = dicetime_ai.expected_loss(card.open_categories, card.upper_total, dice, 0, "chance")
    assert chance.priced.cost == pytest.approx(expected) and expected > 1
    assert keep.priced.cost == pytest.approx(dicetime_ai.expected_loss(card.open_categories, card.upper_total,
                                                                       dice, 1, (2,)))
    assert chance.priced.best == dicetime_ai.best_category(card.open_categories, card.upper_total, dice)
    # What perfect play expects from there: the points on the card plus the best value to come.
    best = dicetime_ai.evaluate_categories(card.open_categories, card.upper_total, dice)
    assert chance.priced.value == pytest.approx(card.total + max(best.values()))


def test_the_chart_starts_at_perfect_plays_average_and_ends_at_the_score():
    coach = GameCoach("dicetime", 1, DicetimePricer(), background=False)
    score = selfplay.play_dicetime(coach, "normal", random.Random(9))
    review = coach.review(0)
    assert len(review.turns) == len(CATEGORIES)
    assert review.turns[0].value == pytest.approx(245.8707745, abs=1e-4) == pytest.approx(review.start_value)
    assert review.turns[0].score == 0
    last = review.turns[-1]
    assert last.score <= score <= last.value + 100


def test_the_last_row_without_rerolls_is_no_decision():
    card = ScoreCard()
    for row in CATEGORIES[:-1]:
        card.fill(row, (1, 2, 3, 4, 6))
    coach = GameCoach("dicetime", 1, DicetimePricer(), background=False)
    coach.turn_start(0, CardPosition.of(card), card.total)
    forced = coach.decision(0, "fill", CardPosition.of(card, 0), (1, 2, 3, 4, 6), "chance")
    assert forced.priced is None and coach.review(0).decisions == 0


@pytest.mark.solved_tables("triple-slack")
def test_triple_is_estimated_with_hards_valuation():
    coach = GameCoach("triple", 1, TriplePricer(), background=False)
    selfplay.play_triple(coach, "hard", random.Random(2))
    review = coach.review(0)
    assert not review.exact and review.against == "hard_valuation"
    assert review.given_up == pytest.approx(0.0, abs=1e-9)
    slack = triple_slack.ALPHA * 26   # each empty column valued with a share of its 26 turns of slack
    low = int(slack)
    column = triple_slack.values()[low:low + 2, 0, 0] @ (1 - (slack - low), slack - low)
    assert review.start_value == pytest.approx(6 * column, abs=1e-3) and review.start_value > 6 * 245.88 + 100
    weaker = GameCoach("triple", 1, TriplePricer(), background=False)
    selfplay.play_triple(weaker, "easy", random.Random(2))
    assert weaker.review(0).given_up > 10


def test_accuracy_reads_as_a_share_of_perfect():
    assert accuracy(250.0, 5.0, lower_is_better=False) == pytest.approx(98.0)
    assert accuracy(250.0, 400.0, lower_is_better=False) == 0.0
    assert accuracy(20.0, 5.0, lower_is_better=True) == pytest.approx(80.0)
    assert accuracy(20.0, 0.0, lower_is_better=True) == 100.0
    assert accuracy(0.0, 1.0, lower_is_better=False) is None
