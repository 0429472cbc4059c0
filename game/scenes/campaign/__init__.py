"""The puzzle campaign on screen: the map of worlds and levels (`map`), a level (`scene`, with its
computer player and hints in `computer`), and the cards a level shows before and after play
(`cards`). The campaign itself (level files, progress, computer players) is `game.campaign`, pure
and without pygame."""
