"""Issue 28: a seat's name is always drawn at its full size and shape (look review 15: "Player 1" set narrower over a
four-seat sheet read as a smaller, condensed font, about 9 px at 800x450). A default name too wide for its column is
shown short ("P1"), any other name cut keeping its number."""
from __future__ import annotations

import random

import pygame
import pytest

from game.render import sheet_layout, text
from game.render.scoresheet import SeatColumns, SheetView
from game.scenes.scoretable.layout import lay_out
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


def test_only_a_persons_default_name_has_a_short_form_in_every_language():
    """Review 25: "CPU2" and "Pl. 1" over a four-seat sheet: a computer's name is short already and is never shortened
    ("CPU 2", its space and all); a person's default name is "P1", the same where no other person plays (review 26: "You" in the column beside
    "Player 1" on the turn line gave one player two names)."""
    computers = ("CPU 2", "CPU 3", "CPU 4")
    assert sheet_layout.short_name("Player 12", ("Player 12", "Player 3")) == "P12"
    assert sheet_layout.short_name("Player 1", ("Player 1", *computers)) == "P1"
    assert sheet_layout.short_name("Player 1", ("Player 1", "Ann", "CPU 3")) == "P1"     # (Ann is a person too)
    assert sheet_layout.short_name("Ann 2") is None and sheet_layout.short_name("CPU 2") is None
    set_language("de")
    try:
        assert sheet_layout.short_name("Spieler 3", ("Spieler 3", "Spieler 1")) == "Sp. 3"
        assert sheet_layout.short_name("Spieler 1", ("Spieler 1", *computers)) == "Sp. 1"
        assert sheet_layout.short_name("Player 3") is None and sheet_layout.short_name("CPU 4") is None
    finally:
        set_language("en")


@pytest.mark.parametrize("people", [1, 2])
@pytest.mark.parametrize("language", ["en", "de"])
def test_a_narrow_tables_names_are_one_rule_whole_computers_and_fit_their_columns(language, people):
    """Review 25: a four-seat sheet's headers read "Pl. 1" (even "PI. 1"), "CPU2": no "Pl." and no computer's name
    without its space; every name fits its column whole (`NAME_MARGIN` clear of each side) at the names' size (11 px
    capitals at 800x450)."""
    set_language(language)
    try:
        from game.words import _

        names = tuple(_("Player {n}").format(n=n) for n in range(1, people + 1))
        names += tuple(_("CPU {n}").format(n=n) for n in range(people + 1, 5))
        sheet = lay_out((1280, 720), 4, 1, random.Random(0)).sheet    # (the game's four-seat sheet)
        seats = tuple(SeatColumns(name=name, colour=i, rocket=i, cells=((),), upper=(0,), bonus=(0,),
                                  column_totals=(0,), total=0, on_turn=i == 0) for i, name in enumerate(names))
        with text.recording() as lines:
            sheet.draw(pygame.Surface((1280, 720)), SheetView(seats=seats, columns=1))
        heads = []
        for seat in range(4):
            column = sheet.layout.seat_rect(seat)
            (line,) = [line for line in lines if column.contains(line.rect) and line.rect.bottom < column.top + 72]
            heads.append(line)
            assert line.rect.left >= column.left + sheet_layout.NAME_MARGIN - 1, (line, column)
            assert line.rect.right <= column.right - sheet_layout.NAME_MARGIN + 1, (line, column)
        shown = [line.text for line in heads]
        you = {"en": ["P1", "P2"], "de": ["Sp. 1", "Sp. 2"]}[language][:people]
        assert shown == you + [f"CPU {n}" for n in range(people + 1, 5)], shown
        assert {line.px for line in heads} == {text.pixel_size(sheet_layout.NAME_SIZE)}, [line.px for line in heads]
    finally:
        set_language("en")


@pytest.mark.solved_tables("dicetime")   # a person on turn: the hint's table
def test_the_names_over_a_four_seat_sheet_are_whole_or_short_at_full_size(harness):
    harness.push("dicetime", players=4)
    harness.tick(70)
    lines = harness.drawn_lines()
    shown = [line.text for line in lines]
    # look review 24: "P1 / C2" read as cryptic; review 25: "Pl. 1", "CPU2" too; review 26: "You" beside "Player 1": "P1", "CPU 2"
    assert "P1" in shown and "You" not in shown and "CPU 2" in shown and not any("…" in line for line in shown), shown
    assert not any(line.startswith("Pl.") or line in ("CPU2", "CPU3", "CPU4") for line in shown), shown
    # look review 15: the headers' rockets were tiny (22 px, 14 at 800x450): 30 px now; CPU 2's body measured in its colour (old: 17 px)
    cpu = next(line.rect for line in lines if line.text == "CPU 2" and line.rect.top < 100)
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
