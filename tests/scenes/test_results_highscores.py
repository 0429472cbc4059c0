"""The high-score table screen and the end screen's buttons by gamepad."""

from __future__ import annotations

import pytest
from fake_play import FakePlay

from game.input.actions import KEYBOARD
from game.match import MatchResult, quick_match
from game.render import theme
from game.scenes.highscores import HighScoresScene
from game.scenes.results import ResultsScene
from game.storage import highscores


def test_the_table_screen_switches_modes_and_goes_back(harness):
    highscores.save_table("triple", [highscores.Entry("TRI", 700, "2026-11-20")])
    below = harness.push("title")
    scene = harness.push(HighScoresScene, mode="dicetime")
    harness.tick()
    assert scene.tables["triple"][0].initials == "TRI" and scene.tables["dicetime"] == []
    harness.press("right")
    assert scene.mode == "triple"
    harness.press("next")
    assert scene.mode == "puzzle"
    for _ in range(len(scene.modes) - 3):  # the tables of modes after the puzzle (10000, Zehntausend, ...)
        harness.press("next")
    assert scene.modes.index(scene.mode) == len(scene.modes) - 1
    harness.press("next")
    assert scene.mode == "dicetime"
    harness.press("left")
    assert scene.mode == scene.modes[-1]
    harness.click(scene.tab_rect(1).center)
    assert scene.mode == "triple"
    harness.click(scene.back_rect().center)
    assert harness.top is below


def test_an_empty_table_shows_its_free_places_as_calm_empty_slots(harness):
    """Issue 28: ten rows of "--- ---" read as a broken table. A free place is an empty slot with its rank:
    no dashes, no placeholder text, its face the sky's darkest shade (a filled row is a panel)."""
    harness.push(HighScoresScene, mode="dicetime")
    harness.run_for(0.5)            # past the fade-in
    drawn = harness.drawn_text()
    assert [line for line in drawn if line.endswith(".") and line[:-1].isdigit()] == [f"{n}." for n in range(1, 11)]
    assert not [line for line in drawn if "-" in line or "\u2013" in line or "\u2014" in line], drawn
    lines = harness.drawn_lines()
    first = next(line for line in lines if line.text == "1.")
    face = harness.screen.get_at((first.rect.right + 30, first.rect.centery))[:3]   # (inside its slot)
    assert face == theme.SPACE, face


def test_a_podium_for_the_first_three_free_places_full_dim_rows_and_back_not_looking_focused(harness):
    """Look reviews 12 and 13a: Back looked raised (focused) while the focus was on the tabs; free places as small
    chips side by side read as broken buttons (and "10." wrapped alone onto a line). Taken places are full rows,
    the first three with a medal (gold for the first: a reward); every free place is a full, dimmed row with its
    rank in the taken ranks' column; Back is a flat, quiet button with no focus ring."""
    highscores.save_table("dicetime", [highscores.Entry(name, 300 - 10 * k, "2026-11-20")
                                        for k, name in enumerate(("ZOE", "MAX", "ANA", "BEN"))])
    scene = harness.push(HighScoresScene, mode="dicetime")
    harness.run_for(0.5)            # past the fade-in
    taken = scene.row_rect(0)
    medal = (taken.x + 46, taken.centery - 12)     # (the medal's top, above its numeral)
    assert harness.screen.get_at(medal)[:3] == theme.TITLE
    assert harness.screen.get_at((scene.row_rect(3).x + 46, scene.row_rect(3).centery - 12))[:3] != theme.TITLE
    ranks = {line.text: line.rect for line in harness.drawn_lines() if line.text[:-1].isdigit() and line.text[-1] == "."}
    assert "1." not in ranks and sorted(ranks, key=lambda r: int(r[:-1])) == [f"{n}." for n in range(4, 11)]
    for rank in range(3, 10):       # one full row each, one under the other, the ranks right-aligned in one column
        row, label = scene.row_rect(rank), ranks[f"{rank + 1}."]
        assert row.size == taken.size and row.x == taken.x and row.collidepoint(label.center), rank
        assert abs(label.right - ranks["4."].right) <= 1 and label.top >= ranks["4."].top + (rank - 3) * 30, rank
    inside = (scene.row_rect(6).x + 200, scene.row_rect(6).centery)      # a free row's face: dimmed, the sky's shade
    assert harness.screen.get_at(inside)[:3] == theme.SPACE != harness.screen.get_at((taken.x + 200, taken.y + 4))[:3]
    back = scene.back_rect()
    assert back.top >= scene.rows_bottom() + 40 and back.bottom <= 674
    assert not any(harness.screen.get_at((x, y))[:3] in (theme.FOCUS, theme.PANEL_RAISED)
                   for x in range(back.left, back.right) for y in range(back.top, back.bottom))


def test_a_damaged_table_file_is_reported_when_the_screen_opens(harness):
    highscores.table_path("dicetime").parent.mkdir(parents=True, exist_ok=True)
    highscores.table_path("dicetime").write_text('{"version": 1, "mode": "dicetime", "entries": [{"score": 3}]}')
    harness.push(HighScoresScene)
    harness.tick()
    message = harness.app.notices[-1].message
    assert "entries[0].initials: missing" in message and ".bad" in message


def test_end_screen_buttons_by_virtual_pad(harness, virtual_pads, play_scenes):
    pad = virtual_pads("P1")
    harness.tick()
    highscores.save_table("dicetime", [highscores.Entry("OLD", 999, "2026-01-01")] * 10)
    config = quick_match("dicetime", (pad.device, KEYBOARD), computers=0)
    harness.push("title")
    harness.push(ResultsScene, result=MatchResult.from_totals(config, (200, 150)))
    harness.tick()
    pad.tap("b")                # skips the win's celebration (and does nothing else)
    harness.run_for(0.75)
    pad.tap("dpright")          # Revenge -> Play again
    harness.tick()
    pad.tap("a")
    harness.tick()
    assert isinstance(harness.top, FakePlay)
    assert harness.top.match.seats == config.seats and not harness.top.match.revenge


def test_free_places_are_lines_to_write_on_and_the_note_says_how_to_get_on_the_table(harness):
    """Look review 13: rows 6 to 10 were empty and the lower part of the screen bare. A free place carries a dotted
    line to be written on (no dashes, no words), and the note under the table says what enters it: any score while
    places are free, then the score to beat."""
    highscores.save_table("dicetime", [highscores.Entry(name, 300 - 10 * k, "2026-11-20")
                                        for k, name in enumerate(("ZOE", "MAX", "ANA", "BEN"))])
    scene = harness.push(HighScoresScene, mode="dicetime")
    harness.run_for(0.5)            # past the fade-in
    assert "6 places free: any score enters the table" in harness.drawn_text()
    assert "20 Nov 2026" in harness.drawn_text() and "2026-11-20" not in harness.drawn_text()   # a day, not a file's

    def dots(rank: int) -> int:
        row = scene.row_rect(rank)
        return sum(1 for x in range(row.x + 96, row.right - 24) for y in range(row.top + 4, row.bottom - 4)
                   if harness.screen.get_at((x, y))[:3] == theme.PANEL_EDGE)
    assert dots(3) == 0 and all(dots(rank) >= 40 for rank in range(4, 10))
    highscores.save_table("dicetime", [highscores.Entry("ZOE", 300 - k, "2026-11-20") for k in range(10)])
    scene = harness.push(HighScoresScene, mode="dicetime")
    harness.run_for(0.5)
    assert "The table is full: beat 291 to enter it" in harness.drawn_text()


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_mode_tab_keeps_its_name_clear_of_its_edges(harness, language):
    """Look review 15: "Zehntausend", the last tab, filled its tab almost to the edges (one width for every tab). Each
    tab is as wide as its name needs: every name, chosen (bold) or not, keeps 24 px from its tab's sides, and the
    tabs stay on the screen without touching."""
    from game.words import set_language

    set_language(language)
    try:
        scene = harness.push("highscores")
        rects = [scene.tab_rect(i) for i in range(len(scene.modes))]
        for mode in scene.modes:
            scene.mode = mode
            harness.tick()
            lines = harness.drawn_lines()
            for rect in rects:
                (name,) = [line for line in lines if rect.contains(line.rect)]
                assert name.rect.left - rect.left >= 24 and rect.right - name.rect.right >= 24, (name.text, rect)
        assert rects[0].left >= 20 and rects[-1].right <= 1260
        assert all(a.right < b.left for a, b in zip(rects, rects[1:], strict=False))
    finally:
        set_language("en")
