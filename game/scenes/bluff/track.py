"""The bid track, drawn like the board: fields 1, *1, 2, 3, *2, 4, ... as far as the dice in play need.

The fields run in rows that snake like a board game's path (left to right, then right to left, ...),
joined by a line behind them. Number fields are panels with their quantity; star fields are a
patch of night sky (dark, speckled, rounder, a star emblem) and take stars only: a calm look of their
own, since red means danger. Fields that no longer beat the last bid are dimmed. The last bid stands
as a white die on its field, framed in its bidder's colour with the bidder's badge; a person's
choice as a blue die (the `BidPicker`'s).

The track knows nothing of whose turn it is: the scene passes what to show.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.render import planets, rockets, seat_badges, text, theme
from game.render.surface_cache import surface_cache
from game.rules.bluff import STAR, Bid, TrackField, beats, track

MAX_CELL = 92           # px: the largest field (with a few dice in play)
GAP_RATIO = 0.16        # of a cell: the space between fields
STAR_FIELD = (16, 18, 44)         # night sky: stars only (not red: red means danger)
STAR_FIELD_EDGE = (176, 186, 236)
STAR_SPECKLE = (200, 210, 255)
NUMBER_FIELD = (40, 50, 96)
PATH = (58, 70, 120)
WHITE_DIE = (246, 246, 250)
BLUE_DIE = (54, 118, 230)
DIE_INK = (20, 24, 48)


@dataclass(frozen=True)
class TrackLayout:
    """Where every field sits: one rect per field, in track order."""

    rects: tuple[pygame.Rect, ...]
    cell: int
    rows: int

    def field_at(self, pos: tuple[float, float]) -> int | None:
        for index, rect in enumerate(self.rects):
            if rect.collidepoint(pos):
                return index
        return None


def layout_track(rect: pygame.Rect, fields: int) -> TrackLayout:
    """The snaking rows that give `fields` fields the biggest cells inside `rect`."""
    best: tuple[int, int, int] | None = None  # (cell, rows, columns)
    for rows in range(1, max(1, fields) + 1):
        columns = math.ceil(fields / rows)
        cell = int(min(rect.width / (columns + (columns - 1) * GAP_RATIO),
                       rect.height / (rows + (rows - 1) * GAP_RATIO), MAX_CELL))
        if best is None or cell > best[0]:
            best = (cell, rows, columns)
    assert best is not None
    cell, rows, columns = best
    gap = int(cell * GAP_RATIO)
    width = columns * cell + (columns - 1) * gap
    height = rows * cell + (rows - 1) * gap
    left = rect.left + (rect.width - width) // 2
    top = rect.top + (rect.height - height) // 2
    rects = []
    for index in range(fields):
        row, col = divmod(index, columns)
        if row % 2:
            col = columns - 1 - col
        rects.append(pygame.Rect(left + col * (cell + gap), top + row * (cell + gap), cell, cell))
    return TrackLayout(tuple(rects), cell, rows)


class BidTrack:
    """The track for the dice in play, placed in `rect`."""

    def __init__(self, rect: pygame.Rect, dice_in_play: int) -> None:
        self.rect = pygame.Rect(rect)
        self.dice_in_play = 0
        self.fields: tuple[TrackField, ...] = ()
        self._index: dict[TrackField, int] = {}
        self._tops: tuple[Bid, ...] = ()
        self._board_image: pygame.Surface | None = None
        self._board_dice = 0
        self._board_lit: tuple[bool, ...] = ()
        self.layout = layout_track(self.rect, 1)
        self.set_dice(dice_in_play)

    def set_dice(self, dice_in_play: int) -> None:
        """Lay the track out again for `dice_in_play` dice (it shrinks as dice leave the game)."""
        if dice_in_play == self.dice_in_play:
            return
        self.dice_in_play = dice_in_play
        self.fields = track(dice_in_play)
        self._index = {field: index for index, field in enumerate(self.fields)}
        self._tops = tuple(max((Bid(field.quantity, face) for face in field.faces), key=lambda bid: bid.rank)
                           for field in self.fields)   # each field's highest bid
        self.layout = layout_track(self.rect, len(self.fields))

    def field_at(self, pos: tuple[float, float]) -> int | None:
        return self.layout.field_at(pos)

    def index_of(self, bid: Bid) -> int | None:
        return self._index.get(bid.field)

    def legal_fields(self, last_bid: Bid | None) -> frozenset[int]:
        """The fields a raise of `last_bid` may go to: those whose highest bid beats it (the rules'
        `beats`); the same fields `legal_raises` gives bids on, at a fraction of the cost."""
        return frozenset(index for index, top in enumerate(self._tops) if beats(top, last_bid))

    def die_rect(self, field: int, side: int = 0) -> pygame.Rect:
        """Where a bid's die sits on field `field` (the lower part, under the quantity); `side`
        -1 or 1: the left or right half, when the white and the blue die share the field."""
        rect = self.layout.rects[field]
        size = int(rect.width * (0.44 if side else 0.56))
        bottom = rect.bottom - max(3, rect.width // 12)
        centre = rect.centerx + side * int(rect.width * 0.24)
        return pygame.Rect(centre - size // 2, bottom - size, size, size)

    # --------------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, *, last_bid: Bid | None = None, choice: Bid | None = None,
             legal: frozenset[int] | set[int] | None = None, focus: bool = False, clock: float = 0.0,
             reduced_motion: bool = False, bidder: int | None = None) -> None:
        """The board: path, fields (dimmed unless in `legal`; all lit when `legal` is None), the
        last bid as a white die (framed in seat colour `bidder`'s colour, with its badge),
        `choice` as a blue die (ringed in the focus colour with `focus`)."""
        self._draw_board(surface, legal)
        white_at = self.index_of(last_bid) if last_bid is not None else None
        blue_at = self.index_of(choice) if choice is not None else None
        shared = white_at is not None and white_at == blue_at
        if last_bid is not None and white_at is not None:
            die = self.die_rect(white_at, -1 if shared else 0)
            draw_bid_die(surface, die, last_bid.face, WHITE_DIE,
                         frame=rockets.seat_colour(bidder) if bidder is not None else None)
            if bidder is not None:
                field = self.layout.rects[white_at]
                size = max(12, field.width // 4)
                seat_badges.draw_badge(surface, bidder, (field.left + size * 0.7, field.top + size * 0.7), size)
        if choice is not None and blue_at is not None:
            draw_bid_die(surface, self.die_rect(blue_at, 1 if shared else 0), choice.face, BLUE_DIE)
            if focus:
                self.draw_focus(surface, choice, clock, reduced_motion)

    def draw_focus(self, surface: pygame.Surface, choice: Bid, clock: float = 0.0,
                   reduced_motion: bool = False) -> None:
        """The person's focus around the field of `choice` (it breathes: drawn every frame, outside
        the field, so over a board and dice drawn before it looks the same)."""
        at = self.index_of(choice)
        if at is None:
            return
        pulse = 0 if reduced_motion else int(2 * (1 + math.sin(clock * 5.0)))
        pygame.draw.rect(surface, theme.FOCUS, self.layout.rects[at].inflate(8 + pulse, 8 + pulse), 3,
                         border_radius=max(6, self.layout.cell // 6))

    def _draw_board(self, surface: pygame.Surface, legal: frozenset[int] | set[int] | None) -> None:
        """The path and the fields lit as `legal` says: the kept board (`_board`), its labels with it."""
        text.blit(surface, self._board(legal), self.rect)

    def _draw_path(self, surface: pygame.Surface, rects: Sequence[pygame.Rect]) -> None:
        width = max(3, self.layout.cell // 7)
        for a, b in zip(rects, rects[1:], strict=False):
            pygame.draw.line(surface, PATH, a.center, b.center, width)

    def _board(self, legal: frozenset[int] | set[int] | None) -> pygame.Surface:
        """The path and the fields as a kept picture. Each field is a kept tile (`_field_tile`): a bid
        lights the board anew by blitting only the fields whose light changed (all of them cost ~1 ms
        drawn); the dice in play changing lays it out afresh. Its pixels are the ones drawn straight:
        a tile is opaque inside its rounded corners, and every field of a place has the same corners."""
        lit = tuple(legal is None or index in legal for index in range(len(self.fields)))
        fresh = self._board_image is None or self._board_dice != self.dice_in_play
        if fresh:
            if self._board_image is None or self._board_image.get_size() != self.rect.size:
                self._board_image = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            self._board_image.fill((0, 0, 0, 0))
            text.forget(self._board_image)
            self._board_dice = self.dice_in_play
        board = self._board_image
        assert board is not None
        rects = [rect.move(-self.rect.left, -self.rect.top) for rect in self.layout.rects]
        if fresh:
            self._draw_path(board, rects)
        for index, (field, rect) in enumerate(zip(self.fields, rects, strict=False)):
            if fresh or lit[index] != self._board_lit[index]:
                text.blit(board, _field_tile(field, rect.width, lit[index]), rect)   # with its label
        self._board_lit = lit
        return board


@surface_cache(max_mib=2)    # two pictures (lit, dimmed) of each of the up to 60 fields
def _field_tile(field: TrackField, cell: int, lit: bool) -> pygame.Surface:
    """A field of the board alone: transparent outside its rounded corners, so the path shows there."""
    tile = pygame.Surface((cell, cell), pygame.SRCALPHA)
    _draw_field(tile, field, tile.get_rect(), lit)
    return tile


def _draw_field(surface: pygame.Surface, field: TrackField, rect: pygame.Rect, lit: bool) -> None:
    radius = max(6, rect.width // (3 if field.star else 6))
    fill = STAR_FIELD if field.star else NUMBER_FIELD
    edge = STAR_FIELD_EDGE if field.star else theme.PANEL_EDGE
    if not lit:
        fill = tuple(int(c * 0.45) for c in fill)
        edge = tuple(int(c * 0.5) for c in edge)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if field.star:
        _draw_night(surface, rect, lit)
    pygame.draw.rect(surface, edge, rect, 2, border_radius=radius)
    colour = theme.TEXT if lit else theme.TEXT_DISABLED
    size = text.BODY if rect.width < 70 else text.LABEL
    label = str(field.quantity)
    top = rect.top + max(2, rect.width // 20)
    if field.star:
        glyph = text.render(label, size, colour, True)
        star = planets.label_image(STAR, glyph.get_height() * 2 // 3, colour, True)
        total = glyph.get_width() + 2 + star.get_width()
        x = rect.centerx - total // 2
        surface.blit(star, (x, top + (glyph.get_height() - star.get_height()) // 2))
        text.draw(surface, label, size, colour, bold=True, topleft=(x + star.get_width() + 2, top))
    else:
        text.draw(surface, label, size, colour, bold=True, midtop=(rect.centerx, top))


def _draw_night(surface: pygame.Surface, rect: pygame.Rect, lit: bool) -> None:
    """A star field's texture: a faint big star emblem and a few speckles (fixed per field size)."""
    cx, cy, r = rect.centerx, rect.centery + rect.height * 0.12, rect.height * 0.3
    points = [(cx + (r if k % 2 == 0 else r * 0.45) * math.cos(-math.pi / 2 + k * math.pi / 5),
               cy + (r if k % 2 == 0 else r * 0.45) * math.sin(-math.pi / 2 + k * math.pi / 5)) for k in range(10)]
    glow = max(4, round(r * 1.5))                 # a soft halo behind the emblem: a star shining, not a hole
    for k in range(4):
        shade = (30 + 6 * k, 36 + 7 * k, 80 + 12 * k) if lit else (20 + 2 * k, 22 + 2 * k, 46 + 3 * k)
        pygame.draw.circle(surface, shade, (cx, cy), glow * (1 - k * 0.2))
    pygame.draw.polygon(surface, (70, 80, 150) if lit else (30, 34, 66), points)
    pygame.draw.aalines(surface, (150, 162, 230) if lit else (52, 58, 100), True, points)
    speckle = STAR_SPECKLE if lit else tuple(int(c * 0.45) for c in STAR_SPECKLE)
    grain = random.Random(rect.width)             # the same speckles on every star field: a texture
    for _ in range(7):
        x = rect.left + grain.randint(rect.width // 8, rect.width - rect.width // 8)
        y = rect.top + grain.randint(rect.height // 3, rect.height - rect.height // 8)
        surface.set_at((x, y), speckle)


def draw_bid_die(surface: pygame.Surface, rect: pygame.Rect, face: int, colour: tuple[int, int, int],
                 frame: tuple[int, int, int] | None = None) -> None:
    """A bid's die on the board: a rounded tile in `colour` with its face (a star for stars),
    framed in `frame` (the bidder's colour) when given."""
    radius = max(4, rect.width // 5)
    shadow = rect.move(2, 3)
    pygame.draw.rect(surface, (6, 8, 20), shadow, border_radius=radius)
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    pygame.draw.rect(surface, DIE_INK, rect, 2, border_radius=radius)
    if frame is not None:
        pygame.draw.rect(surface, frame, rect.inflate(4, 4), 3, border_radius=radius + 2)
    ink = DIE_INK if sum(colour) > 500 else theme.TEXT
    if face == STAR:
        image = planets.label_image(face, max(12, int(rect.height * 0.62)), ink, True)
    else:
        image = text.render(str(face), max(text.CAPTION, int(rect.height * 0.7 / text.PX_PER_SIZE)), ink, True)
    surface.blit(image, image.get_rect(center=rect.center))
