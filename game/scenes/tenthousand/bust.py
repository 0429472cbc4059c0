"""10000's bust on the table: the table jolts and the lost points fall away from the turn total.

The ribbon ("BUST - nothing scores") sweeps across the felt and stands; under it the planets jolt for a moment
(`shake_felt`: the felt's pixels round them moved in place, every frame of the shake); the points the turn lost stand
centred under "Turn total: 0", then break into their characters, which tumble down and fade within "this turn"
(`Effects.fall_away`). With reduced motion nothing shakes and the points fade where they stand.
"""

from __future__ import annotations

import pygame

from game.render import drawn, text, theme
from game.render.flourish import fall_pictures
from game.scenes.playkit import chips
from game.scenes.tenthousand.view import TURN_PART, TURN_TOTAL_AT, VALUE, turn_total_line
from game.words import number

TenThousandScene = object    # (read only; scenes never import one another)
LOSS_AREA = TURN_PART.inflate(-6, -6)   # the lost points fall within "this turn", never over the totals
SHAKE = (0.45, 8.0)                     # s, px


POINTS_SIZE = 72


def warm() -> None:
    """The lost points' pictures, made with the table (not in the frame a throw busts)."""
    fall_pictures("-0123456789,.", POINTS_SIZE)


def loss_from(points: int) -> tuple[float, float]:
    """Where a bust's lost points stand before they fall: centred under the 'Turn total' line (saying `points`)."""
    width = text.width_of(turn_total_line(points), VALUE, True)
    return TURN_TOTAL_AT[0] + width / 2, TURN_TOTAL_AT[1] + text.font(VALUE, True).get_height() + 16


RIBBON = 90     # px: the ribbon's height with its shadow and a little air


def ribbon_lane(tray: pygame.Rect, dice: list[pygame.Rect]) -> tuple[int, int]:
    """Where the bust's ribbon stands across the felt: the middle, unless a planet lies there; then a third up or down,
    wherever it covers the fewest planets (look review 13a: the ribbon cut through the last die, the one that busted).
    `dice`: the planets at rest on the felt."""
    lanes = (tray.centery, tray.top + round(tray.height * 0.27), tray.top + round(tray.height * 0.73))

    def covered(y: int) -> int:
        band = pygame.Rect(tray.left, y - RIBBON // 2, tray.width, RIBBON)
        return sum(1 for die in dice if band.colliderect(die))

    return tray.centerx, min(lanes, key=covered)     # (the first of the fewest: the middle when it is clear)


def dice_at_rest(panel) -> list[pygame.Rect]:
    """The planets lying on the felt, each as the square it is drawn in (`chips.die_box`, as the worth chips keep off)."""
    return [chips.die_box(centre, panel.radius) for centre in map(panel.die_center, panel.on_felt) if centre is not None]


def stage(scene: TenThousandScene, lost: int, bankrupt: bool) -> None:
    """The bust's moment (the ribbon and the message are the scene's): the jolt, and unless a bankrupt wipe counts
    the board down instead, the lost points falling away."""
    reduced = scene.app.settings.reduced_motion
    scene.effects.shake(*SHAKE, reduced_motion=reduced)
    if lost and not bankrupt:
        scene.effects.fall_away(f"-{number(lost)}", loss_from(0), theme.DANGER, size=POINTS_SIZE, reduced_motion=reduced,
                                hold=0.45, area=LOSS_AREA, life=1.0)


def shake_felt(surface: pygame.Surface, scene: TenThousandScene) -> None:
    """The planets on the felt jolt while the scene's effects shake (the banner, drawn after, stands; never with
    reduced motion: `Effects.shake` gives no offset then). Only the felt round the planets is moved in place (the felt
    is plain: moving all of it showed nothing more and cost ~0.2 ms a frame)."""
    dx, dy = scene.effects.shake_offset()
    if not (dx or dy):
        return
    panel = scene.panel
    felt, reach = panel.felt_rect, round(panel.radius * 1.5) + 10
    centres = [centre for die in panel.on_felt if (centre := panel.die_center(die)) is not None]
    if not centres:
        return
    xs, ys = [round(x) for x, _y in centres], [round(y) for _x, y in centres]
    area = pygame.Rect(min(xs) - reach, min(ys) - reach, max(xs) - min(xs) + 2 * reach,
                       max(ys) - min(ys) + 2 * reach).clip(felt)
    clip = surface.get_clip()
    surface.set_clip(area.clip(clip) if clip else area)
    surface.scroll(dx, dy)
    surface.set_clip(clip)
    drawn.note(surface, area)
