"""Bluff seats: win rates in 4-seat games and the time of one decision.

    python benchmarks/ai_bluff.py [--games 2000] [--decisions 20000]

Win rates: each difficulty in one seat against three naive bots (a naive bot raises the last bid by the
smallest legal step and doubts with probability 1/3), Hard against three Normals, Normal against three
Easies. The tested seat moves round the table (game g: seat g % 4), so no seat order favours it; chance
is 25%. Every line plays the same seeds 0..games-1; the basic rules unless --options names some
(reroll, exact_hits_everyone, exact_pays_bidder). Decision time: wall and CPU time of every Hard and
Normal decision in games against naive bots, beside the naive bot's (a baseline of the same calls).
"""

from __future__ import annotations

import argparse
import random
import time

from ai_stats import Stopwatch, load_average, use_repo_and_private_cache

use_repo_and_private_cache()

from game.ai.bluff import NaivePlayer, apply, make_player, play_game, view_of  # noqa: E402
from game.rules.bluff import BluffGame, Options  # noqa: E402

MATCHES = (("hard", "naive"), ("normal", "naive"), ("easy", "naive"), ("hard", "normal"), ("normal", "easy"))


def win_rate(tested: str, field: str, games: int, options: Options) -> tuple[float, float]:
    wins = 0
    for seed in range(games):
        seat = seed % 4
        players = [make_player(tested if s == seat else field) for s in range(4)]
        game = play_game(players, seed, options)
        wins += game.winners() == (seat,)
    rate = wins / games
    return rate, (rate * (1 - rate) / games) ** 0.5


def measure_win_rates(games: int, options: Options, matches: tuple[tuple[str, str], ...]) -> None:
    print(f"Win rate of one seat in 4-seat games, {games} games each ({options}); chance is 25%:")
    for tested, field in matches:
        start = time.perf_counter()
        rate, error = win_rate(tested, field, games, options)
        print(f"  {tested:<7} vs 3 {field:<7} {rate:6.1%} ± {error:.1%} (s.e.)   "
              f"{(time.perf_counter() - start) / games * 1000:.1f} ms a game")


def measure_decisions(decisions: int, options: Options) -> None:
    watches = {name: Stopwatch() for name in ("hard", "normal", "easy", "naive")}
    players = {name: make_player(name) for name in watches}
    seed = 0
    while min(len(w.wall) for w in watches.values()) < decisions:
        dice, choices = random.Random(seed), random.Random(-seed - 1)
        seed += 1
        game = BluffGame(4, options)
        seats = [NaivePlayer() for _ in range(4)]
        while not game.is_over:
            if game.phase != "bid":
                game.roll_random(dice)
                continue
            view = view_of(game, game.current_player)
            for name, player in players.items():  # every player decides here; the seat's own move is played
                state = choices.getstate()
                with watches[name]:
                    player.choose(view, choices)
                choices.setstate(state)
            apply(game, seats[game.current_player].choose(view, choices))
    print(f"Decision time ({options}), the same positions for each player:")
    for name, watch in watches.items():
        print(watch.line(name))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--decisions", type=int, default=20000)
    parser.add_argument("--options", nargs="*", default=[], help="reroll exact_hits_everyone exact_pays_bidder")
    parser.add_argument("--only", nargs="*", default=[], help="matches as tested:field, e.g. hard:naive")
    args = parser.parse_args()
    options = Options(**{name: True for name in args.options})
    matches = tuple(tuple(m.split(":")) for m in args.only) or MATCHES
    print(load_average())
    if args.games:
        measure_win_rates(args.games, options, matches)  # type: ignore[arg-type]
    if args.decisions:
        measure_decisions(args.decisions, options)
    print(load_average())


if __name__ == "__main__":
    main()
