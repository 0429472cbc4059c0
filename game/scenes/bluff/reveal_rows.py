"""The reveal in rows: each seat's dice stand on a small felt tray of its own (the table's green baize in a wooden
rim) under the seat's name, where its cup stood; the cups lift one seat after another (rise, tilt, fade, their
shadow shrinking), the dice show under each lifting cup and spread into a row of large dice, so thirty dice read at
a glance and the count-up has room.

    [● CPU 2 (5)                    ]  [▲ CPU 3 (5)                    ]
    [ [★](1)  [1]  [5]  [1]  [★](2)  ]  [ [5]  [★](3)  [★](4)  [3]  [3] ]

A counted die gets a pale ring and, pinned on its top right corner (never on its numeral), a badge with its number
in the count-up, smaller than the die. At the verdict the dice that do not count dim; the lost dice lift off and spin away one after
another, all of it on the row's felt (never over its rim nor a name), each leaving an empty place and taking one off
the header's count as it goes, while a stamp in the seat's colours says who lost how many (`lost_dice`) and the
loser's row shakes and flashes red and a ribbon says the verdict (`loss_beat`). Geometry (`row_rects`) and drawing only: what
may be shown comes from the caller (`looks.faces_on_screen`, the privacy rules); a seat's dice are drawn only once
its cup lifts off them (`RevealShow.dice_show`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.render import cups, drawn, rockets, seat_badges, table, text, theme
from game.render.panel import material
from game.render.surface_cache import surface_cache
from game.scenes.bluff import loss_beat, lost_dice, row_dice
from game.scenes.bluff.loss_beat import LossBeat
from game.scenes.bluff.lost_dice import LossStamps, cascade, draw_leaving, gone
from game.scenes.bluff.overlays import verdict_panel, warm_meter
from game.scenes.bluff.reveal import LEAVE_SECONDS
from game.scenes.bluff.row_dice import draw_die, draw_gathering, draw_shadow, moving_token, scaled_token, token

__all__ = ["RevealRows", "SeatRow", "draw_die", "draw_frame", "row_rects", "scaled_token", "token"]
from game.scenes.bluff.seat_cards import COUNTED, PANEL_RADIUS, count_badge_size, draw_count_badge, sky_in_corners
from game.words import _

MOST = 5             # dice a seat can have
GAP = 10             # px between rows and columns
HEADER = 40          # px: badge, name and count
NAME_LEFT = 28       # px from the header's left to its name (its badge before it)
TAG_IN = 18          # px of a count badge over its die's right edge: a tag pinned on the die's corner and its ring (look
                     # review 26: beside the die it took half a row's width, the dice stayed small), off its numeral
TAG_DOWN = 16        # px from the die's top to its badge's middle
TAG_AIR = 12         # px from a one-digit badge to the next die's ring (look review 18: they touched); "30" still off the die
MAX_DIE = 84         # px at 1280x720
RIM = 6              # px: a seat tray's wooden rim
BOTTOM = 6           # px under a seat's tray, inside its panel
RING = 5             # px: a counted die's ring stands out of its square (its halo 8 more)
FELT = table.FELTS["bluff"]
UNDER = ((-0.3, -0.1), (0.0, -0.14), (0.3, -0.1), (-0.15, 0.05), (0.15, 0.05))   # the dice under a cup, of its width
UNDER_SIZE = 0.3     # a die under a cup, of the cup's width
ROW_NUMERAL = lost_dice.ROW_NUMERAL   # a row's dice's numerals, of the tray's (look review 25: ~12 px at 800x450)


@dataclass(frozen=True)
class SeatRow:
    """One seat's place at the reveal: its panel, the name line, and where its dice stand."""

    frame: pygame.Rect
    header: pygame.Rect
    dice: pygame.Rect                      # the seat's tray, its rim and all (lost dice fall only inside it)
    slots: tuple[pygame.Rect, ...]         # each die's square, in the rules' hand order

    @property
    def size(self) -> int:
        return self.slots[0].width

    @property
    def name_plate(self) -> pygame.Rect:
        """The panel's heading, inside its border (`draw_frame`'s plate): the name on it, and a loss's stamp."""
        return pygame.Rect(self.frame.left + 3, self.frame.top + 3, self.frame.width - 6, HEADER - 5)

    @property
    def name_box(self) -> pygame.Rect:
        """Where the seat's name and its dice count stand in the header (after its badge)."""
        header = self.header
        return pygame.Rect(header.left + NAME_LEFT, header.top, header.width - NAME_LEFT, header.height)

    @property
    def felt(self) -> pygame.Rect:
        """The tray's felt, inside its wooden rim."""
        return self.dice.inflate(-2 * RIM, -2 * RIM)

    @property
    def cup_box(self) -> pygame.Rect:
        """The rectangle the seat's cup is fitted to (`cups.cup_shape`): the felt, so the cup stands on the felt's
        middle inside its rim, under the name's line (look review 24: a cup fitted taller covered its seat's name and
        crossed its tray's rim as it lifted; it lifts clipped to the felt: `RevealRows._cup`)."""
        return pygame.Rect(self.felt)

    @property
    def under_size(self) -> int:
        return max(14, round(cups.cup_shape(self.cup_box).width * UNDER_SIZE))

    def under(self, k: int) -> tuple[float, float]:
        """Where die `k` lies under the seat's cup (before it spreads into the row): round the cup's rim centre."""
        shape = cups.cup_shape(self.cup_box)
        dx, dy = UNDER[k % len(UNDER)]
        x, y = shape.rim_centre
        return x + dx * shape.width, y - 0.08 * shape.width + dy * shape.width

    def badge(self, k: int, number: int) -> pygame.Rect:
        """Where die `k`'s count badge showing `number` is drawn: pinned on the die's top right corner over its ring
        (`TAG_IN` px over the die's right edge, so it reads as the die's, never over its numeral), clear of the next
        die."""
        slot = self.slots[k]
        box = pygame.Rect((0, 0), count_badge_size(number))
        box.left, box.centery = slot.right - TAG_IN, slot.top + TAG_DOWN
        return box


def row_rects(area: pygame.Rect, seats: int) -> list[SeatRow]:
    """Where each seat's row goes in `area` (the seat cards' place): one column for 2-3 seats, two for
    4-6; every die as large as its row allows (at most `MAX_DIE`), each with room for its badge."""
    columns = 1 if seats <= 3 else 2
    rows = math.ceil(seats / columns)
    width = (area.width - (columns - 1) * GAP) // columns
    height = (area.height - (rows - 1) * GAP) // rows
    after = max(count_badge_size(n)[0] for n in range(1, 10)) - TAG_IN + TAG_AIR + RING   # badge, air, the next ring
    by_width = (width - 2 * 22 - MOST * after) / MOST     # 22 px: a ring's glow inside
    size = int(min(MAX_DIE, by_width, height - (HEADER - 2) - BOTTOM - 2 * RIM - 2 * RING - 4))   # on the felt, ringed
    step = size + after
    placed = []
    for seat in range(seats):
        column, row = (seat // rows, seat % rows) if columns > 1 else (0, seat)
        frame = pygame.Rect(area.left + column * (width + GAP), area.top + row * (height + GAP), width, height)
        header = pygame.Rect(frame.left + 12, frame.top + 4, frame.width - 24, HEADER - 6)
        dice = pygame.Rect(frame.left + 8, header.bottom, frame.width - 16, frame.bottom - BOTTOM - header.bottom)
        top = dice.centery - size // 2
        slots = tuple(pygame.Rect(frame.left + 22 + k * step, top, size, size) for k in range(MOST))
        placed.append(SeatRow(frame, header, dice, slots))
    return placed


# ------------------------------------------------------------------------------------------ drawing
def draw_frame(surface: pygame.Surface, row: SeatRow, colour_index: int, name: str, dice: int, out: bool,
               sky: pygame.Surface | None = None, reserve: int = 0) -> None:
    """The seat's panel with its badge, name and dice count (the count before the verdict until it is given); under
    its round corners the `sky` (the picture's, if given); `reserve` px at the plate's right end left to a stamp."""
    colour = rockets.seat_colour(colour_index)
    sky_in_corners(surface, sky, row.frame)
    material(surface, row.frame, theme.PANEL if not out else theme.SPACE, colour if not out else theme.PANEL_EDGE,
             PANEL_RADIUS, 2, shadow=False, heading=HEADER - 1)   # (the name on its plate)
    header = row.header
    seat_badges.draw_badge(surface, colour_index, (header.left + 11, header.centery), 20)
    box = row.name_box
    count = f" ({dice})"
    shown = text.fit_name(name, text.LABEL, box.width - reserve - text.width_of(count, text.LABEL))
    text.draw(surface, shown + count, text.LABEL, theme.TEXT if dice else theme.TEXT_DISABLED, box=box,
              midleft=(box.left, header.centery))
    if not out:
        table.draw(surface, row.felt, RIM, FELT)      # the seat's tray: the table's felt in its wooden rim (kept)


def draw_counted(surface: pygame.Surface, row: SeatRow, k: int, number: int | None = None) -> None:
    """Die `k` counts: a glow and a pale ring round it (drawn before the die); with `number`, its number in the
    count-up on a badge pinned on its corner (drawn after the die)."""
    slot = row.slots[k]
    clip = surface.get_clip()
    if number is None:     # (the glow stays on the seat's felt, off its rim; the badge in its row)
        surface.set_clip(row.felt.clip(clip) if clip else row.felt)
        ring = slot.inflate(2 * RING, 2 * RING)
        surface.blit(_halo(ring.width), _halo(ring.width).get_rect(center=slot.center))
        pygame.draw.rect(surface, COUNTED, ring, 3, border_radius=max(8, ring.width // 4))
    else:
        surface.set_clip(row.frame.clip(clip) if clip else row.frame)
        draw_count_badge(surface, row.badge(k, number).center, number)
    surface.set_clip(clip)


@surface_cache(max_mib=1)
def _halo(width: int) -> pygame.Surface:
    """The faint glow round a counted die (kept per size)."""
    side = width + 16
    halo = pygame.Surface((side, side), pygame.SRCALPHA)
    pygame.draw.rect(halo, (*COUNTED, 46), halo.get_rect(), border_radius=side // 4)
    return halo


def draw_empty(surface: pygame.Surface, slot: pygame.Rect) -> None:
    """The place a lost die left: its mark pressed into the felt (a darker square, shaded along its top and left, lit
    along its lip), where it stood (look review 25: dashed outlines read as empty slots of a form, not a die gone)."""
    surface.blit(_socket(slot.width), slot)


@surface_cache(max_mib=0.125)     # (one size a table: 14 KiB at six seats' 59 px, 28 KiB at two seats' 84)
def _socket(size: int) -> pygame.Surface:
    """A die's mark in the felt, `size` px square (kept per size)."""
    socket = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, size, size).inflate(-8, -8)
    radius = max(4, size // 6)
    pygame.draw.rect(socket, (0, 0, 0, 100), rect, border_radius=radius)   # (on the candle-lit felt: 80 read faint)
    pygame.draw.rect(socket, (0, 0, 0, 70), rect.inflate(-2, -2).move(1, 1), 3, border_radius=radius)  # (its sides)
    lip = rect.inflate(2, 2).move(1, 1)
    pygame.draw.rect(socket, (255, 230, 220, 34), lip, 1, border_radius=radius)
    return socket


# ------------------------------------------------------------------------------------------ the table's rows
class RevealRows:
    """The seats' trays of the reveal at a Bluff table (`looks.Table`): from the doubt (the cups down) to the next
    round. Reads the scene; changes none of it."""

    def __init__(self, scene) -> None:
        self.scene = scene
        cards = [c.card for c in scene.cards]
        self.area = cards[0].unionall(cards[1:])
        self.rows = row_rects(self.area, len(cards))
        self._handed: dict[int, tuple] = {}   # each row's hand-over state at the last `late` (see there)
        self.beat = LossBeat(self.rows, self.area, scene.track_rect)    # the loss on the screen
        self.stamps = LossStamps(self.rows)         # who lost how many, stamped on each loser's row
        self._warmed = (0, 0)                         # (the reveal, how much of its loss ribbon is made)
        self._warm()

    def _colour(self, seat: int) -> tuple[int, int, int]:
        return rockets.seat_colour(self.scene.match.seats[seat].colour)

    def _warm(self) -> None:
        """Make the reveal's pictures before play: the trays (one felt in its rim, ~2 ms), every cup's lifting pictures
        (`cups.warm`: tilted copies, shadows), and every size a die takes on its way from under its cup to its row
        (`moving_token`: the two ends' tokens, ~0.3 ms each, and the sizes between scaled from the larger, ~0.01 ms
        each). A die falling out of its row is its row's token, turned and shrunk per frame."""
        row = self.rows[0]
        table.table_image(row.felt.size, RIM, FELT)
        for seat, placed in enumerate(self.rows):
            cups.warm(placed.cup_box, self._colour(seat))
        low, high = sorted((row.under_size, row.size))
        for size in range(low, high + 1):
            for face in range(1, 7):
                moving_token(face, size, row.size, row.under_size)
        for face in range(1, 7):
            token(face, row.size)
            token(face, row.size, True)                 # (the verdict dims the dice that do not count)
        row_dice.cast_shadow(row.size)                  # (a die's shadow on the felt)
        lost_dice.warm(row.size)                       # (a lifting die's shadow, the dust it goes in)
        self.beat.knock_out_pictures(row, RIM, FELT)       # (a knock-out's cold tray and its "OUT" slam)
        warm_meter(verdict_panel(self.scene.track_rect), [self._colour(seat) for seat in range(len(self.rows))])  # the meter
        text.width_of(" ", loss_beat.BANNER_SIZE, True)   # the verdict ribbon's type (~0.6 ms the first time)

    def shown(self) -> bool:
        """Whether the trays stand in place of the seat cards now (from the doubt to the next round)."""
        scene = self.scene
        return scene.stage == "reveal" and scene.reveal is not None

    def phase(self, seat: int) -> str:
        """Seat `seat`'s tray: "cup" (its cup down on it, drawn in the still picture), "moving" (the cup lifting, the
        dice spreading from under it: drawn every frame), "row" (the dice in their row, still)."""
        show = self.scene.reveal
        if show is None or self.scene.app.settings.reduced_motion or show.gather_of(seat) >= 1.0:
            return "row"
        return "cup" if show.lift_of(seat) <= 0.0 else "moving"

    def key(self, seat: int, faces: list[tuple[int | None, ...]]) -> tuple:
        """What seat `seat`'s row shows (each row is a patch of its own: a die counted draws its row alone)."""
        show = self.scene.reveal
        assert show is not None
        counted = tuple((k, number) for number, (s, k) in enumerate(show.glow[:show.counted()], start=1) if s == seat)
        return ("row", id(show), self.phase(seat), counted, show.applied, show.leave_progress >= 1.0, faces[seat],
                self.dice_shown(seat), show.out(seat, self.scene.app.settings.reduced_motion))

    def dice_shown(self, seat: int) -> int:
        """The dice count in seat `seat`'s header: the hand's until the verdict; then the new count, a loss's counted
        down die by die as each lost die leaves (look review 17m: "Player 1 (0)" stood over five dice still in the row;
        review 23: "(5)" still stood once they had gone)."""
        show = self.scene.reveal
        hand, change = show.result.hands[seat], show.result.changes[seat]
        if not show.applied:
            return len(hand)
        if change < 0 and show.leave_progress < 1.0:
            return len(hand) - self.lost_gone(seat)
        return self.scene.game.dice_counts[seat]

    def lost_gone(self, seat: int) -> int:
        """How many of seat `seat`'s lost dice have left the table so far (all at once with reduced motion)."""
        show = self.scene.reveal
        lost = -min(0, show.result.changes[seat]) if show.applied else 0
        if self.scene.app.settings.reduced_motion:
            return lost if show.leave_progress >= 1.0 else 0
        return gone(lost, show.leave_progress)

    def late(self, seat: int) -> int:
        """How many frames a change of seat `seat`'s row may wait (chrome.StillLayer's late patches): none when it
        hands its cup or its dice over to what moves or takes them back (the cup starts to lift, the dice arrive, the
        lost dice start to fall), one when a die of it is counted (before the verdict's count) or a lost die has left, else a frame per row
        (the verdict dims every row's dice: the rows are drawn one a frame)."""
        show, reduced = self.scene.reveal, self.scene.app.settings.reduced_motion
        assert show is not None
        handed = (id(show), self.phase(seat), show.applied and show.result.changes[seat] < 0, show.out(seat, reduced))
        counted = (sum(s == seat for s, _k in show.glow[:show.counted()]), self.dice_shown(seat))
        last, self._handed[seat] = self._handed.get(seat), (handed, counted)
        if last is None or last[0] != handed or (show.applied and last[1][1] != counted[1]):
            return 0     # (a lost die has left: its count with the status line's, in the same frame)
        return 1 if last[1] != counted else len(self.rows) + 2

    def draw(self, surface: pygame.Surface, seat: int, faces: list[tuple[int | None, ...]]) -> None:
        """Seat `seat`'s row as far as it stands still: the panel and name (the sky under its round corners), its tray,
        then its cup at rest or (once in their row) the dice, the counted ones ringed with their numbers beside them,
        a lost die's empty place once it has gone (all within the row's frame)."""
        from game.scenes.bluff.reveal import matches

        scene = self.scene
        show = scene.reveal
        assert show is not None
        counted = {spot: number for number, spot in enumerate(show.glow[:show.counted()], start=1)}
        left = self.lost_gone(seat) if show.leave_progress < 1.0 else len(show.result.hands[seat])
        row = self.rows[seat]
        info = scene.match.seats[seat]
        hand = show.result.hands[seat]
        out = show.out(seat, scene.app.settings.reduced_motion)      # (knocked out: the panel goes dark)
        reserve = self.stamps.reserve(seat) if show.applied else 0     # (the stamp's place: `lost_dice.LossStamps`)
        draw_frame(surface, row, info.colour, info.name, self.dice_shown(seat), out=not hand or out, sky=scene.still.sky,
                   reserve=reserve)
        if not hand:
            text.draw(surface, _("out of the game"), text.LABEL, theme.TEXT_DISABLED, center=row.dice.center,
                      box=row.dice)
            return
        phase = self.phase(seat)
        if phase == "cup":
            self._cup(surface, seat, 0.0)
        if phase != "row":
            return
        change = show.result.changes[seat]
        lost = range(len(hand) + change, len(hand)) if show.applied and change < 0 else range(0)
        for k in range(len(hand)):
            face = faces[seat][show.panel_dice[seat][k]]
            if k in lost:
                if k - lost.start < left:
                    draw_empty(surface, row.slots[k])
                continue            # leaving: drawn every frame (`draw_moving`)
            if face is not None:
                draw_shadow(surface, row.slots[k])        # (under its ring)
            if (seat, k) in counted:
                draw_counted(surface, row, k)
            dim = show.applied and face is not None and not matches(show.result.bid.face, face)
            draw_die(surface, row.slots[k], face, dim, shadow=False)
            if (seat, k) in counted:
                draw_counted(surface, row, k, counted[(seat, k)])
        if out:   # knocked out: cold grey tray, "OUT" (loss_beat)
            self.beat.knock_out(surface, row, 1.0, True, RIM, FELT)

    def _cup(self, surface: pygame.Surface, seat: int, lift: float) -> None:
        """Seat `seat`'s cup on its tray, `lift` 0 at rest .. 1 gone: on its tray's felt, never over its rim nor its
        name (it rises out of sight under the rim)."""
        row = self.rows[seat]
        clip = surface.get_clip()
        surface.set_clip(row.felt.clip(clip) if clip else row.felt)
        cups.draw_cup(surface, row.cup_box, self._colour(seat), lift=lift)
        surface.set_clip(clip)

    def draw_moving(self, surface: pygame.Surface, faces: list[tuple[int | None, ...]]) -> None:
        """The cups lifting and the dice spreading from under them into their rows; the lost dice falling out of
        their rows. A seat's dice are drawn only once its cup is lifting off them (`RevealShow.dice_show`)."""
        scene = self.scene
        show = scene.reveal
        assert show is not None
        for seat, row in enumerate(self.rows):
            if self.phase(seat) != "moving" or not show.result.hands[seat]:
                continue
            if show.dice_show(seat):
                for k, index in enumerate(show.panel_dice[seat]):
                    if k < len(row.slots):
                        draw_gathering(surface, row.under(k), row.under_size, row.slots[k], faces[seat][index],
                                       show.gather_of(seat))
            if show.lift_of(seat) < 1.0:
                self._cup(surface, seat, show.lift_of(seat))
        if not show.applied:
            done = self._warmed[1] if self._warmed[0] == id(show) else 0
            if done < loss_beat.WARM and show.time >= show.count_from + 0.2 + 0.1 * done:   # (from the first count)
                self.beat.warm(show, done)     # the verdict's ribbons, before the verdict's frames
                self._warmed = (id(show), done + 1)
            elif done >= loss_beat.WARM:
                self._stamps(show, 1)          # then the stamps, a seat a frame
            return
        since, progress, reduced = show.time - show.verdict_at, show.leave_progress, scene.app.settings.reduced_motion
        shaken = {seat: self.beat.shake(surface, seat, since, reduced) for seat in self.beat.losers(show.result)}
        if progress < 1.0:
            for ghost in show.leaving:
                offset = shaken.get(ghost.seat, (0, 0))
                draw_leaving(surface, self.rows[ghost.seat], ghost.index, ghost.face,
                             self.staggered(ghost, progress, reduced), reduced, offset)
                drawn.note(surface, self.rows[ghost.seat].felt.move(offset))
        for seat, row in enumerate(self.rows):    # a knock-out's moment, once its last dice have gone
            if (age := show.out_since(seat)) is not None and not show.out(seat, reduced):
                self.beat.knock_out(surface, row, age, reduced, RIM, FELT)
        self.beat.draw(surface, show.result, show.verdict, since, reduced, shaken)
        self._stamps(show, None)            # (made ahead: all made already)
        out = [seat for seat in range(len(self.rows)) if show.out_since(seat) is not None]   # ("OUT" says it there)
        self.stamps.draw(surface, since, reduced, out, shaken, loss_after=LEAVE_SECONDS)

    def _stamps(self, show, seats: int | None) -> bool:
        """Make the verdict's stamps (`lost_dice.LossStamps.warm`), `seats` of them at most (None: the rest)."""
        result, seats_info = show.result, self.scene.match.seats
        hands = [len(hand) for hand in result.hands]      # (its every die: the lost ones still stand as it slams)
        return self.stamps.warm(result.changes, [seat.name for seat in seats_info], [seat.colour for seat in seats_info],
                                hands, seats)

    def staggered(self, ghost, progress: float, reduced: bool) -> float:
        """How far lost die `ghost` is on its way off the table at `progress` of the leave (`cascade`); with reduced
        motion its seat's lost dice go together (they fade where they stand)."""
        leaving = sorted(other.index for other in self.scene.reveal.leaving if other.seat == ghost.seat)
        return progress if reduced else cascade(leaving.index(ghost.index), len(leaving), progress)
