"""A small picture for each table rule (house rules of 10000 and Zehntausend, Bluff's table rules), in the style of the
settings' pictures (`game.render.setting_icons`): solid shapes lit from above with a dark lip, their lit parts in the
information blue showing the value (a rule that is on), planet dice in their own colours. Look review 28b, change 2:
"house rules and table rules: one icon plus one line per option".

10000: three alike (three planet dice, a plus badge while more is needed to bank), the smallest turn to bank (a bank,
its coin), bankrupt (a cracked coin), the point limit (a finish flag), set-aside (a shelf with a planet die on it, an
arrow while the game does it). Bluff: reroll with a bid (a planet die in a turning arrow), exact bid hits everyone
(three players, each losing a die while on), exact bid pays the bidder (a die passed from one player to the other),
points match (a cup with a star).
"""

from __future__ import annotations

import functools
import math

import pygame

from game.render import dice_tokens
from game.render.setting_icons import BODY, DARK, LIT, SCALE, lit_picture

NAMES = ("confirmation", "bank_minimum", "bankrupt", "target", "automatic_keeps",
         "reroll", "exact_hits_everyone", "exact_pays_bidder", "points")


def _die(big: pygame.Surface, face: int, centre: tuple[float, float], size: float, turn: float = 0.0) -> None:
    die = dice_tokens.face_token(face, round(size), star_for_six=True, numeral=False)
    if turn:
        die = pygame.transform.rotozoom(die, turn, 1.0)
    big.blit(die, die.get_rect(center=(round(centre[0]), round(centre[1]))))


def _person(solid: pygame.Surface, centre_x: float, foot: float, height: float) -> None:
    """A player: a round head over rounded shoulders, `height` px tall standing on `foot`."""
    head = height * 0.36
    pygame.draw.circle(solid, BODY, (centre_x, foot - height + head / 2), head / 2)
    body = pygame.Rect(0, 0, round(height * 0.58), round(height * 0.56))
    body.midbottom = (round(centre_x), round(foot))
    pygame.draw.rect(solid, BODY, body, border_top_left_radius=body.width // 2, border_top_right_radius=body.width // 2)


def _arrow(surface: pygame.Surface, colour, start, end, width: int) -> None:
    """A straight arrow from `start` to `end`, its head at `end`."""
    (x0, y0), (x1, y1) = start, end
    angle = math.atan2(y1 - y0, x1 - x0)
    head = width * 2.2
    back = (x1 - head * math.cos(angle), y1 - head * math.sin(angle))
    pygame.draw.line(surface, colour, start, back, width)
    left = (back[0] + head * 0.8 * math.cos(angle + math.pi / 2), back[1] + head * 0.8 * math.sin(angle + math.pi / 2))
    right = (back[0] - head * 0.8 * math.cos(angle + math.pi / 2), back[1] - head * 0.8 * math.sin(angle + math.pi / 2))
    pygame.draw.polygon(surface, colour, [end, left, right])


def _shapes(name: str, s: int, on: bool):
    """The picture's solid parts, its coloured parts and what goes over them in their own colours (planet dice), on
    `s` x `s` (already scaled)."""
    solid = pygame.Surface((s, s), pygame.SRCALPHA)
    paint = pygame.Surface((s, s), pygame.SRCALPHA)
    dice: list[tuple[int, tuple[float, float], float, float]] = []   # (face, centre, size, turn)
    c = s / 2
    w = max(2, s // 14)
    if name == "confirmation":          # three alike: three planet dice stacked, a plus while more is needed to bank
        d = s * 0.4
        dice += [(4, (c - d * 0.52, s * 0.7), d, 0.0), (4, (c + d * 0.52, s * 0.7), d, 0.0), (4, (c, s * 0.33), d, 0.0)]
        if on:
            pygame.draw.circle(paint, LIT, (s * 0.84, s * 0.2), s * 0.15)
            pygame.draw.rect(paint, DARK, (s * 0.84 - s * 0.09, s * 0.2 - w / 2, s * 0.18, w))
            pygame.draw.rect(paint, DARK, (s * 0.84 - w / 2, s * 0.2 - s * 0.09, w, s * 0.18))
    elif name == "bank_minimum":        # a bank: its roof, columns and steps, a coin in its gable
        roof = [(s * 0.08, s * 0.34), (c, s * 0.06), (s * 0.92, s * 0.34)]
        pygame.draw.polygon(solid, BODY, roof)
        for k in range(4):
            x = s * (0.2 + 0.2 * k)
            pygame.draw.rect(solid, BODY, (x - s * 0.055, s * 0.38, s * 0.11, s * 0.36))
        pygame.draw.rect(solid, BODY, (s * 0.06, s * 0.76, s * 0.88, s * 0.1), border_radius=w // 2)
        pygame.draw.circle(paint, LIT, (c, s * 0.24), s * 0.07)
    elif name == "bankrupt":            # a coin, cracked: lit (the total falls to 0) while on
        pygame.draw.circle(solid, BODY, (c, c), s * 0.42)
        pygame.draw.circle(paint, LIT if on else DARK, (c, c), s * 0.32)
        crack = [(c - s * 0.05, s * 0.1), (c + s * 0.06, s * 0.36), (c - s * 0.06, s * 0.55), (c + s * 0.05, s * 0.9)]
        pygame.draw.lines(paint, (20, 24, 50), False, crack, w)
    elif name == "target":              # a finish flag on its pole
        pygame.draw.rect(solid, BODY, (s * 0.16, s * 0.08, w, s * 0.84), border_radius=w // 2)
        pygame.draw.rect(solid, BODY, (s * 0.08, s * 0.86, s * 0.28, w), border_radius=w // 2)
        flag = pygame.Rect(round(s * 0.16 + w), round(s * 0.1), round(s * 0.7), round(s * 0.46))
        pygame.draw.rect(solid, BODY, flag)
        cell = flag.width / 4
        for row in range(3):
            for col in range(4):
                if (row + col) % 2:
                    pygame.draw.rect(paint, DARK, (flag.left + col * cell, flag.top + row * flag.height / 3,
                                                   math.ceil(cell), math.ceil(flag.height / 3)))
    elif name == "automatic_keeps":     # a shelf, a planet die on it, an arrow putting it there while automatic
        pygame.draw.rect(solid, BODY, (s * 0.06, s * 0.78, s * 0.88, s * 0.1), border_radius=w // 2)
        for x in (0.16, 0.78):
            pygame.draw.rect(solid, BODY, (s * x, s * 0.86, s * 0.06, s * 0.1))
        dice.append((5, (s * 0.62, s * 0.58), s * 0.38, 0.0))
        if on:
            _arrow(paint, LIT, (s * 0.12, s * 0.2), (s * 0.38, s * 0.5), w + 2)
    elif name == "reroll":              # a planet die in a turning arrow
        box = pygame.Rect(round(s * 0.08), round(s * 0.08), round(s * 0.84), round(s * 0.84))
        colour = LIT if on else BODY
        target = paint if on else solid
        pygame.draw.arc(target, colour, box, math.radians(20), math.radians(160), w + 2)
        pygame.draw.arc(target, colour, box, math.radians(200), math.radians(340), w + 2)
        for angle in (20, 200):
            a = math.radians(angle)
            x, y = c + box.width / 2 * math.cos(a) - w / 2, c - box.height / 2 * math.sin(a)
            d = 1 if angle == 20 else -1
            pygame.draw.polygon(target, colour, [(x - s * 0.1, y - d * s * 0.02), (x + s * 0.1, y - d * s * 0.02),
                                                 (x, y + d * s * 0.12)])
        dice.append((2, (c, c), s * 0.42, 12.0))
    elif name == "exact_hits_everyone":  # three players: each loses a die while on (one, the doubter, while off)
        for k, x in enumerate((0.17, 0.5, 0.83)):
            _person(solid, s * x, s * 0.96, s * 0.5)
            if on or k == 1:   # (a die flying off each player it hits)
                dice.append((4, (s * x, s * 0.2), s * 0.26, 14.0 * (k - 1)))
            else:
                pygame.draw.circle(paint, DARK, (s * x, s * 0.2), s * 0.05)
    elif name == "exact_pays_bidder":   # a die passed from the doubter to the bidder while on
        _person(solid, s * 0.18, s * 0.94, s * 0.56)
        _person(solid, s * 0.82, s * 0.94, s * 0.56)
        _arrow(paint, LIT if on else DARK, (s * 0.26, s * 0.22), (s * 0.74, s * 0.22), w + 1)
        dice.append((4, (c, s * 0.5), s * 0.28, 0.0))
    elif name == "points":              # a cup, a star on it while points are played
        cup = [(s * 0.2, s * 0.1), (s * 0.8, s * 0.1), (s * 0.72, s * 0.44), (c, s * 0.6), (s * 0.28, s * 0.44)]
        pygame.draw.polygon(solid, BODY, cup)
        for side in (-1, 1):
            handle = pygame.Rect(0, 0, round(s * 0.22), round(s * 0.26))
            handle.center = (round(c + side * s * 0.32), round(s * 0.26))
            pygame.draw.ellipse(solid, BODY, handle, w)
        pygame.draw.rect(solid, BODY, (c - w / 2 - 2, s * 0.56, w + 4, s * 0.2))
        pygame.draw.rect(solid, BODY, (s * 0.3, s * 0.76, s * 0.4, s * 0.12), border_radius=w // 2)
        star = [(c + s * (0.13 if k % 2 == 0 else 0.055) * math.sin(k * math.pi / 5),
                 s * 0.3 - s * (0.13 if k % 2 == 0 else 0.055) * math.cos(k * math.pi / 5)) for k in range(10)]
        pygame.draw.polygon(paint, LIT if on else DARK, star)
    return solid, paint, dice


@functools.lru_cache(maxsize=36)   # (nine options, on and off, a size or two: ~0.2 MiB, kept off the budgets)
def picture(name: str, size: int, on: bool) -> pygame.Surface:
    """Option `name`'s picture `size` px square (and its lip below), made once per size and value."""
    s = size * SCALE
    solid, paint, dice = _shapes(name, s, on)

    def over(big: pygame.Surface) -> None:
        for face, centre, side, turn in dice:
            _die(big, face, centre, side, turn)
    return lit_picture(solid, paint, size, over)


def draw(surface: pygame.Surface, name: str, centre: tuple[int, int], size: int, on: bool) -> pygame.Rect | None:
    """Option `name`'s picture `size` px tall around `centre` (lit while `on`); None for an option without one."""
    if name not in NAMES:
        return None
    image = picture(name, size, bool(on))
    return surface.blit(image, image.get_rect(center=(centre[0], centre[1] + 1)))
