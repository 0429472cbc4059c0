"""One key moment of a priced game as a card (look review 26: "enlarge the mini dice, move lock badges off the numerals,
and cut each card to one headline number and one line of text").

A card says where it stood in one line ("Turn 8 · 1 throw left"), shows the dice as they lay as the tray's dice at rest
(`dice_tokens.cube_token`: the game's own die picture, its numeral never under 13 px at 800x450), the dice kept on a
purple plate with their padlock under them (off the numeral), then two chips: what the player did ("You") and what
perfect play does ("Best"); the points (or rounds) given up the card's one big number, right of the chips. A perfect
choice: the "You" chip and the reward's gold "Perfect choice" with its star, no number.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.render import drawn, faces, mode_icons, planets, text, theme
from game.render.dice_tokens import cube_token
from game.render.panel import draw_panel
from game.scenes.review import describe, words
from game.words import _

DIE = 68          # px: a card's die picture at most (its top ~48 px: the tray's numeral, ~15 px of ink at 800x450)
DIE_GAP = 8       # px between two dice
DIE_TOP = 38      # px from the card's inner top to its dice
CHIP_HEIGHT = 36  # px: a chip (label type, 11 px letters at 800x450)
CHIP_GAP = 8      # px between the two chips
COST_WIDTH = 100  # px right of the chips for the big number
COST_SIZE = 60    # the big number's type size (42 px; 26 at 800x450)
COST_LEAST = 44   # ... and its least, for a long figure (31 px: 13 px digits at 800x450)
TAG_PAD = 10      # px round a chip's tag word
CARD_STAR = 30    # px: the gold star beside a perfect choice's words
BADGE = 10        # px: a kept die's padlock badge radius
WIDEST = 520      # px: the chips and the figure at most (a card of a turn's two shares the row)


@dataclass
class DrawnCard:
    """Where a card put its parts (for the tests: the dice, their numerals' middles, the badges)."""
    dice: list[pygame.Rect] = field(default_factory=list)
    badges: list[pygame.Rect] = field(default_factory=list)
    chips: list[pygame.Rect] = field(default_factory=list)


def height_needed() -> int:
    """The least card height for its line, dice and two chips."""
    return 7 + DIE_TOP + DIE + BADGE + 6 + 2 * CHIP_HEIGHT + CHIP_GAP + 10


def die_size(rect: pygame.Rect, count: int) -> int:
    """A card's die picture size for `count` dice in one row across the card `rect` (look reviews 27a/27b: a screen's
    cards all draw their dice at one size, the least of its cards', never crammed beside the big number)."""
    return max(14, min(DIE, (rect.width - 20 - DIE_GAP * (count - 1)) // max(1, count)))


def draw_card(surface: pygame.Surface, rect: pygame.Rect, decision, unit: str, colour=theme.PANEL_EDGE,
              die: int | None = None) -> DrawnCard:
    """The card of `decision`; `colour` the seat's (its "You" chip's tag); `die` its dice's size (the screen's)."""
    draw_panel(surface, rect)
    inner = rect.inflate(-20, -14)
    out = DrawnCard()
    text.draw(surface, describe.situation(decision), text.LABEL, theme.TEXT_DIM, box=inner,
              midtop=(inner.centerx, inner.top))
    chips_top = inner.top + DIE_TOP + DIE + BADGE + 6
    chips_top = max(chips_top, inner.bottom - 2 * CHIP_HEIGHT - CHIP_GAP)
    you = words.you_tag(), describe.did(decision)
    costly = decision.priced is not None and decision.priced.cost > 0
    narrow = inner.inflate(-max(0, inner.width - WIDEST), 0)   # (a wide card's chips keep a chip's width, centred)
    # a long move (Triple's "filled 4 of a kind (x3)") takes the chips' whole width: its figure goes beside the dice
    cost_width = _cost_width(unit, decision) if costly else COST_WIDTH
    aside = costly and max(_chip_need(*you), _chip_need(words.best_tag(), describe.best(decision))) \
        > narrow.width - cost_width
    dice_room = narrow.inflate(-COST_WIDTH, 0).move(-COST_WIDTH // 2, 0) if aside else inner
    _draw_dice(surface, dice_room, decision, out, die)
    inner = narrow
    if aside:
        lane = pygame.Rect(inner.left, chips_top, inner.width, CHIP_HEIGHT)
        out.chips.append(_chip(surface, lane, *you, colour))
        out.chips.append(_chip(surface, lane.move(0, CHIP_HEIGHT + CHIP_GAP), words.best_tag(), describe.best(decision),
                               theme.ACCENT))
        top = inner.top + DIE_TOP - 8
        _draw_cost(surface, pygame.Rect(inner.right - COST_WIDTH, top, COST_WIDTH, chips_top - top), unit, decision)
        return out
    if decision.priced is None:   # a forced move (shown when stepping through a turn, never priced)
        lane = pygame.Rect(inner.left, chips_top, inner.width, CHIP_HEIGHT)
        out.chips.append(_chip(surface, lane, *you, colour))
        text.draw(surface, _(words.FORCED), text.LABEL, theme.TEXT_DIM, box=inner,
                  midtop=(inner.centerx, chips_top + CHIP_HEIGHT + CHIP_GAP + 4))
        return out
    said, _costly = describe.cost(decision, unit)
    if not costly:   # the player's choice was perfect play's: said once, in the reward's gold beside its star
        lane = pygame.Rect(inner.left, chips_top, inner.width, CHIP_HEIGHT)
        out.chips.append(_chip(surface, lane, *you, colour))
        y = chips_top + CHIP_HEIGHT + CHIP_GAP + CHIP_HEIGHT // 2
        line = text.draw(surface, said, text.LABEL, theme.TITLE, bold=True, box=inner, center=(inner.centerx + 20, y))
        star = mode_icons.mode_icon("campaign", CARD_STAR)
        surface.blit(star, star.get_rect(midright=(line.left - 8, line.centery)))
        return out
    lane = pygame.Rect(inner.left, chips_top, inner.width - cost_width, CHIP_HEIGHT)
    out.chips.append(_chip(surface, lane, *you, colour))
    best = lane.move(0, CHIP_HEIGHT + CHIP_GAP)
    out.chips.append(_chip(surface, best, words.best_tag(), describe.best(decision), theme.ACCENT))
    _draw_cost(surface, pygame.Rect(lane.right + 6, chips_top, inner.right - lane.right - 6, 2 * CHIP_HEIGHT + CHIP_GAP),
               unit, decision)
    return out


def _draw_cost(surface: pygame.Surface, column: pygame.Rect, unit: str, decision) -> None:
    """The card's one big number, what the choice gave up, over its unit, in the middle of `column` (its type as big
    as the column's width lets it be: "−12.4" too)."""
    figure, unit_word = words.cost_parts(unit, decision.priced.cost)
    size = COST_SIZE
    while size > COST_LEAST and text.width_of(figure, size, True) > column.width - 4:
        size -= 2
    tall = text.font(size, bold=True).get_height() + text.font(text.LABEL).get_height() - 2
    big = text.draw(surface, figure, size, theme.TEXT, bold=True, box=column,
                    midtop=(column.centerx, column.centery - tall // 2))
    text.draw(surface, unit_word, text.LABEL, theme.TEXT_DIM, box=column, midtop=(column.centerx, big.bottom - 2))


def _cost_width(unit: str, decision) -> int:
    """The cost column's width: `COST_WIDTH`, or less when a long move needs the chips' room (the figure's type shrinks
    to fit it, never under `COST_LEAST`), so the dice keep the card's whole width."""
    figure, unit_word = words.cost_parts(unit, decision.priced.cost)
    least = max(text.width_of(figure, COST_LEAST, True), text.width_of(unit_word, text.LABEL)) + 10
    return min(COST_WIDTH, least)


def _chip_need(tag: str, move: str) -> int:
    """The width a chip needs to show its tag and its move whole."""
    return text.width_of(tag, text.LABEL, True) + 2 * TAG_PAD + 8 + text.width_of(move, text.LABEL) + 14


def _draw_dice(surface: pygame.Surface, inner: pygame.Rect, decision, out: DrawnCard, die: int | None) -> None:
    dice = decision.dice
    if not dice:
        return
    size = min(DIE, (inner.width - DIE_GAP * (len(dice) - 1)) // len(dice))
    if die is not None:
        size = min(size, die)
    step = size + DIE_GAP
    left = round(inner.centerx - (step * len(dice) - DIE_GAP) / 2)
    top = inner.top + DIE_TOP
    kept = describe.kept_mask(decision)
    for i, value in enumerate(dice):
        spot = pygame.Rect(left + i * step, top, size, size)
        if kept[i]:   # kept: on the lock's purple plate (the held die's colour), its padlock under it
            plate = spot.inflate(6, 6)
            pygame.draw.rect(surface, _plate(), plate, border_radius=12)
            pygame.draw.rect(surface, theme.LOCKED, plate, 2, border_radius=12)
        image = cube_token(value, size)
        surface.blit(image, spot)
        out.dice.append(drawn.note(surface, spot))
        text.record_drawn(surface, str(value), numeral_size(size), spot)   # (its numeral, as the tray prints it)
        if kept[i]:
            out.badges.append(planets.draw_lock_badge(surface, (spot.centerx, spot.bottom + 4), BADGE))


def numeral_size(size: int) -> int:
    """The type size of the numeral `cube_token` prints on a die picture `size` px wide."""
    from game.render import dice_view, rest_die

    top = max(10, int((size - 3) / (1.0 + rest_die.DEPTH[1])))
    return dice_view.numeral_size(top)


def _plate() -> tuple[int, int, int]:
    return tuple(pygame.Color(theme.LOCKED).lerp(theme.SPACE, 0.6))[:3]


def _chip(surface: pygame.Surface, lane: pygame.Rect, tag: str, move: str, colour) -> pygame.Rect:
    """A chip: its tag word on a band of `colour` at the left, the move in white after it."""
    faces.draw_face(surface, lane, theme.PANEL_RAISED, 10)
    tag_width = text.width_of(tag, text.LABEL, True) + 2 * TAG_PAD
    band = pygame.Rect(lane.left, lane.top, tag_width, lane.height)
    pygame.draw.rect(surface, colour, band, border_top_left_radius=10, border_bottom_left_radius=10)
    pygame.draw.rect(surface, colour, lane, 2, border_radius=10)
    text.draw(surface, tag, text.LABEL, theme.SPACE, bold=True, box=band, center=band.center)
    room = pygame.Rect(band.right + 8, lane.top, lane.right - band.right - 14, lane.height)
    text.draw(surface, move, text.LABEL, theme.TEXT, box=room, midleft=(room.left, room.centery))   # (the floor's size)
    return lane
