"""`python -m game --check-levels PATH`: every problem of a level file, a world folder or a campaign."""

from __future__ import annotations

from pathlib import Path

from game.campaign.campaign import WORLD_FILE
from game.campaign.errors import LevelError, Problem
from game.campaign.loader import load_level, load_world

MAX_FILES = 2000


def check_path(path: Path) -> tuple[int, list[str]]:
    """(files checked, problem lines). A folder is searched for .toml files (world files are checked
    as worlds, and their level lists against the files beside them)."""
    if not path.exists():
        return 0, [f"{path}: no such file or folder"]
    files = [path] if path.is_file() else sorted(path.rglob("*.toml"))[:MAX_FILES]
    problems: list[str] = []
    for file in files:
        try:
            if file.name == WORLD_FILE:
                world = load_world(file)
                for index, stem in enumerate(world.levels):
                    if not (file.parent / f"{stem}.toml").is_file():
                        raise LevelError(file, [Problem(f"levels[{index}]", f"no file {stem}.toml beside it")])
            else:
                load_level(file)
        except LevelError as exc:
            problems += str(exc).splitlines()
    return len(files), problems


def run(path: str) -> int:
    checked, problems = check_path(Path(path))
    for line in problems:
        print(line)
    if problems:
        print(f"{len(problems)} problem{'s' if len(problems) != 1 else ''} in {checked} file"
              f"{'s' if checked != 1 else ''}")
        return 1
    print(f"{checked} file{'s' if checked != 1 else ''} checked: no problems")
    return 0
