"""Command line: `python -m game [--headless --frames N] [--seed S] [--scene NAME] [--screenshot PATH]
[--report PATH]`."""

from __future__ import annotations

import argparse
import gc
import os
import sys

from game.cli import run_report, stopping
from game.cli.flags import CommandLineError, check_screenshot, parse_window
from game.system.blas import one_thread
from game.system.memory import settling
from game.words import LANGUAGES


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m game", description="Planet Dice")
    parser.add_argument("--headless", action="store_true",
                        help="no window and no sound (SDL dummy drivers); each frame advances exactly 1/60 s")
    parser.add_argument("--frames", type=int, default=None, metavar="N", help="stop after N frames")
    parser.add_argument("--seed", type=int, default=None, metavar="S", help="seed every random choice")
    parser.add_argument("--scene", default="title", metavar="NAME", help="the scene to start in (default: title)")
    parser.add_argument("--screenshot", default=None, metavar="PATH",
                        help="save the last frame (logical 1280x720); the extension picks the format: .png, .jpg, .bmp")
    parser.add_argument("--window", default=None, metavar="WxH",
                        help="initial window size, e.g. 800x450 (at least 640x360; fitted to the desktop)")
    parser.add_argument("--attract", action="store_true",
                        help="computer players take every seat (a demo game of a play scene)")
    parser.add_argument("--players", type=int, default=None, metavar="N",
                        help="seats in a quick game of a play scene, within its mode's range (dicetime 1-4, triple "
                             "2-4, bluff 2-6, ...); another number is refused with the range")
    parser.add_argument("--level", default=None, metavar="ID",
                        help="with --scene puzzle: play this campaign level (e.g. inner/first-orbit); "
                             "with --attract the computer player plays it to its results")
    parser.add_argument("--report", default=None, metavar="PATH",
                        help="when the run ends, write a JSON report there: top scene, frames, mode, "
                             "the last finished match's ranking and winners (see README)")
    parser.add_argument("--lang", default=None, choices=tuple(LANGUAGES),
                        help="the game's language for this run (English, Deutsch), whatever the Language setting "
                             "says; without it the setting, or at the first start the system's language (LANG)")
    parser.add_argument("--phones", action="store_true",
                        help="phones on for this run: prints 'phones: URL' before the first frame; with a play "
                             "scene every seat of its quick game waits for a phone")
    parser.add_argument("--phones-port", type=int, default=None, metavar="N",
                        help="with --phones: listen on port N (0: any free port; default: the setting, 8765)")
    parser.add_argument("--check-levels", default=None, metavar="PATH",
                        help="check a level file or a folder of levels, print every problem, exit 1 if any")
    args = parser.parse_args(argv)
    if args.frames is not None and args.frames < 1:
        parser.error("--frames must be at least 1")
    if args.level is not None:
        if args.scene not in ("puzzle", "campaign_level"):
            parser.error("--level goes with --scene puzzle")
        args.scene = "campaign_level"
    if args.phones_port is not None and not args.phones:
        parser.error("--phones-port goes with --phones")
    if args.phones_port is not None and not 0 <= args.phones_port <= 65535:
        parser.error(f"--phones-port {args.phones_port}: a port is 0 (any free one) to 65535")
    refusal = seat_flags_problem(args)   # a number outside the mode's range is refused, never clamped
    if refusal:
        parser.error(refusal)
    try:  # checked before the first frame (game/cli/flags.py)
        args.window = parse_window(args.window) if args.window is not None else None
        args.screenshot = check_screenshot(args.screenshot) if args.screenshot is not None else None
        args.report = run_report.check_path(args.report) if args.report is not None else None
    except (CommandLineError, run_report.ReportError) as exc:
        parser.error(str(exc))
    return args


def scene_options(args: argparse.Namespace) -> dict[str, object]:
    """Options for the start scene from the flags that were given (the play scenes take them)."""
    options = {name: value for name, value in (("attract", args.attract), ("players", args.players),
                                               ("level", args.level)) if value}
    if args.phones and not args.attract and args.level is None:
        from game import modes

        if any(modes.get(name).scene == args.scene for name in modes.names()):
            options["phones"] = True   # a play scene: its quick game's seats wait for phones
    return options


def seat_flags_problem(args: argparse.Namespace) -> str | None:
    """Why `--players` or `--attract` cannot go with the start scene, or None: a play scene takes them
    (its mode's seat range, from game.modes), any other scene takes neither."""
    from game import modes
    from game.scenes.registry import SCENES

    if (args.players is None and not args.attract) or args.scene not in SCENES:
        return None   # (an unknown scene is refused with the list of scenes)
    mode = next((modes.get(name) for name in modes.names() if modes.get(name).scene == args.scene), None)
    flag = f"--players {args.players}" if args.players is not None else "--attract"
    if mode is None:
        plays = ", ".join(f"{mode.scene} ({mode.seat_range_text()})" for mode in map(modes.get, modes.names())
                          if mode.scene in SCENES and mode.scene != "campaign_level")
        return f"{flag} goes with a play scene, and --scene {args.scene} takes none: {plays}"
    if args.players is not None and not mode.min_seats <= args.players <= mode.max_seats:
        return f"--players {args.players}: {mode.label} takes {mode.seat_range_text()}"
    return None


def main(argv: list[str] | None = None) -> int:
    """Run the game (or a check) from the command line; returns the exit status. Ctrl+C ends it
    quietly with status 130 (the app shuts down on the way out), never with a traceback.

    The cyclic garbage collector waits until the first frame is shown: the start-up makes
    thousands of long-lived objects (modules, classes, the title) and no garbage worth a
    collection, and the collections it would run cost ~2 ms of the start (issue 15)."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        with settling():     # before each play scene, what lives is frozen out of the collector's way
            return _run(argv, on_first_frame=gc.enable if collecting else None)
    except KeyboardInterrupt:
        print("python -m game: interrupted", file=sys.stderr)
        return 130
    finally:
        if collecting:
            gc.enable()


def _run(argv: list[str] | None, on_first_frame=None) -> int:
    args = parse_args(argv)
    if args.check_levels is not None:
        from game.campaign.check import run as check_levels

        return check_levels(args.check_levels)
    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    for hint in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS"):   # the task bar says Planet Dice,
        os.environ.setdefault(hint, "Planet Dice")                         # not "__main__.py"

    from game.scenes.registry import scene_class, scene_names

    try:
        start_scene = scene_class(args.scene)
    except KeyError:
        print(f"python -m game: unknown scene {args.scene!r}; valid scenes: {', '.join(scene_names())}",
              file=sys.stderr)
        return 2

    if args.level is not None:
        from game.campaign.campaign import load_campaign
        from game.campaign.errors import printable

        campaign = load_campaign()
        matches = campaign.matches(args.level)
        entry = matches[0] if len(matches) == 1 else None
        if entry is None or entry.broken:
            if len(matches) > 1:
                why = f"{len(matches)} levels have that name: {', '.join(m.id for m in matches)}; give the whole id"
            elif entry is None:
                import difflib

                close = difflib.get_close_matches(args.level, [m.id for m in campaign.levels()], n=3, cutoff=0.5)
                why = "no such level" + (f" (did you mean {' or '.join(close)}?)" if close else "")
            else:
                why = f"it cannot be played:\n{entry.error}"
            print(f"python -m game: --level '{printable(args.level)}': {why}", file=sys.stderr)
            return 2

    from game.app import App
    from game.system.window import NoDisplayError

    app = App(headless=args.headless, seed=args.seed, window_size=args.window, language=args.lang)
    failures: list[str] = []

    def write_report() -> None:
        try:
            run_report.write(args.report, run_report.build(app))
        except run_report.ReportError as exc:
            failures.append(str(exc))
            print(f"python -m game: {exc}", file=sys.stderr)

    def forced(signum: int) -> None:   # the main thread is blocked: the signal thread writes the report
        app.stopped = signum
        if args.report is not None:
            write_report()

    stopping.running(stop=app.stop, forced=forced)
    try:
        try:
            app.start()
        except NoDisplayError as exc:
            print(f"python -m game: {exc}", file=sys.stderr)
            return 2
        if args.phones:
            from game.phones.host import PhonesError

            app.paced = args.headless   # phones are people: headless frames keep to real time
            try:
                phones = app.start_phones(port=args.phones_port, fixed=args.phones_port is not None)
            except PhonesError as exc:
                print(f"python -m game: --phones: {exc}", file=sys.stderr)
                return 2
            if phones is None:
                print("python -m game: --phones: phones could not start", file=sys.stderr)
                return 2
            print(f"phones: {phones.url}", flush=True)
        app.scenes.push(start_scene(app, **scene_options(args)))
        status = app.run(frames=args.frames, screenshot=args.screenshot, on_first_frame=on_first_frame,
                         on_end=write_report if args.report is not None else None)
    finally:
        stopping.ended()
    if app.stopped is not None:   # SIGTERM, SIGHUP or Ctrl+C while the game ran: it ended, the report says so
        print(stopping.line_of(app.stopped), file=sys.stderr)
        return stopping.status_of(app.stopped)
    return status or (1 if failures else 0)


def entry() -> int:
    """The `planet-dice` command: signals handled from here on (`python -m game` does it earlier, in
    game/__init__.py), then `main`."""
    stopping.install()
    one_thread()   # before numpy is imported: no pool of linear-algebra threads to start (game/system/blas.py)
    return main()


if __name__ == "__main__":
    sys.exit(entry())
