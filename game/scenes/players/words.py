"""Every word of the player screens (name entry, choosing a player at the seats), as msgids (`N_`)
translated with `_()` where drawn (issue 27)."""

from __future__ import annotations

from game.words import N_, _, ngettext, pgettext

ENTER_NAME = N_("Your name")
EMPTY = N_("A name needs at least one letter")
KEYS = {"space": "Space", "shift": "Aa", "delete": N_("Delete"), "ok": N_("OK")}
HELP = N_("Arrows / d-pad: keys   Enter / A: type   Backspace / X: delete   P / Start: done   Esc / B: back")
NEW_PLAYER_TITLE = N_("A new player's name")
ROW_LABEL = N_("Name")


def too_long(length: int) -> str:
    return ngettext("At most {n} character", "At most {n} characters", length).format(n=length)


def key_label(key: str) -> str:
    if key == "space":   # (a level of the campaign is called "Space" too: a context keeps them apart)
        return pgettext("on-screen keyboard", "Space")
    return _(KEYS[key])
