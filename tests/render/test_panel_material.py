"""The panels' material (issue 28, look review 16: "most screens are flat navy boxes"): lit from above, with a bevel
and a soft shadow, text on it never less readable than on the flat panel it replaced, and its kept pictures the ones
made afresh."""

from __future__ import annotations

import pygame

from game.render import panel, theme

SKY = (40, 36, 90)   # a lit part of the sky (a nebula): where a shadow shows


def _luminance(colour) -> float:
    def channel(c: int) -> float:
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a, b) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_a_panel_is_lit_from_above_with_a_bevel_and_casts_a_shadow():
    surface = pygame.Surface((400, 300))
    surface.fill(SKY)
    rect = pygame.Rect(60, 40, 280, 200)
    painted = panel.draw_panel(surface, rect)
    flat = panel.panel_fill(235)
    x = rect.centerx

    def at(y):
        return tuple(surface.get_at((x, y))[:3])
    below_sheen = at(rect.top + panel.SHEEN_PX + 4)
    assert max(abs(a - b) for a, b in zip(below_sheen, flat, strict=True)) <= panel.GRAIN + 1   # the top: as it was
    foot = at(rect.bottom - 8)
    assert sum(foot) < 0.8 * sum(flat), (foot, flat)                       # the foot: darker
    assert sum(at(rect.top + 2)) > sum(below_sheen) + 30                  # the lit line inside the top edge
    assert sum(at(rect.top)) > sum(theme.PANEL_EDGE) > sum(at(rect.bottom - 1))   # the edge: lit at the top
    assert sum(at(rect.bottom + 6)) < sum(SKY) - 40                        # the shadow under it, on the sky
    assert at(rect.bottom + 40) == SKY and tuple(surface.get_at((rect.left - 30, rect.centery))[:3]) == SKY
    assert painted.contains(rect) and painted.bottom > rect.bottom        # the area painted has the shadow


def test_light_text_on_the_material_is_never_less_readable_than_on_the_flat_panel():
    """Below the lit line at its top (where no text sits) every row of a face is at most the flat panel's colour, so
    every light text colour keeps at least the contrast it had."""
    for alpha, size, inset in ((235, (300, 420), 2), (255, (1248, 60), 1), (200, (450, 450), 2), (250, (380, 40), 0)):
        flat = panel.panel_fill(alpha)
        face = panel.panel_picture(size, flat, 14, inset)
        for y in range(panel.SHEEN_PX + inset, size[1] - inset - 2, 3):
            for x in range(20, size[0] - 20, 37):
                pixel = face.get_at((x, y))[:3]
                for colour in (theme.TEXT, theme.TEXT_DIM, theme.TEXT_DISABLED, theme.ACCENT):
                    assert _contrast(colour, pixel) >= _contrast(colour, flat) - 1e-9, (alpha, size, y, pixel)


def test_a_kept_panel_is_the_one_made_afresh_and_its_shadow_rim_hides_nothing():
    """The face and the shadow's rim are kept pictures; the shadow is kept as its rim only (its middle lies under the
    face): drawn from them, a panel is the one drawn afresh with its whole shadow."""
    rect = pygame.Rect(50, 30, 330, 190)

    def drawn(fresh: bool) -> pygame.Surface:
        if fresh:
            panel.panel_picture.cache_clear()
            panel.shadow_rim.cache_clear()
        surface = pygame.Surface((440, 280))
        surface.fill(SKY)
        panel.draw_panel(surface, rect, edge=theme.DANGER, width=3)
        return surface

    fresh, kept = drawn(True), drawn(False)
    assert panel.panel_picture.cache_info().hits >= 1 and panel.shadow_rim.cache_info().hits >= 1
    whole = pygame.Surface(fresh.get_size())
    whole.fill(SKY)
    margin = 2 * panel.SHADOW_BLUR
    whole.blit(panel._shadow(rect.size, 14), (rect.left - margin, rect.top - margin + panel.SHADOW_DROP))
    whole.blit(panel.panel_picture(rect.size, panel.panel_fill(235), 14, 3), rect)
    panel.edge_line(whole, rect, theme.DANGER, 14, 3)
    for picture in (kept, whole):
        assert pygame.image.tobytes(picture, "RGB") == pygame.image.tobytes(fresh, "RGB")
