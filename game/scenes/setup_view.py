"""The setup screen's cards drawn: a seat's card (name, device, rocket, value rows), a free place's card
(how to join, the phones' code, the hot-seat note, + Computer) and every seated person's cursor. The
screen itself (seats, cursors, input) is `game.scenes.setup`; `scene` below is its SetupScene (not imported: no
module imports a registered scene but its own)."""

from __future__ import annotations

import functools
import math

import pygame

from game.match import COLOUR_NAMES, DIFFICULTIES, Seat
from game.phones import setup_seats
from game.render import faces, marks, panel, rockets, seat_badges, sheet_cells, switches, text, theme
from game.render.surface_cache import surface_cache
from game.words import N_, _

HOVERED = tuple(c + 14 for c in theme.SPACE_LIGHT)   # a row under the mouse: lighter, as a hovered button (no white
                                                     # outline: the outline is the focus's alone, look review 18)


def draw_card(surface: pygame.Surface, scene, column: int) -> None:
    card = scene.card_rect(column)
    seat = scene.slots.slots[column]
    if seat is None and scene.app.phones is None:   # a free place: a see-through dashed card, no wooden one
        surface.blit(_slot(card.size), card)
        rockets.draw_rocket(surface, column % 6, GHOST, (card.centerx, card.y + 118), 76 if scene.compact else 86,
                            outline=False)   # (whoever joins: a ghost rocket where a seat's stands)
        draw_free_card(surface, scene, column, card)
        return
    panel.material(surface, card, theme.PANEL, theme.PANEL_EDGE, 16, 1, skin=scene.skin)   # (the panels' bezel: its seat's colour is
    if seat is None:                                                        # its name's chip, as on the score sheet)
        draw_free_card(surface, scene, column, card)
        return
    inner = card.inflate(-16, 0)
    sheet_cells.header_chip(surface, name_chip(card), rockets.seat_colour(seat.colour), white_name=True)
    name = text.draw(surface, seat.name, text.LABEL, theme.TEXT, bold=True, box=inner.inflate(-30, 0),
                     midtop=(card.centerx + 12, card.y + 10))
    seat_badges.draw_badge(surface, seat.colour, (name.left - 14, name.centery), 18)
    draw_device_line(surface, scene, column, seat, inner, card.y + 44)
    bob = 0.0 if scene.app.settings.reduced_motion else 3 * math.sin(scene.time * 2 + column)
    rockets.draw_rocket(surface, seat.rocket, seat.colour, (card.centerx, card.y + 132 + bob),
                        86 if scene.compact else 100, flame=0.5 if seat.is_person else 0.0)
    for row, name in enumerate(scene.rows(column)):
        draw_row(surface, scene, column, row, name, seat)

def name_chip(card: pygame.Rect) -> pygame.Rect:
    """A seated card's name on a chip of its seat's colour (look review 23: a card edged in its seat's colour read as
    "selected" beside Start's focus ring; reviews 16 and 18 had toned and evened that edge): the score sheet's seat
    chips, here round the name's line."""
    return pygame.Rect(card.left + 10, card.top + 8, card.width - 20, 36)


def draw_device_line(surface: pygame.Surface, scene, column: int, seat: Seat, inner: pygame.Rect, top: int) -> None:
    """Under a person's name, on one line: what the seat plays with ("keyboard + mouse · shared").
    Where the words do not fit (six narrow cards) the keyboard and the mouse are drawn as small pictures
    before "shared": the line never wraps and never drops under the floor."""
    if not seat.is_person:   # nothing: its first row says "Computer" (mid critique 18: said twice on every card)
        return
    shared = scene.slots.shared(column)
    device = seat.device
    detail = scene.device_label(device) + (" · " + _("shared") if shared else "")
    if device is not None and device.kind == "phone":
        detail += setup_seats.seat_phone_note(scene.app, device)
    if text.width_of(detail, text.LABEL) <= inner.width or device is None or device.kind not in ("keyboard", "mouse"):
        drawn = text.draw(surface, detail, text.LABEL, theme.TEXT_DIM, box=inner, midtop=(inner.centerx, top))
        if device is not None and device.kind == "phone":   # played by phone
            setup_seats.draw_seat_phone(surface, scene.app, device, drawn)
        return
    pictures = device_pictures(scene.device_label(device))
    words = text.render(" · " + _("shared"), text.LABEL, theme.TEXT_DIM) if shared else None
    width = pictures.get_width() + (words.get_width() if words else 0)
    left = inner.centerx - width // 2
    middle = top + 16
    surface.blit(pictures, pictures.get_rect(midleft=(left, middle)))
    if words is not None:
        drawn = surface.blit(words, words.get_rect(midleft=(left + pictures.get_width(), middle)))
        text.record_drawn(surface, " · " + _("shared"), text.LABEL, drawn, inner)


def device_pictures(label: str) -> pygame.Surface:
    """The desk's devices as small pictures in the order the label names them ("keyboard + mouse": a keyboard,
    a plus, a mouse), drawn in the dim text colour."""
    kinds = [kind for kind, word in (("keyboard", _("keyboard")), ("mouse", _("mouse")))
             if word.lower() in label.lower()]
    if label.lower().startswith(_("mouse").lower()):
        kinds.reverse()
    width = sum(30 if kind == "keyboard" else 17 for kind in kinds) + 14 * (len(kinds) - 1)
    picture = pygame.Surface((width + 2, 24), pygame.SRCALPHA)
    x = 0
    for k, kind in enumerate(kinds):
        if k:
            pygame.draw.line(picture, theme.TEXT_DIM, (x + 3, 12), (x + 10, 12), 2)
            pygame.draw.line(picture, theme.TEXT_DIM, (x + 6, 9), (x + 6, 15), 2)   # a small "+"
            x += 14
        if kind == "keyboard":
            pygame.draw.rect(picture, theme.TEXT_DIM, (x, 4, 30, 17), 2, border_radius=3)
            for row, keys in enumerate((5, 5)):
                for key in range(keys):
                    pygame.draw.rect(picture, theme.TEXT_DIM, (x + 4 + key * 5, 8 + row * 4, 3, 2))
            pygame.draw.rect(picture, theme.TEXT_DIM, (x + 8, 16, 14, 2))
            x += 30
        else:
            pygame.draw.ellipse(picture, theme.TEXT_DIM, (x + 1, 1, 15, 22), 2)
            pygame.draw.line(picture, theme.TEXT_DIM, (x + 8, 2), (x + 8, 10), 2)
            x += 17
    return picture


JOIN = N_("Press A / Enter / click to join")
HOT_SEAT = N_("Seated? Join here too (hot seat).")   # (in a free card, under how to join)


def draw_free_card(surface: pygame.Surface, scene, column: int, card: pygame.Rect) -> None:
    """A free place: its number, a ghost rocket waiting for whoever joins, and how to join in one short
    line (the hot-seat note is said once, under the cards: `draw_join_note`)."""
    text.draw(surface, _("Seat {n}").format(n=column + 1), text.LABEL, theme.TEXT_DIM, bold=True,
              midtop=(card.centerx, card.y + 10))
    join = scene.control_rect(column, 0)
    pulse = 1.0 if scene.app.settings.reduced_motion else 0.75 + 0.25 * math.sin(scene.time * 3)
    colour = tuple(round(c * pulse) for c in theme.TEXT)
    phones = scene.app.phones
    words = join.inflate(-12, 0)
    if phones is None:     # (the slot is the card: no ghost rocket, no box of its own)
        words.top, words.height = join.y + 6, join.height - 6
    else:
        words.top, words.height = join.y + 22, 90
    lines = text.draw_lines(surface, _(JOIN), text.LABEL, words, colour, align="center", max_lines=3)
    if phones is None and lines:   # what joins here: a pad, a keyboard or a mouse, drawn under the words
        devices = join_devices(1.0 if scene.compact else 1.6)   # (look review 21: at 1.25 tiny at 800x450)
        below = max(rect.bottom for rect in lines) + 8
        spot = devices.get_rect(midtop=(join.centerx, below))
        if spot.bottom <= join.bottom:
            surface.blit(devices, spot)
            _draw_hot_seat(surface, pygame.Rect(words.left, spot.bottom + 6, words.width, join.bottom - spot.bottom - 6))
    if phones is not None:   # the room's code under it
        setup_seats.draw_free_card_code(surface, join, phones.url, scene.compact)
        pygame.draw.rect(surface, theme.PANEL_EDGE, join, 1, border_radius=12)
    add = scene.control_rect(column, 1)
    faces.flat_key(surface, add, _lighter(scene.skin.quiet) if scene.hover == (column, 1) else scene.skin.quiet, 10)
    add_words = _("+ Add computer")
    if text.width_of(add_words, text.LABEL) > add.width - 12:
        add_words = _("+ Computer")
    text.draw(surface, add_words, text.LABEL, theme.TEXT, box=add, center=add.center)


def _draw_hot_seat(surface: pygame.Surface, box: pygame.Rect) -> None:
    """In a free card, under how to join, quiet: that a person seated already may take it too (hot seat), where it
    fits whole (look review 28b: it was a line of its own under the cards)."""
    lines = text.wrap(_(HOT_SEAT), text.LABEL, box.width)
    if len(lines) * text.line_height(text.LABEL) <= box.height:
        text.draw_lines(surface, _(HOT_SEAT), text.LABEL, box, theme.TEXT_DIM, align="center")


GHOST = (64, 74, 122)   # a free card's waiting rocket: a shade of the panels' edge


@functools.lru_cache(maxsize=2)
def join_devices(scale: float) -> pygame.Surface:
    """A pad, a keyboard and a mouse side by side in the dim text colour (any of them joins a free seat), 132 x 32 px
    times `scale` (drawn twice as big, then smoothed down)."""
    colour, k = theme.TEXT_DIM, 2
    big = pygame.Surface((132 * k, 32 * k), pygame.SRCALPHA)

    def box(x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(round(x * k), round(y * k), round(w * k), round(h * k))

    pad = box(0, 5, 46, 24)                       # a game pad: its body, a cross on the left, four buttons right
    pygame.draw.rect(big, colour, pad, 2 * k, border_radius=11 * k)
    pygame.draw.rect(big, colour, box(9, 16, 11, 3))
    pygame.draw.rect(big, colour, box(13, 12, 3, 11))
    for dx, dy in ((34, -4), (40, 1), (34, 5), (28, 1)):
        pygame.draw.circle(big, colour, (dx * k, (17 + dy) * k), 2 * k)
    pygame.draw.rect(big, colour, box(58, 7, 40, 21), 2 * k, border_radius=4 * k)   # a keyboard: keys, a space bar
    for row in range(2):
        for key in range(6):
            pygame.draw.rect(big, colour, box(63 + key * 5 + row * 2, 12 + row * 4, 3, 2))
    pygame.draw.rect(big, colour, box(69, 21, 18, 2))
    mouse = box(110, 3, 20, 28)                   # a mouse: its body and the line between its buttons
    pygame.draw.ellipse(big, colour, mouse, 2 * k)
    pygame.draw.line(big, colour, (mouse.centerx, mouse.y + 2 * k), (mouse.centerx, mouse.y + 11 * k), 2 * k)
    return pygame.transform.smoothscale(big, (round(132 * scale), round(32 * scale)))


PHONES_NOTE = N_("Phones: each player may join from a phone's browser on this network.")


def draw_phones_note(surface: pygame.Surface, scene, y: int) -> None:
    """Under the cards, with the Phones key focused (phones off): what it does (look review 26: "unexplained"), in
    place of the status line (look review 28b: one line there, not three)."""
    text.draw(surface, _(PHONES_NOTE), text.LABEL, theme.ACCENT, center=(scene.app.size[0] // 2, y))


SLOT_FILL = 70        # alpha of a free slot's fill: the sky shows through, fainter than a seated card
SLOT_DASH, SLOT_PERIOD = 10, 18   # px: its edge's dashes


@surface_cache(max_mib=1)
def _slot(size: tuple[int, int]) -> pygame.Surface:
    """A free place: a faint see-through card with a dashed edge in the panels' edge colour (kept: one per size)."""
    w, h = size
    slot = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(slot, (*theme.PANEL, SLOT_FILL), slot.get_rect(), border_radius=16)
    edge, r = (*theme.PANEL_EDGE, 255), 16
    for a, b, along_x in (((r, 1), (w - r, 1), True), ((r, h - 2), (w - r, h - 2), True),
                          ((1, r), (1, h - r), False), ((w - 2, r), (w - 2, h - r), False)):
        length = (b[0] - a[0]) if along_x else (b[1] - a[1])
        for start in range(0, length, SLOT_PERIOD):
            end = min(start + SLOT_DASH, length)
            if along_x:
                pygame.draw.line(slot, edge, (a[0] + start, a[1]), (a[0] + end, a[1]), 2)
            else:
                pygame.draw.line(slot, edge, (a[0], a[1] + start), (a[0], a[1] + end), 2)
    half = math.pi / 2
    for (cx, cy), start in (((w - r, r), 0), ((r, r), half), ((r, h - r), 2 * half), ((w - r, h - r), 3 * half)):
        pygame.draw.arc(slot, edge, (cx - r + 1, cy - r + 1, 2 * r - 2, 2 * r - 2), start, start + half, 2)
    return slot


def _lighter(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """A key under the mouse: a little lighter (as a hovered button)."""
    return tuple(min(255, c + 14) for c in colour)  # type: ignore[return-value]


def draw_row(surface: pygame.Surface, scene, column: int, row: int, name: str, seat: Seat) -> None:
    rect = scene.control_rect(column, row)
    colour = HOVERED if scene.hover == (column, row) else theme.SPACE_LIGHT
    if name in ("leave", "remove"):   # a button: the game's key, lying flat, in the mode's dress (a picker's row stays
        quiet = scene.skin.quiet      # plain: its words and arrows fill it to its ends)
        faces.flat_key(surface, rect, _lighter(quiet) if scene.hover == (column, row) else quiet, 10)
        label = _("Leave seat") if name == "leave" else _("Remove")
        text.draw(surface, label, text.LABEL, theme.TEXT, box=rect.inflate(-24, 0), center=rect.center)   # (never edge to edge)
        return
    pygame.draw.rect(surface, colour, rect, border_radius=10)
    value_left = rect.x + scene.value_left
    draw_step_keys(surface, rect, value_left)
    inner_left, inner_right = value_left + STEP_KEY, rect.right - 4 - STEP_KEY - 2
    if name == "difficulty":
        draw_skill(surface, seat.difficulty, pygame.Rect(inner_left, rect.y, inner_right - inner_left, rect.height))
        return
    label = {"kind": _("Person") if seat.is_person else _("Computer"),
             "player": scene.choice.label(scene.slots, column) if name == "player" else "",
             "colour": _(COLOUR_NAMES[seat.colour]), "rocket": _(rockets.ROCKET_NAMES[seat.rocket])}[name]
    room = pygame.Rect(inner_left, rect.y, inner_right - inner_left, rect.height).inflate(-2 * (KEY_AIR - 2), 0)
    size = text.LABEL    # (look reviews 29a/29b: "Capsule▶", "Computer" ran into the keys: KEY_AIR clear of them,
    if text.width_of(label, size) > room.width:    # a step smaller where the words need it)
        size = text.BODY
    words = text.render(label, size, theme.TEXT)
    icon = {"colour": 26, "rocket": 32}.get(name, 0)
    icon = icon if words.get_width() + icon <= room.width else 0   # no room for the picture: the words only
    left = max(room.left, room.centerx - (icon + words.get_width()) // 2)
    if icon and name == "colour":
        seat_badges.draw_badge(surface, seat.colour, (left + 10, rect.centery), 20)
    elif icon:
        rockets.draw_rocket(surface, seat.rocket, seat.colour, (left + 12, rect.centery), min(34, rect.height - 6))
    if left + icon + words.get_width() > room.right:   # longer than the room (a long player name): shortened
        text.draw(surface, label, size, theme.TEXT, box=room, midleft=(room.left, rect.centery))
        return
    drawn = surface.blit(words, words.get_rect(midleft=(left + icon, rect.centery)))
    text.record_drawn(surface, label, size, drawn, rect)

STEP_KEY = 20   # px: a value row's round ◀ ▶ keys (look review 28b: the bare triangles did not read as controls)
KEY_AIR = 6     # px: the least room between a value and its keys


def draw_step_keys(surface: pygame.Surface, rect: pygame.Rect, value_left: int) -> None:
    """A value row's two round keys, ◀ from `value_left` and ▶ at the row's right end: the table rules' stepper keys
    (`game.render.switches`), smaller."""
    for side, left in ((-1, value_left - 2), (1, rect.right - 4 - STEP_KEY)):
        key = pygame.Rect(left, rect.centery - STEP_KEY // 2, STEP_KEY, STEP_KEY)
        pygame.draw.ellipse(surface, theme.SPACE, key.move(0, 2))       # its shadow
        pygame.draw.ellipse(surface, switches.KNOB, key)
        tip, back = key.centerx + side * STEP_KEY * 0.26, key.centerx - side * STEP_KEY * 0.2
        pygame.draw.polygon(surface, switches.OFF_TRACK, [(tip, key.centery), (back, key.centery - STEP_KEY * 0.27),
                                                          (back, key.centery + STEP_KEY * 0.27)])


PIP_RADIUS, PIP_STEP = 8, 24


def draw_skill(surface: pygame.Surface, difficulty: str, room: pygame.Rect) -> None:
    """A computer's skill as pips (mid critique 18: the word made a seventh line of text on every card): one, two
    or three of three filled for easy, normal, hard, at every width (the word came and went with its length)."""
    level = DIFFICULTIES.index(difficulty) + 1
    left = room.centerx - (PIP_STEP * (len(DIFFICULTIES) - 1)) // 2
    for k in range(len(DIFFICULTIES)):
        centre = (left + k * PIP_STEP, room.centery)
        if k < level:
            pygame.draw.circle(surface, theme.TEXT, centre, PIP_RADIUS)
        else:
            pygame.draw.circle(surface, theme.TEXT_DIM, centre, PIP_RADIUS, 2)


def draw_cursors(surface: pygame.Surface, scene) -> None:
    stacked: dict[tuple[int, int], int] = {}
    people = sum(scene.slots.slots[index] is not None for index in scene.cursors)
    for index, cursor in sorted(scene.cursors.items()):
        seat = scene.slots.slots[index]
        if seat is None:
            continue
        key = (cursor.column, cursor.row)
        layer = stacked.get(key, 0)
        stacked[key] = layer + 1
        rect = scene.control_rect(*key).inflate(8 * layer, 8 * layer)
        # The one focus mark of every screen (a white ring hugging it, a soft halo): a seat's colour is who it is
        # (its card's edge), never a focus (look review 12). With several people seated, whose cursor it is shows
        # as their seat's badge on the ring's top edge.
        card = scene.card_rect(cursor.column).inflate(-10, -10) if cursor.column < scene.places else None
        marks.focus_rect(surface, rect, radius=12, within=card)   # (its glow on the card's face, off its bezel)
        if people > 1:
            seat_badges.draw_badge(surface, seat.colour, (rect.left + 18, rect.top), 2.2 * 8)
