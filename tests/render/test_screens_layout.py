"""Layout checks on single shots of the screens tour (tools/screens.py). The check over every shot (text
size, boxes, overlaps, the 800x450 glyph floors) is tests/render/test_small_screen_floor.py: one render
of each shot for all of it."""

from __future__ import annotations

import pytest
from tour import load_tour

pytestmark = pytest.mark.solved_tables("dicetime", "tenthousand", "coach-dicetime", "puzzle")  # the session's shared copies (tests/solved_tables.py)

screens = load_tour()


def test_a_revenges_small_trays_name_their_buttons_as_big_as_the_main_tray():
    """Issue 28: a Revenge's "Roll 2" / "Fill in" were 18 px (about 8 px letters at 800x450)."""
    shot = next(s for s in screens.SHOTS if s.name == "revenge_toast")
    _picture, by_scene = screens.render_recorded(shot)
    labels = [line for lines in by_scene.values() for line in lines if line.text in ("Roll 2", "Fill in")]
    assert len(labels) >= 8, [line.text for lines in by_scene.values() for line in lines]
    assert min(line.px for line in labels) >= 20, [(line.text, line.px) for line in labels]
