"""One seat's review: the game turn by turn against the reference player, and the accuracy figure.

The accuracy (the rules book says it in words, ``game/scenes/rules_pages.py``):

- points (Dicetime, Puzzle, campaign levels, Triple): ``100 x (E - L) / E`` percent, where ``E`` is
  what perfect play averages over the whole game from its start and ``L`` the points given up (the
  sum of every decision's cost). The sum of the costs along a game is, on average, exactly what a
  player's way of playing loses against perfect play over a game (each decision's cost is the drop
  in perfect play's expectation that the choice alone causes), so ``E - L`` is what this game's
  decisions were worth: "98.2% of perfect" means those choices would average 98.2% of perfect
  play's score. Clamped to 0..100.
- rounds (solo 10000): ``100 x E / (E + L)``, where ``E`` is perfect play's expected number of rounds
  and ``L`` the rounds given up: the same share, turned round because fewer rounds are better.

Nothing here is drawn; the review screen reads a ``Review``.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.coach.record import Decision, GameRecord, TurnStart

COSTLIEST = 3
#: the accuracy (%) each of a game's three grade stars takes (the review's headline, the statistics' mean accuracy)
STAR_GRADES = (70.0, 85.0, 95.0)
SHOWN_DECIMALS = 1   # the review's percentage is shown to one decimal, and its figures too where they are exact


def stars_earned(accuracy: float) -> int:
    """How many of the three grade stars an accuracy earns."""
    return sum(accuracy >= bar for bar in STAR_GRADES)


def accuracy(start_value: float, given_up: float, lower_is_better: bool) -> float | None:
    """The accuracy figure in percent (see the module), None when there is no reference value."""
    if not start_value > 0:
        return None
    if lower_is_better:
        return 100.0 * start_value / (start_value + max(0.0, given_up))
    return max(0.0, min(100.0, 100.0 * (start_value - max(0.0, given_up)) / start_value))


@dataclass(frozen=True)
class Headline:
    """The review's figures as shown, rounded so they agree with each other (review 25: "73.6%" beside 28.7 and 38.9
    rounds, 28.7 / 38.9 = 73.8%; "given up 10.3" beside a 10.2 difference): the two averages rounded, and the loss
    and the accuracy worked out from those rounded figures, not from the unrounded ones."""

    perfect: float          # what the reference averages from the start (rounded)
    yours: float            # what this game's choices were worth (rounded)
    lost: float             # what the choices gave up: the difference of the two shown (never below 0)
    accuracy: float | None  # percent, from the two shown figures (rounded), None without a reference


def headline(start_value: float, given_up: float, lower_is_better: bool,
             decimals: int = SHOWN_DECIMALS) -> Headline:
    """The figures a review shows (see `Headline`): the averages to `decimals` places, the percentage to one."""
    perfect = round(start_value, decimals)
    worth = start_value + given_up if lower_is_better else start_value - given_up
    yours = round(worth, decimals)
    lost = round(max(0.0, yours - perfect if lower_is_better else perfect - yours), decimals)
    if not perfect > 0:
        return Headline(perfect, yours, lost, None)
    if lower_is_better:
        share = 100.0 * perfect / yours if yours > 0 else 100.0
    else:
        share = 100.0 * max(0.0, yours) / perfect
    return Headline(perfect, yours, lost, round(max(0.0, min(100.0, share)), SHOWN_DECIMALS))


@dataclass(frozen=True)
class ReviewTurn:
    turn: int
    position: object                  # the mode's plain state at the turn's start
    score: float                      # made before the turn
    value: float | None               # the reference's expected final result from the turn's start
    decisions: tuple[Decision, ...]   # the turn's decisions, in order

    @property
    def given_up(self) -> float:
        return sum(d.priced.cost for d in self.decisions if d.priced is not None)


@dataclass(frozen=True)
class Review:
    seat: int
    mode: str
    unit: str                 # "points" or "rounds"
    lower_is_better: bool
    exact: bool               # False: an estimate (Triple, the Hard player's valuation)
    against: str              # the reference: "perfect", "perfect_solitaire", "perfect_solo", "hard_valuation"
    start_value: float        # the reference's expected final result from the game's start
    final: float | None       # the result made (None: the game ended before this seat finished)
    turns: tuple[ReviewTurn, ...]

    @property
    def priced(self) -> tuple[Decision, ...]:
        return tuple(d for turn in self.turns for d in turn.decisions if d.priced is not None)

    @property
    def decisions(self) -> int:
        """How many decisions were priced."""
        return len(self.priced)

    @property
    def given_up(self) -> float:
        return sum(d.priced.cost for d in self.priced)

    @property
    def accuracy(self) -> float | None:
        return accuracy(self.start_value, self.given_up, self.lower_is_better)

    @property
    def worth(self) -> float:
        """What this game's choices were worth: the reference's expected result from the start with the points given
        up taken off (the rounds given up added); the accuracy is this against ``start_value``."""
        return self.start_value + self.given_up if self.lower_is_better else self.start_value - self.given_up

    @property
    def shown(self) -> Headline:
        """The figures the review screen shows, agreeing with each other as rounded (`Headline`)."""
        decimals = SHOWN_DECIMALS if self.exact else 0   # (an estimate's figures are whole: "about 231")
        return headline(self.start_value, self.given_up, self.lower_is_better, decimals)

    @property
    def luck(self) -> float | None:
        """How far the dice carried the result past what the choices were worth (negative: they held it back;
        in rounds, fewer taken is the dice's kindness); None before the seat finished."""
        if self.final is None:
            return None
        return self.worth - self.final if self.lower_is_better else self.final - self.worth

    def costliest(self, count: int = COSTLIEST) -> tuple[Decision, ...]:
        """The decisions that gave up most (only those that gave up anything), costliest first;
        equal costs in the order played."""
        costly = [d for d in self.priced if d.priced.cost > 0]
        return tuple(sorted(costly, key=lambda d: -d.priced.cost)[:count])

    def report(self) -> dict:
        """The run report's entry (README contract): {"seat", "given_up", "decisions", "exact"}."""
        return {"seat": self.seat, "given_up": round(self.given_up, 6), "decisions": self.decisions,
                "exact": self.exact}


def build(record: GameRecord, seat: int, pricer) -> Review:
    """The review of `seat` from a record whose pricing is done (``GameCoach.settle``)."""
    seat_record = record.seats[seat]
    by_turn: dict[int, list[Decision]] = {}
    for decision in seat_record.decisions:
        by_turn.setdefault(decision.turn, []).append(decision)
    turns = tuple(_turn(start, by_turn.get(start.turn, ())) for start in seat_record.turns)
    return Review(seat, record.mode, pricer.unit, pricer.lower_is_better, pricer.exact, pricer.against,
                  float(pricer.start_value()), seat_record.final, turns)


def _turn(start: TurnStart, decisions) -> ReviewTurn:
    return ReviewTurn(start.turn, start.position, start.score, start.value, tuple(decisions))
