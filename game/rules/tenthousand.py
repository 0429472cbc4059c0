"""10000 and Zehntausend: six dice, push your luck, bank at the right moment.

Both games share one engine; `CLASSIC` (the 10000 text) and `ZEHNTAUSEND` are presets of
`TenThousandRules`, and a custom table is `dataclasses.replace(CLASSIC, ...)`.

Readings fixed here where the texts leave room (see shared RULES.md):
- Zehntausend lets a player end the turn with "more than 350"; every score is a multiple
  of 50, so its preset says `bank_minimum=400` (the field always means "at least").
- Zehntausend's winner "passes" the point limit: `exceed_target=True` (more than the
  limit); the 10000 text says "at or above", `exceed_target=False`.
- Classic three pairs need not be different numbers (the text does not ask for it), so a
  four of a kind with a pair may score as three pairs; Zehntausend asks for different ones.
- Confirmation: each keep whose best reading holds a three (or more) of a kind or a
  straight must be followed by `confirmation` further points from later rolls before the
  turn may bank; dice kept in the same roll do not confirm it.
- A keep scores its best reading, and every die in it must take part in that reading.
- Bankrupt hits only the very first roll of a turn (not a roll after hot dice).
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from game.rules.dice import validate_dice
from game.rules.errors import IllegalMove
from game.rules.outcome import check_players, highest

DICE = 6
MAX_PLAYERS = 8


@dataclass(frozen=True)
class TenThousandRules:
    """Every option of the two rule texts; the defaults are the 10000 text."""

    single_one: int = 100
    single_five: int = 50
    three_ones: int = 1000
    three_of_a_kind_factor: int = 100  # three 2s..6s score 100 x the number
    extra_die: str = "add"  # "add": each die beyond three adds `extra_die_points`; "double": doubles
    extra_die_points: int = 1000
    straight: int = 1500  # 1-2-3-4-5-6 in one roll
    three_pairs: int = 1500
    three_pairs_distinct: bool = False  # must the three pairs show different numbers?
    two_triples: int = 0  # two triples of different numbers in one roll; 0 = no such combination
    bank_minimum: int = 350  # turn points needed to bank (at least)
    confirmation: int = 350  # further points needed after a kind or straight before banking; 0 = off
    bankrupt: bool = False  # a first roll of a turn that scores nothing drops the total to 0
    automatic_keeps: bool = False  # True: every scoring die of a roll is set aside automatically
    target: int = 10_000
    exceed_target: bool = False  # True: the total must pass the target, not just reach it

    def __post_init__(self) -> None:
        if self.extra_die not in ("add", "double"):
            raise ValueError(f"extra_die must be 'add' or 'double', got {self.extra_die!r}")
        for name in ("single_one", "single_five", "three_ones", "three_of_a_kind_factor", "extra_die_points",
                     "straight", "three_pairs", "two_triples", "bank_minimum", "confirmation"):
            if getattr(self, name) < 0:
                raise ValueError(f"{name} must not be negative")
        if self.target <= 0:
            raise ValueError("target must be positive")

    def reached(self, total: int) -> bool:
        return total > self.target if self.exceed_target else total >= self.target


CLASSIC = TenThousandRules()
ZEHNTAUSEND = TenThousandRules(
    extra_die="double",
    straight=2000,
    three_pairs_distinct=True,
    two_triples=2500,
    bank_minimum=400,
    confirmation=0,
    bankrupt=True,
    automatic_keeps=True,
    exceed_target=True,
)


# --- scoring -------------------------------------------------------------------------------------
def kind_points(face: int, count: int, rules: TenThousandRules) -> int:
    """Points for `count` (3..6) dice showing `face` in one roll."""
    base = rules.three_ones if face == 1 else rules.three_of_a_kind_factor * face
    extra = count - 3
    if rules.extra_die == "add":
        return base + extra * rules.extra_die_points
    return base * 2**extra


def _single_points(face: int, rules: TenThousandRules) -> int | None:
    return {1: rules.single_one, 5: rules.single_five}.get(face)


# A reading is (points, needs_confirmation); None means some die does not score.
Reading = tuple[int, bool]


def _face_reading(face: int, count: int, rules: TenThousandRules) -> Reading | None:
    """The best way to score `count` dice of one face (all of them must take part)."""
    if count == 0:
        return (0, False)
    single = _single_points(face, rules)
    options: list[Reading] = []
    if single is not None:
        options.append((count * single, False))
    for size in range(3, count + 1):
        rest = count - size
        if rest and single is None:
            continue
        options.append((kind_points(face, size, rules) + rest * (single or 0), True))
    if count == 6:
        options.append((2 * kind_points(face, 3, rules), True))
    if not options:
        return None
    return max(options, key=lambda reading: (reading[0], not reading[1]))


def _whole_roll_readings(counts: tuple[int, ...], rules: TenThousandRules) -> list[Reading]:
    """Combinations that need all six dice: straight, three pairs, two triples."""
    shape = sorted(count for count in counts if count)
    readings: list[Reading] = []
    if sum(counts) != DICE:
        return readings
    if shape == [1] * 6:
        readings.append((rules.straight, rules.straight > 0))
    if shape == [2, 2, 2] or (not rules.three_pairs_distinct and shape in ([2, 4], [6])):
        readings.append((rules.three_pairs, False))
    if rules.two_triples and shape == [3, 3]:
        readings.append((rules.two_triples, True))
    return readings


@lru_cache(maxsize=4096)
def _best_reading(counts: tuple[int, ...], rules: TenThousandRules) -> Reading | None:
    """counts[f - 1] dice show f. The best reading of the whole multiset, or None."""
    readings = _whole_roll_readings(counts, rules)
    per_face = [_face_reading(face, count, rules) for face, count in enumerate(counts, start=1)]
    if all(reading is not None for reading in per_face):
        readings.append((sum(r[0] for r in per_face), any(r[1] for r in per_face)))  # type: ignore[index]
    readings = [reading for reading in readings if reading[0] > 0]
    if not readings:
        return None
    return max(readings, key=lambda reading: (reading[0], not reading[1]))


def _counts(dice: Iterable[int]) -> tuple[int, ...]:
    values = validate_dice(dice, count=None)
    if len(values) > DICE:
        raise ValueError(f"at most {DICE} dice, got {len(values)}")
    return _tally(values)


@lru_cache(maxsize=8192)
def _tally(values: tuple[int, ...]) -> tuple[int, ...]:
    """How many of the (checked) dice show each face, once per order of dice seen."""
    tally = Counter(values)
    return tuple(tally[face] for face in range(1, 7))


def score_keep(keep: Sequence[int], rules: TenThousandRules = CLASSIC) -> int | None:
    """Points for setting aside exactly `keep` out of one roll (its best reading).

    None if any die in `keep` does not score (or `keep` is empty).
    """
    reading = _best_reading(_counts(keep), rules)
    return None if reading is None else reading[0]


def keep_needs_confirmation(keep: Sequence[int], rules: TenThousandRules = CLASSIC) -> bool:
    """True if the best reading of `keep` holds a three (or more) of a kind or a straight."""
    reading = _best_reading(_counts(keep), rules)
    return reading is not None and reading[1]


def scoring_keeps(roll: Sequence[int], rules: TenThousandRules = CLASSIC) -> dict[tuple[int, ...], int]:
    """Every keep a roll allows (sorted values) with its points; empty if the roll scores nothing."""
    return dict(_scoring_keeps(_counts(roll), rules))


@lru_cache(maxsize=4096)
def _scoring_keeps(counts: tuple[int, ...], rules: TenThousandRules) -> tuple[tuple[tuple[int, ...], int], ...]:
    """`scoring_keeps` of a roll by its counts (462 multisets of at most six dice per rule set): worked out once,
    since every throw of a game asks for it and each keep's reading costs a hash of the rules."""
    keeps: list[tuple[tuple[int, ...], int]] = []
    for sub in itertools.product(*(range(count + 1) for count in counts)):
        reading = _best_reading(tuple(sub), rules)
        if reading is not None:
            keeps.append((tuple(face for face, n in enumerate(sub, start=1) for _ in range(n)), reading[0]))
    return tuple(keeps)


def best_score(roll: Sequence[int], rules: TenThousandRules = CLASSIC) -> int:
    """The most a roll can score; 0 means it scores nothing."""
    return max(scoring_keeps(roll, rules).values(), default=0)


@lru_cache(maxsize=16)
def bust_chances(rules: TenThousandRules = CLASSIC) -> tuple[float, ...]:
    """`[n - 1]`: the chance that a throw of n planets (1..6) scores nothing, over all 6**n ways it can fall (each
    multiset of faces weighed by the ways it falls: 462 readings for six; ~20 ms for all six, once per rule set)."""
    chances = []
    for dice in range(1, 7):
        busts = 0
        for faces in itertools.combinations_with_replacement(range(1, 7), dice):
            if best_score(faces, rules) == 0:
                ways = math.factorial(dice)
                for count in Counter(faces).values():
                    ways //= math.factorial(count)
                busts += ways
        chances.append(busts / 6 ** dice)
    return tuple(chances)


def scoring_indices(roll: Sequence[int], rules: TenThousandRules = CLASSIC) -> tuple[int, ...]:
    """Indices of the dice an automatic keep sets aside: the keep worth `best_score`, with the
    most dice where several are (every scoring die, except where a weaker whole-roll reading
    such as a classic 1-1-1-1-2-2 "three pairs" loses to part of the roll)."""
    values = validate_dice(roll, count=None)
    keeps = scoring_keeps(values, rules)
    if not keeps:
        return ()
    best = max(keeps, key=lambda keep: (keeps[keep], len(keep)))
    wanted = Counter(best)
    chosen = []
    for index, face in enumerate(values):
        if wanted[face]:
            wanted[face] -= 1
            chosen.append(index)
    return tuple(chosen)


# --- one turn ------------------------------------------------------------------------------------
class TenThousandTurn:
    """One player's turn: roll, set aside, then bank or roll the rest.

    `phase` is "roll" (throw `to_roll` dice), "keep" (set aside scoring dice of `last_roll`),
    "decide" (bank, or roll `to_roll` dice) or "over" (see `outcome`).
    """

    def __init__(self, rules: TenThousandRules = CLASSIC,
                 on_end: Callable[["TenThousandTurn"], None] | None = None) -> None:
        self.rules = rules
        self._on_end = on_end
        self.phase = "roll"
        self.outcome: str | None = None  # "banked", "bust" or "bankrupt"
        self.points = 0
        self.to_roll = DICE
        self.last_roll: tuple[int, ...] | None = None
        self.kept: list[tuple[int, ...]] = []  # every keep of the turn, in order
        self.rolls = 0
        self.confirm_left = 0

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def can_bank(self) -> bool:
        return self.phase == "decide" and self.points >= self.rules.bank_minimum and self.confirm_left == 0

    @property
    def can_roll(self) -> bool:
        return self.phase in ("roll", "decide")

    @property
    def banked_points(self) -> int:
        """What the turn adds to the total: its points if banked, else 0."""
        return self.points if self.outcome == "banked" else 0

    def legal_keeps(self) -> dict[tuple[int, ...], int]:
        """The keeps `last_roll` allows (sorted values -> points); empty unless phase is "keep"."""
        if self.phase != "keep" or self.last_roll is None:
            return {}
        return scoring_keeps(self.last_roll, self.rules)

    def roll(self, values: Iterable[int]) -> tuple[int, ...]:
        """Enter the faces of the `to_roll` dice just thrown."""
        if not self.can_roll:
            raise IllegalMove("set aside scoring dice first" if self.phase == "keep" else "the turn is over")
        faces = validate_dice(values, count=self.to_roll)
        self.rolls += 1
        self.last_roll = faces
        if best_score(faces, self.rules) == 0:
            bankrupt = self.rules.bankrupt and self.rolls == 1
            self.points = 0
            self._end("bankrupt" if bankrupt else "bust")
            return faces
        self.phase = "keep"
        if self.rules.automatic_keeps:
            self._set_aside(scoring_indices(faces, self.rules))
        return faces

    def roll_random(self, rng: random.Random) -> tuple[int, ...]:
        return self.roll([rng.randint(1, 6) for _ in range(self.to_roll)])

    def keep(self, indices: Iterable[int]) -> int:
        """Set aside the dice of `last_roll` at `indices`; returns their points."""
        if self.phase != "keep":
            raise IllegalMove("nothing to set aside now: roll first")
        if self.rules.automatic_keeps:
            raise IllegalMove("keeps are automatic in these rules")
        return self._set_aside(tuple(indices))

    def keep_values(self, values: Iterable[int]) -> int:
        """Set aside dice of `last_roll` by their faces (for computer players)."""
        if self.phase != "keep" or self.last_roll is None:
            raise IllegalMove("nothing to set aside now: roll first")
        free = list(enumerate(self.last_roll))
        chosen = []
        for value in values:
            match = next((pair for pair in free if pair[1] == value), None)
            if match is None:
                raise IllegalMove(f"the roll {self.last_roll} has no further {value!r} to set aside")
            free.remove(match)
            chosen.append(match[0])
        return self.keep(chosen)

    def bank(self) -> int:
        """End the turn and score its points; returns them."""
        if self.phase != "decide":
            raise IllegalMove("roll and set aside scoring dice before banking")
        if self.points < self.rules.bank_minimum:
            raise IllegalMove(f"banking needs at least {self.rules.bank_minimum} points, the turn has {self.points}")
        if self.confirm_left:
            raise IllegalMove(f"confirm the last combination first: {self.confirm_left} more points needed")
        self._end("banked")
        return self.points

    def _set_aside(self, indices: tuple[int, ...]) -> int:
        assert self.last_roll is not None
        if not indices:
            raise IllegalMove("set aside at least one scoring die")
        if len(set(indices)) != len(indices) or not all(
            isinstance(i, int) and 0 <= i < len(self.last_roll) for i in indices
        ):
            raise IllegalMove(f"die indices must be distinct and within 0..{len(self.last_roll) - 1}, got {indices}")
        keep = tuple(sorted(self.last_roll[i] for i in indices))
        points = score_keep(keep, self.rules)
        if points is None:
            raise IllegalMove(f"{keep} does not score: every die set aside must score")
        if keep_needs_confirmation(keep, self.rules):
            self.confirm_left = self.rules.confirmation
        else:
            self.confirm_left = max(0, self.confirm_left - points)
        self.points += points
        self.kept.append(keep)
        self.to_roll -= len(keep)
        if self.to_roll == 0:  # hot dice: all six set aside, roll all six again
            self.to_roll = DICE
        self.phase = "decide"
        return points

    def _end(self, outcome: str) -> None:
        self.phase = "over"
        self.outcome = outcome
        if self._on_end is not None:
            self._on_end(self)

    def __repr__(self) -> str:
        return f"TenThousandTurn(phase={self.phase!r}, points={self.points}, to_roll={self.to_roll})"


# --- the game ------------------------------------------------------------------------------------
class TenThousandGame:
    """1..8 players in seat order.

    Solo: play until the target is reached; `rounds` is the score to beat. With more
    players the round in which someone reaches the target is finished up to the last
    seat; then the highest total among those at the target wins (ties share).
    """

    def __init__(self, players: int = 1, rules: TenThousandRules = CLASSIC) -> None:
        check_players(players, 1, MAX_PLAYERS, "10000")
        self.rules = rules
        self.totals: list[int] = [0] * players
        self.round = 1
        self.current_player = 0
        self.final_round = False
        self.is_over = False
        self.history: list[tuple[int, str, int]] = []  # (player, outcome, points) per finished turn
        self._turn = TenThousandTurn(rules, self._turn_ended)

    @property
    def players(self) -> int:
        return len(self.totals)

    def turn(self) -> TenThousandTurn:
        """The current player's turn."""
        if self.is_over:
            raise IllegalMove("the game is over")
        return self._turn

    @property
    def rounds(self) -> int:
        """Rounds played so far (the solo score once the game is over)."""
        return self.round

    def _turn_ended(self, turn: TenThousandTurn) -> None:
        seat = self.current_player
        if turn.outcome == "banked":
            self.totals[seat] += turn.points
        elif turn.outcome == "bankrupt":
            self.totals[seat] = 0
        self.history.append((seat, turn.outcome or "", turn.banked_points))
        if self.rules.reached(self.totals[seat]):
            self.final_round = True
        if self.final_round and seat == self.players - 1:
            self.is_over = True
            return
        self.current_player = (seat + 1) % self.players
        if self.current_player == 0:
            self.round += 1
        self._turn = TenThousandTurn(self.rules, self._turn_ended)

    def winners(self) -> tuple[int, ...]:
        if not self.is_over:
            raise IllegalMove("the game is not over yet")
        reached = [seat for seat, total in enumerate(self.totals) if self.rules.reached(total)]
        return highest(self.totals, reached or None)

    def __repr__(self) -> str:
        return f"TenThousandGame(round={self.round}, totals={self.totals}, player={self.current_player})"
