"""Computer players and hints. Pure: no pygame, no pymunk, no scenes; randomness only from the caller.

- ``dicetime``: Dicetime seats (Easy, Normal, Hard = optimal), hints and expected loss.
- ``triple``: Triple seats and hints (weighted single-column values).
- ``puzzle``: the pooled-reroll puzzle's pool-worth policy (Normal) and ``optimal_value(rerolls)``.
- ``puzzle_table``: the puzzle's exact value table (every pool, per-level specs; built on first use, cached);
  ``puzzle_optimal``: perfect puzzle play and hints from it (Hard); ``puzzle_levels``: which level twists it
  models exactly, and what a perfect player averages on a level.
- ``dicetime_table``: the optimal value table (built on first use, cached in the user's cache folder).
- ``valuation``, ``turn_plan``, ``dice_space``: the shared machinery (column values, one-turn
  planning, keep and roll index tables). ``simulate``: seeded dice for solitaire games.
"""
