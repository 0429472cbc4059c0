"""The high-score table screen and the end screen's buttons by gamepad."""

from __future__ import annotations

import pygame
import pytest
from fake_play import FakePlay

from game.input.actions import KEYBOARD
from game.match import MatchResult, quick_match
from game.render import theme
from game.scenes.highscores import HighScoresScene
from game.scenes.highscores_podium import PEWTER
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
    backs = {scene.back_rect().topleft}   # Back stands in one place on every tab (look review 21: a short table's
    harness.press("next")                 # stood higher than a full one's)
    assert scene.mode == "puzzle"
    for _ in range(len(scene.modes) - 3):  # the tables of modes after the puzzle (10000, Zehntausend, ...)
        harness.press("next")
        backs.add(scene.back_rect().topleft)
    assert len(backs) == 1, backs
    assert scene.modes.index(scene.mode) == len(scene.modes) - 1
    harness.press("next")
    assert scene.mode == "dicetime"
    harness.press("left")
    assert scene.mode == scene.modes[-1]
    harness.click(scene.tab_rect(1).center)
    assert scene.mode == "triple"
    harness.click(scene.back_rect().center)
    assert harness.top is below


def test_an_empty_table_is_one_calm_card_asking_for_a_game(harness):
    """Issue 28: ten rows of "--- ---" read as a broken table; look review 18: ten (or five) empty rows with dotted
    lines looked unfinished. An empty table is one card, its face the sky's darkest shade, asking for a game: no rank,
    no dashes, no dotted line."""
    scene = harness.push(HighScoresScene, mode="dicetime")
    harness.run_for(0.5)            # past the fade-in
    drawn = harness.drawn_text()
    assert not [line for line in drawn if line.endswith(".") and line[:-1].isdigit()], drawn
    assert not [line for line in drawn if "-" in line or "\u2013" in line or "\u2014" in line], drawn
    card = scene.free_rect()
    ask = next(line for line in harness.drawn_lines() if line.text == "No scores yet: play a game!")
    assert card.contains(ask.rect)
    assert harness.screen.get_at((card.left + 12, card.centery))[:3] == theme.SPACE


def test_a_podium_for_the_first_three_one_card_for_the_free_places_and_back_not_looking_focused(harness):
    """Look reviews 12 and 13a: Back looked raised (focused) while the focus was on the tabs. Look review 20: an empty
    gap between the tabs and the table: the first three stand on a podium (second, first, third from the left, each
    step as high as its place, on one foot), each under its medal (gold for the first: a reward) and its name; the rest
    are full rows under it, their ranks right-aligned; then one calm card for the free places (look review 18: five
    dotted empty rows looked unfinished), no rank rows; Back is a flat, quiet button with no focus ring; the table and
    Back stand in the middle of the room."""
    looks = {"ZOE": (1, 2), "ANA": (0, 0)}   # (MAX's seat not known: an older file's entry)
    highscores.save_table("dicetime", [highscores.Entry(name, 300 - 10 * k, "2026-11-20", looks.get(name))
                                        for k, name in enumerate(("ZOE", "MAX", "ANA", "BEN"))])
    scene = harness.push(HighScoresScene, mode="dicetime")
    harness.run_for(0.5)            # (past the fade-in)
    steps = [scene.step_rect(rank) for rank in range(3)]
    assert steps[1].right < steps[0].left < steps[0].right < steps[2].left, steps
    assert steps[0].height > steps[1].height > steps[2].height and len({step.bottom for step in steps}) == 1, steps
    lines = {line.text: line.rect for line in harness.drawn_lines()}
    for rank, (name, score) in enumerate((("ZOE", "300"), ("MAX", "290"), ("ANA", "280"))):
        assert lines[name].bottom <= steps[rank].top and steps[rank].contains(lines[score]), (name, lines[name])
    zoe = lines["ZOE"]
    # look review 26 ("the grey noise podium blocks look like placeholders"): each place on a polished pedestal in its
    # place's metal (gold for the first, silver, bronze), a drum lit from the upper left (its sheen a third of the way
    # across, its right side in shade), its numeral engraved in it; crowned by a planet
    from game.render import podium_art, rockets

    for rank, step in enumerate(steps):
        bodies = [_near(harness.screen, step, body, 50) for body in podium_art.BODIES]
        assert bodies[rank] > step.width * step.height // 10 and all(bodies[rank] > 1.5 * other
                                                                   for k, other in enumerate(bodies) if k != rank), bodies
        y = step.bottom - 20
        lit, shade = (sum(harness.screen.get_at((step.x + round(step.width * k), y))[:3]) for k in (0.3, 0.9))
        assert lit > shade + 150, (rank, lit, shade)
        numeral = next(line.rect for line in harness.drawn_lines() if line.text == str(rank + 1) and step.contains(line.rect))
        assert numeral.right < scene.plaque_rect(rank, ("300", "290", "280")[rank])[0].left
    # the crowns: a planet on each top face, in the colour of the seat that played the place where it is known (ZOE's
    # seat 1), the place's own planet where not (MAX's)
    for rank, name in enumerate(("ZOE", "MAX", "ANA")):
        step, line = steps[rank], lines[name]
        crown = pygame.Rect(step.centerx - 20, line.bottom + 2, 40, step.top - line.bottom - 8)
        tone = rockets.seat_colour(looks[name][0]) if name in looks else podium_art.PLANETS[rank]
        assert _near(harness.screen, crown, tone, 90) > crown.width * crown.height // 6, (name, crown)
    # look review 23: "the seats' rockets on it": the rocket of the seat that played each place, in its seat's colour;
    # none where the seat is not known. Look review 24: "the rocket icons float at the podium corners and do not line
    # up with the names": it stands just before its name, on the name's line, and nowhere else on that line
    for step, name in zip(steps, ("ZOE", "MAX", "ANA"), strict=True):
        line = lines[name]
        over = pygame.Rect(step.x - 20, line.top, step.width + 40, line.height)
        seen = [_near_mask(harness.screen, over, rockets.seat_colour(colour)) for colour in range(6)]
        if name in looks:
            own = looks[name][0]
            ys, xs = seen[own].nonzero()[1], seen[own].nonzero()[0] + over.left
            assert len(xs) > 40 and all(mask.sum() <= 4 for k, mask in enumerate(seen) if k != own), (name, [m.sum() for m in seen])
            assert line.left - 40 <= xs.min() and xs.max() < line.left, (name, xs.min(), xs.max(), line)   # before it
            assert abs(over.top + (ys.min() + ys.max()) / 2 - line.centery) <= 4, (name, ys.min(), ys.max(), line)
        else:
            assert all(mask.sum() <= 4 for mask in seen), (name, [m.sum() for m in seen])
    # the pedestals, crowns and beams are painted once and kept while the screen is open: a kept picture equals a fresh
    # one
    kept = dict(scene.art.pictures)
    harness.tick()
    assert len(kept) == 10 and all(getattr(scene.art, kind)(*args) is kept[(kind, *args)] for kind, *args in kept)
    for (kind, *args), picture in kept.items():
        fresh = getattr(podium_art, kind)(*args)
        assert pygame.image.tobytes(picture, "RGBA") == pygame.image.tobytes(fresh, "RGBA"), kind
    # look review 26: "the rows below are thin and plain": each row under the podium with air round it, its rank on a
    # medal, its score big
    row = scene.row_rect(3)
    assert row.height >= 44 and scene.free_rect().top - row.bottom >= 8
    assert lines["270"].height >= lines["BEN"].height + 4
    medal = next(line.rect for line in harness.drawn_lines() if line.text == "4")
    assert row.contains(medal) and medal.right < lines["BEN"].left
    pewter = _near(harness.screen, medal.inflate(8, 4), PEWTER, 40)
    assert pewter > 60, pewter
    assert scene.row_rect(3).top > steps[0].bottom and lines["BEN"].colliderect(scene.row_rect(3))
    taken = scene.row_rect(3)
    card = scene.free_rect()
    assert card.top >= taken.bottom and card.width == taken.width and card.x == taken.x
    assert harness.screen.get_at((card.left + 12, card.centery))[:3] == theme.SPACE != \
        harness.screen.get_at((taken.x + 200, taken.y + 4))[:3]
    back = scene.back_rect()
    assert back.top >= scene.rows_bottom() + 40 and back.bottom <= 674
    assert abs((zoe.top - 144) - (674 - back.bottom)) <= 60, "in the middle of the room, no bare lower half"
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


def test_the_free_places_card_says_how_to_get_on_the_table_and_a_full_table_the_score_to_beat(harness):
    """Look review 13: rows 6 to 10 were empty and the lower part of the screen bare; review 18: dotted lines on them
    looked unfinished. The free places' card says what enters the table (any score while places are free), beside a
    planet die, with no dotted line; a full table has no card and the note under it names the score to beat."""
    highscores.save_table("dicetime", [highscores.Entry(name, 300 - 10 * k, "2026-11-20")
                                        for k, name in enumerate(("ZOE", "MAX", "ANA", "BEN"))])
    scene = harness.push(HighScoresScene, mode="dicetime")
    harness.run_for(0.5)            # past the fade-in
    line = next(line for line in harness.drawn_lines() if line.text == "6 places free: any score enters the table")
    card = scene.free_rect()
    assert card.contains(line.rect)
    assert "20 Nov 2026" in harness.drawn_text() and "2026-11-20" not in harness.drawn_text()   # a day, not a file's
    assert not any(harness.screen.get_at((x, card.centery + 8))[:3] == theme.PANEL_EDGE
                   for x in range(line.rect.right + 8, card.right - 24)), "no dotted line to write on"
    highscores.save_table("dicetime", [highscores.Entry("ZOE", 300 - k, "2026-11-20") for k in range(10)])
    scene = harness.push(HighScoresScene, mode="dicetime")
    harness.run_for(0.5)
    assert scene.free_rect() is None and "The table is full: beat 291 to enter it" in harness.drawn_text()
    assert scene.back_rect().top >= scene.row_rect(9).bottom + 40


def test_bluffs_wins_show_names_in_capitals_ties_share_a_place_and_a_card_fills_the_foot(harness):
    """Look review 18: Bluff's names were "Zoe", "Leo" where Dicetime's table has "ZOE", "ANA" (the initials screen
    enters capitals): every table shows names in capitals. Look review 21b: LEO and MAX, both "1 of 3", stood on
    different steps under different medals: a tie shares its place (medal, step height, "tied"), the next place skips
    (1, 2, 2, 4); Kim's 0-of-2 bar had a dot that read as a knob (review 25: its empty groove a loading bar): a zero
    says "no wins yet" in the bar's place, "0%" beside it; 115 px
    of bare sky under the one-line note: a card under the table says what the figures count, Back close under it."""
    from game.scenes import highscores as screen
    from game.storage import bluff_wins

    for winner in ("Zoe", "Zoe", "Ana", "Ben"):   # (Kim, fourth with no win, under the podium of the first three)
        bluff_wins.record_match((winner, "Kim"), (winner,))
    scene = harness.push(HighScoresScene, mode="bluff")
    harness.run_for(0.5)
    drawn = harness.drawn_text()
    assert "ZOE" in drawn and "KIM" in drawn and "Zoe" not in drawn and "Kim" not in drawn
    lines = {line.text: line.rect for line in harness.drawn_lines()}
    steps = [scene.step_rect(rank) for rank in range(3)]
    assert steps[0].height > steps[1].height == steps[2].height, steps        # ANA and BEN: 1 of 1 each
    assert drawn.count("tied") == 2 and drawn.count("2") == 2 and "3" not in drawn and "4" in drawn, drawn
    for rank in (1, 2):     # the silver numeral on both tied steps
        assert _metal(harness.screen, steps[rank], screen.MEDALS[1]) > 300, rank
    row = scene.row_rect(3)
    # look review 22: rows 4+ had the panels' wooden trim, read as 3rd place's bronze: a neutral edge; KIM's name
    # filled his row's height and the row touched the card under it: room round both
    assert harness.screen.get_at((row.x, row.centery))[:3] == theme.PANEL_EDGE
    assert lines["KIM"].height <= row.height - 4 and scene.free_rect().top - row.bottom >= 8
    assert row.collidepoint(lines["0%"].center) and row.collidepoint(lines["0 of 4"].center)
    # look review 25: the empty groove then read as a loading bar at 0 %: the bar's place says the state in words, dim,
    # and holds no groove (no rim drawn along it)
    groove = pygame.Rect(row.x + 96 + screen.NAME_WIDTH + 12, row.centery - 5, screen.BAR_LENGTH, 10)
    assert groove.collidepoint(lines["no wins yet"].midleft) and row.contains(lines["no wins yet"])
    for y in (groove.top, groove.bottom - 1):
        rim = [harness.screen.get_at((x, y))[:3] for x in range(lines["no wins yet"].right + 8, groove.right - 4)]
        assert rim.count(theme.PANEL_EDGE) < len(rim) // 4, "no groove"
    card = scene.free_rect()
    # look review 25 (highscores_bluff at 7): under the note a second line of small print ("A match counts for every
    # person at the table; computers never count") read as a developer's footnote: the card says one thing
    assert card.contains(lines[screen.BLUFF_NOTE])
    assert [text for text, rect in lines.items() if card.colliderect(rect)] == [screen.BLUFF_NOTE]
    assert row.bottom <= card.top and 0 < scene.back_rect().top - card.bottom <= 60


def _count(surface, rect, colour) -> int:
    """About how many pixels of `rect` on `surface` are exactly `colour` (or pass it, a test of a pixel)."""
    test = colour if callable(colour) else colour.__eq__
    return sum(test(tuple(surface.get_at((x, y))[:3])) for x in range(rect.left, rect.right, 2)
               for y in range(rect.top, rect.bottom, 2)) * 4


def _metal(surface, step, metal) -> int:
    """About how many pixels near `metal` (gold, silver or bronze) `step`'s front shows (its place's numeral's)."""
    return _count(surface, step, lambda pixel: sum(abs(a - b) for a, b in zip(pixel, metal, strict=True)) < 60)


def test_tied_places_whose_seats_are_not_known_stand_under_planets_of_their_own(harness):
    """Look review 28b: on Bluff's high scores two tied places (their seats not known) stood under the same blue
    planet, read as a copy: each pedestal its own planet, tied or not."""
    from game.render import podium_art

    highscores.save_table("dicetime", [highscores.Entry(name, score, "2026-11-20")
                                        for name, score in (("ANA", 300), ("MAX", 280), ("LEO", 280))])
    scene = harness.push(HighScoresScene, mode="dicetime")
    harness.run_for(0.5)
    lines = {line.text: line.rect for line in harness.drawn_lines()}
    for index, name in enumerate(("ANA", "MAX", "LEO")):
        step, line = scene.step_rect(index), lines[name]
        crown = pygame.Rect(step.centerx - 20, line.bottom + 2, 40, step.top - line.bottom - 8)
        assert _near(harness.screen, crown, podium_art.PLANETS[index], 90) > crown.width * crown.height // 6, name


def _near(surface, rect, colour, within: int) -> int:
    """How many pixels of `rect` on `surface` lie within `within` of `colour` (summed over the channels)."""
    return int(_near_mask(surface, rect, colour, within).sum())


def _gold(pixel) -> bool:
    return pixel[0] > 190 and pixel[1] > 120 and pixel[2] < 110


def _cup_gold(pixel) -> bool:
    """The cup's gold (not an orange rocket's body, lit or shaded)."""
    return pixel[0] > 190 and pixel[1] > 170 and pixel[2] < 110


def _near_mask(surface, rect, colour, within: int = 40):
    """Which pixels of `rect` (x, y) lie within `within` of `colour` (a smooth rocket's body, lit and shaded, keeps
    near it)."""
    import numpy

    pixels = pygame.surfarray.array3d(surface.subsurface(rect.clip(surface.get_rect()))).astype(int)
    return numpy.abs(pixels - numpy.array(colour)).sum(axis=2) < within


def test_equal_scores_share_a_place():
    from game.scenes.highscores import tied_places

    assert tied_places([300, 290, 290, 280, 280, 280, 100]) == [0, 1, 1, 3, 3, 3, 6]
    assert tied_places([(1, 3), (1, 3), (1, 2)]) == [0, 0, 2] and tied_places([]) == []


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


def test_the_game_just_played_places_are_tinted_and_tagged_not_outlined(harness):
    """Look review 18: one outline look, the focus's. The places the game just played took were outlined in pulsing
    green; they are tinted and tagged "new", with no line round them. Critique mid18: green means points, and a new
    high score is a reward: the tint and the tag are the reward's gold (the green tint leaned 8 to red, under the bar)."""
    from focus_looks import edge_pixels

    highscores.save_table("dicetime", [highscores.Entry(name, 300 - 20 * k, "2026-11-20")
                                        for k, name in enumerate(("ANA", "ZOE", "BEN", "MAX", "LEO"))])
    scene = harness.push(HighScoresScene, mode="dicetime", highlight=(0, 3))
    harness.run_for(0.5)
    new, plain = scene.row_rect(3), scene.row_rect(4)
    assert harness.drawn_text().count("new") == 2
    for colour in (theme.GOOD, theme.TITLE):
        assert edge_pixels(harness.screen, new.inflate(6, 6), colour, 6) == 0
    tint, calm = (harness.screen.get_at((r.x + 200, r.y + 6))[:3] for r in (new, plain))
    assert tint[0] - tint[2] > calm[0] - calm[2] + 20, (tint, calm)      # (warmer: gold, not green nor blue)
    # on the podium too: the first's plaque tinted, the second's not, neither outlined
    for step in (scene.step_rect(0), scene.step_rect(1)):
        for colour in (theme.GOOD, theme.TITLE):
            assert edge_pixels(harness.screen, step.inflate(6, 6), colour, 6) == 0
    tint, calm = (harness.screen.get_at((plate.x + 8, plate.centery))[:3]
                  for plate in (scene.plaque_rect(0, "300")[0], scene.plaque_rect(1, "280")[0]))
    assert tint[0] - tint[2] > calm[0] - calm[2] + 20, (tint, calm)
