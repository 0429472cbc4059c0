"""The layers keep to their rules: rules and AI are pure, lower layers never reach up.

| layer        | may not import                                                           |
|--------------|--------------------------------------------------------------------------|
| game/rules   | pygame, pymunk, numpy (plain Python), game.ai, game.storage, game.scenes, |
|              | game.physics, game.render, game.ui                                        |
| game/ai      | pygame, pymunk, game.storage (but its table caches, below), game.scenes,  |
|              | game.physics, game.render, game.ui                                        |
| game/coach   | as game/ai                                                               |
| game/physics | pygame, game.render, game.scenes, game.ui                                 |
| game/render  | game.scenes, game.ui                                                      |
| game/audio   | game.scenes, game.ui, game.render, game.cli                               |
| game/system  | game.scenes, game.ui, game.render, game.audio, game.cli                   |

And the loop (game/app.py) does not import the command line (game.cli, game.__main__): the flags are
checked before the app exists, and what the loop needs at its end (saving a screenshot) is game.system's.

Two checks, both finding every module on disk (a new module is checked without anyone
updating a list):
- every `import` written anywhere in a module, also inside functions, is read from its source;
- every module is imported in a fresh interpreter run from the checkout, so whatever it pulls
  in at import time, however indirectly, is seen (an installed copy is never what gets checked).

The one exception: the AI's optimal tables are cached on disk (`game.storage.npy_file` reads a
cached array safely, `game.storage.atomic` writes it whole or not at all, `game.storage.paths.cache_dir`
says where). That is a cache of the AI's own pure computation, not the player's files; nothing else
in game.storage may be used by the AI.
"""

import ast
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

FORBIDDEN = {
    "rules": ("pygame", "pymunk", "numpy", "game.ai", "game.storage", "game.scenes", "game.physics", "game.render",
              "game.ui"),
    "ai": ("pygame", "pymunk", "game.storage", "game.scenes", "game.physics", "game.render", "game.ui"),
    "coach": ("pygame", "pymunk", "game.storage", "game.scenes", "game.physics", "game.render", "game.ui"),
    "physics": ("pygame", "game.render", "game.scenes", "game.ui"),
    "render": ("game.scenes", "game.ui"),
    "audio": ("game.scenes", "game.ui", "game.render", "game.cli"),
    "system": ("game.scenes", "game.ui", "game.render", "game.audio", "game.cli"),
}
ALLOWED = {"ai": ("game.storage.npy_file", "game.storage.paths", "game.storage.atomic"),   # table caches
           "coach": ("game.storage.npy_file", "game.storage.paths", "game.storage.atomic")}


def modules(package: str) -> list[tuple[str, Path]]:
    folder = REPO / "game" / package
    found = [(f"game.{package}.{info.name}", folder / f"{info.name}.py")
             for info in pkgutil.iter_modules([str(folder)]) if not info.ispkg]
    assert found, f"no modules found in game/{package}"
    return found


def imports_written(name: str, path: Path) -> list[tuple[int, str]]:
    """(line, module) for every import statement in the file, wherever it stands."""
    package = name.rsplit(".", 1)[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[:len(parts) - node.level + 1] + ([base] if base else []))
            found += [(node.lineno, f"{base}.{alias.name}" if base.startswith("game") else base)
                      for alias in node.names]
    return found


def breaks(module: str, package: str) -> bool:
    def under(prefix: str) -> bool:
        return module == prefix or module.startswith(prefix + ".")

    allowed = ALLOWED.get(package, ())
    if any(under(name) for name in allowed) or any(name.startswith(module + ".") for name in allowed):
        return False   # an allowed module, or the package holding it (imported with it)
    return any(under(forbidden) for forbidden in FORBIDDEN[package])


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_no_module_writes_a_forbidden_import_even_inside_a_function(package):
    bad = [f"{path.relative_to(REPO)}:{line} imports {module}"
           for name, path in modules(package) for line, module in imports_written(name, path)
           if breaks(module, package)]
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_importing_a_module_pulls_in_nothing_forbidden(package):
    names = [name for name, _ in modules(package)]
    code = (
        "import importlib, sys\n"
        f"for name in {names!r}:\n"
        "    importlib.import_module(name)\n"
        "print('\\n'.join(sorted(sys.modules)))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO)
    bad = [module for module in out.stdout.split() if breaks(module, package)]
    assert not bad, f"game/{package} pulls in: {', '.join(bad)}"


def test_the_loop_does_not_import_the_command_line():
    command_line = ("game.cli", "game.__main__")
    written = [f"game/app.py:{line} imports {module}"
               for line, module in imports_written("game.app", REPO / "game" / "app.py") if any(module == name or module.startswith(name + ".") for name in command_line)]
    assert not written, "\n".join(written)
    code = "import sys, game.app\nprint('\\n'.join(sorted(sys.modules)))\n"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO)
    pulled = [module for module in out.stdout.split()
              if any(module == name or module.startswith(name + ".") for name in command_line)]
    assert not pulled, f"game.app pulls in: {', '.join(pulled)}"


@pytest.mark.parametrize("source, package, expected", [
    ("import pygame", "rules", True),
    ("def f():\n    from game.render import text", "physics", True),        # inside a function
    ("def f():\n    import numpy", "rules", True),
    ("from game.ai import dicetime", "rules", True),
    ("from game.storage.settings import Settings", "ai", True),              # user files: not for the AI
    ("from game.storage.npy_file import read_array", "ai", False),            # its table cache: allowed
    ("from game.scenes import navigation", "render", True),
    ("from . import theme", "render", False),
    ("from ..scenes import navigation", "render", True),                      # relative imports resolved
    ("import numpy", "ai", False),
])
def test_the_checker_catches_what_it_must(tmp_path, source, package, expected):
    path = tmp_path / "probe.py"
    path.write_text(source)
    found = [module for _, module in imports_written(f"game.{package}.probe", path) if breaks(module, package)]
    assert bool(found) == expected, found
