"""Look review 28b, change 2: "house rules and table rules: one icon plus one line per option". Every option row of 10000's
house rules and of Bluff's table rules shows its own picture, its name and its value as a control (a switch for on/off,
segments for a few short numbers, a stepper with two round keys for longer values); the mouse works those controls."""

from __future__ import annotations

import pygame
import pytest

from game.input.actions import MOUSE, Action
from game.render import option_icons, option_rows, text
from game.scenes.bluff.options import OPTIONS as BLUFF_OPTIONS
from game.scenes.bluff.options import BluffSettings
from game.scenes.bluff.rules_panel import TableRulesPanel
from game.scenes.tenthousand.options import OPTIONS as TENTHOUSAND_OPTIONS

pytestmark = pytest.mark.solved_tables("tenthousand", "tenthousand-variants")


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()
    yield


def _pictured(monkeypatch) -> list[str]:
    """The names of the option pictures drawn from now on."""
    drawn: list[str] = []
    real = option_icons.draw

    def spy(surface, name, centre, size, on):
        drawn.append(name)
        return real(surface, name, centre, size, on)
    monkeypatch.setattr(option_icons, "draw", spy)
    return drawn


def test_each_option_has_its_own_picture_that_shows_when_it_is_on():
    names = [option.name for option in TENTHOUSAND_OPTIONS + BLUFF_OPTIONS]
    assert sorted(names) == sorted(option_icons.NAMES)
    pictures = {name: pygame.image.tobytes(option_icons.picture(name, 44, False), "RGBA") for name in names}
    assert len(set(pictures.values())) == len(names)                   # no two alike
    for option in TENTHOUSAND_OPTIONS + BLUFF_OPTIONS:
        picture = option_icons.picture(option.name, 44, False)
        assert picture.get_bounding_rect().width > 30                  # a picture, not a dot
        if len({bool(value) for value in option.values}) == 2:          # an option that can be off shows when it is on
            assert pygame.image.tobytes(option_icons.picture(option.name, 44, True), "RGBA") != pictures[option.name]


def test_the_house_rules_rows_each_show_a_picture_and_a_control(harness, monkeypatch):
    from game.scenes import navigation

    harness.push("title")
    navigation.open_mode(harness.app, "tenthousand")
    harness.tick(5)
    scene = harness.top
    drawn = _pictured(monkeypatch)
    with text.recording() as lines:
        harness.tick()
    assert sorted(drawn) == sorted(option.name for option in TENTHOUSAND_OPTIONS)   # (the focused row last)
    kinds = {TENTHOUSAND_OPTIONS[k].name: controls.kind for k, controls in scene.controls.items()}
    assert kinds == {"confirmation": "stepper", "bank_minimum": "stepper", "bankrupt": "switch",
                     "target": "stepper", "automatic_keeps": "switch"}
    words = [line.text for line in lines]
    assert "350 points" in words and "10,000" in words                 # the values between their keys
    # the mouse: the steppers' keys step the smallest turn to bank and the point limit on and back
    limit = next(k for k, option in enumerate(TENTHOUSAND_OPTIONS) if option.name == "target")
    bank = next(k for k, option in enumerate(TENTHOUSAND_OPTIONS) if option.name == "bank_minimum")
    scene.handle(Action("click", MOUSE, pos=scene.controls[bank].right.center))
    assert scene.values["bank_minimum"] == 400
    before = scene.values["target"]
    scene.handle(Action("click", MOUSE, pos=scene.controls[limit].right.center))
    assert scene.values["target"] == TENTHOUSAND_OPTIONS[limit].step(before, 1)
    scene.handle(Action("click", MOUSE, pos=scene.controls[limit].left.center))
    assert scene.values["target"] == before


def test_the_table_rules_rows_each_show_a_picture_and_the_points_segments_take_a_click(monkeypatch):
    panel = TableRulesPanel((1280, 720), BluffSettings(), 4)
    drawn = _pictured(monkeypatch)
    panel.draw(pygame.Surface(panel.size), 0.0, True)
    assert sorted(drawn) == sorted(option.name for option in BLUFF_OPTIONS)
    points = next(k for k, option in enumerate(BLUFF_OPTIONS) if option.name == "points")
    assert panel.controls[points].kind == "segments"
    panel.handle(Action("click", MOUSE, pos=panel.controls[points].segments[2].center))
    assert panel.settings.value("points") == 5
    assert option_rows.kind_of((False, True), (), 300) == "switch"


def test_a_steppers_value_stands_clear_of_its_keys_in_german(harness):
    """Look reviews 29a #10 / 29b #10: German "noch 350 Punkte nötig" filled its stepper and touched both keys: the
    value keeps 8 px or more from each key (6 px read as touching: 4 at 800x450; a type step smaller where it must),
    never under the small-screen floor."""
    from game import words as language
    from game.scenes import navigation

    language.set_language("de")
    harness.push("title")
    navigation.open_mode(harness.app, "tenthousand")
    harness.tick(5)
    scene = harness.top
    with text.recording() as lines:
        harness.tick()
    checked = 0
    for controls in scene.controls.values():
        if controls.kind != "stepper":
            continue
        between = pygame.Rect(controls.left.right, controls.left.top, controls.right.left - controls.left.right,
                              controls.left.height)
        value = [line for line in lines if between.colliderect(line.rect)]
        assert len(value) == 1, value
        gaps = (value[0].rect.left - controls.left.right, controls.right.left - value[0].rect.right)
        assert min(gaps) >= 8 and value[0].px >= text.pixel_size(text.BODY), (value[0].text, gaps, value[0].px)
        checked += 1
    assert checked >= 2
