"""The layout check over the screens tour (tools/screens.py): on every screen and state, no text is
smaller than the floor, none leaves its box or the picture, and no two lines of one screen overlap."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest
from layout_check import layout_problems

pytestmark = pytest.mark.solved_tables("dicetime", "tenthousand", "coach-dicetime", "puzzle")  # the session's shared copies (tests/solved_tables.py)

_spec = importlib.util.spec_from_file_location("screens_tour", Path(__file__).parents[2] / "tools" / "screens.py")
screens = importlib.util.module_from_spec(_spec)
sys.modules["screens_tour"] = screens
_spec.loader.exec_module(screens)

# Every shot, the puzzle's too: its exact table is the session's shared copy (no background build outlives
# the test, and every table is forgotten after it: tests/conftest.py).
CHECKED = list(screens.SHOTS)


@pytest.mark.parametrize("shot", CHECKED, ids=[s.name for s in CHECKED])
def test_text_is_big_enough_inside_its_box_and_apart(shot):
    picture, by_scene = screens.render_recorded(shot)
    problems = []
    for scene, lines in by_scene.items():
        problems += layout_problems(lines, picture.get_rect(), scene)
        # The tour plays what a player could really have done: no shot shows a notice about a damaged file
        # (the tour once seeded campaign progress its own levels could not score, and the map said so).
        problems += [f"{scene}: a damaged-file notice {line.text!r}" for line in lines
                     if ".json" in line.text or "kept aside" in line.text]
    assert not problems, "\n".join(problems)


def test_a_revenges_small_trays_name_their_buttons_as_big_as_the_main_tray():
    """Issue 28: a Revenge's "Roll 2" / "Fill in" were 18 px (about 8 px letters at 800x450)."""
    shot = next(s for s in screens.SHOTS if s.name == "revenge_toast")
    _picture, by_scene = screens.render_recorded(shot)
    labels = [line for lines in by_scene.values() for line in lines if line.text in ("Roll 2", "Fill in")]
    assert len(labels) >= 8, [line.text for lines in by_scene.values() for line in lines]
    assert min(line.px for line in labels) >= 20, [(line.text, line.px) for line in labels]
