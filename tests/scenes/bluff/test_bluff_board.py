"""The bid board: a compact picker (the last bid as a small planet die framed in its bidder's colour, a
count stepper, six faces, the bid large) under taller seats, the one person's dice at 64 px or more with
numerals read at 800x450, and no colour wash under the tray on turn."""

from __future__ import annotations

import pygame
import pytest
from bluff_play import bluff_match, computer, person, person_can_act, quiet, seen, tick_until

from game.input.actions import KEYBOARD
from game.render import dice_view, panel, rockets, text, theme
from game.render.dice_tokens import face_token
from game.rules.bluff import STAR, Bid
from game.scenes.bluff.bid_board import FACES, BidBoard
from game.scenes.bluff.bid_picker import BidPicker
from game.scenes.bluff.seat_cards import PANEL_RADIUS


def _table(harness):
    scene = harness.push("bluff", match=bluff_match(person(KEYBOARD, 0, "Ana"), computer(1), computer(2), computer(3)))
    quiet(harness)
    harness.press("roll")
    tick_until(harness, lambda: person_can_act(scene, 0) and scene.showing == "bid" or scene.showing == "reveal", 20000)
    return scene


def test_the_board_is_compact_and_the_persons_own_dice_are_big(harness):
    scene = _table(harness)
    width, height = harness.app.size
    assert scene.track_rect.height <= 160 and scene.track_rect.height * width <= 0.25 * width * height
    assert scene.panels[0].die_size >= 56, "the one person's dice: 56 px or more at 1280x720"
    assert scene.cards[0].card.width > scene.cards[1].card.width
    for seat in range(1, 4):
        assert scene.panels[seat].die_size >= 40


@pytest.mark.parametrize("seats", [4, 6])
def test_the_persons_own_dice_are_drawn_64_px_or_more_with_numerals_read_at_800x450(harness, seats):
    """The hand a person reads all game, as drawn at 1280x720: each die's top at least 64 px on a side (the
    cups of the others may be smaller), and the numeral on each (a star's 6 aside) at least 13 px tall once
    the picture is shrunk to 800x450 (the white of its ink: the floor for a die's numeral, issue 28)."""
    scene = harness.push("bluff", match=bluff_match(person(KEYBOARD, 0, "Ana"), *(computer(i) for i in range(1, seats))))
    harness.press("roll")
    tick_until(harness, lambda: seen(scene, 0)["can"]["bid"] or scene.showing == "reveal", 20000)
    harness.tick(40)                             # the numerals' landing pop is over
    panel, screen = scene.panels[0], harness.screen
    camera = dice_view.Camera(panel.origin, (panel.tray.width, panel.tray.height))
    numerals = []
    for index, face in enumerate(panel.tray.faces):
        corners = dice_view.top_corners(camera, panel.tray.pose(index), panel.tray.edge)
        side = min(pygame.math.Vector2(corners[k]).distance_to(corners[(k + 1) % 4]) for k in range(4))
        assert side >= 64, (seats, index, side)
        if face != 6:
            box = pygame.Rect(0, 0, 48, 48)
            box.center = [round(c) for c in dice_view.top_centre(camera, panel.tray.pose(index), panel.tray.edge)]
            ink = pygame.mask.from_threshold(screen.subsurface(box), dice_view.NUMERAL, (12, 12, 12, 255))
            glyph = max(ink.connected_components(), key=lambda part: part.count()).get_bounding_rects()[0]
            numerals.append((face, glyph.height * 800 / 1280))
    assert numerals and all(height >= 13.0 for _face, height in numerals), numerals


def test_the_boards_words_are_read_at_800x450(harness):
    """Every caption and number on the bid board is at least label size (11 px letters at 800x450)."""
    scene = _table(harness)
    harness.drawn_text()
    on_board = [line for line in harness.drawn_lines() if scene.track_rect.contains(line.rect)]
    assert {line.text for line in on_board} >= {"Last bid", "How many", "Which face", "Your bid", "OK", "Doubt"}
    small = [(line.text, line.px) for line in on_board if line.px < text.pixel_size(text.LABEL)]
    assert not small


def test_no_colour_wash_under_the_tray_of_the_seat_on_turn(harness):
    scene = _table(harness)
    assert seen(scene, 0)["can"]["bid"]                 # Ana's turn
    harness.drawn_text()
    rects = scene.cards[0]
    below = pygame.Rect(rects.card.left + 20, rects.tray.bottom + 4, rects.card.width - 40, rects.card.bottom - rects.tray.bottom - 12)
    face = panel.panel_picture(rects.card.size, theme.PANEL, PANEL_RADIUS, 0)   # the panels' face
    for x in range(below.left, below.right, 7):
        for y in range(below.top, below.bottom, 3):
            pixel = harness.screen.get_at((x, y))[:3]
            own = face.get_at((x - rects.card.left, y - rects.card.top))[:3]
            assert sum(abs(a - b) for a, b in zip(pixel, own, strict=True)) < 12 or \
                max(pixel) > 200, f"the card's own panel colour under the tray, not a wash: {pixel}, not {own}"
    above = (rects.card.centerx + 30, rects.card.top + 9)    # the name's plate along the card's top (its own picture)
    plate = harness.screen.get_at(above)[:3]
    assert sum(plate) > sum(face.get_at((above[0] - rects.card.left, 9))[:3]) + 30, plate


def _count(surface: pygame.Surface, rect: pygame.Rect, colour, within: int = 24) -> int:
    return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], colour, strict=False)) < within)


def test_the_last_bid_stands_as_a_small_planet_die_framed_in_its_bidders_colour(harness):
    board = BidBoard(pygame.Rect(16, 480, 1248, 146), 20)
    surface = pygame.Surface((1280, 720))
    with text.recording(surface) as drawn:
        board.draw(surface, last_bid=Bid(3, 4), bidder=3, choice=Bid(4, 2), faces=(2, 3, 4, 5), steps=(False, True),
                   by="CPU 4")
    # look review 16: a tiny badge was the only sign of who bid: under the bid, its bidder in words, in their colour
    (by,) = [line for line in drawn if line.text == "by CPU 4"]
    assert board.parts.last.contains(by.rect) and _count(surface, by.rect, rockets.seat_colour(3)) > 30
    token = face_token(4, 58, star_for_six=True)
    inner = pygame.image.tobytes(token.subsurface((8, 8, 42, 42)), "RGB")     # (its rounded corners aside)
    found = None
    box = board.parts.last
    for x in range(box.left, box.right - 58):
        for y in range(box.top, box.bottom - 58):
            if surface.get_at((x + 29, y + 29)) == token.get_at((29, 29)) and \
                    pygame.image.tobytes(surface.subsurface((x + 8, y + 8, 42, 42)), "RGB") == inner:
                found = pygame.Rect(x, y, 58, 58)
                break
        if found:
            break
    assert found is not None, "the planet die of the face bid (a 4) stands in the last bid's box"
    frame = found.inflate(8, 8)
    assert _count(surface, frame, rockets.seat_colour(3)) > 60, "framed in the bidder's colour"


def test_the_pointer_finds_the_arrows_and_the_six_faces():
    board = BidBoard(pygame.Rect(16, 480, 1248, 146), 20)
    parts = board.parts
    assert board.target_at(parts.less.center) == ("step", -1)
    assert board.target_at(parts.more.center) == ("step", 1)
    for face, rect in zip(FACES, parts.faces, strict=True):
        assert board.target_at(rect.center) == ("face", face)
        assert board.rect.contains(rect)
    assert board.target_at(parts.choice.center) is None


def test_a_face_picked_where_the_field_does_not_allow_it_goes_to_the_nearest_field_that_does():
    picker = BidPicker(Bid(2, 5), 10)               # the smallest raise: 3 ones (a number field)
    assert picker.bid == Bid(3, 1) and not picker.can_step(-1) and picker.can_step(1)
    assert picker.choose_face(4) and picker.bid == Bid(3, 4)       # the same field
    assert picker.choose_face(STAR) and picker.bid.face == STAR     # the next star field
    assert picker.bid.quantity == 2
    assert picker.choose_face(1) and picker.bid == Bid(4, 1)       # on to the next number field


def test_a_faded_face_is_kept_and_is_its_token_faded():
    """A face the field does not allow is its token multiplied by DIM: kept (`bid_board.dim_token`), the same pixels
    as the token copied and faded where it is drawn."""
    from game.scenes.bluff import bid_board

    pygame.font.init()
    for size in (44, 57):
        for face in bid_board.FACES:
            faded = face_token(face, size, star_for_six=True).copy()
            faded.fill((round(255 * bid_board.DIM),) * 3, special_flags=pygame.BLEND_RGB_MULT)
            kept = bid_board.dim_token(face, size)
            assert bid_board.dim_token(face, size) is kept
            assert pygame.image.tobytes(kept, "RGBA") == pygame.image.tobytes(faded, "RGBA"), (face, size)
            assert pygame.image.tobytes(face_token(face, size, star_for_six=True), "RGBA") != pygame.image.tobytes(
                kept, "RGBA")   # (the token itself stays unfaded)


def test_faces_a_click_reaches_on_another_count_read_as_choosable():
    """Review 12: on "1 ★" the faces 1-5 (a click bids them, on the count that allows them) were drawn faded whole,
    as if disabled, their "1" and "3" hard to read. Such a face keeps its numeral as white as a face the count allows;
    a face no bid may have (a computer's turn) stays faded."""
    pygame.font.init()
    picker = BidPicker(Bid(1, 4), 20)
    picker.choose_face(STAR)
    assert picker.bid == Bid(1, STAR) and picker.faces(picker.field) == (STAR,)
    assert set(picker.reachable_faces) == set(FACES)

    def whites(reachable):
        board = BidBoard(pygame.Rect(16, 480, 1248, 146), 20)
        screen = pygame.Surface((1280, 720))
        board.draw(screen, choice=picker.bid, faces=(STAR,), reachable=reachable)
        counts = []
        for rect in board.parts.faces[:5]:
            pixels = pygame.surfarray.pixels3d(screen.subsurface(rect))
            counts.append(int(((pixels[:, :, 0] > 235) & (pixels[:, :, 1] > 235) & (pixels[:, :, 2] > 235)).sum()))
            del pixels
        return counts

    size = BidBoard(pygame.Rect(16, 480, 1248, 146), 20).parts.faces[0].width
    allowed = [int(((pygame.surfarray.array3d(face_token(face, size, True)) > 235).all(axis=2)).sum()) for face in FACES[:5]]
    reached, faded = whites(picker.reachable_faces), whites(())
    assert all(r >= 0.9 * a and r > 20 for r, a in zip(reached, allowed, strict=True)), (reached, allowed)
    assert not any(faded), faded


def test_the_count_box_shows_the_number_alone_on_a_star_field_too():
    """Review 15: "the 'How many' box shows '1 ★', repeating the chosen face". Between its arrows the count stands
    alone: no star's gold beside the number (the star is chosen, and lit, among the faces)."""
    board = BidBoard(pygame.Rect(16, 480, 1248, 146), 20)
    surface = pygame.Surface((1280, 720))
    board.draw(surface, last_bid=Bid(3, 4), bidder=3, choice=Bid(2, STAR), faces=(STAR,), steps=(True, True))
    parts = board.parts
    between = pygame.Rect(parts.less.right, parts.less.top, parts.more.left - parts.less.right, parts.less.height)
    gold = sum(1 for x in range(between.left, between.right, 2) for y in range(between.top, between.bottom, 2)
               if (p := surface.get_at((x, y)))[0] > 180 and p[1] > 140 and p[2] < 110)
    white = sum(1 for x in range(between.left, between.right, 2) for y in range(between.top, between.bottom, 2)
                if min(surface.get_at((x, y))[:3]) > 200)
    assert white > 20, "the number stands between the arrows"
    assert gold == 0, "no star by the number"
