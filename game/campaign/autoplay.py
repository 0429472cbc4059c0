"""Computer players for campaign levels: what the map's benchmark medians and `--attract` play.

They play the twisted game through the rules' `PuzzleGame`, with the existing players of `game.ai`
adapted to the level:

- Hard: the pooled-reroll policy (`game.ai.puzzle`); the level's bonus line is shifted onto the
  table's 63, a locked planet restricts the keeps to those that hold it, doubled categories add
  their extra points to the choice, a required category is not filled with a zero while another
  choice exists, and once few rows are left it plays for the required ones. Under a cap of 1 or 2
  rerolls a turn it is the optimal Dicetime player with that many (the pooled plan knows no cap).
- Normal: the Dicetime Normal player spending the pool evenly, at most 2 rerolls a turn, with the
  same adaptations for the locked planet, doubling and required categories.

Neither reads the clock; `play_level` charges each throw and each fill a fixed time (`PACE`), so a
level whose clock is short for that pace runs out, as it would for a player of that pace.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from game.ai import dicetime
from game.ai import puzzle as pooled
from game.rules.dicetime import BONUS_THRESHOLD, DICE_COUNT, score
from game.rules.puzzle import PuzzleGame

DIFFICULTIES = ("normal", "hard")
THROW_SECONDS = 4.0      # a throw: the planets tumble and settle, the player chooses what to lock
FILL_SECONDS = 3.0       # choosing a row and confirming it
NORMAL_PER_TURN = 2      # Normal spends the pool like Dicetime's two rerolls a turn
AVOID = 1000.0           # what filling a required category with a zero costs in the choice


@dataclass(frozen=True)
class Outcome:
    score: int
    stars: int
    won: bool
    time_left: float
    timed_out: bool
    target_reached: bool
    complete: bool          # every row filled


def table_upper(game: PuzzleGame) -> int:
    """The card's upper total as the 63-line table sees it: the distance to the level's line kept."""
    return max(0, game.card.upper_total + BONUS_THRESHOLD - game.twists.bonus_threshold)


def keep_mask(dice: Sequence[int], keep: Sequence[int], pinned: dict[int, int]) -> tuple[bool, ...]:
    """Lock flags for `keep`: pinned dice always locked (they count toward the keep's values)."""
    wanted = Counter(keep)
    mask = [False] * DICE_COUNT
    for index in pinned:
        mask[index] = True
        if wanted[dice[index]] > 0:
            wanted[dice[index]] -= 1
    for index, value in enumerate(dice):
        if not mask[index] and wanted[value] > 0:
            wanted[value] -= 1
            mask[index] = True
    return tuple(mask)


def _holds_pins(keep: Sequence[int], dice: Sequence[int], pinned: dict[int, int]) -> bool:
    need = Counter(dice[index] for index in pinned)
    have = Counter(keep)
    return all(have[value] >= count for value, count in need.items())


class LevelPlayer:
    """Decides keeps and fills for a `PuzzleGame` in progress (any twists)."""

    def __init__(self, difficulty: str = "hard") -> None:
        if difficulty not in DIFFICULTIES:
            raise ValueError(f"difficulty must be one of {DIFFICULTIES}, got {difficulty!r}")
        self.difficulty = difficulty
        self._normal = dicetime.make_player("normal") if difficulty == "normal" else None

    def choose_keep(self, game: PuzzleGame, spent: int) -> tuple[bool, ...] | None:
        """Lock flags for the next reroll, or None to stop and fill. `spent`: rerolls this turn."""
        turn = game.turn()
        dice = turn.dice
        left = turn.rolls_left
        cap = game.twists.turn_rerolls
        per_turn = NORMAL_PER_TURN if self._normal is not None else cap if cap is not None and cap <= 2 else None
        if per_turn is not None:
            left = min(left, per_turn - spent)
        if left <= 0 or dice is None:
            return None
        opened = self._playing_for(game)
        options = None
        if self._normal is not None:
            keep = self._normal.choose_keep(dicetime.DicetimeTurn(opened, table_upper(game), dice, left),
                                            random.Random(0))
        elif per_turn is not None:
            options = dicetime.evaluate_keeps(opened, table_upper(game), dice, left)
        else:
            options = pooled.evaluate_keeps(opened, table_upper(game), dice, left)
        if options is not None:
            keep = max(options, key=lambda k: (options[k], len(k)))
        pinned = turn.pinned
        if pinned and not _holds_pins(keep, dice, pinned) and options is not None:
            allowed = {k: v for k, v in options.items() if _holds_pins(k, dice, pinned)}
            keep = max(allowed, key=lambda k: (allowed[k], len(k)))
        mask = keep_mask(dice, keep, pinned)
        return None if all(mask) else mask

    def _playing_for(self, game: PuzzleGame) -> frozenset[str]:
        """The open rows the keeps aim at: all of them, or only the required ones once few rows are left."""
        opened = frozenset(game.card.open_categories)
        required = opened & game.twists.required
        if required and len(opened) <= len(required) + 3:
            return frozenset(required)
        return opened

    def choose_category(self, game: PuzzleGame) -> str:
        card = game.card
        dice = game.turn().dice
        assert dice is not None
        opened = card.open_categories
        if self._normal is not None:
            choice = self._normal.choose_category(dicetime.DicetimeTurn(frozenset(opened), table_upper(game),
                                                                        dice, 0), random.Random(0))
            values = {name: float(card.preview(name, dice)) for name in opened}
            values[choice] += 100.0  # Normal's own choice first, unless a twist says otherwise
        else:
            values = dicetime.evaluate_categories(opened, table_upper(game), dice)
        twists = game.twists
        for name in values:
            if name in twists.doubled:
                values[name] += score(name, dice)
            if name in twists.required and score(name, dice) == 0:
                values[name] -= AVOID
        return max(values, key=values.get)


def play_out(game: PuzzleGame, player: LevelPlayer, rng: random.Random, throw_seconds: float = THROW_SECONDS,
         fill_seconds: float = FILL_SECONDS) -> PuzzleGame:
    """`player` plays `game` to its end on seeded dice, each throw and fill charging its seconds to the
    game's clock (0 and 0, or a game without a clock: no clock at all); returns the game."""
    while not game.is_over:
        turn = game.turn()
        turn.roll_random(rng)
        game.advance_time(throw_seconds)
        spent = 0
        while not game.is_over:
            mask = player.choose_keep(game, spent)
            if mask is None:
                break
            turn.set_locked(mask)
            turn.roll_random(rng)
            spent += 1
            game.advance_time(throw_seconds)
        if game.is_over:
            break
        game.fill(player.choose_category(game))
        game.advance_time(fill_seconds)
    return game


def play_level(level, rng: random.Random, difficulty: str = "hard") -> Outcome:
    """One game of `level` (a `game.campaign.Level`) on seeded dice, the clock charged at PACE."""
    game = play_out(level.new_game(), LevelPlayer(difficulty), rng)
    return Outcome(game.score, level.stars_for(game), game.won, game.time_left or 0.0, game.timed_out,
                   game.target_reached, game.card.is_complete)
