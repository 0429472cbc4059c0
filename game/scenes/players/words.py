"""Every word of the player screens (name entry, choosing a player at the seats): for translation (issue 27)."""

from __future__ import annotations

ENTER_NAME = "Your name"
RENAME = "A new name"
TOO_LONG = "At most {} characters"
EMPTY = "A name needs at least one letter"
KEYS = {"space": "Space", "shift": "Aa", "delete": "Delete", "ok": "OK"}
HELP = "Arrows / d-pad: keys   Enter / A: type   Esc / B: delete   Start / P: done"
GUEST = "Guest"
NEW_PLAYER = "New player"
NEW_PLAYER_TITLE = "A new player's name"
ROW_LABEL = "Name"
