"""Issue 28, review 7's 10000 / Zehntausend items: the "what scores" planets' numerals at the 800x450 floor,
a total's progress bar with a visible track, a turn that starts on a cup (not an empty felt), the points a
confirmed set still owes worded plainly."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.input.actions import KEYBOARD
from game.match import MatchConfig, quick_match
from game.render import dice_tokens
from game.scenes.tenthousand import guides, view

pytestmark = pytest.mark.solved_tables("tenthousand")  # the session's shared copies (tests/solved_tables.py)

SMALL_SCALE = 800 / 1280


@pytest.mark.parametrize("face", [1, 5, 2])
def test_the_what_scores_planets_numerals_read_at_800x450(face):
    """They were 34 px tokens: digits about 8 px at 800x450 (review 7). The floor is 13 px."""
    if not pygame.font.get_init():
        pygame.font.init()
    image = dice_tokens.small_numeral(face, round(guides.CHEAT_TOKEN * dice_tokens.SMALL_NUMERAL))
    alpha, red = pygame.surfarray.pixels_alpha(image), pygame.surfarray.pixels3d(image)[:, :, 0]
    rows = np.flatnonzero(((alpha > 127) & (red > 160)).any(axis=0))     # the white digit, not its outline
    del alpha, red
    assert (rows[-1] - rows[0] + 1) * SMALL_SCALE >= 13.0


def _cpu_first(harness):
    config = quick_match("zehntausend", people_devices=(KEYBOARD,), computers=2)
    match = MatchConfig(config.mode, tuple(reversed(config.seats)))
    return harness.push("zehntausend", match=match), match


def test_every_total_shows_its_whole_way_to_the_target(harness):
    """CPU 2's 5 % bar read as an underscore under its name: the track was the panel's own colour. Now the
    track shows on every row, the seat's on turn too."""
    scene, match = _cpu_first(harness)
    harness.tick(30)                   # the scene has faded in
    for seat in range(len(match.seats)):
        bar = view.progress_bar(view.board_row(seat, len(match.seats)))
        track = harness.screen.get_at((bar.right - 3, bar.centery))[:3]
        around = harness.screen.get_at((bar.right - 3, bar.top - 3))[:3]
        assert sum(abs(a - b) for a, b in zip(track, around, strict=True)) >= 60, (seat, track, around)
    # Review 17: the Table button (anyone's, at any time) was the one raised, lighter face among a computer's turn's
    # unlit buttons, and read as a second focus. It is quiet: its face as dark as theirs.
    faces = {name: sum(harness.screen.get_at((view.button_rect(name).left + 10, view.button_rect(name).centery + 8))[:3])
             for name in ("roll", "table", "hint")}
    assert faces["table"] <= min(faces["roll"], faces["hint"]) + 20, faces


def test_a_turn_starts_on_the_throwers_cup_with_what_is_at_stake(harness):
    """Zehntausend's computer turn began on an empty green felt (review 7). Before a turn's first throw the
    felt shows the thrower's cup, who throws, and the points a turn needs to bank."""
    scene, match = _cpu_first(harness)
    harness.tick(30)                   # faded in; the computer has not thrown yet
    felt = scene.panel.felt_rect
    lines = [line.text for line in harness.drawn_lines() if felt.contains(line.rect)]
    assert f"{match.seats[0].name} throws next" in lines and "At least 400 to bank" in lines, lines
    colour = scene.seat_colour(0)
    cup = sum(1 for x in range(felt.left, felt.right, 3) for y in range(felt.top, felt.centery, 3)
              if sum(abs(a - b) for a, b in zip(harness.screen.get_at((x, y))[:3], colour, strict=True)) < 60)
    assert cup > 30, f"{cup} pixels of the thrower's colour on the felt"
    # Review 15b: under three seats' totals the side panel left an empty band; and "this turn" said nothing between
    # its total and the totals. Now the planets to roll (six) and what scores fill them.
    side = [line.text for line in harness.drawn_lines() if view.SIDE.contains(line.rect)]
    assert guides.to_roll(scene)[0] == 6 and "Zehntausend: what scores" in side, side   # (six planets pictured)
    # mid18: beside a bank of three 6s what scores listed only the single 1 and 5; three seats leave room for no set's
    # planets, so three alike is said in words (two seats or one show the three 1s' planets: 1,000)
    assert "3 alike: 100 × face, 1s: 1,000" in side, side


def test_alone_the_side_panel_does_not_repeat_the_headers_round(harness):
    """Review 15b: solo 10000's side panel said "Rounds: 1" under a header saying "Round 1"; it heads its one total
    "Total" as the board of several seats heads theirs "Totals", and shows a set of what scores in the room won."""
    scene = harness.push("tenthousand", match=quick_match("tenthousand", people_devices=(KEYBOARD,), computers=0))
    harness.tick(30)
    lines = [line for line in harness.drawn_lines() if view.SIDE.contains(line.rect)]
    texts = [line.text for line in lines]
    assert not any(t.startswith("Rounds") for t in texts) and "Total" in texts, texts
    # review 24: "Fewer rounds is better" read oddly: the goal says what it is about
    goal = "Goal: fewest rounds to 10,000"
    assert "1,000" in texts and goal in texts, texts    # three 1s: 1,000, over the last line
    # review 17: the line sat under the scoring table; it stands under the total it is about
    at = {line.text: line.rect for line in lines}
    assert at["Total"].bottom < at[goal].top < at["10000: what scores"].top, at
    assert scene.game.players == 1
    assert "10000 · solo" in harness.drawn_text()   # review 24: the title bar's bare "10000" read as a number


def test_a_throws_worth_chips_kept_for_it_are_those_placed_afresh(harness, monkeypatch):
    """The chips saying what a throw's scoring groups are worth are placed once per throw (`guides.worth_chips`: the
    frame showing its glow and the frame putting its planets on the still layer place the same chips): at every frame
    showing them, the kept chips are those placed afresh, throw after throw."""
    import weakref

    scene = harness.push("tenthousand", attract=True)
    throws = set()
    for _frame in range(1500):
        harness.tick()
        if harness.top is not scene or scene.game.is_over:
            break
        if not (scene.glowing and view.dice_shown(scene)):
            continue
        kept = guides.worth_chips(scene)
        with monkeypatch.context() as fresh:
            fresh.setattr(guides, "_WORTH", weakref.WeakKeyDictionary())
            assert guides.worth_chips(scene) == kept, f"frame {_frame}"
        throws.add((scene.panel.throws, scene.seat))
    assert len(throws) >= 4


@pytest.mark.parametrize("mode", ["tenthousand", "zehntausend"])
def test_the_what_scores_rows_lay_their_planets_side_by_side(mode):
    """Look review 15: in the game over's "what scores", the straight's six planets overlapped one another. Every row
    shows its planets side by side, clear of its points, in the game over's room (the most the panel gives it)."""
    from types import SimpleNamespace

    from game.render import drawn, text
    from game.scenes.tenthousand.options import rules_for

    if not pygame.font.get_init():
        pygame.font.init()
    scene = SimpleNamespace(rules=rules_for(mode), match=SimpleNamespace(info=SimpleNamespace(label="10000")))
    surface = pygame.Surface((1280, 720))
    x, right = view.SIDE.left + 18, view.SIDE.right - 18
    with drawn.noting(surface) as areas, text.recording(surface) as lines:
        guides.draw_what_scores(surface, scene, x, view.SIDE.top + 186, view.SIDE.bottom - 10, right)
    tokens = [rect for rect in areas if rect.size == (guides.CHEAT_TOKEN, guides.CHEAT_TOKEN)]
    assert len(tokens) >= 2 + 3 + 3, tokens          # a 1 and a 5, then three sets
    assert all(a.collidelist([b for b in tokens if b is not a]) < 0 for a in tokens), tokens
    points = [line.rect for line in lines if line.text[0].isdigit()]
    assert points and all(rect.collidelist(tokens) < 0 for rect in points), (points, tokens)


def test_at_the_end_the_trays_rim_takes_the_winners_colour():
    """Review 17: after the last turn the rim kept the colour of the seat that played it (light blue) while the
    orange seat had won. At the end it is the winner's."""
    from types import SimpleNamespace

    from game.render import rockets

    seats = quick_match("tenthousand", people_devices=(KEYBOARD,), computers=1).seats
    for over, shown in ((False, 1), (True, 1)):
        game = SimpleNamespace(is_over=over, winners=lambda: (0,))
        scene = SimpleNamespace(game=game, match=SimpleNamespace(seats=seats), shown_seat=shown)
        assert view.box_colour(scene) == rockets.seat_colour(seats[0 if over else 1].colour)
