"""The seats at the Bluff table: one card per seat with its name, dice count, small cup and big cup.

Each card holds a physics tray (the play kit's `TrayPanel`) with the seat's dice, under a big cup
in the seat's colour. A closed cup hides the tray completely: nothing of the dice under it is drawn,
not even their angles; the dice in the open stand in front of it as face tokens. When the screen
may show the seat's dice (see `privacy`), the cup lifts and the tray shows them as physics left them.

`CardLayout` places the cards: one row for 2-3 seats, two rows for 4-6.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.render import cups, marks, rockets, seat_badges, text, theme
from game.render.dice_tokens import draw_face_token, face_token, small_numeral
from game.render.panel import material
from game.render.surface_cache import surface_cache
from game.rules.bluff import STAR, Bid
from game.scenes.bluff import words

HEADER = 34          # px: name, count and small cup
FOOTER = 24          # px: the status word, or the last bid (in LABEL type: >= 11 px at 800x450; its glyphs fit)
CHIP = 26            # px: the last bid's die chip, inside the strip between the tray and the card's frame (look reviews
                     # 29a/29b: a 28 px chip overhung the strip's bottom edge, its numeral 9-10 px at 800x450)
CHIP_NUMERAL = 32    # px: the chip's numeral, over the die's face as on the smallest tray dice (its white 13-14 px
                     # at 800x450)
GAP = 10
CUP_EDGE = (18, 14, 30)
COUNTED = (226, 232, 255)    # the count-up's rings and badges: pale, not gold (gold is for rewards)
COUNT_TYPE = 48              # the count-up's numbers: 24 px digits at 1280x720, 15 px at 800x450 (issue 28; look review 17m
                              # read 44 as small)
PANEL_RADIUS = 14            # px: a card's (and a reveal row's) round corners


@dataclass(frozen=True)
class CardRects:
    card: pygame.Rect
    header: pygame.Rect
    tray: pygame.Rect        # the tray panel (and the big cup over it)
    small_cup: pygame.Rect
    footer: pygame.Rect      # a status word: thinking, peeking, the computer's level, out


OWN_WIDTH = {3: 440, 4: 440, 5: 420, 6: 412}   # px: the one person's card (dice of 64 px at 1280x720)


def card_rects(area: pygame.Rect, seats: int, own: int | None = None) -> list[CardRects]:
    """Where each seat's card goes inside `area`: side by side in one row, as around a table; seat `own`'s
    card (the one person at the table) wider than the others."""
    room = area.width - (seats - 1) * GAP
    width = min(420, room // seats)
    widths = [width] * seats
    if own is not None and OWN_WIDTH.get(seats, 0) > width:
        widths = [(room - OWN_WIDTH[seats]) // (seats - 1)] * seats
        widths[own] = OWN_WIDTH[seats]
    left = area.left + (area.width - (sum(widths) + (seats - 1) * GAP)) // 2
    placed = []
    for seat in range(seats):
        card = pygame.Rect(left + sum(widths[:seat]) + seat * GAP, area.top, widths[seat], area.height)
        header = pygame.Rect(card.left + 8, card.top + 4, card.width - 16, HEADER)
        footer = pygame.Rect(card.left + 8, card.bottom - FOOTER - 4, card.width - 16, FOOTER)
        tray = pygame.Rect(card.left + 6, header.bottom + 2, card.width - 12, footer.top - header.bottom - 4)
        small_cup = pygame.Rect(header.right - 24, header.top + 5, 24, HEADER - 10)
        placed.append(CardRects(card, header, tray, small_cup, footer))
    return placed


def draw_cup(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], *, shake: float = 0.0,
             lift: float = 0.0, label: str = "", focus: bool = False, clock: float = 0.0,
             reduced_motion: bool = False) -> None:
    """The cup turned over on the tray `rect` (game.render.cups): while `lift` is 0 it stands on the
    felt, and nothing of the dice under it is drawn; lifting, it rises, tilts and fades while its
    shadow shrinks. `shake` (px) rattles it sideways while the dice roll under it."""
    cups.draw_cup(surface, rect, colour, shake=shake, lift=lift, label=label)
    if focus and lift == 0:
        draw_cup_focus(surface, cup_body(rect, shake), clock, reduced_motion)


def cup_body(rect: pygame.Rect, shake: float = 0.0, lift: float = 0.0) -> pygame.Rect:
    """Where the cup over tray `rect` stands (at rest), shaken `shake` px sideways."""
    return cups.cup_shape(rect).bounds.move(round(shake), 0)


def draw_cup_focus(surface: pygame.Surface, body: pygame.Rect, clock: float, reduced_motion: bool) -> None:
    """The person's focus around a cup waiting for their press (it breathes: drawn every frame)."""
    marks.focus_rect(surface, body.inflate(12, 12), radius=max(10, body.height // 5), clock=clock,
                     reduced_motion=reduced_motion)


def draw_small_cup(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], rolled: bool) -> None:
    """The little cup by the name: filled once the seat has rolled, an outline while we wait for it."""
    top = rect.top + 2
    points = [(rect.left + 4, top), (rect.right - 4, top), (rect.right, rect.bottom), (rect.left, rect.bottom)]
    if rolled:
        pygame.draw.polygon(surface, colour, points)
        pygame.draw.polygon(surface, CUP_EDGE, points, 2)
    else:
        pygame.draw.polygon(surface, theme.TEXT_DIM, points, 2)


def draw_header(surface: pygame.Surface, rects: CardRects, *, name: str, colour_index: int, dice: int,
                rolled: bool | None, on_turn: bool, status: str = "") -> None:
    """Badge, name with the dice count in brackets, the small cup (`rolled` None: none), and the
    status word in the footer."""
    colour = rockets.seat_colour(colour_index)
    header = rects.header
    seat_badges.draw_badge(surface, colour_index, (header.left + 11, header.centery), 20)
    right = rects.small_cup.left - 6 if rolled is not None else header.right
    name_box = pygame.Rect(header.left + 26, header.top, max(40, right - header.left - 26), header.height)
    count = f" ({dice})"
    shown = text.fit_name(name, text.LABEL, name_box.width - text.width_of(count, text.LABEL, on_turn), bold=on_turn)
    text.draw(surface, shown + count, text.LABEL, theme.TEXT if dice else theme.TEXT_DISABLED, bold=on_turn,
              box=name_box, midleft=(name_box.left, header.centery))
    if isinstance(status, Bid):
        draw_bid_chip(surface, rects.footer, status, rects.card)
    elif status:
        text.draw(surface, status, text.LABEL, theme.TEXT_DIM, box=rects.card, center=rects.footer.center)
    if rolled is not None:
        draw_small_cup(surface, rects.small_cup, colour, rolled)


def draw_bid_chip(surface: pygame.Surface, footer: pygame.Rect, bid: Bid, card: pygame.Rect) -> pygame.Rect:
    """'Bid: 2 ×' and a die showing the face, centred in the `card`'s `footer` (as the Last bid box says a bid); returns
    the die's rect."""
    line = words.bid_chip_words(bid)
    size = CHIP     # (from the footer's top: 2 px over its bottom, inside the strip between the tray and the frame)
    width = text.width_of(line, text.LABEL) + 6 + size
    shown = text.draw(surface, line, text.LABEL, theme.TEXT, box=card,
                      midleft=(footer.centerx - width // 2, footer.centery))
    die = pygame.Rect(shown.right + 6, footer.top, size, size)
    surface.blit(face_token(bid.face, size, star_for_six=True, numeral=False), die)
    if bid.face != STAR:
        digit = small_numeral(bid.face, CHIP_NUMERAL)
        at = digit.get_rect(center=(die.centerx, die.top + (size - max(2, round(size * 0.09))) // 2))
        shown_part = at.clip(die)         # (its picture's clear margin kept off the card's frame: its ink fits)
        surface.blit(digit, shown_part, shown_part.move(-at.x, -at.y))
    return die


def draw_card_frame(surface: pygame.Surface, rects: CardRects, colour_index: int, *, on_turn: bool, out: bool,
                    sky: pygame.Surface | None = None) -> None:
    """The card's panel over all of its rect, and under its round corners the `sky` (the picture's, if given)."""
    colour = rockets.seat_colour(colour_index)
    fill = theme.PANEL if not out else theme.SPACE
    sky_in_corners(surface, sky, rects.card)
    material(surface, rects.card, fill, colour if not out else theme.PANEL_EDGE, PANEL_RADIUS, 4 if on_turn else 1,
             shadow=False, heading=HEADER + 5)   # (the name on its plate, as the score sheet's header)


def sky_in_corners(surface: pygame.Surface, sky: pygame.Surface | None, rect: pygame.Rect) -> None:
    """The sky under a panel about to be drawn over all of `rect` with round corners (a card, a reveal row): only
    where the corners leave it showing (a round rect's fill is not smoothed: it paints every pixel but those), not
    the whole rect again (a card's area copied cost ~0.1 ms)."""
    if sky is not None:
        r = PANEL_RADIUS
        for x, y in ((rect.left, rect.top), (rect.right - r, rect.top), (rect.left, rect.bottom - r),
                     (rect.right - r, rect.bottom - r)):
            surface.blit(sky, (x, y), (x, y, r, r))


def draw_open_dice(surface: pygame.Surface, rect: pygame.Rect, faces: list[int]) -> None:
    """The dice a seat put in the open, as face tokens standing in front of its cup (bottom of `rect`)."""
    if not faces:
        return
    size = min(44, rect.height // 2, (rect.width - 20) // 6)
    step = size + 6
    left = rect.centerx - (len(faces) * step - 6) / 2 + size / 2
    y = rect.bottom - size / 2 - 8
    for k, face in enumerate(faces):
        draw_face_token(surface, (left + k * step, y), size, face, star_for_six=True)


def draw_glow(surface: pygame.Surface, centre: tuple[float, float], radius: float, number: int | None,
              strength: float = 1.0, within: pygame.Rect | None = None) -> None:
    """A die that counts for the bid: a pale ring and a faint halo, and its number in the count-up
    on a badge at the ring's upper right (kept inside `within`)."""
    halo = _halo(radius, round(50 * strength))
    c = halo.get_width() // 2
    surface.blit(halo, (centre[0] - c, centre[1] - c))
    pygame.draw.circle(surface, COUNTED, centre, radius * 1.3, 3)
    if number is not None:
        width, height = count_badge_size(number)
        badge = (centre[0] + radius * 0.95, centre[1] - radius * 0.95)
        if within is not None:      # the badge stays on the felt (below the die near the top edge)
            x = min(max(badge[0], within.left + width / 2 + 2), within.right - width / 2 - 2)
            y = badge[1] if badge[1] - height / 2 >= within.top + 2 else centre[1] + radius * 0.95
            badge = (x, min(y, within.bottom - height / 2 - 2))
        draw_count_badge(surface, badge, number)


def count_badge_size(number: int) -> tuple[int, int]:
    """The count-up badge's size: a circle round one digit, a pill round two."""
    height = round(COUNT_TYPE * text.PX_PER_SIZE) + 2
    return max(height, text.render(str(number), COUNT_TYPE, theme.SPACE, True).get_width() + 12), height


def draw_count_badge(surface: pygame.Surface, centre: tuple[float, float], number: int) -> pygame.Rect:
    """A die's number in the count-up, dark on a pale badge centred at `centre` (the reveal's rows and the
    seat cards): its digits read at 800x450 (review 8 measured 8-9 px when they were caption-sized)."""
    width, height = count_badge_size(number)
    box = pygame.Rect(0, 0, width, height)
    box.center = (round(centre[0]), round(centre[1]))
    pygame.draw.rect(surface, COUNTED, box, border_radius=height // 2)
    # (drawn as a recorded line: the layout floor test reads its digits, >= 13 px at 800x450: look review 17m)
    text.draw(surface, str(number), COUNT_TYPE, theme.SPACE, bold=True, center=box.center)
    return box


@surface_cache(max_mib=1)
def _halo(radius: float, alpha: int) -> pygame.Surface:
    """The faint halo of a counted die (kept: one per die size, not a fresh surface per die per frame)."""
    halo = pygame.Surface((int(radius * 3), int(radius * 3)), pygame.SRCALPHA)
    c = halo.get_width() // 2
    pygame.draw.circle(halo, (*COUNTED, alpha), (c, c), radius * 1.45)
    return halo


def draw_lost_badge(surface: pygame.Surface, centre: tuple[float, float], size: float) -> None:
    """A red badge with a white cross on a lost die's corner (`centre`: the badge's; `size`: the die's)."""
    r = max(7.0, size * 0.22)
    bx, by = centre
    pygame.draw.circle(surface, (40, 8, 16), (bx + 1, by + 2), r)
    pygame.draw.circle(surface, theme.DANGER, (bx, by), r)
    pygame.draw.circle(surface, theme.TEXT, (bx, by), r, max(1, round(r / 6)))
    arm, width = r * 0.45, max(2, round(r / 3.5))
    pygame.draw.line(surface, theme.TEXT, (bx - arm, by - arm), (bx + arm, by + arm), width)
    pygame.draw.line(surface, theme.TEXT, (bx - arm, by + arm), (bx + arm, by - arm), width)
