"""The bid track widget: fields as far as the dice need, night-sky star fields, the dice on their fields."""

import pygame
import pytest

from game.rules.bluff import STAR, Bid, track
from game.scenes.bluff.track import BLUE_DIE, STAR_FIELD, WHITE_DIE, BidTrack, layout_track


@pytest.mark.parametrize("dice", [2, 5, 10, 20, 30])
def test_every_field_fits_without_overlap(dice):
    rect = pygame.Rect(20, 300, 1240, 300)
    layout = layout_track(rect, len(track(dice)))
    assert len(layout.rects) == 2 * dice
    for i, a in enumerate(layout.rects):
        assert rect.contains(a)
        assert a.width >= 40
        for b in layout.rects[i + 1:]:
            assert not a.colliderect(b)


def test_the_track_runs_in_board_order_and_snakes():
    layout = layout_track(pygame.Rect(0, 0, 700, 400), 40)
    assert layout.rows >= 2
    first_row = [r for r in layout.rects if r.top == layout.rects[0].top]
    second = layout.rects[len(first_row)]
    assert second.left == first_row[-1].left      # the path turns at the end of a row


def test_fields_are_hit_by_the_pointer():
    widget = BidTrack(pygame.Rect(0, 0, 800, 200), 10)
    for index, rect in enumerate(widget.layout.rects):
        assert widget.field_at(rect.center) == index
    assert widget.index_of(Bid(2, STAR)) == widget.fields.index(Bid(2, STAR).field)


def _colour_near(surface, rect, colour, tolerance=12):
    hits = 0
    for x in range(rect.left, rect.right, 2):
        for y in range(rect.top, rect.bottom, 2):
            pixel = surface.get_at((x, y))[:3]
            if all(abs(p - c) <= tolerance for p, c in zip(pixel, colour, strict=False)):
                hits += 1
    return hits


def test_star_fields_have_their_own_look_and_the_bids_stand_as_white_and_blue_dice():
    widget = BidTrack(pygame.Rect(0, 0, 1000, 200), 6)
    surface = pygame.Surface((1000, 200))
    widget.draw(surface, last_bid=Bid(2, 4), choice=Bid(3, 1))
    star_field = widget.layout.rects[widget.fields.index(Bid(1, STAR).field)]
    number_field = widget.layout.rects[widget.fields.index(Bid(1, 1).field)]
    assert _colour_near(surface, star_field, STAR_FIELD) > 20
    assert _colour_near(surface, number_field, STAR_FIELD) == 0
    white = widget.die_rect(widget.index_of(Bid(2, 4)))
    blue = widget.die_rect(widget.index_of(Bid(3, 1)))
    assert _colour_near(surface, white, WHITE_DIE) > 20
    assert _colour_near(surface, blue, BLUE_DIE) > 20
    assert _colour_near(surface, white, BLUE_DIE) == 0


def test_the_track_shrinks_as_dice_leave():
    widget = BidTrack(pygame.Rect(0, 0, 1000, 200), 20)
    small = widget.layout.cell
    widget.set_dice(4)
    assert len(widget.fields) == 8 and widget.layout.cell > small


@pytest.mark.parametrize("dice", [1, 2, 7, 30])
def test_the_lit_fields_are_the_fields_of_the_legal_raises(dice):
    """The board lights exactly the fields the rules' legal raises land on, after every possible bid."""
    from game.rules.bluff import legal_raises

    board = BidTrack(pygame.Rect(0, 0, 1200, 260), dice)
    for last in [None, *legal_raises(None, dice)]:
        assert board.legal_fields(last) == {board.index_of(bid) for bid in legal_raises(last, dice)}, last


def test_star_fields_are_calm_not_red():
    """Red means danger: a star field is a dark night-sky tile with a star emblem, no red in it."""
    from game.render import theme

    widget = BidTrack(pygame.Rect(0, 0, 1000, 200), 6)
    surface = pygame.Surface((1000, 200))
    widget.draw(surface)
    star_field = widget.layout.rects[widget.fields.index(Bid(1, STAR).field)]
    assert _colour_near(surface, star_field, theme.DANGER, tolerance=60) == 0
    assert _colour_near(surface, star_field, (200, 54, 64), tolerance=40) == 0     # the old red fill


@pytest.mark.parametrize("bidder", [1, 3])
def test_the_last_bid_shows_who_made_it(bidder):
    """The white die of the last bid is framed in its bidder's seat colour (with the bidder's badge)."""
    from game.render import rockets

    widget = BidTrack(pygame.Rect(0, 0, 1000, 200), 6)
    bare, marked = pygame.Surface((1000, 200)), pygame.Surface((1000, 200))
    widget.draw(bare, last_bid=Bid(2, 4))
    widget.draw(marked, last_bid=Bid(2, 4), bidder=bidder)
    field = widget.layout.rects[widget.index_of(Bid(2, 4))]
    colour = rockets.seat_colour(bidder)
    assert _colour_near(bare, field, colour, tolerance=20) == 0
    assert _colour_near(marked, field, colour, tolerance=20) > 15
