"""The title menu with the keyboard, the mouse and gamepads (real pygame events)."""

from __future__ import annotations

import pygame
import pytest

from game import modes
from game.render import faces, key_caps
from game.scenes.rules_book import RulesScene
from game.scenes.settings import SettingsScene
from game.scenes.title import TitleScene


@pytest.fixture
def title(harness):
    scene = harness.push("title")
    harness.tick()
    return scene


def index_of(menu, label: str) -> int:
    return [item.label for item in menu.items].index(label)


def focused_label(scene) -> str:
    return scene.menu.focused.label


def post_key(key: int, down: bool = True, repeat: bool = False, mod: int = 0) -> None:
    kind = pygame.KEYDOWN if down else pygame.KEYUP
    pygame.event.post(pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0, repeat=repeat))


def test_menu_lists_every_mode_and_marks_the_missing_ones(title):
    labels = [item.label for item in title.menu.items]
    for mode in ("Dicetime", "Triple", "Puzzle", "Bluff", "10000", "Zehntausend", "Settings", "Rules",
                 "Quit"):
        assert mode in labels
    for item in title.menu.items:
        assert item.enabled or item.note == "coming soon"
    assert title.menu.items[index_of(title.menu, "Settings")].enabled
    assert title.menu.items[index_of(title.menu, "Rules")].enabled


def test_arrows_and_wasd_move_the_focus_and_enter_opens(harness, title):
    title.menu.focus = index_of(title.menu, "Settings")
    harness.post_key(pygame.K_DOWN)
    harness.tick()
    assert focused_label(title) == "Rules"
    harness.post_key(pygame.K_w)
    harness.tick()
    assert focused_label(title) == "Settings"
    harness.post_key(pygame.K_s)
    harness.post_key(pygame.K_RETURN)
    harness.tick()
    assert isinstance(harness.top, RulesScene)
    harness.post_key(pygame.K_ESCAPE)
    harness.tick()
    assert harness.top is title


def test_a_key_repeat_from_the_os_does_not_move_twice(harness, title):
    title.menu.focus = index_of(title.menu, "Settings")
    post_key(pygame.K_DOWN)
    post_key(pygame.K_DOWN, repeat=True)
    post_key(pygame.K_DOWN, down=False)
    harness.tick()
    assert focused_label(title) == "Rules"


def test_a_held_key_repeats_after_a_delay(harness, title):
    title.menu.focus = index_of(title.menu, "Settings")
    post_key(pygame.K_DOWN)
    harness.tick()
    assert focused_label(title) == "Rules"
    harness.run_for(0.2)
    assert focused_label(title) == "Rules"
    harness.run_for(0.2)               # past the 0.35 s delay: one more step
    assert focused_label(title) == "High scores"
    post_key(pygame.K_DOWN, down=False)
    harness.tick()
    settled = focused_label(title)
    harness.run_for(1.0)
    assert focused_label(title) == settled


def test_escape_on_the_title_goes_to_quit_and_enter_quits(harness, title):
    harness.post_key(pygame.K_ESCAPE)
    harness.tick()
    assert focused_label(title) == "Quit"
    assert harness.app.running
    harness.post_key(pygame.K_SPACE)
    harness.tick()
    assert not harness.app.running


def test_mouse_hover_moves_the_focus_and_a_click_opens(harness, title):
    rules_rect = title.menu.rects()[index_of(title.menu, "Rules")]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rules_rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    harness.tick()
    assert focused_label(title) == "Rules"
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=rules_rect.center, button=1))
    harness.tick()
    assert isinstance(harness.top, RulesScene)


def test_a_click_on_a_mode_that_is_not_built_keeps_the_title(harness, monkeypatch):
    # A mode declared without a play scene (so the test holds once every real mode is built).
    monkeypatch.setitem(modes.MODES, "orbit", modes.Mode("orbit", "Orbit", scene="orbit", min_seats=2, max_seats=6))
    title = harness.push("title")
    harness.tick()
    disabled = [i for i, item in enumerate(title.menu.items) if not item.enabled]
    assert "Orbit" in [title.menu.items[i].label for i in disabled]
    focus = title.menu.focus
    harness.click(title.menu.rects()[disabled[0]].center)
    assert harness.top is title
    assert title.menu.focus == focus


def test_menu_by_gamepad_dpad_stick_a_and_b(harness, title, virtual_pads):
    pad = virtual_pads("P1")
    harness.tick()
    title.menu.focus = index_of(title.menu, "Settings")
    harness.tap(pad, "dpdown")
    assert focused_label(title) == "Rules"          # one step: the joystick echo is not counted
    pad.move("lefty", -1.0)
    harness.tick()
    pad.move("lefty", 0.0)
    harness.tick()
    assert focused_label(title) == "Settings"
    harness.tap(pad, "a")
    assert isinstance(harness.top, SettingsScene)
    harness.tap(pad, "b")
    assert harness.top is title


def test_pads_plugged_and_unplugged_while_the_menu_is_open(harness, title, virtual_pads):
    title.menu.focus = index_of(title.menu, "Settings")
    first = virtual_pads("P1")
    harness.tick(5)
    harness.tap(first, "dpdown")
    assert focused_label(title) == "Rules"
    first.detach()
    harness.tick(5)
    assert harness.app.devices.pads == {}
    assert harness.top is title
    second = virtual_pads("P2")
    harness.tick()
    harness.tap(second, "dpup")
    assert focused_label(title) == "Settings"
    assert [pad.name for pad in harness.app.devices.pads.values()] == ["P2"]
    assert any("P2" in notice.message for notice in harness.app.notices)


def test_two_pads_pressing_together_move_one_step_each(harness, title, virtual_pads):
    p1, p2 = virtual_pads("P1"), virtual_pads("P2")
    harness.tick()
    title.menu.focus = index_of(title.menu, "Settings")
    p1.tap("dpdown")
    harness.tap(p2, "dpup")
    assert focused_label(title) == "Settings"
    assert isinstance(harness.top, TitleScene)


def test_the_modes_and_the_rest_stand_in_two_groups_and_left_right_cross_between_them(harness, title):
    rects = title.menu.rects()
    modes_column = {rects[index_of(title.menu, label)].left for label in ("Dicetime", "Triple", "Puzzle")}
    others_column = {rects[index_of(title.menu, label)].left for label in ("Settings", "Rules", "Quit")}
    assert len(modes_column) == len(others_column) == 1 and modes_column != others_column
    title.menu.focus = index_of(title.menu, "Triple")
    harness.press("right")
    right = title.menu.focused
    assert rects[title.menu.focus].left in others_column
    assert abs(rects[title.menu.focus].centery - rects[index_of(title.menu, "Triple")].centery) < 10, \
        "right goes to the item on the same row"
    harness.press("left")
    assert focused_label(title) == "Triple" and right.label != "Triple"
    title.menu.focus = index_of(title.menu, "Quit")
    harness.press("down")   # round to the top of its own group, not into the modes
    assert rects[title.menu.focus].left in others_column and title.menu.focus < index_of(title.menu, "Quit")


def test_each_mode_has_an_icon_and_the_focused_one_says_what_it_is_in_one_line(harness, title):
    """Issue 28: twelve identical text pills said nothing about the games. Each mode's button carries a small
    picture at its left (drawn over the button's face), and one line under the menu tells the focused mode
    in a few words; it follows the focus and is gone on the other entries."""
    harness.run_for(0.5)
    first = harness.drawn_text()
    assert "Five dice, three throws, thirteen boxes to fill" in first
    screen = harness.screen
    for rect in title.groups.rects[:len([mode for mode in modes.MODES.values() if mode.menu])]:
        middle = rect.centery - faces.LIP // 2      # (the key's face: its base under it)
        colours = {screen.get_at((x, middle))[:3] for x in range(rect.left + 14, rect.left + 42)}
        assert len(colours) > 6, ("no picture at the left of a mode's button", rect)
    # review 16: a pair of dice pushed "Zehntausend" right of the centre the other labels use: one centre line
    labels = [mode.label for mode in modes.MODES.values() if mode.menu]
    centres = {line.text: line.rect.centerx for line in harness.drawn_lines() if line.text in labels}
    assert len(centres) == len(labels) and max(centres.values()) - min(centres.values()) <= 1, centres
    # look review 18: the pair of dice almost touched "Zehntausend": every label keeps 10 px of air after its icon
    from game.render.mode_icons import icon_width
    from game.scenes.title import ICON
    drawn = {line.text: line.rect for line in harness.drawn_lines() if line.text in labels}
    gaps = {mode.label: drawn[mode.label].left - (rect.left + 8 + icon_width(mode.name, ICON, wide=True))
            for mode, rect in zip([mode for mode in modes.MODES.values() if mode.menu], title.groups.rects, strict=False)}
    assert min(gaps.values()) >= 10, gaps
    harness.press("down")
    shown = harness.drawn_text()
    assert "Dicetime on three sheets that count 1×, 2× and 3×" in shown
    assert "Five dice, three throws, thirteen boxes to fill" not in shown
    harness.press("right")                          # to "More": no mode, no line
    taglines = {"Five dice, three throws, thirteen boxes to fill", "Dicetime on three sheets that count 1×, 2× and 3×"}
    assert not taglines & set(harness.drawn_text())


def test_every_title_key_wears_an_icon_on_one_kind_of_tile(harness, title):
    """Look review 26 (18): the PLAY column's keys had icons, the MORE column's none, and the Puzzle's was a bare
    planet. Every key (modes, the other screens, Quit) carries its picture on a tile of the planet dice's glazed ivory
    at its left, and every label keeps one centre line and 10 px of air after its icon."""
    from game.render.face_light import FACE_BASE
    from game.scenes.title import ICON, menu_modes

    harness.run_for(0.5)
    screen = harness.screen
    play = len(menu_modes())
    for rect in title.groups.rects:
        middle = rect.centery - faces.LIP // 2
        area = pygame.Rect(rect.left + 8, middle - ICON // 2, ICON, ICON)
        ivory = sum(sum(abs(a - b) for a, b in zip(screen.get_at((x, y))[:3], FACE_BASE, strict=True)) < 40
                    for x in range(area.left, area.right) for y in range(area.top, area.bottom))
        assert ivory > 60, (rect, ivory)   # (a tile's glaze shows round whatever stands on it)
    labels = [item.label for item in title.menu.items]
    drawn = {line.text: line.rect for line in harness.drawn_lines() if line.text in labels}
    assert len(drawn) == len(labels), drawn
    for column in (title.groups.rects[:play], title.groups.rects[play:]):
        centres = {drawn[item.label].centerx - rect.left for item, rect in zip(title.menu.items, title.groups.rects,
                                                                               strict=True) if rect in column}
        assert max(centres) - min(centres) <= 1, centres
    assert all(drawn[item.label].left - (rect.left + 8 + ICON) >= 10
               for item, rect in zip(title.menu.items[play:], title.groups.rects[play:], strict=True))


def test_the_titles_planets_never_drift_under_its_controls_line_nor_behind_its_dice(harness):
    """Review 7: the title's planets drifted under the controls line (and off the bottom edge). Over four minutes
    of drifting, no planet's drawn disc meets the line's words, and each stays whole on screen. Review 16: small
    planets sat right behind the floating dice: no planet's picture ever meets the area a die is drawn in (and
    that area holds every pixel of its die as it turns), while some planets still drift."""
    scene = harness.push("title")
    harness.tick(2)
    keys = key_caps.words(scene._hint())   # its caps, actions
    controls = [line.rect for line in harness.drawn_lines() if line.text in keys and line.rect.top > 600]
    assert controls, harness.drawn_text()
    line = controls[0].unionall(controls[1:])
    width, height = harness.app.size
    backdrop, dice = scene.backdrop, scene.dice.areas()
    # look review 18: the bottom-right die sat on the Quit button's right edge: every button keeps 8 px of sky
    # from the area each die turns in
    assert all(rect.inflate(16, 16).collidelist(dice) < 0 for rect in scene.groups.rects), (scene.groups.rects, dice)
    assert len(backdrop.planets) >= 3
    met = []
    for step in range(240 * 10):
        backdrop.update(0.1)
        for planet in backdrop.planets:
            disc = pygame.Rect(0, 0, 2 * planet.radius, 2 * planet.radius)
            disc.center = (round(planet.x(backdrop.time)), round(planet.y))
            picture = planet.sprite.get_rect(center=disc.center)
            if disc.colliderect(line) or disc.bottom > height or picture.collidelist(dice) >= 0:
                met.append((step, disc))
    assert not met, met[:5]
    outside = pygame.Surface((width, height), pygame.SRCALPHA)
    for step in range(8):
        outside.fill((0, 0, 0, 0))
        scene.dice.time = step * 2.1
        scene.dice.draw(outside, reduced_motion=False)
        for area in dice:
            outside.fill((0, 0, 0, 0), area)
        assert outside.get_bounding_rect().width == 0, (step, outside.get_bounding_rect())


def test_the_titles_controls_line_is_two_prompts_naming_the_keyboards_and_the_pads_keys(harness):
    """Look reviews 28a/28b: a key strip along every screen's bottom; a menu says two things: how to move, how to choose
    (the rules book's Keys page lists every key). Each names a keyboard's key and a pad's."""
    scene = harness.push("title")
    harness.tick(2)
    controls = key_caps.parse(scene._hint())
    assert len(controls) == 2, controls
    shown = [line.text for line in harness.drawn_lines() if line.rect.top > 676]   # (under the tagline)
    assert shown == key_caps.words(scene._hint()), shown
    assert "d-pad" in shown and "Arrows" in shown and "Enter" in shown and "A" in shown


def test_10000_and_zehntausend_read_as_two_games_not_one_entry_twice(harness, title):
    """Look review 28b #2: "10000" and "Zehntausend" stood side by side under near-identical pairs of dice, one
    entry twice to an English player. Each mode's key says under its name, inside the key, what sets it apart, and the
    two 10000 games wear different pictures."""
    from game.render.menu_icons import title_icon
    from game.scenes.title import ICON, menu_modes

    harness.run_for(0.5)
    lines = harness.drawn_lines()
    for mode, rect in zip(menu_modes(), title.groups.rects, strict=False):
        assert mode.subtitle, mode.name
        name = next(line.rect for line in lines if line.text == mode.label)
        sub = next((line.rect for line in lines if line.text == mode.subtitle), None)
        assert sub is not None and rect.contains(sub) and sub.centery >= name.centery + 16, (mode.name, name, sub)
    subtitles = {mode.name: mode.subtitle for mode in menu_modes()}
    assert subtitles["tenthousand"] != subtitles["zehntausend"]
    ten, zehn = title_icon("tenthousand", ICON), title_icon("zehntausend", ICON)
    if ten.get_size() == zehn.get_size():
        differing = sum(ten.get_at((x, y)) != zehn.get_at((x, y)) for x in range(ten.get_width())
                        for y in range(ten.get_height()))
        assert differing > ten.get_width() * ten.get_height() // 3, differing
