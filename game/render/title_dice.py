"""Planet dice floating beside the title menu, slowly turning so every planet comes round.

They are the dice of the game, drawn by the same code as a die tumbling on the felt (`dice_view.die_faces`,
`planet_faces.draw_face`: the same faces, planets and rims, no wireframe bevel), lit a little more, each face's
blue darker away from the lamp, its rim lit where it faces the lamp, a gloss and a dark outline, so they read as
solid cubes against the dark sky (look review 17m: "see-through wireframes"; the faint halo they had is gone). Decoration only: no physics and nothing read. With reduced motion they hold still
(drawn once into a cached layer).
"""

from __future__ import annotations

import math

import pygame
from pygame import gfxdraw

from game.physics import Pose, cube
from game.render import dice_view, planet_faces

# (x, y) as fractions of the screen, edge as a fraction of its height, the corner turned to the
# camera (its three faces show: +1 shows 1, 2 and 3; -1 shows 6, 5 and 4), turn rate (rad/s), phase.
DICE = (
    (0.15, 0.40, 0.20, 1, 0.45, 0.3),
    (0.18, 0.75, 0.15, -1, -0.6, 2.0),
    (0.85, 0.37, 0.16, -1, 0.5, 4.1),
    (0.845, 0.71, 0.20, 1, -0.4, 1.2),
)
BOB = 6.0         # px up and down


def _corner_up(sign: int) -> cube.Quat:
    """The turn that points the die's corner (sign, sign, sign) straight up (world -z)."""
    d = _unit((sign, sign, sign))
    up = (0.0, 0.0, -1.0)
    axis = _unit((d[1] * up[2] - d[2] * up[1], d[2] * up[0] - d[0] * up[2], d[0] * up[1] - d[1] * up[0]))
    return cube.about_axis(axis, math.acos(d[0] * up[0] + d[1] * up[1] + d[2] * up[2]))


def _unit(v: tuple[float, float, float]) -> tuple[float, float, float]:
    n = math.sqrt(sum(c * c for c in v))
    return (v[0] / n, v[1] / n, v[2] / n)


class TitleDice:
    def __init__(self, size: tuple[int, int]) -> None:
        self.size = size
        self.time = 0.0
        self.camera = dice_view.Camera((0, 0), size)
        self._still: pygame.Surface | None = None

    def update(self, dt: float, reduced_motion: bool) -> None:
        if not reduced_motion:
            self.time += dt

    def poses(self) -> list[tuple[Pose, float]]:
        """Each die stands on a corner (three faces to the camera), turning about the vertical and rocking
        a little, so its planets come round."""
        w, h = self.size
        out = []
        for k, (fx, fy, fe, corner, rate, phase) in enumerate(DICE):
            edge = fe * h
            t = self.time + phase
            rock = cube.about_axis((1.0, 0.0, 0.0), 0.35 * math.sin(0.4 * t))
            q = cube.multiply(cube.yaw(rate * t), cube.multiply(rock, _corner_up(corner)))
            bob = BOB * math.sin(self.time * 1.1 + k * 1.7)
            out.append((Pose(fx * w, fy * h + bob, 0.0, q, edge * 1.2), edge))
        return out

    def areas(self) -> list[pygame.Rect]:
        """Where each die may be drawn as it turns and bobs, with 8 px of sky round it: a die on its corner,
        seen from the felt dice's slant (`dice_view.slant`), reaches 0.86 edges left of its middle, 0.99 right, 0.8
        above and 1.11 below (measured over its turn); a margin of 0.95 all round (where its halo stood)."""
        out = []
        for fx, fy, fe, *_turn in DICE:
            edge = fe * self.size[1]
            x, y = self.camera.project(fx * self.size[0], fy * self.size[1], edge * 1.2)
            left, top = x - 0.95 * edge - 8, y - 0.95 * edge - BOB - 8
            out.append(pygame.Rect(round(left), round(top), round(1.95 * edge + 16), round(2.07 * edge + 2 * BOB + 16)))
        return out

    def draw(self, surface: pygame.Surface, reduced_motion: bool) -> None:
        if reduced_motion:
            if self._still is None:
                self._still = pygame.Surface(self.size, pygame.SRCALPHA)
                self._paint(self._still)
            surface.blit(self._still, (0, 0))
            return
        self._paint(surface)

    def _paint(self, surface: pygame.Surface) -> None:
        for pose, edge in self.poses():
            _draw_die(surface, self.camera, pose, edge)


LIFT = 0.1     # the faces lit this much more than on the felt: on the dark sky a die's dark blue reads as glass


OUTLINE = (8, 10, 28)     # the cube's silhouette, dark against the sky
FALL = 0.45 # a face's blue this much darker at its edge away from the lamp (`planet_faces.draw_face`)
BEVEL = 0.1               # the lit rim's width, of the face's half edge
SHINE = 0.34              # the gloss on the face turned most to the lamp: its size, of the face's half edge


def _draw_die(surface: pygame.Surface, camera: dice_view.Camera, pose: Pose, edge: float) -> None:
    """A die as the game draws a tumbling one (`dice_view.die_faces` and `planet_faces.draw_face`: the same
    faces, planets and rims), lit a little more (`LIFT`), so it reads as a solid cube on the night sky: a dark
    outline round it, each face's light falling off away from the lamp and its rim lit where it faces the lamp (as a resting die's top) and a soft gloss on the
    face most lit."""
    faces = dice_view.die_faces(camera, pose, edge)
    corners = [(cx + a * ux + b * vx, cy + a * uy + b * vy) for _f, (cx, cy), (ux, uy), (vx, vy), _l, _n in faces
               for a, b in ((-1, -1), (1, -1), (1, 1), (-1, 1))]
    pygame.draw.polygon(surface, OUTLINE, dice_view.hull(corners), 5)
    for face, centre, u, v, light, _n in faces:
        planet_faces.draw_face(surface, cube.FACES[face][2], centre, u, v, min(1.3, light + LIFT), fall=FALL,
                               bevel=BEVEL)
    lx, ly = planet_faces.TOWARDS_LAMP
    blend = gfxdraw.filled_polygon           # (blends where its colour is see-through: no layer to blit)
    _f, (cx, cy), u, v, _l, _n = max(faces, key=lambda f: f[4])
    det = u[0] * v[1] - u[1] * v[0]
    s, t = (lx * v[1] - ly * v[0]) / det * 0.45, (u[0] * ly - u[1] * lx) / det * 0.45   # towards the lamp on it
    for k in range(3):
        r = SHINE * (1.0 - k * 0.3)
        blend(surface, [(cx + (s + r * c) * u[0] + (t + r * n) * v[0], cy + (s + r * c) * u[1] + (t + r * n) * v[1])
                        for c, n in _ROUND], (255, 255, 255, 24))


_ROUND = [(math.cos(2 * math.pi * k / 12), math.sin(2 * math.pi * k / 12)) for k in range(12)]
