"""A hash of the game's code a result depends on: the modules named and every game module they import.

A kept result (a level's computer median, a solved table kept by the tests) must be computed again when
the code that makes it changes, and only then: a new colour in a screen must not replay a level's 101
games. `digest(["game.campaign.yardstick"])` hashes the files of those modules and of every `game` module
they import, directly or through others (read from their source, so imports made inside functions count
too), with the packages that hold them (their `__init__.py`). A module that imports by name
(`importlib.import_module`) may reach any module of its package, so all of that package counts.

The modules found are a superset of what runs (an import that is never executed counts as well): a change
outside them cannot change the result. Pure: no pygame.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable
from pathlib import Path

PACKAGE_ROOT = Path(__file__).resolve().parents[2]   # the folder holding the `game` package


def _file_of(module: str, root: Path) -> Path | None:
    path = root.joinpath(*module.split("."))
    if (path / "__init__.py").is_file():
        return path / "__init__.py"
    if path.with_suffix(".py").is_file():
        return path.with_suffix(".py")
    return None


def _module_of(path: Path, root: Path) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


#: `import game.x[, game.y]` and `from game.x | .x | . import a, b` / `import (a,\n b)`, anywhere in a file
_IMPORT = re.compile(r"^[ \t]*(?:import[ \t]+([\w. \t,]+)|from[ \t]+([\w.]+)[ \t]+import[ \t]+(\([^)]*\)|[^\n#;]*))",
                     re.MULTILINE)

_BY_NAME = re.compile(r"\bimport_module\s*\(")


def imported(path: Path, module: str) -> tuple[set[str], bool]:
    """The `game` modules (or names in them) the file at `path` (module `module`) imports anywhere in its source
    (inside functions too), and whether it imports modules by name (importlib)."""
    source = path.read_text(encoding="utf-8")
    return imported_by(source, module, package=path.name == "__init__.py"), _BY_NAME.search(source) is not None


def imported_by(source: str, module: str, package: bool = False) -> set[str]:
    """The `game` modules (or names in them) the import statements in `source` name (`module`: where they are
    written, for relative imports; `package`: it is a package's __init__). Read by pattern, not parsed (a tenth
    of the time): a line in a string that looks like an import counts too, which only adds to the set."""
    parts = module.split(".") if package else module.split(".")[:-1]
    found: set[str] = set()
    for plain, base, names in _IMPORT.findall(source):
        if plain:
            found.update(name.split()[0] for name in plain.split(",") if name.split() and
                         name.split()[0].split(".")[0] == "game")
            continue
        dots = len(base) - len(base.lstrip("."))
        if dots:
            parent = parts[:len(parts) - dots + 1]
            base = ".".join([*parent, base[dots:]] if base[dots:] else parent)
        if base.split(".")[0] == "game":
            found.add(base)
            for name in names.strip("()").replace("\n", " ").split(","):   # (a submodule, if it is one)
                if name.split():
                    found.add(f"{base}.{name.split()[0]}")
    return found


def modules(names: Iterable[str], root: Path = PACKAGE_ROOT) -> dict[str, Path]:
    """Every game module `names` reach (as above) -> its file, under `root` (the folder holding `game/`)."""
    found: dict[str, Path] = {}
    waiting = list(names)
    while waiting:
        name = waiting.pop()
        if name in found:
            continue
        path = _file_of(name, root)
        if path is None:          # a name inside a module (`from game.words import _`), not a module
            continue
        found[name] = path
        parts = name.split(".")
        waiting.extend(".".join(parts[:end]) for end in range(1, len(parts)))   # the packages holding it
        reached, by_name = imported(path, name)
        waiting.extend(reached)
        if by_name:
            waiting.extend(_module_of(other, root) for other in path.parent.rglob("*.py")
                           if "__pycache__" not in other.parts)
    return found


def digest(names: Iterable[str], root: Path = PACKAGE_ROOT) -> str:
    """A hash of the files (their paths and bytes) of every game module `names` reach."""
    hashed = hashlib.sha256()
    for path in sorted(modules(names, root).values()):
        hashed.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return hashed.hexdigest()
