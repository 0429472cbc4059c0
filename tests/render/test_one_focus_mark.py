"""Look review 26 (defect 6): "focus is drawn four ways"; change 1: "use one focus treatment everywhere (buttons, tabs,
scorecard cells, keys, die faces) ... keep the selected-but-not-focused state visibly different (a fill, never a
ring)". On every tour screen with a person's focus, each ring of the focus's white is the one mark's own ring
(`marks.ring_picture`: its white core RING px thick, its band of FOCUS_HALO outside it), and a screen shows one such
mark: a chosen tab, player or box (pressed in, a tint) wears none. Look reviews 28a d3 and 28b d5 ("focus is drawn five
ways"): the mark is whole everywhere, its soft glow too (a score box's was cut to 1 px inside its cell), round a raised
face, lifted as a key is (the rules' and high scores' current tab sat pressed in, black, under it)."""

from __future__ import annotations

import pygame
import pytest
from tour import load_tour

from game.render import marks, theme

pytestmark = pytest.mark.solved_tables("dicetime", "tenthousand", "coach-dicetime", "puzzle")

screens = load_tour()

# (shot, where its one mark is: the focused thing's middle lies in this rect)
FOCUSED = {
    "title_focus_down": pygame.Rect(340, 362, 300, 60),        # Puzzle (its key 62 px a row: name and subtitle)
    "settings": pygame.Rect(60, 200, 680, 70),                 # Sound volume
    "pause": pygame.Rect(380, 330, 520, 200),                  # Resume (under the scoreboard: one row of three)
    "rules": pygame.Rect(30, 95, 270, 60),                     # the page's tab
    "highscores": pygame.Rect(90, 85, 210, 70),                # Dicetime's tab
    "stats_player": pygame.Rect(760, 610, 260, 80),            # Back, not the chosen player's tab
    "stats_rename": pygame.Rect(270, 280, 90, 90),             # the first key
    "results_initials": pygame.Rect(490, 350, 110, 130),       # the letter being typed
    "dicetime_selected": pygame.Rect(1040, 160, 120, 40),      # the Twos box
    "dicetime_zero": pygame.Rect(300, 350, 250, 50),           # the zero card's "Write 0" (look review 29a #3: none)
    "bluff_bid": pygame.Rect(860, 580, 90, 90),                # the star face
    "setup": pygame.Rect(900, 600, 320, 80),                   # Start
}


def _rings(picture: pygame.Surface) -> list[pygame.Rect]:
    """The bounding boxes of the rings of the focus's white (pure white: nothing else draws it) on `picture`."""
    white = pygame.mask.from_threshold(picture, theme.FOCUS, (1, 1, 1, 255))
    rings = []
    for part in white.connected_components(60):
        box = part.get_bounding_rects()[0]
        inner = box.inflate(-2 * (marks.RING + 2), -2 * (marks.RING + 2))   # (a ring: its white along its box's edge)
        hollow = inner.width <= 0 or inner.height <= 0 or part.overlap_area(_filled(inner), (0, 0)) < part.count() / 10
        if box.width >= 20 and box.height >= 20 and hollow:   # (not a glint on a die, not a letter)
            rings.append(box)
    return rings


def _filled(rect: pygame.Rect) -> pygame.mask.Mask:
    mask = pygame.mask.Mask((rect.right, rect.bottom))
    mask.draw(pygame.mask.Mask(rect.size, fill=True), rect.topleft)
    return mask


def _match(picture: pygame.Surface, ring: pygame.Rect) -> float:
    """How well the white inside `ring` is the one mark's ring for that box (the best corner radius), 0..1."""
    seen = pygame.mask.from_threshold(picture.subsurface(ring), theme.FOCUS, (1, 1, 1, 255))
    size = (ring.width - 2 * marks.RING_OUT, ring.height - 2 * marks.RING_OUT)
    best = 0.0
    for radius in range(0, min(size) // 2 + 1):
        mark = marks.ring_picture(size, radius, 0)
        inset = marks.mark_reach(0) - marks.RING_OUT
        own = pygame.mask.from_threshold(mark.subsurface(pygame.Rect(inset, inset, *ring.size)), (*theme.FOCUS, 255),
                                         (1, 1, 1, 1))
        both = seen.overlap_area(own, (0, 0))
        best = max(best, both / (seen.count() + own.count() - both))
    return best


@pytest.mark.parametrize("name", list(FOCUSED))
def test_every_focus_on_a_tour_screen_is_the_one_mark_and_a_chosen_thing_wears_none(name):
    picture = screens.render(next(s for s in screens.SHOTS if s.name == name))
    rings = _rings(picture)
    assert len(rings) == 1, (name, rings)                      # one mark: nothing chosen or selected is ringed
    ring = rings[0]
    assert FOCUSED[name].collidepoint(ring.center), (name, ring)
    assert _match(picture, ring) >= 0.9, (name, ring, _match(picture, ring))
    bands = [[picture.get_at((x, y))[:3] for x, y in spots] for spots in (   # the glow's band just outside the ring
        [(ring.left - 1 - k, ring.centery) for k in range(marks.HALO)],
        [(ring.centerx, ring.top - 1 - k) for k in range(marks.HALO)])]
    assert [theme.FOCUS_HALO] * marks.HALO in bands, (name, bands)
    # the soft glow beyond the band (look reviews 28a d3, 28b d5: the score box's thin white box had none)
    assert _glow(picture, ring) <= GLOW_NEAR, (name, _glow(picture, ring))
    # on a raised face, never a dark pressed-in hollow (28a d3, 28b d5: the rules' and high scores' tabs, black)
    assert _inside(picture, ring) >= LIT_FACE, (name, _inside(picture, ring))


GLOW_NEAR = 170   # how far (RGB) 2 px beyond the band the picture may be from the glow's blue (no glow: 237 on a box)
LIT_FACE = 45     # the least brightest channel of the face inside the ring (a pressed-in tab's: 31)


def _glow(picture: pygame.Surface, ring: pygame.Rect) -> float:
    """How far (RGB) from the glow's blue the picture is 2 px beyond the band (left or top side: the nearer)."""
    def apart(colour) -> float:
        return sum((a - b) ** 2 for a, b in zip(colour[:3], theme.FOCUS_HALO, strict=True)) ** 0.5
    out = marks.HALO + 2
    return min(apart(picture.get_at((ring.left - 1 - out, ring.centery))),
               apart(picture.get_at((ring.centerx, ring.top - 1 - out))))


def _inside(picture: pygame.Surface, ring: pygame.Rect) -> int:
    """The middling brightness (its brightest channel) of the thing's face just inside the ring, along its middle row."""
    levels = sorted(max(picture.get_at((ring.left + marks.RING + k, ring.centery))[:3]) for k in range(2, 12))
    return levels[len(levels) // 2]
