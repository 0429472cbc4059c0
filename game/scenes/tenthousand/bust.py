"""10000's bust on the table: the light goes out of the felt, the table jolts and the lost points fall away.

Its own moment, of HOT DICE's weight (`hot_dice`): the felt turns a cold dark grey and the planets that busted stay on
it, greyed (their numerals as readable: `cold_felt`, `grey_dice`, drawn into the tray's part of the still layer while
the bust shows, the cold felt made ahead over the bare felt: `keep_felt`); a red flash runs over the felt (`draw`) as
the ribbon ("BUST – nothing scores") sweeps across it; under the ribbon the planets jolt for a moment (`shake_felt`: the
felt's pixels round them moved in place, every frame of the shake); the points the turn lost stand centred under
"Turn total: 0", clear of it, then break into their characters, which tumble down and fade within "this turn" under the
line (`Effects.fall_away`). Then the turn passes. With reduced motion nothing shakes or flashes: the cold felt, the grey
planets and the ribbon stand, and the points fade where they stand.
"""

from __future__ import annotations

import pygame

from game.render import drawn, text, theme
from game.render.clearing import clear_place
from game.render.flourish import fall_pictures
from game.render.panel import wash
from game.scenes.playkit import chips
from game.scenes.playkit.reading import reading_seconds
from game.scenes.tenthousand.view import TOTAL_SIZE, TURN_PART, TURN_TOTAL_AT, board_row_center
from game.scenes.tenthousand.words import bust_words
from game.words import number

TenThousandScene = object    # (read only; scenes never import one another)
SHAKE = (0.45, 8.0)                     # s, px
POINTS_SIZE = 56                        # the lost points (under "Turn total", clear of it, inside "this turn")
GAP = 6                                 # px between the "Turn total" line and the lost points
FLASH = 0.35                            # s the red flash over the felt takes to die away
FLASH_ALPHA = 110                       # its strength at first
COLD = 215                              # the cold felt: its grey this bright (of 255)
RIBBON = 90     # px: the ribbon's height with its shadow and a little air
AIR = 10        # px more kept between it and a planet


def warm() -> None:
    """The lost points' pictures, made with the table (not in the frame a throw busts)."""
    fall_pictures("-0123456789,.", POINTS_SIZE)


def line_bottom() -> int:
    """Where the 'Turn total' line ends (its type's height under its top)."""
    return TURN_TOTAL_AT[1] + text.font(TOTAL_SIZE, True).get_height()


def loss_area() -> pygame.Rect:
    """Where the lost points show: "this turn" under the 'Turn total' line (they never meet it, nor the totals)."""
    top = line_bottom() + 2
    return pygame.Rect(TURN_PART.left + 6, top, TURN_PART.width - 12, TURN_PART.bottom - 4 - top)


def loss_from(label: str) -> tuple[float, float]:
    """Where a bust's lost points (`label`, "-450") stand before they fall: their middle, so that they begin where the
    'Turn total' line begins (look review 16: centred under it, "-5,150" stood off the panel's text column), their top
    `GAP` under it."""
    width = text.width_of(label, POINTS_SIZE, True)
    return TURN_TOTAL_AT[0] + width / 2, line_bottom() + GAP + text.font(POINTS_SIZE, True).get_height() / 2


def ribbon_lane(tray: pygame.Rect, dice: list[pygame.Rect]) -> tuple[int, int]:
    """Where the bust's ribbon stands across the felt: the middle, unless a planet lies there; then as near it as it
    stands clear of them, else wherever it covers the fewest planets (look review 13a: the ribbon cut through the last
    die, the one that busted). `dice`: the planets at rest on the felt. The one rule of every banner over a tray
    (`game.render.clearing`)."""
    return clear_place(tray, (tray.width, RIBBON), [die.inflate(2 * AIR, 2 * AIR) for die in dice], tray.center,
                       centred=True).centre


def dice_at_rest(panel) -> list[pygame.Rect]:
    """The planets lying on the felt, each as the square it is drawn in (`chips.die_box`, as the worth chips keep off)."""
    return [chips.die_box(centre, panel.radius) for centre in map(panel.die_center, panel.on_felt) if centre is not None]


class Bust:
    """The bust's moment on a table: whether it shows, its flash, and its cold felt (made ahead, once per felt)."""

    def __init__(self) -> None:
        warm()
        self.showing = False       # from the throw that busted until the next turn
        self.lost = 0              # the points it took (the rack's plaque says so: `rack.points`)
        self.flash = 0.0           # s of the felt's red flash left
        self._cold: tuple[tuple, pygame.Surface] | None = None   # (the felt's rect, its cold picture)

    def show(self, scene: TenThousandScene, seat: int, outcome: str | None, lost: int, total_before: int) -> float:
        """A throw scored nothing: the ribbon, the table's line, the felt going cold, the jolt, the flash, the points
        falling away, the sound and the rumble (a bankrupt wipe counts the board down instead, under a red flash of the
        whole screen and a burst at its row). Returns how long the outcome must stay before the next seat
        (playkit/reading.py)."""
        banner, line = bust_words(outcome, scene.match.seats[seat].name, lost, total_before)
        scene.effects.drop_popups()          # no fading "+100" of a keep the bust has just taken away
        tray = scene.panel.tray_rect    # across the felt, clear of the set-aside column and of the planets on it
        scene.effects.banner(banner, theme.DANGER, ribbon_lane(tray, dice_at_rest(scene.panel)),
                             life=reading_seconds(banner), width=tray.width - 40)
        scene.tell(0, line, theme.DANGER, seconds=reading_seconds(line))
        reduced = scene.app.settings.reduced_motion
        bankrupt = outcome == "bankrupt"
        self.showing, self.lost = True, 0 if bankrupt else lost
        self.flash = 0.0 if reduced or bankrupt else FLASH
        scene.effects.shake(*SHAKE, reduced_motion=reduced)
        if lost and not bankrupt:
            scene.effects.fall_away(f"-{number(lost)}", loss_from(f"-{number(lost)}"), theme.DANGER, size=POINTS_SIZE,
                                    reduced_motion=reduced, hold=0.7, area=loss_area(), life=1.0)
        if bankrupt:
            if not reduced:
                scene.flash = 0.6
                scene.effects.burst(board_row_center(seat, scene.game.players), (theme.DANGER, theme.TEXT), count=70)
            scene.shown_totals[seat] = total_before  # counts down to 0 on the board
            scene.app.audio.play("zero")
            scene.rumble(scene.seat, 1.0, 1.0, 600)
        else:
            scene.app.audio.play("zero", 0.8)
            scene.rumble(scene.seat, 0.7, 0.7, 350)
        return reading_seconds(banner)

    def over(self) -> None:
        """The next turn: the felt is given back."""
        self.showing, self.lost, self.flash = False, 0, 0.0

    def update(self, dt: float) -> None:
        self.flash = max(0.0, self.flash - dt)

    # ------------------------------------------------------------------ the still part (the tray's section)
    def keep_felt(self, surface: pygame.Surface, felt: pygame.Rect) -> None:
        """Given the bare felt (`surface` shows nothing on it yet), make the cold felt ahead (once per felt): copied in
        the frame a throw busts (~0.05 ms), where greying the felt there cost ~0.2 ms more."""
        if self._cold is None or self._cold[0] != tuple(felt):
            cold = pygame.transform.grayscale(surface.subsurface(felt).copy())   # (a subsurface read whole)
            cold.fill((COLD, COLD, COLD), special_flags=pygame.BLEND_RGB_MULT)
            self._cold = (tuple(felt), cold)

    def cold_felt(self, surface: pygame.Surface, felt: pygame.Rect) -> None:
        """The felt gone cold under the planets that busted (drawn before them; made now if not ahead)."""
        self.keep_felt(surface, felt)
        assert self._cold is not None
        drawn.note(surface, surface.blit(self._cold[1], felt.topleft))

    @staticmethod
    def grey_dice(surface: pygame.Surface, panel) -> None:
        """The planets on the felt, drawn over the cold felt, greyed where they lie (their numerals stay white on a dark
        outline: readable; the cold felt round them is grey already: greying it again leaves it as it is), and the set-
        aside column inside its rim with the turn's kept planets, lost with it."""
        felt = panel.felt_rect
        boxes = [box.inflate(12, 12).clip(felt) for box in dice_at_rest(panel)]
        if panel.aside and panel.aside_rect is not None:
            boxes.append(panel.aside_rect.inflate(-6, -6))
        for box in boxes:
            if box.width and box.height:
                grey = pygame.transform.grayscale(surface.subsurface(box).copy())
                drawn.note(surface, surface.blit(grey, box.topleft))

    # ------------------------------------------------------------------ the moving part
    def draw(self, surface: pygame.Surface, scene: TenThousandScene) -> None:
        """The planets jolting (`shake_felt`), then the red flash over the felt (never with reduced motion)."""
        shake_felt(surface, scene)
        if self.flash > 0 and not scene.app.settings.reduced_motion:
            felt = scene.panel.felt_rect
            wash(surface.subsurface(felt), theme.DANGER, round(FLASH_ALPHA * self.flash / FLASH))
            drawn.note(surface, felt)


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
