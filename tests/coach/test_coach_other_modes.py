"""The coach in the Puzzle (and campaign levels), 10000 and Bluff, and in the background."""

from __future__ import annotations

import dataclasses
import random
import threading

import pytest

from game.ai import tenthousand as tenthousand_ai
from game.ai.puzzle_optimal import OptimalPuzzle
from game.coach import selfplay
from game.coach.bluff import BluffStory, bid_chance
from game.coach.coach import GameCoach
from game.coach.dicetime import CardPosition, DicetimePricer
from game.coach.puzzle import PoolPosition, PuzzlePricer
from game.coach.tenthousand import RoundsPosition, TenThousandPricer
from game.rules.bluff import Bid, BluffGame
from game.rules.dicetime import DICE_COUNT
from game.rules.puzzle import PuzzleGame
from game.rules.puzzle_twists import Twists
from game.rules.tenthousand import CLASSIC, ZEHNTAUSEND, TenThousandGame

pytestmark = pytest.mark.solved_tables("dicetime", "tenthousand-variants")  # the session's shared copies (tests/solved_tables.py)

SHORT_LEVEL = Twists(only=frozenset({"fives", "sixes", "chance", "full_house"}), doubled=frozenset({"chance"}))


def _perfect(solver: OptimalPuzzle):
    def keep(game):
        turn, card = game.turn(), game.card
        held = solver.best_keep(card.open_categories, card.upper_total, turn.dice, game.rerolls_left,
                                allowance=turn.rolls_left)
        return None if len(held) == DICE_COUNT else held

    def row(game):
        turn, card = game.turn(), game.card
        return solver.best_category(card.open_categories, card.upper_total, turn.dice, game.rerolls_left)
    return keep, row


def _greedy(game):
    card, dice = game.card, game.turn().dice
    return max(card.open_categories, key=lambda name: card.preview(name, dice))


def test_a_level_the_table_models_is_priced_exactly():
    pricer = PuzzlePricer.for_level(5, SHORT_LEVEL)
    assert pricer is not None and pricer.exact
    keep, row = _perfect(OptimalPuzzle(pricer.optimum.spec))
    coach = GameCoach("campaign", 1, pricer, background=False)
    selfplay.play_puzzle(coach, PuzzleGame(rerolls=5, twists=SHORT_LEVEL), keep, row, random.Random(4))
    review = coach.review(0)
    assert review.given_up == pytest.approx(0.0, abs=1e-4) and review.decisions >= 4
    assert review.turns[0].value == pytest.approx(review.start_value, abs=1e-3)
    sloppy = GameCoach("campaign", 1, pricer, background=False)   # never rerolls, fills the most points
    selfplay.play_puzzle(sloppy, PuzzleGame(rerolls=5, twists=SHORT_LEVEL), lambda game: None, _greedy,
                         random.Random(4))
    assert sloppy.review(0).given_up > 1.0


def test_a_level_beyond_the_table_has_no_pricer():
    assert PuzzlePricer.for_level(20, Twists(required=frozenset({"chance"}))) is None
    assert PuzzlePricer.for_level(20, Twists(target=150)) is None


def test_a_pool_decision_costs_what_the_exact_table_says():
    pricer = PuzzlePricer.for_level(5, SHORT_LEVEL)
    solver = OptimalPuzzle(pricer.optimum.spec)
    coach = GameCoach("campaign", 1, pricer, background=False)
    rows = frozenset({"fives", "sixes", "chance", "full_house"})
    coach.turn_start(0, PoolPosition(rows, 0, 5), 0)
    dice = (5, 5, 5, 6, 6)
    fill = coach.decision(0, "fill", PoolPosition(rows, 0, 5), dice, "chance")
    assert fill.priced.cost == pytest.approx(solver.expected_loss(rows, 0, dice, 5, "chance"))
    assert fill.priced.best == "full_house" and fill.priced.cost > 0


@pytest.mark.parametrize("preset", [CLASSIC, ZEHNTAUSEND])
def test_solo_tenthousand_in_rounds(preset):
    rules = dataclasses.replace(preset, target=2000)
    hard = GameCoach("tenthousand", 1, TenThousandPricer(rules), background=False)
    rounds = selfplay.play_tenthousand(hard, "hard", rules, random.Random(1))
    review = hard.review(0)
    assert review.unit == "rounds" and review.lower_is_better and review.final == rounds
    assert review.given_up == pytest.approx(0.0, abs=1e-9) and review.accuracy == pytest.approx(100.0)
    given_up = 0.0
    for seed in range(6):
        easy = GameCoach("tenthousand", 1, TenThousandPricer(rules), background=False)
        selfplay.play_tenthousand(easy, "easy", rules, random.Random(seed))
        given_up += easy.review(0).given_up
    assert given_up > 0.1


def test_rolling_on_past_a_good_bank_costs_rounds():
    rules = dataclasses.replace(CLASSIC, target=2000)
    game = TenThousandGame(1, rules)
    turn = game.turn()
    turn.roll([1, 5, 2, 3, 4, 4])
    turn.keep((0, 1))                         # 150 points, four dice left
    turn.roll([1, 1, 2, 3])
    turn.keep((0, 1))                         # 350: banking allowed, two dice left
    view = tenthousand_ai.view_of(game)
    assert view.can_bank
    coach = GameCoach("tenthousand", 1, TenThousandPricer(rules), background=False)
    coach.turn_start(0, RoundsPosition(view, 0), 0)
    roll = coach.decision(0, "roll", RoundsPosition(view, 0), (1, 1, 2, 3), None)
    bank = coach.decision(0, "bank", RoundsPosition(view, 0), (1, 1, 2, 3), None)
    hint = tenthousand_ai.hint(view)
    assert hint.action == "bank" == roll.priced.best == bank.priced.best
    assert roll.priced.cost == pytest.approx(hint.costs["roll"], abs=1e-12) and roll.priced.cost > 0.05
    assert bank.priced.cost == 0.0


def test_versus_last_round_is_not_priced():
    rules = dataclasses.replace(CLASSIC, target=2000)
    view = tenthousand_ai.TurnView(rules, 1, (2100, 900), True, "decide", 400, 3, 0, (5, 2, 3), True)
    coach = GameCoach("tenthousand", 2, TenThousandPricer(rules, solo=False), background=False)
    coach.turn_start(1, RoundsPosition(view, 5), 5)
    assert coach.decision(1, "bank", RoundsPosition(view, 5), (5, 2, 3), None).priced is None


def test_bluff_bid_chances_from_the_bidders_own_dice():
    # Own hand meets 2 of the bid; 5 hidden dice elsewhere, each a "three" or a star with chance 1/3.
    chance = bid_chance(Bid(3, 3), own=(3, 6, 1, 2, 4), own_hidden_rerolled=0, others_open=[()], others_hidden=5)
    assert chance == pytest.approx(1 - (2 / 3) ** 5)
    assert bid_chance(Bid(2, 3), (3, 3, 1, 1, 1), 0, [()], 5) == 1.0
    assert bid_chance(Bid(11, 3), (3, 3, 1, 1, 1), 0, [()], 5) == 0.0


def test_bluff_story_round_by_round():
    game = BluffGame(2)
    game.roll([(3, 3, 6, 1, 2), (4, 4, 4, 5, 1)])
    story = BluffStory(2)
    story.bid(game, Bid(3, 3))
    game.bid(Bid(3, 3))
    story.bid(game, Bid(4, 4))
    game.bid(Bid(4, 4))
    result = game.doubt()
    story.doubt(result)
    first = story.rounds[0]
    assert [note.seat for note in first.bids] == [0, 1]
    assert first.bids[0].chance == pytest.approx(1.0)          # 3, 3 and a star in the bidder's own hand
    assert first.bids[1].chance == pytest.approx(1 - (2 / 3) ** 5)
    assert first.doubt.count == 4 and first.losses == {0: 1}      # exact: the doubter loses one
    assert story.dice_lost(0) == 1 and story.dice_lost(1) == 0


def test_bluff_story_tells_who_went_out_when_and_the_dice_the_winner_kept():
    story = BluffStory(3)
    game = selfplay.play_bluff(story, ("normal",) * 3, 4)
    out = story.out_rounds()
    assert sorted([*out, *game.winners()]) == [0, 1, 2]
    assert story.dice_left() == game.dice_counts      # the rules' own count
    for seat, when in out.items():    # it had dice as that round began, and none in any later one
        assert [r.dice[seat] > 0 for r in story.rounds if r.number >= when] == [True] + [False] * (
            sum(r.number > when for r in story.rounds))


def test_the_background_worker_prices_while_the_game_goes(optimal_table):
    coach = GameCoach("dicetime", 1, DicetimePricer())
    selfplay.play_dicetime(coach, "normal", random.Random(3))
    assert coach.settle(timeout=30)
    assert coach.review(0).given_up > 0
    assert threading.current_thread() is threading.main_thread()


def test_a_pricer_that_fails_leaves_no_review_and_no_exception():
    class Broken(DicetimePricer):
        def turn_value(self, position, score):
            raise ArithmeticError("table lost")

    coach = GameCoach("dicetime", 1, Broken())
    coach.turn_start(0, CardPosition(frozenset({"chance"}), 0), 0)
    assert coach.settle(timeout=30)
    assert coach.review(0) is None and "table lost" in coach.failed
