"""What the table shows stays true: no hint about thrown-back dice, no planets of the previous turn,
banners clear of the tray's own line."""

from __future__ import annotations

import pygame
import pytest
from table_play import fill_focused, injector, roll_and_settle

from game.render import text
from game.scenes.playkit.tray_view import die_corners

pytestmark = pytest.mark.solved_tables("dicetime")  # the session's shared copies (tests/solved_tables.py)


def _texts(harness) -> list[text.DrawnText]:
    with text.recording() as drawn:
        harness.tick()
    return drawn


def test_a_hint_is_gone_once_the_planets_are_thrown_again(harness):
    scene = harness.push("dicetime", players=1)
    press = injector(harness)
    harness.tick(5)
    roll_and_settle(harness, scene, 0, press)
    press("hint")
    assert any(t.text.startswith("Hint:") for t in _texts(harness))
    press("roll")
    assert not any(t.text.startswith("Hint:") for t in _texts(harness)), "the hint spoke of the old dice"


def test_the_next_turn_starts_on_an_empty_tray(harness):
    harness.app.settings.reduced_motion = True   # no sparks flying from the planets to the filled box
    scene = harness.push("dicetime", players=2)
    press = injector(harness)
    harness.tick(90)
    tray = scene.table.main_panel.rect
    # the floor beside the turn's cup and its line, where planets come to rest
    floor = pygame.Rect(tray.left + 20, tray.centery + 40, tray.width - 40, tray.bottom - tray.centery - 50)
    floor = floor.clip(scene.table.main_panel.felt_rect)   # (the felt: the rail's inlay takes the seat on turn's colour)
    sides = [pygame.Rect(floor.left, floor.top, floor.width // 2 - 190, floor.height),
             pygame.Rect(floor.centerx + 190, floor.top, floor.right - floor.centerx - 190, floor.height)]

    def shown() -> list[bytes]:
        return [pygame.image.tobytes(harness.screen.subsurface(side), "RGB") for side in sides]

    empty = shown()
    roll_and_settle(harness, scene, 0, press)
    assert shown() != empty, "the planets lie there"
    fill_focused(scene, 0, press)
    harness.tick()
    assert "CPU 2's turn" in harness.drawn_text(), "the computer's turn has begun"
    assert shown() == empty, "the previous player's planets still lie in the next player's tray"
    shown_lines = [t.text for t in _texts(harness)]
    assert "Roll the planets!" not in shown_lines, "a computer's turn: no call to roll (review 8: stale)"
    lines = [t for t in _texts(harness) if t.text in ("CPU 2 throws next", "CPU 2's turn")]
    assert {t.text for t in lines} == {"CPU 2 throws next", "CPU 2's turn"}
    assert not lines[0].rect.colliderect(lines[1].rect), "the turn banner covers the tray's own line"
    # Not a bare green rectangle (review 8): the thrower's cup waits above its line, in the seat's colour.
    call = next(t for t in lines if t.text == "CPU 2 throws next").rect
    above = pygame.Rect(call.centerx - 110, call.top - 200, 220, 195)
    colour = pygame.Color(scene.seat_colour(1))
    pixels = pygame.surfarray.pixels3d(harness.screen.subsurface(above)).reshape(-1, 3).astype(int)
    near = (abs(pixels - (colour.r, colour.g, colour.b)).sum(axis=1) < 60).sum()
    assert near > 300, f"no cup in CPU 2's colour above its line ({near} pixels)"
    # Who acts now (mid-session critique 18: "nothing says who is acting now"): none before its throw (its cup and
    # line say it), then once its planets lie, "CPU 2 is thinking" on the felt, framed in its colour, on no planet.
    assert "CPU 2 is thinking" not in shown_lines
    panel = scene.table.main_panel
    flow = scene.table.flows[1]
    harness.until(lambda: flow.rolled_once and not panel.rolling and panel.still_picture is not None, frames=600)
    harness.tick(2)
    bubble = next((t for t in harness.drawn_lines() if t.text == "CPU 2 is thinking"), None)
    assert bubble is not None, "nothing names the computer acting now"
    assert panel.felt_rect.contains(bubble.rect)
    dice = [pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)) for i in panel.on_felt
            for xs, ys in [zip(*die_corners(panel, i), strict=True)]]
    assert dice and not bubble.rect.collidelistall(dice), "the bubble lies over a planet"
    frame = pygame.surfarray.pixels3d(harness.screen.subsurface(bubble.rect.inflate(60, 24))).reshape(-1, 3).astype(int)
    assert (abs(frame - (colour.r, colour.g, colour.b)).sum(axis=1) < 60).sum() > 150, "not framed in CPU 2's colour"
    # the kept picture, after the frames that drew it, as made afresh (nothing drawn onto it)
    from game.scenes.scoretable.thinking import bubble as kept_bubble
    seat = scene.match.seats[1]
    args = ("CPU 2 is thinking", seat.rocket, (colour.r, colour.g, colour.b))
    assert pygame.image.tobytes(kept_bubble(*args), "RGBA") == pygame.image.tobytes(kept_bubble.__wrapped__(*args), "RGBA")


def test_the_pause_panel_hides_the_planets_and_keeps_its_hint_inside(harness):
    scene = harness.push("dicetime", players=1)
    press = injector(harness)
    harness.tick(5)
    roll_and_settle(harness, scene, 0, press)
    press("pause")
    harness.app.settings.reduced_motion = True    # a still focus ring, so two frames can be compared
    pause = harness.top
    panel = pause.panel
    inner = panel.inflate(-30, -30)               # (the rounded corners let the dimmed game show)
    harness.tick()
    before = pygame.image.tobytes(harness.screen.subsurface(inner), "RGB")
    scene.table.main_panel.throw()          # planets flying under the panel must not show through it
    for _ in range(20):
        scene.table.main_panel.update(1 / 120)
    harness.tick()
    assert pygame.image.tobytes(harness.screen.subsurface(inner), "RGB") == before
    hint = [t for t in _texts(harness) if "resume" in t.text]
    assert hint and panel.contains(hint[0].rect), "the pause hint sits inside its panel"


def test_a_click_on_the_bonus_area_deselects_the_row(harness):
    from game.render.scoresheet import ROWS

    scene = harness.push("dicetime", players=1)
    press = injector(harness)
    harness.tick(5)
    roll_and_settle(harness, scene, 0, press)
    flow = scene.flows[0]
    layout = scene.table.sheet.layout
    chance = layout.box_rect(0, (0, "chance"))
    harness.click(chance.center)
    assert flow.selected == (0, "chance")
    bonus_row = [i for i, (kind, _) in enumerate(ROWS) if kind == "bonus"][0]
    harness.click(layout.cell_rect(0, 0, bonus_row).center)
    assert flow.selected is None and not flow.done, "the bonus area drops the selection and fills nothing"
    harness.click(chance.center)
    harness.click(layout.cell_rect(0, 0, bonus_row).move(-layout.cell_width, 0).center)  # its label too
    assert flow.selected is None


def test_the_points_fly_as_a_chip_from_the_planets_that_count_to_the_filled_box_and_land_as_its_figure(harness):
    """The points fly from the planets that count (an upper box's face alone) as a chip with their "+N" on it (look
    review 17m: a bare green streak read as a stray stick; review 26: a flying planet, small by its box, as a stray
    "1" glyph)."""
    scene = harness.push("dicetime", players=1)
    press = injector(harness)
    harness.tick(5)
    dice = roll_and_settle(harness, scene, 0, press)
    face = dice[0]
    box = (0, ("ones", "twos", "threes", "fours", "fives", "sixes")[face - 1])   # scores: its pop-up reads "+N"
    cell = scene.table.sheet.layout.box_rect(0, box)
    flow = scene.flows[0]
    flow.point_at(box)
    press("confirm")
    press("confirm")
    assert flow.done
    assert [flight.label for flight in scene.effects.flights] == [f"+{face * dice.count(face)}"], (dice, face)
    panel = scene.table.main_panel
    counting = [panel.die_center(i) for i, value in enumerate(dice) if value == face]
    start = scene.effects.flights[0].start
    assert abs(start[0] - sum(x for x, _y in counting) / len(counting)) < 1 and \
        abs(start[1] - sum(y for _x, y in counting) / len(counting)) < 1, (start, counting)
    assert not any(t.text.startswith("+") and cell.colliderect(t.rect) for t in _texts(harness)), \
        "the points wait for the planets to land"
    harness.tick(40)   # about two thirds of a second: the sparks have landed
    landed = [t.text for t in _texts(harness) if cell.colliderect(t.rect)]
    # the box's own figure, stamped in; no "+N" popping up again over it (look review 28b #13: by the next turn it
    # read as a fill still pending)
    assert str(face * dice.count(face)) in landed and not any(t.startswith("+") for t in landed), landed


def test_with_reduced_motion_nothing_flies_and_the_points_show_at_once(harness):
    harness.app.settings.reduced_motion = True
    scene = harness.push("dicetime", players=1)
    press = injector(harness)
    harness.tick(5)
    roll_and_settle(harness, scene, 0, press)
    box = (0, "chance")
    cell = scene.table.sheet.layout.box_rect(0, box)
    scene.flows[0].point_at(box)
    press("confirm")
    press("confirm")
    assert not scene.effects.flights
    assert any(t.text.startswith("+") and cell.colliderect(t.rect) for t in _texts(harness))


def test_a_zero_flies_nothing_and_its_0_shows_at_once(harness):
    """Look review 16: a zero's dim streak on its way to the sheet, by the next turn's ribbon, read as debris. A box
    filled with 0 sends no flight; its grey "0" shows in the box at once."""
    scene = harness.push("dicetime", players=1)
    press = injector(harness)
    harness.tick(5)
    roll_and_settle(harness, scene, 0, press)
    flow = scene.flows[0]
    box = next(box for box, points in flow.previews().items() if points == 0)   # (five of a kind, as a rule)
    cell = scene.table.sheet.layout.box_rect(0, box)
    flow.point_at(box)
    for _step in range(3):         # choose, fill, and yes, a 0
        if not flow.done:
            press("confirm")
    assert flow.done and not scene.effects.flights
    assert any(t.text == "0" and cell.colliderect(t.rect) for t in _texts(harness))



def test_a_persons_turn_opens_with_a_clear_call_to_throw_and_names_the_keys_once(harness):
    """Look review 21: the start of a turn was an empty felt with the cup and "a small grey line". A person's call is
    lit and bold. The keys that throw are named once, in the controls line along the bottom (session 22: the tray's
    "R X throw | or click Roll" under the call said again what the line says, "R X roll", in another word)."""
    from game.render import theme

    scene = harness.push("dicetime", players=1)
    harness.run_for(1.0)             # (past the fade in)
    lines = _texts(harness)
    tray = scene.table.main_panel.rect
    call = next(t.rect for t in lines if t.text == "Roll the planets!")
    lit = sum(harness.screen.get_at((x, y))[:3] == theme.TEXT for x in range(call.left, call.right)
              for y in range(call.top, call.bottom))
    assert lit > 100, lit
    words = [t.text for t in lines]
    assert words.count("R") == 1 and "throw" not in words, words
    assert not any(t.text == "R" and tray.colliderect(t.rect) for t in lines)
