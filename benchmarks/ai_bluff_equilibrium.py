"""Bluff Hard against an equilibrium: what a best response wins against it, what its first bid tells,
and how it fares against the old Hard and against Normal.

    python benchmarks/ai_bluff_equilibrium.py [--positions 1v1,2v1,1v2 | all] [--games 10000] [--four-seat 4000]
                                              [--views 300] [--decisions 3000] [--skip ...]
                                              [--cache DIR] [--eps 1e-4] [--build-here]

- tables: for each position the solved strategies are built (CPU time, size of the cached table) and a
  best response is computed against them in each seat: exactly (every history and hand) where at most
  3 dice are in play (1v1 through ``bluff_measure``, 2v1 and 1v2 through ``bluff_bound`` with nothing
  cut); in the last-bids abstraction's positions (2v2 .. 3v3, `all`) by ``bluff_bound`` (the full game
  searched with perfect recall, histories Hard reaches with a chance below --eps cut, which brackets
  the best response): exploitability = (best response as opener + as responder - 1) / 2;
- best response against Hard and against the old Hard ("hard-v1", and Normal: chances read from --samples seeded
  choices per history and hand) in each exact position, both seats: bar <= 55% in the one-die round;
- mutual information (bits) between Hard's dice and its first bid of a round, with 3-6 players, over
  views from real games (exact over every hand its dice could show): the bound is MI_BOUND;
- two-seat games new Hard vs old Hard (seats alternate) and four-seat games Hard vs 3 Normal;
- decision time of Hard (wall and CPU, median and p99), beside Normal's (same calls).
The cache goes to a temporary folder (tables built here, as the game would in the background) unless
--cache names one (the tables found there are loaded, not built; the games load every cached table first,
as a windowed game has them once its background build is done).
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import sys
import time

from ai_stats import Stopwatch, load_average, use_repo_and_private_cache

use_repo_and_private_cache()
if "--cache" in sys.argv:
    os.environ["PLANET_DICE_CACHE_DIR"] = sys.argv[sys.argv.index("--cache") + 1]

from game.ai import bluff_bound, bluff_tables  # noqa: E402
from game.ai.bluff import apply, make_player, play_game, view_of  # noqa: E402
from game.ai.bluff_hard import MI_BOUND, HardPlayer, first_bid, information  # noqa: E402
from game.ai.bluff_measure import best_response, sampled, strategy_of  # noqa: E402
from game.rules.bluff import BluffGame, Options  # noqa: E402


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def parse(position: str) -> tuple[int, int]:
    a, b = position.split("v")
    return int(a), int(b)


def measure_tables(positions: list[tuple[int, int]], eps: float) -> None:
    print("Solved tables (CFR+; exploitability from a best response to the stored strategies: exact with at most "
          f"3 dice in play, else bounded, histories below a chance of {eps:g} cut):")
    for position in sorted(positions, key=sum):
        start, cpu, before = time.perf_counter(), time.process_time(), children_cpu()
        table = bluff_tables.ensure(position)
        build_cpu = time.process_time() - cpu + children_cpu() - before   # here (1v1) or in a child process
        wall = time.perf_counter() - start
        if position != (1, 1):   # the search (exact with nothing cut): reading Hard view by view takes hours
            value = bluff_tables.round_value(position)
            exact = position in bluff_tables.EXACT
            bounds = bluff_bound.exploitability(position, 0.0 if exact else eps)
            kind = "exact" if exact else f"last {bluff_tables.MEMORY[position]} bids"
            print(f"  {position[0]}v{position[1]} ({kind}): built in {wall:.1f} s "
                  f"wall ({build_cpu:.1f} s CPU), {table.nbytes / 2**20:.2f} MiB; opener's value {value:.4f}; "
                  f"best response as opener {bounds.opener.low:.4f}..{bounds.opener.high:.4f}, as responder "
                  f"{bounds.responder.low:.4f}..{bounds.responder.high:.4f}; exploitability "
                  f"{bounds.low:.4f}..{bounds.high:.4f} ({bounds.opener.histories + bounds.responder.histories} "
                  f"histories, {bounds.opener.seconds + bounds.responder.seconds:.0f} s CPU)", flush=True)
            continue
        hard = HardPlayer()
        as_x, as_y = best_response(hard.strategy, position)
        value = bluff_tables.round_value(position)
        print(f"  {position[0]}v{position[1]}: built in {wall:.1f} s wall ({build_cpu:.1f} s CPU), "
              f"{table.nbytes / 2**20:.2f} MiB; opener's value {value:.4f}; best response as opener "
              f"{as_x:.4f}, as responder {as_y:.4f}; exploitability {(as_x + as_y - 1) / 2:.4f}")


def measure_best_responses(positions: list[tuple[int, int]], samples: int) -> None:
    print("What a best response wins against each player (exact over every history and hand; "
          "bar <= 55% in both seats of 1v1):")
    for label, player in (("hard", HardPlayer()), ("hard-v1", make_player("hard-v1")),
                          ("normal", make_player("normal"))):
        for position in (p for p in positions if p in bluff_tables.EXACT):
            t0 = time.process_time()
            as_x, as_y = best_response(strategy_of(player) if label == "hard" else sampled(player, samples), position)
            print(f"  {label:<8} {position[0]}v{position[1]}: best response wins {100 * as_x:5.1f}% as opener, "
                  f"{100 * as_y:5.1f}% as responder  ({time.process_time() - t0:.0f} s CPU)")


def first_bid_views(players: int, count: int, seed: int) -> list:
    """Views of a seat about to make its first bid of a round, from games of Normals."""
    views, rng = [], random.Random(seed)
    while len(views) < count:
        game = BluffGame(players, Options())
        seats = [make_player("normal") for _ in range(players)]
        while not game.is_over and len(views) < count:
            if game.phase in ("roll", "reroll"):
                game.roll_random(rng)
                continue
            seat = game.current_player
            view = view_of(game, seat)
            if first_bid(view) and not any(view.own_open):   # basic rules: nothing in the open
                views.append(view)
            apply(game, seats[seat].choose(view, rng))
    return views


def measure_information(count: int) -> None:
    print(f"Mutual information between Hard's dice and its first bid of a round (bits; bound {MI_BOUND}):")
    old = make_player("hard-v1")
    for players in range(3, 7):
        # Three seats or more with dice (with two left Hard plays a solved table where it has one: an
        # equilibrium, whose own opening may tell more, and no one can exploit it).
        views = [v for v in first_bid_views(players, count, players) if sum(n > 0 for n in v.dice_counts) >= 3]
        bits = [information(v) for v in views]
        old_bits = [information(v, sampled(old, 100)) for v in views[: max(10, count // 10)]]
        print(f"  {players} players: Hard mean {statistics.fmean(bits):.3f}, max {max(bits):.3f} bits over "
              f"{len(bits)} views; old Hard mean {statistics.fmean(old_bits):.3f}, max {max(old_bits):.3f} "
              f"(sampled, {len(old_bits)} views)")


def head_to_head(games: int, four_seat: int) -> None:
    bluff_tables.load_cached()
    loaded = [f"{a}v{b}" for a, b in bluff_tables.SOLVED if bluff_tables.TABLES.is_loaded((a, b))]
    print(f"Games (Hard's solved tables in memory: {', '.join(loaded) or 'none'}; elsewhere its mixed play):")
    wins = 0
    start = time.process_time()
    for seed in range(games):
        seat = seed % 2
        players = [make_player("hard" if s == seat else "hard-v1") for s in range(2)]
        wins += play_game(players, seed).winners() == (seat,)
    rate = wins / games
    print(f"Two seats, new Hard vs old Hard: new wins {100 * rate:.1f}% ± {100 * (rate * (1 - rate) / games) ** 0.5:.1f} "
          f"({games} games, seats alternate, {time.process_time() - start:.0f} s CPU)")
    wins = 0
    start = time.process_time()
    for seed in range(four_seat):
        seat = seed % 4
        players = [make_player("hard" if s == seat else "normal") for s in range(4)]
        wins += play_game(players, seed).winners() == (seat,)
    rate = wins / four_seat
    print(f"Four seats, Hard vs 3 Normal: Hard wins {100 * rate:.1f}% ± {100 * (rate * (1 - rate) / four_seat) ** 0.5:.1f} "
          f"(chance 25%; {four_seat} games, Hard's seat moves round, {time.process_time() - start:.0f} s CPU)")


def decision_times(decisions: int) -> None:
    watches = {"hard": Stopwatch(), "normal": Stopwatch()}
    players = {name: make_player(name) for name in watches}
    seed = 0
    while min(len(w.wall) for w in watches.values()) < decisions:
        rng = random.Random(seed)
        seed += 1
        n = 2 + seed % 5
        game = BluffGame(n, Options())
        while not game.is_over:
            if game.phase in ("roll", "reroll"):
                game.roll_random(rng)
                continue
            view = view_of(game, game.current_player)
            move = None
            for name, player in players.items():
                with watches[name]:
                    chosen = player.choose(view, rng)
                move = move or chosen
            apply(game, move)
    for name, watch in watches.items():
        print(watch.line(f"decision, {name} (2-6 seats)"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", default="1v1,2v1,1v2", help="comma list, or all (up to 3v3)")
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--four-seat", type=int, default=4000)
    parser.add_argument("--views", type=int, default=300)
    parser.add_argument("--decisions", type=int, default=3000)
    parser.add_argument("--samples", type=int, default=40, help="choices read per history and hand (old Hard, Normal)")
    parser.add_argument("--skip", default="", help="comma list of: tables,responses,information,games,time")
    parser.add_argument("--cache", default=None, help="the table cache folder to use (default: a fresh one)")
    parser.add_argument("--eps", type=float, default=1e-4, help="the bounded best response's cut (2v2 .. 3v3)")
    parser.add_argument("--build-here", action="store_true",
                        help="build the tables in this process at its priority (the game's child runs at nice +10)")
    args = parser.parse_args()
    if args.build_here:
        bluff_tables.in_child = lambda function, *arguments: function(*arguments)
    skip = set(filter(None, args.skip.split(",")))
    positions = list(bluff_tables.SOLVED) if args.positions == "all" else [parse(p) for p in args.positions.split(",")]
    print(load_average())
    if "tables" not in skip:
        measure_tables(positions, args.eps)
    if "responses" not in skip:
        measure_best_responses(positions, args.samples)
    if "information" not in skip:
        measure_information(args.views)
    if "games" not in skip:
        head_to_head(args.games, args.four_seat)
    if "time" not in skip:
        decision_times(args.decisions)
    print(load_average())


if __name__ == "__main__":
    main()
