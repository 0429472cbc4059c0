"""The controls line drawn as prompts: each control's keys as small key caps (a rounded chip with the key's name;
the arrow keys as drawn arrows), then what it does in plain words, the controls spaced evenly on one row or two.

Every screen's controls line is the translated line it always was ("Enter/A: lock or choose   R/X: roll"), parsed
here, so the words stay translatable as they are:

- controls are set apart by two or more spaces;
- a control's keys come before its colon ("Enter / A: confirm"), or without one they are the leading words joined
  by "/" ("Up/Down choose", "Esc / B back", "F11 fullscreen");
- keys are split at "/" and ","; "or", "oder" and "+" stay as small words between the caps ("Left/Right or LB/RB");
- the mouse is never a cap (look review 21b: "click" boxed among the keys read as a key chord): it is said once, last,
  in plain words after a thin divider ("...   Esc / B: back   or click a planet"): a part that starts with "or"/"oder"
  and names no key; any other part that names no key ("Hold H / Y (right mouse button) ...") stays plain words.

The row is drawn once per line, size, width and colour and kept (`picture`); each cap's name (an arrow as its
arrow character) and each action is drawn on it as text, so a recording finds them where the row is blitted.
Chips are neutral (no gamepad colours: red would read as danger here).
"""

from __future__ import annotations

import functools
import re

import pygame

from game.render import text, theme
from game.render.surface_cache import surface_cache

CAP, ARROW, WORD, JOIN = "cap", "arrow", "word", "join"   # a piece: a key cap, an arrow cap, words, "or"/"+"
DIVIDER = "divider"   # the thin upright line before the mouse's "or click ..." (it says no words)
ARROWS = {"left": "←", "links": "←", "right": "→", "rechts": "→", "up": "↑", "hoch": "↑", "auf": "↑",
          "down": "↓", "runter": "↓", "ab": "↓"}
JOINERS = {"or", "oder", "+"}
LONG_KEYS = {"arrows", "pfeile", "d-pad", "steuerkreuz", "shoulders", "schultertasten", "select", "start", "backspace",
             "rücktaste", "space", "leertaste"}
MOUSE = {"click", "klick", "a click"}
ALTERNATIVE = ("or ", "oder ")   # how the mouse's part starts ("or click a planet", "oder Planeten anklicken")
DIVIDER_WIDTH = 2
PAD = 7           # px inside a cap, each side of its name
CAP_GAP = 5       # px between two caps
ACTION_GAP = 8    # px from the last cap to the action's words
SPACING = 30      # px between two controls
CAP_FACE = (36, 44, 82)
CAP_EDGE = (92, 104, 160)
# The controls line along a screen's foot is quieter than a key table (look review 17: "every screen carries a large
# bar of key hints"): its caps an outline only, a few px shorter than the line, narrower, the words dimmed toward the
# night, the controls closer. The type keeps its size: 25 px is the smallest whose capitals stay 11 px at 800x450.
QUIET_PAD = 4
QUIET_GAP = 3
QUIET_ACTION_GAP = 6
QUIET_SPACING = 22
QUIET_INSET = 4                 # px the cap is shorter than the row (top and bottom together)
QUIET_EDGE = (66, 76, 122)
QUIET_FACE = (40, 47, 86)       # a cap's chip: a shade above the band, no outline
QUIET_KEY = (176, 184, 220)     # a cap's name: a shade above the words, so the keys still lead
QUIET_WORDS = 0.06              # the words' colour this far toward the night (TEXT_DIM: contrast 5.6 on the sky)
# Look review 20: grey words straight on the title's purple sky measured 3.9:1 and read faint. The row lies on a soft
# band of the night (BAND_ALPHA of SPACE, BAND_PAD px past its ends): the words ~6:1 on any sky, still quieter than text.
BAND_ALPHA = 215                # (170 left "pause" 3.7:1 over Triple's lit pink planet: look review 24; now 5.4:1)
BAND_PAD = 14
# Review 25: "a key-hint bar on every screen ... a slimmer hint bar". The row is SLIM px shorter than its type's line
# (its type keeps its size: the 800x450 floor), its band of the night SLIM_BAND px shorter still, its edges soft
# (BAND_SOFT px: it fades into the sky, no drawn edge), its caps QUIET_INSET px shorter than the row.
SLIM = 2
SLIM_BAND = 4
BAND_SOFT = 2
ROW_GAP = 2                     # px between two rows
MARGIN = 1                      # px of clear picture above and below the rows (a line's letters reach a px past a row)

Piece = tuple[str, str]


def _is_key(word: str) -> bool:
    low = word.lower()
    return low in LONG_KEYS or (len(word) <= 5 and " " not in word and low not in MOUSE
                                and (word[0].isupper() or word[0].isdigit()))


def _keys(part: str) -> list[Piece] | None:
    """The pieces of a keys part ("Enter / A or click"), or None when it is not made of keys: it starts with a key,
    and words that are not keys come only after "or" ("R/X or your cup"); the mouse's words ("click") are never
    caps (`MOUSE`): a click is drawn in plain words after a divider."""
    pieces: list[Piece] = []
    for token in re.split(r"\s*(/|,|\+|\s(?:or|oder)\s)\s*", part.strip()):
        token = token.strip()
        if token in ("/", ",", ""):
            continue
        if token in JOINERS:
            pieces.append((JOIN, token))
        elif token.lower() in ARROWS:
            pieces.append((ARROW, ARROWS[token.lower()]))
        elif _is_key(token):
            pieces.append((CAP, token))
        elif pieces and pieces[-1][0] == JOIN:
            pieces.append((JOIN, token))
        else:
            return None
    return pieces if pieces and pieces[0][0] in (CAP, ARROW) else None


def parse(line: str) -> list[list[Piece]]:
    """The controls of a controls line, each a list of pieces: its keys, then its action as words."""
    controls = []
    for part in (p.strip() for p in re.split(r"\s{2,}", line) if p.strip()):
        keys, action = None, ""
        if ":" in part:
            before, action = part.split(":", 1)
            keys = _keys(before)
        else:
            words = re.sub(r"\s*/\s*", "/", part).split(" ")
            if len(words) > 1:
                k = 1
                while k < len(words) - 1 and (words[k] in JOINERS or words[k - 1] in JOINERS):
                    k += 1
                if "/" in words[0] or len(words[0]) <= 3 or re.fullmatch(r"F\d+", words[0]):
                    keys = _keys(" ".join(words[:k]))
                    action = " ".join(words[k:])
        if keys:
            controls.append(keys + [(WORD, action.strip())])
        elif part.lower().startswith(ALTERNATIVE) and controls:
            controls.append([(DIVIDER, ""), (WORD, part)])   # the mouse's way, apart from the keys
        else:
            controls.append([(WORD, part)])
    return controls


def words(line: str) -> list[str]:
    """What the controls line shows as text, in order: each cap's name (an arrow as its arrow), each action."""
    return [shown for control in parse(line) for _kind, shown in control if shown]


def _height(size: int) -> int:
    return text.line_height(size)


def row_height(size: int) -> int:
    """A row of the quiet controls line at `size`: SLIM px shorter than its type's line."""
    return text.line_height(size) - SLIM


def _pad(quiet: bool) -> int:
    return QUIET_PAD if quiet else PAD


def _width(piece: Piece, size: int, quiet: bool = False) -> int:
    kind, shown = piece
    if kind == DIVIDER:
        return DIVIDER_WIDTH
    tall = row_height(size) - QUIET_INSET if quiet else _height(size) - 2    # (a cap's height: square at the least)
    if kind == ARROW:
        return tall
    if kind == CAP:
        return max(tall, text.width_of(shown, size) + 2 * _pad(quiet))
    return text.width_of(shown, size)


def _gap(kind: str, quiet: bool, after: str = CAP) -> int:
    """px before a piece of `kind` after a piece of kind `after` of its control (words, "or" among them, keep
    the wider gap from a cap on either side; the divider stands halfway between the keys and the mouse's words)."""
    if after == DIVIDER:
        return QUIET_SPACING if quiet else SPACING
    if WORD in (kind, after) or (quiet and JOIN in (kind, after)):
        return QUIET_ACTION_GAP if quiet else ACTION_GAP
    return QUIET_GAP if quiet else CAP_GAP


def _control_width(control: list[Piece], size: int, quiet: bool = False) -> int:
    gaps = sum(_gap(kind, quiet, after) for (after, _a), (kind, _) in zip(control, control[1:], strict=False))
    return sum(_width(piece, size, quiet) for piece in control) + gaps


def rows(line: str, size: int, width: int) -> list[list[list[Piece]]]:
    """The controls of `line` as shown in `width` (the quiet controls line): one row, or two split at the gap
    between two controls that makes the rows most even."""
    controls = parse(line)
    widths = [_control_width(c, size, True) for c in controls]
    def row_width(ws: list[int]) -> int:
        return sum(ws) + QUIET_SPACING * (len(ws) - 1)
    if row_width(widths) <= width or len(controls) < 2:
        return [controls]
    best = min(range(1, len(controls)), key=lambda k: max(row_width(widths[:k]), row_width(widths[k:])))
    second = controls[best:]
    if second[0][0][0] == DIVIDER:   # (a row does not start with the divider: its words say "or" all the same)
        second = [second[0][1:]] + second[1:]
    return [controls[:best], second]


def _arrow(surface: pygame.Surface, box: pygame.Rect, towards: str, colour: tuple[int, int, int]) -> None:
    """An arrow pointing `towards` ("←", "→", "↑", "↓") drawn in the cap `box`."""
    r = box.height * 0.26
    cx, cy = box.centerx, box.centery
    head = [(r, 0.0), (0.0, -r), (0.0, r)]                                 # points right, from its tip
    stem = (-r, 0.0)
    turn = {"→": (1, 0), "←": (-1, 0), "↓": (0, 1), "↑": (0, -1)}[towards]
    def place(x: float, y: float) -> tuple[float, float]:
        return (cx + x * turn[0] - y * turn[1], cy + x * turn[1] + y * turn[0])
    pygame.draw.polygon(surface, colour, [place(x, y) for x, y in head])
    pygame.draw.line(surface, colour, place(*stem), place(0.0, 0.0), max(2, round(r * 0.45)))


def _piece(surface: pygame.Surface, piece: Piece, box: pygame.Rect, size: int, colour: tuple[int, int, int],
           quiet: bool = False) -> None:
    """One piece in `box`: a key cap with its name (an arrow drawn), or words (a joiner, an action) in `colour`;
    `quiet`: the controls line's cap, a thin outline on a faint face, shorter than the line."""
    kind, words = piece
    key = QUIET_KEY if quiet else theme.TEXT
    if kind == DIVIDER:   # a thin upright line, as tall as a cap's name
        line = pygame.Rect(box.left, 0, DIVIDER_WIDTH, round(box.height * 0.6))
        line.centery = box.centery
        pygame.draw.rect(surface, QUIET_EDGE if quiet else CAP_EDGE, line)
        return
    if kind in (CAP, ARROW):
        if quiet:
            cap = box.inflate(0, -QUIET_INSET)   # a soft chip, no outline (review 25: a lighter, calmer line)
            pygame.draw.rect(surface, QUIET_FACE, cap, border_radius=6)
        else:
            cap = box.inflate(0, -2)
            pygame.draw.rect(surface, CAP_FACE, cap, border_radius=6)
            pygame.draw.rect(surface, CAP_EDGE, cap, 1, border_radius=6)
            pygame.draw.line(surface, CAP_EDGE, (cap.left + 4, cap.bottom - 2), (cap.right - 5, cap.bottom - 2))
    if kind == ARROW:
        _arrow(surface, box.inflate(0, -QUIET_INSET) if quiet else box, words, key)
        text.record_drawn(surface, words, size, box.inflate(-6, -6))
    elif kind == CAP:
        text.draw(surface, words, size, key, center=box.center)
    else:
        text.draw(surface, words, size, colour, midleft=(box.left, box.centery))


def draw_keys(surface: pygame.Surface, keys: str, size: int, colour: tuple[int, int, int],
              midleft: tuple[int, int]) -> pygame.Rect:
    """A control's keys alone ("L / Enter / A", "Left / Right") as caps in a row from `midleft`, without an action
    (a list of controls whose actions stand in their own column); returns the area drawn."""
    pieces = _keys(keys)
    if not pieces:
        raise ValueError(f"not a row of keys: {keys!r}")
    height = _height(size)
    x, top = midleft[0], midleft[1] - height // 2
    for i, piece in enumerate(pieces):
        x += CAP_GAP if i else 0
        w = _width(piece, size)
        _piece(surface, piece, pygame.Rect(x, top, w, height), size, colour)
        x += w
    return pygame.Rect(midleft[0], top, x - midleft[0], height)


def keys_width(keys: str, size: int) -> int:
    """How wide `draw_keys` draws `keys`."""
    pieces = _keys(keys) or []
    return sum(_width(piece, size) for piece in pieces) + CAP_GAP * max(0, len(pieces) - 1)


def quiet(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """The controls line's words: `colour` dimmed toward the night sky."""
    return tuple(pygame.Color(colour).lerp(theme.SPACE, QUIET_WORDS))[:3]


@surface_cache(max_mib=0.125)   # (a status's band is ~60 KiB: a screen's one or two; taken from `picture`'s MiB)
@functools.lru_cache(maxsize=16)
def night_band(width: int, height: int, alpha: int = BAND_ALPHA) -> pygame.Surface:
    """A soft band of the night (SPACE at `alpha`, round ends, a rim of the panels' edge) for quiet words over any sky
    (a play screen's status in its title bar: look review 20 read "Game over · to 5,000" over an orange planet). The
    rim makes it one pill over a dark sky too (29a d20, 29b d20: over Triple's, "Round 1 of 39" had none). Kept: do
    not draw on it."""
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(image, (*theme.SPACE, alpha), image.get_rect(), border_radius=height // 2)
    pygame.draw.rect(image, (*theme.PANEL_EDGE, 200), image.get_rect(), 1, border_radius=height // 2)
    return image


@surface_cache(max_mib=0.875)   # a two-row line is ~0.3 MiB: the lines of a screen or two
def picture(line: str, size: int, width: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """The controls row(s) of `line` in `width`, each row centred, on a clear picture as wide as its widest row:
    the quiet caps, the words in `colour` dimmed (`quiet`), each row on its soft band of the night (`_band`)."""
    shown = rows(line, size, width)
    height = row_height(size)
    step = height + ROW_GAP
    words_colour = quiet(colour)
    widths = [sum(_control_width(c, size, True) for c in row) + QUIET_SPACING * (len(row) - 1) for row in shown]
    image = pygame.Surface((max(widths) + 2 * BAND_PAD, step * len(shown) - ROW_GAP + 2 * MARGIN), pygame.SRCALPHA)
    image.fill((0, 0, 0, 0))
    for r, row_width in enumerate(widths):   # each row on its band of the night
        band = _band(row_width + 2 * BAND_PAD, height - SLIM_BAND)
        image.blit(band, band.get_rect(center=(image.get_width() // 2, MARGIN + r * step + height // 2)))
    for r, row in enumerate(shown):
        x, top = (image.get_width() - widths[r]) // 2, MARGIN + r * step
        for control in row:
            for i, (kind, words) in enumerate(control):
                if i:
                    x += _gap(kind, True, control[i - 1][0])
                w = _width((kind, words), size, True)
                _piece(image, (kind, words), pygame.Rect(x, top, w, height), size, words_colour, True)
                x += w
            x += QUIET_SPACING
    return image


def _band(width: int, height: int) -> pygame.Surface:
    """A row's band of the night: SPACE at BAND_ALPHA, round ends, its edge fading over BAND_SOFT px into whatever
    lies under it (no line round it: review 25's calmer hint bar); as big as `width` x `height` with its fade."""
    image = pygame.Surface((width + 2 * BAND_SOFT, height + 2 * BAND_SOFT), pygame.SRCALPHA)
    image.fill((*theme.SPACE, 0))
    core = pygame.Rect(BAND_SOFT, BAND_SOFT, width, height).inflate(-BAND_SOFT, -BAND_SOFT)
    pygame.draw.rect(image, (*theme.SPACE, BAND_ALPHA), core, border_radius=core.height // 2)
    return pygame.transform.gaussian_blur(image, BAND_SOFT)


def draw(surface: pygame.Surface, line: str, size: int, colour: tuple[int, int, int], width: int,
         midbottom: tuple[int, int]) -> pygame.Rect:
    """The controls line as key caps and words, in `width` (one row or two) with its bottom middle at
    `midbottom`; returns the area drawn (none for an empty line)."""
    if not line.strip():
        return pygame.Rect(midbottom, (0, 0))
    image = picture(line, size, width, colour)
    rect = image.get_rect(midbottom=midbottom)
    text.blit(surface, image, rect)
    return rect


def height(line: str, size: int, width: int) -> int:
    """How tall the controls line is drawn in `width`."""
    return len(rows(line, size, width)) * (row_height(size) + ROW_GAP) - ROW_GAP + 2 * MARGIN
