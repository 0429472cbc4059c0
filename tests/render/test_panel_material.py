"""The panels' material (issue 28, look reviews 16 and 18: "flat navy rounded rectangles"): a console plate, a wooden
trim (the dice table's) lit from the north-west round a recessed, brushed face, with a soft shadow; text on it never less readable than
on the flat panel it replaced, and its kept pictures the ones made afresh."""

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


def test_a_panel_is_a_plate_in_a_trim_lit_from_the_north_west_round_a_recessed_face():
    """Look review 18: "the same flat navy rounded rectangles"; review 26: "navy-plus-bronze panel ... on every one of
    the 53 screens": a trim of its skin round the panel (the menus' a neutral slate, with a grain along it), its outer slope lit
    on the top and left and shaded on the foot and right, lighter than the face; the face sunk under it (the top
    bezel's shadow on it), darker at its foot; a soft shadow under it on the sky."""
    surface = pygame.Surface((400, 300))
    surface.fill(SKY)
    rect = pygame.Rect(60, 40, 280, 200)
    painted = panel.draw_panel(surface, rect)
    flat = panel.panel_fill(235)
    bezel = panel.bezel_width(rect.size)
    x, y = rect.centerx, rect.centery
    assert bezel >= 4

    def at(px, py):
        return sum(surface.get_at((px, py))[:3])
    assert at(x, rect.top + 1) > at(x, rect.bottom - 2) + 150           # the outer slope: lit at the top, shaded at the foot
    assert at(rect.left + 1, y) > at(rect.right - 2, y) + 100           # ... and on the left, shaded on the right
    assert at(x, rect.top) < 60 and at(rect.left, y) < 60               # a dark outline round it
    for inside in range(2, bezel - 1):                                  # the trim: lighter than the face
        assert at(x, rect.top + inside) > sum(flat) + 60, inside
        assert at(rect.right - 1 - inside, y) > sum(flat) + 20, inside
    for inside in range(1, bezel - 1):     # ... of the menus' neutral slate (review 26: no bronze wood on every panel)
        for px, py in ((x, rect.top + inside), (rect.left + inside, y), (x, rect.bottom - 1 - inside)):
            r, g, b = surface.get_at((px, py))[:3]
            assert b > r + 10 and b > g + 10, (px, py, r, g, b)
    along = {tuple(surface.get_at((px, rect.top + 3))[:3]) for px in range(rect.left + 20, rect.right - 20)}
    assert len(along) >= 4, "a grain along the trim, not one flat colour"
    face = {tuple(surface.get_at((x, py))[:3]) for py in range(rect.top + bezel + panel.RECESS_PX, rect.top + 60)}
    assert len(face) >= 6, "the face has depth and a grain, not one flat navy"
    def column(px):   # (the mean down a stretch: the brushed streaks even out)
        return sum(at(px, py) for py in range(rect.top + 30, rect.top + 90)) / 60
    middle, side = column(x), column(rect.left + bezel + panel.RECESS_PX + 2)   # the light's pool: its top middle lit,
    assert side < 0.93 * middle, (side, middle)                                  # its sides in the dusk
    lip = panel.lip_width(rect.size)
    under, lower = at(x, rect.top + bezel + lip), at(x, rect.top + bezel + panel.RECESS_PX + 6)
    assert under < lower - 25, (under, lower)                            # the face sunk: the bezel's shadow on it
    # look review 22 ("give panels a bevel"): the face's own bevel, its lip lit along the top and left, its edge in
    # shade along the foot and right
    assert at(x, rect.top + bezel) > lower + 100 and at(rect.left + bezel, y) > at(rect.left + bezel + 12, y) + 60
    foot = at(x, rect.bottom - 1 - bezel - panel.FOOT_PX - 2)
    assert at(x, rect.bottom - 1 - bezel) < 0.7 * foot and at(rect.right - 1 - bezel, y) < 0.8 * at(
        rect.right - 1 - bezel - panel.FOOT_PX - 2, y), foot
    assert lower <= sum(flat) and at(x, rect.bottom - bezel - 3) < 0.85 * sum(flat)   # its foot darker
    assert at(x, rect.bottom + 6) < sum(SKY) - 40                        # the shadow under it, on the sky
    assert tuple(surface.get_at((x, rect.bottom + 40)))[:3] == SKY
    assert tuple(surface.get_at((rect.left - 30, rect.centery)))[:3] == SKY
    assert painted.contains(rect) and painted.bottom > rect.bottom        # the area painted has the shadow
    assert panel.bezel_width((300, 40)) * 800 / 1280 >= 2                # a row's: still 2 px at 800x450


def test_light_text_on_the_material_is_never_less_readable_than_on_the_flat_panel():
    """Inside the bezel and its lit lip (`panel.lip_width`: no text lies there) every pixel of a face is at most the
    flat panel's colour, so every light text colour keeps at least the contrast it had."""
    for alpha, size in ((235, (300, 420)), (255, (1248, 60)), (200, (450, 450)), (250, (380, 40))):
        flat = panel.panel_fill(alpha)
        face = panel.panel_picture(size, flat, 14, 2)
        bezel = panel.bezel_width(size)
        lip = panel.lip_width(size)
        for y in range(bezel + lip, size[1] - bezel, 3):
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


def test_a_heading_plate_is_raised_along_the_top_and_its_caption_stays_readable():
    """A panel's caption (Bluff's bid boxes) stands on a plate along its top, lighter than the face (as the score
    sheet's header), a shaded line along its foot; dim caption text on it keeps a contrast of 4.5 or more."""
    size, heading = (230, 150), 36
    plain = panel.panel_picture(size, theme.PANEL, 12, 1)
    plate = panel.panel_picture(size, theme.PANEL, 12, 1, heading=heading)
    x = size[0] // 2
    for y in (panel.bezel_width(size) + panel.RECESS_PX + 2, heading - 6):
        assert sum(plate.get_at((x, y))[:3]) > sum(plain.get_at((x, y))[:3]) + 30, y          # the plate: lighter
        assert _contrast(theme.TEXT_DIM, plate.get_at((x, y))) >= 4.5
    assert sum(plate.get_at((x, heading - 1))[:3]) < sum(plain.get_at((x, heading - 1))[:3])   # its foot's line
    assert plate.get_at((x, heading + 4)) == plain.get_at((x, heading + 4))                   # the face under it
    # a panel of the game's (10000's "This turn", the tray's "This throw"): a ringed planet at its plate's end, the
    # menus' title mark in small (look review 21: "carry the planet motifs into" the chrome); none unasked
    marked = panel.panel_picture(size, theme.PANEL, 12, 1, heading=heading, emblem=True)
    end = pygame.Rect(size[0] - 40, 4, 34, heading - 8)

    def golden(picture):
        return sum(1 for px in range(end.left, end.right) for py in range(end.top, end.bottom)
                   if (lambda c: c[0] > 150 and c[0] > c[2] + 60)(picture.get_at((px, py))))
    assert golden(marked) > 20 and golden(plate) == 0
    # look review 22: the planet read as crossing the plate's top-right trim: it keeps 6 px and more off the wood
    bezel = panel.bezel_width(size)
    for tall in (heading, 46):
        with_mark = panel.panel_picture(size, theme.PANEL, 12, 1, heading=tall, emblem=True)
        bare = panel.panel_picture(size, theme.PANEL, 12, 1, heading=tall)
        moved = [(px, py) for px in range(size[0] // 2, size[0]) for py in range(tall)
                 if with_mark.get_at((px, py)) != bare.get_at((px, py))]
        assert min(py for _x, py in moved) >= bezel + 6 and max(py for _x, py in moved) <= tall - 7, tall
        assert max(px for px, _y in moved) <= size[0] - bezel - 7, tall
    assert marked.get_at((x, heading // 2)) == plate.get_at((x, heading // 2))   # the caption's room untouched
