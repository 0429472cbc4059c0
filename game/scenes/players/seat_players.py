"""Choosing who sits in a person's seat at setup: a guest, a player one has been before, or a new one.

The choices of a seat are: the guest (the seat's own name, "Player 2"), every player of the players file
not seated elsewhere, then "New player" (the setup screen opens the name entry for it). Computers are never
players. Pure apart from reading the players file once (and again after a player is added).
"""

from __future__ import annotations

from game.scenes.seat_slots import SeatSlots
from game.storage import players as store

NEW = "+new"


class PlayerChoice:
    def __init__(self) -> None:
        self.at_new: set[int] = set()   # seats whose choice stands on "New player" (the entry was opened)
        self.reload()

    def reload(self) -> str | None:
        """Read the players file again; a notice if it was damaged."""
        found, notice = store.load()
        self.players = [(p.id, p.name) for p in found.players]
        self.looks = {p.id: (p.colour, p.rocket) for p in found.players}   # their last game's colour and rocket
        return notice

    def name_of(self, player: str) -> str:
        return next((name for pid, name in self.players if pid == player), "")

    def options(self, slots: SeatSlots, index: int) -> list[str | None]:
        taken = slots.players_seated(index)
        return [None] + [pid for pid, _name in self.players if pid not in taken] + [NEW]

    def label(self, slots: SeatSlots, index: int) -> str:
        """The name the seat plays under: a player's, or a guest's own seat name ("Player 1"), as its card's heading
        says it (look review 13: the heading said "Player 1", this row "Guest": which was the name?)."""
        return slots.slots[index].name

    def step(self, slots: SeatSlots, index: int, step: int) -> str | None:
        """The seat's next choice that way; returns NEW when that is "New player" (nothing set yet)."""
        options = self.options(slots, index)
        current = NEW if index in self.at_new else slots.slots[index].player
        position = options.index(current) if current in options else 0
        chosen = options[(position + step) % len(options)]
        if chosen == NEW:
            self.at_new.add(index)
            return NEW
        self.at_new.discard(index)
        slots.set_player(index, chosen, self.name_of(chosen) if chosen else None)
        if chosen:   # a player wears the colour and rocket they last played with, wherever they show (look review 13)
            slots.wear(index, *self.looks.get(chosen, (None, None)))
        return chosen

    def add(self, slots: SeatSlots, index: int, name: str) -> str | None:
        """Add a player named `name` and seat them at `index`; a notice if it could not be."""
        player, notice = store.update(lambda everyone: store.add(everyone, name))
        if player is None:
            return notice
        self.reload()
        self.at_new.discard(index)
        slots.set_player(index, player.id, player.name)
        return notice
