"""The dice table (look review 14a: "the same flat teal rectangle in every mode ... give the table a rim, darker
edges and some lighting; a different tint per mode"): a wooden rim round the felt, the felt darker in a band along
its edges than just inside them, a felt colour per mode, and the kept picture the same as a fresh one."""

from __future__ import annotations

import pygame

from game.render import table

FELT = pygame.Rect(20, 20, 320, 200)


def drawn(felt: tuple[int, int, int] = table.FELT) -> pygame.Surface:
    surface = pygame.Surface((360, 240))
    surface.fill((24, 30, 60))                       # a panel's navy round it
    outer = table.draw(surface, FELT, 10, felt)
    assert outer == FELT.inflate(20, 20)
    return surface


def mean(surface: pygame.Surface, rect: tuple[int, int, int, int]) -> tuple[int, ...]:
    return tuple(pygame.transform.average_color(surface, pygame.Rect(rect))[:3])


def test_a_wooden_rim_lies_round_the_felt_on_every_side():
    surface = drawn()
    for band in ((FELT.left - 7, FELT.top + 40, 5, 100), (FELT.right + 2, FELT.top + 40, 5, 100),
                 (FELT.left + 40, FELT.top - 7, 200, 5), (FELT.left + 40, FELT.bottom + 2, 200, 5)):
        r, g, b = mean(surface, band)
        assert r > b + 12 and r > g + 8, f"{(r, g, b)} at {band}: not the rim's warm wood"


def test_the_felt_darkens_toward_its_edges_and_is_lit_within():
    surface = drawn()
    inside = sum(mean(surface, (FELT.right - 40, FELT.top + 60, 8, 80)))    # (away from the walls' shadow)
    edge = sum(mean(surface, (FELT.right - 5, FELT.top + 60, 5, 80)))
    assert edge < 0.9 * inside, (edge, inside)
    inside = sum(mean(surface, (FELT.left + 100, FELT.bottom - 40, 120, 8)))
    edge = sum(mean(surface, (FELT.left + 100, FELT.bottom - 5, 120, 5)))
    assert edge < 0.9 * inside, (edge, inside)


def test_each_mode_has_its_own_calm_felt_and_a_kept_table_is_a_fresh_one():
    import colorsys

    felts = {mode: table.felt_for(mode) for mode in ("dicetime", "revenge", "triple", "puzzle", "tenthousand", "bluff")}
    assert len(set(felts.values())) == len(felts) and table.felt_for("no such mode") == table.FELT

    def luminance(colour):   # (relative luminance, sRGB)
        lin = [(c / 255) / 12.92 if c <= 10 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in colour]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    assert all(luminance(felt) <= 0.06 for felt in felts.values()), felts   # dark under the navy dice and the seats
    # look review 18: the puzzle's moss green looked muddy beside the others. Every felt a clean colour (saturated, not
    # in the olive-to-brown band of mud and of the rim's wood) and its hue 20 degrees or more from every other's
    hues = {mode: colorsys.rgb_to_hsv(*(c / 255 for c in felt)) for mode, felt in felts.items()}
    assert all(sat >= 0.5 and not 20 / 360 <= hue <= 100 / 360 for hue, sat, _v in hues.values()), hues
    apart = min(min(abs(a[0] - b[0]), 1 - abs(a[0] - b[0])) * 360 for i, a in enumerate(hues.values())
                for b in list(hues.values())[i + 1:])
    assert apart >= 20, hues
    baize = drawn(felts["bluff"])
    r, g, b = mean(baize, (FELT.centerx - 30, FELT.centery - 30, 60, 60))
    assert g > r and g > b                               # the felt drawn in the mode's colour (Bluff's green baize)
    kept = pygame.image.tobytes(baize, "RGB")
    table.table_image.cache_clear()
    assert pygame.image.tobytes(drawn(felts["bluff"]), "RGB") == kept


def test_the_felt_is_cloth_a_fine_calm_grain_not_a_flat_fill():
    """Look review 15b: "give the table a real surface ... so it stops looking like a flat UI panel". Neighbouring pixels
    of the felt differ (a fine nap), by a few levels only (dice and digits read on it as on a flat fill)."""
    surface = drawn()
    patch = [sum(surface.get_at((x, y))[:3]) for x in range(FELT.centerx - 20, FELT.centerx + 20)
             for y in range(FELT.centery - 10, FELT.centery + 10)]
    steps = [abs(a - b) for a, b in zip(patch, patch[1:], strict=False)]
    assert len(set(patch)) > 12, sorted(set(patch))             # many tones, not one colour and a few strokes
    assert 2.5 < sum(steps) / len(steps) < 14, sum(steps) / len(steps)   # a grain, and a calm one


def test_the_felt_lies_under_a_lamp_lit_in_its_middle_and_dark_in_its_corners():
    """Look review 20: "the felt is flat, with no rim or lighting". A lamp hangs over the middle: the felt there is
    much lighter than its own colour, and it falls to under half that towards the corners (a vignette). Look review 22
    (two reviewers: "one flat teal fill"): the pool must read at a glance, so on a play tray's felt (Dicetime's at
    1280x720) the corners hold under 45% of its light, and on a small one (a Revenge tray's) under 60%."""
    for felt, corners in ((FELT, 0.6), (pygame.Rect(10, 10, 820, 460), 0.45)):
        surface = pygame.Surface((felt.right + 10, felt.bottom + 10))
        table.draw(surface, felt, 10)
        middle = sum(mean(surface, (felt.centerx - 20, felt.centery - 30, 40, 30)))
        assert middle > 1.6 * sum(table.FELT), (middle, table.FELT)
        for x, y in ((felt.left + 14, felt.top + 14), (felt.right - 22, felt.top + 14),
                     (felt.left + 14, felt.bottom - 22), (felt.right - 22, felt.bottom - 22)):
            assert sum(mean(surface, (x, y, 8, 8))) < corners * middle, ((x, y), middle, felt)


def test_the_felt_is_woven_a_fine_diagonal_twill_under_its_nap():
    """Look review 22: "give the surfaces material". The cloth shows a weave: along the felt's diagonals every 4 px
    a lighter thread, half way between a darker one (a twill), some levels apart, under the random nap."""
    surface = drawn()
    phases = [[], [], [], []]
    for x in range(FELT.centerx - 40, FELT.centerx + 40):
        for y in range(FELT.centery - 20, FELT.centery + 20):
            phases[(x - FELT.left + y - FELT.top) % 4].append(sum(surface.get_at((x, y))[:3]))
    lit, dark = (sum(phase) / len(phase) for phase in (phases[0], phases[2]))
    assert lit - dark > 8, (lit, dark)       # (the nap alone: about 0 apart)


def test_the_rim_is_a_rail_with_a_lit_crest_that_casts_its_shadow_on_the_felt():
    """The rim is a rounded wooden rail (look review 20: "a rim or material"): along its top a crest the lamp catches,
    much brighter than where the rail meets the felt; the lamp is north-west, so the north and west rails cast a
    shadow on the felt that the south and east ones do not."""
    surface = pygame.Surface((400, 300))
    felt = pygame.Rect(30, 30, 340, 240)
    table.draw(surface, felt, 16, table.FELT)
    column = [sum(surface.get_at((felt.centerx, y))[:3]) for y in range(felt.top - 16, felt.top)]
    inner = column[table.inlay_at(16) + table.INLAY_WIDTH + 1:]       # from the inlay's groove in to the felt
    assert max(inner) > 1.6 * min(inner) and max(inner) > 300, column

    def falls(at: int, step: tuple[int, int]) -> float:   # the felt 3-9 px in from a rail, of the felt 20-26 px in
        x, y = (felt.centerx - 40, at) if step[0] == 0 else (at, felt.centery - 40)
        def strip(k):
            return sum(mean(surface, (x + step[0] * k, y + step[1] * k, 80 if step[0] == 0 else 6,
                                      6 if step[0] == 0 else 80)))
        return strip(3 if sum(step) > 0 else 9) / strip(20 if sum(step) > 0 else 26)
    north, south = falls(felt.top, (0, 1)), falls(felt.bottom, (0, -1))
    west, east = falls(felt.left, (1, 0)), falls(felt.right, (-1, 0))
    assert north < 0.8 * south and west < 0.8 * east, (north, south, west, east)


def test_the_rails_are_grained_boards_the_felt_warm_under_the_lamp_and_printed_with_a_faint_mark():
    """Look review 23: "give the felt a real texture with a vignette" (and the dice table its wood). Along one row of
    the north rail's inner slope the wood's tone wanders in streaks (lighter and darker stretches, each many px long);
    the lamp's pool is warm (redder, of its blue, than the felt's corners: a cool vignette); and the felt carries a
    table print, a ringed planet in the middle, a few levels lighter than the cloth round it and no more."""
    surface = pygame.Surface((880, 520))
    felt = pygame.Rect(30, 30, 820, 460)
    table.draw(surface, felt, 16, table.FELT)
    row = [sum(surface.get_at((x, felt.top - 3))[:3]) for x in range(felt.left + 40, felt.right - 40)]
    spread = sorted(row)[len(row) * 9 // 10] - sorted(row)[len(row) // 10]
    assert spread > 30, spread                                            # (a plain rail: a few levels)
    near = sum(abs(a - b) for a, b in zip(row, row[1:], strict=False)) / len(row)
    assert near < spread / 4, (near, spread)                             # streaks, not a noise
    r, _g, b = mean(surface, (felt.centerx - 20, felt.centery - 30, 40, 30))
    cr, _cg, cb = mean(surface, (felt.left + 14, felt.bottom - 22, 8, 8))
    assert (r / b) > 1.15 * (cr / cb), ((r, b), (cr, cb))
    top = felt.top + round(felt.height * 0.47 - min(felt.size) * 0.13)   # the planet's outline, at the top of it
    profile = {y: sum(mean(surface, (felt.centerx - 12, y, 24, 1))) for y in range(top - 10, top + 11)}
    ridge = max(profile[y] for y in range(top - 2, top + 3))
    rise = ridge - (profile[top - 10] + profile[top + 10]) / 2
    assert 6 < rise < 55, (rise, profile)
