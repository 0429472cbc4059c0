"""game/rules and game/ai stay pure: no pygame, no pymunk, no scenes.

Every module in those packages is found on disk (so a new module is checked
without anyone updating a list) and imported in a fresh interpreter run from the
checkout, so an installed copy of the game is never what gets checked.
"""

import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

# rules may not even use numpy (plain Python); the AI crunches its tables with numpy.
FORBIDDEN = {
    "rules": ("pygame", "pymunk", "numpy", "game.scenes", "game.physics", "game.render"),
    "ai": ("pygame", "pymunk", "game.scenes", "game.physics", "game.render"),
}


def modules(package: str) -> list[str]:
    found = [f"game.{package}.{info.name}" for info in pkgutil.iter_modules([str(REPO / "game" / package)])]
    assert found, f"no modules found in game/{package}"
    return found


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_pure_packages_import_nothing_forbidden(package):
    names = modules(package)
    code = (
        "import importlib, sys\n"
        f"for name in {names!r}:\n"
        "    importlib.import_module(name)\n"
        f"forbidden = {FORBIDDEN[package]!r}\n"
        "bad = sorted(m for m in sys.modules if any(m == f or m.startswith(f + '.') for f in forbidden))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO)
    assert out.stdout.strip() == "", f"game/{package} pulls in: {out.stdout.strip()}"
