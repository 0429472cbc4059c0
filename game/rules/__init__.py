"""The rules of every Planet Dice game: pure Python (no pygame, no pymunk, no I/O).

Scenes and computer players ask these modules what is legal, what scores and who won.
Dice values always come from the caller (the physics tray reads the faces); every state
also offers `roll_random(rng)` with an injected `random.Random`.

Modules:
- `errors`      -- `IllegalMove(ValueError)`, raised for any move the rules forbid.
- `dice`        -- checking dice values that come from outside.
- `dicetime`    -- Dicetime categories, `score`, `ScoreCard`, and `DicetimeGame` (Versus, Revenge).
- `dice_turn`   -- `DiceTurn`: one five-dice turn with locks and rerolls from a `RerollPool`.
- `turn_order`  -- seat order shared by Dicetime and Triple (concurrent first round for Revenge).
- `puzzle`      -- `PuzzleGame`: one player, pooled rerolls, a caller-driven timer.
- `triple`      -- `Sheet` (three columns x1, x2, x3) and `TripleGame`.
- `tenthousand` -- 10000 and Zehntausend: presets, keep scoring, turns and games.
- `bluff`       -- Bluff: the bid track, doubts, options and the game state.
- `outcome`     -- winners (ties share) and player-count checks.
"""
