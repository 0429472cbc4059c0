"""`pip install .` must carry every package, the assets and the levels (setup.py finds the packages;
pyproject.toml maps assets/ and levels/ into the package)."""

from __future__ import annotations

import runpy
import tomllib
from pathlib import Path

from game.system import resources

ROOT = Path(__file__).resolve().parents[1]


def installed_packages(monkeypatch) -> list[str]:
    """The packages setup.py hands to setuptools (its `setup()` call caught, nothing built)."""
    import setuptools  # here, not at the top: importing it costs every test process 0.4 s at collection

    caught: dict[str, object] = {}
    monkeypatch.setattr(setuptools, "setup", lambda **kwargs: caught.update(kwargs))
    monkeypatch.chdir(ROOT)
    runpy.run_path(str(ROOT / "setup.py"), run_name="__main__")
    return list(caught["packages"])


def test_every_game_package_is_installed_without_being_listed_by_hand(monkeypatch):
    listed = installed_packages(monkeypatch)
    folders = {path.parent for path in (ROOT / "game").rglob("*.py") if "__pycache__" not in path.parts}
    without_init = sorted(str(folder.relative_to(ROOT)) for folder in folders if not (folder / "__init__.py").is_file())
    assert not without_init, f"folders of modules without an __init__.py (not installed): {without_init}"
    found = {".".join(folder.relative_to(ROOT).parts) for folder in folders}
    assert found <= set(listed), f"not installed: {sorted(found - set(listed))}"
    assert {"game.assets", "game.levels"} <= set(listed)
    assert len(listed) == len(set(listed))
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "packages" not in config["tool"]["setuptools"], "the package list is setup.py's, found, not listed"
    assert config["tool"]["setuptools"]["package-dir"] == {"game.assets": "assets", "game.levels": "levels"}
    assert config["tool"]["setuptools"]["package-data"] == {
        "game": ["locale/*.pot", "locale/*/LC_MESSAGES/*.po", "locale/*/LC_MESSAGES/*.mo"],   # the translations
        "game.assets": ["**/*"], "game.levels": ["**/*"], "game.phones": ["page/*"]}   # the phone's page


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
