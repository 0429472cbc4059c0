"""Two-player 10000 / Zehntausend solved exactly: the table's build, the first player's chance, and
what the exact player gains.

    python benchmarks/ai_tenthousand_duel.py [--presets 10000,zehntausend] [--games 40000] [--decisions 2000]
                                             [--target POINTS]   (a lower limit: a quick look, not the game)
                                             [--cache DIR]  (keep / reuse the tables there: build once)
                                             [--skip build,decisions,games]

For each preset:
- the build (``tenthousand_duel.solve_duel``, in this process): wall and CPU time (bar 10 min on this
  2-core machine), peak resident memory (bar 2 GB), Zehntausend's outer iteration (the residual of
  each sweep: it converges);
- the first player's chance to win from 0-0 under perfect play (a shared win counts half), to 4
  decimals, and the truncation's bound;
- games, played by ``game.ai.tenthousand_duel_games`` (the game's players as table lookups, many
  games at once; tests check its decisions against the players'): exact Hard against today's Hard
  (the estimated chance to win) and against the solo-optimal policy (fewest expected rounds), half
  the games in each seat, the exact player's share with its standard error; exact self-play against
  the table's value. Seat 1's last turn counts by its exact chance (the same mean as rolling it);
- decision time of the exact Hard beside today's Hard (median and p99, wall and CPU).
The cache goes to a temporary folder unless --cache names one (a table found there is loaded, not
built). One BLAS thread, as the game's build child: numpy's threads only spin on this work (with
them a batch of 128 turn situations took 11x the CPU: 68 against 6 us per situation and level). The load average is printed: on a shared machine wall times
are noisy, CPU times are the work.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import random
import resource
import sys
import time

for _name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_name, "1")   # before numpy loads

from ai_stats import Stopwatch, load_average, use_repo_and_private_cache  # noqa: E402

use_repo_and_private_cache()
if "--cache" in sys.argv:
    os.environ["PLANET_DICE_CACHE_DIR"] = sys.argv[sys.argv.index("--cache") + 1]

import numpy as np  # noqa: E402

from game.ai import tenthousand as ai  # noqa: E402
from game.ai import tenthousand_duel_games as duel_games  # noqa: E402
from game.ai import tenthousand_duel_table as duel_table  # noqa: E402
from game.ai.tenthousand_duel import TRUNCATION, solve_duel  # noqa: E402
from game.ai.tenthousand_players import PlanningPlayer  # noqa: E402
from game.rules.tenthousand import CLASSIC, ZEHNTAUSEND, TenThousandGame, TenThousandRules  # noqa: E402

PRESETS = {"10000": CLASSIC, "zehntausend": ZEHNTAUSEND}


def build(name: str, rules: TenThousandRules) -> None:
    if duel_table.duel_if_ready(rules) is not None:
        print(f"[{name}] table loaded from the cache ({duel_table.DUEL.cache_path(rules)}); first player's chance "
              f"{ai.first_player_win_chance(rules):.4f} ({ai.first_player_win_chance(rules):.8f})")
        return
    start, cpu = time.perf_counter(), time.process_time()
    table = solve_duel(rules, progress=lambda line: print(f"[{name}]   {line}", flush=True))
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    duel_table.DUEL.save(duel_table.pack(rules, table), rules)
    print(f"[{name}] build: {wall:.0f} s wall, {cpu:.0f} s CPU (bar 600 s), peak RSS {rss:.0f} MiB (bar 2048)")
    if table.outer_residuals:
        print(f"[{name}] bankruptcy's outer iteration, residual per sweep: "
              + ", ".join(f"{r:.1e}" for r in table.outer_residuals))
    print(f"[{name}] first player's chance to win from 0-0 under perfect play: {table.start:.4f} "
          f"({table.start:.8f}; the cut past the limit lowers it by at most {TRUNCATION:g} a turn)")


def versus(name: str, rules: TenThousandRules, games: int) -> None:
    start = time.process_time()
    exact = duel_games.ExactPolicy(rules)
    estimate, solo = duel_games.EstimatePolicy(rules), duel_games.SoloPolicy(rules)
    half = games // 2
    share = duel_games.play_duels([(exact, estimate), (estimate, exact), (exact, solo), (solo, exact),
                                   (exact, exact)], rules, half, np.random.default_rng(2026))
    cpu = time.process_time() - start
    for label, first, second in (("exact Hard vs today's Hard", share[0], share[1]),
                                 ("exact Hard vs solo-optimal", share[2], share[3])):
        # the exact player's share: seat 0 in the first half, seat 1 in the second
        rate = (first.mean() + (1.0 - second.mean())) / 2
        error = (first.var(ddof=1) / half + second.var(ddof=1) / half) ** 0.5 / 2
        print(f"[{name}] {label:<28} exact wins {100 * rate:6.2f}% ± {100 * error:.2f} "
              f"(s.e.; {2 * half} games, half in each seat)", flush=True)
    rate, value = share[4].mean(), ai.first_player_win_chance(rules)
    error = share[4].std(ddof=1) / half ** 0.5
    print(f"[{name}] exact self-play: first seat wins {100 * rate:.2f}% ± {100 * error:.2f}; table {100 * value:.2f}% "
          f"({(rate - value) / error:+.1f} s.e.; {half} games)")
    print(f"[{name}] games: {5 * half} in {cpu:.0f} s CPU (tables solved as the games reach them)")


def decisions(name: str, rules: TenThousandRules, count: int) -> None:
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
    for label, player in (("exact Hard", ai.make_player("hard")), ("today's Hard", PlanningPlayer("hard", exact=False))):
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
    parser.add_argument("--presets", default="10000,zehntausend")
    parser.add_argument("--games", type=int, default=40_000)
    parser.add_argument("--decisions", type=int, default=2000)
    parser.add_argument("--target", type=int, default=None, help="play to this limit instead of the preset's")
    parser.add_argument("--cache", default=None, help="the table cache folder to use (default: a fresh one)")
    parser.add_argument("--skip", default="", help="any of build,decisions,games")
    args = parser.parse_args()
    skip = set(filter(None, args.skip.split(",")))
    print(load_average())
    for name in args.presets.split(","):
        rules = PRESETS[name] if args.target is None else dataclasses.replace(PRESETS[name], target=args.target)
        if args.target is not None:
            name = f"{name} to {args.target}"
        if "build" not in skip:
            build(name, rules)
        if "decisions" not in skip:
            decisions(name, rules, args.decisions)
        if "games" not in skip:
            versus(name, rules, args.games)
        print(load_average())


if __name__ == "__main__":
    main()
