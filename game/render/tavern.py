"""Bluff's table: dark wooden boards under one candle (look review 26: "Bluff has none of the candle-lit tension of
Red Dead's liar's dice"; "move Bluff off red felt ... brown wood with candle light, so the red out/lose banners mean
danger again").

Boards of dark walnut run across the screen, each its own tone, their grain streaks running along them, a dark seam
between two and a butt joint here and there; a candle hangs over the middle of the table, a little north: a warm pool
of light falls round it, and the light dies away into dark corners (a vignette). No star shines on it
(`game.render.sky.covers`). One picture per size, painted once (~40 ms at 1280x720) and kept (`sky.picture`): the
Bluff table's still layer blits it as its sky.
"""

from __future__ import annotations

import pygame

NAME = "tavern"                     # the sky's name (game.render.sky: a mood of its own, with no stars)
WOOD = (74, 44, 26)                 # a board's walnut where the candle lights it fully
BOARD = 0.135                       # a board's width, of the screen's height
GRAIN = 0.22                        # its streaks: this much lighter or darker than the board at most
TONES = (1.0, 0.86, 1.08, 0.93, 0.98, 0.9, 1.05, 0.95)   # each board's own tone, in turn
CANDLE = (0.5, 0.44)                # where the candle's light falls most (of the width, of the height)
REACH = (0.46, 0.62)                # its pool's radius (of the width, of the height)
AMBIENT = 0.2                       # the light far from the candle, of the pool's middle
WARM = (1.0, 0.84, 0.62)            # the candle's light in each channel (red, green, blue): warm
CORNER = 0.35                       # the vignette: the light at the very corners, of what it would be
GLEAM = 0.25                        # the candle's gleam on the polish right under it (its light that much more)


def paint(size: tuple[int, int]) -> pygame.Surface:
    """The table at `size`: boards, grain, seams, the candle's pool and the dark corners."""
    picture = _boards(size)
    light = _candle_light((max(2, size[0] // LOW), max(2, size[1] // LOW)))
    picture.blit(pygame.transform.smoothscale(light, size), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return picture


ALONG = 4   # the grain is worked out this many times narrower, then stretched along the boards
LOW = 8     # the candle's light is worked out this many times smaller, then smoothed up (it has no edge)


def _boards(size: tuple[int, int]) -> pygame.Surface:
    """The boards fully lit: each its own tone, the grain along it, a dark seam and a lit lip between two, a butt joint
    in each. The grain runs along the boards: worked out `ALONG` times narrower, then stretched along them."""
    import numpy  # (not at start: the title draws no table)

    width, height = size
    narrow = max(2, width // ALONG)
    rng = numpy.random.default_rng(2026)
    board_px = max(8.0, BOARD * height)
    boards = int(height / board_px) + 2
    y = numpy.arange(height, dtype=numpy.float32) + 0.5
    board = numpy.floor(y / board_px).astype(int)                     # per row of pixels
    edge = y - board * board_px                                        # px from its board's top
    cells = (max(2, width // 90 + 3), max(2, int(height / 3) + 3))
    noise = rng.standard_normal(cells).astype(numpy.float32)
    x = (numpy.arange(narrow, dtype=numpy.float32) + 0.5) * width / narrow
    bends = numpy.arange(boards, dtype=numpy.float32)[None, :]
    wander = (0.7 * numpy.sin(x[:, None] / (width * 0.11) + bends * 1.7)
              + 0.35 * numpy.sin(x[:, None] / (width * 0.031) + bends * 2.9))[:, board]     # (narrow, height)
    fx = (x / width * (cells[0] - 2))[:, None]
    fy = numpy.clip((y[None, :] + wander * 3.0) / 3.0, 0, cells[1] - 2.001)
    x0, y0 = fx.astype(int), fy.astype(int)
    tx, ty = fx - x0, fy - y0
    streak = ((noise[x0, y0] * (1 - tx) + noise[x0 + 1, y0] * tx) * (1 - ty)
              + (noise[x0, y0 + 1] * (1 - tx) + noise[x0 + 1, y0 + 1] * tx) * ty)
    tone = numpy.asarray([TONES[k % len(TONES)] for k in range(boards)], numpy.float32)[board]
    row = numpy.where(edge < 2.0, 0.35, numpy.where(edge < 3.0, 1.25, 1.0)).astype(numpy.float32)   # seam, lit lip
    factor = (tone * row)[None, :] * (1.0 + GRAIN / 1.8 * numpy.clip(streak, -1.8, 1.8))
    rgb = numpy.clip(factor[..., None] * numpy.asarray(WOOD, numpy.float32), 0, 255).astype(numpy.uint8)
    low = pygame.Surface((narrow, height))
    pygame.surfarray.blit_array(low, rgb)
    picture = pygame.transform.smoothscale(low, size)
    pores = rng.integers(246, 256, (64, 64, 3), dtype=numpy.uint8)        # the wood's fine pores: a tile, multiplied in
    pores[..., 1:] = pores[..., :1]
    tile = pygame.surfarray.make_surface(pores)
    for tx0 in range(0, width, 64):
        for ty0 in range(0, height, 64):
            picture.blit(tile, (tx0, ty0), special_flags=pygame.BLEND_RGB_MULT)
    dark = tuple(round(c * 0.4) for c in WOOD)
    for k, at in enumerate(rng.uniform(0.1, 0.9, boards) * width):    # a butt joint in each board
        top = k * board_px + 2
        pygame.draw.line(picture, dark, (round(at), round(top)), (round(at), round(top + board_px - 3)), 2)
    return picture


def _candle_light(size: tuple[int, int]) -> pygame.Surface:
    """The candle's light on the boards, `size` (a small map: it is smoothed up): a warm pool round it, whiter in its
    middle, ember-warm towards its edge, dying away to dark corners; a gleam on the polish under it."""
    import numpy

    width, height = size
    u = (numpy.arange(width, dtype=numpy.float32)[:, None] + 0.5) / width
    v = (numpy.arange(height, dtype=numpy.float32)[None, :] + 0.5) / height
    dx, dy = (u - CANDLE[0]) / REACH[0], (v - CANDLE[1]) / REACH[1]
    pool = numpy.exp(-(dx * dx + dy * dy))
    light = AMBIENT + (1.0 - AMBIENT) * pool
    corner = numpy.minimum(numpy.minimum(u, 1 - u) / 0.22, 1.0) * numpy.minimum(numpy.minimum(v, 1 - v) / 0.3, 1.0)
    light = light * (CORNER + (1.0 - CORNER) * corner ** 0.6)
    gleam = 1.0 + GLEAM * numpy.exp(-((dx / 0.5) ** 2 + (dy / 0.45) ** 2))
    rgb = numpy.empty((width, height, 3), numpy.float32)
    for c in range(3):
        warmth = 1.0 + (WARM[c] - 1.0) * (1.0 - pool)
        rgb[..., c] = 255.0 * numpy.minimum(1.0, light * warmth * gleam)
    picture = pygame.Surface(size)
    pygame.surfarray.blit_array(picture, numpy.rint(rgb).astype(numpy.uint8))
    return picture
