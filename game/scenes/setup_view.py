"""The setup screen's cards drawn: a seat's card (name, device, rocket, value rows), a free place's card
(how to join, the phones' code, the hot-seat note, + Computer) and every seated person's cursor. The
screen itself (seats, cursors, input) is `game.scenes.setup`; `scene` below is its SetupScene (not imported: no
module imports a registered scene but its own)."""

from __future__ import annotations

import math

import pygame

from game.match import COLOUR_NAMES, Seat
from game.phones import setup_seats
from game.render import rockets, seat_badges, text, theme
from game.render.surface_cache import surface_cache
from game.scenes.players import words as player_words
from game.words import N_, _, common

GHOST_ROCKET = (40, 49, 92)      # an empty seat's rocket: a silhouette a shade off the card
GHOST_EDGE = (70, 82, 140)
ROW_LABELS = {"kind": N_("Player"), "player": player_words.ROW_LABEL, "difficulty": N_("Skill"),
              "colour": N_("Colour"), "rocket": N_("Rocket")}


def draw_card(surface: pygame.Surface, scene, column: int) -> None:
    card = scene.card_rect(column)
    seat = scene.slots.slots[column]
    pygame.draw.rect(surface, theme.PANEL, card, border_radius=16)
    edge = rockets.seat_colour(seat.colour) if seat is not None else theme.PANEL_EDGE
    pygame.draw.rect(surface, edge, card, 3 if seat is not None and seat.is_person else 1, border_radius=16)
    if seat is None:
        draw_free_card(surface, scene, column, card)
        return
    name = text.draw(surface, seat.name, 28 if scene.compact else 34, theme.TEXT, bold=True,
                     midtop=(card.centerx + 12, card.y + 12))
    seat_badges.draw_badge(surface, seat.colour, (name.left - 14, name.centery), 18)
    if seat.is_person:
        detail = scene.device_label(seat.device) + (" · " + _("shared") if scene.slots.shared(column) else "")
        if seat.device is not None and seat.device.kind == "phone":
            detail += setup_seats.seat_phone_note(scene.app, seat.device)
    else:
        detail = _("computer player")
    inner = card.inflate(-16, 0)
    if text.width_of(detail, text.CAPTION) > inner.width and " · " in detail:   # six seats: two lines
        first, second = detail.split(" · ", 1)
        for k, line in enumerate((first, second)):
            text.draw(surface, line, text.CAPTION, theme.TEXT_DIM, box=inner,
                      midtop=(card.centerx, card.y + 36 + 22 * k))
    else:
        drawn = text.draw(surface, detail, text.CAPTION, theme.TEXT_DIM, box=inner, midtop=(card.centerx, card.y + 46))
        if seat.is_person and seat.device is not None and seat.device.kind == "phone":   # played by phone
            setup_seats.draw_seat_phone(surface, scene.app, seat.device, drawn)
    bob = 0.0 if scene.app.settings.reduced_motion else 3 * math.sin(scene.time * 2 + column)
    rockets.draw_rocket(surface, seat.rocket, seat.colour, (card.centerx, card.y + 136 + bob),
                        88 if scene.compact else 104, flame=0.5 if seat.is_person else 0.0)
    for row, name in enumerate(scene.rows(column)):
        draw_row(surface, scene, column, row, name, seat)

JOIN = N_("Press A / Enter / click to join")
HOT_SEAT = N_("Seated already? Join another seat to share your device (hot seat).")


def draw_free_card(surface: pygame.Surface, scene, column: int, card: pygame.Rect) -> None:
    """A free place: its number, a ghost rocket waiting for whoever joins, and how to join in one short
    line (the hot-seat note is said once, under the cards: `draw_join_note`)."""
    size = 28 if scene.compact else 34
    text.draw(surface, _("Seat {n}").format(n=column + 1), size, theme.TEXT_DIM, bold=True, midtop=(card.centerx, card.y + 12))
    join = scene.control_rect(column, 0)
    pulse = 1.0 if scene.app.settings.reduced_motion else 0.75 + 0.25 * math.sin(scene.time * 3)
    colour = tuple(round(c * pulse) for c in theme.TEXT)
    phones = scene.app.phones
    words = join.inflate(-12, 0)
    if phones is None:     # a ghost rocket waits for whoever joins here
        ghost = _ghost_rocket(column % 6, 84 if scene.compact else 110)
        surface.blit(ghost, ghost.get_rect(center=(join.centerx, join.y + (86 if scene.compact else 96))))
        words.top, words.height = join.y + (160 if scene.compact else 180), 120
    else:
        words.top, words.height = join.y + 22, 90
    text.draw_lines(surface, _(JOIN), text.LABEL, words, colour, align="center", max_lines=3)
    if phones is not None:   # the room's code under it
        setup_seats.draw_free_card_code(surface, join, phones.url, scene.compact)
    pygame.draw.rect(surface, theme.PANEL_EDGE, join, 1, border_radius=12)
    add = scene.control_rect(column, 1)
    pygame.draw.rect(surface, theme.SPACE_LIGHT, add, border_radius=10)
    text.draw(surface, _("+ Computer") if scene.compact else _("+ Add computer"), 28 if scene.compact else 32,
              theme.TEXT, center=add.center)


def draw_join_note(surface: pygame.Surface, scene, y: int) -> None:
    """Once under the cards, while a place is free: a person seated already may take another (hot seat)."""
    if scene.app.phones is None and None in scene.slots.slots[:scene.places]:
        text.draw(surface, _(HOT_SEAT), text.CAPTION, theme.TEXT_DIM, center=(scene.app.size[0] // 2, y))


@surface_cache(max_mib=1)
def _ghost_rocket(rocket: int, height: int) -> pygame.Surface:
    """Rocket shape `rocket` as a flat silhouette with a faint rim (kept: one per shape and size)."""
    drawn = pygame.Surface((height + 8, height + 8), pygame.SRCALPHA)
    rockets.draw_rocket(drawn, rocket, (200, 200, 200), (drawn.get_width() / 2, drawn.get_height() / 2), height)
    shape = pygame.mask.from_surface(drawn)
    ghost = shape.to_surface(setcolor=(*GHOST_ROCKET, 255), unsetcolor=(0, 0, 0, 0))
    for point in shape.outline():
        ghost.set_at(point, GHOST_EDGE)
    return ghost


def draw_row(surface: pygame.Surface, scene, column: int, row: int, name: str, seat: Seat) -> None:
    rect = scene.control_rect(column, row)
    pygame.draw.rect(surface, theme.SPACE_LIGHT, rect, border_radius=10)
    if name in ("leave", "remove"):
        label = _("Leave seat") if name == "leave" else _("Remove")
        text.draw(surface, label, 28, theme.TEXT, center=rect.center)
        return
    if not scene.compact:
        text.draw(surface, _(ROW_LABELS[name]), 24, theme.TEXT_DIM, midleft=(rect.x + 10, rect.centery))
    value_left = rect.x + scene.value_left
    text.draw(surface, "<", 30, theme.TEXT_DIM, midleft=(value_left, rect.centery))
    text.draw(surface, ">", 30, theme.TEXT_DIM, midright=(rect.right - 8, rect.centery))
    label = {"kind": _("Person") if seat.is_person else _("Computer"), "difficulty": common.difficulty(seat.difficulty),
             "player": scene.choice.label(scene.slots, column) if name == "player" else "",
             "colour": _(COLOUR_NAMES[seat.colour]), "rocket": _(rockets.ROCKET_NAMES[seat.rocket])}[name]
    words = text.render(label, 24 if scene.compact else 26, theme.TEXT)
    icon = 26 if name in ("colour", "rocket") else 0
    left = (value_left + 16 + rect.right - 22) // 2 - (icon + words.get_width()) // 2
    if name == "colour":
        seat_badges.draw_badge(surface, seat.colour, (left + 10, rect.centery), 20)
    elif name == "rocket":
        rockets.draw_rocket(surface, seat.rocket, seat.colour, (left + 9, rect.centery), 34)
    drawn = surface.blit(words, words.get_rect(midleft=(left + icon, rect.centery)))
    text.record_drawn(surface, label, 24 if scene.compact else 26, drawn, rect)

def draw_cursors(surface: pygame.Surface, scene) -> None:
    stacked: dict[tuple[int, int], int] = {}
    if scene.hover is not None and scene.hover[1] < len(scene.rows(scene.hover[0])):
        pygame.draw.rect(surface, theme.TEXT, scene.control_rect(*scene.hover).inflate(4, 4), 1, border_radius=12)
    for index, cursor in sorted(scene.cursors.items()):
        seat = scene.slots.slots[index]
        if seat is None:
            continue
        key = (cursor.column, cursor.row)
        layer = stacked.get(key, 0)
        stacked[key] = layer + 1
        rect = scene.control_rect(*key).inflate(6 + 8 * layer, 6 + 8 * layer)
        colour = rockets.seat_colour(seat.colour)
        # The focus look of every screen (a ring and a chevron pointing at it), in the seat's colour: the card
        # edged in that colour says whose it is; no tag straddling the ring.
        pygame.draw.rect(surface, colour, rect, 3, border_radius=12)
        size = 6 if scene.compact else 8
        tip = (rect.left - 2, rect.centery)
        pygame.draw.polygon(surface, colour, [(tip[0] - size * 1.3, tip[1] - size), tip,
                                              (tip[0] - size * 1.3, tip[1] + size)])
