"""10000's bust on the table: the table jolts and the lost points fall away from the turn total.

The ribbon ("BUST - nothing scores") sweeps across the felt and stands; under it the felt and its planets jolt for a
moment (`shake_felt`: the felt's pixels moved in place, every frame of the shake); the points the turn lost stand
centred under "Turn total: 0", then break into their characters, which tumble down and fade within "this turn"
(`Effects.fall_away`). With reduced motion nothing shakes and the points fade where they stand.
"""

from __future__ import annotations

import pygame

from game.render import drawn, text, theme
from game.scenes.tenthousand.view import TURN_PART, TURN_TOTAL_AT, VALUE, turn_total_line
from game.words import number

TenThousandScene = object    # (read only; scenes never import one another)
LOSS_AREA = TURN_PART.inflate(-6, -6)   # the lost points fall within "this turn", never over the totals
SHAKE = (0.45, 8.0)                     # s, px


def loss_from(points: int) -> tuple[float, float]:
    """Where a bust's lost points stand before they fall: centred under the 'Turn total' line (saying `points`)."""
    width = text.width_of(turn_total_line(points), VALUE, True)
    return TURN_TOTAL_AT[0] + width / 2, TURN_TOTAL_AT[1] + text.font(VALUE, True).get_height() + 16


def stage(scene: TenThousandScene, lost: int, bankrupt: bool) -> None:
    """The bust's moment (the ribbon and the message are the scene's): the jolt, and unless a bankrupt wipe counts
    the board down instead, the lost points falling away."""
    reduced = scene.app.settings.reduced_motion
    scene.effects.shake(*SHAKE, reduced_motion=reduced)
    if lost and not bankrupt:
        scene.effects.fall_away(f"-{number(lost)}", loss_from(0), theme.DANGER, size=72, reduced_motion=reduced,
                                hold=0.45, area=LOSS_AREA, life=1.0)


def shake_felt(surface: pygame.Surface, scene: TenThousandScene) -> None:
    """The felt and the planets on it jolt while the scene's effects shake (the banner, drawn after, stands; never with
    reduced motion: `Effects.shake` gives no offset then)."""
    dx, dy = scene.effects.shake_offset()
    if dx or dy:
        felt = scene.panel.felt_rect
        clip = surface.get_clip()
        surface.set_clip(felt.clip(clip) if clip else felt)
        surface.scroll(dx, dy)
        surface.set_clip(clip)
        drawn.note(surface, felt)
