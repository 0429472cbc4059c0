"""Headless games noted by a coach, on seeded dice (tests, benchmarks, the perfect player's figures).

Each plays one seat's whole game with a computer player of ``game.ai`` and notes every turn start
and decision exactly as the play scenes do, then returns the final result.
"""

from __future__ import annotations

import random

from game.ai import dicetime as dicetime_ai
from game.ai import tenthousand as tenthousand_ai
from game.ai import triple as triple_ai
from game.ai.simulate import roll_dice
from game.ai.turn_plan import MAX_REROLLS
from game.coach.coach import GameCoach
from game.coach.dicetime import CardPosition, SheetPosition
from game.coach.puzzle import PoolPosition
from game.coach.tenthousand import RoundsPosition
from game.rules.dicetime import DICE_COUNT, ScoreCard
from game.rules.puzzle import PuzzleGame
from game.rules.tenthousand import TenThousandGame, TenThousandRules
from game.rules.triple import Sheet


def _reroll(rng: random.Random, keep: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(keep) + tuple(roll_dice(rng, DICE_COUNT - len(keep)))


def _play_card(coach: GameCoach, seat: int, rng: random.Random, card, position, turn_of, choose_keep,
               choose_fill, fill) -> int:
    """A whole game of five dice on `card` (Dicetime's card, Triple's sheet), noted in `coach` at
    `position.of(card[, rolls_left])`; the AI sees `turn_of(card, dice, rolls_left)` and decides with
    `choose_keep(turn, rng)` and `choose_fill(turn, rng)`; `fill(card, choice, dice)` enters its choice."""
    while not card.is_complete:
        coach.turn_start(seat, position.of(card), card.total)
        dice, rolls_left = tuple(roll_dice(rng)), MAX_REROLLS
        while rolls_left > 0:
            keep = choose_keep(turn_of(card, dice, rolls_left), rng)
            if len(keep) == DICE_COUNT:
                break
            coach.decision(seat, "keep", position.of(card, rolls_left), dice, keep)
            dice, rolls_left = _reroll(rng, keep), rolls_left - 1
        choice = choose_fill(turn_of(card, dice, rolls_left), rng)
        coach.decision(seat, "fill", position.of(card, rolls_left), dice, choice)
        fill(card, choice, dice)
    coach.final(seat, card.total)
    return card.total


def play_dicetime(coach: GameCoach, difficulty: str, rng: random.Random, seat: int = 0,
                  card: ScoreCard | None = None) -> int:
    """A whole game on `card` (a fresh one by default); returns its score."""
    player = dicetime_ai.make_player(difficulty)
    return _play_card(coach, seat, rng, card if card is not None else ScoreCard(), CardPosition,
                      dicetime_ai.turn_from_card, player.choose_keep, player.choose_category,
                      lambda card, row, dice: card.fill(row, dice))


def play_triple(coach: GameCoach, difficulty: str, rng: random.Random, seat: int = 0) -> int:
    player = triple_ai.make_player(difficulty)
    return _play_card(coach, seat, rng, Sheet(), SheetPosition, triple_ai.turn_from_sheet, player.choose_keep,
                      player.choose_box, lambda sheet, box, dice: sheet.fill(box[0], box[1], dice))


def play_puzzle(coach: GameCoach, game: PuzzleGame, choose_keep, choose_row, rng: random.Random) -> int:
    """A puzzle (any twists; no clock) with deciders ``choose_keep(game) -> keep values or None`` (stop)
    and ``choose_row(game) -> row``."""
    while not game.is_over:
        card = game.card
        coach.turn_start(0, PoolPosition.of(card, game.rerolls_left), card.total)
        turn = game.turn()
        dice = turn.roll_random(rng)
        cap = game.twists.turn_rerolls
        while turn.rolls_left > 0:
            keep = choose_keep(game)
            if keep is None or len(keep) == DICE_COUNT:
                break
            allowance = turn.rolls_left if cap is not None else None
            coach.decision(0, "keep", PoolPosition.of(card, game.rerolls_left, allowance), dice, tuple(sorted(keep)))
            turn.set_locked(dicetime_ai.lock_mask(dice, keep))
            turn.roll_random(rng)
            dice = turn.dice
        row = choose_row(game)
        allowance = turn.rolls_left if cap is not None else None
        coach.decision(0, "fill", PoolPosition.of(card, game.rerolls_left, allowance), dice, row)
        game.fill(row)
    coach.final(0, game.score)
    return game.score


def play_tenthousand(coach: GameCoach, difficulty: str, rules: TenThousandRules, rng: random.Random) -> int:
    """A solo game; returns the rounds it took."""
    player = tenthousand_ai.make_player(difficulty)
    game = TenThousandGame(1, rules)
    while not game.is_over:
        turn = game.turn()
        rounds_before = game.rounds - 1
        coach.turn_start(0, RoundsPosition(tenthousand_ai.view_of(game), rounds_before), rounds_before)
        while not turn.is_over:
            turn.roll_random(rng)
            if turn.is_over:
                break
            if turn.phase == "keep":
                view = tenthousand_ai.view_of_turn(turn, 0, game.totals, game.final_round)
                keep = player.choose_keep(view, rng)
                values = tuple(sorted(turn.last_roll[i] for i in keep))
                coach.decision(0, "aside", RoundsPosition(view, rounds_before), turn.last_roll, values)
                turn.keep(keep)
            view = tenthousand_ai.view_of_turn(turn, 0, game.totals, game.final_round)
            bank = player.wants_to_bank(view, rng)
            coach.decision(0, "bank" if bank else "roll", RoundsPosition(view, rounds_before), turn.last_roll or (),
                           None)
            if bank:
                turn.bank()
    coach.final(0, game.rounds)
    return game.rounds


def play_bluff(story, difficulties, seed: int):
    """A whole Bluff game of computer players (``game.ai.bluff``) noted in `story`; returns the game."""
    from game.ai import bluff as bluff_ai
    from game.rules.bluff import BluffGame

    players = [bluff_ai.make_player(difficulty) for difficulty in difficulties]
    dice = random.Random(f"bluff-dice-{seed}")
    choices = random.Random(f"bluff-choices-{seed}")
    game = BluffGame(len(players))
    while not game.is_over:
        if game.phase in ("roll", "reroll"):
            game.roll_random(dice)
            continue
        move = players[game.current_player].choose(bluff_ai.view_of(game, game.current_player), choices)
        if move.is_doubt:
            story.doubt(game.doubt())
        else:
            story.bid(game, move.bid, move.reveal)
            game.bid(move.bid, move.reveal)
    return game
