"""The reveal in rows: once the cups are off, each seat's dice leave its tall tray and stand in a row of
large dice under the seat's name, so thirty dice read at a glance and the count-up has room.

    [● CPU 2 (5)                    ]  [▲ CPU 3 (5)                    ]
    [ [★](1)  [1]  [5]  [1]  [★](2)  ]  [ [5]  [★](3)  [★](4)  [3]  [3] ]

A counted die gets a pale ring and, beside it (never on it), a badge with its number in the count-up,
smaller than the die. At the verdict the dice that do not count dim; the lost dice lift, spin and fall out
of their own row through its bottom edge (never over a name) and leave an empty place, while the loser's row
shakes and flashes red and a ribbon across the table says who lost (`loss_beat`). Geometry (`row_rects`) and
drawing only: what may be shown comes from the caller (`looks.faces_on_screen`, the privacy rules).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.render import drawn, rockets, seat_badges, text, theme
from game.render.dice_tokens import draw_covered_token, face_token
from game.render.surface_cache import surface_cache
from game.scenes.bluff import loss_beat
from game.scenes.bluff.loss_beat import LossBeat
from game.scenes.bluff.seat_cards import COUNTED, PANEL_RADIUS, draw_count_badge, draw_lost_badge, sky_in_corners
from game.words import _

MOST = 5             # dice a seat can have
GAP = 10             # px between rows and columns
HEADER = 40          # px: badge, name and count
BADGE = 0.56         # a count badge's width, of a die's (smaller than the die, beside it)
MAX_DIE = 84         # px at 1280x720
DIM = 0.45           # a die that does not count, at the verdict
LIFT = 0.35          # of a lost die's leave: it lifts off its place flashing red; then it spins and falls out of the row
FALL = 1.9           # of a die's size: how far it falls by the end of its leave (out through its row's bottom edge)
EASE_OUT = 3.0


@dataclass(frozen=True)
class SeatRow:
    """One seat's place at the reveal: its panel, the name line, and where its dice stand."""

    frame: pygame.Rect
    header: pygame.Rect
    dice: pygame.Rect                      # the dice's strip (lost dice fall only inside it)
    slots: tuple[pygame.Rect, ...]         # each die's square, in the rules' hand order

    @property
    def size(self) -> int:
        return self.slots[0].width

    def badge(self, k: int) -> tuple[pygame.Rect, int]:
        """The count badge of die `k`: (its circle's bounds, radius), beside the die on its right."""
        slot = self.slots[k]
        radius = max(13, round(slot.width * BADGE / 2))
        box = pygame.Rect(slot.right + 6, slot.top, 2 * radius, 2 * radius)
        return box, radius


def row_rects(area: pygame.Rect, seats: int) -> list[SeatRow]:
    """Where each seat's row goes in `area` (the seat cards' place): one column for 2-3 seats, two for
    4-6; every die as large as its row allows (at most `MAX_DIE`), each with room for its badge."""
    columns = 1 if seats <= 3 else 2
    rows = math.ceil(seats / columns)
    width = (area.width - (columns - 1) * GAP) // columns
    height = (area.height - (rows - 1) * GAP) // rows
    by_width = (width - 2 * 22 - MOST * (6 + 14)) / (MOST * (1 + BADGE))     # 22 px: a ring's glow inside
    size = int(min(MAX_DIE, by_width, height - HEADER - 30))      # a counted die's ring and glow inside too
    step = size + 6 + round(size * BADGE) + 14
    placed = []
    for seat in range(seats):
        column, row = (seat // rows, seat % rows) if columns > 1 else (0, seat)
        frame = pygame.Rect(area.left + column * (width + GAP), area.top + row * (height + GAP), width, height)
        header = pygame.Rect(frame.left + 12, frame.top + 4, frame.width - 24, HEADER - 6)
        dice = pygame.Rect(frame.left + 4, header.bottom, frame.width - 8, frame.bottom - 4 - header.bottom)
        top = dice.top + (dice.height - size) // 2
        slots = tuple(pygame.Rect(frame.left + 22 + k * step, top, size, size) for k in range(MOST))
        placed.append(SeatRow(frame, header, dice, slots))
    return placed


def ease(t: float) -> float:
    return 1.0 - (1.0 - min(1.0, max(0.0, t))) ** EASE_OUT


# ------------------------------------------------------------------------------------------ drawing
def draw_frame(surface: pygame.Surface, row: SeatRow, colour_index: int, name: str, dice: int, out: bool,
               sky: pygame.Surface | None = None) -> None:
    """The seat's panel with its badge, name and dice count (the count before the verdict until it is given); under
    its round corners the `sky` (the picture's, if given)."""
    colour = rockets.seat_colour(colour_index)
    sky_in_corners(surface, sky, row.frame)
    pygame.draw.rect(surface, theme.PANEL if not out else theme.SPACE, row.frame, border_radius=PANEL_RADIUS)
    pygame.draw.rect(surface, colour if not out else theme.PANEL_EDGE, row.frame, 2, border_radius=PANEL_RADIUS)
    header = row.header
    seat_badges.draw_badge(surface, colour_index, (header.left + 11, header.centery), 20)
    box = pygame.Rect(header.left + 28, header.top, header.width - 28, header.height)
    count = f" ({dice})"
    shown = text.fit_name(name, text.LABEL, box.width - text.width_of(count, text.LABEL))
    text.draw(surface, shown + count, text.LABEL, theme.TEXT if dice else theme.TEXT_DISABLED, box=box,
              midleft=(box.left, header.centery))


def draw_die(surface: pygame.Surface, slot: pygame.Rect, face: int | None, dim: bool = False) -> None:
    """A die of the row: its face as a planet die (None: kept out of view, a covered die)."""
    if face is None:
        draw_covered_token(surface, slot.center, slot.width)
        return
    surface.blit(_token(face, slot.width, dim), slot)


def _token(face: int, size: int, dim: bool) -> pygame.Surface:
    """A die of a row; ``dim``: the die and its planet darker, its numeral as crisp (review 13: a dimmed grey moon's
    dimmed white numeral was hard to read)."""
    return face_token(face, size, True, DIM) if dim else face_token(face, size, True)   # (one kept picture each)


def draw_counted(surface: pygame.Surface, row: SeatRow, k: int, number: int) -> None:
    """Die `k` counts: a glow and a pale ring round it (drawn before the die: nothing on it) and its number in
    the count-up on a badge beside it."""
    slot = row.slots[k]
    clip = surface.get_clip()
    surface.set_clip(row.frame.clip(clip) if clip else row.frame)     # the glow stays in the seat's row
    ring = slot.inflate(10, 10)
    surface.blit(_halo(ring.width), _halo(ring.width).get_rect(center=slot.center))
    pygame.draw.rect(surface, COUNTED, ring, 3, border_radius=max(8, ring.width // 4))
    box, _radius = row.badge(k)
    draw_count_badge(surface, box.center, number)
    surface.set_clip(clip)


@surface_cache(max_mib=1)
def _halo(width: int) -> pygame.Surface:
    """The faint glow round a counted die (kept per size)."""
    side = width + 16
    halo = pygame.Surface((side, side), pygame.SRCALPHA)
    pygame.draw.rect(halo, (*COUNTED, 46), halo.get_rect(), border_radius=side // 4)
    return halo


def draw_empty(surface: pygame.Surface, slot: pygame.Rect) -> None:
    """The place a lost die left: a faint dashed outline."""
    rect = slot.inflate(-6, -6)
    dash, colour = 8, theme.PANEL_EDGE
    for x in range(rect.left, rect.right - 2, 2 * dash):
        pygame.draw.line(surface, colour, (x, rect.top), (min(x + dash, rect.right), rect.top), 2)
        pygame.draw.line(surface, colour, (x, rect.bottom - 1), (min(x + dash, rect.right), rect.bottom - 1), 2)
    for y in range(rect.top, rect.bottom - 2, 2 * dash):
        pygame.draw.line(surface, colour, (rect.left, y), (rect.left, min(y + dash, rect.bottom)), 2)
        pygame.draw.line(surface, colour, (rect.right - 1, y), (rect.right - 1, min(y + dash, rect.bottom)), 2)


def draw_gathering(surface: pygame.Surface, start: tuple[float, float], start_size: float, slot: pygame.Rect,
                   face: int | None, t: float) -> None:
    """A die on its way from where it lay in the tray (`start`, drawn `start_size` across) to its place in
    the row, `t` 0..1 of the way (eased)."""
    k = ease(t)
    x = start[0] + (slot.centerx - start[0]) * k
    y = start[1] + (slot.centery - start[1]) * k
    size = max(14, round(start_size + (slot.width - start_size) * k))
    if face is None:
        draw_covered_token(surface, (x, y), size)
    else:
        image = moving_token(face, size, slot.width, start_size)
        surface.blit(image, image.get_rect(center=(round(x), round(y))))


def moving_token(face: int, size: int, rest: int, start_size: float) -> pygame.Surface:
    """Die `face` `size` px wide on its way from `start_size` to its place `rest` px wide: at its place the
    die's own token; on the way that of the larger end, smooth-scaled (`scaled_token`)."""
    if size == rest:
        return face_token(face, rest, True)
    return scaled_token(face, size, max(rest, math.ceil(start_size), 14))


@surface_cache(max_mib=2)
def scaled_token(face: int, size: int, source: int) -> pygame.Surface:
    """`face_token(face, source)` smooth-scaled to `size` px, for a die in motion: ~0.01 ms where a token drawn
    afresh (shapes at 4x, then smoothed) takes ~0.3 ms, and a reveal's moves pass ~25 sizes of six faces."""
    return pygame.transform.smoothscale(face_token(face, source, True), (size, size))


def draw_leaving(surface: pygame.Surface, row: SeatRow, k: int, face: int, progress: float,
                 reduced_motion: bool = False, offset: tuple[int, int] = (0, 0), area: pygame.Rect | None = None) -> None:
    """A lost die of the row leaving it, a moment a player notices: it lifts off its place (bigger, its shadow under
    it) flashing red, marked with a red cross, then spins and falls out of the row through its bottom edge, fading
    (`area` is its clip: its row's frame from the dice down to the next row's top edge, never over a name; the row's
    dice strip without one). With reduced motion it turns red and fades where it stands."""
    clip = surface.get_clip()
    area = row.dice if area is None else area
    surface.set_clip(area.clip(clip) if clip else area)
    size = row.size
    x, y = row.slots[k].centerx + offset[0], row.slots[k].centery + offset[1]
    if reduced_motion:
        image, scale, turn, alpha = red_token(face, size), 1.0, 0.0, 1.0 - progress ** 1.5
    elif progress < LIFT:
        u = ease(progress / LIFT)
        flash = int(progress / LIFT * 5) % 2 == 0          # red, white, red: it is this one
        image, scale, turn, alpha = red_token(face, size) if flash else face_token(face, size, True), \
            1.0 + 0.16 * u, 0.0, 1.0
        x, y = x + size * 0.05 * u, y - size * 0.08 * u
        shadow = _shadow(size)
        surface.blit(shadow, shadow.get_rect(center=(round(x) + 3, round(y) + 4 + round(size * 0.08 * u))))
    else:
        u = (progress - LIFT) / (1 - LIFT)
        image, scale, turn, alpha = red_token(face, size), 1.16 - 0.16 * u, 220 * u, 1.0 - u ** 4
        x, y = x + size * (0.05 + 0.3 * u), y - size * 0.08 + size * FALL * u * u     # gravity: slow, then out
    turned = pygame.transform.rotozoom(image, turn, scale) if (turn or scale != 1.0) else image.copy()
    turned.set_alpha(round(255 * max(0.0, alpha)))
    surface.blit(turned, turned.get_rect(center=(round(x), round(y))))
    if progress < 0.9:                                      # its red cross goes with it
        draw_lost_badge(surface, (x + size * 0.42, y - size * 0.42), size)
    surface.set_clip(clip)


@surface_cache(max_mib=1)
def red_token(face: int, size: int) -> pygame.Surface:
    """A lost die's token, flushed red."""
    image = face_token(face, size, True).copy()
    image.fill((255, 140, 150), special_flags=pygame.BLEND_RGB_MULT)
    image.fill((140, 12, 32), special_flags=pygame.BLEND_RGB_ADD)
    return image


@surface_cache(max_mib=1)
def _shadow(size: int) -> pygame.Surface:
    shadow = pygame.Surface((size + 8, size + 8), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=size // 4)
    return shadow


# ------------------------------------------------------------------------------------------ the table's rows
class RevealRows:
    """The seats' rows of the reveal at a Bluff table (`looks.Table`): from the moment the cups are off to
    the next round. Reads the scene; changes none of it."""

    def __init__(self, scene) -> None:
        self.scene = scene
        cards = [c.card for c in scene.cards]
        self.area = cards[0].unionall(cards[1:])
        self.rows = row_rects(self.area, len(cards))
        self._handed: dict[int, tuple] = {}   # each row's hand-over state at the last `late` (see there)
        self.beat = LossBeat(self.rows, self.area)    # the loss across the screen
        self._warmed = (0, 0)                         # (the reveal, how much of its loss ribbon is made)
        self._warm()

    def _warm(self) -> None:
        """Make the dice pictures of the reveal's moves before play: every size a die takes on its way from its
        tray to its row (`moving_token`: the two ends' tokens, ~0.3 ms each, and the sizes between scaled from
        the larger, ~0.01 ms each). A die falling out of its row is its row's token, turned and shrunk per frame."""
        row = self.rows[0].size
        for panel in self.scene.panels:
            low, high = sorted((panel.die_size, row))
            for size in {max(14, size) for size in range(math.floor(low), math.ceil(high) + 1)}:
                for face in range(1, 7):
                    moving_token(face, size, row, panel.die_size)
        for face in range(1, 7):
            face_token(face, row, True)
            _token(face, row, True)                # (the verdict dims the dice that do not count)
            red_token(face, row)
        _shadow(row)
        text.width_of(" ", loss_beat.RIBBON_SIZE, True)   # the loss ribbon's type (~0.6 ms the first time)

    def shown(self) -> bool:
        """Whether the rows stand in place of the seat cards now (the cups are off)."""
        scene = self.scene
        show = scene.reveal
        return (scene.stage == "reveal" and show is not None
                and (show.lift >= 1.0 or scene.app.settings.reduced_motion))

    def _gathered(self, seat: int) -> bool:
        show = self.scene.reveal
        return show is not None and (show.gather_of(seat) >= 1.0 or self.scene.app.settings.reduced_motion)

    def key(self, seat: int, faces: list[tuple[int | None, ...]]) -> tuple:
        """What seat `seat`'s row shows (each row is a patch of its own: a die counted draws its row alone)."""
        show = self.scene.reveal
        assert show is not None
        counted = tuple((k, number) for number, (s, k) in enumerate(show.glow[:show.counted()], start=1) if s == seat)
        return ("row", id(show), self._gathered(seat), counted, show.applied, show.leave_progress >= 1.0, faces[seat],
                self.scene.game.dice_counts[seat] if show.applied else None)

    def late(self, seat: int) -> int:
        """How many frames a change of seat `seat`'s row may wait (chrome.StillLayer's late patches): none when it
        takes its dice over from what moves or hands its lost dice over to it (they arrive, they start to fall), one
        when a die of it is counted (before the verdict's count), else a frame per row (the verdict dims every row's
        dice: the rows are drawn one a frame)."""
        show = self.scene.reveal
        assert show is not None
        handed = (id(show), self._gathered(seat), show.applied and show.result.changes[seat] < 0)
        counted = sum(s == seat for s, _k in show.glow[:show.counted()])
        last, self._handed[seat] = self._handed.get(seat), (handed, counted)
        return 0 if last is None or last[0] != handed else 1 if last[1] != counted else len(self.rows) + 2

    def draw(self, surface: pygame.Surface, seat: int, faces: list[tuple[int | None, ...]]) -> None:
        """Seat `seat`'s row as far as it stands still: the panel and name (the sky under its round corners), then
        (once gathered) the dice, the counted ones ringed with their numbers beside them, a lost die's empty place
        once it has gone (all within the row's frame)."""
        from game.scenes.bluff.reveal import matches

        scene = self.scene
        show = scene.reveal
        assert show is not None
        counted = {spot: number for number, spot in enumerate(show.glow[:show.counted()], start=1)}
        gone = show.leave_progress >= 1.0
        row = self.rows[seat]
        info = scene.match.seats[seat]
        hand = show.result.hands[seat]
        dice = scene.game.dice_counts[seat] if show.applied else len(hand)
        draw_frame(surface, row, info.colour, info.name, dice, out=not hand, sky=scene.still.sky)
        if not hand:
            text.draw(surface, _("out of the game"), text.LABEL, theme.TEXT_DISABLED, center=row.dice.center,
                      box=row.dice)
            return
        if not self._gathered(seat):
            return
        change = show.result.changes[seat]
        lost = range(len(hand) + change, len(hand)) if show.applied and change < 0 else range(0)
        for k in range(len(hand)):
            face = faces[seat][show.panel_dice[seat][k]]
            if k in lost:
                if gone:
                    draw_empty(surface, row.slots[k])
                continue            # falling: drawn every frame (`draw_moving`)
            if (seat, k) in counted:
                draw_counted(surface, row, k, counted[(seat, k)])
            dim = show.applied and face is not None and not matches(show.result.bid.face, face)
            draw_die(surface, row.slots[k], face, dim)

    def draw_moving(self, surface: pygame.Surface, faces: list[tuple[int | None, ...]]) -> None:
        """The dice on their way from the trays to the rows; the lost dice falling out of their rows."""
        scene = self.scene
        show = scene.reveal
        assert show is not None
        for seat, row in enumerate(self.rows):
            if self._gathered(seat):
                continue
            panel = scene.panels[seat]
            for k, index in enumerate(show.panel_dice[seat]):
                start = panel.die_center(index)
                if start is not None and k < len(row.slots):
                    draw_gathering(surface, start, panel.die_size, row.slots[k], faces[seat][index],
                                   show.gather_of(seat))
        names = [scene.name(seat) for seat in range(len(self.rows))]
        if not show.applied:
            done = self._warmed[1] if self._warmed[0] == id(show) else 0
            if done < 2 and show.time >= show.count_from + 0.2 + 0.1 * done:   # (between the first two counts)
                self.beat.warm(show.result, names, done)    # the loss ribbon's picture, before the verdict's frames
                self._warmed = (id(show), done + 1)
            return
        since, progress, reduced = show.time - show.verdict_at, show.leave_progress, scene.app.settings.reduced_motion
        shaken = {seat: self.beat.shake(surface, seat, since, reduced) for seat in self.beat.losers(show.result)}
        if progress < 1.0:
            for ghost in show.leaving:
                area = self.fall_area(ghost.seat)
                draw_leaving(surface, self.rows[ghost.seat], ghost.index, ghost.face, progress, reduced,
                             shaken.get(ghost.seat, (0, 0)), area)
                drawn.note(surface, area)
        self.beat.draw(surface, show.result, names, since, reduced, shaken)

    def fall_area(self, seat: int) -> pygame.Rect:
        """Where seat `seat`'s lost dice show as they fall out of its row: its frame's width, from its dice down through
        its bottom edge to where the next row (or the verdict under the last) begins."""
        row = self.rows[seat]
        bottom = min(row.frame.bottom + GAP, self.area.bottom + GAP)
        return pygame.Rect(row.frame.left, row.dice.top, row.frame.width, bottom - row.dice.top)
