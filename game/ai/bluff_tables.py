"""Solved two-player Bluff rounds, cached: what Hard plays when two players hold at most 3 dice each.

Every position (dice of the opener, dice of the other) with at most 3 dice each is solved once for
the basic rules and kept as a solved table (``game.ai.solved_table``):

- at most 3 dice in play (1v1, 2v1, 1v2): exactly, by CFR+ over every bid history (``bluff_cfr``),
  to an exploitability of at most ``EXACT_TARGET``;
- 2v2, 3v1, 1v3 (remembering the last 4 bids) and 3v2, 2v3, 3v3 (the last 3): CFR+ on Neller and
  Hnath's abstraction (``bluff_recall``), ``RECALL_ITERATIONS`` iterations.

A round's payoffs are the values of the positions it leads to (a die lost leads to the next round,
opened by the loser), so the positions are solved from the fewest dice up, each reading the values
of the smaller ones from their tables. A table is a flat float16 array: each seat's chance of each
action at every history (exact) or node of the abstraction (recall), and, last, the round's value
as two float16 numbers whose sum keeps it to about 1e-7.

Building everything takes minutes of CPU: the game builds in the background, at low priority, and
Hard plays its heuristic until a position's table is ready (``policy`` never waits).
"""

from __future__ import annotations

import logging
import os
import threading
import weakref
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from game.ai.bluff_cfr import ExactRound, solve_exact
from game.ai.bluff_recall import RecallRound, node_of, solve_recall
from game.ai.bluff_round import PositionValues, RoundSpec, bids, doubt_payoffs, hands
from game.ai.child_build import in_child
from game.ai.solved_table import SolvedTable

VERSION = 1
EXACT = ((1, 1), (2, 1), (1, 2))
MEMORY = {(2, 2): 4, (3, 1): 4, (1, 3): 4, (3, 2): 3, (2, 3): 3, (3, 3): 3}
EXACT_TARGET = 0.003
RECALL_ITERATIONS = {4: 300, 3: 200}
SOLVED = EXACT + tuple(MEMORY)


@dataclass(frozen=True)
class Layout:
    """Where each seat's numbers sit in a round's flat array."""

    exact: bool
    rows: tuple[int, int]        # histories (exact) or nodes (recall)
    edge_rows: tuple[int, int]   # recall: edges; exact: 0
    hands: tuple[int, int]

    def size(self) -> int:
        return sum((r + e) * h for r, e, h in zip(self.rows, self.edge_rows, self.hands, strict=True)) + 2


_graphs: dict[tuple[int, int], RecallRound] = {}


def _recall_graph(position: tuple[int, int]) -> RecallRound:
    """The abstraction's graph (numbering of nodes and edges; about a second of Python for 3v3)."""
    graph = _graphs.get(position)
    if graph is None:
        graph = _graphs[position] = RecallRound(RoundSpec(*position), PositionValues(), MEMORY[position])
    return graph


def layout(position: tuple[int, int]) -> Layout:
    nx, ny = position
    h = (len(hands(nx)[1]), len(hands(ny)[1]))
    if position in EXACT:
        n = 1 << len(bids(nx + ny))
        return Layout(True, (n, n), (0, 0), h)
    graph = _recall_graph(position)
    nodes, edges = len(graph.mover), len(graph.edge_child)
    return Layout(False, (nodes, nodes), (edges, edges), h)


def _values_below(position: tuple[int, int]) -> PositionValues:
    """The values of every solved position with fewer dice than `position` (from their tables)."""
    total = sum(position)
    return PositionValues({p: round_value(p) for p in SOLVED if sum(p) < total})


def _build(position: tuple[int, int]) -> np.ndarray:
    """Solve a position: 1v1 here (a second), the others in a child process (minutes)."""
    return _solve(position) if position == (1, 1) else in_child(_solve, position)


def _solve(position: tuple[int, int]) -> np.ndarray:
    for smaller in sorted((p for p in SOLVED if sum(p) < sum(position)), key=sum):
        TABLES.get(smaller)   # in a child process: read from the cache the parent wrote
    spec = RoundSpec(*position)
    values = _values_below(position)
    if position in EXACT:
        solution = solve_exact(spec, values, target=EXACT_TARGET, check_every=25)
        parts = [_pack_exact(solution.x, True, solution), _pack_exact(solution.y, False, solution)]
        value = solution.value
    else:
        memory = MEMORY[position]
        solution = solve_recall(spec, values, memory, iterations=RECALL_ITERATIONS[memory])
        parts = [solution.doubt[0].ravel(), solution.bid[0].ravel(), solution.doubt[1].ravel(), solution.bid[1].ravel()]
        value = solution.value
    high = np.float16(value)
    low = np.float16(value - float(high))
    return np.concatenate([p.astype(np.float16) for p in parts] + [np.array([high, low], dtype=np.float16)])


def _pack_exact(strategy, seat_x: bool, solution) -> np.ndarray:
    """One seat's chances at every history: of the raise into history C where it moved before C,
    of doubting at S where it moves (those sets of histories never overlap)."""
    k = len(bids(solution.spec.dice))
    popcount = np.array([bin(s).count("1") for s in range(1 << k)])
    bid_rows = (popcount % 2 == 1) if seat_x else ((popcount % 2 == 0) & (np.arange(1 << k) > 0))
    return np.where(bid_rows[:, None], strategy.bid, strategy.doubt).ravel()


def _valid(table: np.ndarray, position: tuple[int, int]) -> bool:
    chances, value = table[:-2], float(table[-2]) + float(table[-1])
    return bool(np.isfinite(table).all()) and bool(((chances >= 0) & (chances <= 1.001)).all()) and 0 <= value <= 1


TABLES: SolvedTable[tuple[int, int]] = SolvedTable(
    "bluff-round", version=VERSION, shape=lambda position: (layout(position).size(),), dtype="<f2",
    build=_build, valid=_valid, key_name=lambda position: f"{position[0]}v{position[1]}", default=(1, 1),
    kept=len(SOLVED), low_priority=True)


def round_value(position: tuple[int, int]) -> float:
    """The opener's chance to win the game from `position` under the solved strategies (its table
    must be loaded: ``ensure``)."""
    if not TABLES.is_loaded(position):
        raise LookupError(f"the {position[0]}v{position[1]} table is not loaded: ensure() it first")
    table = TABLES.get(position)
    return float(table[-2]) + float(table[-1])


def ensure(position: tuple[int, int]) -> np.ndarray:
    """The position's table, loading or building every smaller solved position first (a round's
    payoffs are their values)."""
    for smaller in sorted((p for p in SOLVED if sum(p) < sum(position)), key=sum):
        TABLES.get(smaller)
    if position in MEMORY:
        _recall_graph(position)
    return TABLES.get(position)


def solved(position: tuple[int, int]) -> bool:
    return position in SOLVED


def load_cached(positions: Sequence[tuple[int, int]] = SOLVED) -> list[tuple[int, int]]:
    """Load the tables already in the cache folder (never builds): the positions now in memory. A
    recall position counts only with every smaller position it reads loaded too. Headless runs call
    this at a game's start, so the same seed replays the same game whatever a build does meanwhile."""
    ready: list[tuple[int, int]] = []
    for position in sorted(positions, key=sum):
        smaller = [p for p in SOLVED if sum(p) < sum(position)]
        if all(TABLES.is_loaded(p) or TABLES.get_if_ready(p) is not None for p in smaller) \
                and TABLES.get_if_ready(position) is not None:
            if position in MEMORY:
                _recall_graph(position)
            ready.append(position)
    return ready


_warming: threading.Thread | None = None


def warm_up_in_background(positions: Sequence[tuple[int, int]] = SOLVED) -> threading.Thread:
    """Load or build the tables (smallest first) in one background thread, the long builds in a
    child process (``child_build``). One warm-up at a time: while one runs, it is returned again."""
    global _warming
    if _warming is not None and _warming.is_alive():
        return _warming

    def work() -> None:
        try:
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 10)   # this thread only (Linux)
        except (AttributeError, OSError):
            pass
        try:
            for position in sorted(positions, key=sum):
                ensure(position)
        except (RuntimeError, ArithmeticError, OSError, MemoryError) as error:
            # Hard plays its mixed strategy where a table is missing; the next game tries again.
            logging.getLogger(__name__).warning("Bluff's solved tables could not be built: %s", error)

    _warming = threading.Thread(target=work, name="bluff-tables", daemon=True)
    _warming.start()
    return _warming


def policy(position: tuple[int, int], opener_moves: bool, history: Sequence[int], hand: Sequence[int],
           ready_only: bool = True) -> dict[int | None, float] | None:
    """The solved strategy of the seat on move: {bid number (``bluff_round.bids``): chance, None
    (doubt): chance}, or None when the position is not solved or its table not ready.
    `position` is (dice of the round's opener, dice of the other); `opener_moves` whether the seat on
    move opened the round; `history` the round's bids as bid numbers, oldest first; `hand` its dice."""
    if position not in SOLVED or (ready_only and (position in MEMORY and position not in _graphs
                                                  or not TABLES.is_loaded(position))):
        return None   # ready_only: only a table in memory (never the disk on a frame)
    if not ready_only:
        ensure(position)
    doubt, raises = strategy_rows(position, opener_moves, history)
    h = hands(len(hand))[0].index(tuple(sorted(hand)))
    first = history[-1] + 1 if history else 0
    out: dict[int | None, float] = {} if doubt is None else {None: float(doubt[h])}
    out.update((first + i, float(p)) for i, p in enumerate(raises[:, h]))
    return {a: p for a, p in out.items() if p > 0}


#: strategy_rows' answers per position, with the table they were read from (a table loaded again is a new
#: object: its answers start afresh); at most ROWS_KEPT histories a position.
_ROWS: dict[tuple[int, int], tuple[weakref.ref, dict[tuple[bool, tuple[int, ...]], tuple]]] = {}
ROWS_KEPT = 4096


def strategy_rows(position: tuple[int, int], opener_moves: bool,
                  history: Sequence[int]) -> tuple[np.ndarray | None, np.ndarray]:
    """The solved strategy of the seat on move for every hand it may hold (its table must be loaded):
    (the chance of doubting per hand, or None before the first bid; the chance of each raise above
    the last bid, lowest first, shaped (raises, hands)). Each hand's chances add up to 1 (evenly
    spread where the table has none). Read-only arrays, worked out once per history (every hand of a
    history asks for the same rows: a best response reads each of them for every hand)."""
    table = TABLES.get(position)
    memo = _ROWS.get(position)
    if memo is None or memo[0]() is not table:
        memo = _ROWS[position] = (weakref.ref(table), {})
    key = (opener_moves, tuple(history))
    rows = memo[1].get(key)
    if rows is None:
        rows = _strategy_rows(table, position, opener_moves, history)
        for array in rows:
            if array is not None:
                array.setflags(write=False)
        if len(memo[1]) >= ROWS_KEPT:
            memo[1].clear()
        memo[1][key] = rows
    return rows


def _strategy_rows(table: np.ndarray, position: tuple[int, int], opener_moves: bool,
                   history: Sequence[int]) -> tuple[np.ndarray | None, np.ndarray]:
    shape = layout(position)
    seat = 0 if opener_moves else 1
    if (len(history) % 2 == 0) != opener_moves:
        raise ValueError("the seat on move does not match the number of bids")
    n_hands = shape.hands[seat]
    k = len(bids(sum(position)))
    last = history[-1] if history else -1
    offset = 0 if seat == 0 else (shape.rows[0] + shape.edge_rows[0]) * shape.hands[0]
    if shape.exact:
        block = table[offset: offset + shape.rows[seat] * n_hands].reshape(shape.rows[seat], n_hands)
        state = sum(1 << j for j in history)
        doubt = block[state] if history else None
        raises = block[[state | 1 << j for j in range(last + 1, k)]]
    else:
        graph = _recall_graph(position)
        nodes = shape.rows[seat]
        doubts = table[offset: offset + nodes * n_hands].reshape(nodes, n_hands)
        edge = table[offset + nodes * n_hands: offset + (nodes + shape.edge_rows[seat]) * n_hands]
        edge = edge.reshape(shape.edge_rows[seat], n_hands)
        node = graph.nodes[node_of(history, MEMORY[position])]
        doubt = doubts[node] if history else None
        raises = edge[[graph.edge_index[(node, j)] for j in range(last + 1, k)]]
    raises = raises.astype(np.float64).reshape(-1, n_hands)
    doubt = None if doubt is None else doubt.astype(np.float64)
    total = raises.sum(axis=0) + (0.0 if doubt is None else doubt)
    actions = len(raises) + (doubt is not None)
    empty = total <= 0
    safe = np.where(empty, 1.0, total)
    raises = np.where(empty, 1.0 / actions, raises / safe)
    if doubt is not None:
        doubt = np.where(empty, 1.0 / actions, doubt / safe)
    return doubt, raises


def doubt_payoffs_of(position: tuple[int, int]) -> tuple[np.ndarray, np.ndarray]:
    """``bluff_round.doubt_payoffs`` of the position with the solved values of the smaller ones (loaded)."""
    return doubt_payoffs(RoundSpec(*position), _values_below(position))


def exact_round(position: tuple[int, int]) -> ExactRound:
    """The full game of an exact position (for measuring a strategy there)."""
    for smaller in (p for p in SOLVED if sum(p) < sum(position)):
        ensure(smaller)
    return ExactRound(RoundSpec(*position), _values_below(position))
