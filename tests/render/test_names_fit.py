"""Issue 28: a seat's name is never cut where a narrow header could still hold it ("Play… 1" over a
four-seat sheet, "Pla… 1" over a Revenge tray): it is set a little narrower at its full height first."""
from __future__ import annotations

import pygame
import pytest

from game.render import text


def _drawn(name: str, width: int, bold: bool = True) -> text.DrawnText:
    surface = pygame.Surface((400, 80))
    with text.recording(surface) as drawn:
        text.draw_name(surface, name, text.LABEL, width, bold=bold, center=(200, 40))
    (line,) = drawn
    return line


def test_a_name_a_little_too_wide_is_set_narrower_whole_at_its_full_height():
    full = text.width_of("Player 1", text.LABEL, True)
    line = _drawn("Player 1", full - 10)
    assert line.text == "Player 1"
    assert line.rect.width <= full - 10
    assert line.rect.height == text.render("Player 1", text.LABEL, bold=True).get_height()


def test_a_name_far_too_wide_is_cut_but_keeps_its_number_and_its_width():
    line = _drawn("Annabelle Marie 3", 90)
    assert line.text.endswith("… 3") and line.rect.width <= 90


@pytest.mark.solved_tables("dicetime")   # a person on turn: the hint's table
def test_the_names_over_a_four_seat_sheet_are_whole(harness):
    harness.push("dicetime", players=4)
    harness.tick(70)
    shown = harness.drawn_text()
    assert "Player 1" in shown and not any("…" in line for line in shown), shown


@pytest.mark.solved_tables("dicetime")
def test_the_names_over_revenge_trays_are_whole(harness):
    from game.match import quick_match

    harness.push("dicetime", match=quick_match("dicetime", computers=3).rematch(revenge=True))
    harness.tick(70)
    shown = harness.drawn_text()
    assert shown.count("Player 1") >= 2 and not any("…" in line for line in shown), shown


def test_the_german_seat_name_stays_whole_over_a_four_seat_column():
    line = _drawn("Spieler 1", 78)     # a four-seat sheet's column at 1280x720, inside its on-turn outline
    assert line.text == "Spieler 1" and line.rect.width <= 78
