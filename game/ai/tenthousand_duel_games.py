"""Many two-seat 10000 / Zehntausend games at once: the measurements' fast path (40,000-game runs).

``play_duels(matchups, rules, games, rng)`` plays `games` two-seat games of each matchup (seat 0's
policy, seat 1's) and returns seat 0's share of each (1 a win, 0 a loss, a fraction where the last
turn is counted by its exact chance, see below).
The players are the game's own (``tenthousand_players``) re-expressed in the turn solver's terms, so
a decision is a table lookup instead of a Python search over the dice:

- ``ExactPolicy``: Hard with two seats (``turn_values`` of the solved duel table);
- ``EstimatePolicy``: today's Hard before the duel table (``PlanningPlayer("hard", exact=False)``):
  the solo values for its keeps and a one-roll look-ahead on the estimated chance to win for banking,
  the turn solved for that estimate (``win_table``) once someone is ``TENSE_ROUNDS`` from the limit;
- ``SoloPolicy``: the solo-optimal player (fewest expected rounds; ``weigh_opponents=False``).

A roll of n dice is drawn as one of ``TurnSpace``'s groups (the rolls with the same set of useful
keeps) with its exact probability, and a keep is chosen among the group's outcomes as the player
would choose among the dice (best value, then fewer dice set aside). Seat 1's last turn (seat 0 has
reached the limit) is played the same way by every player (``beat_table``), so it is not rolled:
seat 0's share is 1 - its exact chance ``beat[lead]`` (a conditional expectation: the same mean as
rolling it, a smaller variance). Games are played in order of their two totals' sum, a few sums at
a time, so each turn situation's table is solved once per pass in large batches (``solve_turn``).
Tests check every decision against the game's players on tiny rule sets.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Protocol

import numpy as np

from game.ai import tenthousand_duel_table as duel_table
from game.ai import tenthousand_table as solo_table
from game.ai.tenthousand_duel import beat_chances
from game.ai.tenthousand_solver import solve_turn
from game.ai.tenthousand_space import TurnSpace, turn_space
from game.ai.tenthousand_versus import TENSE_ROUNDS, VARIANCE_PER_ROUND
from game.rules.tenthousand import DICE, TenThousandRules

BATCH = 128     # turn situations solved together
WINDOW = 2      # sums of totals played in one step (their tables are kept meanwhile)
TIE = 1e-12     # the players bank when banking is within this of rolling on

_erfc = np.frompyfunc(math.erfc, 1, 1)


@dataclass
class Tables:
    """One batch of turn situations, for one policy: ``values[s, T, n - 1, c]`` what standing after
    a keep is worth (keeps take the best), ``bank[s, T, n - 1]`` whether to bank there (c = 0), ``top[s]``
    the highest level (T is read as min(T, top))."""

    values: np.ndarray
    bank: np.ndarray
    top: np.ndarray
    lazy: np.ndarray | None = None   # (S,) bool: situations whose banking `decide` works out when asked
    decide: Callable[..., np.ndarray] | None = None   # decide(tables, column, level, left) -> bank?
    seat: np.ndarray | None = None
    own: np.ndarray | None = None
    other: np.ndarray | None = None


class Policy(Protocol):
    def tables(self, seat: np.ndarray, own: np.ndarray, other: np.ndarray) -> Tables: ...


def _by_table(space: TurnSpace, bank: np.ndarray, bust: np.ndarray, top: np.ndarray) -> Tables:
    """Tables of players that bank when banking is worth what the turn's table holds (bank[T, s])."""
    values, _ = solve_turn(space, bank, bust, bust)
    values = np.moveaxis(values, -1, 0)                         # (S, L, 6, nc)
    banks = np.moveaxis(bank, -1, 0)                             # (S, L)
    decide = banks[:, :, None] >= values[:, :, :, 0] - TIE
    decide[:, : space.bank_units] = False
    return Tables(values, decide, top)


def _batched(make, seat: np.ndarray, own: np.ndarray, other: np.ndarray) -> Tables:
    """``make`` over batches of at most BATCH situations, stacked (levels padded with the top row)."""
    parts = [make(seat[i:i + BATCH], own[i:i + BATCH], other[i:i + BATCH]) for i in range(0, len(seat), BATCH)]
    if len(parts) == 1:
        return parts[0]
    levels = max(p.values.shape[1] for p in parts)

    def pad(array: np.ndarray) -> np.ndarray:
        extra = levels - array.shape[1]
        return array if extra == 0 else np.concatenate([array, np.repeat(array[:, -1:], extra, axis=1)], axis=1)

    return Tables(np.concatenate([pad(p.values) for p in parts]), np.concatenate([pad(p.bank) for p in parts]),
                  np.concatenate([p.top for p in parts]))


class ExactPolicy:
    """Hard with two seats: the solved duel table (``tenthousand_duel_table.turn_values``)."""

    def __init__(self, rules: TenThousandRules) -> None:
        self.rules, self.space = rules, turn_space(rules)
        self.duel = duel_table.duel(rules)
        # Situations solved lately, by (seat, own, other): a bust hands the turn over at the same sum
        # of totals, so the same situations come back within a step of the games (kept while their
        # sum is among those asked for).
        self._kept: dict[tuple[int, int, int], tuple[np.ndarray, np.ndarray]] = {}

    def tables(self, seat, own, other) -> Tables:
        sums = own + other
        low, high = int(sums.min()), int(sums.max()) + WINDOW
        self._kept = {k: v for k, v in self._kept.items() if low <= k[1] + k[2] <= high}
        keys = list(zip(seat.tolist(), own.tolist(), other.tolist(), strict=True))
        missing = np.array([i for i, key in enumerate(keys) if key not in self._kept], dtype=np.int64)
        if len(missing):
            fresh = _batched(self._tables, seat[missing], own[missing], other[missing])
            for row, i in enumerate(missing):
                top = int(fresh.top[row])
                self._kept[keys[i]] = (fresh.values[row, : top + 1].copy(), fresh.bank[row, : top + 1].copy())
        parts = [self._kept[key] for key in keys]
        top = np.array([len(values) - 1 for values, _ in parts])
        levels = int(top.max()) + 1
        values = np.empty((len(keys), levels, *parts[0][0].shape[1:]))
        bank = np.empty((len(keys), levels, DICE), dtype=bool)
        for i, (v, b) in enumerate(parts):   # rows past a situation's top repeat it (never read)
            values[i, : len(v)], values[i, len(v):] = v, v[-1]
            bank[i, : len(b)], bank[i, len(b):] = b, b[-1]
        return Tables(values, bank, top)

    def _tables(self, seat, own, other) -> Tables:
        d, space = self.duel, self.space
        n = d.n
        cut = d.cut[np.minimum(own, n - 1), np.minimum(other, n - 1)]
        top = np.maximum(np.where(seat == 0, cut, n - own), space.bank_units)
        levels = np.arange(int(top.max()) + 1)[:, None]
        # seat 0 counts no higher than its cut; reaching the limit leaves seat 1 its last turn
        t0 = own + np.minimum(levels, cut)
        v0 = np.where(t0 < n, 1.0 - d.second[other, np.minimum(t0, n - 1)],
                      1.0 - d.beat[np.clip(t0 - other, 0, len(d.beat) - 1)])
        t1 = own + levels
        v1 = np.where(t1 < n, 1.0 - d.first[other, np.minimum(t1, n - 1)], 1.0)
        bank = np.where(seat == 0, v0, v1)
        bank[: space.bank_units] = -np.inf
        bust = np.where(seat == 0, 1.0 - d.second[other, own], 1.0 - d.first[other, own])
        return _by_table(space, bank, bust, top)


class SoloPolicy:
    """The solo-optimal player: fewest expected rounds to the limit, whatever the other seat does."""

    def __init__(self, rules: TenThousandRules) -> None:
        self.rules, self.space = rules, turn_space(rules)
        self.rounds = solo_table.rounds(rules)
        totals = len(self.rounds)
        self.rounds_ext = np.zeros(totals + solo_table.top_level(self.space, totals, 0) + 2)
        self.rounds_ext[:totals] = self.rounds
        owns = np.arange(totals)
        self._all = _batched(self._tables, np.zeros_like(owns), owns, owns)   # one table per own total

    def _tables(self, seat, own, other) -> Tables:
        totals = len(self.rounds)
        bank = solo_table.bank_values(self.space, self.rounds_ext, totals, own)
        top = np.maximum(self.space.bank_units, totals - own)
        return _by_table(self.space, bank, -self.rounds_ext[own], top)

    def tables(self, seat, own, other) -> Tables:
        return Tables(self._all.values[own], self._all.bank[own], self._all.top[own])


class EstimatePolicy(SoloPolicy):
    """Today's Hard with two seats (``PlanningPlayer("hard", exact=False)``): keeps by the solo
    values and banking by one roll's look-ahead on the estimated chance to win (``win_chance``), or
    the turn solved for that chance when someone is within ``TENSE_ROUNDS`` of the limit."""

    def tables(self, seat, own, other) -> Tables:
        mine, theirs = self.rounds_ext[own], self.rounds_ext[other]
        out = super().tables(seat, own, other)
        out = Tables(out.values.copy(), out.bank.copy(), out.top.copy(), lazy=np.ones(len(seat), dtype=bool),
                     decide=self._look_ahead)
        out.seat, out.own, out.other = seat, own, other
        hot = np.nonzero(np.minimum(mine, theirs) <= TENSE_ROUNDS)[0]
        if len(hot):
            win = _batched(self._win_tables, seat[hot], own[hot], other[hot])
            levels = win.values.shape[1]   # the same top as the solo tables': the limit
            out.values[hot, :levels] = win.values
            out.bank[hot, :levels] = win.bank
            out.values[hot, levels:] = win.values[:, -1:]
            out.bank[hot, levels:] = win.bank[:, -1:]
            out.top[hot] = win.top
            out.lazy[hot] = False
        return out

    # --- the estimated chance to win (``tenthousand_versus.win_chance``, two seats, not the last round)
    def _chance(self, seat, theirs, mine) -> np.ndarray:
        """Arrays broadcast together: my rounds still to play `mine` (0: reached)."""
        their_finish = np.where(seat == 0, theirs - 1, theirs)
        spread = np.sqrt(VARIANCE_PER_ROUND[self.rules.bankrupt] * (mine + theirs) + 0.25)
        phi = 0.5 * _erfc(-((their_finish - mine) / spread) / math.sqrt(2.0)).astype(np.float64)
        return np.where(mine == 0.0, 1.0, phi)

    def _win_tables(self, seat, own, other) -> Tables:
        totals = len(self.rounds)
        top = np.maximum(self.space.bank_units, totals - own)
        levels = np.arange(int(top.max()) + 1)[:, None]
        theirs = self.rounds_ext[other]
        bank = self._chance(seat, theirs, self.rounds_ext[np.minimum(own + levels, len(self.rounds_ext) - 1)])
        bank[: self.space.bank_units] = -np.inf
        bust = self._chance(seat, theirs, self.rounds_ext[own])
        return _by_table(self.space, bank, bust, top)

    def _look_ahead(self, tables: Tables, column, level, left) -> np.ndarray:
        """Bank (c = 0, banking allowed) when the chance banking now is at least one more roll's,
        the roll judged by the solo values after each keep (``PlanningPlayer._versus_values``). The
        chance falls as the rounds to play grow, so a group's best keep by value is its best by chance."""
        space, dice = self.space, dice_of(self.space)
        seat, own = tables.seat[column], tables.own[column]
        theirs, top = self.rounds_ext[tables.other[column]], tables.top[column]
        bank_now = self._chance(seat, theirs, self.rounds_ext[np.minimum(own + np.minimum(level, top),
                                                                       len(self.rounds_ext) - 1)])
        roll = space.p_bust[left] * self._chance(seat, theirs, self.rounds_ext[own])
        shape = tables.values.shape
        flat_values = tables.values.reshape(-1)
        for n in range(DICE):
            here = np.nonzero(left == n)[0]
            if not len(here):
                continue
            groups = dice.groups[n]
            cand = dice.keeps[groups]                                       # (Gn, K)
            j = np.maximum(cand, 0)[None]
            t = np.minimum(level[here, None, None] + space.pair_points[j], top[here, None, None])
            flat = ((column[here, None, None] * shape[1] + t) * DICE + space.pair_left[j]) * shape[3] \
                + space.pair_c_after[j, 0]
            best = np.where(cand[None] >= 0, flat_values[flat], -np.inf).max(axis=-1)   # (m, Gn)
            chance = self._chance(seat[here, None], theirs[here, None], -best)
            roll[here] += chance @ space.group_prob[groups]
        return bank_now >= roll - TIE


# --- the games -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Dice:
    """Sampling a roll of n dice as a group (-1: bust), and each group's keeps padded to one width."""

    cumulative: tuple[np.ndarray, ...]   # per n: cumulative chances of [bust, groups of n...]
    groups: tuple[np.ndarray, ...]       # per n: the group indices in that order
    keeps: np.ndarray                    # (G, K) pair indices, -1 padding
    kept: np.ndarray                     # (J,) dice set aside by each keep


@lru_cache(maxsize=4)
def dice_of(space: TurnSpace) -> Dice:
    ends = np.append(space.starts[1:], len(space.pair_points))
    width = int(np.max(ends - space.starts))
    keeps = np.full((len(space.starts), width), -1)
    for g, (a, b) in enumerate(zip(space.starts, ends, strict=True)):
        keeps[g, : b - a] = np.arange(a, b)
    group_of = np.repeat(np.arange(len(space.starts)), ends - space.starts)
    thrown = space.group_n[group_of]
    kept = np.where(space.pair_left == DICE - 1, thrown, thrown - (space.pair_left + 1))
    cumulative, groups = [], []
    for n in range(1, DICE + 1):
        members = np.nonzero(space.group_n == n)[0]
        chances = np.concatenate([[space.p_bust[n - 1]], space.group_prob[members]])
        cumulative.append(np.cumsum(chances) / chances.sum())
        groups.append(members)
    return Dice(tuple(cumulative), tuple(groups), keeps, kept)


def keep_choice(space: TurnSpace, dice: Dice, tables: Tables, column: np.ndarray, level: np.ndarray,
                conf: np.ndarray, group: np.ndarray) -> np.ndarray:
    """The keep (a ``TurnSpace`` pair) each game takes from its roll's `group`, standing at (level,
    conf): the best value, then the fewest dice set aside (``PlanningPlayer.choose_keep``)."""
    cand = dice.keeps[group]                                   # (m, K)
    valid = cand >= 0
    j = np.maximum(cand, 0)
    shape = tables.values.shape
    t = np.minimum(level[:, None] + space.pair_points[j], tables.top[column][:, None])
    c = space.pair_c_after[j, conf[:, None]]
    flat = ((column[:, None] * shape[1] + t) * DICE + space.pair_left[j]) * shape[3] + c
    worth = np.where(valid, tables.values.reshape(-1)[flat], -np.inf)
    best = worth.max(axis=1, keepdims=True)
    fewest = np.where(valid & (worth == best), dice.kept[j], DICE + 1)
    return j[np.arange(len(group)), np.argmin(fewest, axis=1)]


def banks(space: TurnSpace, tables: Tables, column: np.ndarray, level: np.ndarray, left: np.ndarray,
          conf: np.ndarray) -> np.ndarray:
    """Whether each game banks standing after a keep at (level, left = dice to roll - 1, conf)."""
    shape = tables.values.shape
    at = np.minimum(level, tables.top[column])
    out = (conf == 0) & tables.bank.reshape(-1)[(column * shape[1] + at) * DICE + left]
    if tables.lazy is not None:
        ask = np.nonzero((conf == 0) & (level >= space.bank_units) & tables.lazy[column])[0]
        if len(ask):
            out[ask] = tables.decide(tables, column[ask], level[ask], left[ask])
    return out


def _play_turns(space: TurnSpace, dice: Dice, tables: Tables, column: np.ndarray,
                rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """One turn for each game (its situation's column in `tables`): (banked units or -1 bust,
    first-roll bust)."""
    k = len(column)
    level = np.zeros(k, dtype=np.int64)
    left = np.full(k, DICE - 1)          # dice to roll - 1
    conf = np.zeros(k, dtype=np.int64)
    result = np.full(k, -2, dtype=np.int64)   # -2: still playing
    first_bust = np.zeros(k, dtype=bool)
    first = True
    live = np.arange(k)
    while len(live):
        u = rng.random(len(live))
        group = np.full(len(live), -1)
        for n in range(DICE):
            here = left[live] == n
            if here.any():
                pick = np.searchsorted(dice.cumulative[n], u[here], side="right")
                pick = np.minimum(pick, len(dice.cumulative[n]) - 1)
                group[here] = np.where(pick == 0, -1, dice.groups[n][np.maximum(pick - 1, 0)])
        bust = group < 0
        result[live[bust]] = -1
        if first:
            first_bust[live[bust]] = True
        first = False
        live, group = live[~bust], group[~bust]
        if not len(live):
            break
        choice = keep_choice(space, dice, tables, column[live], level[live], conf[live], group)
        level[live] += space.pair_points[choice]
        left[live] = space.pair_left[choice]
        conf[live] = space.pair_c_after[choice, conf[live]]
        stop = banks(space, tables, column[live], level[live], left[live], conf[live])
        result[live[stop]] = level[live[stop]]
        live = live[~stop]
    return result, first_bust


def play_duels(matchups: Sequence[tuple[Policy, Policy]], rules: TenThousandRules, games: int,
               rng: np.random.Generator) -> np.ndarray:
    """Seat 0's share of each game: ``out[m, g]`` for `games` games of each matchup (seat 0's policy,
    seat 1's). A policy object shared by several matchups has its tables solved once for all."""
    space = turn_space(rules)
    dice = dice_of(space)
    n = solo_table.totals_below_limit(rules)
    beat = beat_chances(rules, 2 * n + 401)
    count = len(matchups) * games
    matchup = np.repeat(np.arange(len(matchups)), games)
    seat = np.zeros(count, dtype=np.int64)
    totals = np.zeros((count, 2), dtype=np.int64)
    share = np.full(count, np.nan)
    pending = np.arange(count)
    while len(pending):   # passes: a bankruptcy sends a game below the pass's front to the next pass
        deferred: list[np.ndarray] = []
        front = 0
        while len(pending):
            key = totals[pending].sum(axis=1)
            front = max(front, int(key.min()))
            now = pending[key < front + WINDOW]
            for who in (0, 1):
                players: dict[int, list[int]] = {}
                for m, pair in enumerate(matchups):
                    players.setdefault(id(pair[who]), []).append(m)
                for members in players.values():
                    mine = now[(seat[now] == who) & np.isin(matchup[now], members)]
                    if not len(mine):
                        continue
                    own, other = totals[mine, who], totals[mine, 1 - who]
                    situations, column = np.unique(np.stack([own, other]), axis=1, return_inverse=True)
                    policy = matchups[members[0]][who]
                    tables = policy.tables(np.full(situations.shape[1], who), situations[0], situations[1])
                    banked, first_bust = _play_turns(space, dice, tables, column.reshape(-1), rng)
                    _end_turns(rules, mine, who, banked, first_bust, totals, seat, share, beat, n)
            pending = pending[np.isnan(share[pending])]
            low = totals[pending].sum(axis=1) < front
            deferred.append(pending[low])
            pending = pending[~low]
        pending = np.concatenate(deferred)
    return share.reshape(len(matchups), games)


def _end_turns(rules, games, who, banked, first_bust, totals, seat, share, beat, n) -> None:
    done = banked >= 0
    totals[games[done], who] += banked[done]
    if rules.bankrupt:
        totals[games[first_bust], who] = 0
    reached = done & (totals[games, who] >= n)
    if who == 0:   # seat 1's last turn, counted by its exact chance to end above (a tie half)
        lead = totals[games[reached], 0] - totals[games[reached], 1]
        share[games[reached]] = 1.0 - beat[np.minimum(lead, len(beat) - 1)]
    else:
        share[games[reached]] = 0.0
    seat[games[~reached]] = 1 - who
