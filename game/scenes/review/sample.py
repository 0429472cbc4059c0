"""Sample games for the review screen alone (``--scene review``, the screens tour): a seeded game by
the Normal computer (it gives some points up) noted by a coach, as a finished match's result."""

from __future__ import annotations

import random

from game.input.actions import KEYBOARD
from game.match import MatchConfig, MatchResult, Seat

SEED = 11
LEVEL = "inner/upper-deck"   # a puzzle level the exact table answers in a moment


def _result(mode: str, totals, coach, seats: int = 1) -> MatchResult:
    people = [Seat("person", "Ana", 0, 0, KEYBOARD)]
    others = [Seat("computer", f"CPU {i + 2}", i + 1, i + 1, difficulty="normal") for i in range(seats - 1)]
    config = MatchConfig(mode, tuple(people + others))
    result = MatchResult.from_totals(config, tuple(totals))
    return MatchResult(result.config, result.totals, result.winners, result.expected_loss, coach=coach)


def sample_result(mode: str = "dicetime") -> MatchResult:
    """A finished match of `mode` ("dicetime", "triple", "puzzle", "tenthousand", "zehntausend", "bluff")
    whose seat 0 has a review."""
    from game.coach import selfplay
    from game.coach.coach import GameCoach

    rng = random.Random(SEED)
    if mode == "bluff":
        from game.coach.bluff import BluffStory

        story = BluffStory(4)
        game = selfplay.play_bluff(story, ("normal", "easy", "hard", "normal"), SEED)
        places = [1 if seat in game.winners() else 2 for seat in range(4)]
        return _result("bluff", places, story, seats=4)
    if mode in ("tenthousand", "zehntausend"):
        from game.coach.tenthousand import TenThousandPricer
        from game.rules.tenthousand import CLASSIC, ZEHNTAUSEND

        rules = CLASSIC if mode == "tenthousand" else ZEHNTAUSEND
        coach = GameCoach(mode, 1, TenThousandPricer(rules), background=False)
        rounds = selfplay.play_tenthousand(coach, "easy", rules, rng)
        return _result(mode, (rounds,), coach)
    if mode == "triple":
        from game.coach.dicetime import TriplePricer

        coach = GameCoach("triple", 2, TriplePricer(), background=False)
        score = selfplay.play_triple(coach, "normal", rng)
        return _result("triple", (score, 0), coach, seats=2)
    if mode == "puzzle":
        return _level_result(rng)
    from game.coach.dicetime import DicetimePricer

    coach = GameCoach("dicetime", 2, DicetimePricer(), background=False)
    score = selfplay.play_dicetime(coach, "normal", rng)
    return _result("dicetime", (score, 0), coach, seats=2)


def _level_result(rng: random.Random) -> MatchResult:
    from game.ai import puzzle as pooled
    from game.campaign.campaign import load_campaign
    from game.coach import selfplay
    from game.coach.coach import GameCoach
    from game.coach.puzzle import PuzzlePricer
    from game.rules.dicetime import DICE_COUNT
    from game.rules.puzzle import PuzzleGame

    entry = next(e for e in load_campaign(user=False).levels() if e.id == LEVEL)
    level = entry.level
    pricer = PuzzlePricer.for_level(level.rerolls, level.rules)
    coach = GameCoach("campaign", 1, pricer, background=False)
    coach.label = level.name

    def keep(game):   # the pooled-reroll policy on the open rows: sensible, not perfect
        turn, card = game.turn(), game.card
        options = pooled.evaluate_keeps(card.open_categories, card.upper_total, turn.dice, game.rerolls_left)
        held = max(options, key=lambda k: (options[k], len(k)))
        return None if len(held) == DICE_COUNT else held

    def row(game):
        card, dice = game.card, game.turn().dice
        return max(card.open_categories, key=lambda name: card.preview(name, dice))

    untimed = PuzzleGame(rerolls=level.rerolls, twists=level.rules)
    score = selfplay.play_puzzle(coach, untimed, keep, row, rng)
    return _result("campaign", (score,), coach)
