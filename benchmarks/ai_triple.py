"""Triple seats: mean weighted total per difficulty on the same seeded games, and Hard's decision latency.

    python benchmarks/ai_triple.py [--games 2000] [--first-seed 0] [--bound]

Every player plays the same seeded dice (seeds first..first+games-1): Hard, "hard-v1" (Hard before the
slack levels: the plain sum of single-column values), Normal and Easy. The paired differences are
printed with their standard errors (the same seed gives the same first roll; the games part once the
players keep differently). Hard's share of the slack (triple_slack.ALPHA) was tuned on seeds
10,000-10,499, apart from the default seeds. `--bound` also builds every slack level (about a minute)
and prints the upper bound no Triple player can beat on average. The tables are built first into a
temporary folder.
"""

from __future__ import annotations

import argparse
import random
import time

from ai_stats import Stopwatch, load_average, mean_and_error, use_repo_and_private_cache

use_repo_and_private_cache()

from game.ai import triple, triple_slack  # noqa: E402
from game.ai.simulate import roll_turn  # noqa: E402
from game.rules.triple import Sheet  # noqa: E402

PLAYERS = ("hard", "hard-v1", "normal", "easy")
PAIRS = (("hard", "hard-v1"), ("hard", "normal"), ("normal", "easy"))


def measure_games(games: int, first: int) -> None:
    print(f"{games} solitaire Triple games per player, seeds {first}..{first + games - 1} "
          "(weighted total x1, x2, x3):")
    scores = {}
    for name in PLAYERS:
        start = time.process_time()
        scores[name] = [triple.play_solitaire(seed, name) for seed in range(first, first + games)]
        mean, error = mean_and_error(scores[name])
        print(f"  {name:<8} mean {mean:8.1f} ± {error:.1f} (s.e.)   "
              f"{(time.process_time() - start) / games * 1000:.1f} ms CPU a game")
    for better, worse in PAIRS:
        mean, error = mean_and_error([a - b for a, b in zip(scores[better], scores[worse], strict=True)])
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
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--bound", action="store_true", help="also build all 27 slack levels: the upper bound")
    args = parser.parse_args()
    print(load_average())
    start = time.process_time()
    triple_slack.values()
    print(f"Hard's slack levels (and Dicetime's table) built in {time.process_time() - start:.1f} s CPU")
    measure_games(args.games, args.first_seed)
    measure_decisions(20)
    if args.bound:
        start = time.process_time()
        print(f"upper bound (6 x a column's value with all 26 turns of slack): {triple_slack.upper_bound():.1f} "
              f"({time.process_time() - start:.1f} s CPU)")
    print(load_average())


if __name__ == "__main__":
    main()
