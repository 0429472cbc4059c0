"""The coach: every game priced against perfect play, and the perfect player's score distributions.

Pure (no pygame, no pymunk); the tables come from ``game.ai``.

- ``record``: the game record the scenes fill in (turn starts, decisions, finals);
- ``coach``: ``GameCoach``, the record priced in the background as the game goes; ``review``: one
  seat's ``Review`` (turns, points given up, accuracy, the costliest decisions);
- the pricers, one per mode: ``dicetime`` (Dicetime exact, Triple estimated), ``puzzle`` (the Puzzle
  and the campaign levels the exact table models), ``tenthousand`` (expected rounds); ``bluff``: the
  round-by-round story (no price);
- ``modes``: which pricer a match gets.
"""
