"""The run report for tools (`python -m game --headless ... --report PATH`), a contract.

When the run ends, one JSON object is written (atomically) at PATH::

    {"scene": "results",                  # the registry name of the top scene (an overlay or entry screen
                                          #   that has none, such as pause or initials: the scene under it)
     "frames": 20000,                      # frames run
     "mode": "dicetime",                   # the last finished match's mode, else the top play scene's; or null
     "result": {                           # the last finished match of the run, or null
         "ranking": [{"seat": 1, "name": "CPU 2", "score": 251}, ...],   # first place first
         "winners": [1],                   # seats (0-based, as in "ranking") sharing the win
         "review": [{"seat": 1, "given_up": 0.0, "decisions": 38, "exact": true}, ...]},
                                           # each seat the coach priced (game.coach): points given up against
                                           #   perfect play (rounds for solo 10000), decisions priced, exact or
                                           #   estimated (Triple); [] when nothing was priced (Bluff)
     "stopped": null}                      # or "SIGTERM", "SIGHUP", "SIGINT": the run was ended by that signal

A match counts as finished once its play scene declares it over (`PlayScene.end`) or hands it to
the results screen (`navigation.to_results`); both record it on the app (`app.last_result`).
"""

from __future__ import annotations

import os
import signal
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.cli.flags import CommandLineError, check_writable
from game.storage.atomic import write_atomic

if TYPE_CHECKING:  # not imported for the start-up (python -m game imports this module)
    from game.match import MatchResult


class ReportError(CommandLineError):
    """A report path that cannot work, or a report that could not be written; str() says why."""


def check_path(text: str) -> Path:
    """The `--report` path, checked before the first frame: a file name in a folder that exists or
    can be made and that can be written to."""
    if not text.strip():
        raise ReportError("--report wants a file name, e.g. run.json, got an empty name")
    path = Path(text).expanduser()
    if text.endswith(("/", os.sep)) or path.is_dir():
        raise ReportError(f"--report {text!r} is a folder: give a file name, e.g. "
                          f"{os.path.join(text, 'run.json')!r}")
    check_writable("--report", text, path)
    return path


REVIEW_WAIT = 120.0   # s the report waits for the coach to finish pricing (a first table build included)


def result_summary(result: MatchResult) -> dict[str, Any]:
    """{"ranking": [{"seat", "name", "score"}, ...] first place first, "winners": [seat, ...],
    "review": [{"seat", "given_up", "decisions", "exact"}, ...]}."""
    seats = result.config.seats
    return {"ranking": [{"seat": seat, "name": seats[seat].name, "score": result.totals[seat]}
                        for seat in result.ranking()],
            "winners": list(result.winners),
            "review": review_summary(result)}


def review_summary(result: MatchResult) -> list[dict[str, Any]]:
    """Each priced seat's review entry, in seat order (waits for the pricing still under way)."""
    coach = result.coach
    if coach is None or not hasattr(coach, "reviews"):
        return []
    return [review.report() for review in coach.reviews(timeout=REVIEW_WAIT)]


def build(app) -> dict[str, Any]:
    """The report of `app`'s run so far."""
    from game.scenes.registry import name_of

    named = [name for name in map(name_of, app.scenes) if name is not None]
    result: MatchResult | None = getattr(app, "last_result", None)
    mode = result.config.mode if result is not None else None
    if mode is None:
        playing = [scene for scene in app.scenes if getattr(scene, "mode", "") and hasattr(scene, "match")]
        mode = playing[-1].mode if playing else None
    stopped = getattr(app, "stopped", None)
    return {"scene": named[-1] if named else None,
            "frames": app.frame,
            "mode": mode,
            "result": result_summary(result) if result is not None else None,
            "stopped": signal.Signals(stopped).name if stopped is not None else None}


def write(path: Path, report: dict[str, Any]) -> None:
    try:
        import json

        write_atomic(path, (json.dumps(report, indent=2) + "\n").encode("utf-8"))
    except OSError as exc:
        raise ReportError(f"report not written at {str(path)!r}: {exc.strerror or exc}") from None
