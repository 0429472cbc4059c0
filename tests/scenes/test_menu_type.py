"""The menus' one type scale (game.render.menu_type) and what it fixed at 800x450 (issue 28: no text under
11 px, no value digit under 13 px once the 1280x720 picture is shown at 800x450). The whole tour's lines are
measured in tests/render/test_small_screen_floor.py; these are the pieces a tour shot cannot show."""

from __future__ import annotations

import pygame

from game.render import lane, menu_type, text, theme
from game.scenes.tenthousand.options import OPTIONS, defaults
from game.ui.button_row import Button, ButtonRow
from game.ui.menu import Menu, MenuItem

SCALE = 800 / 1280


def test_the_scale_reads_at_800x450_and_goes_from_title_down_to_small():
    px = {name: text.pixel_size(getattr(menu_type, name)) for name in ("TITLE", "HEADING", "LABEL", "SMALL", "VALUE")}
    assert px["TITLE"] > px["HEADING"] > px["LABEL"] > px["SMALL"]
    assert px["SMALL"] >= 25 and px["VALUE"] >= 29     # 11.3 px capitals, 13.1 px digits at 800x450


def test_a_button_row_and_a_menu_draw_their_words_at_the_menus_label_size_by_default():
    """ButtonRow's default was 32 (22 px: 8.8-px capitals at 800x450), under the floor on every screen that
    kept it (setup's bar, the results' buttons, the dice tray's)."""
    surface = pygame.Surface((1280, 720))
    row = ButtonRow([Button("Rename", lambda: None), Button("Back", lambda: None)], center=(640, 360))
    menu = Menu([MenuItem("Fullscreen", value=lambda: "80%", on_left=lambda: None, on_right=lambda: None),
                 MenuItem("Back", lambda: None)], center=(640, 200), width=600)
    with text.recording(surface) as drawn:
        row.draw(surface)
        menu.draw(surface)
    sizes = {line.text: line.px for line in drawn}
    assert sizes["Rename"] >= 25 and sizes["Back"] >= 25 and sizes["Fullscreen"] >= 25, sizes
    (value,) = [px for shown, px in sizes.items() if "80%" in shown]   # "80%" on the focused row, between ◀ ▶
    assert value >= 29, sizes                   # a setting's value is a figure: the digits' floor


def test_a_long_controls_line_goes_on_two_rows_of_key_caps_at_the_small_size_never_smaller():
    """Each key's name on its own cap (a chip unlike the sky around it), each action in words after its keys; a line
    too long for the width goes on two rows, split between two controls, every word at the small size."""
    line = "Arrows / WASD / d-pad move   Enter / A choose   Esc / B back   F11 fullscreen"
    lane.take(False)   # no toast left from a test before in this worker (its window may still be open)
    surface = pygame.Surface((700, 400))
    with text.recording(surface) as drawn:
        area = menu_type.draw_help(surface, line)
    assert [shown.text for shown in drawn] == line.replace("/", " ").split()
    assert all(shown.px == text.pixel_size(menu_type.SMALL) for shown in drawn)
    rows = sorted({shown.rect.centery for shown in drawn})
    assert len(rows) == 2 and rows[1] - rows[0] >= text.line_height(menu_type.SMALL), rows
    assert surface.get_rect().contains(area) and area.height >= 2 * text.line_height(menu_type.SMALL) - 2
    by_text = {shown.text: shown.rect for shown in drawn}
    # an action: plain words on the row's band of the night (look review 20: a dark band under the line, so it reads on
    # any sky); a cap: its face just left of the name, not that band
    band = {surface.get_at((by_text[action].left - 3, by_text[action].centery))[:3] for action in ("move", "choose",
                                                                                                  "fullscreen")}
    assert len(band) == 1 and sum(next(iter(band))) <= sum(theme.SPACE), band   # (the night, or darker)
    for key in ("Arrows", "Enter", "B", "F11"):
        rect = by_text[key]
        assert surface.get_at((rect.left - 3, rect.centery))[:3] not in band, key


def test_the_rules_pages_text_is_drawn_as_text_at_the_small_size(harness):
    """The page's running text was rendered by hand into the page picture at 20 px (8.8-px capitals at
    800x450), where neither the layout check nor the floor could read it: now it is drawn and carried with
    the page (text.blit), at the menus' small size."""
    harness.push("rules")
    lines = harness.drawn_lines()
    body = [line for line in lines if line.text.startswith("Five planet dice, thirteen rounds")]
    assert body, [line.text for line in lines]
    page = [line for line in lines if line.rect.left >= 320]
    assert page and min(line.px for line in page) >= text.pixel_size(menu_type.SMALL)


def test_the_10000_options_explain_the_focused_option_once_beside_the_rows(harness):
    """Five explanations at 18-20 px were crammed under the five rows; now one, the focused option's, stands
    at the small size in the card beside them (look review 12: the card pictures the option), and follows the
    focus."""
    from game.scenes.tenthousand.setup import CARD

    scene = harness.push("setup_tenthousand")
    values = defaults("tenthousand")
    explained = [option.explain(values[option.name]) for option in OPTIONS]

    def shown() -> list:   # in the card beside the option rows, under its picture and the value
        return [line for line in harness.drawn_lines() if any(line.text in whole for whole in explained)
                and scene.explain_box.contains(line.rect)]

    assert CARD.contains(scene.explain_box) and scene.explain_box.left > scene.menu.rects()[0].right

    first = shown()
    assert first and " ".join(line.text for line in first) == explained[0], [line.text for line in first]
    assert min(line.px for line in first) >= text.pixel_size(menu_type.SMALL)
    harness.press("down")
    assert " ".join(line.text for line in shown()) == explained[1]
    # look review 23: a picture and a short line, not a paragraph: each option's line two lines at most, and the
    # card's foot pictures the scoring (a 1, a 5, three 2s) with what the rules give them, not lines of rules
    assert all(len(text.wrap(line, menu_type.SMALL, scene.explain_box.width)) <= 2 for line in explained), explained
    foot = [line.text for line in harness.drawn_lines() if CARD.contains(line.rect) and line.rect.top >= scene.explain_box.bottom]
    assert foot == ["100", "50", "200"], foot
    # look review 24, "empty gap in the right panel": the option's planets large, its lines spread down to the scoring
    from layout_check import widest_empty_band

    harness.run_for(0.4)   # (past the fade in)
    assert widest_empty_band(harness.screen, CARD.inflate(-40, -40)) <= 75


def test_the_high_scores_have_a_bluff_tab_with_the_most_wins(harness):
    """Bluff keeps no score (a match is won or lost), so the high scores had no tab for it (review 6): its tab
    lists the people with the most wins, each with the matches played, most wins first."""
    from game.storage import bluff_wins

    for people, winner in ((("Ana", "Ben"), "Ana"), (("Ana", "Ben"), "Ben"), (("Ana", "Alexandra Zoe"), "Ana")):
        bluff_wins.record_match(people, [winner])
    harness.push("highscores", mode="bluff")
    shown = harness.drawn_text()
    assert "Bluff" in shown and "Bluff: matches won out of matches played" in shown
    rows = [line for line in shown if line in ("ANA", "BEN", "ALEXANDRA ZOE", "2 of 3", "1 of 2", "0 of 1")]
    assert rows == ["ANA", "2 of 3", "BEN", "1 of 2", "ALEXANDRA ZOE", "0 of 1"], shown   # (in capitals: review 18)
    # a long name stands whole (the bar once started 104 px after the name and was drawn over it), over its own step of
    # the podium (the first three: look review 20)
    harness.run_for(0.5)            # (past the fade in)
    name = next(line.rect for line in harness.drawn_lines() if line.text == "ALEXANDRA ZOE")
    step = harness.top.step_rect(2)
    assert step.left <= name.left and name.right <= step.right and name.bottom <= step.top, (name, step)
