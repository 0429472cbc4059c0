"""The end screen: ranking with ties, what the buttons start, and initials entry by pad, keyboard and mouse."""

from __future__ import annotations

import numpy
import pygame
import pytest
from fake_play import FakePlay
from focus_looks import edge_pixels

from game.input.actions import KEYBOARD, MOUSE, DeviceId
from game.match import MatchConfig, MatchResult, Seat, attract_match
from game.render import text, theme
from game.scenes.highscores import HighScoresScene
from game.scenes.initials import InitialsScene, initials_of
from game.scenes.results import ENTRY_DELAY, ResultsScene, high_score_candidates, ordinal, winners_line
from game.scenes.title import TitleScene
from game.storage import highscores

pytestmark = pytest.mark.solved_tables("dicetime")  # the session's shared copies (tests/solved_tables.py)


def fill_table(mode: str, lowest: int) -> None:
    """A full top ten whose lowest score is `lowest`."""
    highscores.save_table(mode, [highscores.Entry("OLD", lowest + 10 * (9 - i), "2026-01-01") for i in range(10)])


def two_people(device_a: DeviceId, device_b: DeviceId, totals=(250, 180, 120), mode="dicetime") -> MatchResult:
    seats = (Seat("person", "Player 1", 0, 0, device_a), Seat("computer", "Computer 2", 1, 1),
             Seat("person", "Player 3", 2, 2, device_b))
    return MatchResult.from_totals(MatchConfig(mode, seats), totals)


def fast_forward(harness, seconds: float) -> None:
    """Advance game time in quarter-second frames (the app's longest frame): fewer draws, same updates."""
    for _ in range(round(seconds / 0.25)):
        harness.app.tick(0.25)


def open_results(harness, result: MatchResult) -> ResultsScene:
    """The results with the win's celebration cut short by a key (as a player in a hurry does)."""
    harness.push("title")
    scene = harness.push(ResultsScene, result=result)
    harness.tick()
    past_celebration(harness, scene)
    return scene


def past_celebration(harness, scene: ResultsScene) -> None:
    if scene.celebrating:
        harness.press("confirm")                   # a key skips it and does nothing else
        fast_forward(harness, 0.75)
        harness.tick()
    assert not scene.celebrating


def test_the_win_is_celebrated_full_screen_first_and_a_key_skips_it(harness, play_scenes):
    from game.render.launch_scene import REST

    fill_table("dicetime", 900)
    harness.push("title")
    scene = harness.push(ResultsScene, result=two_people(KEYBOARD, MOUSE))
    harness.run_for(1.4)
    with text.recording() as drawn:
        harness.tick()
    words = [line.text for line in drawn]
    assert "Player 1 wins!" in words and "Revenge" not in words     # the headline, no buttons yet
    rocket = harness.screen.get_at((640, round(720 * REST)))         # the winner's rocket in the middle, over the pad
    assert sum(abs(a - b) for a, b in zip(rocket[:3], theme.SEAT_COLOURS[0], strict=False)) < 60
    harness.press("confirm")                       # skips: still on the results, Revenge not pressed
    assert harness.top is scene
    fast_forward(harness, 0.75)
    with text.recording() as drawn:
        harness.tick()
    assert "Revenge" in [line.text for line in drawn]
    assert harness.top is scene


def engraved(line) -> bool:
    """A pedestal's engraved place (its art, not a line of words)."""
    return len(line.text) == 1 and line.text.isdigit() and line.px >= text.pixel_size(48)


def test_the_winner_is_the_biggest_line_on_the_results_on_a_ribbon_of_their_colour(harness, play_scenes):
    fill_table("dicetime", 900)
    scene = open_results(harness, two_people(KEYBOARD, MOUSE))
    fast_forward(harness, 3.0)
    with text.recording() as drawn:
        harness.tick()
    sizes = {line.text: line.px for line in drawn if not engraved(line)}
    assert sizes["Player 1 wins!"] >= 40 and sizes["Player 1 wins!"] == max(sizes.values())
    ribbon = next(line for line in drawn if line.text == "Player 1 wins!").box
    edge = harness.screen.get_at((ribbon.centerx, ribbon.top + 2))       # the band along its top edge
    assert sum(abs(a - b) for a, b in zip(edge[:3], theme.SEAT_COLOURS[0], strict=False)) < 60
    assert harness.top is scene
    # look review 15: on four seats the ribbon was squeezed between the title and the winner's card: clear of both
    four = MatchConfig("dicetime", tuple(Seat("computer", f"CPU {i + 1}", i, i) for i in range(4)))
    scene = open_results(harness, MatchResult.from_totals(four, (244, 213, 145, 114)))
    fast_forward(harness, 3.0)
    with text.recording() as drawn:
        harness.tick()
    title = next(line.rect for line in drawn if line.text == "Dicetime – results")
    ribbon = next(line.box for line in drawn if line.text == "CPU 1 wins!")
    card = scene.row_rect(0)       # (the winner's spot on the podium: its name's line at its top)
    assert ribbon.top - title.bottom >= 20 and card.top - ribbon.bottom >= 20, (title, ribbon, card)


def test_first_place_stands_on_gold_the_second_on_silver(harness, play_scenes):
    """Issue 28: gold means rewards and titles only; a first place is one. Look reviews 28a/28b (change 3: "a podium
    picture instead of stacked bordered rows"): the winner stands on the gold pedestal, its place engraved in it, the
    second on silver; no "1st" row any more."""
    from game.render import podium_art
    from game.scenes.results_podium import spots

    fill_table("dicetime", 900)
    scene = open_results(harness, two_people(KEYBOARD, MOUSE))
    fast_forward(harness, 3.0)
    lines = harness.drawn_lines()
    assert "1st" not in [line.text for line in lines]

    def metal(rank: int) -> tuple[int, int, int]:
        step = spots(scene)[rank].step
        return tuple(pygame.transform.average_color(harness.screen, step.inflate(-40, -30))[:3])

    def near(colour, metal_index) -> int:
        return sum(abs(a - b) for a, b in zip(colour, podium_art.BODIES[metal_index], strict=True))
    assert near(metal(0), 0) < near(metal(0), 1) and near(metal(1), 1) < near(metal(1), 0), (metal(0), metal(1))
    assert sorted(line.text for line in lines if engraved(line)) == ["1", "2", "3"]

def test_a_sole_winner_stands_on_the_podium_a_bigger_card_with_bigger_words(harness, play_scenes):
    """Issue 28: the winner's card was the size of the others. A sole winner's card is the top step: taller
    and wider than every other, its name and total drawn larger; a shared win keeps the cards even."""
    fill_table("dicetime", 900)
    open_results(harness, two_people(KEYBOARD, MOUSE))
    fast_forward(harness, 3.0)
    lines = harness.drawn_lines()
    totals = {line.text: line for line in lines if line.text in ("250", "180", "120")}
    assert totals["250"].px > totals["180"].px == totals["120"].px
    names = {line.text: line for line in lines if line.text in ("Player 1", "Player 3")}
    assert names["Player 1"].px > names["Player 3"].px
    from game.scenes.results_podium import spots

    scene = harness.top
    first, second, third = (spots(scene)[rank] for rank in range(3))
    assert first.step.height > second.step.height > third.step.height and first.rocket > second.rocket
    assert first.step.bottom == second.step.bottom == third.step.bottom      # (one floor)
    tie = open_results(harness, two_people(KEYBOARD, MOUSE, totals=(200, 200, 120)))
    fast_forward(harness, 3.0)
    harness.drawn_text()
    first, second, third = (spots(tie)[rank] for rank in range(3))
    assert first.step.size == second.step.size and first.metal == second.metal == 0 and third.metal == 2


def test_a_sole_winner_stands_in_rays_of_its_colour_its_place_in_a_wreath(harness, play_scenes):
    """Look review 21: "two plain rows", "little celebration on the results screen itself". Behind a sole winner's card
    the win celebration's rays in its colour light the sky (at once with reduced motion: nothing else moves there).
    The winner's total is the biggest figure on the screen, its place in a gold laurel wreath."""
    harness.app.settings.reduced_motion = True   # (no confetti in the margins either)

    def warmth(totals) -> float:   # red over blue in the sky over the cards, left of the winner's ribbon
        open_results(harness, two_people(KEYBOARD, MOUSE, totals=totals))
        harness.tick()
        strip = pygame.surfarray.pixels3d(harness.screen)[210:460, 135:205].astype(int)   # (over the second's name)
        return float((strip[..., 0] - strip[..., 2]).mean())

    orange, blue = warmth((250, 180, 120)), warmth((120, 250, 180))   # (Player 1's colour, Computer 2's)
    assert orange > blue + 12, (orange, blue)
    open_results(harness, two_people(KEYBOARD, MOUSE))
    lines = harness.drawn_lines()
    figures = {line.text: line.px for line in lines if line.text.isdigit() and not engraved(line)}
    assert figures["250"] == max(figures.values()), figures
    from game.scenes.results_stage import _kept_halo, laurel  # (kept pictures: as made afresh)
    assert pygame.image.tobytes(_kept_halo(66, (250, 140, 60)), "RGBA") == \
        pygame.image.tobytes(_kept_halo.__wrapped__(66, (250, 140, 60)), "RGBA")
    assert pygame.image.tobytes(laurel(46), "RGBA") == pygame.image.tobytes(laurel.__wrapped__(46), "RGBA")


def test_the_celebration_stands_still_with_reduced_motion(harness):
    harness.app.settings.reduced_motion = True
    harness.push("title")
    harness.push(ResultsScene, result=two_people(KEYBOARD, MOUSE))
    middle = pygame.Rect(340, 0, 600, 720)          # (the sky's planets drift slowly beside it)
    harness.tick(20)
    first = pygame.image.tobytes(harness.screen.subsurface(middle), "RGB")
    harness.tick(20)
    assert pygame.image.tobytes(harness.screen.subsurface(middle), "RGB") == first


def test_ties_share_a_place_and_the_win():
    seats = tuple(Seat("computer", f"Computer {i + 1}", i, i) for i in range(4))
    result = MatchResult.from_totals(MatchConfig("triple", seats), (300, 300, 280, 280))
    assert result.places() == (1, 1, 3, 3)
    assert [ordinal(p) for p in result.places()] == ["1st", "1st", "3rd", "3rd"]
    assert winners_line(result) == "Computer 1 and Computer 2 share the win!"


def test_computers_and_demo_games_never_enter_the_table():
    seats = (Seat("computer", "Computer 1", 0, 0), Seat("person", "Player 2", 1, 1, KEYBOARD))
    result = MatchResult.from_totals(MatchConfig("dicetime", seats), (300, 5))
    assert high_score_candidates(result, []) == [1]
    demo = MatchResult.from_totals(attract_match("dicetime"), (300, 280))
    assert high_score_candidates(demo, []) == []


def test_two_people_cannot_both_take_the_last_place():
    table = [highscores.Entry("OLD", 500 - i, "2026-01-01") for i in range(9)]
    result = two_people(KEYBOARD, DeviceId("pad", 3), totals=(250, 180, 240))
    assert high_score_candidates(result, table) == [0]


def test_results_without_a_new_high_score_show_the_buttons_at_once(harness, play_scenes):
    fill_table("dicetime", 900)
    scene = open_results(harness, two_people(KEYBOARD, MOUSE))
    fast_forward(harness, ENTRY_DELAY + 0.5)
    assert harness.top is scene and scene.candidates == []
    harness.press("confirm")                       # Revenge is focused first
    assert isinstance(harness.top, FakePlay)
    match = harness.top.match
    assert match.revenge and match.seats == scene.config.seats


def test_play_again_high_scores_and_title_buttons(harness, play_scenes):
    fill_table("dicetime", 900)
    scene = open_results(harness, two_people(KEYBOARD, MOUSE))
    harness.click(scene.buttons.rects()[2].center)           # High scores
    assert isinstance(harness.top, HighScoresScene) and harness.top.mode == "dicetime"
    harness.press("back")
    assert harness.top is scene
    harness.click(scene.buttons.rects()[1].center)           # Play again
    assert isinstance(harness.top, FakePlay) and not harness.top.match.revenge
    scene = harness.push(ResultsScene, result=two_people(KEYBOARD, MOUSE))
    harness.tick()
    past_celebration(harness, scene)
    harness.press("right")
    harness.press("right")
    harness.press("right")
    harness.press("confirm")                                 # Title
    assert isinstance(harness.top, TitleScene) and len(harness.stack) == 1


def test_a_demo_game_returns_to_the_title_by_itself(harness):
    result = MatchResult.from_totals(attract_match("triple"), (300, 280))
    harness.push("title")
    harness.push(ResultsScene, result=result)     # the demo's celebration plays out: no one skips it
    harness.tick()
    fast_forward(harness, 7.5)
    assert isinstance(harness.top, ResultsScene)
    fast_forward(harness, 1.0)
    assert isinstance(harness.top, TitleScene)
    assert harness.app.idle_time < 1.0  # the title waits its full idle minute before the next demo


def test_a_demo_started_on_its_own_stays_on_its_end_screen_until_a_button(harness):
    # `python -m game --scene dicetime --attract`: nothing lies beneath the end screen.
    scene = harness.push(ResultsScene, result=MatchResult.from_totals(attract_match("dicetime"), (250, 231)))
    fast_forward(harness, 30.0)
    assert harness.top is scene
    harness.press("confirm")
    assert isinstance(harness.top, TitleScene)


def test_fanfare_plays_and_confetti_flies_unless_motion_is_reduced(harness):
    fill_table("dicetime", 900)
    heard = harness.listen()
    scene = open_results(harness, two_people(KEYBOARD, MOUSE))
    harness.tick(10)
    assert [name for name, _ in heard].count("fanfare") == 1
    assert len(scene.confetti.bits) > 50
    # review 14: bits by the title's letters and on the buttons read as drawn over them: none falls in the title's
    # band or in the buttons' row (while plenty fall between)
    past_celebration(harness, scene)
    colours = {tuple(c) for c in scene.confetti.colours} - {theme.TITLE, theme.TEXT, theme.ACCENT}   # (the winners')
    top, low = 48, min(rect.top for rect in scene.buttons.rects()) - 10
    seen = {"title band": 0, "buttons' row": 0, "between": 0}
    for _ in range(12):
        harness.tick(5)
        rgb = pygame.surfarray.array3d(harness.screen)
        for name, rows in (("title band", slice(0, top)), ("buttons' row", slice(low, None)), ("between", slice(top, low))):
            seen[name] += int(sum(numpy.all(rgb[:, rows] == colour, axis=2).sum() for colour in colours))
    assert seen["title band"] == 0 and seen["buttons' row"] == 0 and seen["between"] > 100, seen
    # look review 16: confetti over a card's edge, the ribbon's tip, between the rows: it shows in the margins only.
    # With the confetti gone for a frame, nothing changes on the rows' block (and 8 px round it) nor on the ribbon
    words = next(line.rect for line in harness.drawn_lines() if line.text.endswith("wins!"))
    rows = scene.row_rect(0).unionall([scene.row_rect(rank) for rank in range(len(scene.order))]).inflate(16, 16)
    kept_off, margins = 0, 0
    for _ in range(3):
        harness.tick(3)
        shown = pygame.surfarray.array3d(harness.screen).astype(int)
        bits = list(scene.confetti.bits)
        scene.confetti.bits.clear()
        harness.drawn_text()
        changed = abs(shown - pygame.surfarray.array3d(harness.screen).astype(int)).max(axis=2) > 24
        scene.confetti.bits[:] = bits
        kept_off += sum(int(changed[r.left:r.right, r.top:r.bottom].sum()) for r in (rows, words.inflate(120, 40)))
        margins += int(changed.sum())
    assert kept_off == 0 and margins > 150, (kept_off, margins)
    harness.app.settings.reduced_motion = True
    calm = harness.push(ResultsScene, result=two_people(KEYBOARD, MOUSE))
    harness.tick()
    past_celebration(harness, calm)
    harness.tick(10)
    assert calm.confetti.bits == []
    with text.recording() as drawn:                # every row already in place: no slide-in either
        type(harness.app).draw(harness.app, 1.0)
    for rank, seat in enumerate(calm.order):
        name = calm.config.seats[seat].name
        assert any(line.text.startswith(name) and calm.row_rect(rank).contains(line.rect) for line in drawn), name


def test_initials_by_virtual_pad_and_keyboard_at_the_same_time(harness, virtual_pads):
    pad = virtual_pads("P1")
    harness.tick()
    fill_table("dicetime", 100)                    # lowest 100: 250 and 120 enter, 180 is a computer
    scene = open_results(harness, two_people(KEYBOARD, pad.device))
    assert scene.candidates == [0, 2]
    harness.run_for(ENTRY_DELAY + 0.1)
    entry = harness.top
    assert isinstance(entry, InitialsScene)
    pad_panel, key_panel = entry.panels[1], entry.panels[0]
    assert (pad_panel.seat, key_panel.seat) == (2, 0)
    names = [scene.result.config.seats[seat].name for seat in (0, 2)]
    assert [key_panel.initials, pad_panel.initials] == [initials_of(name) for name in names]   # from their names
    key_panel.letters, pad_panel.letters = list("AAA"), list("AAA")      # (the typing below starts from A)
    # The pad types "ZB": down from A wraps to the last character, then up twice from A.
    for button in ("dpdown",) * 12:                  # A -> '-' -> 9 ... -> Z (12 steps back)
        pad.tap(button)
        harness.tick()
    pad.tap("a")
    harness.tick()
    pad.tap("dpup")
    harness.tick()
    assert pad_panel.initials == "ZBA"
    # The keyboard cannot type in the pad's panel: its presses go to its own panel.
    harness.press("up")
    assert pad_panel.initials == "ZBA" and key_panel.initials == "BAA"
    for _ in range(4):
        harness.press("confirm")                   # past B, A, A, then OK
    assert key_panel.done and not pad_panel.done
    assert harness.top is entry                    # waits for the pad
    pad.tap("dpright")
    harness.tick()
    pad.tap("dpright")
    harness.tick()
    pad.tap("a")                                   # OK
    harness.tick()
    assert harness.top is scene
    table, notice = highscores.load_table("dicetime")
    assert notice is None
    assert [e.initials for e in table[:2]] == ["BAA", "OLD"] and table[0].score == 250
    assert scene.new_places == {0: 0, 2: 9}
    assert table[9].initials == "ZBA" and table[9].score == 120
    # each keeps the seat that played it: its rocket stands on the high scores' podium (look review 23)
    seats = scene.config.seats
    assert table[0].look == (seats[0].colour, seats[0].rocket) and table[9].look == (seats[2].colour, seats[2].rocket)


def test_initials_start_from_the_name():
    names = ["Player 1", "Anna", "Anna Maria Roth", "Zoë", "Jürgen", "Bo", "CPU 2", "!!"]
    assert [initials_of(name) for name in names] == ["PL1", "ANN", "AMR", "ZOE", "JUR", "BOA", "CP2", "AAA"]


def test_initials_by_mouse_clicks(harness):
    scene = open_results(harness, two_people(MOUSE, DeviceId("pad", 99), totals=(90, 50, 10)))
    harness.run_for(ENTRY_DELAY + 0.1)
    entry = harness.top
    assert isinstance(entry, InitialsScene)
    assert [p.seat for p in entry.panels] == [0, 2]
    assert entry.panels[1].skipped                 # that pad is not plugged in: it cannot type
    entry.panels[0].letters = list("AAA")          # (the clicks below count from A)
    parts = entry.parts(0)
    harness.click(parts["up1"].center)
    harness.click(parts["up1"].center)
    harness.click(parts["down2"].center)
    assert entry.panels[0].initials == "AC-"
    harness.click(parts["ok"].center)
    assert harness.top is scene
    table, _ = highscores.load_table("dicetime")
    assert [(e.initials, e.score) for e in table] == [("AC-", 90)]


def test_results_layout_fits_the_screen(harness):
    seats = tuple(Seat("person", f"Player {i + 1}", i, i, DeviceId("pad", i)) for i in range(4))
    result = MatchResult.from_totals(MatchConfig("triple", seats), (1234, 999, 999, 12), (10.0, 2.5, None, 99.9))
    fill_table("triple", 5000)
    scene = open_results(harness, result)
    screen = pygame.Rect((0, 0), harness.app.size)
    rects = [scene.row_rect(rank) for rank in range(4)] + scene.buttons.rects()
    for i, rect in enumerate(rects):
        assert screen.contains(rect)
        assert rect.collidelist(rects[i + 1:]) == -1
    # the last row keeps a clear gap over the buttons (look review 12: rows tight against them)
    assert min(rect.top for rect in scene.buttons.rects()) - scene.row_rect(3).bottom >= 36
    # look review 24, "a large empty band between the player cards and the buttons" on two seats: their cards are
    # taller and close the band, still clear of the buttons
    two = MatchResult.from_totals(MatchConfig("triple", seats[:2]), (1234, 999), (10.0, 2.5))
    scene = open_results(harness, two)
    assert 36 <= min(rect.top for rect in scene.buttons.rects()) - scene.row_rect(1).bottom <= 64


def drawn_text(harness, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every line of text the scenes draw in the next frame, with where it went
    (the app's passing notices, drawn over everything, are cleared first)."""
    from game.render import text

    harness.app.notices.clear()
    seen: list[tuple[str, pygame.Rect]] = []
    original = text.draw

    def spy(surface, line, *args, **kwargs):
        rect = original(surface, line, *args, **kwargs)
        if surface is harness.screen:
            seen.append((line, rect))
        return rect

    from game.render import marks
    original_label = marks.key_label

    def label_spy(surface, label, *args, **kwargs):     # (a key's bold label over its shadow)
        rect = original_label(surface, label, *args, **kwargs)
        if surface is harness.screen:
            seen.append((label, rect))
        return rect

    monkeypatch.setattr(text, "draw", spy)
    monkeypatch.setattr(marks, "key_label", label_spy)
    harness.tick()
    monkeypatch.setattr(text, "draw", original)
    monkeypatch.setattr(marks, "key_label", original_label)
    return seen


def assert_text_fits(harness, lines: list[tuple[str, pygame.Rect]]) -> None:
    screen = pygame.Rect((0, 0), harness.app.size)
    assert lines
    for i, (line, rect) in enumerate(lines):
        assert screen.contains(rect), f"{line!r} is clipped at {rect}"
        for other, other_rect in lines[i + 1:]:
            assert not rect.colliderect(other_rect), f"{line!r} {rect} overlaps {other!r} {other_rect}"


def test_no_text_is_clipped_or_overlapping_on_the_end_screen(harness, monkeypatch):
    seats = (Seat("person", "Player 1", 0, 0, KEYBOARD), Seat("computer", "Computer 2", 1, 1, difficulty="normal"),
             Seat("person", "Player 3", 2, 2, DeviceId("pad", 5)), Seat("computer", "Computer 4", 3, 3))
    result = MatchResult.from_totals(MatchConfig("triple", seats), (1888, 1888, 1502, 997), (123.4, None, 88.8, None))
    scene = open_results(harness, result)
    scene.new_places = {0: 0, 2: 9}       # as after initials entry: the longest detail lines
    scene.candidates = []
    fast_forward(harness, 2.0)
    assert_text_fits(harness, drawn_text(harness, monkeypatch))


def test_no_text_is_clipped_or_overlapping_in_initials_entry_for_four(harness, monkeypatch):
    seats = tuple(Seat("person", f"Player {i + 1}", i, i, device)
                  for i, device in enumerate((KEYBOARD, MOUSE, DeviceId("pad", 1), DeviceId("pad", 2))))
    config = MatchConfig("dicetime", seats)
    open_results(harness, MatchResult.from_totals(config, (375, 300, 299, 250)))
    fast_forward(harness, ENTRY_DELAY + 0.25)
    assert isinstance(harness.top, InitialsScene) and len(harness.top.panels) == 4
    lines = drawn_text(harness, monkeypatch)
    assert sum(line == "OK" or line.startswith("skipped") for line, _ in lines) == 4
    assert_text_fits(harness, lines)


def test_no_text_is_clipped_or_overlapping_in_the_high_score_table(harness, monkeypatch):
    highscores.save_table("triple", [highscores.Entry("WWW", 9999 - i, "2026-12-31") for i in range(10)])
    harness.push(HighScoresScene, mode="triple", highlight=(0,))
    harness.tick(30)
    assert_text_fits(harness, drawn_text(harness, monkeypatch))


def test_the_final_sheet_can_be_reviewed_from_the_results(harness):
    from dataclasses import replace

    import pygame

    from game.render import text

    scene = harness.push("dicetime", players=2)
    harness.tick()
    view = scene.table.view.final_sheet()   # the sheet as the table ends (nobody on turn)
    result = replace(MatchResult.from_totals(MatchConfig("dicetime", tuple(Seat("computer", f"Computer {i + 1}", i, i)
                                                                             for i in range(2))), (120, 80)),
                     review=view)
    harness.app.scenes.clear_to(harness.make("title"))
    scene = open_results(harness, result)
    labels = [b.label for b in scene.buttons.buttons]
    assert "Score sheet" in labels
    scene.buttons.focus = labels.index("Score sheet")
    harness.press("confirm")
    with text.recording() as drawn:
        harness.tick()
    words = {line.text for line in drawn}
    assert {"Final score sheet", "Chance", "Bonus 63+"} <= words
    # each column says its place (look review 12: the winner's frame had no stated meaning), the winner's in gold
    from game.render import theme

    places = {line.text: line for line in drawn if line.text in ("1st", "2nd") and 320 < line.rect.centerx < 960}
    assert set(places) == {"1st", "2nd"} and places["1st"].rect.centerx < places["2nd"].rect.centerx
    gold = sum(harness.screen.get_at((x, y))[:3] == theme.TITLE for x in range(places["1st"].rect.left,
               places["1st"].rect.right) for y in range(places["1st"].rect.top, places["1st"].rect.bottom))
    assert gold > 20
    # the winner's column (seat 0: 120 against 80) framed in its colour, the other's not
    from game.render import rockets

    edges = [sum(1 for x in range(1280) for y in range(56, 64) if harness.screen.get_at((x, y))[:3] == rockets.seat_colour(i))
             for i in range(2)]   # (the sheet's top edge: y 58)
    assert edges[0] > 100 and edges[1] == 0, edges
    # look review 13a: the title sat on the sheet's top edge, the place stood a line above the rocket, and the frame
    # poked past the sheet's foot
    title = next(line for line in drawn if line.text == "Final score sheet")
    assert title.rect.bottom <= 58 - 4
    assert abs(places["1st"].rect.centery - (58 + 21)) <= 3 and places["1st"].rect.right < 640   # (the rocket: 21 px down)
    from game.render.scoresheet import ScoreSheet

    foot = ScoreSheet(pygame.Rect(340, 58, 600, 600), 2, 1).layout.seat_rect(0).bottom     # (the columns' foot)
    framed = [y for x in range(0, 1280, 2) for y in range(foot - 12, foot + 12)
              if harness.screen.get_at((x, y))[:3] == rockets.seat_colour(0)]
    assert framed and max(framed) < foot, (max(framed), foot)
    harness.press("back")
    assert harness.top is scene, "back closes the sheet, not the results"
    with text.recording() as drawn:
        harness.tick()
    assert "Final score sheet" not in {line.text for line in drawn}


def test_solo_results_speak_to_the_one_person():
    seats = (Seat("person", "Player 1", 0, 0, KEYBOARD),)
    assert winners_line(MatchResult.from_totals(MatchConfig("dicetime", seats), (231,))) == "You scored 231!"


def _bright_sparks(picture: pygame.Surface, area: pygame.Rect) -> int:
    """Pixels of `area` lit like a firework's spark (bright, not the stage's dark or the rays' glow)."""
    pixels = pygame.surfarray.pixels3d(picture.subsurface(area)).astype(int)
    return int(numpy.count_nonzero(pixels.max(axis=2) > 215))


def test_the_celebration_is_bright_with_fireworks_all_over_and_the_points_big_in_gold(harness, play_scenes):
    fill_table("dicetime", 900)
    harness.push("title")
    harness.push(ResultsScene, result=two_people(KEYBOARD, MOUSE))
    harness.run_for(2.1)     # (the points counted up: look review 22)
    with text.recording() as drawn:
        harness.tick()
    points = next(line for line in drawn if line.text == "250 points")
    assert points.px >= 50, "the winner's points are big"
    gold = sum(1 for x in range(points.rect.left, points.rect.right, 2) for y in range(points.rect.top, points.rect.bottom, 2)
               if sum(abs(a - b) for a, b in zip(harness.screen.get_at((x, y))[:3], theme.TITLE, strict=False)) < 60)
    assert gold > 60, "and gold"
    screen = harness.screen
    left, right = pygame.Rect(0, 0, 380, 640), pygame.Rect(900, 0, 380, 640)   # beside the rocket's column
    # several fireworks at once, on both sides (one firework lit ~140 such pixels on one side)
    assert _bright_sparks(screen, left) > 1000 and _bright_sparks(screen, right) > 1000, "fireworks on both sides"
    middle = pygame.Rect(440, 260, 400, 320)                                     # the lit stage round the rocket
    assert numpy.asarray(pygame.surfarray.pixels3d(screen.subsurface(middle))).mean() > 55, "a bright stage"


def test_the_initials_cards_glow_in_their_seats_colour_over_a_lighter_room(harness):
    """Issue 28: the initials entry was a dark, empty screen with muddy dimmed confetti. Each card is lit
    from behind in its seat's colour (orange for seat 1 here), the results under it dimmed less."""
    fill_table("dicetime", 100)
    results = open_results(harness, two_people(KEYBOARD, MOUSE))
    harness.run_for(ENTRY_DELAY + 0.3)
    entry = harness.top
    assert isinstance(entry, InitialsScene)
    harness.drawn_text()
    card = entry.panel_rect(0)
    # mid critique 18: the letters' boxes were small (56 x 70): now about 1.5 times, the one being typed lying on the
    # seat's colour (orange), the others on the card's dark
    boxes = [entry.parts(0)[f"box{slot}"] for slot in range(3)]
    letters = [line.rect for line in harness.drawn_lines() if any(box.contains(line.rect) for box in boxes)]
    assert len(letters) == 3 and min(box.height for box in boxes) >= 100 and min(r.height for r in letters) >= 75, letters
    # look review 26 (focus drawn four ways): the letter being typed is marked by the white ring alone, as every focus,
    # not an orange fill: all three boxes lie on the same dark, only the first ringed
    fills = [harness.screen.get_at((box.left + 8, box.centery))[:3] for box in boxes]
    assert fills[0] == fills[1] == fills[2] and fills[0][2] > fills[0][0], fills
    from game.render import marks

    ringed = marks.lifted(boxes[0]).inflate(2 * marks.RING_OUT, 2 * marks.RING_OUT)
    rings = [edge_pixels(harness.screen, ringed, theme.FOCUS, marks.RING)] + \
        [edge_pixels(harness.screen, box.inflate(2, 2), theme.FOCUS) for box in boxes[1:]]
    assert rings[0] > 2 * (boxes[0].width + boxes[0].height) and rings[1] == rings[2] == 0, rings
    beside = harness.screen.get_at((card.left - 12, card.centery))[:3]
    assert beside[0] > 35 and beside[0] > beside[2] + 12, beside      # warm light (seat 1 is orange), not a dark room
    # look review 15: confetti lay across "New high score!"; the title and the ask lie on plates it is behind: with the
    # confetti gone, their words' places show the same
    words = [line.rect for line in harness.drawn_lines() if line.text.startswith(("New high score!", "Enter your initials"))]
    shown = pygame.surfarray.array3d(harness.screen).astype(int)
    assert len(results.confetti.bits) > 50
    results.confetti.bits.clear()
    harness.drawn_text()
    bare = pygame.surfarray.array3d(harness.screen).astype(int)
    crossed = sum(int((abs(shown - bare)[r.left:r.right, r.top:r.bottom].max(axis=2) > 24).sum()) for r in words)
    assert len(words) == 2 and crossed == 0, (words, crossed)
    # look review 16: a bit drifted over the card's edge: none shows on the card nor 16 px round it
    near = card.inflate(32, 32)
    assert int((abs(shown - bare)[near.left:near.right, near.top:near.bottom].max(axis=2) > 24).sum()) == 0
    # review 17: the card floated alone on a sparse sky for a "New high score!": the win's rays light the room round
    # the cards (drawn alone on black: on a circle round them, rays and gaps between them)
    import math

    alone = pygame.Surface(harness.app.size)
    entry.draw(alone, 0.0)
    cards = card.union(entry.panel_rect(len(entry.panels) - 1))
    across, down = cards.width // 2 + 60, cards.height // 2 + 60     # (an oval round them: wide cards, a short screen)
    ring = [alone.get_at((round(cards.centerx + across * math.cos(k * math.pi / 90)),
                          round(cards.centery + down * math.sin(k * math.pi / 90))))[:3] for k in range(180)]
    lit = [sum(colour) > 40 for colour in ring]
    assert 0.25 * len(lit) <= sum(lit) <= 0.75 * len(lit), sum(lit)


def test_a_solo_game_shows_where_it_stands_in_the_high_scores_under_its_one_card(harness):
    """Issue 28: a solo game's results were one card in an empty field. Once the initials are in, the mode's
    table round the new place shows under the card: the places before and after it, the new one marked."""
    highscores.save_table("dicetime", [highscores.Entry(name, score, "2026-11-20") for name, score in
                                       (("ZOE", 284), ("MAX", 262), ("ANA", 240), ("BEN", 198))])
    solo = MatchResult.from_totals(MatchConfig("dicetime", (Seat("person", "Player 1", 0, 0, KEYBOARD),)), (231,))
    scene = open_results(harness, solo)
    harness.run_for(ENTRY_DELAY + 0.1)
    assert isinstance(harness.top, InitialsScene)
    for _ in range(4):
        harness.press("confirm")                   # PL1 (from "Player 1"), then OK
    assert harness.top is scene
    fast_forward(harness, 2.0)
    lines = harness.drawn_lines()
    shown = [line.text for line in lines]
    assert "Dicetime: high scores" in shown
    for expected in ("3", "ANA", "4", "new", "5", "BEN"):
        assert expected in shown, (expected, shown)
    # look review 26 ("the rows below are thin and plain"): each place on a rank medal as on the high-score screen,
    # the third's bronze, the others' pewter
    from game.scenes.highscores_podium import MEDALS, PEWTER

    for rank, metal in (("3", MEDALS[2]), ("4", PEWTER), ("5", PEWTER)):
        medal = next(line.rect for line in lines if line.text == rank).inflate(10, 6)
        near = sum(sum(abs(a - b) for a, b in zip(harness.screen.get_at((x, y))[:3], metal, strict=True)) < 40
                   for x in range(medal.left, medal.right) for y in range(medal.top, medal.bottom))
        assert near > 60, (rank, near)
    assert "ZOE" not in shown                      # three rows round the new place
    card = scene.row_rect(0)
    assert all(line.rect.top > card.bottom for line in lines if line.text in ("ANA", "BEN"))
    # look review 28b d14: "PL1" (the initials made from the name) right under "Player 1" looked stale: the new place
    # says the name; initials the player typed stay
    assert "PL1" not in shown and [line.text for line in lines if line.rect.top > card.bottom].count("Player 1") == 1


def test_the_high_score_excerpt_names_the_player_unless_they_typed_their_initials():
    from game.scenes.results_view import draw_table_excerpt

    surface = pygame.Surface((1280, 720))
    for initials, said in (("PL1", "Player 1"), ("ZAK", "ZAK")):
        table = [highscores.Entry("ANA", 240, "2026-11-20"), highscores.Entry(initials, 231, "2026-11-27")]
        with text.recording() as drawn:
            draw_table_excerpt(surface, 400, table, 1, "Dicetime: high scores", "Player 1")
        shown = [line.text for line in drawn]
        assert said in shown and ("PL1" not in shown if said != "PL1" else True), shown
        row = next(line for line in drawn if line.text == said)
        score = next(line for line in drawn if line.text == "231")
        assert row.rect.right + 12 <= score.rect.left and row.px >= text.pixel_size(36), (row.rect, score.rect)


@pytest.mark.parametrize("count", [2, 3, 4, 5, 6])
def test_each_seat_shows_in_its_own_spot_without_a_kind_of_player_tag(harness, count):
    """Look reviews 28a/28b: the results of several seats are a podium (the first three on pedestals, the others as
    chips under them); "computer · normal" repeated on every row was noise (28a d21). Each seat's name and total show
    inside its own spot, no two spots (nor the buttons) overlap, and no seat says what kind of player it is."""
    seats = tuple(Seat("person", "Player 1", 0, 0, KEYBOARD) if i == 0 else Seat("computer", f"CPU {i + 1}", i, i)
                  for i in range(count))
    totals = tuple(100 + 7 * i for i in range(count))
    fill_table("dicetime", 900)      # (no initials to type: the results show at once)
    result = MatchResult.from_totals(MatchConfig("dicetime" if count <= 4 else "bluff", seats), totals)
    if count > 4:     # (a Bluff match counted in points: totals as Dicetime's)
        result = MatchResult(result.config, result.totals, result.winners, result.expected_loss, counted="points")
    scene = open_results(harness, result)
    fast_forward(harness, 3.0)
    harness.tick()
    lines = harness.drawn_lines()
    shown = [line.text for line in lines]
    assert not any(line.startswith("computer ·") or line == "human player" for line in shown), shown
    rects = [scene.row_rect(rank) for rank in range(count)] + scene.buttons.rects()
    for k, rect in enumerate(rects):
        assert pygame.Rect((0, 0), harness.app.size).contains(rect) and rect.collidelist(rects[k + 1:]) == -1, k
    for rank, seat in enumerate(scene.order):
        spot = scene.row_rect(rank)
        for words in (seats[seat].name, str(totals[seat])):
            assert any(line.text == words and spot.contains(line.rect) for line in lines), (words, spot, [l.rect for l in lines if l.text == words])
        name = next(line for line in lines if line.text == seats[seat].name)
        total = next(line for line in lines if line.text == str(totals[seat]))
        assert total.px >= text.pixel_size(42) and not name.rect.colliderect(total.rect)   # (>= 13 px digits at 800)
        assert name.rect.collidelist([line.rect for line in lines if line is not name and not engraved(line)
                                      and line.text != "New high score!"]) == -1, name.text


def six_seat_bluff(totals, counted=None) -> MatchResult:
    seats = tuple(Seat("person" if i == 0 else "computer", f"Seat {i + 1}", i, i, KEYBOARD if i == 0 else None)
                  for i in range(6))
    result = MatchResult.from_totals(MatchConfig("bluff", seats), totals)
    return result if counted is None else MatchResult(result.config, result.totals, result.winners,
                                                      result.expected_loss, counted=counted)


def test_the_last_one_standing_is_celebrated_as_such_and_places_show_no_count(harness):
    # Bluff's totals count the seats out before each (the winner: 5 of 6): "5th place" once headed the win
    result = six_seat_bluff((4, 1, 5, 0, 2, 3))
    harness.push("title")
    scene = harness.push(ResultsScene, result=result)
    harness.run_for(1.4)
    with text.recording() as drawn:
        harness.tick()
    words = [line.text for line in drawn]
    big = [line.text for line in drawn if line.px >= 40]      # the headline and the line under the winner's rocket
    assert "Seat 3 wins!" in big and "Last one standing" in big and "5th place" not in big, big
    assert words.index("5th place") == words.index("Seat 2") + 1    # (the place of a rocket beside the pad)
    past_celebration(harness, scene)
    fast_forward(harness, 3.0)
    counted = []
    scene._shown_total = lambda *seat: counted.append(seat) or 0
    words = harness.drawn_text()
    assert {"1", "2", "3", "4", "6", "Seat 3", "Seat 4"} <= set(words)   # (engraved in the pedestals, on the medals)
    assert counted == [] and "1st" not in words, counted     # no count beside a place


def test_a_bluff_points_match_shows_its_points(harness):
    result = six_seat_bluff((7, 3, 12, 0, 5, 9), counted="points")
    assert result.unit == "points" and result.winners == (2,)
    harness.push("title")
    scene = harness.push(ResultsScene, result=result)
    harness.run_for(2.1)     # (the points counted up)
    with text.recording() as drawn:
        harness.tick()
    assert "12 points" in [line.text for line in drawn]
    past_celebration(harness, scene)
    fast_forward(harness, 3.0)
    assert {"12", "9", "0"} <= set(harness.drawn_text())


def test_a_winners_flying_rocket_stays_inside_its_card():
    """Look review 13a: the first place's rocket (and its flame) stuck out of its card on four and six seats. Every
    rocket shape, at every card height the results use, bobbing 4 px up or down, keeps inside the card's edge."""
    import pygame

    from game.render import rockets
    from game.scenes.results_view import fitted_rocket

    canvas = pygame.Surface((300, 300))
    for height in range(56, 170, 6):
        card = pygame.Rect(20, 40, 260, height)
        for largest in (46, 60, 62, 88):
            size, middle = fitted_rocket(card, largest)
            assert size <= largest
            for shape in range(6):
                for bob in (-4, 4):
                    drawn = rockets.draw_rocket(canvas, shape, shape, (150, middle + bob), size, flame=0.7)
                    assert card.inflate(-8, -8).contains(drawn), (height, largest, shape, bob, drawn)


def test_beside_the_final_sheet_each_seat_has_its_rocket_and_a_kept_one_is_the_fresh_one():
    """look13e/f (review 13): the final sheet's card had bare sky on both sides. Beside it each seat's rocket stands on
    its column's side (seat 1 left, seat 2 right); the rockets are kept (the sheet is drawn every frame): a picture
    drawn from the kept ones equals one drawn afresh."""
    from types import SimpleNamespace

    from game.render.rockets import seat_colour
    from game.scenes import results_view

    seats = tuple(SimpleNamespace(rocket=k, colour=k, name=f"P{k}", cells=((("ones", 3), ("chance", 20)),), bonus=(0,),
                                  total=23) for k in range(2))
    view = SimpleNamespace(seats=seats, weights=(1,))
    card = pygame.Rect(316, 10, 648, 660)

    def drawn() -> numpy.ndarray:
        surface = pygame.Surface((1280, 720))
        results_view._draw_flanks(surface, view, (0,), card, {0: 1, 1: 2})
        return pygame.surfarray.array3d(surface).astype(int)

    results_view._rocket.cache_clear()
    results_view._glow.cache_clear()
    fresh = drawn()
    kept = drawn()
    assert results_view._rocket.cache_info().hits == 2 and (fresh == kept).all()
    for seat, flank in ((0, fresh[:card.left]), (1, fresh[card.right:])):
        near = numpy.abs(flank - numpy.array(seat_colour(seat))).sum(axis=2) < 60
        assert near.sum() > 1000, (seat, int(near.sum()))   # (look review 18: on its card, smaller: ~1,300 px)


def test_the_initials_card_shows_the_score_that_earned_the_place_large_and_gold(harness):
    """Look review 25 (results_initials at 7): the points that earned the place were a dim 25 px line under the name,
    the card small in a big room. The score is the card's largest words after the letters, in the reward's gold."""
    fill_table("dicetime", 100)
    open_results(harness, two_people(KEYBOARD, MOUSE))
    harness.run_for(ENTRY_DELAY + 0.3)
    assert isinstance(harness.top, InitialsScene)
    lines = harness.drawn_lines()
    score = next(line for line in lines if line.text == "250 points")
    name = next(line for line in lines if line.text == "Player 1")
    assert score.rect.height >= 1.5 * name.rect.height, (score.rect, name.rect)
    gold = [harness.screen.get_at((x, score.rect.centery))[:3] for x in range(score.rect.left, score.rect.right)]
    assert any(r > 200 and g > 160 and b < 120 for r, g, b in gold), "the score is drawn in gold"


@pytest.mark.parametrize("seats", [2, 4, 6])
def test_each_rocket_stands_on_its_pedestal(harness, seats):
    """Look reviews 28a/28b (change 3): the first three stand on the high-score podium's pedestals: each seat's
    rocket shows just over its pedestal's top face (its colour there), the winner's the largest; the pedestals stand
    on one floor."""
    from game.render import rockets
    from game.scenes.results_podium import spots

    harness.app.settings.reduced_motion = True
    harness.push("title")
    result = six_seat_bluff((4, 1, 5, 0, 2, 3)) if seats == 6 else MatchResult.from_totals(
        MatchConfig("dicetime", tuple(Seat("computer", f"CPU {i + 1}", i, i) for i in range(seats))),
        (244, 213, 145, 114)[:seats])
    scene = harness.push(ResultsScene, result=result)
    past_celebration(harness, scene)
    fast_forward(harness, 3.0)
    harness.tick()
    podium = [spot for spot in spots(scene) if spot.step is not None]
    assert len(podium) == min(3, seats) and len({spot.step.bottom for spot in podium}) == 1
    assert max(podium, key=lambda spot: spot.rocket) is spots(scene)[0]
    for rank, spot in enumerate(podium):
        colour = rockets.seat_colour(scene.config.seats[scene.order[rank]].colour)
        band = pygame.Rect(spot.step.centerx - 50, spot.stand - 40, 100, 36)
        pixels = pygame.surfarray.array3d(harness.screen.subsurface(band)).astype(int)
        near = int((numpy.abs(pixels - numpy.array(colour)).sum(axis=2) < 90).sum())
        assert near > 40, (rank, near)


def test_a_losers_card_is_framed_in_its_seats_colour_not_the_modes_trim(harness):
    """Look reviews 27a/27b #21: in a Dicetime result CPU 2's card was framed green (the mode's trim), its blue a
    hairline. Its frame, a few px in from each side edge, is the seat's colour more than the trim's."""
    from game.render import rockets
    from game.render.colour_vision import perceptual_difference
    from game.scenes.mode_skins import skin_of

    seats = tuple(Seat("computer", f"CPU {i + 1}", i, i) for i in range(4))   # (no high score's initials)
    scene = open_results(harness, MatchResult.from_totals(MatchConfig("dicetime", seats), (234, 214, 203, 193)))
    fast_forward(harness, 3.0)
    harness.tick()
    card = scene.row_rect(3)      # (the fourth's chip under the podium)
    blue, trim = rockets.seat_colour(3), skin_of("dicetime").trim
    frame = [tuple(harness.screen.get_at((x, card.centery)))[:3] for x in range(card.left, card.left + 6)]
    frame += [tuple(harness.screen.get_at((card.centerx, y)))[:3] for y in range(card.top, card.top + 6)]
    seat_px = sum(perceptual_difference(c, blue) < 15 for c in frame)
    trim_px = sum(perceptual_difference(c, trim) < 15 for c in frame)
    assert seat_px >= 4 and seat_px > trim_px, (seat_px, trim_px, frame)


def test_the_rays_stand_behind_the_initials_cards_in_the_middle_and_a_podium_without_tags_stands_taller(harness):
    """The winner's rays come up behind its pedestal, right of the middle on two seats; while the initials are typed
    they stand behind the initials' cards, in the middle. A podium with no new high score to tag keeps no line for one
    under its pedestals: they stand taller."""
    from game.scenes.results_podium import TAG_LINE, spots

    fill_table("dicetime", 100)
    seats = (Seat("person", "Player 1", 0, 0, KEYBOARD), Seat("computer", "CPU 2", 1, 1))
    result = MatchResult.from_totals(MatchConfig("dicetime", seats), (234, 193))
    scene = open_results(harness, result)
    centres = []
    draw = scene.stage.draw
    scene.stage.draw = lambda surface, centre, shown: centres.append(centre) or draw(surface, centre, shown)
    harness.run_for(ENTRY_DELAY + 0.3)
    assert isinstance(harness.top, InitialsScene)
    harness.tick()
    assert centres[-1][0] == 640, centres[-1]
    scene.entry_open = False      # (as once the initials are in)
    harness.drawn_text()
    assert centres[-1][0] > 700 and centres[-1][0] == scene.row_rect(0).centerx, centres[-1]
    tagged = spots(scene)[0]
    plain = spots(open_results(harness, MatchResult.from_totals(MatchConfig("dicetime", seats[1:] + (
        Seat("computer", "CPU 3", 2, 2),)), (234, 193))))[0]
    assert plain.step.height >= tagged.step.height + TAG_LINE - 10, (plain.step, tagged.step)
