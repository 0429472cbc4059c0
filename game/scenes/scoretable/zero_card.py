"""The question before a zero (a person chose a box the dice score 0 in): a card over the tray, asking once more."""

from __future__ import annotations

import functools

import pygame

from game.render import drawn, text, theme
from game.render.panel import material
from game.words import _

ZERO_HEAD = (150, 22, 42)   # the zero card's header: deep red, white words on it (the loss ribbons' red)


def draw_zero_card(surface: pygame.Surface, tray: pygame.Rect, box_name: str, can_roll: bool,
                   dice: tuple[tuple[int, int, int, int], ...] = ()) -> pygame.Rect:
    """The question before a zero, over the tray where the player looks: a card framed in the danger colour, the
    question in white on its deep red header beside a warning mark (a "!" in a white disc), under it the one key that
    writes the 0 in red and the others dim (any other move keeps the turn going; look review 23: the striped red tab
    it had "looks crude"). The tray under it is dimmed: no planet peeks out round the card as if it lay on it; the
    card stands where it cuts the planets (`dice`: where each is drawn) least (`zero_card_rect`)."""
    drawn.note(surface, surface.fill((96, 96, 104), tray, special_flags=pygame.BLEND_MULT))   # the tray dimmed
    card = zero_card_rect(tuple(tray), dice).copy()   # (the kept search's Rect stays the cache's)
    material(surface, card, theme.PANEL, None, 16, 3)   # lit from above, its soft shadow on the dimmed tray
    wide = tray.width >= 560
    head = pygame.Rect(card.left, card.top, card.width, 60 if wide else 48)
    pygame.draw.rect(surface, ZERO_HEAD, head, border_top_left_radius=16, border_top_right_radius=16)
    pygame.draw.line(surface, theme.DANGER, (card.left + 2, head.bottom - 1), (card.right - 3, head.bottom - 1), 2)
    pygame.draw.rect(surface, theme.DANGER, card, 3, border_radius=16)
    radius = head.height // 2 - 10
    mark = (head.left + 18 + radius, head.centery)
    pygame.draw.circle(surface, theme.TEXT, mark, radius)                 # the warning mark: a "!" in a white disc
    tall = round(radius * 1.3)
    top = mark[1] - tall // 2
    pygame.draw.line(surface, ZERO_HEAD, (mark[0], top), (mark[0], top + tall - 7), max(3, radius // 4))
    pygame.draw.circle(surface, ZERO_HEAD, (mark[0], top + tall - 2), max(2, radius // 7))
    words = pygame.Rect(mark[0] + radius + 10, head.top + 4, head.right - mark[0] - 2 * radius - 20, head.height - 8)
    text.draw(surface, _("Score 0 in {box}?").format(box=box_name), text.HEADING if wide else text.LABEL, theme.TEXT,
              bold=True, box=words, center=words.center)
    inner = pygame.Rect(card.left + 16, head.bottom + 4, card.width - 32, card.bottom - head.bottom - 10)
    text.draw(surface, _("Enter / A / click again: write 0"), text.LABEL, theme.DANGER, bold=True, box=inner,
              midtop=(inner.centerx, inner.top + 2))
    others = _("Esc / B: not this box") + ("   " + _("R / X: roll instead") if can_roll else "")
    text.draw(surface, others, text.LABEL, theme.TEXT_DIM, box=inner, midbottom=(inner.centerx, inner.bottom - 2))
    return card


@functools.lru_cache(maxsize=8)   # (the planets lie still while the card asks: one search a question, ~1 ms)
def zero_card_rect(tray: tuple[int, int, int, int], dice: tuple[tuple[int, int, int, int], ...]) -> pygame.Rect:
    """Where the zero card stands over `tray`: where it cuts the planets (`dice`: each one's box) least (look review 21:
    it half covered a 4, whose top peeked out under it): a planet the card cuts costs the part it hides, one it hides
    whole a third of itself; of the best, the nearest to its place without planets (centred, a sixth of the way down)."""
    tray = pygame.Rect(tray)
    card = pygame.Rect(0, 0, min(tray.width - 40, 680), 150 if tray.width >= 560 else 130)
    home = (tray.centerx - card.width // 2, tray.top + max(16, tray.height // 6))
    boxes = [pygame.Rect(box) for box in dice]

    def cost(spot: tuple[int, int]) -> float:
        shown = pygame.Rect(spot, card.size).inflate(12, 12)   # (and its shadow)
        total = 0.0
        for box in boxes:
            hidden = shown.clip(box)
            area = hidden.width * hidden.height
            total += area / 3 if area == box.width * box.height else area
        return total + abs(spot[0] - home[0]) + abs(spot[1] - home[1])

    spots = [(x, y) for x in range(tray.left + 20, tray.right - 20 - card.width + 1, 16)
             for y in range(tray.top + 16, tray.bottom - 16 - card.height + 1, 8)]
    card.topleft = min(spots, key=cost) if boxes and spots else home
    return card
