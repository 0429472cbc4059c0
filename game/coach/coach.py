"""The coach of one game: the record the scene fills in, priced in the background as it grows.

    coach = GameCoach("dicetime", seats=2, pricer=DicetimePricer())
    coach.turn_start(seat, CardPosition.of(card), card.total)      # each turn's start
    coach.decision(seat, "keep", CardPosition.of(card, rolls_left), dice, kept_values)
    coach.decision(seat, "fill", CardPosition.of(card, rolls_left), dice, "full_house")
    coach.final(seat, card.total)
    ...
    review = coach.review(seat)      # waits for what is still being priced (little: it kept up)

Pricing runs on one low-priority daemon thread shared by every coach (``background=False`` prices
at once, in the caller's thread: headless games, tests, benchmarks). A decision costs a fraction of
a millisecond once its turn's values are known; a 10000 turn's table takes tens of milliseconds, so
pricing as the game goes keeps the review's opening to what the last decisions need.

A pricer that fails (a table that cannot be built, say) leaves the game without a review: the
error is logged, ``review`` returns None, and the game goes on.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from game.coach import review as reviews
from game.coach.record import Decision, GameRecord, TurnStart
from game.system.worker import Worker

_log = logging.getLogger(__name__)


_worker = Worker("coach", nice=10)   # below the game's frames


def wait_idle(timeout: float | None = None) -> bool:
    """Wait until every game's pricing submitted so far is done (tests: nothing of one test's game is
    priced during the next); False if `timeout` s passed first."""
    return _worker.wait_idle(timeout)


class GameCoach:
    def __init__(self, mode: str, seats: int, pricer, background: bool = True) -> None:
        self.record = GameRecord(mode, seats)
        self.pricer = pricer
        self.label: str | None = None   # what the review calls the game when the mode's name is not enough
        self.facts: dict[int, dict] = {}  # seat -> what its card shows (bonus, five of a kinds) for the statistics

        self.background = background
        self.failed: str | None = None
        self._pending = 0
        self._done = threading.Condition()
        self._submit(pricer.warm_up)

    # ---------------------------------------------------------------- what the scene notes
    def turn_start(self, seat: int, position: object, score: float) -> TurnStart:
        start = self.record.turn_start(seat, position, score)
        self._submit(lambda: setattr(start, "value", self.pricer.turn_value(position, score)))
        return start

    def decision(self, seat: int, kind: str, position: object, dice, choice) -> Decision:
        made = self.record.decision(seat, kind, position, dice, choice)
        self._submit(lambda: setattr(made, "priced", self.pricer.price(made)))
        return made

    def final(self, seat: int, score: float, **facts) -> None:
        """The seat's game is over with `score`; `facts` for its statistics (``bonus``, ``bonus_chances``,
        ``bonuses``, ``five_kinds``)."""
        self.record.final(seat, score)
        if facts:
            self.facts[seat] = facts

    # ---------------------------------------------------------------- what the review reads
    def settle(self, timeout: float | None = None) -> bool:
        """Wait until everything noted so far is priced; False if `timeout` s passed first."""
        with self._done:
            return self._done.wait_for(lambda: self._pending == 0, timeout)

    @property
    def settled(self) -> bool:
        return self._pending == 0

    def review(self, seat: int, timeout: float | None = None) -> reviews.Review | None:
        """The seat's review (None if pricing failed, the seat noted nothing, or `timeout` passed)."""
        if not self.settle(timeout) or self.failed is not None or not self.record.seats[seat].turns:
            return None
        return reviews.build(self.record, seat, self.pricer)

    def seats(self) -> tuple[int, ...]:
        """The seats that have a record (a turn noted)."""
        return tuple(record.seat for record in self.record.seats if record.turns)

    def reviews(self, timeout: float | None = None) -> list[reviews.Review]:
        """Every seat's review that there is, in seat order."""
        found = (self.review(seat, timeout) for seat in range(len(self.record.seats)))
        return [review for review in found if review is not None]

    # ---------------------------------------------------------------- running the jobs
    def _submit(self, job: Callable[[], None]) -> None:
        if not self.background:
            self._run(job)
            return
        with self._done:
            self._pending += 1
        _worker.submit(lambda: self._run_counted(job))

    def _run_counted(self, job: Callable[[], None]) -> None:
        try:
            self._run(job)
        finally:
            with self._done:
                self._pending -= 1
                self._done.notify_all()

    def _run(self, job: Callable[[], None]) -> None:
        if self.failed is not None:
            return
        try:
            job()
        except Exception as exc:   # a table that cannot be built: no review, the game goes on
            self.failed = f"{type(exc).__name__}: {exc}"
            _log.warning("the coach could not price a %s game: %s", self.record.mode, self.failed)
