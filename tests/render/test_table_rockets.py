"""Review 25: the seats' rockets in score tables were a few pixels at 800x450 (Triple's headers 26 px, 16 px there;
10000's totals rows and a Revenge's strips 28 px). A table's rocket is `rockets.LEGIBLE` px tall or more (19 px at
800x450), or not drawn at all."""
from __future__ import annotations

import pytest

from game.input.devices import KEYBOARD
from game.match import quick_match
from game.render import rockets

pytestmark = pytest.mark.solved_tables("dicetime", "tenthousand-variants", "tenthousand")


@pytest.mark.parametrize("scene, options", [
    ("dicetime", {"players": 4}),
    ("triple", {"players": 2}),
    ("triple", {"players": 4}),
    ("tenthousand", {"match": quick_match("tenthousand", people_devices=(KEYBOARD,), computers=0)}),
    ("zehntausend", {"match": quick_match("zehntausend", people_devices=(KEYBOARD,), computers=2)}),
    ("dicetime", {"match": quick_match("dicetime", computers=3).rematch(revenge=True)}),
], ids=["dicetime-4", "triple-2", "triple-4", "tenthousand-solo", "zehntausend-3", "revenge-4"])
def test_every_rocket_in_a_table_is_legible_or_not_drawn(harness, monkeypatch, scene, options):
    heights: list[float] = []
    draw = rockets.draw_rocket
    monkeypatch.setattr(rockets, "draw_rocket", lambda surface, rocket, colour, center, height, **more: (
        heights.append(height), draw(surface, rocket, colour, center, height, **more))[1])
    harness.push(scene, **options)
    harness.tick(40)
    assert heights, "no rocket drawn"
    assert min(heights) >= rockets.LEGIBLE, sorted(set(heights))
    assert rockets.table_height(rockets.LEGIBLE - 1) is None and rockets.table_height(50, 34) == 34
