"""The tray panel: a physics tray placed on the screen, for any dice (1 to 6).

Every play scene and the sandbox hold one `TrayPanel` per tray. A panel knows no rules: it
throws the dice it is told to throw and, once they rest, reports the faces physics left up.
It never chooses a face. It asks the physics tray only for faces, positions and which die is
under a point, so it does not care what shape the dice are.

Dice are numbered 0..count-1 for the panel's whole life; each is in one of three places:

- **in play**: on the felt (thrown with the next throw unless held);
- **set aside** (10000): out of the throw, shown in a column along the panel's right side with the
  face it showed when it was set aside (needs ``aside_area=True``; the felt keeps the panel's whole
  height, so its dice can be big);
- **lost** (Bluff): off the table, drawn nowhere, until `regain`.

Any die may also be **hidden**: drawn as a covered token (everyone sees where it lies, not
what it shows), except to the panel's ``owner`` when the scene draws for that viewer. Its API,
everything a scene needs, is in DEVELOPERS.md ("The play kit: a tray for any dice").

Rules of use: dice change place only while the tray is still (not `rolling`). A throw after a
die left the felt, or came back to it, throws every die in play (it cannot hold any): the
tray is set up again for the dice now in play. `still_picture` does not know the viewer:
a scene that draws for different viewers keeps the viewer in its own cache key.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence

import pygame

from game.physics import Collision, Tray, default_radius, fitting_tray
from game.render import dice_view, planets, rack, theme
from game.render.dice_fx import DiceEffects
from game.scenes.playkit import holds, tray_view, tray_walls
from game.scenes.playkit.tray_view import TRAY_MARGIN

DICE = 5            # the default number of dice (Dicetime, Triple, the Puzzle)
MAX_DICE = 6
ASIDE_WIDTH = 196   # px: the set-aside column at the panel's right, when there is one (its label's longest
                    # word, German's "Herausgelegte" at 25 px, fits across it)
ASIDE_GAP = 8       # px between the tray and the column
# (the set-aside rack's places: game/render/rack.py)

IN_PLAY, ASIDE, LOST = "play", "aside", "lost"
SPARE_AFTER = 0.1   # s at rest (after a throw, or after the last spare tray) before a spare tray is made
MIN_ROOM = 4.7      # edges of felt a tray of dice of a given size keeps across its short side (else sized to the felt)
LAUNCH_WAIT = 6     # steps (50 ms: three frames at 60 fps) a waiting throw (`throw`'s ``wait``) lies still


class TrayPanel:
    def __init__(self, rect: pygame.Rect, rng: random.Random, dice: int = DICE, *,
                 star_for_six: bool = False, aside_area: bool = False, radius: float | None = None,
                 numeral_scale: float = 1.0, rim: int = TRAY_MARGIN) -> None:
        if not 1 <= int(dice) <= MAX_DICE:
            raise ValueError(f"a tray panel holds 1 to {MAX_DICE} dice, got {dice}")
        self.rect = pygame.Rect(rect)
        self.count = int(dice)
        self.star_for_six = bool(star_for_six)
        self.numeral_scale = float(numeral_scale)   # a resting die's numeral, of its usual size
        self.rng = rng
        frame = self.rect
        self.aside_rect: pygame.Rect | None = None
        if aside_area:
            column = min(ASIDE_WIDTH, frame.width // 3)
            frame = pygame.Rect(frame.left, frame.top, frame.width - column - ASIDE_GAP, frame.height)
            self.aside_rect = pygame.Rect(frame.right + ASIDE_GAP, frame.top, column, self.rect.height)
        self.tray_rect = frame                     # the tray's frame (the physics inside its margin)
        self.rim = int(rim)                        # px: the wooden rail round the felt (`table.draw`)
        self.felt_rect = inner = frame.inflate(-2 * self.rim, -2 * self.rim)   # the drawn felt: dice, rings, marks
        # The dice's walls stand inside the drawn felt, so a die resting on one is drawn within the rim
        # and the rings drawn around it (focus, hint, computer) stay on the felt.
        edge = (radius or default_radius(inner.size, self.count)) * math.sqrt(2.0)
        if radius:
            west, north, east, south = tray_walls.insets(inner, edge, self.rim)
            if min(inner.width - west - east, inner.height - north - south) < MIN_ROOM * edge:
                # Too big for this felt once their walls stand in (a narrow Bluff seat): as big as it holds
                # with their own walls. (The physics would shrink them in tenths inside walls set for the
                # bigger dice: six Bluff seats' dice were 21 px on a felt that holds 26.)
                radius = None
                edge, (west, north, east, south) = tray_walls.sized_to_felt(inner, edge, self.rim)
        else:     # dice as big as the felt holds with their own walls (not shrunk until they fit)
            edge, (west, north, east, south) = tray_walls.sized_to_felt(inner, edge, self.rim,
                                                                       tray_walls.room_for(inner, self.count))
        self.origin = (inner.left + west, inner.top + north)
        self._size = (inner.width - west - east, inner.height - north - south)
        self.tray = fitting_tray(self._size, self.count, rng, radius or edge / math.sqrt(2.0))
        self.radius = self.tray.radius
        dice_view.warm(dice_view.Camera(self.origin, self._size), self.tray.edge, self.star_for_six,
                       self.numeral_scale)
        self._slots: list[int] = list(range(self.count))   # the panel die in each physics slot
        self._place = [IN_PLAY] * self.count
        self._aside_faces: dict[int, int] = {}             # in the order they were set aside
        self._hidden = [False] * self.count
        self.owner: int | None = None
        self._version = 0   # bumped whenever a die changes place or cover
        self.hop: dict[int, float] = {}   # dice a moment lifts: index -> px up (tray_view.draw_hop; not in draw_still)
        self.hop_glow: pygame.Surface | None = None   # a glow drawn round each lifted die, under it (five of a kind's)
        self.holds = holds.Holds()   # the dice held, drawn lifted (`update`'s held)
        self.throws = 0
        self.effects = DiceEffects(self.count, seed=self.rect[0] * 7 + self.rect[1])  # trails, dust, pops
        self.just_settled = False  # the last step brought the dice to rest
        self._set_down = False     # dice set down by hand: the next step reports them come to rest
        self._launch_in: tuple[int, tuple[int, ...]] | None = None   # a throw waiting: (steps to go, held dice)
        self.in_hand: frozenset[int] = frozenset()   # the dice a waiting throw holds in the hand: drawn nowhere
        self._spares: dict[int, Tray] | None = None   # fresh trays by number of dice (`_make_spare`): once a throw made one
        self._rested, self._tops = 0.0, False   # s at rest since the last throw or spare tray; tops to make (`_make_spare`)

    # --- where the dice are ---------------------------------------------------------
    @property
    def in_play(self) -> tuple[int, ...]:
        return tuple(i for i, place in enumerate(self._place) if place == IN_PLAY)

    @property
    def aside(self) -> tuple[int, ...]:
        """The dice set aside, in the order they were."""
        return tuple(self._aside_faces)

    @property
    def lost(self) -> tuple[int, ...]:
        return tuple(i for i, place in enumerate(self._place) if place == LOST)

    @property
    def on_felt(self) -> tuple[int, ...]:
        """The dice in play lying in the tray now (thrown by the last throw, or held through it)."""
        return tuple(i for i in range(self.count) if self.slot_of(i) is not None)

    @property
    def throws_all_next(self) -> bool:
        """Whether the next throw must throw every die in play: one left or joined the felt since
        the last throw (set aside, gathered, lost or regained), so none can be held."""
        return list(self.in_play) != self._slots

    def can_put_back(self, index: int) -> bool:
        """Whether a set-aside die still has its place on the felt (set aside since the last throw)."""
        return self._place[index] == ASIDE and index in self._slots

    def slot_of(self, index: int) -> int | None:
        """The physics slot holding die `index` now, if it lies on the felt (else None)."""
        if self._place[index] != IN_PLAY:
            return None
        try:
            slot = self._slots.index(index)
        except ValueError:
            return None
        return slot if self.tray.is_present(slot) else None

    def _check(self, index: int) -> None:
        if not 0 <= index < self.count:
            raise ValueError(f"no die {index} in a panel of {self.count}")

    def _still_or_raise(self, what: str) -> None:
        if self.rolling:
            raise ValueError(f"cannot {what} while the dice roll")

    def set_aside(self, index: int) -> None:
        """Take a resting die off the felt into the set-aside column, with the face it shows."""
        self._check(index)
        self._still_or_raise("set a die aside")
        if self.aside_rect is None:
            raise ValueError("this panel has no set-aside area (aside_area=False)")
        slot = self.slot_of(index)
        if slot is None or not self.settled:
            raise ValueError(f"die {index} is not resting on the felt")
        self._aside_faces[index] = self.tray.faces[slot]
        self._place[index] = ASIDE
        self.holds.drop((index,))
        self.effects.forget(slot)
        self._version += 1

    def put_back(self, index: int) -> None:
        """Undo `set_aside` before the next throw: the die lies where it was."""
        self._check(index)
        self._still_or_raise("put a die back")
        if self._place[index] != ASIDE:
            raise ValueError(f"die {index} is not set aside")
        if not self.can_put_back(index):
            raise ValueError(f"die {index} was set aside before the last throw; gather() brings it back")
        del self._aside_faces[index]
        self._place[index] = IN_PLAY
        self._version += 1

    def gather(self) -> None:
        """Every die set aside comes back into play (a new turn, or 10000's six kept dice)."""
        self._still_or_raise("gather the dice")
        for index in list(self._aside_faces):
            self._place[index] = IN_PLAY
        self._aside_faces.clear()
        self._version += 1

    def lose(self, index: int) -> None:
        """Die `index` leaves the table (Bluff): drawn nowhere, thrown never, until `regain`."""
        self._check(index)
        self._still_or_raise("take a die away")
        self._aside_faces.pop(index, None)
        self._place[index] = LOST
        self.holds.drop((index,))
        self._hidden[index] = False
        self._version += 1

    def regain(self, index: int) -> None:
        """A lost die comes back; it joins the next throw."""
        self._check(index)
        if self._place[index] != LOST:
            raise ValueError(f"die {index} is not lost")
        self._place[index] = IN_PLAY
        self._version += 1

    # --- who may see what -------------------------------------------------------------
    def hide(self, indices: Iterable[int] | None = None, owner: int | None = None) -> None:
        """Cover dice (all of them by default); `owner` (a seat) still sees them when drawn for."""
        chosen = range(self.count) if indices is None else list(indices)
        for index in chosen:
            self._check(index)
            self._hidden[index] = True
        self.owner = owner
        self._version += 1

    def reveal(self, indices: Iterable[int] | None = None) -> None:
        """Uncover dice (all of them by default)."""
        chosen = range(self.count) if indices is None else list(indices)
        for index in chosen:
            self._check(index)
            self._hidden[index] = False
        self._version += 1

    @property
    def hidden(self) -> tuple[bool, ...]:
        return tuple(self._hidden)

    def seen_by(self, viewer: int | None) -> tuple[bool, ...]:
        """Per die: whether `viewer` (a seat, or None for everyone watching) sees its face."""
        owner_looks = viewer is not None and viewer == self.owner
        return tuple(not hidden or owner_looks for hidden in self._hidden)

    def visible_faces(self, viewer: int | None) -> tuple[int | None, ...] | None:
        """`faces` with None for every die `viewer` may not see."""
        faces = self.faces
        if faces is None:
            return None
        return tuple(face if seen else None for face, seen in zip(faces, self.seen_by(viewer), strict=False))

    # --- physics ------------------------------------------------------------------
    def throw(self, locked: Sequence[bool] | Iterable[int] = (), wait: str = "") -> None:
        """Throw every die in play that is not locked (a first throw throws them all). With ``wait`` they roll `LAUNCH_WAIT`
        steps before they fly: "lying" where they lie (if at rest on the felt, none joining), else in the hand (`in_hand`);
        meanwhile the still picture shows the throw's changes (its late sections: no planet in the air under them)."""
        held = {i for i in _indices(locked, self.count) if self.slot_of(i) is not None}
        play = list(self.in_play)
        if not play:
            raise ValueError("no dice in play to throw")
        if play != self._slots and held:
            raise ValueError("dice left or joined the felt: this throw must throw every die in play")
        lying = wait == "lying" and self.settled and set(play) <= set(self._slots)
        self.throws, self._tops, self._version = self.throws + 1, True, self._version + 1
        if not wait:
            return self._launch(held)
        self._launch_in, self.in_hand = (LAUNCH_WAIT, tuple(sorted(held))), frozenset(() if lying else play) - held

    def _launch(self, held: Iterable[int]) -> None:   # (None: no throw waits any more)
        self.in_hand = frozenset()
        if list(self.in_play) != self._slots:
            self._set_up(list(self.in_play))
        self.holds.drop(i for i in range(self.count) if i not in held)
        self.tray.throw(locked=[self._slots.index(i) for i in sorted(held)])

    def place(self, index: int, face: int) -> None:
        """Set die `index` down by hand, `face` up, before the first throw (a puzzle level's planet
        locked all level: never thrown, so no throw's face is chosen); hold it in every throw."""
        self._check(index)
        if self.tray.thrown or list(self.in_play) != self._slots:
            raise ValueError("a die is placed before the first throw, with every die in play")
        self.tray.place(self._slots.index(index), face)
        self._version += 1

    def set_down(self, faces: Sequence[int]) -> None:
        """End the throw under way with the dice in play lying flat, `faces[i]` up on the i-th die in play
        (`in_play` order): a throw whose outcome is set down by hand. For tests and tours that need one
        exact outcome (`game.physics.Tray.set_down`); the game never calls it. The next `update` reports
        the dice come to rest, and `faces` reads them as after any throw."""
        self._launch_in = self._launch_in and self._launch(self._launch_in[1])   # (a waiting throw flies first)
        play = list(self.in_play)
        if len(faces) != len(play) or play != self._slots:
            raise ValueError(f"faces for the {len(play)} dice in play are needed, got {len(faces)}")
        self.tray.set_down(list(faces))
        self._set_down = True
        self._version += 1

    def _set_up(self, play: list[int]) -> None:
        """A fresh physics tray for the dice now in play (same die size)."""
        self._spares = self._spares or {}
        self.tray = self._spares.pop(len(play), None) or Tray(self._size, len(play), self.rng, radius=self.radius)
        self._slots = play
        self.effects = DiceEffects(len(play), seed=self.rect[0] * 7 + self.rect[1] + len(play))

    def update(self, dt: float, reduced_motion: bool = False, held: Sequence[bool] | None = None) -> list[Collision]:
        if held is not None:   # (a lock mask: the dice the scene holds now, drawn lifted: `holds.Holds`)
            self.holds.step(held, lambda i: self.slot_of(i) is not None, dt, reduced_motion, tray_view.lift_room(self))
        was_rolling = self.rolling
        events = self.tray.step(dt)
        if self._launch_in is not None:      # (a throw waiting to fly: `throw`'s ``wait``)
            steps, held = self._launch_in
            self._launch_in = (steps - 1, held) if steps > 1 else self._launch(held)
        self.just_settled = (was_rolling or self._set_down) and not self.rolling
        self._set_down = False
        self.effects.step(self.tray, self.origin, events, dt, self.just_settled, reduced_motion)
        self._make_spare(dt)
        return events

    def _make_spare(self, dt: float) -> None:
        """At rest after a throw, once the landing's pops are over (light frames), one at a time: the fresh trays a next
        throw may need (all the dice, or fewer: set aside, lost; 0.15-0.45 ms in a throw's frame; 10000, Bluff; made early,
        a tray draws nothing from `rng`), then the resting dice's tops (`planets.warm_tops`: Bluff's, unseen under cups)."""
        self._rested = self._rested + dt if self.still_picture else 0.0
        for count in (self.count, *range(len(self._slots) - 1, 0, -1)) if self._rested >= SPARE_AFTER and \
                self._spares is not None else ():
            if count not in self._spares:
                self._spares[count] = Tray(self._size, count, self.rng, radius=self.radius)
                self._rested = 0.0
                return
        if self._tops and self._rested >= SPARE_AFTER:
            self._tops = planets.warm_tops(self.tray, self.origin, self.star_for_six)

    @property
    def rolling(self) -> bool:
        return self._launch_in is not None or (self.tray.thrown and not self.tray.settled)

    @property
    def settled(self) -> bool:
        return self._launch_in is None and self.tray.thrown and self.tray.settled

    @property
    def faces(self) -> tuple[int | None, ...] | None:
        """Once the dice rest: per die the face up (set aside: the face kept; lost or not yet
        thrown: None). None while they roll or before the first throw."""
        if not self.settled:
            return None
        read = self.tray.faces
        faces: list[int | None] = []
        for index in range(self.count):
            slot = self.slot_of(index)
            if slot is not None:
                faces.append(read[slot])
            else:
                faces.append(self._aside_faces.get(index))
        return tuple(faces)

    @property
    def has_dice(self) -> bool:
        return self.tray.thrown

    # --- geometry -----------------------------------------------------------------
    @property
    def die_size(self) -> float:
        return 2.0 * self.radius

    @property
    def slots(self) -> tuple[int, ...]:
        """The panel die in each physics slot of the tray now."""
        return tuple(self._slots)

    def aside_face(self, index: int) -> int | None:
        """The face a set-aside die was set aside with (None if it is not set aside)."""
        return self._aside_faces.get(index)

    def token_size(self) -> float:
        """The side (px) of a die's token in the set-aside rack (`game.render.rack.token`)."""
        assert self.aside_rect is not None
        return rack.token(self.aside_rect, self.count, self.die_size)

    def aside_place(self, k: int) -> tuple[float, float]:
        """The middle of the k-th place in the set-aside rack (the k-th die set aside stands there)."""
        assert self.aside_rect is not None
        return rack.place(self.aside_rect, self.count, self.die_size, k)

    def aside_centers(self) -> dict[int, tuple[float, float]]:
        """Where each set-aside die lies (screen px), in the order they were set aside."""
        if self.aside_rect is None:
            return {}
        return {index: self.aside_place(k) for k, index in enumerate(self._aside_faces)}

    def die_at(self, pos: tuple[float, float]) -> int | None:
        """The die under a screen point: on the felt or in the set-aside column."""
        if self.aside_rect is not None and self.aside_rect.collidepoint(pos):
            half = self.token_size() / 2
            for index, (x, y) in self.aside_centers().items():
                if abs(pos[0] - x) <= half and abs(pos[1] - y) <= half:
                    return index
            return None
        if not self.tray.thrown or not self.tray_rect.collidepoint(pos):
            return None
        return tray_view.die_on_felt(self, pos)   # (where its top is drawn: a held one lifted)

    def die_center(self, index: int, alpha: float = 1.0) -> tuple[float, float] | None:
        """Where die `index` is drawn (screen px), or None if it is drawn nowhere."""
        if self._place[index] == ASIDE:
            return self.aside_centers().get(index)
        slot = self.slot_of(index)
        if slot is None or math.isnan(self.tray.pose(slot, alpha).x):
            return None
        return self.holds.lifted_points(index, [planets.body_centre(self.tray, slot, self.origin, alpha)])[0]   # (its middle)

    # --- drawing (game/scenes/playkit/tray_view.py) ------------------------------------
    def draw_box(self, surface: pygame.Surface, edge: tuple[int, int, int] = theme.PANEL_EDGE, felt: str = "") -> None:
        """The tray, rimmed in `edge`, on mode `felt`'s felt, and the set-aside column (keep them on a cached base)."""
        tray_view.draw_box(self, surface, edge, felt)

    def draw_rim(self, surface: pygame.Surface, edge: tuple[int, int, int]) -> None:
        """Only the rims of `draw_box`, in `edge` (a box drawn once takes the seat on turn's colour)."""
        tray_view.draw_rim(self, surface, edge)

    @property
    def still_picture(self) -> tuple[int, int] | None:
        """While the dice lie still, a key that changes whenever the picture of them may (throws,
        places, covers); None while they move. Scenes keep still dice on their cached
        background and draw only locks and the cursor over them each frame."""
        still = self.settled and not self.effects.busy and not self.hop   # (hopping: moving)
        return (self.throws, self._version, self.holds.key()) if still else None

    def draw_still(self, surface: pygame.Surface, viewer: int | None = None) -> None:
        """The resting dice and the set-aside ones, without locks or focus (see `still_picture`)."""
        tray_view.draw_dice(self, surface, 1.0, viewer, (), None, 0.0, True, still=True)

    def draw(self, surface: pygame.Surface, alpha: float, *, locked: Sequence[bool] = (),
             cursor: int | None = None, viewer: int | None = None, clock: float = 0.0,
             reduced_motion: bool = False, still_drawn: bool = False,
             computer: tuple[int, int, int] | None = None) -> None:
        """The dice over a box drawn by `draw_box`; with `still_drawn`, only what changes over
        dice already drawn by `draw_still`: lock stars and the cursor. The cursor is the person's
        focus, or with `computer` (its seat colour) a computer's dashed cursor (game.render.marks)."""
        tray_view.draw(self, surface, alpha, locked=locked, cursor=cursor, viewer=viewer, clock=clock,
                       reduced_motion=reduced_motion, still_drawn=still_drawn, computer=computer)


def _indices(locked: Sequence[bool] | Iterable[int], count: int) -> list[int]:
    """A lock mask (bools) or die indices, as indices."""
    items = list(locked)
    if items and all(isinstance(v, bool) for v in items):
        return [i for i, v in enumerate(items[:count]) if v]
    return [int(v) for v in items]

