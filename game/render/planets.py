"""Planet dice in a tray: what the scenes call to draw a physics tray and its dice.

The dice are cubes with a planet on each face (``planet_faces``), drawn through the
table's perspective camera (``dice_view``) from the tray's poses. A die that lies
flat shows its value as a big upright numeral on top: the value physics read from
its rest pose. Held (locked) dice get a band inside their top and a padlock badge in its corner. With ``star_for_six`` (Bluff) a star
replaces the 6; the reading is the same.

Nothing here changes the dice: it only looks at poses.
"""

from __future__ import annotations

import math
import weakref
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence

import pygame

from game.physics import Tray, cube
from game.render import dice_view, drawn, held_die, marks, rest_die, theme
from game.render.planet_faces import PLANET_COLOUR
from game.render.surface_cache import surface_cache

Colour = tuple[int, int, int]

# A colour per die position (trails and other per-die cues).
PLANET_COLOURS: tuple[Colour, ...] = tuple(PLANET_COLOUR[v] for v in (2, 3, 5, 6, 4, 1))
SETTLE_RING = (215, 226, 255)   # the soft ring a die shows as it settles (not gold: gold is for rewards)
LOCK_SHADOW = (16, 18, 40)
LOCK_GLYPH = (246, 242, 255)   # the padlock on the badge's ultraviolet disc: near white (dark on it read as a blot)
NUMERAL_SHADOW = dice_view.NUMERAL_SHADOW


def label_image(value: int, size: int, colour: Colour = dice_view.NUMERAL, star_for_six: bool = False
                ) -> pygame.Surface:
    """A face value as a picture: a bold numeral in ``colour`` with a dark outline, or a star for a Bluff 6."""
    return dice_view.numeral_image(value, size, star_for_six, tuple(colour))


def lock_badge(radius: int) -> pygame.Surface:
    """The held-die badge: a light padlock on a disc in the lock colour, rimmed dark (``radius`` px): the lock's one mark
    (look review 18: a lime band inside the white focus ring was a busy double outline). At least BADGE_LEAST px: a
    Revenge's small dice' badges were about 5 px at 800x450 (look review 19); 18 px across, its disc 8 at 800x450."""
    return _lock_badge(max(BADGE_LEAST, int(radius)))


BADGE_LEAST = 10  # px: the smallest badge radius (at 1280x720; look review 29a #5: 8 read as ~7 px locks at 800x450)


@surface_cache(max_mib=1)
def _lock_badge(radius: int) -> pygame.Surface:
    scale = 4                                   # drawn big, then smoothed down: crisp at 8 px
    r = radius * scale
    size = 2 * r + 2 * scale
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(image, LOCK_SHADOW, (c, c), r)
    pygame.draw.circle(image, theme.LOCKED, (c, c), r - max(2, round(r * 0.14)))
    body = pygame.Rect(0, 0, round(r * 0.9), round(r * 0.68))
    body.midtop = (round(c), round(c - r * 0.1))
    shackle = pygame.Rect(0, 0, round(r * 0.6), round(r * 0.74))
    shackle.midbottom = (round(c), body.top + round(r * 0.3))
    pygame.draw.ellipse(image, LOCK_GLYPH, shackle, max(2, round(r * 0.15)))
    pygame.draw.rect(image, LOCK_GLYPH, body, border_radius=max(1, round(r * 0.14)))
    pygame.draw.circle(image, theme.LOCKED, (c, body.top + body.height * 0.45), max(1, r * 0.11))
    return pygame.transform.smoothscale(image, (size // scale, size // scale))


def draw_lock_badge(surface: pygame.Surface, centre: tuple[float, float], radius: float) -> pygame.Rect:
    image = lock_badge(round(radius))
    return drawn.note(surface, surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1])))))


def lock_badge_centre(corners: Sequence[tuple[float, float]], centre: tuple[float, float],
                      ringed: bool = False, at: float = 0.0) -> tuple[float, float]:
    """Where a held die's badge sits: in the corner of its top that lies furthest up and left on the
    screen, well clear of the numeral in the middle; on a `ringed` 6, of the two corners its ring does not
    run to (it runs corner to corner, `planet_faces.RING_TILT`: to `top_corners`' second and fourth; review
    15b: the badge sat on the ring, the 6's most telling part). Up and left, as the 6's free corner lies
    (the ring runs up to the right): every die's badge in one place (look review 17m: a 6's upper-right
    corner is its ring's, its badge jumped to its lower right)."""
    cx, cy = centre
    at = at or LOCK_BADGE_AT
    x, y = max(corners[0::2] if ringed else corners, key=lambda p: -(p[0] - cx) - (p[1] - cy))
    return cx + (x - cx) * at, cy + (y - cy) * at


def badge_at(edge: float) -> float:
    """How far out a die of `edge` px wears its badge: LOCK_BADGE_AT, and on a die so small that its badge is held at
    BADGE_LEAST (a Revenge's small boards), out on the top's corner (look review 28a #9: it covered their numerals)."""
    return LOCK_BADGE_AT if edge * LOCK_BADGE_SIZE >= BADGE_LEAST + 1 else SMALL_BADGE_AT


SMALL_BADGE_AT = 1.0       # on a small die (`badge_at`): on its top's corner, the numeral clear (0.92 with an 8 px badge)
LOCK_BADGE_AT = 0.64       # of the way from the top's middle to its corner (0.66 with the smaller badge; a 6's ring, its other corners: test_dice_drawing)
LOCK_BADGE_SIZE = 0.17    # badge radius, of the die's edge (0.15 while a band went round the top too)
TOKEN_BADGE_SIZE = 0.21   # on a flat token, of its width
TOKEN_BADGE_LEAST = 8     # px: its least radius (a tray die's is BADGE_LEAST)
TOKEN_BADGE_AT = 0.82      # of the way from a flat token's middle to its corner: its numeral is 0.6 of its width


def draw_lock(surface: pygame.Surface, camera: dice_view.Camera, pose, edge: float) -> None:
    """A held die: a padlock badge in its top's upper-left corner, on the die's top (dice that touch never share a
    mark) and off the numeral, the same before, during and after a throw, on every planet (a dark rim round its
    ultraviolet disc), under the focus ring or none (look review 18: the band inside the top made a busy double outline
    under the ring; review 17m: a held die that lost its band under the ring read as another kind of held die: now
    none has one)."""
    centre = dice_view.top_centre(camera, pose, edge)
    top = dice_view.top_corners(camera, pose, edge)
    ringed = cube.face_value(pose.orientation) == 6     # (Bluff's star for the 6 loses nothing by it)
    draw_lock_badge(surface, lock_badge_centre(top, centre, ringed, badge_at(edge)), edge * LOCK_BADGE_SIZE)


def draw_lifted(surface: pygame.Surface, camera: dice_view.Camera, pose, edge: float, badge: bool, up: float, *,
                star_for_six: bool = False, numeral_scale: float = 1.0) -> None:
    """A held die drawn lifted `up` px (`held_die.draw`), with its badge (``badge``) on its lifted top, where
    `draw_lock` puts it on a die lying there."""
    top = held_die.draw(surface, camera, pose, edge, up, star_for_six=star_for_six, numeral_scale=numeral_scale)
    if badge and top is not None:
        centre = (sum(x for x, _y in top) / 4.0, sum(y for _x, y in top) / 4.0)
        ringed = cube.face_value(pose.orientation) == 6
        draw_lock_badge(surface, lock_badge_centre(top, centre, ringed, badge_at(edge)), edge * LOCK_BADGE_SIZE)


def draw_token_lock(surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
    """The same lock on a flat token (a covered die, a small die in a picture): the badge on its upper-left corner, a
    little bigger than a big die's (TOKEN_BADGE_SIZE: a 36 px token's would be 6 px), clear of the token's numeral
    (TOKEN_BADGE_AT; look review 26: at the big dice's 0.64 it covered the small numerals). Its rect."""
    corner = (rect.centerx - rect.width * 0.5 * TOKEN_BADGE_AT, rect.centery - rect.height * 0.5 * TOKEN_BADGE_AT)
    image = _lock_badge(max(TOKEN_BADGE_LEAST, int(rect.width * TOKEN_BADGE_SIZE)))   # (a token's numeral is big)
    return drawn.note(surface, surface.blit(image, image.get_rect(center=(round(corner[0]), round(corner[1])))))


def draw_slot_lock(surface: pygame.Surface, tray: Tray, slot: int, origin: tuple[float, float],
                   alpha: float = 1.0) -> None:
    """The lock of the die in physics slot ``slot`` (over a cached picture of resting dice)."""
    camera = dice_view.Camera(origin, (tray.width, tray.height))
    draw_lock(surface, camera, tray.pose(slot, alpha), tray.edge)


def body_centre(tray: Tray, index: int, origin: tuple[float, float], alpha: float = 1.0) -> tuple[float, float]:
    """The middle of die ``index`` as drawn (screen px: its top and the sides it shows below it, `dice_view.slant`):
    the rings round a die (hint, computer) and pointers go there."""
    camera = dice_view.Camera(origin, (tray.width, tray.height))
    x, y = dice_view.top_centre(camera, tray.pose(index, alpha), tray.edge)
    kx, ky = dice_view.slant(camera, tray.edge)     # (kept there: asked for every die, every frame)
    return x + kx * tray.edge / 2.0, y + ky * tray.edge / 2.0


def body_corners(tray: Tray, index: int, origin: tuple[float, float], alpha: float = 1.0) -> list[tuple[float, float]]:
    """The screen corners of the square round die ``index``'s top and sides (`dice_view.body_corners`: the focus
    hugs the die round them)."""
    camera = dice_view.Camera(origin, (tray.width, tray.height))
    return dice_view.body_corners(camera, tray.pose(index, alpha), tray.edge)


def felt_point(tray: Tray, origin: tuple[float, float], pos: tuple[float, float]) -> tuple[float, float]:
    """The felt point (tray-local) under screen point ``pos`` seen at the height of a resting die's top:
    what a click on a drawn die means to ``Tray.die_at``."""
    camera = dice_view.Camera(origin, (tray.width, tray.height))
    s = camera.scale(tray.edge)
    return (camera.cx + (pos[0] - origin[0] - camera.cx) / s, camera.cy + (pos[1] - origin[1] - camera.cy) / s)


NUMERAL_POP = 0.3     # s: a numeral grows in as its die comes to lie flat


class _Showing:
    """What a tray's dice lying flat show (`draw_tray_dice`): which kept pictures of dice at rest, which stand-ins
    (`rest_die.stand_in`), and the picture being made, a step a frame."""

    def __init__(self) -> None:
        self.shown: set[tuple] = set()
        self.stand_ins: set[tuple] = set()
        self.making: tuple | None = None          # the picture being made (`rest_die.making`)
        self._wanted: tuple | None = None         # the picture asked for first in this frame (`ask`)
        self._steps: Iterator[None] = iter(())
        self._stepped = self._waited = self._rolled = self._room = self._lacking = self._rolling = False
        self._before: dict[int, tuple] = {}       # each flat die's picture key in the frame before
        self._now: dict[int, tuple] = {}

    def frame(self, rolling: bool, airborne: bool = False) -> Callable[[int, tuple, bool], Callable | None]:
        """How this frame's dice ask (`look`): while the dice roll and after, until no die waits for its picture; at
        once (`at_once`) for dice drawn at rest with no throw seen rolling (a scene drawn anew, a still picture). No
        picture's step while a die is ``airborne`` (tumbling dice are a throw's dearest frames: they wait, stand-ins);
        neither a stand-in nor a step in the frame the throw ends (the scene shows what it scored in that frame: its
        panels' dearest redraw, frame19)."""
        if not (rolling or self._rolled):
            return self.at_once
        ended, self._rolling = self._rolling and not rolling, rolling
        self._rolled = True
        self._stepped, self._lacking = self._lacking or airborne, False    # (stand-ins first: a step waits while a die
        self._waited = False                                  # lacked its stand-in in the frame before)
        self._room = not ended
        self._before, self._now = self._now, {}
        return self.look

    def end_frame(self, rolling: bool) -> None:
        """A picture's step if a die asked for one (`ask`) and no stand-in was made in this frame (each ~0.3 ms: a
        frame that made both was among the landings' dearest, frame19)."""
        if self._wanted is not None and self._room:
            self._step()
        self._wanted = None
        if not rolling and not self._waited:
            self._rolled = False

    def look(self, index: int, key: tuple, resting: bool) -> Callable | None:
        """What die ``index`` lying flat, its picture ``key``, shows in this frame: its kept picture once made (at rest,
        `ask`), else its stand-in (at rest, or turning so little that it shows as in the frame before: at most one
        stand-in made a frame, each ~0.15 ms; several dice stop together when the throw ends; no picture's step in a
        frame after one where a die lacked its stand-in), else None: drawn as it turned (`dice_view.draw_die`'s sliding
        cube)."""
        self._now[index] = key
        if resting:
            if self.ask(key):
                return rest_die.rest_picture
        elif self._before.get(index) != key:
            return None
        if key not in self.stand_ins:
            if not self._room:
                self._lacking = True
                return None
            self._room = False
            self.stand_ins.add(key)
        return rest_die.stand_in

    def ask(self, key: tuple) -> bool:
        """Whether a die at rest whose picture is ``key`` shows it in this frame; the first die asking for a picture
        not shown yet has the making moved on a step at the frame's end (`end_frame`), at most one step a frame."""
        if key in self.shown:
            return True
        if not self._stepped:
            self._stepped = True
            self._wanted = key
        self._waited = True
        return False

    def _step(self) -> None:
        """The making's next step (of the picture asked for first, if none is being made); a picture made shows
        from the next frame on."""
        if self.making is None:
            self.making, self._steps = self._wanted, rest_die.making(*self._wanted)
        try:
            next(self._steps)
        except StopIteration:
            self.shown.add(self.making)
            self.making = None

    def at_once(self, _index: int, key: tuple, resting: bool) -> Callable | None:
        if not resting:
            return None
        self.shown.add(key)
        return rest_die.rest_picture


_SHOWN: weakref.WeakKeyDictionary[Tray, _Showing] = weakref.WeakKeyDictionary()   # per tray


def draw_tray_dice(
    surface: pygame.Surface,
    tray: Tray,
    origin: tuple[float, float],
    alpha: float,
    *,
    locked: Sequence[bool] = (),
    focus: int | None = None,
    star_for_six: bool = False,
    clock: float = 0.0,
    reduced_motion: bool = False,
    shown: Collection[int] | None = None,
    numeral_scale: float = 1.0,
    still: bool = False,
    lifted: Mapping[int, tuple[float, bool, float]] | None = None,
    felt: pygame.Rect | None = None,
) -> None:
    """Every die of ``tray`` with its shadow (only the dice ``shown``, when given), the felt's top-left
    corner at ``origin``.

    Dice are drawn lowest first, then from far to near (seen from the south-east: `dice_view.nearness`), so a
    die in the air or nearer the eye covers the ones it passes. A die that lies flat shows its value;
    the numeral pops in as it lands (not with reduced motion). ``numeral_scale``: numerals this much
    bigger than a die's own (a hand read all game).

    A die that comes to rest in a throw goes on being drawn as it was while it turned (`dice_view.draw_die`'s sliding
    cube: polygons, the same look) until its kept picture (`rest_die.rest_picture`, 0.35-0.5 ms) is made, a step a
    frame (`rest_die.making`), one picture at a time per tray: several dice stopping in one frame made several pictures
    in it (10000's worst frames). Which frame shows it follows from the throw alone (never from the pictures kept from
    before): the same throw draws the same frames. A picture once shown on this tray shows at once again; dice drawn
    at rest with no throw seen rolling (a scene drawn anew) and ``still`` (the still picture, drawn once and kept)
    show theirs at once.

    ``lifted``: held dice drawn lifted off the felt (`held_die`): slot -> (how far through its lift, whether it shows
    its badge, px up now), drawn in their place in that order as dice that high.

    ``felt``: the drawn felt; every shadow stays on it (a die high in the air casts its shadow far south-east, and
    it fell on the tray's frame and the button bar under it: look review 29b #1). The dice themselves are not clipped.
    """
    camera = dice_view.Camera(origin, (tray.width, tray.height))
    order = []
    lifted = lifted or {}
    edge = tray.edge
    for index in range(tray.count):
        if tray.is_present(index) and (shown is None or index in shown):
            pose = tray.pose(index, alpha)
            up = lifted[index][2] if index in lifted else 0.0
            order.append((pose.height + up, dice_view.nearness(pose), index, pose))
    order.sort()
    clip = surface.get_clip()
    if felt is not None:
        surface.set_clip(felt.clip(clip))
    for _h, _y, index, pose in order:
        if index in lifted:
            held_die.draw_under(surface, camera, pose, edge, lifted[index][0])
        else:
            dice_view.draw_shadow(surface, camera, pose, edge)
    surface.set_clip(clip)
    showing = _SHOWN.get(tray)
    if showing is None:
        showing = _SHOWN[tray] = _Showing()
    rolling = tray.thrown and not tray.settled
    airborne = rolling and not all(tray.lying_flat(index) for _h, _y, index, _pose in order)
    kept = showing.at_once if still else showing.frame(rolling, airborne)
    for _h, _y, index, pose in order:
        if index in lifted:
            draw_lifted(surface, camera, pose, edge, *lifted[index][1:], star_for_six=star_for_six,
                        numeral_scale=numeral_scale)
            continue
        flat = tray.lying_flat(index)
        sliding = flat and turning(tray, index)
        scale = numeral_scale
        if flat and not reduced_motion:
            t = tray.flat_for(index) / NUMERAL_POP
            if t < 1.0:
                low = dice_view.NUMERAL_POP_LOW
                scale *= low + (1.0 - low) * t + 0.5 * math.sin(math.pi * t) * (1.0 - t)
        dice_view.draw_die(surface, camera, pose, edge, star_for_six=star_for_six, show_value=flat,
                           numeral_scale=scale, sliding=sliding,
                           kept=lambda key, resting, index=index: kept(index, key, resting))
    if not still:
        showing.end_frame(rolling)
    for _h, _y, index, pose in order:
        if index < len(locked) and locked[index] and index not in lifted:
            draw_lock(surface, camera, pose, edge)
        if focus == index:
            marks.focus_die(surface, dice_view.body_corners(camera, pose, edge), clock=clock,
                            reduced_motion=reduced_motion)


def warm_tops(tray: Tray, origin: tuple[float, float], star_for_six: bool = False) -> bool:
    """Make ahead the picture of one resting die's top as `draw_tray_dice` blits it (`rest_die.rest_picture`), for a tray
    that came to rest: a Bluff seat's dice rest under its cup long before the reveal lifts it, and a card drawn then
    made all its dice's tops in one frame (~0.05 ms each). Call it once a frame while it returns True (one was made;
    False: none is left to make)."""
    camera = dice_view.Camera(origin, (tray.width, tray.height))
    for index in range(tray.count):
        if tray.is_present(index) and tray.lying_flat(index) and not tray.moving(index):
            pose = tray.pose(index, 1.0)
            key = dice_view.rest_key(camera, pose, tray.edge, star_for_six)
            if key is None:
                continue
            _SHOWN.setdefault(tray, _Showing()).shown.add(key)     # (shown at once when the cup lifts)
            if not rest_die.rest_picture.has(*key):
                rest_die.rest_picture(*key)
                return True
    return False


def turning(tray: Tray, index: int) -> bool:
    """Whether die ``index`` turned on the felt in the last step (a die that landed and spins on)."""
    if not tray.moving(index):
        return False
    return tray.pose(index, 0.0).angle != tray.pose(index, 1.0).angle
