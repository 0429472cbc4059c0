"""Issue 28: no die numeral under 13 px at 800x450. A die's numeral is a picture, not recorded text, so the
small-screen floor test does not see it: this measures the digit's ink on die sizes the game draws, once the
1280x720 picture is shrunk to 800x450 (four-seat Revenge ~38 px, 10000 ~53 px), and on the dice of every tray
layout the game makes (the smallest: five- and six-seat Bluff, whose narrow seats hold dice of 25-33 px, and
whose computers' open dice lie in 145 px wide trays beside one person's wide hand: ~19 px). On a die under
35 px the digit is bigger than the planet art it covers (tests/scenes/playkit/test_tray_containment.py keeps
it off the next die)."""

import itertools
import random

import numpy as np
import pygame
import pytest

from game.render import dice_view

SMALL_SCALE = 800 / 1280
GLYPH_WHITE = 215       # a shrunk digit's own white (its dark outline, and the grey its edge blends into, are not it)
DIGITS_FLOOR = 14.0      # (look reviews 29a/29b: 14 px at 800x450 on dice of READ_EDGE or more; issue 28's floor was 13)
TINY_FLOOR = 13.0        # on smaller dice (Triple's four narrow trays, Bluff's five and six seats: the digit the die's top)
READ_EDGE = 36


def floor_for(edge: float) -> float:
    return DIGITS_FLOOR if edge >= READ_EDGE else TINY_FLOOR


@pytest.mark.parametrize("edge", [35, 38, 45, 53, 60, 72, 90])
def test_a_resting_die_s_numeral_reads_at_800x450_whatever_the_die_s_size(edge):
    if not pygame.font.get_init():
        pygame.font.init()
    size = dice_view.numeral_size(edge)
    for value in range(1, 7):
        image = dice_view.numeral_image(value, size, False, (255, 255, 255))
        # the white digit alone (the dark outline round it is not the digit): bright and mostly opaque pixels
        alpha, red = pygame.surfarray.pixels_alpha(image), pygame.surfarray.pixels3d(image)[:, :, 0]
        rows = np.flatnonzero(((alpha > 127) & (red > 160)).any(axis=0))
        del alpha, red                      # the arrays lock the picture
        height = (rows[-1] - rows[0] + 1) * SMALL_SCALE
        assert height >= floor_for(edge), (edge, value, size, height)


def _ink_at_800(size: int) -> float:
    heights = []
    for value in range(1, 7):
        image = dice_view.numeral_image(value, size, False, (255, 255, 255))
        alpha, red = pygame.surfarray.pixels_alpha(image), pygame.surfarray.pixels3d(image)[:, :, 0]
        rows = np.flatnonzero(((alpha > 127) & (red > 160)).any(axis=0))
        del alpha, red
        heights.append((rows[-1] - rows[0] + 1) * SMALL_SCALE)
    return min(heights)


def _layouts():
    """(name, panel rect, dice, radius or None, numeral scale, set-aside strip) of every tray layout the game
    makes at 1280x720."""
    from game.scenes.bluff.layout import NUMERAL_SCALE, die_radius, table_layout
    from game.scenes.scoretable.layout import lay_out, split_trays
    from game.scenes.tenthousand.view import TRAY
    from game.scenes.tray import PANEL_RECT

    rng = random.Random(0)
    found = [("dicetime", lay_out(SCREEN, 2, 1, rng).main.panel.rect, 5, None, 1.0, False),
             ("tenthousand", TRAY, 6, None, 1.0, True), ("tray_sandbox", PANEL_RECT, 6, None, 1.0, True)]
    sizes = set()                                    # (a tray's dice follow from its size: each size once)
    for seats, columns, people in itertools.product((2, 3, 4), (1, 3), ((), (0,))):   # a Revenge: Dicetime and
        play = lay_out(SCREEN, seats, columns, rng).play_rect                          # Triple, a person's dock or none
        for seat, controls in split_trays(play, seats, rng, people).items():
            if controls.panel.rect.size not in sizes:
                sizes.add(controls.panel.rect.size)
                found.append((f"revenge_{columns}x{seats}_{len(people)}_seat{seat}", controls.panel.rect, 5, None,
                              1.0, False))
    for seats in range(2, 7):                        # Bluff: several people (even seats) or one (a wide hand)
        for own in (None, 0):
            for seat, card in enumerate(table_layout(SCREEN[0], seats, own).cards):
                found.append((f"bluff_{seats}_{'even' if own is None else 'one'}_seat{seat}", card.tray, 5,
                              die_radius(card.tray), NUMERAL_SCALE, False))
    return found


SCREEN = (1280, 720)


def test_every_trays_dice_show_numerals_read_at_800x450():
    """Review 7 / issue 28: the five- and six-seat Bluff seats' dice (21-29 px) showed digits of 8-11 px at
    800x450. Every tray the game lays out shows its resting dice's digits 13 px tall or more."""
    from game.scenes.playkit.tray_panel import TrayPanel

    if not pygame.font.get_init():
        pygame.font.init()
    under = []
    for name, rect, dice, radius, scale, aside in _layouts():
        panel = TrayPanel(rect, random.Random(1), dice, radius=radius, numeral_scale=scale, aside_area=aside)
        height = _ink_at_800(dice_view.numeral_size(panel.tray.edge * scale))
        if height < floor_for(panel.tray.edge * scale):
            under.append(f"{name}: dice {panel.tray.edge:.1f} px, digits {height:.1f} px at 800x450")
    assert not under, "\n".join(under)


def test_the_bluff_count_up_numbers_read_at_800x450():
    """The count-up's numbers on their badges beside the counted dice (the reveal's rows and the seat cards):
    13 px or more at 800x450 (review 8 measured 8-9 px); one digit or two, the badge round them."""
    if not pygame.font.get_init():
        pygame.font.init()
    from game.scenes.bluff.seat_cards import draw_count_badge

    for number in (1, 4, 7, 12, 30):
        canvas = pygame.Surface((120, 80), pygame.SRCALPHA)
        box = draw_count_badge(canvas, (60, 40), number)
        rgb, alpha = pygame.surfarray.pixels3d(canvas).copy(), pygame.surfarray.pixels_alpha(canvas).copy()
        dark = (alpha > 127) & (rgb.max(axis=2) < 110)          # the dark digits on the pale badge
        rows, columns = np.flatnonzero(dark.any(axis=0)), np.flatnonzero(dark.any(axis=1))
        assert (rows[-1] - rows[0] + 1) * SMALL_SCALE >= DIGITS_FLOOR, (number, rows[-1] - rows[0] + 1)
        assert box.left < columns[0] and columns[-1] < box.right - 1, (number, "the digits stay on the badge")


@pytest.mark.solved_tables("dicetime")
def test_a_four_seat_revenges_resting_dice_show_digits_read_at_800x450(harness):
    """Review 12 read the four trays' digits of a Revenge as 11-12 px at 800x450 (its dice ~25 px there). As the player
    sees them: the white ink of every resting die's numeral in the drawn frame, scaled to 800x450, 13 px or more."""
    from table_play import tick_until

    from game.match import quick_match

    scene = harness.push("dicetime", match=quick_match("dicetime", computers=3).rematch(revenge=True))
    harness.tick(70)
    harness.press("roll")
    tick_until(harness, lambda: len(scene.flows) == 4 and all(flow.dice is not None for flow in scene.flows.values()))
    harness.tick(40)                              # the numerals' landing pop is over
    heights = []
    for flow in scene.flows.values():
        panel = flow.panel
        camera = dice_view.Camera(panel.origin, (panel.tray.width, panel.tray.height))
        for slot in range(panel.tray.count):
            box = pygame.Rect(0, 0, 40, 40)
            box.center = [round(c) for c in dice_view.top_centre(camera, panel.tray.pose(slot), panel.tray.edge)]
            ink = pygame.mask.from_threshold(harness.screen.subsurface(box), dice_view.NUMERAL, (12, 12, 12, 255))
            glyph = max(ink.connected_components(), key=lambda part: part.count()).get_bounding_rects()[0]
            heights.append((panel.tray.faces[slot], round(panel.tray.edge), glyph.height * SMALL_SCALE))
    assert len(heights) == 20 and min(h for _f, _e, h in heights) >= DIGITS_FLOOR, str(heights)
    # look review 24: the computers' "•••" thinking badges (a dark plate on the felt) covered dice: each one stands
    # off every planet's drawn cube (~1.45 radii round its middle), in its own tray
    from game.render import marks, theme
    from game.scenes.playkit import tray_view

    badges = []
    for flow in scene.flows.values():
        panel = flow.panel
        felt = harness.screen.subsurface(panel.felt_rect)
        plates = [r.move(panel.felt_rect.topleft) for r in
                  pygame.mask.from_threshold(felt, theme.SPACE, (3, 3, 3, 255)).get_bounding_rects()
                  if r.width >= marks.THINKING[0] - 8 and r.height >= marks.THINKING[1] - 8]
        reach = tray_view.REACH_CUBE * panel.radius
        cubes = [pygame.Rect(round(x - reach), round(y - reach), round(2 * reach), round(2 * reach))
                 for x, y in filter(None, map(panel.die_center, panel.on_felt))]
        badges += [(plate, [cube for cube in cubes if plate.colliderect(cube)]) for plate in plates]
    assert len(badges) >= 2 and not any(covered for _plate, covered in badges), badges
    # look review 28b: the pills still floated in the middle of the trays, among the dice: each stands in a corner of
    # its tray's felt (its dark fill ~10 px in from two of the felt's edges)
    for plate, _covered in badges:
        felt = next(flow.panel.felt_rect for flow in scene.flows.values() if flow.panel.felt_rect.contains(plate))
        sides = (min(plate.left - felt.left, felt.right - plate.right), min(plate.top - felt.top, felt.bottom - plate.bottom))
        assert max(sides) <= 12, (plate, felt)


def _digit_as_seen_at_800(image: pygame.Surface, bare: pygame.Surface) -> int:
    """The height of a small die's digit as a player sees it at 800x450: the die picture shrunk as the window shrinks
    the 1280x720 frame, then the rows holding the digit's bright white core (pixels both near white and unlike the same
    die drawn without its digit: the ivory round the planet is light too, so white alone over-counts)."""
    heights = []
    for shift in range(4):          # (wherever the die lies on the frame: the shrinking's grid falls on it 4 ways)
        width, height = image.get_width() + 8, image.get_height() + 8
        small = (round(width * SMALL_SCALE), round(height * SMALL_SCALE))
        seen_at, plain_at = pygame.Surface((width, height)), pygame.Surface((width, height))
        seen_at.blit(image, (shift, shift))
        plain_at.blit(bare, (shift, shift))
        seen = pygame.surfarray.array3d(pygame.transform.smoothscale(seen_at, small)).astype(int)
        plain = pygame.surfarray.array3d(pygame.transform.smoothscale(plain_at, small)).astype(int)
        core = (seen.min(axis=2) > GLYPH_WHITE) & (np.abs(seen - plain).sum(axis=2) > 40)
        rows = np.flatnonzero(core.any(axis=0))
        heights.append(int(rows[-1] - rows[0] + 1) if len(rows) else 0)
    return min(heights)


@pytest.mark.parametrize("where", ["tenthousand_what_scores", "tenthousand_options_scoring", "bluff_rules_example",
                                   "bluff_rules_card", "review_bluff_bid", "rules_dice", "rules_scoring_row",
                                   "rules_item"])
def test_the_small_dice_beside_words_show_digits_read_at_800x450_as_seen(where):
    """Look review 26 measured, on the shrunk pictures, 10000's "what scores" legend dice at ~11 px, Bluff's rules
    example strip at ~10 px and the review's bid chips ("7 x 4") at 9-10 px; look reviews 27a/27b the rules pages'
    dice at 10-12 px (the glyph itself, not its outline). Each of those dice as its screen draws it, shrunk to
    800x450: its digit's own near-white glyph 13 px tall or more, for every face with a digit."""
    if not pygame.font.get_init():
        pygame.font.init()
    from game.scenes import rules_book
    from game.scenes.bluff import rules_panel
    from game.scenes.review import bluff_view
    from game.scenes.tenthousand import guides, setup

    def page(size):
        return lambda face, digit=True: rules_book.page_die(face, size, digit)

    draw = {"tenthousand_what_scores": guides.legend_die, "tenthousand_options_scoring": setup.scoring_die,
            "bluff_rules_example": rules_panel.example_die, "bluff_rules_card": rules_panel.card_die,
            "review_bluff_bid": bluff_view.bid_die, "rules_dice": page(rules_book.DIE_SIZE),
            "rules_scoring_row": page(rules_book.DICE_TOKEN), "rules_item": page(rules_book.ITEM_DIE)}[where]
    heights = {face: _digit_as_seen_at_800(draw(face), draw(face, digit=False)) for face in range(1, 6)}
    assert min(heights.values()) >= DIGITS_FLOOR, (where, heights)
    # look review 27a: the review's bid numerals touched their tiles' edges. The digit with its outline keeps a tenth
    # of the die's width clear round it.
    for face in range(1, 6):
        seen, bare = (pygame.surfarray.array3d(image).astype(int) for image in (draw(face), draw(face, digit=False)))
        numeral = np.abs(seen - bare).sum(axis=2) > 60
        columns, rows = np.flatnonzero(numeral.any(axis=1)), np.flatnonzero(numeral.any(axis=0))
        width, height = numeral.shape
        margin = min(columns[0], rows[0], width - 1 - columns[-1], height - 1 - rows[-1])
        assert margin >= 0.1 * width, (where, face, margin, width)


@pytest.mark.parametrize("size", [40, 44, 52, 68])
def test_a_review_cards_dice_show_digits_read_at_800x450(size):
    """Look review 29b #8: the review cards' dice (Dicetime, puzzle, 10000) showed numerals of ~12 px at 800x450. A
    card's die picture as the card draws it (`card.numeral_size` on `cube_token`): every digit's white glyph, shrunk to
    800x450, DIGITS_FLOOR tall or more."""
    if not pygame.font.get_init():
        pygame.font.init()
    from game.render.dice_tokens import cube_token
    from game.scenes.review import card

    for value in range(1, 7):
        image = cube_token(value, size, False, 0.0, card.numeral_size(size) / card._tray_numeral(size))
        ink = pygame.mask.from_threshold(image, dice_view.NUMERAL, (12, 12, 12, 255))
        glyph = max(ink.connected_components(), key=lambda part: part.count()).get_bounding_rects()[0]
        assert glyph.height * SMALL_SCALE >= DIGITS_FLOOR, (size, value, glyph.height)
