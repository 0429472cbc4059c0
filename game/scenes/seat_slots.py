"""The setup screen's seats: who sits where, with what device, colour and rocket.

Pure data, no drawing (the setup screen, game/scenes/setup.py, shows and edits it).
"""

from __future__ import annotations

from dataclasses import replace

from game import modes
from game.input.actions import DeviceId
from game.match import (
    COLOUR_COUNT,
    DIFFICULTIES,
    ROCKET_COUNT,
    MatchConfig,
    Seat,
    default_name,
    seat_for_device,
    seats_for_device,
)


class SeatSlots:
    """The places of the setup screen (as many as the mode's most seats); pure data, no drawing.

    Several people may join with one device (`share=True`): they take turns with it (hot seat)."""

    def __init__(self, mode: str) -> None:
        self.mode = mode
        self.info = modes.get(mode)
        self.slots: list[Seat | None] = [None] * self.info.max_seats

    # queries
    def seat_of(self, device: DeviceId) -> int | None:
        return seat_for_device(self.slots, device)

    def seated(self, device: DeviceId) -> int | None:
        """The (first) place that joined with exactly this device (no keyboard/mouse sharing)."""
        return next((i for i, seat in enumerate(self.slots) if seat is not None and seat.device == device), None)

    def seats_of(self, device: DeviceId) -> tuple[int, ...]:
        """Every place `device` plays for (several when people share it)."""
        return seats_for_device(self.slots, device)

    def shared(self, index: int) -> bool:
        """True if the person at `index` shares their device with another seat (hot seat)."""
        seat = self.slots[index]
        return (seat is not None and seat.is_person
                and sum(other is not None and other.device == seat.device for other in self.slots) > 1)

    def filled(self) -> list[int]:
        return [i for i, seat in enumerate(self.slots) if seat is not None]

    def can_start(self) -> bool:
        return len(self.filled()) >= self.info.min_seats

    def may_edit(self, device: DeviceId, index: int) -> bool:
        """A device may change free places, computer seats and its own seat."""
        seat = self.slots[index]
        return seat is None or seat.is_computer or index in self.seats_of(device)

    def _free(self, used: set[int], count: int, start: int = 0, step: int = 1) -> int | None:
        for k in range(count):
            value = (start + step * k) % count
            if value not in used:
                return value
        return None

    def _used(self, attribute: str, besides: int | None = None) -> set[int]:
        return {getattr(seat, attribute) for i, seat in enumerate(self.slots) if seat is not None and i != besides}

    # changes
    def _new_seat(self, index: int, kind: str, device: DeviceId | None, difficulty: str = "normal") -> Seat:
        colour = self._free(self._used("colour", index), COLOUR_COUNT, index)
        rocket = self._free(self._used("rocket", index), ROCKET_COUNT, index)
        return Seat(kind, self._default_name(kind, index), colour, rocket, device, difficulty)

    def _default_name(self, kind: str, index: int) -> str:
        """A person is "Player N" counting people (the smallest N no other person has), so a pad that
        joins after a computer's seat is Player 2, not Player 3; a computer is named after its seat."""
        if kind != "person":
            return default_name(kind, index + 1)
        taken = {seat.name for i, seat in enumerate(self.slots) if seat is not None and i != index}
        number = next(n for n in range(1, len(self.slots) + 2) if default_name("person", n) not in taken)
        return default_name("person", number)

    def join(self, device: DeviceId, index: int | None = None, share: bool = False) -> int | None:
        """Seat a person playing with `device` (at `index`, or the first free place); the
        place they got, or None if no place is free or the device is seated already (unless
        `share`: then one more person plays with it, hot seat)."""
        if self.seated(device) is not None and not share:
            return None
        if index is None:
            index = next((i for i, seat in enumerate(self.slots) if seat is None), None)
        if index is None or self.slots[index] is not None:
            return None
        self.slots[index] = self._new_seat(index, "person", device)
        return index

    def add_computer(self, index: int, difficulty: str = "normal") -> bool:
        if self.slots[index] is not None:
            return False
        self.slots[index] = self._new_seat(index, "computer", None, difficulty)
        return True

    def remove(self, index: int) -> None:
        self.slots[index] = None

    def to_computer(self, index: int) -> None:
        seat = self.slots[index]
        if seat is not None and seat.is_person:
            self.slots[index] = replace(seat, kind="computer", device=None, name=self._default_name("computer", index),
                                        player=None)

    def to_person(self, index: int, device: DeviceId, share: bool = False) -> bool:
        """A computer seat taken over by a person playing with `device` (not seated yet,
        unless `share`: then they share it with its other seats, hot seat)."""
        seat = self.slots[index]
        if seat is None or seat.is_person or (self.seated(device) is not None and not share):
            return False
        self.slots[index] = replace(seat, kind="person", device=device, name=self._default_name("person", index))
        return True

    def cycle(self, index: int, attribute: str, step: int) -> bool:
        """Next difficulty, or the next colour / rocket that no other seat has."""
        seat = self.slots[index]
        if seat is None:
            return False
        if attribute == "difficulty":
            position = DIFFICULTIES.index(seat.difficulty)
            value = DIFFICULTIES[(position + step) % len(DIFFICULTIES)]
        else:
            count = COLOUR_COUNT if attribute == "colour" else ROCKET_COUNT
            value = self._free(self._used(attribute, index), count, getattr(seat, attribute) + step, step)
            if value is None or value == getattr(seat, attribute):
                return False
        self.slots[index] = replace(seat, **{attribute: value})
        return True

    def players_seated(self, besides: int | None = None) -> set[str]:
        """The ids of the players (by name) in the other seats."""
        return {seat.player for i, seat in enumerate(self.slots)
                if seat is not None and seat.player is not None and i != besides}

    def set_player(self, index: int, player: str | None, name: str | None = None) -> bool:
        """A person's seat plays as `player` (an id of the players file, shown as `name`) or as a guest
        (None: the seat's default name). False if the seat is no person's or the player sits elsewhere."""
        seat = self.slots[index]
        if seat is None or not seat.is_person or (player is not None and player in self.players_seated(index)):
            return False
        shown = name if player is not None and name else self._default_name("person", index)
        self.slots[index] = replace(seat, player=player, name=shown)
        return True

    def wear(self, index: int, colour: int | None, rocket: int | None) -> None:
        """Seat `index` takes `colour` and `rocket` (a player's remembered look), each where no other seat has it."""
        seat = self.slots[index]
        if seat is None:
            return
        if colour is not None and colour not in self._used("colour", index):
            seat = replace(seat, colour=colour)
        if rocket is not None and rocket not in self._used("rocket", index):
            seat = replace(seat, rocket=rocket)
        self.slots[index] = seat

    def config(self) -> MatchConfig:
        return MatchConfig(self.mode, tuple(seat for seat in self.slots if seat is not None))
