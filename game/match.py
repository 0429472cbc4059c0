"""Who plays a local match: the seats, the mode, and what came out of it.

Pure data shared by the setup screen, the play scenes and the end screen. No
pygame here: a seat names its colour and rocket by index (into
`game.render.theme.SEAT_COLOURS` and the shapes of `game.render.rockets`).

Devices: a person's seat takes actions only from the device they joined with.
The keyboard and the mouse sit on one desk, so a person who joined with one of
them is also served by the other, unless another seat joined with that other
one (then each keeps their own). Several people may share one device (hot seat):
their seats name the same device, and it acts for whichever of them is on turn
(`game.scenes.playkit.seating` routes it).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

from game import modes
from game.input.actions import KEYBOARD, MOUSE, DeviceId
from game.words import N_, _

KINDS: tuple[str, ...] = ("person", "computer")
DIFFICULTIES: tuple[str, ...] = ("easy", "normal", "hard")
MAX_SEATS = modes.MAX_SEATS
COLOUR_COUNT = 6   # len(theme.SEAT_COLOURS)
ROCKET_COUNT = 6   # rocket shapes in game.render.rockets
COLOUR_NAMES: tuple[str, ...] = (N_("orange"), N_("blue"), N_("magenta"), N_("aqua"), N_("violet"),
                                 N_("silver"))  # theme order; English msgids, translated where shown

_DESK = (KEYBOARD, MOUSE)


@dataclass(frozen=True)
class Seat:
    """One place at the table: a person bound to a device, or a computer player."""

    kind: str                       # "person" or "computer"
    name: str
    colour: int                     # index into theme.SEAT_COLOURS
    rocket: int                     # rocket shape index
    device: DeviceId | None = None  # the device a person joined with; None for computers
    difficulty: str = "normal"      # computers only; kept (unused) for people
    player: str | None = None       # a person who plays by name: their id in the players file (None: a guest)

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"seat kind must be one of {KINDS}, got {self.kind!r}")
        if self.kind == "person" and self.device is None:
            raise ValueError("a person's seat needs the device they joined with")
        if self.kind == "computer" and self.device is not None:
            raise ValueError("a computer seat has no device")
        if self.kind == "computer" and self.player is not None:
            raise ValueError("a computer seat is not a player (it has no memory of games)")
        if self.difficulty not in DIFFICULTIES:
            raise ValueError(f"difficulty must be one of {DIFFICULTIES}, got {self.difficulty!r}")
        if not 0 <= self.colour < COLOUR_COUNT:
            raise ValueError(f"colour index must be 0..{COLOUR_COUNT - 1}, got {self.colour!r}")
        if not 0 <= self.rocket < ROCKET_COUNT:
            raise ValueError(f"rocket index must be 0..{ROCKET_COUNT - 1}, got {self.rocket!r}")

    @property
    def is_person(self) -> bool:
        return self.kind == "person"

    @property
    def is_computer(self) -> bool:
        return self.kind == "computer"


def seats_for_device(seats: Sequence[Seat | None], device: DeviceId) -> tuple[int, ...]:
    """The indices of the seats `device` may act for among `seats` (None entries are free
    places): the seats that joined with it (several when they share it, hot seat), else,
    for the keyboard or the mouse, the seats that joined with the other one of the two."""
    own = tuple(i for i, seat in enumerate(seats) if seat is not None and seat.device == device)
    if own or device not in _DESK:
        return own
    partner = MOUSE if device == KEYBOARD else KEYBOARD
    return tuple(i for i, seat in enumerate(seats) if seat is not None and seat.device == partner)


def seat_for_device(seats: Sequence[Seat | None], device: DeviceId) -> int | None:
    """The first of the seats `device` acts for (see `seats_for_device`), or None."""
    found = seats_for_device(seats, device)
    return found[0] if found else None


@dataclass(frozen=True)
class MatchConfig:
    """A local match: the mode (a name in `game.modes.MODES`) and its seats in turn order.

    `revenge`: the rematch in which every seat plays its first turn at the same
    time on its own tray. `attract`: a demo game (all computers, no high scores).
    `options`: the mode's own settings as (name, value) pairs, e.g. the Puzzle's
    `rerolls` and `time_limit`, so that a rematch plays by the same ones.
    """

    mode: str
    seats: tuple[Seat, ...]
    revenge: bool = False
    attract: bool = False
    options: tuple[tuple[str, object], ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "seats", tuple(self.seats))
        object.__setattr__(self, "options", tuple(self.options))
        if self.mode not in modes.MODES:
            raise ValueError(f"mode must be one of {tuple(modes.MODES)}, got {self.mode!r}")
        low, high = self.info.min_seats, self.info.max_seats
        if not low <= len(self.seats) <= high:
            need = f"exactly {low}" if low == high else f"{low} to {high}"
            raise ValueError(f"{self.mode} needs {need} seat{'s' if high > 1 else ''}, got {len(self.seats)}")
        devices = [seat.device for seat in self.seats if seat.is_person]
        if self.attract and devices:
            raise ValueError("an attract (demo) match has computer seats only")

    # -------------------------------------------------------------- devices
    def seat_for(self, device: DeviceId) -> int | None:
        """The (first) seat whose person plays with `device` (None: nobody)."""
        return seat_for_device(self.seats, device)

    def seats_for(self, device: DeviceId) -> tuple[int, ...]:
        """Every seat whose person plays with `device` (more than one: they share it, hot seat)."""
        return seats_for_device(self.seats, device)

    def accepts(self, seat: int, device: DeviceId) -> bool:
        """True if seat `seat` may act with `device` (always False for computer seats)."""
        return self.seats[seat].is_person and seat in self.seats_for(device)

    def shares_device(self, seat: int) -> bool:
        """True if seat `seat`'s person shares their device with another seat (hot seat)."""
        info = self.seats[seat]
        return info.is_person and sum(other.device == info.device for other in self.seats) > 1

    # -------------------------------------------------------------- queries
    @property
    def info(self) -> modes.Mode:
        """The mode's entry in the table of modes."""
        return modes.get(self.mode)

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def people(self) -> tuple[int, ...]:
        return tuple(i for i, seat in enumerate(self.seats) if seat.is_person)

    @property
    def title(self) -> str:
        """The mode's name in the player's language, " · Revenge" for a Revenge."""
        return _(self.info.label) + (" · " + _("Revenge") if self.revenge else "")

    def rematch(self, revenge: bool) -> MatchConfig:
        """The same seats again: a Revenge (`revenge=True`) or a plain new game."""
        return replace(self, revenge=revenge)


@dataclass(frozen=True)
class MatchResult:
    """What a play scene hands to the end screen.

    `totals[i]`: seat i's score in the unit of the mode's ranking (`game.modes`): points when
    the higher total wins, rounds taken when fewer rounds win, how long the seat stayed in
    when the last one standing wins. `expected_loss[i]`: the points seat i gave up against best play over the
    game (None when unknown, e.g. for computers or when not measured).
    """

    config: MatchConfig
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    expected_loss: tuple[float | None, ...]
    #: What the results screen can show again for review: the final score sheet as the play scene drew
    #: it (a game.render.scoresheet.SheetView for the table games), or None.
    review: object = field(default=None, compare=False)
    #: The game's coach (game.coach.coach.GameCoach, or Bluff's game.coach.bluff.BluffStory), for the review
    #: screen, the statistics and the run report; None when the game was not recorded.
    coach: object = field(default=None, compare=False)
    #: What the totals count when it is not the mode's own unit (`unit`): a Bluff points match counts points, not
    #: how long a seat stayed in. None: the mode's.
    counted: str | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        for name in ("totals", "winners", "expected_loss"):
            object.__setattr__(self, name, tuple(getattr(self, name)))
        seats = len(self.config.seats)
        if len(self.totals) != seats or len(self.expected_loss) != seats:
            raise ValueError(f"a result needs one total and one expected loss per seat ({seats})")
        if any(not 0 <= w < seats for w in self.winners):   # none: a solo game that was lost (a level)
            raise ValueError(f"winners must be seat indices 0..{seats - 1}, got {self.winners}")

    @classmethod
    def from_totals(cls, config: MatchConfig, totals: Sequence[int],
                    expected_loss: Sequence[float | None] | None = None) -> MatchResult:
        """A result whose winners are the seats with the best total by the mode's ranking
        (the highest, or the fewest rounds); ties share the win."""
        losses = tuple(expected_loss) if expected_loss is not None else (None,) * len(totals)
        sign = -1 if config.info.lower_wins(len(config.seats)) else 1
        best = max(sign * total for total in totals)
        return cls(config, tuple(totals), tuple(i for i, t in enumerate(totals) if sign * t == best), losses)

    @property
    def lower_wins(self) -> bool:
        return self.config.info.lower_wins(len(self.config.seats))

    @property
    def unit(self) -> str:
        """What the totals count ("points", "rounds", "place": how long a seat stayed in, ...)."""
        return self.counted or self.config.info.unit_for(len(self.config.seats))

    def _better(self, a: int, b: int) -> bool:
        return a < b if self.lower_wins else a > b

    def places(self) -> tuple[int, ...]:
        """Each seat's place, 1-based; equal totals share a place ("1, 2, 2, 4")."""
        return tuple(1 + sum(self._better(other, total) for other in self.totals) for total in self.totals)

    def ranking(self) -> tuple[int, ...]:
        """Seat indices from first place down; ties keep seat order."""
        sign = 1 if self.lower_wins else -1
        return tuple(sorted(range(len(self.totals)), key=lambda seat: (sign * self.totals[seat], seat)))


def default_name(kind: str, number: int) -> str:
    """'Player 2' or 'CPU 3' for seat `number` (1-based): short, so a name fits a score column whole."""
    return (_("Player {n}") if kind == "person" else _("CPU {n}")).format(n=number)


def quick_match(mode: str, people_devices: Iterable[DeviceId] = (KEYBOARD,), computers: int = 1,
                difficulty: str = "normal") -> MatchConfig:
    """A match without the setup screen (`--scene dicetime` / `--scene triple`): the
    people first, on the given devices, then `computers` computer players; colours
    and rockets in seat order."""
    kinds = [("person", device) for device in people_devices] + [("computer", None)] * computers
    seats = tuple(Seat(kind, default_name(kind, i + 1), colour=i, rocket=i, device=device,
                       difficulty=difficulty)
                  for i, (kind, device) in enumerate(kinds))
    return MatchConfig(mode, seats)


def attract_match(mode: str, seats: int = 2, difficulty: str = "hard") -> MatchConfig:
    """A demo match of computer players only (shown when the title sits idle); several sit from seat 2 on, a solo
    demo's one in seat 1."""
    config = quick_match(mode, people_devices=(), computers=seats, difficulty=difficulty)
    if 1 < seats < min(COLOUR_COUNT, ROCKET_COUNT):   # several sit from seat 2 on ("CPU 2" in seat 2's blue, as in
        config = replace(config, seats=tuple(         # every game): none wears Player 1's orange (look review 25)
            replace(seat, name=default_name("computer", k + 2), colour=k + 1, rocket=k + 1)
            for k, seat in enumerate(config.seats)))
    return replace(config, attract=True)
