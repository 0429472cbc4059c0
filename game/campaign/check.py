"""`python -m game --check-levels PATH`: the game's own judgement of a level file, a world folder or
a folder of worlds, every problem on a line of its own.

It judges with the functions the map and `--level` use (`game.campaign.walk`), so a file it passes
always plays and a file the game marks broken always fails here with the same message. It reads
every file it is pointed at (also those over the map's limits, which it reports as left out), and
anything it cannot judge (an empty path, a pipe, a device, a folder that vanishes while it is read)
is a clear line and a non-zero status, never "no problems".

A level that plays but whose perfect player is not offered because its table would cost more than
a level may (`game.ai.puzzle_levels`: a big pool, say) gets a note under the problems: the level is
fine, the note tells its author why its results will show no perfect player. Notes are not problems.

Exit status: 0 no problems, 1 problems (or nothing to check), 2 an empty path.
"""

from __future__ import annotations

import os
from pathlib import Path

from game.campaign.errors import LevelError, Problem, printable
from game.campaign.walk import (
    LEVEL_SUFFIX,
    USER_PREFIX,
    WORLD_FILE,
    LevelEntry,
    judge_level,
    judge_root,
    judge_world,
    kind_of,
    name_problem,
)


def _is_builtin(path: Path) -> bool:
    from game.campaign.campaign import builtin_root

    try:
        return path.resolve().is_relative_to(builtin_root().resolve())
    except (OSError, RuntimeError):
        return False


def judge_path(path: Path) -> tuple[int, list[LevelError], list[LevelEntry]]:
    """(files read, every problem, the levels read) of whatever `path` is, as the game judges it."""
    user = not _is_builtin(path)
    if not os.path.lexists(path):
        return 0, [LevelError(path, [Problem("", "no such file or folder")])], []
    kind = kind_of(path)
    if kind is not None:
        return 0, [LevelError(path, [Problem("", f"is {kind}, not a level file or a folder of levels")])], []
    if path.is_dir():
        if os.path.lexists(path / WORLD_FILE):
            world = judge_world(path, user, read_all=True)
            problems = list(world.problems) + [entry.error for entry in world.levels if entry.error]
            return world.files_read, problems, list(world.levels)
        report = judge_root(path, user, read_all=True, missing_ok=False)
        problems = list(report.problems)
        for world in report.worlds:
            problems += list(world.problems) + [entry.error for entry in world.levels if entry.error]
        if report.files_read == 0 and not problems:
            problems.append(LevelError(path, [Problem("", "holds no world folders and no level files (a world is a "
                                                          f"folder with a {WORLD_FILE}; a level file ends in "
                                                          f"{LEVEL_SUFFIX})")]))
        return report.files_read, problems, [entry for world in report.worlds for entry in world.levels]
    if path.name == WORLD_FILE:
        world = judge_world(path.parent, user, read_all=True)
        return 1, list(world.problems), []
    if not path.name.endswith(LEVEL_SUFFIX):
        return 0, [LevelError(path, [Problem("", f"is not a level file (a level file's name ends in {LEVEL_SUFFIX})")])], []
    world_id = (USER_PREFIX if user else "") + path.parent.name
    entry = judge_level(path, world_id, folder_problem=name_problem(path.parent.name, "world folder's name"))
    return 1, [entry.error] if entry.error else [], [entry]


def check(path: Path | str) -> tuple[int, list[str], list[str]]:
    """(files read, problem lines, notes): every line of every problem, once each, in the order found,
    and a note for each level that plays but gets no perfect player for what its table would cost."""
    try:
        checked, problems, entries = judge_path(Path(path))
    except OSError as exc:   # a folder changing under the walk in a way no step above caught
        return 0, [f"{printable(str(path))}: cannot be read ({exc.strerror or exc})"], []
    lines = dict.fromkeys(line for problem in problems for line in str(problem).splitlines())
    return checked, list(lines), _cost_notes(entries)


def check_path(path: Path | str) -> tuple[int, list[str]]:
    """(files read, problem lines): every line of every problem, once each, in the order found."""
    checked, lines, _ = check(path)
    return checked, lines


def _cost_notes(entries: list[LevelEntry]) -> list[str]:
    from game.ai.puzzle_levels import level_optimum

    notes = []
    for entry in entries:
        if entry.level is None or entry.error is not None:
            continue
        optimum = level_optimum(entry.level.rerolls, entry.level.rules)
        if optimum.exact and not optimum.offered:   # a twist it cannot weigh is the twist's nature, not a cost
            notes.append(f"note: {printable(str(entry.path))}: plays, but gets no perfect player: {optimum.not_offered}")
    return notes


def run(path: str) -> int:
    if not path.strip():
        print("python -m game: --check-levels wants a level file, a world folder or a folder of worlds, "
              "got an empty path")
        return 2
    checked, problems, notes = check(path)
    for line in problems + notes:
        print(line)
    files = f"{checked} file{'s' if checked != 1 else ''}"
    if problems:
        print(f"{len(problems)} problem{'s' if len(problems) != 1 else ''} in {files}")
        return 1
    print(f"{files} checked: no problems")
    return 0
