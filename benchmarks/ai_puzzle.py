"""The puzzle's pooled-reroll policy against the even split (2 rerolls a turn), 1000 games each.

    python benchmarks/ai_puzzle.py [--games 1000]

Both play the same seeds through the rules' PuzzleGame (26 rerolls, no timer). The even split is the
optimal Dicetime player; the pooled policy spends the pool as it sees fit. Also prints how many rerolls
the pooled policy spends per turn, its decision latency, and the re-measured REROLL_WORTH.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter

from ai_stats import Stopwatch, load_average, mean_and_error, use_repo_and_private_cache

use_repo_and_private_cache()

from game.ai import dicetime_table, puzzle  # noqa: E402
from game.rules.puzzle import PuzzleGame  # noqa: E402


def measure_games(games: int) -> None:
    print(f"{games} puzzle games (26 rerolls in the pool), seeds 0..{games - 1}:")
    scores = {}
    for label, pooled in (("pooled policy", True), ("even split, 2 a turn", False)):
        start = time.perf_counter()
        scores[label] = [puzzle.play_solitaire(seed, pooled=pooled) for seed in range(games)]
        mean, error = mean_and_error(scores[label])
        print(f"  {label:<22} mean {mean:7.2f} ± {error:.2f} (s.e.)   "
              f"{(time.perf_counter() - start) / games * 1000:.1f} ms a game")
    mean, error = mean_and_error([a - b for a, b in zip(*scores.values(), strict=False)])
    print(f"  pooled - even on the same seeds: {mean:+.2f} ± {error:.2f}")


def spending_and_latency(games: int) -> None:
    """Replays pooled games step by step to count rerolls per turn and time each decision."""
    player = puzzle.make_player()
    per_turn: Counter[int] = Counter()
    first, later = Stopwatch(), Stopwatch()
    for seed in range(games):
        rng = random.Random(90_000 + seed)
        game = PuzzleGame()
        while not game.is_over:
            turn = game.turn()
            dice = turn.roll_random(rng)
            spent = 0
            while True:
                state = puzzle.PuzzleTurn(game.card.open_categories, game.card.upper_total, dice, game.rerolls_left)
                with first if spent == 0 else later:
                    keep = player.choose_keep(state, rng)
                if len(keep) == 5:
                    break
                turn.set_locked(puzzle.lock_mask(dice, keep))
                dice = turn.roll_random(rng)
                spent += 1
            per_turn[spent] += 1
            game.fill(player.choose_category(state, rng))
    total = sum(per_turn.values())
    shares = ", ".join(f"{k}: {per_turn[k] / total:.0%}" for k in sorted(per_turn))
    print(f"rerolls spent per turn by the pooled policy over {games} games: {shares}")
    print("pooled policy decision latency:")
    print(first.line("keep, first in turn (plans it)"))
    print(later.line("keep, turn already planned"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    args = parser.parse_args()
    print(load_average())
    dicetime_table.values()
    measure_games(args.games)
    spending_and_latency(50)
    worth = puzzle.measure_reroll_worth(40)
    print("REROLL_WORTH re-measured (k = 0..8): " + ", ".join(f"{w:.2f}" for w in worth[:9]))
    print(load_average())


if __name__ == "__main__":
    main()
