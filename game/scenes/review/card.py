"""One key moment of a priced game as a card (look review 26: "enlarge the mini dice, move lock badges off the numerals,
and cut each card to one headline number and one line of text"; look reviews 28a/28b: German shrank the dice beside the
figure, and the cards read "dense, like an analytics page").

Read top down: the card's one big number, what the choice gave up ("−2.8 points"; a perfect choice the reward's gold
"Perfect choice" with its star), where it stood in one quiet line ("Turn 8 · 1 throw left"), the dice as they lay across
the card's whole width at the screen's one size (`dice_tokens.cube_token`: the game's own die picture, its numeral never
under 13 px at 800x450), the dice kept on a purple plate with their padlock under them (off the numeral), then two chips:
what the player did ("You") and what perfect play does ("Best"). Nothing shares the dice's row, so a long German move
never shrinks them.
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
HEAD = 42         # px: the card's headline (what the choice gave up, big) from the card's inner top
SITUATION = 28    # px: the line under it that says where the turn stood
DIE_TOP = HEAD + SITUATION + 4   # px from the card's inner top to its dice
CHIP_HEIGHT = 34  # px: a chip (label type, 11 px letters at 800x450)
CHIP_GAP = 6      # px between the two chips
COST_SIZE = 52    # the headline figure's type size (~37 px; 23 at 800x450)
TAG_PAD = 10      # px round a chip's tag word
CARD_STAR = 30    # px: the gold star beside a perfect choice's words
BADGE = 10        # px: a kept die's padlock badge radius
WIDEST = 520      # px: the chips at most (a card of a turn's two shares the row)


@dataclass
class DrawnCard:
    """Where a card put its parts (for the tests: the dice, their numerals' middles, the badges)."""
    dice: list[pygame.Rect] = field(default_factory=list)
    badges: list[pygame.Rect] = field(default_factory=list)
    chips: list[pygame.Rect] = field(default_factory=list)


def height_needed() -> int:
    """The least card height for its headline, its line, dice and two chips."""
    return 14 + DIE_TOP + DIE + BADGE + 6 + 2 * CHIP_HEIGHT + CHIP_GAP


def die_size(rect: pygame.Rect, count: int) -> int:
    """A card's die picture size for `count` dice in one row across the card `rect` (look reviews 27a/27b, 28a: a
    screen's cards all draw their dice at one size, in every language: nothing else shares the dice's row)."""
    return max(14, min(DIE, (rect.width - 20 - DIE_GAP * (count - 1)) // max(1, count)))


def draw_card(surface: pygame.Surface, rect: pygame.Rect, decision, unit: str, colour=theme.PANEL_EDGE,
              die: int | None = None) -> DrawnCard:
    """The card of `decision`, read top down (look reviews 28a/28b: "dense, like an analytics page"; German shrank the
    dice beside the figure): its one big number (what the choice gave up, or the gold "Perfect choice"), where the turn
    stood, the dice as they lay across the card's whole width, then "You" and "Best" as chips. `colour` the seat's (its
    "You" chip's tag); `die` its dice's size (the screen's)."""
    draw_panel(surface, rect)
    inner = rect.inflate(-20, -14)
    out = DrawnCard()
    head = pygame.Rect(inner.left, inner.top, inner.width, HEAD)
    costly = decision.priced is not None and decision.priced.cost > 0
    if costly:
        _draw_cost(surface, head, unit, decision)
    elif decision.priced is None:   # a forced move (shown when stepping through a turn, never priced)
        text.draw(surface, _(words.FORCED), text.LABEL, theme.TEXT_DIM, box=head, center=head.center)
    else:   # the player's choice was perfect play's: said once, in the reward's gold beside its star
        said, _costly = describe.cost(decision, unit)
        line = text.draw(surface, said, text.LABEL, theme.TITLE, bold=True, box=head,
                         center=(head.centerx + CARD_STAR // 2 + 4, head.centery))
        star = mode_icons.mode_icon("campaign", CARD_STAR)
        surface.blit(star, star.get_rect(midright=(line.left - 8, line.centery)))
    text.draw(surface, describe.situation(decision), text.LABEL, theme.TEXT_DIM, box=inner,
              midtop=(inner.centerx, inner.top + HEAD))
    _draw_dice(surface, inner, decision, out, die)
    narrow = inner.inflate(-max(0, inner.width - WIDEST), 0)   # (a wide card's chips keep a chip's width, centred)
    chips_top = inner.bottom - 2 * CHIP_HEIGHT - CHIP_GAP
    lane = pygame.Rect(narrow.left, chips_top, narrow.width, CHIP_HEIGHT)
    if not costly:   # (a "You" chip alone: in the middle of the two chips' room)
        lane.move_ip(0, (CHIP_HEIGHT + CHIP_GAP) // 2)
    out.chips.append(_chip(surface, lane, words.you_tag(), describe.did(decision), colour))
    if costly:
        out.chips.append(_chip(surface, lane.move(0, CHIP_HEIGHT + CHIP_GAP), words.best_tag(),
                               describe.best(decision), theme.ACCENT))
    return out


def _draw_cost(surface: pygame.Surface, head: pygame.Rect, unit: str, decision) -> None:
    """The card's one big number, what the choice gave up, and its unit on its baseline after it ("−2.8 points"),
    the two centred in `head`."""
    figure, unit_word = words.cost_parts(unit, decision.priced.cost)
    gap = 8
    width = text.width_of(figure, COST_SIZE, True) + gap + text.width_of(unit_word, text.LABEL)
    left = head.centerx - width // 2
    tall = text.font(COST_SIZE, bold=True).get_height()
    big = text.draw(surface, figure, COST_SIZE, theme.TEXT, bold=True, box=head,
                    topleft=(left, head.centery - tall // 2))
    baseline = big.top + text.font(COST_SIZE, bold=True).get_ascent()
    text.draw(surface, unit_word, text.LABEL, theme.TEXT_DIM, box=head,
              topleft=(big.right + gap, baseline - text.font(text.LABEL).get_ascent()))


def _draw_dice(surface: pygame.Surface, inner: pygame.Rect, decision, out: DrawnCard, die: int | None) -> None:
    dice = decision.dice
    if not dice:
        return
    size = die if die is not None else die_size(inner.inflate(20, 0), len(dice))
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
        image = cube_token(value, size, False, 0.0, numeral_size(size) / _tray_numeral(size))
        surface.blit(image, spot)
        out.dice.append(drawn.note(surface, spot))
        text.record_drawn(surface, str(value), numeral_size(size), spot)   # (its numeral, as the tray prints it)
        if kept[i]:
            out.badges.append(planets.draw_lock_badge(surface, (spot.centerx, spot.bottom + 4), BADGE))


def numeral_size(size: int) -> int:
    """The type size of the numeral on a card's die picture `size` px wide: the tray's for its top (`cube_token`), and
    CARD_NUMERAL at least (look review 29b #8: the tray's 41 on these 44 px pictures read ~12 px at 800x450)."""
    return max(CARD_NUMERAL, _tray_numeral(size))


def _tray_numeral(size: int) -> int:
    from game.render import dice_view, rest_die

    top = max(10, int((size - 3) / (1.0 + rest_die.DEPTH[1])))
    return dice_view.numeral_size(top)


CARD_NUMERAL = 55   # type size: every digit's white glyph ~26 px (16 at 800x450; 47 left a "2" at 22, under 14)


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
