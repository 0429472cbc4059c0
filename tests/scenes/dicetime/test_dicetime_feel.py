"""Feel: pop-ups, flourishes for five of a kind and the bonus, reduced motion respected."""

from __future__ import annotations

import math

import pytest

from game.match import quick_match
from game.rules.dicetime import DicetimeGame
from game.rules.triple import TripleGame
from game.scenes.dicetime.scene import DicetimeScene
from game.scenes.scoretable.boards import DicetimeBoard, TripleBoard
from game.scenes.scoretable.turn_flow import Outcome

pytestmark = pytest.mark.solved_tables("dicetime")  # the session's shared copies (tests/solved_tables.py)


def scene_with(harness, reduced: bool) -> DicetimeScene:
    harness.app.settings.reduced_motion = reduced
    return harness.push(DicetimeScene, match=quick_match("dicetime", computers=1, difficulty="easy"))


def _five_frames(harness, scene, count: int):
    """The felt round the five of a kind's title, `count` frames a tenth of a second apart, and the title's line."""
    import pygame

    from game.render import text

    scene.table.show(Outcome("rolled", 0, dice=(4, 4, 4, 4, 4)))
    felt, pictures, title = scene.table.main_panel.felt_rect, [], None
    for _ in range(count):
        with text.recording() as drawn:
            harness.tick(6)
        title = next((line for line in drawn if line.text == "FIVE OF A KIND!"), title)
        pictures.append(pygame.surfarray.array3d(harness.screen.subsurface(felt)).copy())
    return felt, pictures, title


def test_five_of_a_kind_slams_its_title_down_with_fireworks_round_it(harness):
    """Look review 15's moments: five of a kind in HOT DICE's family (game.scenes.scoretable.five_kind): the title
    big in gold on an opaque ribbon over the tray, fireworks round it (the felt beside it changes from frame to frame),
    gone once the moment is over."""
    import numpy

    scene = scene_with(harness, reduced=False)
    harness.tick(40)
    felt, pictures, title = _five_frames(harness, scene, 6)
    assert title is not None and title.px >= 56 and felt.contains(title.rect), title   # (the banner's was 45 px)
    changed = [int(numpy.any(a != b, axis=2).sum()) for a, b in zip(pictures, pictures[1:], strict=False)]
    assert min(changed[:3]) > 500, changed           # sparks and rings move round it
    harness.tick(90)                                   # over: the tray as it was
    assert "FIVE OF A KIND!" not in harness.drawn_text()


def test_reduced_motion_keeps_the_title_but_drops_the_fireworks(harness):
    import numpy

    scene = scene_with(harness, reduced=True)
    harness.tick(100)                                  # (the turn's banner gone)
    _felt, pictures, title = _five_frames(harness, scene, 4)
    assert title is not None and title.px >= 40
    assert all(numpy.array_equal(pictures[1], picture) for picture in pictures[2:]), "nothing moves, bursts or rings"
    scene.table.show(Outcome("filled", 0, box=(0, "chance"), points=20, dice=(4, 4, 4, 4, 4)))
    harness.tick()
    assert "FIVE OF A KIND!" not in harness.drawn_text(), "scored: the moment is over (the next turn's tray is not theirs)"
    assert not scene.table.pops.pops, "with reduced motion a filled box does not pop"
    harness.app.settings.reduced_motion = False


def test_five_of_a_kinds_kept_pictures_are_the_ones_made_afresh(harness):
    import pygame

    from game.render import dice_fx
    from game.scenes.scoretable import five_kind

    scene_with(harness, reduced=False)                 # (its table made the pictures)
    width = 800
    kept, fresh = five_kind.title("FIVE OF A KIND!", width, 62), five_kind.title.__wrapped__("FIVE OF A KIND!", width, 62)
    assert kept[1:] == fresh[1:] and pygame.image.tobytes(kept[0], "RGBA") == pygame.image.tobytes(fresh[0], "RGBA")
    for made, again in ((five_kind.slammed("FIVE OF A KIND!", width, 84, 12),
                         five_kind.slammed.__wrapped__("FIVE OF A KIND!", width, 84, 12)),
                        (five_kind.glow(60), five_kind.glow.__wrapped__(60)),
                        (five_kind.rays(), five_kind.rays.__wrapped__()),
                        (dice_fx.flash_light(60, 3), dice_fx.flash_light.__wrapped__(60, 3))):
        assert pygame.image.tobytes(made, "RGBA") == pygame.image.tobytes(again, "RGBA")


def test_five_of_a_kinds_flash_is_made_before_the_moment(harness):
    """The flash's light and its gold tint (what turns an ivory die gold) at every level: made as the table is made,
    not in the moment's first frames (the final read of session 19 found the tint made late)."""
    from game.render import dice_fx

    dice_fx.flash_light.cache_clear()
    dice_fx.flash_tint.cache_clear()
    scene_with(harness, reduced=False)
    made = dice_fx.flash_light.cache_info().currsize
    assert made >= dice_fx.FLASH_LEVELS and dice_fx.flash_tint.cache_info().currsize == made


def test_a_fill_pops_up_its_points_and_the_bonus_flourishes(harness, monkeypatch):
    scene = scene_with(harness, reduced=False)
    flown = []
    monkeypatch.setattr(scene.effects, "fly", lambda starts, end, colour, **how: flown.append(colour) or 0.0)
    harness.tick(40)                         # (past the screen's fade-in)
    cell = scene.table.sheet.layout.box_rect(0, (0, "sixes"))
    rim = (cell.left + 12, cell.centery)     # (clear of the column's frame and of the pop-up's plate in the middle)
    before = harness.screen.get_at(rim)
    scene.table.show(Outcome("filled", 0, box=(0, "sixes"), points=24, dice=(6, 6, 6, 6, 1), bonus_reached=True))
    assert any(p.label == "+24" for p in scene.effects.popups)
    # look review 17: "cells that animate when filled": the box's cell lights up as its points land, then goes out
    harness.tick(6)
    lit = harness.screen.get_at(rim)
    assert sum(lit[:3]) > sum(before[:3]) + 60, (tuple(before), tuple(lit))
    harness.tick(60)
    assert not scene.table.pops.pops
    assert any(b.label == "BONUS +35" for b in scene.effects.banners)
    # the points fly to their box in the colour of points won, not the seat's (look review 12: the last seat's
    # orange sparks over the next seat's banner read as a stale effect)
    from game.render import theme

    assert flown == [theme.GOOD]


def test_the_board_knows_when_a_fill_reaches_the_bonus():
    game = DicetimeGame(1)
    board = DicetimeBoard(game)
    for name, dice in (("fives", (5, 5, 5, 5, 1)), ("fours", (4, 4, 4, 4, 1))):
        game.turn().roll(dice)
        board.fill(0, (0, name))
    assert board.card(0, 0).upper_total == 36
    assert not board.bonus_reached_by(0, (0, "sixes"), (6, 6, 6, 6, 1))  # 36 + 24 = 60
    assert board.bonus_reached_by(0, (0, "sixes"), (6, 6, 6, 6, 6))      # 36 + 30 = 66
    triple = TripleBoard(TripleGame(2))
    assert triple.preview((2, "chance"), (6, 6, 5, 5, 3)) == 75  # the rule text's example: 25 x3


def test_the_five_of_a_kinds_ribbon_keeps_off_the_five_where_they_leave_it_room(monkeypatch):
    """Review 17: five planets from the felt's top-left corner down to its floor left the middle lane no room, and the
    ribbon touched the top one; review 18: it still covered half a planet. It stands where it touches none of the five
    (higher or lower on the tray's middle line, or smaller where they leave its full size no room), with air round
    them, inside the felt."""
    import pygame

    from game.scenes.scoretable import five_kind

    class Tray:     # (what the moment reads of a tray panel)
        felt_rect, radius, count, throws = pygame.Rect(26, 66, 832, 466), 38.0, 5, 3
        effects = type("Effects", (), {"pops": []})
        centres = ((200, 200), (290, 320), (335, 440), (445, 400), (560, 375))

        def die_center(self, index):
            return self.centres[index]

    def boxes(centres):
        return [pygame.Rect(x - 50, y - 55, 100, 110) for x, y in centres]   # (a planet's top and sides)

    for centres, small, middle in ((Tray.centres, False, False),   # (its middle line crossed high and low: off it)
                                   (((150, 170), (450, 170), (750, 170), (300, 395), (600, 395)), True, True),  # (two rows)
                                   (((90, 120), (90, 470), (790, 120), (790, 470), (440, 470)), False, True),   # (corners)
                                   (((200, 120), (200, 260), (200, 400), (320, 470), (560, 480)), False, False),
                                   (((160, 120), (160, 260), (160, 400), (320, 470), (560, 480)), True, True)):
        Tray.centres = centres
        monkeypatch.setattr(five_kind, "dice_boxes", lambda panel, c=centres: boxes(c))
        moment = five_kind.FiveKind()
        moment.start("FIVE OF A KIND!", Tray(), reduced_motion=True)
        plate = moment.plate()
        assert Tray.felt_rect.contains(plate), plate
        assert not any(plate.colliderect(box) for box in boxes(centres)), (plate, centres)
        assert (moment.size_at > 0) == small, (moment.size_at, centres)   # (full size wherever it fits)
        # review 25: "five of a kind's banner is lopsided": on the tray's middle line where it stands clear there (up to
        # two sizes smaller), as HOT DICE's and a bust's; off it only where the middle line has no clear place
        assert (abs(plate.centerx - Tray.felt_rect.centerx) <= 1) == middle, (plate, centres)


def _top_patch(screen, centre, lift: float = 0.0):
    """The 24x24 px round a resting die's top middle (its numeral, its planet), `lift` px higher."""
    import pygame

    x, y = round(centre[0]), round(centre[1] - lift)
    return pygame.surfarray.array3d(screen.subsurface((x - 12, y - 12, 24, 24))).astype(int)


def _wave_keeps_dice_apart_and_glows_on_them(harness, scene, panel, ticks: int) -> None:
    """Look review 20: at every frame of the wave no lifted die is drawn over another die (their drawn boxes overlap no
    more than at rest), and no glow is left on the felt under a lifted die (the still layer there is no more gold than
    the felt round it: the moment's rays light all the felt, a die's glow would light its middle)."""
    from game.scenes.scoretable.five_kind import dice_boxes

    rest = dice_boxes(panel)
    def overlaps(boxes):
        return [a.clip(b).width * a.clip(b).height for k, a in enumerate(boxes) for b in boxes[k + 1:]]
    at_rest = overlaps(rest)
    for _ in range(ticks):
        harness.tick(1)
        lifts = [panel.hop.get(i, 0.0) for i in panel.on_felt]
        assert all(now <= then for now, then in zip(overlaps([b.move(0, -round(u)) for b, u in zip(rest, lifts, strict=True)]),
                                                    at_rest, strict=True)), "a lifted die drawn over another"
        still = scene.still_picture()
        side = 2 * panel.radius
        def gold(x: float, y: float, still=still) -> int:
            r, _g, b = still.get_at((round(x), round(y)))[:3]
            return r - b
        for i, up in panel.hop.items():
            x, y = panel.die_center(i)
            round_it = [gold(x + 1.3 * side * math.cos(k * math.pi / 4), y + 1.3 * side * math.sin(k * math.pi / 4))
                        for k in range(8) if panel.felt_rect.collidepoint(x + 1.3 * side * math.cos(k * math.pi / 4),
                                                                          y + 1.3 * side * math.sin(k * math.pi / 4))]
            assert up == 0 or gold(x, y) < max(round_it) + 25, "a glow left on the felt under a lifted die"


@pytest.mark.parametrize("reduced", [False, True])
def test_five_of_a_kind_hops_the_five_in_a_wave_showing_the_faces_they_rest_on(harness, reduced):
    """Look review 19: "the dice do not move". The five hop one after another, left to right: a die mid-hop is its own
    picture at rest (the same top, the same numeral: the face physics left up) drawn higher, and after the wave it lies
    where it lay, as it was. With reduced motion none moves."""
    from game.render import theme

    scene = scene_with(harness, reduced)
    flow, panel = scene.flows[0], scene.table.main_panel
    harness.tick(100)
    harness.press("roll")
    harness.until(lambda: flow.dice is not None and panel.still_picture is not None)
    centres = sorted(c for c in (panel.die_center(i) for i in range(panel.count)) if c is not None)
    rest = [_top_patch(harness.screen, c) for c in centres]
    scene.table.show(Outcome("rolled", 0, dice=(4, 4, 4, 4, 4)))
    _wave_keeps_dice_apart_and_glows_on_them(harness, scene, panel, 16)
    second = centres[1]
    up = 0.0 if reduced else scene.table.five.lift(1)
    assert reduced or up > 0.3 * panel.radius, up
    from game.scenes.playkit.tray_view import die_corners
    assert all(min(y for _x, y in die_corners(panel, i)) - lift >= panel.felt_rect.top for i, lift in panel.hop.items())
    moved = min(abs(_top_patch(harness.screen, second, up + d) - rest[1]).mean() for d in (-1, 0, 1))
    assert moved < 6, f"mid-hop the die shows its own top {up:.0f} px higher ({moved:.1f})"
    if not reduced:
        assert abs(_top_patch(harness.screen, second) - rest[1]).mean() > 20, "not still drawn where it lay"
    _wave_keeps_dice_apart_and_glows_on_them(harness, scene, panel, 29)   # (to the wave's end)
    harness.tick(16)   # the wave over; a second beat: the sheet's five of a kind cell (its 50 waiting) pulses gold
    assert not panel.hop
    cell = scene.table.sheet.layout.box_rect(0, (0, "five_kind"))
    assert [pop.cell for pop in scene.table.pops.pops if pop.colour == theme.TITLE] == ([] if reduced else [cell])
    for centre, before in zip(centres, rest, strict=True):
        assert abs(_top_patch(harness.screen, centre) - before).mean() < 6, "each lies where it lay, as it was"
