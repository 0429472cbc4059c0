"""Who may see which dice, and when: Bluff's hidden dice on one shared screen.

Pure: no pygame, no scenes. The Bluff scene asks `Privacy.faces_on_screen` which faces it may
draw; a die it gets back as None is drawn face down (a closed cup, no face, no angle).

Seats are of three kinds (`seat_kinds` builds them from a match):
- COMPUTER: its hidden dice show only when a doubt reveals every die.
- OWN_DEVICE: a person with a device of their own. When they are the only person at the
  table (everyone else is a computer) there is nobody to hide from, so their dice lie face up
  all the time. With other people at the table they hold a button to peek while the others
  look away; one peek at a time, and never while someone else's dice are on screen.
- SHARED_DEVICE: people sharing one device (hot seat, pass and play). When the turn comes to
  one of them a full-screen curtain goes up ("pass to Ana, press A when ready"); once they
  press it, their dice show until the turn leaves them.
- PHONE: a person playing by phone (game/phones): their phone is their private screen, so the
  screen never shows their hidden dice (no peek, no curtain) until a doubt reveals every die.
  With phones at the table nobody is alone with the screen: another person's dice stay closed.

Dice put in the open (the reroll option) are seen by everyone, always. A doubt's reveal shows
every die to everyone.
"""

from __future__ import annotations

from collections.abc import Sequence

COMPUTER = "computer"
OWN_DEVICE = "own device"
SHARED_DEVICE = "shared device"
PHONE = "phone"
KINDS: tuple[str, ...] = (COMPUTER, OWN_DEVICE, SHARED_DEVICE, PHONE)


def seat_kinds(is_person: Sequence[bool], shares_device: Sequence[bool],
               on_phone: Sequence[bool] | None = None) -> tuple[str, ...]:
    """Each seat's kind from whether it is a person, whether it shares its device and plays by phone."""
    phones = on_phone if on_phone is not None else [False] * len(is_person)
    return tuple(PHONE if person and phone else SHARED_DEVICE if person and shared else OWN_DEVICE if person
                 else COMPUTER for person, shared, phone in zip(is_person, shares_device, phones, strict=True))


class Privacy:
    """The screen's privacy state: curtain, peeks, the reveal; and the faces it may show."""

    def __init__(self, kinds: Sequence[str]) -> None:
        self.set_kinds(kinds)
        self.curtain_for: int | None = None   # a hot-seat person the screen waits for
        self.cleared: int | None = None        # the hot-seat person on turn who passed the curtain
        self.peeker: int | None = None         # the person holding their peek button
        self.revealing = False                 # a doubt shows every die
        self.on_turn: int | None = None

    def set_kinds(self, kinds: Sequence[str]) -> None:
        """The seats' kinds (again, when a seat changed hands: a phone took a pad's seat, or back)."""
        for kind in kinds:
            if kind not in KINDS:
                raise ValueError(f"seat kind must be one of {KINDS}, got {kind!r}")
        self.kinds = tuple(kinds)
        people = [seat for seat, kind in enumerate(self.kinds) if kind != COMPUTER]
        #: The one person at a table of computers: their dice lie face up, nobody to hide from.
        self.lone_person: int | None = people[0] if len(people) == 1 and self.kinds[people[0]] == OWN_DEVICE else None
        if getattr(self, "peeker", None) is not None and self.kinds[self.peeker] != OWN_DEVICE:
            self.peeker = None

    # ------------------------------------------------------------------ events
    def turn_to(self, seat: int | None) -> None:
        """The seat on turn is now `seat` (None: nobody, e.g. while the cups are rolled).
        A hot-seat person gets the curtain; any other change of turn hides the last one's dice."""
        if seat == self.on_turn and (self.curtain_for == seat or self.cleared == seat):
            return
        self.on_turn = seat
        self.cleared = None
        self.curtain_for = seat if seat is not None and self.kinds[seat] == SHARED_DEVICE else None
        if self.curtain_for is not None:
            self.peeker = None

    def ready(self, seat: int) -> bool:
        """The person behind the curtain says they are ready; True if the curtain goes down."""
        if self.curtain_for != seat:
            return False
        self.curtain_for = None
        self.cleared = seat
        return True

    def start_peek(self, seat: int) -> bool:
        """A person with their own device starts holding their peek button; True if it shows."""
        if self.kinds[seat] != OWN_DEVICE or self.revealing or self.curtain_up:
            return False
        if self.peeker is not None and self.peeker != seat:
            return False
        if self.cleared is not None or self.lone_person is not None:
            return False   # someone's dice are on screen already, or nobody needs to peek
        self.peeker = seat
        return True

    def end_peek(self, seat: int) -> None:
        if self.peeker == seat:
            self.peeker = None

    def reveal(self) -> None:
        """A doubt: every die shows, to everyone."""
        self.revealing = True
        self.peeker = None
        self.curtain_for = None
        self.cleared = None

    def end_reveal(self) -> None:
        """The next round begins: the dice go back under the cups."""
        self.revealing = False
        self.on_turn = None

    def seat_left(self, seat: int) -> None:
        """Seat `seat` is out of the game."""
        if self.peeker == seat:
            self.peeker = None
        if self.curtain_for == seat:
            self.curtain_for = None
        if self.cleared == seat:
            self.cleared = None

    # ----------------------------------------------------------------- queries
    @property
    def curtain_up(self) -> bool:
        return self.curtain_for is not None

    @property
    def viewer(self) -> int | None:
        """The one seat whose hidden dice the screen may show now (None: nobody's)."""
        if self.curtain_up or self.revealing:
            return None
        for seat in (self.cleared, self.peeker, self.lone_person):
            if seat is not None:
                return seat
        return None

    def shows_hand(self, seat: int) -> bool:
        """True if seat `seat`'s hidden dice may be drawn face up now."""
        if self.curtain_up:
            return False
        return self.revealing or self.viewer == seat

    def faces_on_screen(self, hands: Sequence[Sequence[int]],
                        open_flags: Sequence[Sequence[bool]]) -> list[tuple[int | None, ...]]:
        """Per seat, each die's face as the screen may draw it: the face, or None (face down).
        Under the curtain nothing shows, not even the dice in the open."""
        shown: list[tuple[int | None, ...]] = []
        for seat, hand in enumerate(hands):
            flags = tuple(open_flags[seat]) if seat < len(open_flags) else ()
            whole = self.shows_hand(seat)
            shown.append(tuple(
                None if self.curtain_up else face if whole or (i < len(flags) and flags[i]) else None
                for i, face in enumerate(hand)))
        return shown
