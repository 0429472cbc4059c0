"""The pause overlay: opened by Esc/Start in any game scene, resume, settings, rules, quit to title."""

from __future__ import annotations

import numpy
import pygame
import pytest

from game.input.actions import Action
from game.render import theme
from game.render.panel import FRAME_EDGE
from game.scenes.base import Scene
from game.scenes.pause import PauseScene, open_pause
from game.scenes.rules_book import RulesScene
from game.scenes.rules_pages import PAGES
from game.scenes.settings import SettingsScene
from game.scenes.title import TitleScene

RED = (200, 30, 30)


class FakeGame(Scene):
    """Stands in for a game scene: red, counts its updates and its pauses."""

    rules_page = "triple"

    def __init__(self, app, **options) -> None:
        super().__init__(app)
        self.updates = 0
        self.handled: list[str] = []
        self.paused = 0
        self.resumed = 0

    def pause(self) -> None:
        self.paused += 1

    def resume(self) -> None:
        self.resumed += 1

    def handle(self, action: Action) -> None:
        self.handled.append(action.name)

    def update(self, dt: float) -> None:
        self.updates += 1

    def draw(self, surface, alpha) -> None:
        surface.fill(RED)
        surface.fill((255, 255, 255), (100, 0, 4, surface.get_height()))   # a sharp white stripe (left of the card)


def start_game(harness) -> FakeGame:
    harness.push("title")
    game = harness.push(FakeGame)
    harness.tick()
    return game


def test_escape_opens_pause_over_the_game_which_stays_drawn_and_frozen(harness):
    game = start_game(harness)
    harness.post_key(pygame.K_ESCAPE)
    harness.tick()
    assert isinstance(harness.top, PauseScene)
    assert game.paused == 1
    assert "back" not in game.handled
    frozen = game.updates
    harness.tick(30)
    assert game.updates == frozen
    # The game shows through, dimmed, around the pause panel.
    r, g, b, *_ = harness.screen.get_at((20, 20))
    assert 0 < r < RED[0] and r > g and r > b
    # ... blurred (look mid18: dimmed only, cut-off words of the game read through): the game's sharp stripe spreads
    # into a soft glow, no step from one pixel to the next as steep as its edge, darker than it
    row = [sum(harness.screen.get_at((x, 20))[:3]) for x in range(80, 124)]
    assert max(abs(a - b) for a, b in zip(row, row[1:], strict=False)) < 60, row
    assert max(row) < 3 * 200 and sum(harness.screen.get_at((90, 20))[:3]) > sum(harness.screen.get_at((20, 20))[:3]), row
    # The card is framed like the results' cards (look review 14a: "a plain box"): a dark rim round it, a lit edge,
    # and its heading on a ribbon.
    card, screen = harness.top.panel, harness.screen
    assert screen.get_at((card.left - 4, card.centery))[:3] == theme.SPACE
    side, top, foot = (tuple(screen.get_at(spot)[:3]) for spot in ((card.left + 1, card.centery),
                                                                   (card.centerx, card.top + 1), (card.centerx, card.bottom - 2)))
    assert sum(side) > sum(theme.PANEL) + 150, side     # its steel bezel (issue 28: the console), lit on the west
    assert sum(top) > sum(foot) + 150, (top, foot)       # ... and on the north, shaded at the foot
    assert screen.get_at((card.centerx, card.top - 4))[:3] == theme.SPACE
    column = [tuple(screen.get_at((card.centerx, y))[:3]) for y in range(card.top + 8, card.top + 110)]
    assert column.count(FRAME_EDGE) >= 4, "the heading's ribbon, edged as the card"


def test_start_on_a_pad_pauses_and_b_resumes(harness, virtual_pads):
    game = start_game(harness)
    pad = virtual_pads("P1")
    harness.tick()
    harness.tap(pad, "start")
    assert isinstance(harness.top, PauseScene)
    harness.tap(pad, "b")
    assert harness.top is game
    assert game.resumed == 1
    before = game.updates
    harness.tick(3)
    assert game.updates == before + 6   # two fixed steps of 1/120 s per 1/60 s frame


def test_resume_from_the_menu(harness):
    game = start_game(harness)
    harness.press("pause")
    assert isinstance(harness.top, PauseScene)
    harness.press("confirm")            # "Resume" has the focus
    assert harness.top is game


def test_pause_does_not_stack_on_itself(harness):
    start_game(harness)
    open_pause(harness.app)
    open_pause(harness.app)
    assert sum(isinstance(s, PauseScene) for s in harness.stack) == 1


def test_quit_to_title_leaves_a_fresh_title_alone_on_the_stack(harness):
    start_game(harness)
    harness.press("pause")
    pause = harness.top
    pause.menu.focus = 3
    assert pause.menu.focused.label == "Quit to title"
    harness.press("confirm")
    assert len(harness.stack) == 1
    assert isinstance(harness.top, TitleScene)


def test_rules_from_pause_open_on_the_page_of_the_game_and_come_back(harness):
    start_game(harness)
    harness.press("pause")
    harness.press("down")
    harness.press("down")
    assert harness.top.menu.focused.label == "Rules"
    harness.press("confirm")
    rules = harness.top
    assert isinstance(rules, RulesScene)
    assert PAGES[rules.index].key == "triple"
    harness.press("back")
    assert isinstance(harness.top, PauseScene)


def test_settings_from_pause_and_back(harness):
    start_game(harness)
    harness.press("pause")
    harness.press("down")
    harness.press("confirm")
    assert isinstance(harness.top, SettingsScene)
    harness.press("pause")               # Start in settings does not stack a pause on it
    assert isinstance(harness.top, SettingsScene)
    harness.press("back")
    assert isinstance(harness.top, PauseScene)


def test_closing_the_window_quits_cleanly_from_the_pause_overlay(harness):
    game = start_game(harness)
    harness.press("pause")
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    status = harness.app.run(frames=10_000)
    assert status == 0
    assert len(harness.app.scenes) == 0
    assert not pygame.get_init() or not pygame.display.get_init()
    assert game.updates > 0


@pytest.mark.solved_tables("tenthousand")
def test_over_a_game_the_card_names_the_mode_and_every_seat_with_its_score(harness):
    """Look review 22 ("a plain box, no character"): over a game, the card says which game is paused and how it stands,
    every seat with its rocket and score on a scoreboard card, and is only as tall as what it holds."""
    from game.input.actions import KEYBOARD
    from game.match import quick_match
    from game.render import rockets, table, theme
    from game.scenes import pause as pause_scene

    game = harness.push("zehntausend", match=quick_match("zehntausend", people_devices=(KEYBOARD,), computers=2))
    harness.tick()
    harness.post_key(pygame.K_ESCAPE)
    harness.tick()
    pause = harness.top
    assert isinstance(pause, PauseScene)
    lines = [line for line in harness.drawn_lines() if pause.panel.contains(line.rect)]
    words = [line.text for line in lines]
    assert game.match.title in words
    for seat in game.match.seats:
        name = next(line for line in lines if line.text == seat.name)
        score = [line for line in lines if line.text == "0" and name.rect.bottom < line.rect.centery < name.rect.bottom + 40
                 and name.rect.left < line.rect.right < name.rect.left + 180]   # under its name, on its chip
        assert score, (seat.name, words)
        assert pause.strip.contains(name.rect)
    screen = harness.screen
    # look review 26: "the mini scoreboard on felt is awkward": the seats stand on a scoreboard card of their own, the
    # night's dark face (not the mode's felt) in a neutral rim, each chip marked with its seat's colour at its left
    felt = table.felt_for("zehntausend")
    middle = screen.get_at((pause.strip.centerx, pause.strip.top + 5))[:3]
    assert middle == pause_scene.BOARD_FACE and sum(abs(a - b) for a, b in zip(middle, felt, strict=True)) > 60, middle
    assert screen.get_at((pause.strip.left, pause.strip.centery))[:3] == theme.PANEL_EDGE
    for seat in game.match.seats:
        name = next(line for line in lines if line.text == seat.name)
        bar = [screen.get_at((x, name.rect.bottom))[:3] for x in range(name.rect.left - 52, name.rect.left - 40)]
        assert rockets.seat_colour(seat.colour) in bar, (seat.name, bar)
    turn = game.on_turn()[0]
    ring = rockets.seat_colour(game.match.seats[turn].colour)
    edge = pause.strip.top + 14     # the chips' top edge (the rim, 8 px, and 6 px of felt above them)
    ringed = [x for x in range(pause.strip.left, pause.strip.right) if screen.get_at((x, edge))[:3] == ring]
    assert len(ringed) > 60, "the seat on turn is ringed in its colour"
    last = next(line for line in lines if line.text == "Quit to title")
    assert pause.panel.bottom - last.rect.bottom < 90, "no empty room under the menu: the card fits what it holds"


def test_quit_to_title_is_marked_as_destructive_and_the_resume_line_is_key_caps(harness):
    """Look reviews 27a/27b #4: red for what destroys alone: "Quit to title" (the game lost) is written in red with an
    icon before it, the other rows in white; no row has a red edge (28a d3: it read as a second focus ring); the "Esc / B / Start to resume" line is key caps, as every other footer (each key its own cap)."""
    from game.render.colour_vision import perceptual_difference

    start_game(harness)
    harness.post_key(pygame.K_ESCAPE)
    harness.tick(20)
    pause, screen = harness.top, harness.screen
    lines = harness.drawn_lines()
    rects = pause.menu.rects()

    def red(rect: pygame.Rect) -> int:
        return sum(perceptual_difference(tuple(screen.get_at((x, rect.centery)))[:3], theme.DANGER) < 12
                   for x in range(rect.left - 2, rect.left + 8))

    assert red(rects[3]) == red(rects[1]) == red(rects[2]) == 0
    from key_looks import red_words

    assert red_words(harness, "Quit to title") and not red_words(harness, "Settings") and not red_words(harness, "Rules")
    caps = [line.text for line in lines if pause.panel.contains(line.rect) and line.rect.top > rects[3].bottom]
    assert {"Esc", "B", "Start"} <= set(caps), caps


@pytest.mark.solved_tables("tenthousand")
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_the_scoreboards_chips_fill_balanced_rows_under_the_modes_felt_and_icon(harness, seats):
    """Look review 28b d22: the score tiles stood 2 + 1, the odd one centred; 28a change 3: "pause: a proper card with
    the mode's art". The chips fill a row (up to three) or a grid that fits the count: no row holds fewer than a full
    row's count less one, each row centred, all chips alike; over them, behind the heading, the mode's felt in its
    wooden rim with the mode's icon beside its name."""
    from game.input.actions import KEYBOARD
    from game.match import quick_match
    from game.render import mode_icons, table

    mode = "zehntausend"     # (one to six seats; its felt and its pair of dice)
    harness.push(mode, match=quick_match(mode, people_devices=(KEYBOARD,), computers=seats - 1))
    harness.tick()
    harness.post_key(pygame.K_ESCAPE)
    harness.tick()
    pause = harness.top
    chips = pause.chip_rects()
    rows: dict[int, list[pygame.Rect]] = {}
    for chip in chips:
        rows.setdefault(chip.top, []).append(chip)
    counts = [len(row) for row in rows.values()]
    assert max(counts) <= 3 and min(counts) >= max(counts) - 1 and (seats > 4 or len(set(counts)) == 1), counts
    assert len({chip.size for chip in chips}) == 1
    for row in rows.values():
        assert abs((row[0].left + row[-1].right) / 2 - pause.strip.centerx) <= 1, row
        assert all(pause.strip.contains(chip) for chip in row)
    felt = table.felt_for(mode)
    band = pygame.surfarray.array3d(harness.screen.subsurface(pause.felt)).astype(int)
    near = (numpy.abs(band - numpy.array(felt)).sum(axis=2) < 40).sum()
    assert near > band.shape[0] * band.shape[1] // 4, int(near)
    lines = harness.drawn_lines()
    title = next(line for line in lines if line.text == pause.game.match.title)
    assert pause.felt.contains(title.rect)
    icon = mode_icons.mode_icon(mode, 44, True)
    assert icon is not None
    beside = pygame.Rect(title.rect.left - 12 - icon.get_width(), title.rect.top, icon.get_width(), title.rect.height)
    shown = pygame.surfarray.array3d(harness.screen.subsurface(beside)).astype(int)
    assert (numpy.abs(shown - numpy.array(felt)).sum(axis=2) > 60).sum() > 150, "the mode's icon beside its name"
