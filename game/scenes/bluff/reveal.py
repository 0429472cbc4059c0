"""A doubt's reveal as a timeline; pure, no pygame.

`RevealShow` owns every moment of it: every seat's dice stand under its cup on a small felt tray, the cups
lift one seat after another (`lift_of`: each rises, tilts and fades in `CUP_LIFT_SECONDS`), the dice show under the
lifting cup and spread into their row (`gather_of`), and that seat's dice that meet the bid glow and are counted one by
one (`glow_order`, one every `GLOW_STEP`) before the next cup has lifted: the count grows cup by cup. A pause after
the last, then the verdict (the scene applies the losses then); the lost dice leave (`LEAVE_SECONDS`), and the verdict stays until everyone at the table could read it
(`hold`: `playkit.reading.reading_seconds` of all its lines, at least `HOLD_SECONDS`) before the next round starts by
itself. People may move on earlier, once its headline and who lost could be read (`readable`).

    show = RevealShow(result, panel_dice, words.verdict(...))
    beat = show.advance(dt)            # every fixed step of the reveal
    if beat.counted: ...               # one more die counted (a tick)
    if beat.verdict: ...               # apply the losses now, then show.apply()
    if beat.over: ...                  # the next round
    show.readable                      # a press may end it now
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from typing import NamedTuple

from game.rules.bluff import STAR, DoubtResult
from game.scenes.bluff.words import Verdict
from game.scenes.playkit.reading import reading_seconds

CUPS_DOWN = 0.3                      # s every cup stands on its tray before the first lifts (the doubt sinks in)
CUP_LIFT_SECONDS = 0.55              # one cup rises, tilts and fades
CUP_STAGGER = 0.3                    # s between one seat's cup starting to lift and the next's
SHOW_AT = 0.2                        # of its cup's lift: a seat's dice show under it from here (never before)
SPREAD_AT = 0.7                      # of its cup's lift: the dice start to spread from under it into their row
GATHER_SECONDS = 0.35                # the dice spread from under the cup into their row
COUNT_PAUSE = 0.25                   # s after the last seat's dice stand in their row, before the count-up
GLOW_STEP = 0.42                     # s between dice in the count-up
VERDICT_PAUSE = 0.5                  # s after the last die is counted
LEAVE_SECONDS = 0.9                  # the lost dice leave the table
KO_SECONDS = 0.65                    # a knock-out's moment after its last dice have gone (`loss_beat.knock_out`)
HOLD_SECONDS = 3.2                   # s the verdict stays at least (after the dice left) before the next round
COUNTED_FIRST = 0.2                  # s more a seat with dice to count holds the next cup back: that cup is barely
                                     # up (its dice not yet shown: `SHOW_AT`) as the seat's last die is counted (look
                                     # review 23: a lifted cup's stars stood uncounted while the next cup rose)


def matches(face: int, die: int) -> bool:
    """Whether `die` counts for a bid on `face`: the face itself or a star (stars only for a star bid)."""
    return die == STAR if face == STAR else die in (face, STAR)


def glow_order(result: DoubtResult) -> tuple[tuple[int, int], ...]:
    """(seat, die index) of every die that counts for the bid, in seat order: the count-up."""
    return tuple((seat, index) for seat, hand in enumerate(result.hands)
                 for index, die in enumerate(hand) if matches(result.bid.face, die))


def knocked_out(result: DoubtResult, seat: int) -> bool:
    """Whether the verdict `result` takes seat `seat`'s last dice (it loses as many as it had)."""
    change = result.changes[seat]
    return change < 0 and len(result.hands[seat]) + change <= 0


@dataclass
class Leaving:
    seat: int
    index: int       # in the seat's hand (the rules' order)
    face: int


class Beat(NamedTuple):
    """What one step of the timeline brought."""

    counted: bool    # one more die was counted
    verdict: bool    # the verdict is due and not applied yet
    over: bool       # the whole show is over: the next round


@dataclass
class RevealShow:
    """The doubt being shown: cups lift, matching dice count up, the verdict, the lost dice leave."""

    result: DoubtResult
    panel_dice: list[tuple[int, ...]]          # per seat: the panel's dice, in the rules' hand order
    verdict: Verdict
    round: int = 0                             # the round that was doubted (the rules count on at once)
    glow: tuple[tuple[int, int], ...] = field(init=False)   # the count-up: `glow_order(result)`
    read_seconds: float = field(init=False)    # how long the verdict stands before a press may take it away
    hold: float = field(init=False)            # how long it stays (from when it is due) before the next round starts
    time: float = 0.0
    applied: bool = False
    leaving: list[Leaving] = field(default_factory=list)
    _starts: list[float] = field(init=False, repr=False)    # when each seat's cup starts to lift
    _counts: list[float] = field(init=False, repr=False)    # when each die of `glow` is counted
    _verdict_at: float = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.glow = glow_order(self.result)
        # One seat after another: its cup lifts, its dice spread into their row and its matching dice are counted;
        # the next seat's cup starts to lift `CUP_STAGGER` after this one's, and waits for this one's count.
        self._starts, start = [], CUPS_DOWN
        for seat, hand in enumerate(self.result.hands):
            self._starts.append(start)
            if hand:
                counting = sum(s == seat for s, _k in self.glow)
                start += CUP_STAGGER + GLOW_STEP * counting + (COUNTED_FIRST if counting else 0.0)
        self._counts = [self.land(seat) + COUNT_PAUSE + GLOW_STEP * j
                        for seat in range(len(self.result.hands))
                        for j in range(sum(s == seat for s, _k in self.glow))]     # (in `glow`'s order, rising)
        lands = [self.land(seat) for seat, hand in enumerate(self.result.hands) if hand]
        self._verdict_at = max([*self._counts, max(lands, default=0.0) + COUNT_PAUSE]) + GLOW_STEP + VERDICT_PAUSE
        verdict = self.verdict        # (frozen: worked out once, not at every step of the reveal)
        self.read_seconds = reading_seconds(verdict.headline, *verdict.sentences())    # its headline and who lost
        self.hold = max(LEAVE_SECONDS + HOLD_SECONDS, reading_seconds(verdict.headline, *verdict.sentences(), verdict.next_line))

    @property
    def count_from(self) -> float:
        """When the count-up starts: the first counted die stands in its row."""
        return self._counts[0] if self._counts else self.verdict_at

    @property
    def verdict_at(self) -> float:
        """The last die counted (or the last seat's dice in their row), a step and a pause later."""
        return self._verdict_at

    def counted(self) -> int:
        """How many matching dice have been counted so far."""
        return bisect.bisect_right(self._counts, self.time)

    def land(self, seat: int) -> float:
        """When seat `seat`'s dice stand in their row (its count starts `COUNT_PAUSE` later)."""
        return self._starts[seat] + SPREAD_AT * CUP_LIFT_SECONDS + GATHER_SECONDS

    @property
    def lift(self) -> float:
        """0: the cups cover the trays; 1: every one lifted off (the last seat's)."""
        return self.lift_of(len(self.result.hands) - 1)

    def lift_of(self, seat: int) -> float:
        """Seat `seat`'s cup: 0 on its tray, 1 lifted off. The cups start one after another, at least `CUP_STAGGER`
        apart (each seat's row gives its cup over to what moves in a frame of its own), each after the count of the
        seat before."""
        return min(1.0, max(0.0, (self.time - self._starts[seat]) / CUP_LIFT_SECONDS))

    def closed(self) -> int:
        """How many seats' cups are not yet lifted off their dice: until none, the count is not over."""
        return sum(1 for seat, hand in enumerate(self.result.hands) if hand and self.lift_of(seat) < 1.0)

    def dice_show(self, seat: int) -> bool:
        """Whether seat `seat`'s dice may be drawn: its cup has lifted off them far enough (never before)."""
        return self.lift_of(seat) >= SHOW_AT

    @property
    def gather(self) -> float:
        """0 until the last cup is well off .. 1: every seat's dice in its row (the last seat's)."""
        return self.gather_of(len(self.result.hands) - 1)

    def gather_of(self, seat: int) -> float:
        """0 while seat `seat`'s dice lie where its cup stood .. 1: in their row."""
        return min(1.0, max(0.0, (self.time - self._starts[seat] - SPREAD_AT * CUP_LIFT_SECONDS) / GATHER_SECONDS))

    @property
    def leave_progress(self) -> float:
        """0..1 of the lost dice's way off the table (0 before the verdict)."""
        return max(0.0, (self.time - self.verdict_at) / LEAVE_SECONDS)

    def out_since(self, seat: int) -> float | None:
        """How long ago seat `seat`'s last dice left the table, if the verdict knocked it out (else None)."""
        if not self.applied or not knocked_out(self.result, seat):
            return None
        return self.time - self.verdict_at - LEAVE_SECONDS

    def out(self, seat: int, reduced: bool) -> bool:
        """Whether seat `seat` stands knocked out, its moment over (with reduced motion: once its dice have gone)."""
        age = self.out_since(seat)
        return age is not None and age >= (0.0 if reduced else KO_SECONDS)

    @property
    def readable(self) -> bool:
        """The verdict has stood long enough for everyone to read it: a press may move on."""
        return self.applied and self.time >= self.verdict_at + self.read_seconds

    def advance(self, dt: float) -> Beat:
        before = self.counted()
        self.time += dt
        counted = self.counted() > before
        due = not self.applied and self.time >= self.verdict_at
        over = self.time >= self.verdict_at + self.hold
        return Beat(counted, due, over)

    def apply(self) -> None:
        """The scene applied the verdict (the lost dice leave from now)."""
        self.applied = True

    def leave(self, seat: int, index: int, face: int) -> None:
        """Die `index` of `seat`'s hand (showing `face`) is lost: it leaves the table."""
        self.leaving.append(Leaving(seat, index, face))
