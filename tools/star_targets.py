"""Set every campaign level's star targets from its score distribution, and rewrite the level files.

    python tools/star_targets.py              # compute, write tools/star_targets.json, rewrite levels/*.toml
    python tools/star_targets.py --check      # compute and compare only (exit 1 on a difference)
    python tools/star_targets.py --level inner/upper-deck --games 500
    python tools/star_targets.py --apply      # rewrite the level files from tools/star_targets.json alone
    python tools/star_targets.py --redo       # play every level again (else the data file's levels are kept)

For each built-in level, GAMES seeded games (seeds SEED .. SEED + GAMES - 1, no clock) are played by
the exact player where the exact table models the level (``game.ai.puzzle_levels``), else by the Hard
level player (``game.campaign.autoplay``: a required row, a target); ``game.coach.distributions.
level_results`` plays them. The targets are fixed percentiles of those scores:

    one star   at the 5th percentile    (a perfect player earns it in 95% of games: most players win a level)
    two stars  at the 35th percentile   (65%)
    three stars at the 70th percentile  (30%: three stars take good play and some luck)

each rounded down to a multiple of 5 and kept rising by at least 5. A level with a target gives stars
by the time left when the target is reached: there the Hard player plays with the clock charged at the
campaign's pace (``autoplay.play_level``), one star stays "any win" (0 s) and two and three stars are
the 35th and 70th percentiles of the time left (a game that misses the target counts lowest), rounded
down to 5 s.

What it computed goes to ``tools/star_targets.json`` (per level: the player, the percentiles, every 5%
quantile so that other SHARES need no new games (``--apply``), the targets, and for the levels in
CHECKED the quantiles of their first CHECK_GAMES games).

A full run takes about 40 s CPU a level (25 min for the 31 built-in levels on a quiet machine); it
saves the data file after each level and, run again, keeps the levels already there (same games and
seed), so a stopped run goes on where it stopped (``--redo`` plays them all again).
tests/campaign/test_star_targets.py fails when a shipped level's targets differ from the data file and
plays the checked levels' first games again.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from game.campaign.autoplay import play_level  # noqa: E402
from game.campaign.campaign import load_campaign  # noqa: E402
from game.coach.distributions import level_results  # noqa: E402

GAMES = 4000
SEED = 2025
SHARES = (0.05, 0.35, 0.70)
QUANTILES = tuple(k / 20 for k in range(1, 20))   # every 5%: kept in the data, so other shares need no rerun
STEP = 5
CHECKED = ("inner/upper-deck",)   # cheap levels the test plays again (their first CHECK_GAMES games: ~1 s)
CHECK_GAMES = 200
DATA = REPO / "tools" / "star_targets.json"


def percentiles(values: list[float], shares=SHARES) -> list[float]:
    """The smallest value v with at least `share` of the values <= v, for each share."""
    ordered = sorted(values)
    return [ordered[min(len(ordered) - 1, max(0, -(-int(share * len(ordered) * 1000) // 1000) - 1))]
            for share in shares]


def rising(values: list[float], first: int | None = None) -> list[int]:
    """Rounded down to STEP, each at least STEP above the one before."""
    out: list[int] = []
    for i, value in enumerate(values):
        target = int(value) // STEP * STEP if value >= 0 else 0
        if i == 0 and first is not None:
            target = first
        if out:
            target = max(target, out[-1] + STEP)
        out.append(target)
    return out


def score_targets(level, games: int) -> dict:
    scores, player = level_results(level.rerolls, level.rules, games, SEED)
    shown = percentiles(scores)
    return {"by": "score", "player": player, "games": games, "percentiles": shown, "targets": rising(shown),
            "mean": round(sum(scores) / len(scores), 2), "quantiles": percentiles(scores, QUANTILES)}


def time_targets(level, games: int) -> dict:
    left = []
    for i in range(games):
        outcome = play_level(level, random.Random(SEED + i), "hard")
        left.append(outcome.time_left if outcome.won else -1.0)
    shown = percentiles(left)
    return {"by": "time_left", "player": "hard", "games": games, "percentiles": shown,
            "targets": rising(shown, first=0), "won": round(sum(v >= 0 for v in left) / len(left), 3),
            "quantiles": percentiles(left, QUANTILES)}


def compute(level, games: int) -> dict:
    return time_targets(level, games) if level.stars.time_left is not None else score_targets(level, games)


def check_entry(level) -> dict:
    """The quantiles of the first CHECK_GAMES games (what the test plays again)."""
    return {"games": CHECK_GAMES, "quantiles": compute(level, CHECK_GAMES)["quantiles"]}


def done(found: dict | None, games: int, seed: int | None) -> bool:
    """A level an earlier run computed with the same games and seed (the run resumes after a stop)."""
    return found is not None and seed == SEED and found.get("games") == games and "quantiles" in found


def from_quantiles(found: dict) -> list[float]:
    """The SHARES' percentiles read from a level's stored quantiles (every 5%)."""
    return [found["quantiles"][QUANTILES.index(share)] for share in SHARES]


_STARS_LINE = re.compile(r"^(?P<key>scores|time_left)\s*=\s*\[[^\]]*\](?P<rest>.*)$", re.M)


def rewrite(path: Path, key: str, targets: list[int]) -> bool:
    """Put `targets` in the level file's [stars] line (comments and everything else kept). True if changed."""
    text = path.read_text(encoding="utf-8")
    head, sep, tail = text.partition("[stars]")
    if not sep:
        raise ValueError(f"{path}: no [stars] table")
    section_end = re.search(r"^\[", tail[1:], re.M)
    end = section_end.start() + 1 if section_end else len(tail)
    section = tail[:end]
    new_section, count = _STARS_LINE.subn(
        lambda m: f"{m['key']} = [{', '.join(map(str, targets))}]{m['rest']}" if m["key"] == key else m[0], section)
    if count == 0:
        raise ValueError(f"{path}: no stars.{key} line")
    new = head + sep + new_section + tail[end:]
    if new != text:
        path.write_text(new, encoding="utf-8")
        return True
    return False


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=GAMES)
    parser.add_argument("--level", action="append", default=[], help="only this level id (repeatable)")
    parser.add_argument("--check", action="store_true", help="compare with the level files; change nothing")
    parser.add_argument("--apply", action="store_true", help="rewrite the level files from the data file")
    parser.add_argument("--redo", action="store_true",
                        help="play every level again (else a level the data file already holds is kept)")
    args = parser.parse_args()
    campaign = load_campaign(user=False)
    data = json.loads(DATA.read_text()) if DATA.exists() else {}
    if args.apply:   # the targets again from the stored quantiles (new SHARES need no new games)
        data.update({"shares": list(SHARES), "step": STEP})
        for entry in campaign.levels():
            found = data.get("levels", {}).get(entry.id)
            if entry.level is not None and found is not None:
                key = "time_left" if found["by"] == "time_left" else "scores"
                found["percentiles"] = from_quantiles(found)
                found["targets"] = rising(found["percentiles"], 0 if key == "time_left" else None)
                if rewrite(entry.path, key, found["targets"]):
                    print(f"{entry.id:<26} {list(entry.level.star_goals)} -> {found['targets']}")
        DATA.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
        return 0
    data.setdefault("games", args.games)
    seed_before = data.get("seed")
    data.update({"seed": SEED, "shares": list(SHARES), "step": STEP})
    levels = data.setdefault("levels", {})
    differences = 0
    for entry in campaign.levels():
        if entry.level is None or (args.level and entry.id not in args.level):
            continue
        start = time.process_time()
        found = levels.get(entry.id)
        if args.check or args.redo or not done(found, args.games, seed_before):
            found = compute(entry.level, args.games)
        else:   # computed by an earlier (perhaps interrupted) run with the same games and seed: kept
            found["percentiles"] = from_quantiles(found)
            found["targets"] = rising(found["percentiles"], 0 if found["by"] == "time_left" else None)
        if entry.id in CHECKED and "check" not in found:
            found["check"] = check_entry(entry.level)
        key = "time_left" if found["by"] == "time_left" else "scores"
        shipped = list(entry.level.star_goals)
        status = "same" if shipped == found["targets"] else f"was {shipped}"
        print(f"{entry.id:<26} {found['player']:<8} percentiles {found['percentiles']} -> {found['targets']} "
              f"({status}; {time.process_time() - start:.0f} s CPU)", flush=True)
        if args.check:
            differences += shipped != found["targets"]
            continue
        levels[entry.id] = found
        rewrite(entry.path, key, found["targets"])
        DATA.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
