"""The results of a game of two or more seats as a podium (look reviews 28a/28b, change 3: "a rocket-race or podium
picture instead of stacked bordered rows"): the first three stand on the high-score screen's metal pedestals (gold,
silver, bronze by place; second, first, third from the left), each seat's rocket on its pedestal's top, its name over
it, its total in its colour on an enamel plaque in the pedestal's front (a last-one-standing game: how it went); the
winner's pedestal the tallest, its rocket the largest, lifting off in a glow of its colour. The fourth to sixth are
compact chips in a row under the podium (place, rocket, name, total). No "computer · normal" on every seat (28a d21):
the one tag a seat may carry is its new high score, in gold, under its pedestal or chip.

`spots(scene)` lays the seats out once (the screen's size is fixed); `draw_spot` draws one seat as its turn to show
comes (a chip slides in, a rocket comes down onto its pedestal). Pictures kept while the screen lives
(`podium_art.Kept`)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.render import podium_art, rockets, text, theme
from game.render.panel import material
from game.scenes import highscores_podium
from game.scenes.results_stage import _kept_halo
from game.scenes.results_view import _rocket, outcome_words
from game.words import _, number

TOP = 172            # px: the winner's name line's top (the ribbon over it)
HEAD = 10            # px: a spot reaches this far over its name's line (the name's letters are taller)
NAME_LINE = 44       # px: a name's line over its rocket
TAG_LINE = 34        # px: the line under a pedestal for a new high score
WIDTH, GAP = 272, 30          # px: a pedestal's front and the gap between two (three: 876 px)
TWO_WIDTH = PLACE_WIDTH = 330   # px: a pedestal's front with two seats, or where it says how a game went
HEIGHTS = (1.0, 0.76, 0.56)   # a pedestal's height by its metal (first, second, third), of the first's
CHIP_HEIGHT, CHIP_WIDTH, CHIP_GAP = 58, 396, 16
TWO_LINE_CHIP = 80     # px: a chip that says how its game went under its name (Bluff: room for the German)
LOW = 559            # px: the lowest thing drawn (36 px over the buttons)
WINNER_SCORE, SCORE = 54, 46   # type sizes of the totals on the plaques (13 px digits at 800x450 need 30)
CHIP_SCORE = 44
NAME, WINNER_NAME = 38, 44
LIFT = 12            # px a sole winner's rocket hovers over its pedestal on its flame (lifting off)


@dataclass(frozen=True)
class Spot:
    """Where one seat shows: `area` all of it; a podium seat's `step` (its pedestal's front) and rocket, or a chip."""
    area: pygame.Rect
    step: pygame.Rect | None = None
    metal: int = 0
    rocket: int = 0          # px: its rocket's height
    stand: int = 0           # px: the y its rocket stands on (its pedestal's top face)
    chip: pygame.Rect | None = None


def metal_of(place: int) -> int:
    return min(2, place - 1)


def spots(scene) -> list[Spot]:
    """Every seat's spot by rank (kept on the scene)."""
    kept = getattr(scene, "_podium_spots", None)
    if kept is None:
        kept = scene._podium_spots = _lay_out(scene)
    return kept


def _lay_out(scene) -> list[Spot]:
    count, middle = len(scene.order), scene.app.size[0] // 2
    chips = count > 3
    chip_height = TWO_LINE_CHIP if scene.result.unit == "place" else CHIP_HEIGHT
    tags = TAG_LINE if scene.candidates or scene.new_places else 8   # (a new high score's line under a pedestal)
    base = (LOW - chip_height - 8 - tags) if chips else LOW - tags   # the pedestals' feet
    largest = (84 if chip_height == TWO_LINE_CHIP else 100) if chips else 128
    width = WIDTH if count >= 3 and scene.result.unit != "place" else TWO_WIDTH
    rise = podium_art.depth(width) // 2
    tallest = base - (TOP + NAME_LINE + 6 + largest + LIFT + rise)
    on_podium = min(3, count)
    slots = (1, 0, 2)[:on_podium] if on_podium == 3 else (1, 0)   # left to right: second, first, third
    total = on_podium * width + (on_podium - 1) * GAP
    result: list[Spot] = [None] * count   # type: ignore[list-item]
    for column, rank in enumerate(slots):
        metal = metal_of(scene.places[scene.order[rank]])
        height = round(tallest * HEIGHTS[metal])
        step = pygame.Rect(middle - total // 2 + column * (width + GAP), base - height, width, height)
        size = largest if metal == 0 else round(largest * 0.8)
        stand = step.top - rise
        top = stand - (LIFT if metal == 0 else 0) - size - 6 - NAME_LINE
        area = pygame.Rect(step.left - GAP // 2 + 4, top - HEAD, width + GAP - 8, base + tags - top + HEAD)
        result[rank] = Spot(area, step, metal, size, stand)
    row = count - on_podium
    for k, rank in enumerate(range(on_podium, count)):
        left = middle - (row * CHIP_WIDTH + (row - 1) * CHIP_GAP) // 2 + k * (CHIP_WIDTH + CHIP_GAP)
        chip = pygame.Rect(left, LOW - chip_height, CHIP_WIDTH, chip_height)
        result[rank] = Spot(chip.copy(), chip=chip)
    return result


def art(scene) -> podium_art.Kept:
    kept = getattr(scene, "_podium_art", None)
    if kept is None:
        kept = scene._podium_art = podium_art.Kept()
    return kept


def tag(scene, seat: int) -> str:
    """A seat's one tag: its new high score (or the hope of one while the initials are typed), else none."""
    if seat in scene.new_places:
        position = scene.new_places[seat]
        return (_("New high score: #{place}").format(place=position + 1) if position is not None
                else _("High score pushed off"))
    return _("New high score!") if seat in scene.candidates else ""


def draw_spot(scene, surface: pygame.Surface, rank: int, seat: int, progress: float) -> None:
    spot = spots(scene)[rank]
    if spot.chip is not None:
        return _draw_chip(scene, surface, spot.chip.move(round((1 - progress) * 80), 0), rank, seat)
    info, step = scene.config.seats[seat], spot.step
    colour = rockets.seat_colour(info.colour)
    kept = art(scene)
    beam = pygame.Rect(step.x - 30, spot.area.top - 2, step.width + 60, step.bottom - spot.area.top + 2)
    surface.blit(kept.spotlight(beam.size, spot.metal), beam, special_flags=pygame.BLEND_RGB_ADD)
    shadow = kept.foot_shadow(step.width + 40)
    surface.blit(shadow, shadow.get_rect(center=(step.centerx, step.bottom - 6)))
    rise = podium_art.depth(step.width)
    surface.blit(kept.pedestal(tuple(step.size), spot.metal), (step.x, step.top - rise))
    numeral = podium_art.numeral_rect(step.size, spot.metal).move(step.topleft)
    text.record_drawn(surface, str(spot.metal + 1), podium_art.numeral_size(step.height), numeral)   # (engraved)
    _plaque(scene, surface, spot, rank, seat, colour, numeral)
    sole = spot.metal == 0 and len(scene.result.winners) == 1
    drop = 0.0 if progress >= 1 else -(1 - progress) * 120       # (its rocket comes down onto its pedestal)
    bob = 0.0 if scene.app.settings.reduced_motion or not sole else 3 * math.sin(scene.time * 3)
    bottom = spot.stand - (LIFT if spot.metal == 0 else 0) + drop + bob
    middle = bottom - 0.45 * spot.rocket       # (a rocket's body ends 0.45 of its height under its middle)
    if sole:    # the winner's glow, its flame lifting it off the pad
        glow = _kept_halo(round(spot.rocket * 0.75), colour)
        surface.blit(glow, glow.get_rect(center=(step.centerx, round(middle))))
    picture = _rocket(info.rocket, info.colour, spot.rocket, 0.6 if spot.metal == 0 else 0.0)
    rockets.blit_rocket(surface, picture, (step.centerx, middle))
    name_y = spot.area.top + HEAD + NAME_LINE // 2
    size = WINNER_NAME if spot.metal == 0 else NAME
    room = step.width + GAP - 8
    shown = text.fit_name(info.name, size, room, bold=True)
    text.draw(surface, shown, size, theme.TEXT, bold=True, center=(step.centerx, name_y))
    words = tag(scene, seat)
    if words:   # (gold: a reward)
        text.draw(surface, words, text.LABEL, theme.TITLE, bold=True,
                  center=(step.centerx, step.bottom + TAG_LINE // 2 + 2))


def _plaque(scene, surface: pygame.Surface, spot: Spot, rank: int, seat: int, colour, numeral: pygame.Rect) -> None:
    """The seat's total (a last-one-standing game: how it went) in its colour on a dark enamel plaque in the pedestal's
    front beside its engraved numeral (as the high-score podium's)."""
    step = spot.step
    face = pygame.Rect(step.x + 14, step.top + 10, step.width - 28, step.height - 26)   # (over its base course)
    area = pygame.Rect(numeral.right + 16, face.y + 2, face.right - numeral.right - 22, face.height - 4)
    if scene.result.unit == "place":
        outcome = outcome_words(scene.result, seat)
        if outcome is None:
            return
        words, tone = outcome
        size, bold = text.fitting_size(words, text.LABEL, area.width - 20), False
        tone = colour if tone is theme.TEXT else tone
    else:
        words, tone, bold = number(scene._shown_total(rank, seat)), colour, True
        size = WINNER_SCORE if spot.metal == 0 else SCORE
        size = text.fitting_size(number(scene.result.totals[seat]), size, area.width - 20, True)
    plate = pygame.Rect(0, 0, area.width, min(area.height, round(size * 1.25)))
    plate.center = area.center
    pygame.draw.rect(surface, (0, 0, 0), plate.move(0, 2), border_radius=10)     # (its seat in the metal)
    pygame.draw.rect(surface, theme.SPACE, plate, border_radius=10)
    pygame.draw.rect(surface, theme.PANEL_EDGE, plate, 1, border_radius=10)
    text.draw(surface, words, size, tone, bold=bold, center=plate.center)


def _draw_chip(scene, surface: pygame.Surface, rect: pygame.Rect, rank: int, seat: int) -> None:
    """A seat under the podium: a compact card framed in its colour: place, rocket, name, total."""
    info = scene.config.seats[seat]
    colour = rockets.seat_colour(info.colour)
    material(surface, rect, theme.PANEL, colour, 14, 3, skin=scene.skin)
    place = highscores_podium.medal(surface, (rect.left + 34, rect.centery), 38, scene.places[seat] - 1)
    rockets.draw_rocket(surface, info.rocket, info.colour, (place.right + 26, rect.centery), min(40, rect.height - 18))
    left = place.right + 52
    if scene.result.unit == "place":    # (two lines: the name over how its game went)
        outcome = outcome_words(scene.result, seat)
        room = rect.right - 14 - left
        lines = [(info.name, theme.TEXT)] + ([outcome] if outcome is not None else [])
        for k, (line, tone) in enumerate(lines):
            middle = rect.centery + (0 if len(lines) == 1 else (-16 if k == 0 else 17))
            text.draw(surface, text.fit_name(line, text.LABEL, room), text.LABEL, tone, midleft=(left, middle))
    else:
        right = text.draw(surface, number(scene._shown_total(rank, seat)), CHIP_SCORE, colour, bold=True,
                          midright=(rect.right - 18, rect.centery)).left
        room = right - 14 - left
        text.draw(surface, text.fit_name(info.name, text.LABEL, room), text.LABEL, theme.TEXT,
                  midleft=(left, rect.centery))
    words = tag(scene, seat)
    if words:
        text.draw(surface, words, text.LABEL, theme.TITLE, bold=True, midtop=(rect.centerx, rect.bottom + 2))
