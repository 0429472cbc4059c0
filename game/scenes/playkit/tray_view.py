"""How a tray panel is drawn: the tray and its set-aside column, the dice (covered or not), locks and the
cursor. `TrayPanel.draw_box`, `draw_still` and `draw` call these; they only read the panel."""

from __future__ import annotations

import math
import weakref
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.render import dice_fx, dice_view, drawn, held_die, marks, planets, rack, rest_die, table
from game.render.clearing import clear_place
from game.render.dice_tokens import draw_covered_token, draw_planet_token, planet_token

if TYPE_CHECKING:
    from game.scenes.playkit.tray_panel import TrayPanel

TRAY_MARGIN = 16    # px between the panel's frame and the felt: the wooden rail (a panel's `rim`; dice_view.rim_clearance)
NARROW_RIM = 10     # px: the rail of a tray beside a set-aside column (10000's) or in a seat's card (Bluff's): their dice
                    # and throws as they were under the rim of before the rail (look review 20)


def draw_box(panel: TrayPanel, surface: pygame.Surface, edge: tuple[int, int, int], felt: str = "") -> None:
    """The tray itself, rimmed in `edge`, on the felt of mode `felt` (`table.FELTS`), and the set-aside rack beside it
    (`game.render.rack`: the rail's wood, a shallow notch for each die)."""
    inner = panel.tray_rect.inflate(-2 * panel.rim, -2 * panel.rim)
    rail = table.rail_for(felt)
    table.draw(surface, inner, panel.rim, table.felt_for(felt), rail)   # (its outer rect is the panel's tray_rect)
    if panel.aside_rect is not None:
        rack.draw(surface, panel.aside_rect, [panel.aside_place(k) for k in range(panel.count)], panel.token_size(),
                  rail)
    draw_rim(panel, surface, edge)
    held_die.plate(round(panel.tray.edge * camera(panel).scale(panel.tray.edge)))   # (a held die's plate: before play)
    dice_fx.warm_impacts(panel.tray.edge)                                            # (the landing rings: before play)
    if panel.aside_rect is None:
        return
    size = panel.token_size()        # where the kept ones will lie
    for face in range(1, 7):         # their pictures made here, before play (each ~0.3 ms: a frame setting six aside)
        planet_token(face, round(size), panel.star_for_six)


def rack_foot(panel: TrayPanel) -> pygame.Rect | None:
    """The plaque at the foot of the panel's rack (its subtotal, the sandbox's keys), or None without a rack."""
    return None if panel.aside_rect is None else rack.foot_rect(panel.aside_rect)


def draw_rim(panel: TrayPanel, surface: pygame.Surface, edge: tuple[int, int, int]) -> None:
    """Only the rims `draw_box` draws (the tray's, the set-aside column's), in `edge`: the same pixels in
    another colour, so a box drawn once takes the colour of the seat on turn without being drawn again."""
    at = table.inlay_at(panel.rim)
    inlay = panel.tray_rect.inflate(-2 * at, -2 * at)   # the seat's inlay in the rim's groove
    pygame.draw.rect(surface, edge, inlay, table.inlay_width(panel.rim), border_radius=panel.rim + table.RIM_RADIUS - at)
    if panel.aside_rect is not None:   # (the rack's rail: the seat's inlay in its groove, as the tray's)
        at = table.inlay_at(rack.RIM)
        pygame.draw.rect(surface, edge, panel.aside_rect.inflate(-2 * at, -2 * at), table.inlay_width(rack.RIM),
                         border_radius=rack.RIM + table.RIM_RADIUS - at)


def draw(panel: TrayPanel, surface: pygame.Surface, alpha: float, *, locked: Sequence[bool],
         cursor: int | None, viewer: int | None, clock: float, reduced_motion: bool, still_drawn: bool,
         computer: tuple[int, int, int] | None) -> None:
    """The dice over the box; with `still_drawn`, only the locks and the cursor (see `TrayPanel.draw`)."""
    if not panel.tray.thrown:
        return
    clip = surface.get_clip()
    surface.set_clip(panel.felt_rect)
    panel.effects.draw_under(surface, panel.radius)
    surface.set_clip(clip)
    focused = cursor if computer is None else None    # (a set-aside die's focus box)
    if not still_drawn:
        draw_dice(panel, surface, alpha, viewer, locked, focused, clock, reduced_motion)
    else:
        draw_hop(panel, surface, locked)
        seen = panel.seen_by(viewer)
        draw_lifting(panel, surface, seen)
        for index, lock in enumerate(locked[:panel.count]):
            slot = panel.slot_of(index)
            if lock and slot is not None and index not in panel.hop and not (seen[index] and index in panel.holds.lifts):
                if seen[index]:
                    planets.draw_slot_lock(surface, panel.tray, slot, panel.origin)
                else:
                    draw_covered_lock(panel, surface, index, 1.0)
    panel.effects.draw_over(surface, reduced_motion)
    center = panel.die_center(cursor, alpha) if cursor is not None and 0 <= cursor < panel.count else None
    if center is None:
        return
    if computer is not None:
        marks.computer_circle(surface, center, panel.radius, computer, within=cursor_area(panel, cursor),
                              badge=badge_spot(panel, cursor, center))
    elif (corners := die_corners(panel, cursor, alpha)) is not None:
        marks.focus_die(surface, corners, clock=clock, reduced_motion=reduced_motion, within=cursor_area(panel, cursor))


def draw_dice(panel: TrayPanel, surface: pygame.Surface, alpha: float, viewer: int | None,
              locked: Sequence[bool], cursor: int | None, clock: float, reduced_motion: bool, still: bool = False) -> None:
    """The dice on the felt (a covered token for each die `viewer` may not see) and the set-aside ones; ``still``: for
    the still picture (`planets.draw_tray_dice`)."""
    seen = panel.seen_by(viewer)
    in_play = set(panel.in_play)
    slots = panel.slots
    hand = panel.in_hand      # (a waiting throw's dice in the hand: drawn nowhere)
    apart = panel.holds.moving() if still else ()     # (a lift under way: drawn every frame, `draw_lifting`)
    shown_slots = {slot for slot, index in enumerate(slots)
                   if index in in_play and seen[index] and index not in panel.hop and index not in hand
                   and index not in apart}
    slot_locks = [bool(locked[i]) if i < len(locked) else False for i in slots]
    lifted = {slot: look for slot, index in enumerate(slots) if (look := panel.holds.look(index)) is not None}
    clip = surface.get_clip()
    if lifted:   # (a lifted die's plate and longer shadow stay on the felt, off the rim)
        surface.set_clip(panel.felt_rect.clip(clip))
    planets.draw_tray_dice(surface, panel.tray, panel.origin, alpha, shown=shown_slots, locked=slot_locks,
                           star_for_six=panel.star_for_six, clock=clock, reduced_motion=reduced_motion,
                           numeral_scale=panel.numeral_scale, still=still, lifted=lifted, felt=panel.felt_rect)
    surface.set_clip(clip)
    if not still:
        draw_hop(panel, surface, locked)
    for index in sorted(in_play):
        if not seen[index] and index not in hand:
            center = panel.die_center(index, alpha)
            if center is not None:
                draw_covered_token(surface, center, panel.die_size * 0.9)
                if index < len(locked) and locked[index]:
                    draw_covered_lock(panel, surface, index, alpha)
    centers = panel.aside_centers()
    if centers:
        size = panel.token_size()
        for index, center in centers.items():
            if seen[index]:
                draw_planet_token(surface, center, size, panel.aside_face(index), panel.star_for_six)
            else:
                draw_covered_token(surface, center, size)
            if cursor == index:
                box = pygame.Rect(0, 0, size + 6, size + 6)
                box.center = (round(center[0]), round(center[1]))
                marks.focus_rect(surface, box, radius=8)


def draw_lifting(panel: TrayPanel, surface: pygame.Surface, seen: Sequence[bool]) -> None:
    """Over the still picture: the held dice whose lift is under way (`holds.Holds.moving`; the still picture leaves
    them out), as far up as they are now."""
    if not panel.holds.moving():
        return
    lifting = {slot: look for index in panel.holds.moving()
               if seen[index] and index not in panel.hop and (slot := panel.slot_of(index)) is not None
               and (look := panel.holds.look(index)) is not None}
    if lifting:
        clip = surface.get_clip()
        surface.set_clip(panel.felt_rect.clip(clip))
        planets.draw_tray_dice(surface, panel.tray, panel.origin, 1.0, shown=set(lifting), lifted=lifting,
                               star_for_six=panel.star_for_six, numeral_scale=panel.numeral_scale, still=True,
                               felt=panel.felt_rect)
        surface.set_clip(clip)


def die_on_felt(panel: TrayPanel, pos: tuple[float, float]) -> int | None:
    """The die on the felt whose top is drawn under screen point `pos`: a lifted one first (drawn over the others),
    where it is drawn."""
    for index in panel.holds.lifts:
        if (slot := panel.slot_of(index)) is not None:
            up = panel.holds.up_px(index)
            if panel.tray.die_at(planets.felt_point(panel.tray, panel.origin, (pos[0], pos[1] + up))) == slot:
                return index
    slot = panel.tray.die_at(planets.felt_point(panel.tray, panel.origin, pos))
    if slot is None:
        return None
    index = panel.slots[slot]
    return index if panel.slot_of(index) is not None else None


def lift_room(panel: TrayPanel) -> Callable[[int], float]:
    """How many px up a held die of `panel` is drawn: `held_die.LIFT` of its edge, less by the far wall (its lifted top
    and rim light stay on the felt) or by a die lying above it (its top never drawn over another's top: look review 20
    saw a die drawn over its neighbour's face; over the sides it shows below its top, as a die nearer the eye)."""
    return lambda index: _lift_room(panel, index)


def _lift_room(panel: TrayPanel, index: int) -> float:
    slot, cam, edge = panel.slot_of(index), camera(panel), panel.tray.edge
    if slot is None:
        return 0.0
    tops = {other: dice_view.top_corners(cam, panel.tray.pose(s, 1.0), edge)
            for other in panel.on_felt if (s := panel.slot_of(other)) is not None}
    mine = tops[index]
    top, left, right = min(y for _x, y in mine), min(x for x, _y in mine), max(x for x, _y in mine)
    room = min(held_die.LIFT * edge, top - panel.felt_rect.top - len(held_die.RIM_ALPHAS) - 1)
    for other, theirs in tops.items():
        xs, ys = [x for x, _y in theirs], [y for _x, y in theirs]
        if other != index and min(xs) < right - 2 and left + 2 < max(xs) and sum(ys) < sum(y for _x, y in mine):
            room = min(room, top - max(ys) - len(held_die.RIM_ALPHAS) - 1)   # (its top's lowest point above ours)
    return max(0.0, room)


def camera(panel: TrayPanel) -> dice_view.Camera:
    """The camera the panel's dice are drawn through."""
    return dice_view.Camera(panel.origin, (panel.tray.width, panel.tray.height))


# A moment's dice hop in a wave (five of a kind's, HOT DICE's): (s the first lifts at, s each next one after it, s a hop
# lasts, its height in die sizes, s the little bounce after it lasts, its height in die sizes)
HOP = (0.02, 0.07, 0.30, 0.42, 0.12, 0.07)


def hop_lift(age: float, k: int, side: float, wave: tuple = HOP) -> float:
    """How many px the `k`-th die of a `wave` (`HOP`) is lifted `age` s in, dice `side` px across: up and down once,
    then a little bounce; 0 before and after."""
    t = age - wave[0] - wave[1] * k
    hop, bounce = t / wave[2], (t - wave[2]) / wave[4]
    share = wave[3] * 4 * hop * (1 - hop) if 0 < hop < 1 else wave[5] * 4 * bounce * (1 - bounce) if 0 < bounce < 1 else 0
    return share * side


def hop_room(panel: TrayPanel, index: int) -> float:
    """How many px die `index` may hop before its drawn top leaves the felt or meets the drawn box of a die lying above
    it (a die by the far wall hops less; one just under another hops no further than the gap between them: look review
    20 saw a lifted die drawn over its neighbour's face)."""
    box = _drawn_box(panel, index)
    if box is None:
        return 0.0
    room = box[1] - panel.felt_rect.top - 2
    for other in panel.on_felt:
        above = _drawn_box(panel, other) if other != index else None
        if above is not None and above[0] < box[2] and box[0] < above[2] and above[1] < box[1]:
            room = min(room, box[1] - above[3] - 2)
    return max(0.0, room)


def _drawn_box(panel: TrayPanel, index: int) -> tuple[float, float, float, float] | None:
    """(left, top, right, bottom) of die `index`'s drawn picture (its corners), or None off the felt."""
    corners = die_corners(panel, index)
    if corners is None:
        return None
    xs, ys = [x for x, _y in corners], [y for _x, y in corners]
    return min(xs), min(ys), max(xs), max(ys)


def hop_length(count: int, wave: tuple = HOP) -> float:
    """How long a `wave` of `count` dice lasts (s)."""
    return wave[0] + wave[1] * (count - 1) + wave[2] + wave[4]


def draw_hop(panel: TrayPanel, surface: pygame.Surface, locked: Sequence[bool] = ()) -> None:
    """The dice a moment lifts off the felt (`panel.hop`: die -> px up now; five of a kind's wave), drawn every frame
    while they hop and never in the still picture: each one's shadow stays where it lay, softer and fainter the higher
    the die (as a thrown die's, `dice_view.draw_shadow`: pictures made before play), and its kept picture at rest (`rest_die.rest_picture`: the
    face physics left up, its numeral, its lock) is blitted that many px higher, nothing else about it changed."""
    if not panel.hop:
        return
    tray = panel.tray
    size, edge = (tray.width, tray.height), tray.edge
    seen = panel.seen_by(None)     # (a hop draws faces up for everyone: never a die hidden from anyone watching)
    order = []
    for index, up in panel.hop.items():
        slot = panel.slot_of(index)
        if index < len(seen) and not seen[index]:
            continue
        if slot is not None and tray.is_present(slot) and not math.isnan((pose := tray.pose(slot, 1.0)).x):
            order.append((dice_view.nearness(pose), index, pose, up))
    order.sort()
    camera = dice_view.Camera(panel.origin, size)
    clip = surface.get_clip()
    surface.set_clip(panel.felt_rect.clip(clip))   # (a shadow stays on the felt: look review 29b #1)
    for _n, _index, pose, up in order:
        dice_view.draw_shadow(surface, camera, pose, edge, hop=up)
    surface.set_clip(clip)
    if panel.hop_glow is not None:   # (a moment's glow round each lifted die, under it, on the felt: five of a kind's)
        clip, glow = surface.get_clip(), panel.hop_glow
        surface.set_clip(panel.felt_rect.clip(clip) if clip else panel.felt_rect)
        for _n, index, _pose, up in order:
            if (centre := panel.die_center(index)) is not None:
                drawn.note(surface, surface.blit(glow, glow.get_rect(center=(round(centre[0]), round(centre[1] - up)))))
        surface.set_clip(clip)
    for _n, index, pose, up in order:
        lifted = dice_view.Camera((panel.origin[0], panel.origin[1] - up), size)
        dice_view.draw_die(surface, lifted, pose, edge, star_for_six=panel.star_for_six, show_value=True,
                           numeral_scale=panel.numeral_scale, kept=_at_rest)
        if index < len(locked) and locked[index]:
            planets.draw_lock(surface, lifted, pose, edge)


def _at_rest(_key: tuple, resting: bool):
    return rest_die.rest_picture if resting else None


def die_corners(panel: TrayPanel, index: int, alpha: float = 1.0) -> list[tuple[float, float]] | None:
    """The screen corners of the square round die `index`'s top and sides while it lies on the felt (what the focus
    hugs), else None."""
    slot = panel.slot_of(index)
    if slot is None or math.isnan(panel.tray.pose(slot, alpha).x):
        return None
    corners = planets.body_corners(panel.tray, slot, panel.origin, alpha)
    return panel.holds.lifted_points(index, corners)   # (a held die: lifted)


REACH_CUBE = 1.35     # radii round a planet's middle its drawn cube (sides and all, ~1.32 at most) stays within
CORNER_FELT, CORNER_AIR = 500, 8   # a felt narrower (px) has its computer's thinking badge in a corner, this far in
_BADGES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()   # panel -> (what it lay by, where its badge stands)


def badge_spot(panel: TrayPanel, cursor: int, center: tuple[float, float]) -> tuple[float, float]:
    """Where a computer's cursor's thinking badge stands: the first of `badge_spots` on the felt that covers no
    planet (look review 24: "the '•••' thinking bubbles cover dice"), else on the ring's upper right. Worked out once
    for each place of the planets and the cursor (kept for the panel: nothing added to a frame)."""
    key = (cursor, panel.throws, panel._version, round(center[0]), round(center[1]))
    kept = _BADGES.get(panel)
    if kept is not None and kept[0] == key:
        return kept[1]
    reach = REACH_CUBE * panel.radius
    side = round(2 * reach) + 4
    dice = []
    for index in panel.on_felt:
        middle = panel.die_center(index)
        if middle is not None:
            dice.append(pygame.Rect(round(middle[0] - side / 2), round(middle[1] - side / 2), side, side))
    felt = cursor_area(panel, cursor)
    plate = pygame.Rect((0, 0), marks.THINKING)
    spots = badge_spots(center, reach)
    spot = spots[-1]
    if felt.width < CORNER_FELT:   # a Revenge's small tray: in a corner of its felt (look review 28b: "•••" among dice)
        corners = felt.inflate(-2 * CORNER_AIR, -2 * CORNER_AIR)
        for corner in ("topright", "topleft", "bottomright", "bottomleft"):
            setattr(plate, corner, getattr(corners, corner))
            if plate.collidelist(dice) < 0:
                spots = [plate.center, spot]
                break
    for x, y in spots[:-1]:
        plate.center = (round(x), round(y))
        if felt.contains(plate) and plate.collidelist(dice) < 0:
            spot = (x, y)
            break
    else:   # (none of them: the felt's room nearest the planet, `clearing`, ~0.2 ms once for a place; the ring's corner
        place = clear_place(felt, plate.size, dice, (round(spots[0][0]), round(spots[0][1])))   # where there is none)
        if place.clear:
            spot = place.centre
    _BADGES[panel] = (key, spot)
    return spot


def badge_spots(center: tuple[float, float], reach: float) -> list[tuple[float, float]]:
    """Where a computer's cursor's thinking badge may stand round a planet whose drawn cube reaches `reach` px from
    its `center`, best first: just above it, below it, right, left (touching its ring, off the planet), then on
    the ring's upper right (over the planet's corner: where none of the others has room)."""
    x, y = center
    w, h = marks.THINKING
    r = reach * marks.FOCUS_RING / REACH_CUBE
    reach += 3   # (px of air)
    return [(x, y - reach - h / 2), (x, y + reach + h / 2), (x + reach + w / 2, y), (x - reach - w / 2, y),
            (x + r * 0.72, y - r * 0.72)]


def cursor_area(panel: TrayPanel, cursor: int) -> pygame.Rect:
    """Where a cursor's ring may show: the tray, or the set-aside column for a die set aside."""
    if cursor in panel.aside and panel.aside_rect is not None:
        return panel.aside_rect
    return panel.felt_rect


def draw_covered_lock(panel: TrayPanel, surface: pygame.Surface, index: int, alpha: float) -> None:
    center = panel.die_center(index, alpha)
    if center is not None:
        box = pygame.Rect(0, 0, round(panel.die_size * 0.9), round(panel.die_size * 0.9))
        box.center = (round(center[0]), round(center[1]))
        planets.draw_token_lock(surface, box)

