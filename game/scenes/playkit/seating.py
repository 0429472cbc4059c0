"""Seat routing: which seat a device acts for, in every policy, and seats whose pad is gone.

Policies (`SeatRouter.policy`):
- "bound": each person plays with the device they joined with (the keyboard and the mouse
  count as one desk unless both joined); several people who joined with one device share
  it (hot seat): it acts for whichever of them is on turn.
- "solo": one seat, and every keyboard, mouse and pad acts for it; the seat follows the
  device that acted last (rumble and high-score initials go to the pad in hand).

In every policy a person on turn whose pad was unplugged waits (`orphans`): the game
holds until that pad comes back, or another device nobody plays with takes the seat, and
with it every seat that shared the lost pad (`take_seat`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace

from game.input.actions import DeviceId
from game.match import MatchConfig

DEVICE_KINDS = ("keyboard", "mouse", "pad", "phone")
POLICIES = ("bound", "solo")


class SeatRouter:
    def __init__(self, match: MatchConfig, connected: Callable[[DeviceId], bool], policy: str = "bound") -> None:
        if policy not in POLICIES:
            raise ValueError(f"seat policy must be one of {POLICIES}, got {policy!r}")
        if policy == "solo" and len(match.seats) != 1:
            raise ValueError("the solo policy needs exactly one seat")
        self.match = match
        self.policy = policy
        self.connected = connected

    # ------------------------------------------------------------------ queries
    def seats_of(self, device: DeviceId) -> tuple[int, ...]:
        """Every seat `device` may act for (people only)."""
        if device.kind not in DEVICE_KINDS:
            return ()
        if self.policy == "solo":
            return (0,) if self.match.seats[0].is_person else ()
        return tuple(s for s in self.match.seats_for(device) if self.match.seats[s].is_person)

    def seat_for(self, device: DeviceId, on_turn: Iterable[int] = ()) -> int | None:
        """The seat `device` acts for now: of its seats, the first one on turn; else its first seat."""
        mine = self.seats_of(device)
        if not mine:
            return None
        return next((seat for seat in on_turn if seat in mine), mine[0])

    def shared(self, seat: int) -> bool:
        """True if seat `seat` shares its device with other people (hot seat: pass and play)."""
        return self.policy == "bound" and self.match.shares_device(seat)

    def orphans(self, on_turn: Iterable[int]) -> list[int]:
        """People on turn whose device is unplugged: the game waits for them."""
        return [seat for seat in on_turn if self.match.seats[seat].is_person
                and not self.connected(self.match.seats[seat].device)]

    # ------------------------------------------------------------------ changes
    def take_seat(self, device: DeviceId, on_turn: Iterable[int]) -> int | None:
        """A device nobody plays with takes the first waiting seat, with every seat that shared
        its lost device (a replugged pad comes back as a new device). The seat, or None."""
        waiting = self.orphans(on_turn)
        if not waiting or device.kind not in DEVICE_KINDS or self.match.seats_for(device):
            return None
        seat = waiting[0]
        lost = self.match.seats[seat].device
        seats = tuple(replace(info, device=device) if info.is_person and info.device == lost else info
                      for info in self.match.seats)
        self.match = replace(self.match, seats=seats)
        return seat

    def give(self, seat: int, device: DeviceId, name: str) -> None:
        """Seat `seat` goes on with `device` under the name `name` (a phone took it: game.phones)."""
        seats = list(self.match.seats)
        seats[seat] = replace(seats[seat], device=device, name=name)
        self.match = replace(self.match, seats=tuple(seats))

    def follow(self, device: DeviceId) -> None:
        """Solo: the seat moves to the device that acted last (keyboard and mouse are one desk)."""
        if (self.policy != "solo" or device.kind not in DEVICE_KINDS or not self.match.seats[0].is_person
                or self.match.seat_for(device) == 0):
            return
        self.match = replace(self.match, seats=(replace(self.match.seats[0], device=device),))
