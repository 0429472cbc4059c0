"""The solved tables a test session builds are kept for the next one outside the clone (tests/solved_tables.py
kept_root): every clone and worktree of the same code on the machine finds them; other codes' folders are pruned,
but never one another clone's run may be reading."""

from __future__ import annotations

import os
import time
from pathlib import Path

from solved_tables import KEPT_ENV, kept_folder, kept_key, kept_root

REPO = Path(__file__).resolve().parents[1]


def test_the_kept_tables_live_outside_the_clone_and_the_variable_moves_them(monkeypatch, tmp_path):
    monkeypatch.delenv(KEPT_ENV, raising=False)
    assert REPO not in kept_root().parents                        # not in this checkout: shared by every clone
    assert "planet-dice-tests" in kept_root().parts               # not the game's own cache folder
    monkeypatch.setenv(KEPT_ENV, str(tmp_path / "kept"))
    assert kept_root() == tmp_path / "kept"
    assert kept_folder(REPO, prune=False) == tmp_path / "kept" / kept_key(REPO)


def test_other_codes_folders_go_but_the_latest_and_those_in_use_stay(tmp_path):
    root = tmp_path / "kept"
    root.mkdir()
    now = time.time()
    ages = {"old-a": 30, "old-b": 20, "old-c": 10, "recent": 0.5, "newest": 0.1}   # hours since a session began
    for name, hours in ages.items():
        (root / name).mkdir()
        os.utime(root / name, (now - hours * 3600,) * 2)
    mine = kept_folder(REPO, keep=3, idle_hours=1.0, root=root)
    left = {f.name for f in root.iterdir()}
    # the 2 latest others stay (with this code's: 3), and so does any folder used within the hour
    assert left == {mine.name, "recent", "newest"}
    os.utime(root / "recent", (now - 0.5 * 3600,) * 2)
    os.utime(root / "newest", (now - 0.2 * 3600,) * 2)
    (root / "old").mkdir()
    os.utime(root / "old", (now - 5 * 3600,) * 2)
    kept_folder(REPO, keep=2, idle_hours=1.0, root=root)          # one other to keep: "newest"
    assert {f.name for f in root.iterdir()} == {mine.name, "newest", "recent"}   # "recent" is in use: it stays
