"""`pip install .` must carry every package, the assets and the levels (pyproject lists them by hand)."""

from __future__ import annotations

import tomllib
from pathlib import Path

from game import resources

ROOT = Path(__file__).resolve().parents[1]


def test_every_game_package_is_listed_for_installation():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    found = {".".join(init.parent.relative_to(ROOT).parts) for init in (ROOT / "game").rglob("__init__.py")}
    assert found <= listed, f"missing from pyproject.toml packages: {sorted(found - listed)}"
    assert {"game.assets", "game.levels"} <= listed
    package_dir = config["tool"]["setuptools"]["package-dir"]
    assert package_dir == {"game.assets": "assets", "game.levels": "levels"}


def test_assets_and_levels_are_found_from_a_source_checkout():
    assert resources.assets_dir().is_dir()
    assert resources.levels_dir().is_dir()
    assert resources.asset("README.md").is_file()


def test_runtime_dependencies_have_lower_bounds():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    dependencies = config["project"]["dependencies"]
    for name in ("pygame-ce", "pymunk"):
        assert any(dep.startswith(f"{name}>=") for dep in dependencies), name
    assert {"pytest", "hypothesis"} <= {dep.split(">")[0] for dep in config["project"]["optional-dependencies"]["test"]}
