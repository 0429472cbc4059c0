"""A Revenge's split trays (the first round, every seat at once): each seat's header strip, the same for every seat (its
rocket, its name, what it is at: "About to throw", "2 throws left", "Choosing a row"), and a person's dock, a place of
its own beside or under the tray for Roll and Fill in (look review 20: the buttons squeezed into the name's strip, the
"Fill in" pill past the tray's edge, "Roll 2" against the computers' "2 throws left", German's names without rockets).
"""

from __future__ import annotations

from collections.abc import Mapping

import pygame

from game.match import Seat
from game.render import rockets, sheet_layout, text, theme
from game.render.panel import material
from game.render.skin import MENU, Skin
from game.scenes.playkit.chrome import seat_colour
from game.scenes.scoretable.layout import Controls
from game.scenes.scoretable.turn_flow import TurnFlow
from game.words import _, ngettext

ROCKET_ROOM = 30   # px the seat's rocket takes before the name
STATUS_GAP = 10    # px at least between the name and what the seat is at (its own: nearer it than the next strip's)
STATUS_INSET = 16  # px what the seat is at ends inside its strip's right end: the next strip's rocket and name begin
                   # ~20 px past it (look review 21: "2 throws left" 22 px before "CPU 2" read as one line)
END_INSET = 8      # px inside a strip with no strip after it on its row (look reviews 29a/29b: the even grid's right
                   # column as narrow as the docked row's trays: its "CPU 4" and "Noch 2 Würfe" 24 px apart still)
STATUS_SIZE = text.LABEL   # 25 px: capitals 11 px at 800x450, the letters' floor
NAME_SIZE = text.LABEL
ROLLS = 3          # a turn's throws (Dicetime's, Triple's: the games with a Revenge)


def status(flow: TurnFlow, brief: bool = False) -> str:
    """What a seat is at, in one wording for every seat (a person's too; look review 20: "Roll 2" against "2 throws
    left"): the throws it has left, "3 throws left" before its first, then picking a row (review 15b: a computer's
    unlit "Roll 2 / Fill in" were buttons nobody could press). `brief` ("2 left", "Picking"): every strip of a layout
    whose strips are too narrow for the words and a name (Triple's four trays)."""
    left = flow.turn.rolls_left   # (the first throw counted)
    if brief:
        return ngettext("{n} left", "{n} left", left).format(n=left) if left else _("Picking")
    return ngettext("{n} throw left", "{n} throws left", left).format(n=left) if left else _("Picking a row")


def widest_status(brief: bool = False) -> int:
    """The px the widest status takes (a strip keeps that much for it, so its name and rocket never move in a round)."""
    if brief:
        said = [_("Picking")] + [ngettext("{n} left", "{n} left", n).format(n=n) for n in range(1, ROLLS + 1)]
    else:
        said = [_("Picking a row")] + [ngettext("{n} throw left", "{n} throws left", n).format(n=n)
                                       for n in range(1, ROLLS + 1)]
    return max(text.width_of(line, STATUS_SIZE) for line in said)


def status_inset(strip: pygame.Rect, split: Mapping[int, Controls]) -> int:
    """The px what the seat is at ends inside `strip`'s right end: STATUS_INSET before another strip on its row, else
    END_INSET."""
    after = any(other.strip.left >= strip.right and abs(other.strip.centery - strip.centery) < strip.height
                for other in split.values())
    return STATUS_INSET if after else END_INSET


def plan(seats: tuple[Seat, ...], split: Mapping[int, Controls]) -> tuple[bool, bool, bool, dict[int, int]]:
    """How every strip is set (one rule for all): (brief statuses, rockets, whole names, each strip's px for its rocket
    and name). The first that fits: the status in words beside a rocket and the whole name; brief beside them (look
    review 20: German's names had lost their rockets); brief beside a rocket and the names short ("P1", "CPU 2"); brief
    and the short names alone (cut, keeping their number, where even they do not fit)."""
    def fits(names: dict[int, str], rooms: dict[int, int], rocket: bool) -> bool:
        return all(text.width_of(names[seat], NAME_SIZE, True) <= room - (ROCKET_ROOM if rocket else 0)
                   for seat, room in rooms.items())

    whole = {seat: seats[seat].name for seat in split}
    table = tuple(seat.name for seat in seats)
    short = {seat: sheet_layout.short_name(seats[seat].name, table) or seats[seat].name for seat in split}
    for brief, rocket, names in ((False, True, whole), (True, True, whole), (True, True, short), (True, False, short)):
        rooms = {seat: controls.strip.width - widest_status(brief) - STATUS_GAP - status_inset(controls.strip, split) - 2
                 for seat, controls in split.items()}
        if fits(names, rooms, rocket):
            return brief, rocket, names is whole, rooms
    return True, False, False, rooms


def draw_strips(surface: pygame.Surface, seats: tuple[Seat, ...], split: Mapping[int, Controls],
                flows: Mapping[int, TurnFlow]) -> None:
    """Every split tray's header strip, set by one rule (`plan`): rocket (all or none) and name on the left (whole in
    every strip, or each person's default name short: "P1" beside "CPU 2"), what the seat is at on the
    right (nothing once its turn is done: its tray says so)."""
    brief, rocket, whole, rooms = plan(seats, split)
    for seat, controls in split.items():
        info, strip = seats[seat], controls.strip
        middle = strip.centery - 2
        left, width = strip.left + 6, rooms[seat]
        if rocket:
            rockets.draw_rocket(surface, info.rocket, info.colour, (strip.left + 14, middle), rockets.LEGIBLE)
            left, width = strip.left + ROCKET_ROOM, width - ROCKET_ROOM
        short = sheet_layout.short_name(info.name, tuple(other.name for other in seats))
        text.draw_name(surface, info.name if whole or short is None else short, NAME_SIZE, width, seat_colour(info),
                       bold=True, short=short, midleft=(left, middle))
        flow = flows.get(seat)
        if flow is not None:
            text.draw(surface, status(flow, brief), STATUS_SIZE, theme.TEXT_DIM, midright=(strip.right - status_inset(strip, split), middle))


def draw_docks(surface: pygame.Surface, split: Mapping[int, Controls], skin: Skin = MENU) -> None:
    """The docks' plates (in the base: drawn once), of the big tray's action bar's material (trimmed in `skin`'s)."""
    for controls in split.values():
        if controls.dock is not None:
            material(surface, controls.dock, theme.PANEL, theme.PANEL_EDGE, 12, 1, skin=skin)
