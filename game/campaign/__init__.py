"""The puzzle campaign: level files in levels/ (and the player's own folder), worlds, progress.

Contract: `load_level(path) -> Level`; any bad file raises `LevelError` (its message names the file
and the key path of every problem), never another exception. Pure: no pygame, no pymunk.
"""

from game.campaign.errors import LevelError, Problem
from game.campaign.loader import load_level, load_world
from game.campaign.model import Level, World

__all__ = ["Level", "LevelError", "Problem", "World", "load_level", "load_world"]
