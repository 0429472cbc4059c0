"""Seat routing: which seat a device acts for, in every policy, and seats whose pad is gone.

Policies (`SeatRouter.policy`):
- "bound": each person plays with the device they joined with (the keyboard and the mouse
  count as one desk unless both joined); several people who joined with one device share
  it (hot seat): it acts for whichever of them is on turn.
- "solo": one seat, and every keyboard, mouse and pad acts for it; the seat follows the
  device that acted last (rumble and high-score initials go to the pad in hand).

In every policy a person on turn whose pad was unplugged waits (`orphans`): the game
holds until that pad comes back, or another device takes the seat, and with it every seat
that shared the lost pad (`take_seat`; a device that plays a seat already then plays both, hot
seat). A pad plugged back in after another device stood in for it gets its seats back
(`give_back`: the router remembers the name of the pad each stand-in replaced).
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
        self.stand_ins: dict[int, tuple[DeviceId, str]] = {}   # seat -> (the device standing in, the lost pad's name)

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
    def take_seat(self, device: DeviceId, on_turn: Iterable[int], lost_name: str | None = None) -> int | None:
        """`device` takes the first waiting seat, with every seat that shared its lost device (a
        replugged pad comes back as a new device); a device that plays a seat already then shares
        both (hot seat). `lost_name`: the lost pad's name, kept so it can have its seats back. The
        seat, or None."""
        waiting = self.orphans(on_turn)
        if not waiting or device.kind not in DEVICE_KINDS:
            return None
        seat = waiting[0]
        lost = self.match.seats[seat].device
        moved = [i for i, info in enumerate(self.match.seats) if info.is_person and info.device == lost]
        self._move(moved, device)
        for index in moved:
            self.stand_ins.pop(index, None)
            if lost_name is not None and lost is not None and lost.kind == "pad":
                self.stand_ins[index] = (device, lost_name)
        return seat

    def give(self, seat: int, device: DeviceId, name: str) -> None:
        """Seat `seat` goes on with `device` under the name `name` (a phone took it: game.phones)."""
        seats = list(self.match.seats)
        seats[seat] = replace(seats[seat], device=device, name=name)
        self.match = replace(self.match, seats=tuple(seats))
        self.stand_ins.pop(seat, None)

    def give_back(self, device: DeviceId, name: str) -> int | None:
        """A pad nobody plays with, named like a pad another device stands in for, gets those seats
        back (the person plugged their pad in again). The first seat, or None."""
        if device.kind != "pad" or self.seats_of(device):
            return None
        mine = sorted(seat for seat, (stand_in, lost) in self.stand_ins.items()
                      if lost == name and self.match.seats[seat].device == stand_in)
        if not mine:
            return None
        stand_in = self.stand_ins[mine[0]][0]
        back = [seat for seat in mine if self.stand_ins[seat][0] == stand_in]
        self._move(back, device)
        for seat in back:
            del self.stand_ins[seat]
        return back[0]

    def _move(self, seats: Iterable[int], device: DeviceId) -> None:
        moving = set(seats)
        self.match = replace(self.match, seats=tuple(replace(info, device=device) if i in moving else info
                                                     for i, info in enumerate(self.match.seats)))

    def follow(self, device: DeviceId) -> None:
        """Solo: the seat moves to the device that acted last (keyboard and mouse are one desk)."""
        if (self.policy != "solo" or device.kind not in DEVICE_KINDS or not self.match.seats[0].is_person
                or self.match.seat_for(device) == 0):
            return
        self.match = replace(self.match, seats=(replace(self.match.seats[0], device=device),))
