"""The high-score screen's podium (look review 26: "the grey noise podium blocks look like placeholders"; change 3:
"illustrated planet pedestals"): each of the first three places on a lit pedestal in its place's metal, crowned by a
planet, its name over it, its score on an enamel plaque in its front; and the rank medals of the rows under it. Drawn
for a `HighScoresScene` (`screen`), from its layout (steps, places, crowns) and its kept pictures (`art`)."""

from __future__ import annotations

import pygame

from game.render import menu_type, podium_art, rockets, text, theme
from game.words import _

STEP_WIDTH, STEP_GAP = 264, 44
NAME_LINE = 36                # px: the name's line over a crown
ROCKET = 34    # px: a place's rocket, before its name (as tall as the name's line)
NEW_TINT = 0.22     # how much of the reward's gold a new place's face takes (critique mid18: green means points)
MEDALS = podium_art.METALS   # the podium's places: gold (a reward), silver, bronze
PEWTER = (132, 140, 168)      # a rank medal's metal under the podium (the podium's metals are its three places')
PODIUM = 3


def beams(scene, surface: pygame.Surface) -> None:
    """The spotlights falling on the podium's pedestals from over the table (added onto the sky, under them)."""
    places = scene.places()
    for rank in range(min(PODIUM, scene.taken())):
        step = scene.step_rect(rank)
        beam = pygame.Rect(step.x - 30, scene.top() - 12, step.width + 60, step.bottom - scene.top() + 12)
        surface.blit(scene.art.spotlight(beam.size, min(2, places[rank])), beam, special_flags=pygame.BLEND_RGB_ADD)
        shadow = scene.art.foot_shadow(step.width + 40)     # (the pedestal stands on its pool of shade)
        surface.blit(shadow, shadow.get_rect(center=(step.centerx, step.bottom - 6)))


def step(scene, surface: pygame.Surface, rank: int, name: str, score: str, new: bool = False,
          when: str = "", look: tuple[int, int] | None = None) -> None:
    """A podium's step for `scene` (look review 26: "the grey noise podium blocks look like placeholders"): a lit pedestal in
    the place's metal (gold, silver, bronze) over the step's rect, its top face over it, the place's numeral
    engraved in its front; on its top a planet (in the colour of the seat that played it where that is known, the
    first's ringed); over it the name after that seat's rocket; the score (and, where the front is tall enough,
    the day) on an enamel plaque on the front, tinted with the reward's gold for a `new` place (never an
    outline)."""
    step = scene.step_rect(rank)
    places = scene.places()
    tied = places.count(places[rank]) > 1
    index, rank = rank, places[rank]     # (the metal and its number: the place's)
    depth = podium_art.depth(step.width)
    surface.blit(scene.art.pedestal(tuple(step.size), rank), (step.x, step.top - depth))
    numeral = podium_art.numeral_rect(step.size, rank).move(step.topleft)
    text.record_drawn(surface, str(rank + 1), podium_art.numeral_size(step.height), numeral)   # (engraved)
    crown = scene.crown()
    colour_of = rockets.seat_colour(look[0]) if look is not None else podium_art.PLANETS[index]   # (each pedestal its own: tied places too)
    planet = scene.art.planet(crown, tuple(colour_of), rank == 0)
    shadow = pygame.Rect(0, 0, round(crown * 0.9), max(4, depth // 2))
    shadow.center = (step.centerx, step.top - depth // 2 + 2)
    pygame.draw.ellipse(surface, (20, 14, 10), shadow)
    at = planet.get_rect(midbottom=(step.centerx, step.top - depth // 2 + round(crown * 0.14)))
    surface.blit(planet, at)
    middle = at.top - NAME_LINE // 2 - 2
    colour = theme.TITLE if new else theme.TEXT
    tag = ", ".join(word for word, on in ((_("tied"), tied), (_("new"), new)) if on)
    tag_width = text.width_of(tag, menu_type.SMALL, bold=new) + 10 if tag else 0
    ship = 0 if look is None else round(2 * rockets.half_width(look[1], ROCKET)) + 8
    room = STEP_WIDTH + STEP_GAP - 16 - tag_width - ship
    size = menu_type.fitting(name, room, bold=True)
    width = min(room, text.width_of(name, size, bold=True))
    left = step.centerx - (ship + width + tag_width) // 2
    if look is not None:   # the rocket of the seat that played it just before its name, on the name's line (look
        rockets.draw_rocket(surface, look[1], look[0], (left + ship / 2 - 4, middle), ROCKET)  # review 24)
    at_x = left + ship
    shown = text.draw(surface, name, size, colour, bold=True, box=pygame.Rect(at_x, middle - 20, room, 40),
                      midleft=(at_x, middle))
    if tag:     # the tie (and a new place) said in words beside the name
        text.draw(surface, tag, menu_type.SMALL, theme.TITLE if new else theme.TEXT_DIM, bold=new,
                  midleft=(shown.right + 10, middle + 1))
    _plaque(scene, surface, index, score, when, new)


def plaque_rect(scene, rank: int, score: str, when: str = "") -> tuple[pygame.Rect, int, bool]:
    """Row `rank`'s plaque on its step's front (beside the engraved numeral), its score's type size, and whether
    the day (or Bluff's share) fits under the score on it."""
    step = scene.step_rect(rank)
    numeral = podium_art.numeral_rect(step.size, scene.places()[rank]).move(step.topleft)
    face = pygame.Rect(step.x + 14, step.top + 10, step.width - 28, step.height - 26)  # (over its base course)
    area = pygame.Rect(numeral.right + 14, face.y + 2, face.right - numeral.right - 20, face.height - 4)
    big = menu_type.VALUE + 10 if area.height >= 50 else menu_type.VALUE
    dated = bool(when) and area.height >= 90 and text.width_of(when, menu_type.VALUE) + 24 <= area.width
    tall = min(area.height, 90 if dated else 56)
    wide = min(area.width, max(text.width_of(score, big, bold=True),
                                text.width_of(when, menu_type.VALUE) if dated else 0) + 40)
    plate = pygame.Rect(0, 0, wide, tall)
    plate.center = area.center
    return plate, big, dated


def _plaque(scene, surface: pygame.Surface, rank: int, score: str, when: str, new: bool) -> None:
    """The score (and the day) on a dark enamel plaque set in the pedestal's front beside its numeral; the plaque's
    face tinted with the reward's gold for a new place."""
    plate, big, dated = scene.plaque_rect(rank, score, when)
    tone = theme.SPACE
    if new:
        tone = tuple(round(g * NEW_TINT + f * (1 - NEW_TINT)) for g, f in zip(theme.TITLE, tone, strict=True))
    pygame.draw.rect(surface, (0, 0, 0), plate.move(0, 2), border_radius=10)            # (its seat in the metal)
    pygame.draw.rect(surface, tone, plate, border_radius=10)
    pygame.draw.rect(surface, theme.PANEL_EDGE, plate, 1, border_radius=10)
    colour = theme.TITLE if new else theme.TEXT
    if dated:
        text.draw(surface, score, big, colour, bold=True, center=(plate.centerx, plate.top + 25))
        text.draw(surface, when, menu_type.VALUE, theme.TEXT_DIM, center=(plate.centerx, plate.top + 68))
    else:
        text.draw(surface, score, big, colour, bold=True, center=plate.center)



def medal(surface: pygame.Surface, centre: tuple[int, int], size: int, place: int) -> pygame.Rect:
    """A rank medal `size` px across at `centre`: a disc of metal (a podium place's, else pewter) lit from the upper
    left, a darker rim, `place`'s number (from 0) struck in it in the deep night blue."""
    metal = MEDALS[place] if place < len(MEDALS) else PEWTER
    rect = pygame.Rect(0, 0, size, size)
    rect.center = centre
    pygame.draw.circle(surface, (0, 0, 0), (rect.centerx + 1, rect.centery + 2), size // 2)
    pygame.draw.circle(surface, tuple(round(c * 0.62) for c in metal), rect.center, size // 2)
    pygame.draw.circle(surface, metal, rect.center, size // 2 - 3)
    lit = tuple(round(c + (255 - c) * 0.45) for c in metal)
    pygame.draw.circle(surface, lit, (rect.centerx - size // 8, rect.centery - size // 8), size // 4)
    pygame.draw.circle(surface, metal, rect.center, size // 2 - 6)
    label = str(place + 1)
    text.draw(surface, label, menu_type.VALUE, theme.SPACE, bold=True, center=(rect.centerx, rect.centery + 1))
    return rect
