"""Everything the phones feature says, on the TV and on the phone's page, in one place (to translate).

`PAGE` is the page's words (English msgids, marked with `N_`): the game serves them translated into the
TV's language inside the page (a JSON block, `game.phones.page.page_words`), so the page's script holds no
sentence of its own. The TV's words are the names below, translated with `_()` where they are shown.
"""

from __future__ import annotations

from game.words import N_

# ---------------------------------------------------------------------------------------- the TV
SETTING_NOTE = N_("Players join from a phone's browser on the same network (the code is on the seat screen).")
FREE_CARD_SCAN = N_("or scan to join")
ADDRESS_LINE = N_("Phones: {url}")
ON_NOTICE = N_("Phones on: {url}")
FAILED = N_("Phones could not start: {why}")
NOT_HERE = N_("{address} is not an address of this computer")
NO_NETWORK = N_("no local network was found: only this computer can open the page")
PUBLIC_ADDRESS = N_("{address} is a public address: phones stay on this computer only (choose it in Settings)")
PHONE_OF = N_("{name}'s phone")
PHONE_JOINED = N_("{name} joined with a phone")
PHONE_BACK = N_("{name}'s phone is back")
PHONE_AWAY = N_("{name}'s phone is away")
PHONE_AWAY_SHORT = N_("away")
AWAY_TITLE = N_("{name}'s phone is away")
AWAY_LINES = (N_("Open the page again on that phone, or scan the code"), N_("with another device to take this seat."))
SEAT_LABEL = N_("Seat {n}")
DEFAULT_NAME = N_("Player {n}")

# ------------------------------------------------------------------------------------- the page
PAGE: dict[str, str] = {
    "title": "Planet Dice",
    "connecting": N_("Connecting to the game…"),
    "lost": N_("Connection lost: trying again…"),
    "refused": N_("This address is not valid any more: scan the code on the TV again."),
    "stopped": N_("The game turned phones off."),
    "taken": N_("Your seat was taken by another player."),
    "replaced": N_("This seat is open on another page now."),
    "wait_title": N_("Waiting for the game"),
    "wait_setup": N_("Choose a game on the TV: its seat screen lists the seats you can join."),
    "no_seat": N_("No seat is free right now."),
    "pick_seat": N_("Choose your seat"),
    "your_name": N_("Your name"),
    "join": N_("Join"),
    "you": N_("You"),
    "turn_yours": N_("Your turn!"),
    "turn_of": N_("{name}'s turn"),
    "score": N_("Score"),
    "dice_count": N_("{n} dice"),
    "die_count": N_("1 die"),
    "out": N_("out"),
    "roll": N_("Roll your dice"),
    "rolling": N_("Rolling…"),
    "your_dice": N_("Your dice"),
    "shown": N_("shown"),
    "reroll_mark": N_("reroll"),
    "last_bid": N_("Last bid: {bid} by {name}"),
    "fewer": N_("Fewer"),
    "more": N_("More"),
    "bid": N_("Bid {bid}"),
    "no_legal_bid": N_("No bid beats that: doubt it"),
    "doubt": N_("Doubt {bid}"),
    "reroll_help": N_("Tap dice to reroll them; the rest are shown with your bid."),
    "next_round": N_("Next round"),
    "next_game": N_("Next game"),
    "reveal": N_("All dice"),
    "last_doubt": N_("Last doubt"),
    "winner": N_("{name} wins!"),
    "star": N_("star"),
    "confirm": "A",
    "back": "B",
    "pause": N_("Pause"),
    "up": N_("Up"),
    "down": N_("Down"),
    "left": N_("Left"),
    "right": N_("Right"),
}
