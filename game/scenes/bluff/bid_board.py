"""The bid board under the seats: a compact picker instead of a track of every field.

    [ Last bid      ] [ How many    ] [ Which face              ] [ Your bid        ]
    [ (badge) 3 x [4] ] [ <   3   > ] [ [1][2][3][4][5][*]      ] [   4 x [2]       ]
                                                                  [ [OK]  [Doubt]   ]

The last bid stands as a small planet die framed in its bidder's colour with the bidder's badge; the count
stepper walks the bids' fields in the rules' order (1, 1 star, 2, 3, 2 stars, ...) and shows the number alone
(the star lights among the faces); the six faces light where the field allows them (stars only on a star field); the
bid being chosen stands large on the right (a computer's bid shows there too, with its cursor).
The keys are the track's: left/right the field, up/down the face (`BidPicker`), so pads and phones
walk it as before; a click on an arrow steps the field, a click on a face picks it (`target_at`).

The board knows nothing of whose turn it is: the scene passes what to show. Pure drawing; every part is
a rectangle of `parts`, so the pointer and the tests find them.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.render import drawn, marks, rockets, text, theme
from game.render.dice_tokens import face_token
from game.render.panel import material
from game.render.surface_cache import surface_cache
from game.rules.bluff import STAR, Bid
from game.words import _

FACES = (1, 2, 3, 4, 5, STAR)
BOX = (30, 38, 76)            # the board's boxes: a shade off the panels
DIM = 0.38                    # a face no bid may have now (a computer's turn): faded, numeral and all
ANOTHER_COUNT = 0.72          # a face this count does not allow but a click reaches (it moves the count): its planet
                              # a little darker, its numeral as crisp as the others' (review 12: they looked disabled)


@dataclass(frozen=True)
class BoardParts:
    """Where the board's parts are."""

    last: pygame.Rect          # the last bid's box
    stepper: pygame.Rect       # the count's box
    less: pygame.Rect          # its arrows
    more: pygame.Rect
    faces: tuple[pygame.Rect, ...]   # one per face of FACES
    face_box: pygame.Rect
    choice: pygame.Rect        # the bid being chosen (large)
    ok: pygame.Rect            # under it, the buttons that bid it and that doubt the last bid
    doubt: pygame.Rect


HEAD = 40                     # px: a box's caption
BY_LINE = 30                  # px: the last bid's "by CPU 4" under it


def board_parts(rect: pygame.Rect) -> BoardParts:
    gap = 12
    last = pygame.Rect(rect.left, rect.top, 250, rect.height)
    stepper = pygame.Rect(last.right + gap, rect.top, 230, rect.height)
    choice = pygame.Rect(rect.right - 300, rect.top, 300, rect.height)
    face_box = pygame.Rect(stepper.right + gap, rect.top, choice.left - gap - stepper.right - gap, rect.height)
    size = min(64, (face_box.width - 24 - 5 * 10) // 6, rect.height - HEAD - 14)
    row = 6 * size + 5 * 10
    left = face_box.centerx - row // 2
    top = face_box.top + HEAD + (face_box.height - HEAD - size) // 2
    faces = tuple(pygame.Rect(left + k * (size + 10), top, size, size) for k in range(6))
    arrow = min(56, rect.height - HEAD - 14)
    middle = stepper.top + HEAD + (stepper.height - HEAD) // 2
    less = pygame.Rect(stepper.left + 12, middle - arrow // 2, arrow, arrow)
    more = pygame.Rect(stepper.right - 12 - arrow, middle - arrow // 2, arrow, arrow)
    button = 44
    ok = pygame.Rect(choice.left + 12, choice.bottom - 10 - button, 110, button)
    doubt = pygame.Rect(ok.right + 10, ok.top, choice.right - 12 - ok.right - 10, button)
    return BoardParts(last, stepper, less, more, faces, face_box, choice, ok, doubt)


def _choice_area(choice: pygame.Rect) -> pygame.Rect:
    """Where the bid being chosen stands in its box: between the caption and the buttons."""
    return pygame.Rect(choice.left, choice.top + HEAD - 4, choice.width, choice.height - HEAD - 54 + 4)


class BidBoard:
    """The bid board for the dice in play, placed in `rect`."""

    def __init__(self, rect: pygame.Rect, dice_in_play: int) -> None:
        self.rect = pygame.Rect(rect)
        self.parts = board_parts(self.rect)
        self.dice_in_play = dice_in_play

    def set_dice(self, dice_in_play: int) -> None:
        """The dice in play now (the picker's fields follow them; the board's look does not change)."""
        self.dice_in_play = dice_in_play

    def target_at(self, pos: tuple[float, float]) -> tuple[str, int] | None:
        """What the pointer is on: ("step", -1 or 1) on an arrow, ("face", face) on a face, else None."""
        parts = self.parts
        if parts.less.inflate(8, 8).collidepoint(pos):
            return "step", -1
        if parts.more.inflate(8, 8).collidepoint(pos):
            return "step", 1
        for face, rect in zip(FACES, parts.faces, strict=True):
            if rect.inflate(8, 8).collidepoint(pos):
                return "face", face
        return None

    # --------------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, *, last_bid: Bid | None = None, bidder: int | None = None,
             choice: Bid | None = None, faces: tuple[int, ...] = (), steps: tuple[bool, bool] = (False, False),
             chooser: str | None = None, reachable: tuple[int, ...] = (), by: str | None = None) -> None:
        """The board: the last bid (framed in seat colour `bidder`'s colour, "by" its bidder `by` under it), the count and
        faces of `choice` (`faces`: the faces its field allows; `reachable`: the other faces a click chooses, on
        another count; `steps`: whether the arrows lead anywhere), and `choice` large under "Your bid" (or
        `chooser`'s name: a computer showing its bid)."""
        parts = self.parts
        for box in (parts.last, parts.stepper, parts.face_box, parts.choice):
            material(surface, box, BOX, theme.PANEL_EDGE, 12, 1, shadow=False, heading=HEAD - 4)   # (its caption's plate)
        self._draw_last(surface, last_bid, bidder, by)
        text.draw(surface, _("How many"), text.LABEL, theme.TEXT_DIM, midtop=(parts.stepper.centerx, parts.stepper.top + 6),
                  box=parts.stepper.inflate(-16, 0))
        text.draw(surface, _("Which face"), text.LABEL, theme.TEXT_DIM,
                  midtop=(parts.face_box.centerx, parts.face_box.top + 6), box=parts.face_box.inflate(-16, 0))
        label = _("Your bid") if chooser is None else _("{name}'s bid").format(name=chooser)
        text.draw(surface, label, text.LABEL, theme.TEXT_DIM, midtop=(parts.choice.centerx, parts.choice.top + 6),
                  box=parts.choice.inflate(-16, 0))
        for rect, lit, sign in ((parts.less, steps[0], -1), (parts.more, steps[1], 1)):
            _draw_arrow(surface, rect, sign, lit)
        if choice is not None:
            middle = (parts.stepper.centerx, parts.less.centery)
            _draw_count(surface, choice, middle, text.TITLE)
            _draw_bid(surface, choice, _choice_area(parts.choice), big=True)
        for face, rect in zip(FACES, parts.faces, strict=True):
            token = (face_token(face, rect.width, star_for_six=True) if face in faces
                     else face_token(face, rect.width, True, ANOTHER_COUNT) if face in reachable
                     else dim_token(face, rect.width))
            surface.blit(token, rect)

    def _draw_last(self, surface: pygame.Surface, last_bid: Bid | None, bidder: int | None, by: str | None) -> None:
        """The last bid, and under it who made it, in words in their colour (look review 16: a tiny badge beside the
        die was the only sign of the bidder)."""
        box = self.parts.last
        text.draw(surface, _("Last bid"), text.LABEL, theme.TEXT_DIM, midtop=(box.centerx, box.top + 6),
                  box=box.inflate(-16, 0))
        if last_bid is None:
            text.draw(surface, _("No bid yet"), text.LABEL, theme.TEXT_DIM, center=(box.centerx, box.centery + HEAD // 2),
                      box=box.inflate(-16, 0))
            return
        named = by is not None and bidder is not None
        area = pygame.Rect(box.left, box.top + HEAD, box.width, box.height - HEAD - (BY_LINE if named else 0))
        frame = rockets.seat_colour(bidder) if bidder is not None else None
        _draw_bid(surface, last_bid, area, big=False, frame=frame)
        if named:
            text.draw(surface, _("by {name}").format(name=by), text.LABEL, frame, bold=True, box=box.inflate(-16, 0),
                      midbottom=(box.centerx, box.bottom - 8))

    def choice_die(self) -> pygame.Rect:
        """Where the chosen bid's die stands (the computer's cursor frames it)."""
        return _bid_rects(_choice_area(self.parts.choice), big=True)[1]

    def draw_focus(self, surface: pygame.Surface, choice: Bid, clock: float = 0.0,
                   reduced_motion: bool = False) -> None:
        """The person's focus on the chosen face (it breathes: drawn every frame), the face a little bigger under it."""
        if choice.face in FACES:
            rect = marks.lifted(self.parts.faces[FACES.index(choice.face)])
            drawn.note(surface, surface.blit(face_token(choice.face, rect.width, star_for_six=True), rect))
            marks.focus_rect(surface, rect.inflate(6, 6), radius=max(6, rect.width // 5), clock=clock,
                             reduced_motion=reduced_motion)


@surface_cache(max_mib=1)
def dim_token(face: int, size: int) -> pygame.Surface:
    """A face the field does not allow: its token faded (kept: a board drawn on a computer's turn faded five of them,
    each copied and multiplied again)."""
    token = face_token(face, size, star_for_six=True).copy()
    token.fill((round(255 * DIM),) * 3, special_flags=pygame.BLEND_RGB_MULT)
    return token


def _bid_rects(area: pygame.Rect, big: bool) -> tuple[pygame.Rect, pygame.Rect]:
    """Where a bid's count ("3 x") and its die go, centred in `area`."""
    size = min(area.height - 8, 72 if big else 58)
    words = pygame.Rect(0, 0, 96 if big else 80, size)
    die = pygame.Rect(0, 0, size, size)
    total = words.width + 10 + die.width
    words.midleft = (area.centerx - total // 2, area.centery)
    die.midleft = (words.right + 10, area.centery)
    return words, die


def _draw_bid(surface: pygame.Surface, bid: Bid, area: pygame.Rect, *, big: bool,
              frame: tuple[int, int, int] | None = None) -> pygame.Rect:
    """"3 x" and a small planet die (framed in `frame`); returns the die's rect."""
    words, die = _bid_rects(area, big)
    text.draw(surface, f"{bid.quantity} ×", text.HEADING, theme.TEXT, bold=True, midright=words.midright)
    if frame is not None:
        pygame.draw.rect(surface, frame, die.inflate(8, 8), 4, border_radius=max(6, die.width // 5))
    surface.blit(face_token(bid.face, die.width, star_for_six=True), die)
    return die


def _draw_count(surface: pygame.Surface, bid: Bid, middle: tuple[int, int], size: int) -> None:
    """The count being chosen: the number alone (the face, a star too, is chosen and shown in its own box; review 15:
    "'1 ★' repeats the chosen face")."""
    text.draw(surface, str(bid.quantity), size, theme.TEXT, bold=True, center=middle)


def _draw_arrow(surface: pygame.Surface, rect: pygame.Rect, sign: int, lit: bool) -> None:
    face = marks.button(surface, rect, "", text.LABEL, enabled=lit)
    colour = theme.TEXT if lit else theme.TEXT_DISABLED
    cx, cy, r = face.centerx, face.centery, face.width * 0.22
    points = [(cx + sign * r, cy), (cx - sign * r * 0.7, cy - r), (cx - sign * r * 0.7, cy + r)]
    pygame.draw.polygon(surface, colour, points)
