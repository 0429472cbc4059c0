"""Command line: `python -m game [--headless --frames N] [--seed S] [--scene NAME] [--screenshot PATH]`."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m game", description="Planet Dice")
    parser.add_argument("--headless", action="store_true",
                        help="no window and no sound (SDL dummy drivers); each frame advances exactly 1/60 s")
    parser.add_argument("--frames", type=int, default=None, metavar="N", help="stop after N frames")
    parser.add_argument("--seed", type=int, default=None, metavar="S", help="seed every random choice")
    parser.add_argument("--scene", default="title", metavar="NAME", help="the scene to start in (default: title)")
    parser.add_argument("--screenshot", type=Path, default=None, metavar="PATH",
                        help="save the last frame as a PNG (logical 1280x720)")
    parser.add_argument("--window", default=None, metavar="WxH", help="initial window size, e.g. 800x450")
    parser.add_argument("--attract", action="store_true",
                        help="computer players take every seat (a demo game; dicetime and triple)")
    parser.add_argument("--players", type=int, default=None, metavar="N",
                        help="seats in a quick game (1-6, within the mode's range, e.g. dicetime 1-4, triple 2-4)")
    parser.add_argument("--level", default=None, metavar="ID",
                        help="with --scene puzzle: play this campaign level (e.g. inner/first-orbit); "
                             "with --attract the computer player plays it to its results")
    parser.add_argument("--check-levels", default=None, metavar="PATH",
                        help="check a level file or a folder of levels, print every problem, exit 1 if any")
    args = parser.parse_args(argv)
    if args.frames is not None and args.frames < 1:
        parser.error("--frames must be at least 1")
    if args.players is not None and not 1 <= args.players <= 6:
        parser.error("--players must be 1 to 6")
    if args.level is not None:
        if args.scene not in ("puzzle", "campaign_level"):
            parser.error("--level goes with --scene puzzle")
        args.scene = "campaign_level"
    return args


def scene_options(args: argparse.Namespace) -> dict[str, object]:
    """Options for the start scene from the flags that were given (the play scenes take them)."""
    return {name: value for name, value in (("attract", args.attract), ("players", args.players),
                                            ("level", args.level)) if value}


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.check_levels is not None:
        from game.campaign.check import run as check_levels

        return check_levels(args.check_levels)
    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

    from game.scenes.registry import scene_class, scene_names

    try:
        start_scene = scene_class(args.scene)
    except KeyError:
        print(f"python -m game: unknown scene {args.scene!r}; valid scenes: {', '.join(scene_names())}",
              file=sys.stderr)
        return 2

    if args.level is not None:
        from game.campaign.campaign import load_campaign

        entry = load_campaign().find(args.level)
        if entry is None or entry.broken:
            why = "no such level" if entry is None else f"it cannot be played:\n{entry.error}"
            print(f"python -m game: --level {args.level!r}: {why}", file=sys.stderr)
            return 2

    window = None
    if args.window:
        try:
            width, height = (int(part) for part in args.window.lower().split("x"))
            window = (width, height)
        except ValueError:
            print(f"python -m game: --window wants WxH, e.g. 800x450, got {args.window!r}", file=sys.stderr)
            return 2

    from game.app import App

    app = App(headless=args.headless, seed=args.seed, window_size=window)
    app.start()
    app.scenes.push(start_scene(app, **scene_options(args)))
    return app.run(frames=args.frames, screenshot=args.screenshot)


if __name__ == "__main__":
    sys.exit(main())
