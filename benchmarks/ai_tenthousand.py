"""10000 / Zehntausend computer players: the optimal solo table, solo rounds, head to head, decision time.

    python benchmarks/ai_tenthousand.py [--games 2000] [--versus-games 2000] [--presets 10000,zehntausend]

For each preset:
- the solo table: build time and peak memory (bar: 30 s, 300 MB on 2 cores), load time from the cache;
- solo: mean rounds to the limit (with standard error, median, p99, variance / mean) for Hard, Normal,
  Easy and the yardstick "bank as soon as allowed", Hard against the solved expectation (bar: within
  3 standard errors);
- head to head: Hard against the yardstick and against Normal (seats alternate), win rates; and Hard
  playing its solo policy against Normal, to show what weighing the opponent's total is worth;
- decision time: median and p99 of one decision for Hard and the yardstick, side by side.
The table cache goes to a temporary folder. Figures on a shared machine are noisy: the load average
is printed, and every timing has its baseline measured in the same run.
"""

from __future__ import annotations

import argparse
import random
import resource
import statistics
import time
import tracemalloc

from ai_stats import Stopwatch, load_average, mean_and_error, percentile, use_repo_and_private_cache

use_repo_and_private_cache()

from game.ai import tenthousand as ai  # noqa: E402
from game.ai import tenthousand_table  # noqa: E402
from game.rules.tenthousand import CLASSIC, ZEHNTAUSEND, TenThousandGame, TenThousandRules  # noqa: E402

PRESETS = {"10000": CLASSIC, "zehntausend": ZEHNTAUSEND}


def measure_table(name: str, rules: TenThousandRules) -> None:
    start, cpu = time.perf_counter(), time.process_time()
    table = tenthousand_table.solve_rounds(rules)
    build, build_cpu = time.perf_counter() - start, time.process_time() - cpu
    tracemalloc.start()
    tenthousand_table.solve_rounds(rules)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    tenthousand_table.save_atomically(table, rules)
    loads = []
    for _ in range(20):
        t0 = time.perf_counter()
        assert tenthousand_table.load_cached(rules) is not None
        loads.append(time.perf_counter() - t0)
    print(f"[{name}] solo table: build {build:.2f} s wall, {build_cpu:.2f} s CPU (bar 30 s), peak {peak / 2**20:.1f} MiB allocated "
          f"(tracemalloc; process peak RSS {rss:.0f} MiB, bar 300 MB); load from cache median "
          f"{statistics.median(loads) * 1000:.2f} ms, worst {max(loads) * 1000:.2f} ms")
    print(f"[{name}] a perfect player needs {table[0]:.4f} rounds on average from 0")


def measure_solo(name: str, rules: TenThousandRules, games: int) -> None:
    expected = ai.expected_rounds(rules)
    players = [("hard", ai.make_player("hard")), ("normal", ai.make_player("normal")),
               ("easy", ai.make_player("easy")), ("bank as soon as allowed", ai.BankAsSoonAsAllowed())]
    for label, player in players:
        rng = random.Random(2026)
        rounds = [ai.play_solo(player, rules, rng) for _ in range(games)]
        mean, error = mean_and_error(rounds)
        line = (f"[{name}] solo {label:<24} mean {mean:6.2f} ± {error:.2f} rounds  median "
                f"{statistics.median(rounds):4.0f}  p99 {percentile(rounds, 0.99):4.0f}  "
                f"var/mean {statistics.variance(rounds) / mean:.2f}  (n={games})")
        if label == "hard":
            off = (mean - expected) / error
            line += f"  solved {expected:.3f}: {off:+.2f} SE ({'within' if abs(off) <= 3 else 'OUTSIDE'} 3)"
        print(line)


def head_to_head(name: str, rules: TenThousandRules, games: int) -> None:
    matchups = [
        ("Hard vs bank as soon as allowed", lambda: ai.make_player("hard"), ai.BankAsSoonAsAllowed),
        ("Hard vs Normal", lambda: ai.make_player("hard"), lambda: ai.make_player("normal")),
        ("Hard (solo policy) vs Normal", lambda: ai.PlanningPlayer("hard", weigh_opponents=False),
         lambda: ai.make_player("normal")),
    ]
    for label, first, second in matchups:
        wins = 0.0
        start = time.perf_counter()
        for game_index in range(games):
            rng = random.Random(game_index)
            seats = [first(), second()]
            hard_seat = game_index % 2
            if hard_seat:
                seats.reverse()
            winners = ai.play_game(seats, rules, rng).winners()
            if hard_seat in winners:
                wins += 1 / len(winners)
        rate = wins / games
        error = (rate * (1 - rate) / games) ** 0.5
        print(f"[{name}] {label:<34} Hard wins {100 * rate:5.1f}% ± {100 * error:.1f}  "
              f"({games} games, seats alternate, {time.perf_counter() - start:.0f} s)")


def decision_times(name: str, rules: TenThousandRules, count: int) -> None:
    """Median and p99 of single decisions in positions from real games, Hard beside the yardstick."""
    rng = random.Random(5)
    views = []
    while len(views) < count:
        game = TenThousandGame(2, rules)
        while not game.is_over and len(views) < count:
            turn = game.turn()
            turn.roll_random(rng)
            if turn.is_over:
                continue
            views.append(ai.view_of(game))
            if turn.phase == "keep":
                turn.keep(ai.BankAsSoonAsAllowed().choose_keep(views[-1], rng))
            if turn.can_bank and rng.random() < 0.4:
                turn.bank()
    for label, player in (("hard", ai.make_player("hard")), ("bank as soon as allowed", ai.BankAsSoonAsAllowed())):
        watch = Stopwatch()
        for view in views:
            with watch:
                if view.phase == "keep":
                    player.choose_keep(view, rng)
                else:
                    player.wants_to_bank(view, rng)
        print(f"[{name}]" + watch.line(f"decision, {label}"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--versus-games", type=int, default=2000)
    parser.add_argument("--decisions", type=int, default=2000)
    parser.add_argument("--presets", default="10000,zehntausend")
    args = parser.parse_args()
    print(load_average())
    for name in args.presets.split(","):
        rules = PRESETS[name]
        measure_table(name, rules)
        decision_times(name, rules, args.decisions)
        measure_solo(name, rules, args.games)
        head_to_head(name, rules, args.versus_games)
    print(load_average())


if __name__ == "__main__":
    main()
