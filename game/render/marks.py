"""The states of game.render.theme drawn with their second cue, so a colour never carries a meaning alone.

- `focus_rect` / `focus_die` / `focus_circle`: what the person holding this device can press now (one mark: a thick
  white ring hugging it and a soft halo; it breathes unless motion is reduced).
- `computer_rect` / `computer_circle`: where a computer is about to act (thin dashed ring, no chevron; on a planet a
  badge of three "thinking" dots); `computer_box` on a score box: a solid 3 px frame in its seat's colour, and
  `computer_chosen` the box it picked: the chosen mark (tint and underline) in its seat's colour.
- `chosen` / `selected_box` / `selected_tab`: chosen (the current tab, a picked score box): a calm tint and,
  where there is room, an underline bar; never an outline (the outline is the focus's alone).
- the hint's marks (a glow under a planet and a chevron pointing at it, a box's frame) are game.render.hint_marks'.
- `danger_box`: a choice that costs (deep red, a "!").
- `button`: a button with depth (a lip under it), pressed, focused, disabled and main-action looks.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence

import pygame

from game.render import drawn, faces, key_icons, text, theme
from game.render.colour_vision import strongest_tint
from game.render.skin import MENU, Skin
from game.render.surface_cache import surface_cache

Point = tuple[float, float]


def _breath(clock: float, reduced_motion: bool) -> float:
    return 0.0 if reduced_motion else 0.5 + 0.5 * math.sin(clock * 5.0)


# --------------------------------------------------------------------------- focus
# One focus mark everywhere (look review 13: dice had a circle and a chevron, buttons a box and another chevron, tabs a
# third; review 26: "one focus treatment everywhere ... a thick glow ring plus a slight scale-up", the thin white outline
# "easy to miss at TV distance"): a white core RING px wide whose outer edge lies RING_OUT px outside the thing's outline, a
# band HALO px wide in FOCUS_HALO just outside it, and a soft glow fading out over GLOW px beyond that, breathing out by
# up to 2 px. Boxes, buttons, tabs, rows and cards (`focus_rect`), a die at the turn of its top (`focus_die`) and a round
# planet on the map (`focus_circle`) all get this one picture (`ring_picture`, kept per size); no chevron. A focused key,
# tab or card is also drawn a little bigger (`lifted`: LIFT of its size, its picture kept per size as every key's is).
RING = 4          # px: the white core's stroke (3 px read thin at TV distance: look review 26)
RING_OUT = 2      # px its outer edge lies beyond the thing's outline (half of it on the thing: its rim still shows)
HALO = 2          # px: the glow's solid inner band, in FOCUS_HALO
GLOW = 8          # px: the soft glow beyond the band, fading to nothing
GLOW_ALPHA = 210  # the glow's opacity where it leaves the band
LIFT = 0.05       # a focused key's, tab's or card's growth (of its size: a slight scale-up, look review 26)


def lifted(rect: pygame.Rect, lift: float = LIFT) -> pygame.Rect:
    """`rect` grown by `lift` of its size about its middle: where a focused key, tab or card is drawn."""
    return rect.inflate(2 * round(rect.width * lift / 2), 2 * round(rect.height * lift / 2))


def mark_reach(grow: int = 2, glow: int = GLOW) -> int:
    """How far (px) the focus mark reaches beyond the thing's outline, breathing out `grow` px."""
    return RING_OUT + HALO + glow + grow


def _draw_mark(picture: pygame.Surface, rect: pygame.Rect, radius: int, grow: int, scale: int = 1,
               glow: int = GLOW) -> None:
    """The mark round `rect` on the clear `picture` (everything `scale` times as big): the glow from its outside in
    (each step painted over the last: no gaps at the corners), the band, the thing's inside cleared, the ring."""
    steps = glow + grow
    for k in range(steps, 0, -1):
        reach = scale * (RING_OUT + HALO + k)
        alpha = round(GLOW_ALPHA * (1.0 - (k - 0.5) / steps) ** 1.4)   # (soft, fading to nothing)
        pygame.draw.rect(picture, (*theme.FOCUS_HALO, alpha), rect.inflate(2 * reach, 2 * reach),
                         border_radius=radius + reach)
    band = scale * (RING_OUT + HALO)
    pygame.draw.rect(picture, (*theme.FOCUS_HALO, 255), rect.inflate(2 * band, 2 * band), border_radius=radius + band)
    ring = scale * RING_OUT
    pygame.draw.rect(picture, (0, 0, 0, 0), rect.inflate(2 * ring, 2 * ring), border_radius=radius + ring)
    pygame.draw.rect(picture, (*theme.FOCUS, 255), rect.inflate(2 * ring, 2 * ring), scale * RING, border_radius=radius + ring)


@surface_cache(max_mib=2)   # a screen's few key sizes x 3 breaths (~140 KiB each)
def ring_picture(size: tuple[int, int], radius: int, grow: int = 0, glow: int = GLOW) -> pygame.Surface:
    """The one focus mark round a box of `size` with corners of `radius`, breathing out `grow` px (its glow `glow` px
    long: shorter only where a box has no room for it): a picture 2 * `mark_reach(grow, glow)` px bigger than the box,
    the box in its middle (see-through)."""
    reach = mark_reach(grow, glow)
    picture = pygame.Surface((size[0] + 2 * reach, size[1] + 2 * reach), pygame.SRCALPHA)
    picture.fill((0, 0, 0, 0))
    _draw_mark(picture, pygame.Rect(reach, reach, *size), radius, grow, glow=glow)
    return picture


def _blit_within(surface: pygame.Surface, image: pygame.Surface, at: pygame.Rect, within: pygame.Rect | None) -> None:
    clip = surface.get_clip()
    if within is not None:
        surface.set_clip(within.clip(clip) if clip else within)
    drawn.note(surface, surface.blit(image, at))
    surface.set_clip(clip)


def focus_rect(surface: pygame.Surface, rect: pygame.Rect, *, radius: int = 10, clock: float = 0.0,
               reduced_motion: bool = False, within: pygame.Rect | None = None, glow: int = GLOW) -> None:
    """The person's focus around `rect`: the one mark (`ring_picture`: the white core ring hugging it, its band and
    soft glow, `glow` px long); with `within` (a cell, a tray), nothing is drawn outside it."""
    grow = round(2 * _breath(clock, reduced_motion)) if glow == GLOW else 0   # (a short glow: no room to breathe)
    image = ring_picture(tuple(rect.size), min(radius, min(rect.size) // 2), grow, glow)
    _blit_within(surface, image, image.get_rect(center=rect.center), within)


def focus_circle(surface: pygame.Surface, center: Point, radius: float, *, clock: float = 0.0,
                 reduced_motion: bool = False, within: pygame.Rect | None = None) -> None:
    """The person's focus on a round planet (the map's): `focus_rect`'s mark, round, the ring's outer edge RING_OUT px outside
    `radius`; with `within`, nothing is drawn outside it."""
    grow = round(2 * _breath(clock, reduced_motion))
    side = round(2 * radius)
    image = ring_picture((side, side), side // 2, grow)
    _blit_within(surface, image, image.get_rect(center=(round(center[0]), round(center[1]))), within)


DIE_BODY = 0.03       # of the side of the square round a die's body (`dice_view.body_corners`: its top and the sides
                      # it shows): the outline's margin beyond it (0.09, from when the corners were the top's alone,
                      # left up to 20 px between a turned die and its ring: the last read)
DIE_CORNER = 0.2      # of the side: the outline's corner radius


def die_outline(corners: Sequence[Point]) -> tuple[Point, float, int]:
    """A die's outline as the focus hugs it, from the screen corners round its body (`dice_view.body_corners`): its middle,
    its side (px) and the degrees (0..89) it is turned clockwise."""
    (x0, y0), (x1, y1) = corners[0], corners[1]
    cx = sum(x for x, _y in corners) / 4.0
    cy = sum(y for _x, y in corners) / 4.0
    side = math.hypot(x1 - x0, y1 - y0)
    return (cx, cy), side * (1.0 + 2.0 * DIE_BODY), round(math.degrees(math.atan2(y1 - y0, x1 - x0))) % 90


def focus_die(surface: pygame.Surface, corners: Sequence[Point], *, clock: float = 0.0,
              reduced_motion: bool = False, within: pygame.Rect | None = None) -> None:
    """The person's focus on a die: `focus_rect`'s mark around the die's outline, turned with the die (one kept
    picture per size, turn and breath); with `within` (the tray), nothing is drawn outside it."""
    centre, side, degrees = die_outline(corners)
    image = _die_ring(round(side), degrees, round(2 * _breath(clock, reduced_motion)))
    _blit_within(surface, image, image.get_rect(center=(round(centre[0]), round(centre[1]))), within)


@surface_cache(max_mib=2)   # the dice a cursor visits x 3 breaths: ~60 KiB each (the two: the 4 MiB of before)
def _die_ring(side: int, degrees: int, grow: int) -> pygame.Surface:
    """`focus_rect`'s mark round a square of `side` px turned `degrees` clockwise (drawn twice as big and turned and
    halved smoothly: crisp edges at any turn)."""
    if degrees == 0:
        return ring_picture((side, side), round(DIE_CORNER * side), grow)
    size = side + 2 * mark_reach(grow) + 4
    big = pygame.Surface((2 * size, 2 * size), pygame.SRCALPHA)
    big.fill((0, 0, 0, 0))
    square = pygame.Rect(0, 0, 2 * side, 2 * side)
    square.center = (size, size)
    _draw_mark(big, square, round(2 * DIE_CORNER * side), grow, scale=2)
    return pygame.transform.rotozoom(big, -degrees, 0.5)


FOCUS_RING = 1.2      # of a planet die's radius (half its diagonal): the computer's and hint's rings just clear it

HINT_RING = FOCUS_RING + 0.16   # (the dotted hint rings of before: the room the trays keep round their planets)


def ring_reach(radius: float) -> float:
    """How far (px) from a planet's middle its rings reach at most: the focus ring with its halo as it
    breathes, the hint's dots, the computer's dashes. A tray keeps its dice this far inside the felt."""
    return max(radius * FOCUS_RING + 2 + 5 + 1, radius * HINT_RING + 3 + 1)


# -------------------------------------------------------------------------- computer
def _dashes(surface: pygame.Surface, colour, points: list[Point], width: int) -> None:
    for start in range(0, len(points) - 1, 2):
        drawn.note(surface, pygame.draw.line(surface, colour, points[start], points[start + 1], width))


def computer_circle(surface: pygame.Surface, center: Point, radius: float, colour=theme.COMPUTER, *,
                    within: pygame.Rect | None = None, badge: Point | None = None) -> None:
    """A computer's cursor on a planet: a thin dashed ring (in the computer's seat colour if given), as
    big as the person's ring, its thinking badge at `badge` (its middle; by default on the ring's upper right); with
    `within` (the tray), nothing is drawn outside it."""
    r = radius * FOCUS_RING
    count = 24
    points = [(center[0] + r * math.cos(2 * math.pi * i / count), center[1] + r * math.sin(2 * math.pi * i / count))
              for i in range(count + 1)]
    clip = surface.get_clip()
    if within is not None:
        surface.set_clip(within.clip(clip) if clip else within)
    _dashes(surface, colour, points, 2)
    _thinking(surface, badge or (center[0] + r * 0.72, center[1] - r * 0.72), colour)
    surface.set_clip(clip)



def _thinking(surface: pygame.Surface, center: Point, colour) -> None:
    """A computer's cursor's badge: three dots on a dark plate ("it is choosing this"; no focus has it), THINKING px
    wide (look review 15: at 40 px it was tiny)."""
    plate = pygame.Rect(0, 0, *THINKING)
    plate.center = (round(center[0]), round(center[1]))
    drawn.note(surface, pygame.draw.rect(surface, theme.SPACE, plate, border_radius=plate.height // 2))
    pygame.draw.rect(surface, colour, plate, 2, border_radius=plate.height // 2)
    for k in (-1, 0, 1):
        pygame.draw.circle(surface, colour, (plate.centerx + THINKING_STEP * k, plate.centery), 4)


THINKING = (54, 26)   # px: the thinking badge's plate (its dots 8 px wide, THINKING_STEP apart)
THINKING_STEP = 13


def _rect_outline(rect: pygame.Rect, step: float) -> list[Point]:
    points: list[Point] = []
    corners = [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft, rect.topleft]
    for (x0, y0), (x1, y1) in zip(corners, corners[1:], strict=False):
        length = math.hypot(x1 - x0, y1 - y0)
        n = max(1, round(length / step))
        points += [(x0 + (x1 - x0) * i / n, y0 + (y1 - y0) * i / n) for i in range(n)]
    return points + [rect.topleft]


def computer_rect(surface: pygame.Surface, rect: pygame.Rect, colour=theme.COMPUTER) -> None:
    """A computer's cursor on a button or a box: a thin dashed frame (kept within 2 px of `rect`: boxes and buttons
    are drawn into kept pictures region by region)."""
    _dashes(surface, colour, _rect_outline(rect.inflate(4, 4), 7), 2)


def computer_box(surface: pygame.Surface, rect: pygame.Rect, colour=theme.COMPUTER) -> None:
    """A computer's cursor on a score box, walking the sheet as a person's ring does: an unbroken frame in its seat's
    colour, as thick as the person's ring (look review 17m: a dashed frame read as a layout glitch; review 20: a 2 px
    frame and a small pointer read as "a tiny arrow"); never white, no halo, never breathing; within `rect` (the sheet is
    drawn region by region)."""
    drawn.note(surface, pygame.draw.rect(surface, colour, rect, COMPUTER_FRAME, border_radius=5))


def computer_chosen(surface: pygame.Surface, rect: pygame.Rect, colour=theme.COMPUTER, radius: int = 5) -> None:
    """A computer's chosen score box, before it writes it: the chosen mark in its seat's colour, its tint alone as a
    person's picked box (`selected_box`: no room under a cell's number for the bar), its cursor's frame round it."""
    drawn.note(surface, pygame.draw.rect(surface, computer_tint(tuple(colour[:3])), rect, border_radius=radius))


@functools.lru_cache(maxsize=16)
def computer_tint(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """A computer's chosen box's face: its seat's colour over the raised panel, as much of it as leaves bold white
    words on it 4.5:1 or more (at most COMPUTER_TINT)."""
    return strongest_tint(colour, theme.PANEL_RAISED, (COMPUTER_TINT, 0.5, 0.44, 0.38, 0.32, 0.26, 0.2), (theme.TEXT,))


COMPUTER_FRAME = 3     # px: a computer's frame on a score box (the person's ring is 3 px and a halo)
COMPUTER_TINT = 0.56   # of its seat's colour in a computer's chosen box's face, at most


# ------------------------------------------------------------------- selected, danger
# Chosen (selected): a state, not a place for the keys: the current tab, page, player or mode, a score box picked and
# waiting to be confirmed, a chart's turn. A tab or mode pressed in (`pressed_in`), a box or column a calm tint of the
# selection colour and, where there is room, an underline bar in it along the foot; never an outline and never a bright fill (look review 18: a blue fill edged in blue under
# the white ring, and blue-filled tabs beside a ringed Back, read as two focus looks). The outline is the focus's alone.
CHOSEN_TINT = tuple(round(s * 0.24 + p * 0.76) for s, p in zip(theme.SELECTED, theme.PANEL_RAISED, strict=True))
UNDERLINE = 4      # px: the chosen mark's bar
UNDERLINE_IN = 12  # px the bar keeps from the rect's sides (at least its corner radius)


def chosen(surface: pygame.Surface, rect: pygame.Rect, radius: int = 10, *, underline: bool = True,
           lit: bool = False) -> None:
    """The chosen mark on `rect`: its face in CHOSEN_TINT (`lit`: a tab, pressed in instead: `pressed_in`) and an
    underline bar (`chosen_underline`); draw the focus ring over it where the keys act on it too (`selected_tab`)."""
    if lit:
        pressed_in(surface, rect, radius)
    else:
        pygame.draw.rect(surface, CHOSEN_TINT, rect, border_radius=radius)
    if underline:
        chosen_underline(surface, rect, radius)


# A chosen tab or mode is pressed in, joined to its page (look review 21: "settle one highlight language": a blue fill
# with an underline on a tab beside the white ring on Back read as two highlights): its face sunk below the raised
# tabs beside it, darker, in shadow under its top and left edge, the light catching its lower rim. Never a fill that
# glows, never an outline: the white ring is the focus's alone, a lit teal face the main action's alone.
SUNK_FACE = (10, 13, 31)      # a pressed-in tab's face: darker than a raised tab's (QUIET_FACE) and than a panel
SUNK_SHADE = (3, 4, 12)       # the shadow its top and left edge cast into it
SUNK_SHADOW = 5               # px that shadow reaches in


def pressed_in(surface: pygame.Surface, rect: pygame.Rect, radius: int = 10) -> None:
    """A tab pressed in (the chosen one): a dark hollow with the shadow of its top and left edge inside it, framed in
    the keys' wooden rim (the tabs beside it are raised keys: `faces.flat_key`)."""
    radius = max(2, min(radius, rect.height // 2))
    pygame.draw.rect(surface, faces.LIP_COLOUR, rect.inflate(2, 2), border_radius=radius + 1)
    pygame.draw.rect(surface, SUNK_FACE, rect, border_radius=radius)
    rim = faces.rim_width(rect.height)
    hollow = rect.inflate(-2 * rim, -2 * rim)
    clip = surface.get_clip()
    surface.set_clip(hollow.clip(clip) if clip else hollow)
    for k in range(SUNK_SHADOW):   # the shadow: darkest at the edge, gone SUNK_SHADOW px in (top, then left)
        colour = faces._mix(SUNK_SHADE, SUNK_FACE, (k + 1) / (SUNK_SHADOW + 1))
        inset = max(0, radius - rim - k - 1) // 2
        pygame.draw.line(surface, colour, (hollow.left + inset, hollow.top + k), (hollow.right - 1 - inset, hollow.top + k))
        if k < SUNK_SHADOW - 2:
            pygame.draw.line(surface, colour, (hollow.left + k, hollow.top + radius // 2),
                             (hollow.left + k, hollow.bottom - 1 - radius // 2))
    surface.set_clip(clip)
    surface.blit(faces.rim_picture(tuple(rect.size), radius, rim), rect)


def chosen_underline(surface: pygame.Surface, rect: pygame.Rect, radius: int = 10) -> pygame.Rect:
    """The chosen mark's bar along `rect`'s foot, inside it (a chart's column keeps its translucent tint)."""
    inset = max(UNDERLINE_IN, radius)
    bar = pygame.Rect(rect.left + inset, rect.bottom - UNDERLINE - 4, max(UNDERLINE, rect.width - 2 * inset), UNDERLINE)
    return drawn.note(surface, pygame.draw.rect(surface, theme.SELECTED, bar, border_radius=UNDERLINE // 2))


def selected_box(surface: pygame.Surface, rect: pygame.Rect, radius: int = 5) -> None:
    """A score box picked and waiting for confirmation: the chosen tint alone (a cell has no room under its number for
    the bar beside the focus ring, which sits inside the cell); bold `theme.TEXT` on it."""
    chosen(surface, rect, radius, underline=False)


DANGER_DEEP = (150, 22, 42)   # a costly choice's face: deep red, white on it (the loss ribbons' and the zero card's)


def danger_box(surface: pygame.Surface, rect: pygame.Rect, radius: int = 5) -> None:
    """A costly choice: deep red, rimmed in the danger colour, a white "!" in its corner (in its middle when it is
    about square); look review 23: the stripes it had read crude."""
    pygame.draw.rect(surface, DANGER_DEEP, rect, border_radius=radius)
    pygame.draw.rect(surface, theme.DANGER, rect, 2, border_radius=radius)
    if rect.height >= 20:   # the "!" drawn as a mark (a bar over a dot)
        tall = min(rect.height - 8, 18)
        # (a score box's "!" in the room right of its digits, clear of the focus ring hugging it: at right - 9 it
        # pressed on the box's border, look review 24)
        x = rect.centerx if rect.width < 1.5 * rect.height else rect.right - max(14, min(22, rect.width // 5))
        top = rect.centery - tall // 2
        pygame.draw.line(surface, theme.TEXT, (x, top), (x, top + tall - 6), 3)
        pygame.draw.circle(surface, theme.TEXT, (x, top + tall - 2), 2)


# ---------------------------------------------------------------------------- buttons
def button(surface: pygame.Surface, rect: pygame.Rect, label: str, size: int, *, enabled: bool = True,
           focused: bool = False, pressed: bool = False, hovered: bool = False, clock: float = 0.0, reduced_motion: bool = False,
           primary: bool = False, glint: bool = False, skin: Skin = MENU, ring: bool = True,
           within: pygame.Rect | None = None, lift: float = LIFT, icon: str | None = None, danger: bool = False) -> pygame.Rect:
    """A button in its tier (`key_icons`): `primary` the screen's main action, a chunky glossy key lit in the action's
    teal (`theme.ACTION_FACE`, no seat's colour) while it can be pressed, `icon` before its words; any other an outlined
    navy key (`faces.outlined_key`), `danger` its words and icon red (no red outline: 28a d3). `focused` is the person's
    focus, the one ring a button ever wears (a computer's cursor shows on its planets and its cup: look review 15),
    drawn a little bigger (`lifted`); `ring=False`: bigger, its mark left to the caller (`button_focus`, over a kept
    picture each frame). `glint`: a slow glint over it while focused (a menu's). Returns the face's rect."""
    lip = faces.LIP if enabled and not pressed else 1      # (pressed or disabled: the key sinks, its shadow tight)
    colour = skin.key if enabled else skin.off
    lit = primary and enabled
    if lit:
        colour = theme.ACTION_FACE
    secondary = enabled and not lit
    if secondary:
        colour = faces.SECONDARY_FACE
    if hovered and enabled:
        colour = tuple(min(255, c + 14) for c in colour)
    if pressed and enabled:   # pushed in: its face out of the light a little
        colour = tuple(round(c * PRESSED) for c in colour)
    if focused and enabled:   # a little bigger (look review 26: the one focus treatment, a glow ring and a scale-up)
        if within is not None:   # (its picture, shadow and all, kept in its box: grown only as far as there is room)
            room = min(rect.left - within.left, within.right - rect.right) - faces.KEY_MARGIN
            lift = min(lift, 2 * max(0, room) / rect.width)
        rect = lifted(rect, lift)
    if secondary:
        face = faces.outlined_key(surface, rect, 10, lip_px=lip, face_colour=colour)
    else:
        face = faces.key(surface, rect, colour, 10, lip_px=lip, lit=enabled)   # (one kept picture: `faces.key_picture`)
    if focused and not enabled:   # the focus waits on it (a throw tumbling): a quiet ring, not the white one of what
        pygame.draw.rect(surface, theme.TEXT_DISABLED, face.inflate(2, 2), 2, border_radius=10)   # can be pressed now
    elif focused:                                                   # (look review 23: white on a greyed-out Roll)
        if glint:       # (a menu's: `faces.glint`)
            faces.glint(surface, face, clock, reduced_motion)
        if ring:   # (`within`: its box, the mark's glow kept in it)
            focus_rect(surface, face, clock=clock, reduced_motion=reduced_motion, within=within)
    if enabled:         # bold, with a soft shadow under it (one kept picture: `key_label`), its icon before it
        key_icons.label_with_icon(surface, icon or (key_icons.DANGER_ICON if danger else None), label, size,
                                  key_icons.DANGER_INK if danger else theme.TEXT, face.inflate(-12, 0), key_label)
    else:
        text.draw(surface, label, size, theme.TEXT_DISABLED, box=face.inflate(-12, 0), center=face.center)
    return face


def button_focus(surface: pygame.Surface, rect: pygame.Rect, *, clock: float = 0.0, reduced_motion: bool = False,
                 lift: float = LIFT) -> None:
    """The focus mark of a focused `button` over `rect` drawn with `ring=False` (round its lifted face)."""
    grown = lifted(rect, lift)
    focus_rect(surface, pygame.Rect(grown.left, grown.top, grown.width, grown.height - faces.LIP), clock=clock,
               reduced_motion=reduced_motion)


SHADOW_ALPHA = 150   # a key's label's shadow: its opacity 2 px under the label (a third of it 1 px either side)


def key_label(surface: pygame.Surface, label: str, size: int, colour: tuple[int, int, int], box: pygame.Rect,
              center: tuple[int, int]) -> pygame.Rect:
    """A key's label, bold with a soft shadow under it, as `text.draw(..., bold=True, box=box, center=center)`
    places it (and records it): one kept picture, a single blit."""
    line = text.ellipsize(label, size, box.width, True)
    picture = _key_label(line, size, tuple(colour[:3]))
    rect = pygame.Rect(0, 0, picture.get_width() - 2, picture.get_height() - 2)
    rect.center = center
    surface.blit(picture, (rect.left - 1, rect.top))
    text.record_drawn(surface, line, size, rect, box)
    return rect


@functools.lru_cache(maxsize=256)     # (as `text.render`'s letters are kept)
def _key_label(line: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """The letters of `line` in `colour`, bold, over their soft shadow: 2 px wider and taller than the letters."""
    letters = text.render(line, size, colour, True)
    dark = text.render(line, size, (0, 0, 0), True)
    w, h = letters.get_size()
    picture = pygame.Surface((w + 2, h + 2), pygame.SRCALPHA)
    picture.fill((0, 0, 0, 0))
    for dx, alpha in ((0, SHADOW_ALPHA // 3), (2, SHADOW_ALPHA // 3), (1, SHADOW_ALPHA)):
        layer = dark.copy()
        layer.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
        picture.blit(layer, (dx, 2))
    picture.blit(letters, (1, 0))
    return picture


text.FORGET_TOO.append(_key_label.cache_clear)


PRESSED = 0.8               # a pressed key's face: this much of its colour
QUIET_FACE = (30, 27, 76)   # a quiet button's face (and a tab's): the keys' lacquer in shade (faces.LACQUER x 0.68)


def quiet_button(surface: pygame.Surface, rect: pygame.Rect, label: str, size: int,
                 face_colour: tuple[int, int, int] | None = QUIET_FACE, skin: Skin = MENU) -> pygame.Rect:
    """A button that can be pressed but is not what to do next: no lip, a faint rim, an opaque face lit from above
    (over the sky: no star through it) or, `face_colour=None`, none (on a card of its own). Its letters are a
    button's, not dim: dim letters on a flat face read as a disabled button (look review 15b: "Back is drawn greyed
    out, as if disabled"; "Next level" open after a loss read as closed). Focused it is drawn as any `button`."""
    if face_colour is not None:   # a key of the game's, sitting low (1 px of its side), its face darker
        face_colour = faces.SECONDARY_FACE if face_colour == QUIET_FACE else face_colour    # (outlined: a secondary key)
        face = faces.outlined_key(surface, pygame.Rect(rect.left, rect.top, rect.width, rect.height - 1), 10, lip_px=1,
                                  face_colour=face_colour)
    else:
        face = pygame.Rect(rect.left, rect.top + 3, rect.width, rect.height - 4)
        pygame.draw.rect(surface, theme.PANEL_EDGE, face, 1, border_radius=10)
    text.draw(surface, label, size, theme.TEXT, box=face.inflate(-12, 0), center=face.center)
    return face


def selected_tab(surface: pygame.Surface, rect: pygame.Rect, radius: int = 12, *, clock: float = 0.0,
                 reduced_motion: bool = False) -> pygame.Rect:
    """The current tab or page while the person's keys move it (the high scores' modes, the rules' pages): drawn as
    every focused key is, lifted (`lifted`) on the keys' lacquer with the one mark round it (look reviews 28a d3, 28b
    d5: a black pressed-in face under the ring was a focus look of its own). Returns where its face lies."""
    face = lifted(rect)
    faces.flat_key(surface, face, faces.LACQUER, radius)
    focus_rect(surface, face, radius=radius, clock=clock, reduced_motion=reduced_motion)
    return face
