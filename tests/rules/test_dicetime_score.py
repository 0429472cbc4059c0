import pytest

from game.rules.dicetime import CATEGORIES, ScoreCard, score


@pytest.mark.parametrize(
    "category, dice, points",
    [
        ("three_kind", (6, 6, 6, 2, 1), 21),  # the rule text's own example
        ("sixes", (6, 6, 6, 2, 1), 18),
        ("full_house", (6, 6, 6, 3, 3), 25),
        ("full_house", (4, 4, 4, 4, 4), 0),  # five of a kind is not a full house
        ("small_straight", (3, 1, 2, 4, 4), 30),
        ("small_straight", (1, 2, 3, 5, 6), 0),
        ("large_straight", (2, 3, 4, 5, 6), 40),
        ("large_straight", (1, 2, 3, 4, 6), 0),
        ("five_kind", (2, 2, 2, 2, 2), 50),
        ("four_kind", (5, 5, 5, 5, 1), 21),
        ("four_kind", (5, 5, 5, 1, 1), 0),
        ("chance", (1, 2, 3, 4, 6), 16),
    ],
)
def test_worked_scores(category, dice, points):
    assert score(category, dice) == points


@pytest.mark.parametrize("dice", [(1, 2, 3, 4), (1, 2, 3, 4, 7), (0, 1, 2, 3, 4), (1, 2, 3, 4, 5.0), (True, 1, 1, 1, 1)])
def test_bad_dice_are_refused(dice):
    with pytest.raises(ValueError):
        score("chance", dice)


def test_unknown_category_is_refused():
    with pytest.raises(ValueError):
        score("yahtzee", (1, 1, 1, 1, 1))


def test_scorecard_bonus_and_refill():
    card = ScoreCard()
    for face, name in enumerate(CATEGORIES[:6], start=1):
        card.fill(name, (face, face, face, 1 if face != 1 else 2, 2 if face != 2 else 3))
    assert card.upper_total == 63  # exactly three of every face
    assert card.bonus == 35
    with pytest.raises(ValueError):
        card.fill("ones", (1, 1, 1, 1, 1))
