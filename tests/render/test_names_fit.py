"""Issue 28: a seat's name is always drawn at its full size and shape (look review 15: "Player 1" set narrower over a
four-seat sheet read as a smaller, condensed font, about 9 px at 800x450). A default name too wide for its column is
shown short ("P1"), any other name cut keeping its number."""
from __future__ import annotations

import pygame
import pytest

from game.render import sheet_layout, text
from game.words import set_language


def _drawn(name: str, width: int, bold: bool = True, short: str | None = None) -> text.DrawnText:
    surface = pygame.Surface((400, 80))
    with text.recording(surface) as drawn:
        text.draw_name(surface, name, text.LABEL, width, bold=bold, short=short, center=(200, 40))
    (line,) = drawn
    return line


def test_a_name_too_wide_shows_its_short_form_at_its_full_size():
    full = text.render("Player 1", text.LABEL, bold=True)
    line = _drawn("Player 1", full.get_width() - 10, short="P1")
    assert line.text == "P1"
    assert line.rect.size == text.render("P1", text.LABEL, bold=True).get_size(), "never set narrower"


def test_a_name_far_too_wide_is_cut_but_keeps_its_number_and_its_width():
    line = _drawn("Annabelle Marie 3", 90)
    assert line.text.endswith("… 3") and line.rect.width <= 90


def test_only_a_default_name_has_a_short_form_in_every_language():
    assert sheet_layout.short_name("Player 12") == "P12"
    assert sheet_layout.short_name("Ann 2") is None and sheet_layout.short_name("CPU 2") == "C2"   # (one rule: review 16)
    set_language("de")
    try:
        assert sheet_layout.short_name("Spieler 3") == "Sp. 3" and sheet_layout.short_name("Player 3") is None
        assert sheet_layout.short_name("CPU 4") == "C4"
    finally:
        set_language("en")


@pytest.mark.solved_tables("dicetime")   # a person on turn: the hint's table
def test_the_names_over_a_four_seat_sheet_are_whole_or_short_at_full_size(harness):
    harness.push("dicetime", players=4)
    harness.tick(70)
    lines = harness.drawn_lines()
    shown = [line.text for line in lines]
    # look review 24: "P1 / C2" read as cryptic: short only as far as the column needs
    assert "Pl. 1" in shown and "CPU2" in shown and not any("…" in line for line in shown), shown
    full = text.render("Player 1", text.LABEL, bold=True).get_height()
    for line in lines:
        if line.text in ("Pl. 1", "CPU2", "CPU3", "CPU4"):   # the headers: the names' full height (11 px at 800x450)
            widths = {text.width_of(line.text, size, bold) for bold in (False, True)   # (short: a size larger)
                      for size in (text.LABEL, sheet_layout.SHORT_NAME_SIZE)}
            assert line.rect.height >= full and line.rect.width in widths, line
    # look review 15: the headers' rockets were tiny (22 px, 14 at 800x450): 30 px now; CPU 2's body measured in its colour (old: 17 px)
    cpu = next(line.rect for line in lines if line.text == "CPU2")
    from game.render import rockets

    body = rockets.seat_colour(1)
    screen = harness.screen
    rows = [y for y in range(cpu.top - 45, cpu.top) for x in range(cpu.left, cpu.right)
            if sum(abs(a - b) for a, b in zip(screen.get_at((x, y))[:3], body, strict=True)) < 30]
    assert rows and max(rows) - min(rows) + 1 >= 20, (min(rows, default=None), max(rows, default=None))


@pytest.mark.solved_tables("dicetime")
def test_the_names_over_revenge_trays_are_whole(harness):
    from game.match import quick_match

    harness.push("dicetime", match=quick_match("dicetime", computers=3).rematch(revenge=True))
    harness.tick(70)
    shown = harness.drawn_text()
    assert "Player 1" in shown and not any("…" in line for line in shown), shown
