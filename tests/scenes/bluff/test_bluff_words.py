"""The reveal's words and count-up, the table-rule settings, the points of a match: pure helpers."""

import pytest

from game.rules.bluff import STAR, Bid, BluffGame, Options
from game.scenes.bluff import reveal, words
from game.scenes.bluff.match_points import MatchPoints
from game.scenes.bluff.options import OPTIONS, BluffSettings, from_pairs

NAMES = ["Ana", "Ben", "Cleo"]


def _doubt(hands, bids, options=Options()):
    """Play `bids` (one per seat from seat 0, the last seat doubts) on fixed hands; the result and game."""
    game = BluffGame(len(hands), options)
    game.dice_counts = [len(hand) for hand in hands]          # a round late in a game
    game.roll(hands)
    for bid in bids:
        game.bid(bid)
    return game.doubt(), game


def test_bids_and_dice_in_words():
    assert words.bid_words(Bid(4, 4)) == "four 4s"
    assert words.bid_words(Bid(1, 3)) == "one 3"
    assert words.bid_words(Bid(2, STAR)) == "two stars"
    assert words.dice(1) == "one die" and words.dice(3) == "three dice"


def test_the_count_up_glows_matching_dice_and_stars_in_seat_order():
    result, _ = _doubt([(4, 6, 1), (2, 4, 4), (6, 5, 5)], [Bid(2, 4), Bid(3, 4)])
    assert reveal.glow_order(result) == ((0, 0), (0, 1), (1, 1), (1, 2), (2, 0))
    assert len(reveal.glow_order(result)) == result.count == 5
    star, _ = _doubt([(4, 6, 1), (2, 4, 4), (6, 5, 5)], [Bid(1, STAR), Bid(2, STAR)])
    assert reveal.glow_order(star) == ((0, 1), (2, 0))          # a star bid counts stars only


def test_the_verdict_says_who_loses_how_many_and_why_and_who_opens():
    result, game = _doubt([(1, 1, 2), (3, 3, 3), (5, 5, 5)], [Bid(3, 4), Bid(4, 1)])
    verdict = words.verdict(result, NAMES, game.dice_counts, game.starter)
    assert verdict.headline == "Four 1s? There are 2."
    assert verdict.sentences() == ("Ben bid 2 too many: Ben loses two dice.",)
    assert verdict.next_line == "Ben opens the next round."
    assert verdict.word == "Caught bluffing!" and verdict.out == ""
    true_bid, game = _doubt([(1, 1, 6), (1, 3, 3), (5, 5, 5)], [Bid(2, 1), Bid(3, 1)])
    verdict = words.verdict(true_bid, NAMES, game.dice_counts, game.starter)
    assert verdict.sentences() == ("Cleo doubted, but the bid held (1\u00a0to spare): Cleo loses one die.",)
    assert verdict.word == "The bid holds!"


def test_an_exact_bid_hits_everyone_and_pays_the_bidder():
    options = Options(exact_hits_everyone=True, exact_pays_bidder=True)
    result, game = _doubt([(2, 2, 3), (4, 4, 1), (5, 5, 2)], [Bid(2, 2), Bid(3, 2)], options)
    verdict = words.verdict(result, NAMES, game.dice_counts, game.starter)
    assert verdict.headline == "Three 2s? There are 3."
    assert verdict.word == "Exactly right!" and verdict.lines[0] == "Cleo doubted and loses one die."
    assert "Exact bid hits everyone: Ana loses one die." in verdict.lines
    assert "Exact bid pays the bidder: Ben takes that die." in verdict.lines
    assert result.changes == (-1, 1, -1) and game.dice_counts == [2, 4, 2]


def test_the_last_doubt_names_the_winner():
    result, game = _doubt([(3,), (4,)], [Bid(2, 3)])
    verdict = words.verdict(result, NAMES[:2], game.dice_counts, None)
    assert verdict.out == "Ana is out of the game." and verdict.out not in verdict.lines   # (a beat of its own)
    assert verdict.sentences()[-1] == verdict.out
    assert verdict.next_line == "Ben wins the game!"


def test_table_rules_step_and_ride_in_the_match_options():
    settings = BluffSettings()
    assert [settings.value_text(o.name) for o in OPTIONS] == ["Off"] * 4
    settings = settings.stepped("reroll").stepped("points").stepped("points")
    assert settings.options == Options(reroll=True, points=True) and settings.games == 5
    assert settings.value_text("points") == "5 games"
    assert from_pairs(settings.as_match_options()) == settings
    assert settings.stepped("points").points is False                 # 5 games -> Off
    assert from_pairs({"points": 7, "reroll": "yes"}) == BluffSettings()   # bad values: off


def test_a_points_match_adds_up_game_by_game():
    points = MatchPoints(3, 2)
    points.add_game((15, 7, 3))
    points.add_game((5, 15, 10))
    assert points.totals == (20, 22, 13) and points.leaders() == (1,) and points.over
    with pytest.raises(ValueError):
        points.add_game((1, 2, 3))
