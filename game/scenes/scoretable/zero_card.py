"""The question before a zero (a person chose a box the dice score 0 in): a dialog card over the tray, asking once more."""

from __future__ import annotations

import functools

import pygame

from game.render import drawn, faces, key_caps, marks, text, theme
from game.render.panel import draw_panel
from game.scenes.playkit.tray_view import die_corners
from game.words import N_, _

ZERO_HEAD = (150, 22, 42)   # the key that writes the 0 (and the sheet's box waiting for it): deep red, white words
OTHER_KEY = theme.PANEL_RAISED   # the key that keeps the turn going: the game's own key
WRITE, OTHER = N_("Write 0"), N_("Other box")
WRITE_KEYS, OTHER_KEYS = "Enter / A", "Esc / B"


NARROW = 400   # px: a card narrower than this (a Revenge's small tray) stacks its keys, full width (no room for caps by
# them, nor for the third way: its tray's own Roll key stands by it)


def _layout(card: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The card's heading band, and its two keys (write the 0, choose another box): side by side under it, or on a
    narrow card one over the other, room for their keys at their right."""
    wide = card.width >= 520
    if card.width < NARROW:          # (a small tray's card: the keys one over the other, full width)
        head = pygame.Rect(card.left + 10, card.top + 8, card.width - 20, 62)
        write = pygame.Rect(card.left + 10, head.bottom + 6, card.width - 20, 42)
        return head, write, write.move(0, write.height + 6)
    head = pygame.Rect(card.left + 16, card.top + 10, card.width - 32, 52 if wide else 42)
    gap = 16
    width = (card.width - 32 - gap) // 2
    height = 54 if wide else 46
    write = pygame.Rect(card.left + 16, head.bottom + 8, width, height)
    other = pygame.Rect(write.right + gap, write.top, width, height)
    return head, write, other


def zero_keys(card: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """Where the card's keys stand (a click on the first writes the 0, on the second chooses another box)."""
    _head, write, other = _layout(card)
    return write, other


def draw_zero_card(surface: pygame.Surface, tray: pygame.Rect, box_name: str,
                   dice: tuple[tuple[int, int, int, int], ...] = (), *, clock: float = 0.0,
                   reduced_motion: bool = False) -> pygame.Rect:
    """The question before a zero, over the tray where the player looks: a dialog card of the game's own panel, its
    edge and its question in the danger red beside a warning mark (a white "!" in a red disc), and the two answers as
    the game's keys, each with its keys under it: "Write 0" (deep red) and "Other box" (a throw left, the Roll key under
    the tray says so; look review 26: the card with its red header was "a big flat red box over the tray"). The tray under it
    is dimmed: no planet peeks out round the card as if it lay on it; the card stands where it cuts the planets
    (`dice`: where each is drawn) least (`zero_card_rect`). "Write 0", what Enter / A does, is focused: it wears the
    one focus mark (`marks.focus_rect`; look review 29a #3: neither key showed focus)."""
    drawn.note(surface, surface.fill((96, 96, 104), tray, special_flags=pygame.BLEND_MULT))   # the tray dimmed
    card = zero_card_rect(tuple(tray), dice).copy()   # (the kept search's Rect stays the cache's)
    draw_panel(surface, card, 255, theme.DANGER, radius=16, width=3)
    head, write, other = _layout(card)
    wide = card.width >= 520
    narrow = card.width < NARROW
    radius = (head.height // 2 - 6) if not narrow else 14
    mark = (head.left + radius + 2, head.centery)
    pygame.draw.circle(surface, theme.DANGER, mark, radius)                 # the warning mark: a "!" in a red disc
    tall = round(radius * 1.3)
    top = mark[1] - tall // 2
    pygame.draw.line(surface, theme.TEXT, (mark[0], top), (mark[0], top + tall - 7), max(3, radius // 4))
    pygame.draw.circle(surface, theme.TEXT, (mark[0], top + tall - 2), max(2, radius // 7))
    words = pygame.Rect(mark[0] + radius + 10, head.top, head.right - mark[0] - radius - 10, head.height)
    question = _("Score 0 in {box}?").format(box=box_name)
    if narrow:                       # (two lines where one does not fit)
        lines = text.wrap(question, text.LABEL, words.width, True)[:2]
        step = text.line_height(text.LABEL, 1.0)
        for k, line in enumerate(lines):
            text.draw(surface, line, text.LABEL, theme.DANGER, bold=True, box=words,
                      midleft=(words.left, words.centery + round((k - (len(lines) - 1) / 2) * step)))
    else:
        text.draw(surface, question, text.HEADING if wide else text.LABEL, theme.DANGER, bold=True, box=words,
                  midleft=(words.left, words.centery))
    size = text.LABEL                # (the 800x450 floor: key caps and words alike)
    for rect, colour, label, keys in ((write, ZERO_HEAD, WRITE, WRITE_KEYS), (other, OTHER_KEY, OTHER, OTHER_KEYS)):
        face = faces.key(surface, rect, colour, 12)
        text.draw(surface, _(label), size, theme.TEXT, bold=True, box=face.inflate(-16, 0), center=face.center)
        if not narrow:
            shown = key_caps.keys_width(keys, size)
            key_caps.draw_keys(surface, keys, size, theme.TEXT_DIM,
                               midleft=(rect.centerx - shown // 2, rect.bottom + 4 + key_caps.row_height(size) // 2))
    marks.focus_rect(surface, write, radius=12, clock=clock, reduced_motion=reduced_motion)   # (what Enter / A does)
    return card


def planets_under(panel, alpha: float = 1.0) -> tuple[tuple[int, int, int, int], ...]:
    """Where each planet on `panel`'s felt is drawn (its box): what the card keeps off (`zero_card_rect`)."""
    boxes = []
    for i in panel.on_felt:
        corners = die_corners(panel, i, alpha)
        if corners:
            xs, ys = [x for x, _y in corners], [y for _x, y in corners]
            boxes.append((round(min(xs)), round(min(ys)), round(max(xs) - min(xs)), round(max(ys) - min(ys))))
    return tuple(boxes)


def card_over(panel) -> pygame.Rect:
    """Where the zero card stands over `panel` now (its planets at rest while it asks)."""
    return zero_card_rect(tuple(panel.rect), planets_under(panel))


@functools.lru_cache(maxsize=8)   # (the planets lie still while the card asks: one search a question, ~1 ms)
def zero_card_rect(tray: tuple[int, int, int, int], dice: tuple[tuple[int, int, int, int], ...]) -> pygame.Rect:
    """Where the zero card stands over `tray`: where it cuts the planets (`dice`: each one's box) least (look review 21:
    it half covered a 4, whose top peeked out under it): a planet the card cuts costs the part it hides, one it hides
    whole a third of itself; of the best, the nearest to its place without planets (centred, a sixth of the way down)."""
    tray = pygame.Rect(tray)
    width = min(tray.width - 40, 560) if tray.width - 40 >= NARROW else tray.width - 16   # (a small tray: all of it)
    card = pygame.Rect(0, 0, width, (168 if tray.width >= 560 else 156) if width >= NARROW else 168)
    home = (tray.centerx - card.width // 2, tray.top + max(16, tray.height // 6))
    boxes = [pygame.Rect(box) for box in dice]

    def cost(spot: tuple[int, int]) -> float:
        exact = pygame.Rect(spot, card.size)
        shown = exact.inflate(12, 12)   # (and its shadow)
        total = 0.0
        for box in boxes:
            whole = box.width * box.height
            if exact.inflate(-16, -16).contains(box):   # (wholly under it, inside its rim)
                total += whole / 3
                continue
            cut = exact.clip(box)
            hidden = shown.clip(box)
            total += hidden.width * hidden.height + (10 * whole if cut.width * cut.height > whole / 5 else 0)   # (no half
        return total + abs(spot[0] - home[0]) + abs(spot[1] - home[1])                                          # planets)

    side = min(20, (tray.width - card.width) // 2)
    lo_x, hi_x = tray.left + side, tray.right - side - card.width
    lo_y, hi_y = tray.top + 16, tray.bottom - 16 - card.height
    xs = set(range(lo_x, hi_x + 1, 16)) | {x for b in boxes for x in (b.left - 10, b.right + 10 - card.width,
                                                                        b.right + 10, b.left - 10 - card.width)}
    ys = set(range(lo_y, hi_y + 1, 8)) | {y for b in boxes for y in (b.top - 10, b.bottom + 10 - card.height,
                                                                       b.bottom + 10, b.top - 10 - card.height)}
    spots = sorted((x, y) for x in xs for y in ys if lo_x <= x <= hi_x and lo_y <= y <= hi_y)   # (a planet's edges too)
    card.topleft = min(spots, key=cost) if boxes and spots else home
    return card
