"""Computer players and hints. Pure: no pygame, no pymunk, no scenes; randomness only from the caller.

- ``dicetime``: Dicetime seats (Easy, Normal, Hard = optimal), hints and expected loss.
- ``triple``: Triple seats and hints (weighted single-column values).
- ``puzzle``: the pooled-reroll puzzle policy and hints.
- ``dicetime_table``: the optimal value table (built on first use, cached in the user's cache folder).
- ``valuation``, ``turn_plan``, ``dice_space``: the shared machinery (column values, one-turn
  planning, keep and roll index tables). ``simulate``: seeded dice for solitaire games.
"""
