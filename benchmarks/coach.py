"""The coach's figures (issue 25): review and statistics open times, and what each difficulty gives up.

    python benchmarks/coach.py                     # everything (minutes on a quiet machine)
    python benchmarks/coach.py --only open         # review / statistics open times
    python benchmarks/coach.py --only games --games 1000

Open times (wall and CPU, median and p99, beside a baseline in the same run):
- the review after a 13-turn Dicetime game and after a 40-turn solo 10000 game: the game is noted into
  a background coach at a steady pace (the coach prices as it goes), then the clock runs from the last
  decision to the review screen drawn once (settle + build the review + ReviewScene + a frame). The bar:
  100 ms and 300 ms. Beside it: pricing the same game all at once when it ends (what pricing during play
  saves) and the baseline: a ReviewScene frame alone.
- the statistics screen with 500 games stored for each of four players: StatsScene built (the players file
  read and checked) and drawn once. The bar: 100 ms. Baseline: the title's frame.

Games (seeded, 1000 each by default): Hard, Normal and Easy in Dicetime, Triple (estimated), solo 10000 and
Zehntausend; the mean points (rounds) given up with its standard error, the mean accuracy, the largest
amount a Hard seat gave up (0 within float precision is the check), and for the exact modes the identity
the accuracy rests on: perfect play's average minus the mean score equals the mean given up (within
the sampling error).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time

from ai_stats import Stopwatch, load_average, mean_and_error, use_repo_and_private_cache

use_repo_and_private_cache()
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["PLANET_DICE_DATA_DIR"] = tempfile.mkdtemp(prefix="planet-dice-bench-data-")

from game.coach import selfplay  # noqa: E402
from game.coach.coach import GameCoach  # noqa: E402
from game.coach.dicetime import DicetimePricer, TriplePricer  # noqa: E402
from game.coach.tenthousand import TenThousandPricer  # noqa: E402
from game.rules.tenthousand import CLASSIC, ZEHNTAUSEND  # noqa: E402

PACE = 0.02   # s between two noted decisions (a person takes seconds; the coach only needs to keep up)


class PacedCoach(GameCoach):
    """Notes as a play scene would: one decision at a time, with a pause between them."""

    def decision(self, *args, **kwargs):
        time.sleep(PACE)
        return super().decision(*args, **kwargs)


def _app():
    from game.app import App

    app = App(headless=True, seed=1)
    app.start()
    return app


def _frame(app, scene) -> None:
    scene.draw(app.screen, 1.0)


def open_times(repeats: int) -> None:
    from game.input.actions import KEYBOARD
    from game.match import MatchConfig, MatchResult, Seat
    from game.scenes.review.scene import ReviewScene

    app = _app()
    config = {"dicetime": MatchConfig("dicetime", (Seat("person", "Anna", 0, 0, KEYBOARD),)),
              "tenthousand": MatchConfig("tenthousand", (Seat("person", "Anna", 0, 0, KEYBOARD),))}
    cases = {"dicetime": (lambda coach, rng: selfplay.play_dicetime(coach, "normal", rng), DicetimePricer, 0.100),
             "tenthousand": (lambda coach, rng: selfplay.play_tenthousand(coach, "easy", CLASSIC, rng),
                             lambda: TenThousandPricer(CLASSIC), 0.300)}
    print("\nReview open time (the game noted at a steady pace into a background coach; from its last decision "
          "to the review drawn once):")
    for mode, (play, pricer, bar) in cases.items():
        pricer().warm_up()   # the game loads its tables when a match starts
        opened, at_once, baseline = Stopwatch(), Stopwatch(), Stopwatch()
        turns = []
        for seed in range(repeats):
            coach = PacedCoach(mode, 1, pricer())
            final = play(coach, random.Random(seed))
            turns.append(len(coach.record.seats[0].turns))
            result = MatchResult(config[mode], (final,), (0,), (None,), coach=coach)
            with opened:
                scene = ReviewScene(app, result=result, seat=0)
                while not scene.ready:   # the screen shows "working out" until the coach has settled
                    time.sleep(0.001)
                    scene.update(1 / 120)
                _frame(app, scene)
            with baseline:
                _frame(app, scene)
            whole = GameCoach(mode, 1, pricer(), background=False)
            with at_once:
                play(whole, random.Random(seed))
                whole.review(0)
        print(f"  {mode}: {statistics.mean(turns):.1f} turns a game on average (bar {bar * 1000:.0f} ms)")
        print(opened.line("review opened and drawn"))
        print(at_once.line("the whole game priced at its end"))
        print(baseline.line("baseline: one review frame"))
    stats_open(app, repeats)


def stats_open(app, repeats: int, players: int = 4, games: int = 500) -> None:
    from game.scenes.stats.sample import fill
    from game.scenes.stats.scene import StatsScene
    from game.scenes.title import TitleScene
    from game.storage import players as store

    fill(5)
    found, _ = store.load()
    models = [g for p in found.players for g in p.modes["dicetime"].recent]

    def write(everyone):
        while len(everyone.players) < players:
            store.add(everyone, f"Player {len(everyone.players) + 1}")
        for player in everyone.players:
            for mode, count in (("dicetime", 250), ("puzzle", 150), ("triple", games - 400)):
                book = player.modes.setdefault(mode, store.ModeRecord())
                book.recent = [m.model_copy(update={"id": store.new_id()}) for m in
                               (models * (count // len(models) + 1))[:count]]
    store.update(write)
    size = store.PLAYERS.path().stat().st_size
    opened, baseline = Stopwatch(), Stopwatch()
    title = TitleScene(app)
    for _ in range(repeats):
        with opened:
            scene = StatsScene(app)
            _frame(app, scene)
        with baseline:
            _frame(app, title)
    print(f"\nStatistics screen open time: {players} players x {games} games each, players file "
          f"{size / 1024:.0f} KiB (bar 100 ms):")
    print(opened.line("statistics opened and drawn"))
    print(baseline.line("baseline: one title frame"))


def games(count: int) -> None:
    print(f"\nWhat each difficulty gives up, {count} seeded games each (seeds 0..{count - 1}):")
    cases = [
        ("Dicetime", "points", DicetimePricer, lambda c, d, r: selfplay.play_dicetime(c, d, r), True),
        ("Triple (estimated)", "points", TriplePricer, lambda c, d, r: selfplay.play_triple(c, d, r), False),
        ("10000 solo", "rounds", lambda: TenThousandPricer(CLASSIC),
         lambda c, d, r: selfplay.play_tenthousand(c, d, CLASSIC, r), True),
        ("Zehntausend solo", "rounds", lambda: TenThousandPricer(ZEHNTAUSEND),
         lambda c, d, r: selfplay.play_tenthousand(c, d, ZEHNTAUSEND, r), True),
    ]
    for label, unit, pricer, play, exact in cases:
        for difficulty in ("hard", "normal", "easy"):
            start = time.process_time()
            given, results, accuracies = [], [], []
            reference = None
            for seed in range(count):
                coach = GameCoach(label, 1, pricer(), background=False)
                results.append(play(coach, difficulty, random.Random(seed)))
                review = coach.review(0)
                given.append(review.given_up)
                accuracies.append(review.accuracy)
                reference = review.start_value
            mean, error = mean_and_error(given)
            line = (f"  {label:<18} {difficulty:<6} given up {mean:8.3f} ± {error:.3f} {unit}  max {max(given):.2e}"
                    f"  accuracy {statistics.fmean(accuracies):6.2f}%")
            if exact:
                score, score_error = mean_and_error(results)
                gap = (reference - score) if unit == "points" else (score - reference)
                line += f"  | perfect {reference:.2f}, mean result {score:.2f} ± {score_error:.2f}: gap {gap:.2f}"
            print(line + f"  ({time.process_time() - start:.0f} s CPU)", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", choices=("open", "games"), default=None)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--repeats", type=int, default=20)
    args = parser.parse_args()
    print(load_average(), flush=True)
    if args.only in (None, "open"):
        open_times(args.repeats)
    if args.only in (None, "games"):
        games(args.games)
    print(load_average())


if __name__ == "__main__":
    sys.exit(main())
