"""Whole games played by computer players alone, through the rules (no scenes, no physics, no clock).

The long-play check of issue 15: `benchmarks/ai_games.py` plays thousands of these across every mode
that has rules and computer players, counting any exception; tests/ai/test_selfplay.py plays a few of
each. A game's seats, difficulties and variants are drawn from the `random.Random` given, so a seed
replays the same game. Each game checks what the rules promise at its end (every card full, the
totals are the cards' totals, the winners hold the best total, a Bluff winner is the last with dice).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.ai import bluff, dicetime, puzzle, tenthousand, triple
from game.ai.turn_plan import lock_mask
from game.rules import bluff as bluff_rules
from game.rules.dicetime import DICE_COUNT, DicetimeGame
from game.rules.puzzle import PuzzleGame
from game.rules.tenthousand import CLASSIC, ZEHNTAUSEND, TenThousandRules
from game.rules.triple import TripleGame

LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True)
class Played:
    """One finished game: its mode, a few words on its set-up, each seat's total and the winners."""
    mode: str
    setup: str
    totals: tuple[int, ...]
    winners: tuple[int, ...]


def _dice_turn(turn, rng: random.Random, choose_keep: Callable[[tuple[int, ...], int], tuple[int, ...]]) -> tuple[int, ...]:
    """Roll, then reroll what the player does not keep while it may; returns the final dice."""
    dice = turn.roll_random(rng)
    while turn.can_roll:
        keep = choose_keep(dice, turn.rolls_left)
        if len(keep) == DICE_COUNT:
            break
        turn.set_locked(lock_mask(dice, keep))
        dice = turn.roll_random(rng)
    return dice


def _seated(rng: random.Random, fewest: int, most: int, make_player: Callable) -> tuple[int, list[str], list]:
    """A number of seats from `fewest` to `most`, a difficulty for each, and their players."""
    seats = rng.randint(fewest, most)
    levels = [rng.choice(LEVELS) for _ in range(seats)]
    return seats, levels, [make_player(level) for level in levels]


def _play_table(game, players, rng: random.Random, board_of: Callable, turn_from: Callable, fill: Callable) -> None:
    """A score-table game (Dicetime, Triple) to its end: each seat's turn keeps and rerolls as its player
    chooses, then fills a box (`fill(player, turn, seat)`); `turn_from(board, dice, rolls_left)` is what
    the player sees."""
    while not game.is_over:
        for seat in game.active_players:
            board, player = board_of(seat), players[seat]
            turn = game.turn(seat)
            dice = _dice_turn(turn, rng, lambda d, left, board=board, player=player: player.choose_keep(
                turn_from(board, d, left), rng))
            fill(player, turn_from(board, dice, turn.rolls_left), seat)


def _check(condition: bool, what: str) -> None:
    if not condition:
        raise AssertionError(what)


def play_dicetime(rng: random.Random) -> Played:
    seats, levels, players = _seated(rng, 1, 4, dicetime.make_player)
    game = DicetimeGame(seats, revenge=rng.random() < 0.25)
    _play_table(game, players, rng, lambda seat: game.cards[seat], dicetime.turn_from_card,
                lambda player, turn, seat: game.fill(player.choose_category(turn, rng), seat))
    _check(all(card.is_complete for card in game.cards), "a Dicetime card was left open")
    _check(game.totals == tuple(card.total for card in game.cards), "Dicetime totals are not the cards'")
    return Played("dicetime", f"{seats} seats {'/'.join(levels)}{' revenge' if game.is_revenge else ''}",
                  game.totals, game.winners())


def play_triple(rng: random.Random) -> Played:
    seats, levels, players = _seated(rng, 2, 4, triple.make_player)
    game = TripleGame(seats, revenge=rng.random() < 0.25)
    _play_table(game, players, rng, lambda seat: game.sheets[seat], triple.turn_from_sheet,
                lambda player, turn, seat: game.fill(*player.choose_box(turn, rng), seat))
    _check(all(sheet.is_complete for sheet in game.sheets), "a Triple sheet was left open")
    return Played("triple", f"{seats} seats {'/'.join(levels)}", game.totals, game.winners())


def play_puzzle(rng: random.Random) -> Played:
    game = PuzzleGame()
    player = puzzle.make_player()
    while not game.is_over:
        card = game.card

        def keep(dice, left, card=card):
            return player.choose_keep(puzzle.PuzzleTurn(frozenset(card.open_categories), card.upper_total, dice,
                                                        game.rerolls_left), rng)

        dice = _dice_turn(game.turn(), rng, keep)
        game.fill(player.choose_category(puzzle.PuzzleTurn(frozenset(card.open_categories), card.upper_total, dice,
                                                           game.rerolls_left), rng))
    _check(game.card.is_complete, "the puzzle card was left open")
    return Played("puzzle", "solo", (game.score,), (0,))


def play_bluff(rng: random.Random) -> Played:
    seats = rng.randint(2, 6)
    levels = [rng.choice(LEVELS) for _ in range(seats)]
    options = bluff_rules.Options(reroll=rng.random() < 0.5, exact_hits_everyone=rng.random() < 0.3,
                                  exact_pays_bidder=rng.random() < 0.3)
    game = bluff.play_game([bluff.make_player(level) for level in levels], rng.randrange(2**32), options)
    winners = game.winners()
    _check(len(winners) == 1 and game.dice_counts[winners[0]] > 0
           and sum(1 for n in game.dice_counts if n > 0) == 1, "a Bluff game ended without one last player")
    return Played("bluff", f"{seats} seats {'/'.join(levels)}", tuple(game.dice_counts), winners)


def play_tenthousand(rng: random.Random, rules: TenThousandRules | None = None) -> Played:
    """Classic or Zehntausend at random, unless `rules` says which."""
    seats = rng.randint(1, 6)
    levels = [rng.choice(LEVELS) for _ in range(seats)]
    variant = rng.choice((CLASSIC, ZEHNTAUSEND))
    rules = rules or variant
    game = tenthousand.play_game([tenthousand.make_player(level) for level in levels], rules, rng)
    winners = game.winners()
    _check(all(game.totals[w] == max(game.totals) for w in winners), "a 10000 winner without the best total")
    return Played("tenthousand", f"{seats} seats {'/'.join(levels)} {'classic' if rules is CLASSIC else 'zehntausend'}",
                  tuple(game.totals), winners)


def play_campaign_level(levels: Sequence, rng: random.Random) -> Played:
    """One game of a random level of `levels` (campaign `Level`s) by a Normal or Hard player."""
    from game.campaign.autoplay import DIFFICULTIES, play_level

    level = rng.choice(list(levels))
    difficulty = rng.choice(DIFFICULTIES)
    outcome = play_level(level, rng, difficulty)
    _check(0 <= outcome.stars <= 3, "a level gave more than three stars")
    return Played("campaign", f"{level.name} {difficulty}", (outcome.score,), (0,))


GAMES: dict[str, Callable[[random.Random], Played]] = {
    "dicetime": play_dicetime,
    "triple": play_triple,
    "puzzle": play_puzzle,
    "bluff": play_bluff,
    "tenthousand": play_tenthousand,
}
