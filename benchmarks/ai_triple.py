"""Triple seats: mean weighted total over 500 solitaire games per difficulty, and decision latency.

    python benchmarks/ai_triple.py [--games 500]

Every difficulty plays the same seeded dice (seeds 0..games-1); the paired difference Hard - Normal is
printed with its standard error. The optimal Dicetime table is built first into a temporary folder.
"""

from __future__ import annotations

import argparse
import random
import time

from ai_stats import Stopwatch, load_average, mean_and_error, use_repo_and_private_cache

use_repo_and_private_cache()

from game.ai import dicetime_table, triple  # noqa: E402
from game.ai.simulate import roll_turn  # noqa: E402
from game.rules.triple import Sheet  # noqa: E402


def measure_games(games: int) -> None:
    print(f"{games} solitaire Triple games per difficulty (weighted total x1, x2, x3):")
    scores = {}
    for difficulty in ("hard", "normal", "easy"):
        start = time.perf_counter()
        scores[difficulty] = [triple.play_solitaire(seed, difficulty) for seed in range(games)]
        mean, error = mean_and_error(scores[difficulty])
        print(f"  {difficulty:<7} mean {mean:8.1f} ± {error:.1f} (s.e.)   "
              f"{(time.perf_counter() - start) / games * 1000:.1f} ms a game")
    for better, worse in (("hard", "normal"), ("normal", "easy")):
        mean, error = mean_and_error([a - b for a, b in zip(scores[better], scores[worse], strict=False)])
        print(f"  {better} - {worse} on the same seeds: {mean:+.1f} ± {error:.1f}")


def measure_decisions(games: int) -> None:
    player = triple.make_player("hard")
    first, planned, box = Stopwatch(), Stopwatch(), Stopwatch()
    for seed in range(games):
        rng = random.Random(50_000 + seed)
        sheet = Sheet()
        while not sheet.is_complete:
            def keep(dice, left, sheet=sheet, rng=rng):
                turn = triple.turn_from_sheet(sheet, dice, left)
                timer = first if left == 2 else planned
                with timer:
                    return player.choose_keep(turn, rng)

            dice, left = roll_turn(rng, keep)
            with box:
                column, category = player.choose_box(triple.turn_from_sheet(sheet, dice, left), rng)
            sheet.fill(column, category, dice)
    print(f"Hard decision latency over {games} games:")
    print(first.line("keep, first in turn (plans it)"))
    print(planned.line("keep, turn already planned"))
    print(box.line("box"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    args = parser.parse_args()
    print(load_average())
    dicetime_table.values()
    measure_games(args.games)
    measure_decisions(20)
    print(load_average())


if __name__ == "__main__":
    main()
