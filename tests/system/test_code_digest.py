"""game.system.code_digest: kept results (the level medians, the tests' solved tables) are keyed by the code they
come from, so a change to a screen keeps them and a change to a rule or to the computer player does not."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from solved_tables import builders, kept_key

from game.campaign import medians
from game.system import code_digest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def tree(tmp_path) -> Path:
    """A copy of this checkout's game package (its sources) and of tests/solved_tables.py, to change."""
    shutil.copytree(ROOT / "game", tmp_path / "game", ignore=shutil.ignore_patterns("__pycache__", "*.mo"))
    return tmp_path


def keys(root: Path) -> tuple[str, str]:
    """The level medians' code key and the solved tables' kept folder for the tree at `root`."""
    return medians.code_digest(root), kept_key(root)


def touch(path: Path) -> None:
    path.write_text(path.read_text(encoding="utf-8") + "\n# changed\n", encoding="utf-8")


def test_a_change_to_a_screen_keeps_the_keys_and_a_change_to_a_rule_or_the_computer_changes_them(tree):
    medians_key, tables_key = keys(tree)
    assert medians_key == medians.code_digest()                   # the copy is this checkout's code
    for screen in ("game/render/dice_view.py", "game/scenes/tenthousand/view.py", "game/scenes/title.py",
                   "game/app.py", "game/locale/de/LC_MESSAGES/game.po"):
        touch(tree / screen)
        medians.code_digest.cache_clear()
        assert keys(tree) == (medians_key, tables_key), f"{screen} changes no median and no table"
    touch(tree / "game/rules/dicetime.py")                        # a rule both depend on
    medians.code_digest.cache_clear()
    changed = keys(tree)
    assert changed[0] != medians_key and changed[1] != tables_key
    touch(tree / "game/coach/distributions.py")                   # a table's builder, not the medians'
    medians.code_digest.cache_clear()
    assert keys(tree)[0] == changed[0] and keys(tree)[1] != changed[1]
    touch(tree / "game/campaign/autoplay.py")                     # the computer player of the levels
    medians.code_digest.cache_clear()
    assert keys(tree)[0] != changed[0]


def test_imports_inside_functions_relative_imports_and_imports_by_name_count(tree):
    found = set(code_digest.modules(["game.campaign.yardstick"], root=tree))
    assert {"game", "game.campaign", "game.campaign.autoplay", "game.rules"} <= found
    assert not any(name.startswith(("game.render", "game.scenes")) for name in found)
    (tree / "game/campaign/yardstick.py").write_text(
        (tree / "game/campaign/yardstick.py").read_text() + "\n\ndef later():\n    from game.render import dice_view\n")
    assert "game.render.dice_view" in code_digest.modules(["game.campaign.yardstick"], root=tree)
    (tree / "game/rules/extra.py").write_text("from .dicetime import CATEGORIES\nfrom . import tenthousand\n")
    assert {"game.rules.dicetime", "game.rules.tenthousand"} <= set(code_digest.modules(["game.rules.extra"], root=tree))
    # game.physics imports its parts by name (importlib): every module of the package counts.
    assert {"game.physics.tray", "game.physics.throw", "game.physics.felt"} <= set(
        code_digest.modules(["game.physics"], root=tree))


def loaded_after(code: str) -> set[str]:
    """The game modules a fresh interpreter holds after running `code` (in this checkout, the test's folders)."""
    code += "; import sys; print(' '.join(m for m in sys.modules if m.split('.')[0] == 'game'))"
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300,
                         env=dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), str(ROOT / "tests")])))
    assert run.returncode == 0, run.stderr
    return set(run.stdout.split())


@pytest.mark.solved_tables("dicetime")
def test_every_module_a_median_or_a_table_builder_loads_is_in_its_key():
    """What really runs is inside what the keys hash: the modules loaded once a level's median is played and
    keyed, and once each table kind's builder is loaded."""
    ran = loaded_after("from game.campaign import medians; from game.campaign.model import Level; "
                       "level = Level.model_validate(dict(name='L', intro='I', time_limit=60, rerolls=4, "
                       "stars={'scores': (5, 20, 40)}, twists={'only': frozenset({'ones', 'chance'})})); "
                       "medians.computer_median(level, games=1); medians.level_key(level)")
    assert "game.campaign.autoplay" in ran and "game.system.code_digest" in ran
    assert ran <= set(code_digest.modules(medians.CODE))
    built = loaded_after("import solved_tables; [make() for make in solved_tables.KINDS.values()]")
    assert "game.ai.puzzle_table" in built and "game.coach.distributions" in built
    assert built <= set(code_digest.modules(builders()))
