"""Computer players for Bluff (liar's dice with faces 1..5 and a star joker): the public API.

A seat decides from a ``BluffView``: what ``BluffGame.visible_dice(seat)`` shows (its own hand, the
dice in the open) and the public state (dice counts, the round's bids, the options). It never sees a
hidden die of another seat: ``view_of(game, seat)`` is the only bridge from the game. Every player's
``choose(view, rng) -> Move``; all randomness comes from the `rng` passed in. These three names and
``make_player(level)`` are a contract (README): tools outside the game measure the players through them.

- ``NaivePlayer`` ("naive"): the benchmark's yardstick. Raises the last bid by the smallest legal step,
  doubts with probability 1/3 (opens with the lowest bid).
- Easy and Normal (``game.ai.bluff_heuristic``): they judge the chance a bid is true from the dice
  they cannot see. Easy misjudges it a lot and looks only a couple of fields ahead; Normal judges it
  well, doubts what it finds unlikely, raises to the likeliest bid near the last, bluffs now and then.
- Hard (``game.ai.bluff_hard``): with two players and at most 3 dice each, the solved equilibrium
  strategies of ``game.ai.bluff_tables`` (CFR+; once their tables are built: ``warm_up``); otherwise
  it weighs every move by the dice it expects to lose or take and *mixes* among the good ones, its
  first bid of a round capped in what it can tell about its dice. Nothing it does is a fixed function
  of its dice: ``HardPlayer.strategy(view)`` gives the chances it plays with.
- "hard-v1": the previous Hard (best move, rarely a near-best one), kept as a yardstick.

``play_game(players, seed, options)`` plays one whole game headless (the benchmark and tests).
"""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence

from game.ai import bluff_tables
from game.ai.bluff_hard import HardPlayer
from game.ai.bluff_heuristic import LEVELS, STYLES, Style, ThinkingPlayer
from game.ai.bluff_view import (
    DOUBT,
    BluffView,
    Move,
    apply,
    chance_true,
    odds,
    public_odds,
    reveal_for,
    view_of,
)
from game.rules.bluff import BluffGame, Options

__all__ = [
    "DIFFICULTIES", "DOUBT", "LEVELS", "STYLES", "BluffView", "HardPlayer", "Move", "NaivePlayer", "Style",
    "ThinkingPlayer", "apply", "chance_true", "make_player", "odds", "play_game", "prepare_tables", "public_odds",
    "reveal_for", "view_of", "warm_up",
]

DIFFICULTIES: tuple[str, ...] = ("easy", "normal", "hard")


class NaivePlayer:
    """Raises the last bid by the smallest legal step; doubts with probability 1/3."""

    difficulty = "naive"

    def choose(self, view: BluffView, rng: random.Random) -> Move:
        raises = view.legal_raises()
        if view.can_doubt and (not raises or rng.random() < 1 / 3):
            return DOUBT
        return Move(raises[0])


Player = ThinkingPlayer | NaivePlayer | HardPlayer


def make_player(difficulty: str) -> Player:
    """A computer seat: "easy", "normal", "hard", or the yardsticks "naive" and "hard-v1"."""
    if difficulty == "naive":
        return NaivePlayer()
    if difficulty == "hard":
        return HardPlayer()
    return ThinkingPlayer(difficulty)


def prepare_tables(build: bool) -> threading.Thread | None:
    """At a game's start with a Hard seat: with `build`, load (or build, minutes the first time, in a
    child process) the solved tables in the background; without (headless runs), load the cached
    ones now and build nothing, so the same seed replays the same game."""
    if build:
        return bluff_tables.warm_up_in_background()
    bluff_tables.load_cached()
    return None


def warm_up() -> threading.Thread:
    """Load (or build, minutes the first time) Hard's solved two-player tables in the background:
    a table that is not ready is never waited for (Hard plays its mixed strategy meanwhile)."""
    return bluff_tables.warm_up_in_background()


def play_game(players: Sequence[Player], seed: int, options: Options = Options(),
              max_moves: int = 10_000) -> BluffGame:
    """One headless game: seat i plays `players[i]`; dice and choices from generators seeded by `seed`."""
    dice = random.Random(f"bluff-dice-{seed}")
    choices = random.Random(f"bluff-choices-{seed}")
    game = BluffGame(len(players), options)
    for _ in range(max_moves):
        if game.is_over:
            return game
        if game.phase in ("roll", "reroll"):
            game.roll_random(dice)
            continue
        seat = game.current_player
        apply(game, players[seat].choose(view_of(game, seat), choices))
    raise RuntimeError(f"game did not end within {max_moves} moves: {game!r}")
