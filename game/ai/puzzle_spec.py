"""The rules one Puzzle table solves (``TableSpec``): the pool of rerolls, the categories closed before
the start, an upper total already counted, the bonus line and points, doubled categories and the
rewards of campaign levels whose twists keep the Puzzle's model. ``game.ai.puzzle_table`` solves one
table per spec; ``STANDARD`` is the rule text's puzzle (26 pooled rerolls)."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass, field

from game.rules.dicetime import BONUS_POINTS, BONUS_THRESHOLD, CATEGORIES, UPPER
from game.rules.puzzle import DEFAULT_REROLLS

UPPER_MOST = sum(5 * face for face in range(1, len(UPPER) + 1))  # 105: five of each face, counted once


@dataclass(frozen=True)
class TableSpec:
    """The rules one table solves. ``TableSpec()`` is the rule text's puzzle (26 pooled rerolls).

    - ``max_pool``: the largest pool the table answers (it answers every pool 0..max_pool);
    - ``closed``: categories no turn fills (prefilled, blocked or left out by a level);
    - ``start_upper``: upper points already on the card (prefilled upper rows, doubling included);
    - ``bonus_threshold`` / ``bonus_points``: the upper bonus line and its points;
    - ``doubled``: categories whose points count twice (toward the bonus too);
    - ``turn_rerolls``: the most rerolls one turn may spend (None: no cap). The within-turn state then
      also counts what the turn may still spend;
    - ``rewards``: (category, rerolls) won back into the pool when that category scores more than 0;
    - ``bonus_rerolls``: rerolls won back when the upper bonus is reached (``max_pool`` must leave room:
      ``game.ai.puzzle_levels`` sizes it to the start pool plus every reroll that can be won);
    - ``pinned``: a face one planet shows all game (never thrown): every throw is four dice plus it,
      and every keep holds it.
    """

    max_pool: int = DEFAULT_REROLLS
    closed: frozenset[str] = field(default_factory=frozenset)
    start_upper: int = 0
    bonus_threshold: int = BONUS_THRESHOLD
    bonus_points: int = BONUS_POINTS
    doubled: frozenset[str] = field(default_factory=frozenset)
    turn_rerolls: int | None = None
    rewards: frozenset[tuple[str, int]] = field(default_factory=frozenset)
    bonus_rerolls: int = 0
    pinned: int | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "closed", frozenset(self.closed))
        object.__setattr__(self, "doubled", frozenset(self.doubled))
        rewards = dict(self.rewards.items() if isinstance(self.rewards, dict) else self.rewards)
        object.__setattr__(self, "rewards", frozenset((k, v) for k, v in rewards.items() if v))
        if any(not isinstance(v, int) or isinstance(v, bool) or v < 0 for v in rewards.values()):
            raise ValueError(f"rewards must be whole numbers >= 0, got {rewards!r}")
        if self.pinned is not None and self.pinned not in range(1, 7):
            raise ValueError(f"pinned must be a face 1..6 or None, got {self.pinned!r}")
        if not isinstance(self.bonus_rerolls, int) or self.bonus_rerolls < 0:
            raise ValueError(f"bonus_rerolls must be a whole number >= 0, got {self.bonus_rerolls!r}")
        unknown = sorted((self.closed | self.doubled | set(rewards)) - set(CATEGORIES))
        if unknown:
            raise ValueError(f"unknown categories: {', '.join(unknown)}")
        if not self.playable:
            raise ValueError("no category is left to play")
        for name in ("max_pool", "start_upper", "bonus_points"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise ValueError(f"{name} must be a whole number >= 0, got {value!r}")
        if self.turn_rerolls is not None and (not isinstance(self.turn_rerolls, int) or self.turn_rerolls < 0):
            raise ValueError(f"turn_rerolls must be None or a whole number >= 0, got {self.turn_rerolls!r}")
        if not isinstance(self.bonus_threshold, int) or self.bonus_threshold < 1:
            raise ValueError(f"bonus_threshold must be a whole number >= 1, got {self.bonus_threshold!r}")

    # ------------------------------------------------------------------ derived
    @property
    def playable(self) -> tuple[int, ...]:
        """Indices (in CATEGORIES) of the categories the turns fill, in card order."""
        return tuple(i for i, name in enumerate(CATEGORIES) if name not in self.closed)

    def multiplier(self, category: int) -> int:
        return 2 if CATEGORIES[category] in self.doubled else 1

    def reward(self, category: int) -> int:
        """Rerolls won back when `category` (an index) scores more than 0."""
        return dict(self.rewards).get(CATEGORIES[category], 0)

    @property
    def turn_cap(self) -> int | None:
        """The per-turn cap that matters (None when the pool itself is the only limit)."""
        return self.turn_rerolls if self.turn_rerolls is not None and self.turn_rerolls < self.max_pool else None

    @property
    def upper_cap(self) -> int:
        """Upper totals are kept capped at this (0 when the bonus can no longer change hands)."""
        if self.start_upper >= self.bonus_threshold:
            return 0  # already earned: counted in the start score
        most = self.start_upper + sum(
            self.multiplier(c) * 5 * (c + 1) for c in self.playable if c < len(UPPER)
        )
        return self.bonus_threshold if most >= self.bonus_threshold else 0

    @property
    def shape(self) -> tuple[int, int, int]:
        return (1 << len(self.playable), self.upper_cap + 1, self.max_pool + 1)

    def upper_index(self, upper_total: int) -> int:
        if upper_total < 0:
            raise ValueError(f"upper total cannot be negative, got {upper_total}")
        return min(int(upper_total), self.upper_cap)

    def local_mask(self, open_categories: Iterable[str]) -> int:
        """The table's filled mask for a card whose open categories are these."""
        open_set = set(open_categories)
        unknown = sorted(open_set - set(CATEGORIES))
        if unknown:
            raise ValueError(f"unknown categories: {', '.join(unknown)}")
        closed_open = sorted(open_set & self.closed)
        if closed_open:
            raise ValueError(f"not playable under this table: {', '.join(closed_open)}")
        mask = 0
        for bit, category in enumerate(self.playable):
            if CATEGORIES[category] not in open_set:
                mask |= 1 << bit
        return mask

    @property
    def key(self) -> str:
        """Short, file-name-safe and unique per spec."""
        if self == TableSpec(max_pool=self.max_pool):
            return f"pool{self.max_pool}"
        text = repr((self.max_pool, sorted(self.closed), self.start_upper, self.bonus_threshold,
                     self.bonus_points, sorted(self.doubled), self.turn_cap, sorted(self.rewards),
                     self.bonus_rerolls if self.upper_cap else 0, self.pinned))
        return f"pool{self.max_pool}-{hashlib.sha256(text.encode()).hexdigest()[:16]}"


STANDARD = TableSpec()
