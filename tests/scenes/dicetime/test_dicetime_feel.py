"""Feel: pop-ups, flourishes for five of a kind and the bonus, reduced motion respected."""

from __future__ import annotations

import pytest

from game.match import quick_match
from game.rules.dicetime import DicetimeGame
from game.rules.triple import TripleGame
from game.scenes.dicetime.scene import DicetimeScene
from game.scenes.scoretable.boards import DicetimeBoard, TripleBoard
from game.scenes.scoretable.turn_flow import Outcome

pytestmark = pytest.mark.solved_tables("dicetime")  # the session's shared copies (tests/solved_tables.py)


def scene_with(harness, reduced: bool) -> DicetimeScene:
    harness.app.settings.reduced_motion = reduced
    return harness.push(DicetimeScene, match=quick_match("dicetime", computers=1, difficulty="easy"))


def test_five_of_a_kind_gets_a_banner_and_a_burst(harness):
    scene = scene_with(harness, reduced=False)
    scene.table.show(Outcome("rolled", 0, dice=(4, 4, 4, 4, 4)))
    assert any(b.label == "FIVE OF A KIND!" for b in scene.effects.banners)
    assert scene.effects.sparks
    harness.tick(3)  # drawing it works


def test_reduced_motion_keeps_the_banner_but_drops_the_burst_and_the_fade(harness):
    scene = scene_with(harness, reduced=True)
    scene.table.show(Outcome("rolled", 0, dice=(4, 4, 4, 4, 4)))
    assert any(b.label == "FIVE OF A KIND!" for b in scene.effects.banners)
    assert not scene.effects.sparks
    harness.tick()
    assert scene.time < 0.35  # still inside the fade-in time...
    # ...yet the title text is drawn at full brightness: no veil over the first frames.
    bar = harness.screen.subsurface((16, 10, 200, 36))
    brightest = max(sum(bar.get_at((x, y))[:3]) for x in range(0, 200, 2) for y in range(0, 36, 2))
    assert brightest > 600


def test_a_fill_pops_up_its_points_and_the_bonus_flourishes(harness, monkeypatch):
    scene = scene_with(harness, reduced=False)
    flown = []
    monkeypatch.setattr(scene.effects, "fly", lambda starts, end, colour, **how: flown.append(colour) or 0.0)
    scene.table.show(Outcome("filled", 0, box=(0, "sixes"), points=24, dice=(6, 6, 6, 6, 1), bonus_reached=True))
    assert any(p.label == "+24" for p in scene.effects.popups)
    assert any(b.label == "BONUS +35" for b in scene.effects.banners)
    # the points fly to their box in the colour of points won, not the seat's (look review 12: the last seat's
    # orange sparks over the next seat's banner read as a stale effect)
    from game.render import theme

    assert flown == [theme.GOOD]


def test_the_board_knows_when_a_fill_reaches_the_bonus():
    game = DicetimeGame(1)
    board = DicetimeBoard(game)
    for name, dice in (("fives", (5, 5, 5, 5, 1)), ("fours", (4, 4, 4, 4, 1))):
        game.turn().roll(dice)
        board.fill(0, (0, name))
    assert board.card(0, 0).upper_total == 36
    assert not board.bonus_reached_by(0, (0, "sixes"), (6, 6, 6, 6, 1))  # 36 + 24 = 60
    assert board.bonus_reached_by(0, (0, "sixes"), (6, 6, 6, 6, 6))      # 36 + 30 = 66
    triple = TripleBoard(TripleGame(2))
    assert triple.preview((2, "chance"), (6, 6, 5, 5, 3)) == 75  # the rule text's example: 25 x3
