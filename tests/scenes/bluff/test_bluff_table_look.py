"""Bluff's table as a player sees it (look review 26: "the Bluff table, its backdrop and the reveal-screen tint are
red/maroon. The red danger banners then barely stand out"): dark boards under a candle and a green baize, the
verdict's pulse at the screen's edges dark and warm, and red only where someone loses (the loss's ribbons)."""

from __future__ import annotations

import colorsys

import pygame

from game.scenes import navigation

TABLE_FRAMES = 40


def _hsv(colour) -> tuple[float, float, float]:
    h, s, v = colorsys.rgb_to_hsv(*(c / 255 for c in colour[:3]))
    return h * 360.0, s, v


def _red(colour) -> bool:
    """Red to the eye: a hue within ~20 degrees of the danger red's, saturated, not black."""
    hue, sat, val = _hsv(colour)
    return (hue >= 330.0 or hue <= 12.0) and sat >= 0.35 and val >= 0.15


def _mean(surface: pygame.Surface, rect: pygame.Rect) -> tuple[float, float, float]:
    part = surface.subsurface(rect)
    pixels = [part.get_at((x, y)) for x in range(0, rect.width, 2) for y in range(0, rect.height, 2)]
    return tuple(sum(p[c] for p in pixels) / len(pixels) for c in range(3))


def _red_share(surface: pygame.Surface, rect: pygame.Rect | None = None, step: int = 4) -> float:
    part = surface.subsurface(rect) if rect is not None else surface
    w, h = part.get_size()
    spots = [part.get_at((x, y)) for x in range(0, w, step) for y in range(0, h, step)]
    return sum(_red(spot) for spot in spots) / len(spots)


def _to_reveal(harness, seats: int):
    scene = navigation.start_demo(harness.app, "bluff", seats)
    harness.app.draw = lambda alpha: None      # the bidding up to the first doubt, undrawn: faster
    harness.until(lambda: scene.showing == "reveal", 20000)
    del harness.app.draw
    return scene


def test_the_table_is_dark_wood_and_its_felt_green_baize(make_harness):
    harness = make_harness(seed=3)
    scene = navigation.start_demo(harness.app, "bluff", 4)
    harness.tick(TABLE_FRAMES)
    screen = harness.screen
    cards = scene.cards
    table = [pygame.Rect(0, cards[0].card.top + 20, cards[0].card.left, 300),             # left of the seats
             pygame.Rect(cards[0].card.right, cards[0].card.top + 20, cards[1].card.left - cards[0].card.right, 300)]
    for rect in table:
        colour = _mean(screen, rect)
        hue, sat, val = _hsv(colour)
        assert not _red(colour) and 15.0 <= hue <= 45.0 and val < 0.45, (rect, colour, hue)   # brown wood, dim
    felt = scene.panels[1].felt_rect
    strip = pygame.Rect(felt.left + 24, felt.top + 24, felt.width - 48, 30)      # over the cup, under the rail's shadow
    r, g, b = _mean(screen, strip)
    assert g > r + 15 and g > b + 15, (r, g, b)      # a green baize (the wine red's red was its strongest)
    assert _red_share(screen) < 0.005                  # no red on the table while it plays


def test_red_comes_only_with_the_loss_and_the_edges_darken_warm(make_harness):
    harness = make_harness(seed=0)
    scene = _to_reveal(harness, 6)
    show = scene.reveal
    harness.until(lambda: show.counted() >= 1 and not show.applied and show.lift >= 1.0, 3000)
    counting = harness.screen.copy()
    edge = pygame.Rect(0, 120, 12, 400)                # the screen's left edge (short of every row: 16 px in)
    before = _mean(counting, edge)
    assert _red_share(counting) < 0.005, "no red while the dice are counted"
    harness.until(lambda: show.applied and show.time - show.verdict_at >= 0.1, 3000)
    pulse = harness.screen.copy()
    during = _mean(pulse, edge)
    assert _red_share(pulse, edge, 2) == 0.0, during                  # the edges' pulse: no red tint
    assert during[0] <= before[0] + 1.0, (before, during)            # ... a dark one: the candle gutters
    harness.until(lambda: show.time - show.verdict_at >= 0.8, 3000)
    strip = scene.track_rect
    # look review 27a: the verdict's word ("The bid holds!") is the table's result, on a neutral ribbon: red is the
    # loss's (the loser's frame, its stamp, "OUT"), not the strip's
    assert _red_share(harness.screen, strip, 2) < 0.02, "the verdict's ribbon is neutral"
    loser = scene.view.rows.rows[show.leaving[0].seat].frame
    assert _red_share(harness.screen, loser, 2) > 0.0, "the loser's frame is red"


def test_no_star_shines_on_the_table(make_harness):
    """The sky's stars belong to the sky: none on the table's boards, at the table rules as at play."""
    from game.render import sky

    harness = make_harness(seed=3)
    scene = navigation.start_demo(harness.app, "bluff", 4)
    assert scene.still.backdrop.mood == sky.TABLE and scene.still.backdrop.stars == []


def test_the_reveals_dice_stand_large_at_800x450(make_harness):
    """Look review 26: "flat rows of small front-facing dice". Six seats' dice, once their cups are off, stand as the
    tray's ivory cubes, each at least `TALL` px tall as seen at 800x450 (its lit top and the side it shows; 33-35 px
    while the count's badges stood beside them)."""
    harness = make_harness(seed=0)
    scene = _to_reveal(harness, 6)
    show = scene.reveal
    harness.until(lambda: show.gather >= 1.0 and not show.applied, 3000)
    small = pygame.transform.smoothscale(harness.screen, (800, 450))
    k = 800 / 1280
    heights = []
    for row in scene.view.rows.rows:
        for slot in row.slots[:len(show.result.hands[rows_seat(scene, row)])]:
            seen = pygame.Rect(round(slot.left * k), round(slot.top * k), round(slot.width * k), round(slot.height * k))
            ivory = [y for x in range(seen.left, seen.right) for y in range(seen.top - 2, seen.bottom + 2)
                     if min(small.get_at((x, y))[:3]) > 150 and max(small.get_at((x, y))[:3]) - min(small.get_at((x, y))[:3]) < 70]
            heights.append(max(ivory) - min(ivory) + 1 if ivory else 0)
    assert len(heights) == 30 and min(heights) >= TALL, heights


TALL = 42


def rows_seat(scene, row) -> int:
    return scene.view.rows.rows.index(row)


def test_the_seats_felt_lies_in_one_candles_pool():
    """Bluff's felt is lit by one candle, not the play tables' lamp: a smaller, warmer pool, its corners falling
    much darker (look review 26: "the candle-lit tension of Red Dead's liar's dice")."""
    from game.render import table

    def corner_to_middle(felt) -> float:
        image = table.table_image((300, 380), 8, felt)
        middle = _mean(image, pygame.Rect(8 + 130, 8 + 140, 40, 40))
        corner = _mean(image, pygame.Rect(8 + 300 - 40, 8 + 380 - 40, 24, 24))      # (the south-east: no rail shadow)
        return sum(corner) / sum(middle)

    assert corner_to_middle(table.felt_for("bluff")) < 0.85 * corner_to_middle(table.felt_for("dicetime"))
