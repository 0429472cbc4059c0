"""Two-player 10000 / Zehntausend solved exactly: the table's build, the first player's chance, and
what the exact player gains.

    python benchmarks/ai_tenthousand_duel.py [--presets 10000,zehntausend] [--games 40000] [--decisions 2000]
                                             [--target POINTS]   (a lower limit: a quick look, not the game)

For each preset:
- the build (``tenthousand_duel.solve_duel``, in this process): wall and CPU time (bar 10 min on this
  2-core machine), peak resident memory (bar 2 GB), Zehntausend's outer iteration (the residual of
  each sweep: it converges);
- the first player's chance to win from 0-0 under perfect play (a shared win counts half), to 4
  decimals, and the truncation's bound;
- games (dice and seats alike for every line: game g uses seed g, the exact player in seat g % 2):
  exact Hard against today's Hard (the estimated chance to win) and against the solo-optimal policy
  (fewest expected rounds), with the standard error; exact self-play against the table's value;
- decision time of the exact Hard beside today's Hard (median and p99, wall and CPU).
The cache goes to a temporary folder. The load average is printed: on a shared machine wall times
are noisy, CPU times are the work.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import resource
import time

from ai_stats import Stopwatch, load_average, use_repo_and_private_cache

use_repo_and_private_cache()

from game.ai import tenthousand as ai  # noqa: E402
from game.ai import tenthousand_duel_table as duel_table  # noqa: E402
from game.ai.tenthousand_duel import TRUNCATION, solve_duel  # noqa: E402
from game.ai.tenthousand_players import PlanningPlayer  # noqa: E402
from game.rules.tenthousand import CLASSIC, ZEHNTAUSEND, TenThousandGame, TenThousandRules  # noqa: E402

PRESETS = {"10000": CLASSIC, "zehntausend": ZEHNTAUSEND}


def build(name: str, rules: TenThousandRules) -> None:
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
    exact = ai.make_player("hard")
    lines = [("exact Hard vs today's Hard", lambda: PlanningPlayer("hard", exact=False)),
             ("exact Hard vs solo-optimal", lambda: PlanningPlayer("hard", weigh_opponents=False))]
    for label, other in lines:
        wins = 0.0
        start = time.process_time()
        for g in range(games):
            seat = g % 2
            seats = [exact, other()] if seat == 0 else [other(), exact]
            winners = ai.play_game(seats, rules, random.Random(g)).winners()
            wins += (seat in winners) / len(winners)
        rate = wins / games
        print(f"[{name}] {label:<28} exact wins {100 * rate:6.2f}% ± {100 * (rate * (1 - rate) / games) ** 0.5:.2f} "
              f"(s.e.; {games} games, seats alternate, {time.process_time() - start:.0f} s CPU)", flush=True)
    wins = 0.0
    for g in range(games):
        winners = ai.play_game([exact, exact], rules, random.Random(10**6 + g)).winners()
        wins += (0 in winners) / len(winners)
    rate, value = wins / games, ai.first_player_win_chance(rules)
    error = (rate * (1 - rate) / games) ** 0.5
    print(f"[{name}] exact self-play: first seat wins {100 * rate:.2f}% ± {100 * error:.2f}; table {100 * value:.2f}% "
          f"({(rate - value) / error:+.1f} s.e.)")


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
    args = parser.parse_args()
    print(load_average())
    for name in args.presets.split(","):
        rules = PRESETS[name] if args.target is None else dataclasses.replace(PRESETS[name], target=args.target)
        if args.target is not None:
            name = f"{name} to {args.target}"
        build(name, rules)
        decisions(name, rules, args.decisions)
        versus(name, rules, args.games)
        print(load_average())


if __name__ == "__main__":
    main()
