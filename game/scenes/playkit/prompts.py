"""A play screen's controls line as a few prompts chosen by the moment: the two or three controls that matter now
(look reviews 28a/28b: "replace the always-on full key strip with 2-3 context prompts"). Each prompt is one control,
its keys (the keyboard's and the pad's, both named: whichever a person holds) and one short word; "pause" only where
nothing else is said. The rules book lists every key (rules_pages: the Keys page).

The prompts are English msgids, translated here as the line is made (game.words), so each is translated once and
the same prompt reads the same on every screen.
"""

from __future__ import annotations

import functools

import pygame

from game.render import key_caps
from game.scenes.playkit.chrome import HELP_BAND, HELP_SIZE, MARGIN
from game.words import N_, _

MOST = 3          # prompts a line shows at most
SPACING = "   "   # between two prompts (game.render.key_caps reads two or more spaces as a new control)

ROLL = N_("R/X: roll")
REROLL = N_("R/X: reroll")
LOCK = N_("Enter/A: lock")
CHOOSE = N_("Enter/A: choose")
FILL = N_("Enter/A: fill in")
ROWS = N_("Up/Down: rows")
HINT = N_("H/Y: hint")
PAUSE = N_("Esc/Start: pause")
PICK = N_("Enter/A: pick")
TAKE_ALL = N_("L/Select: take all")
BANK = N_("Q/LB: bank")
FACE = N_("Up/Down: face")
BID = N_("Enter/A: OK")
DOUBT = N_("R/X: doubt")
MARK = N_("Q/E + L: mark dice to reroll")


def line(*prompts: str | None) -> str:
    """The controls line of `prompts` (msgids; None and "" left out), the first MOST of them, translated; with none,
    pause."""
    shown = [_(prompt) for prompt in prompts if prompt][:MOST]
    return SPACING.join(shown) if shown else _(PAUSE)



def area(size: tuple[int, int], shown: str) -> pygame.Rect:
    """Where chrome.draw_help may draw the controls line `shown` on a screen of `size`: the bottom band, the screen's
    width (a section of a play screen's still picture: only it is drawn again as the prompts change)."""
    return pygame.Rect(_area(size, shown))


@functools.lru_cache(maxsize=64)   # (asked every frame: reading the line into caps is ~30 us)
def _area(size: tuple[int, int], shown: str) -> tuple[int, int, int, int]:
    width, height = size
    tall = max(HELP_BAND, key_caps.height(shown, HELP_SIZE, width - 2 * MARGIN)) + 6
    return 0, height - tall, width, tall
