"""Everything the phones feature says, on the TV and on the phone's page, in one place (to translate).

`PAGE` is the page's words: the game serves them inside the page (a JSON block), so the page's
script holds no sentence of its own. The TV's words are the names below.
"""

from __future__ import annotations

from game.words import N_

# ---------------------------------------------------------------------------------------- the TV
SETTING = "Phones"
SETTING_ADDRESS = "Phones network"
SETTING_NOTE = "Players join from a phone's browser on the same network (the code is on the seat screen)."
ADDRESS_AUTO = "automatic"
ADDRESS_LOOPBACK = "this computer only"
BAR_OFF = "Phones"
BAR_ON = "Phones: on"
STARTING = "Phones: starting…"
CARD_TITLE = "Join from a phone"
CARD_HOW = ("Scan the code with the phone's camera,", "or open this address in its browser:")
CARD_SAME_NETWORK = "The phone must be on the same network as this computer."
CARD_JOINED = "Joined:"
CARD_NOBODY = "No phone has joined yet."
CARD_OFF = "Turn phones off"
CARD_CLOSE = "Close"
CARD_HINT = "A / Enter / click: choose   Esc / B: close"
FREE_CARD_SCAN = N_("or scan to join")
ADDRESS_LINE = N_("Phones: {url}")
ON_NOTICE = "Phones on: {url}"
OFF_NOTICE = "Phones off"
FAILED = "Phones could not start: {why}"
NO_NETWORK = "no local network was found: only this computer can open the page"
PUBLIC_ADDRESS = "{address} is a public address: phones stay on this computer only (choose it in Settings)"
PHONE_JOINED = "{name} joined with a phone"
PHONE_BACK = "{name}'s phone is back"
PHONE_AWAY = "{name}'s phone is away"
AWAY_TITLE = "{name}'s phone is away"
AWAY_LINES = ("Open the page again on that phone, or scan the code", "with another device to take this seat.")
DEVICE_LABEL = "phone"
CURSOR_TAG = "Phone"
SEAT_LABEL = "Seat {n}"
DEFAULT_NAME = "Player {n}"
ON_YOUR_PHONE = "On your phone"

# ------------------------------------------------------------------------------------- the page
PAGE: dict[str, str] = {
    "title": "Planet Dice",
    "connecting": "Connecting to the game…",
    "lost": "Connection lost: trying again…",
    "refused": "This address is not valid any more: scan the code on the TV again.",
    "stopped": "The game turned phones off.",
    "taken": "Your seat was taken by another player.",
    "replaced": "This seat is open on another page now.",
    "wait_title": "Waiting for the game",
    "wait_setup": "Choose a game on the TV: its seat screen lists the seats you can join.",
    "no_seat": "No seat is free right now.",
    "pick_seat": "Choose your seat",
    "your_name": "Your name",
    "join": "Join",
    "leave": "Leave this seat",
    "seat_waits": "waits for a player",
    "you": "You",
    "turn_yours": "Your turn!",
    "turn_of": "{name}'s turn",
    "score": "Score",
    "dice_count": "{n} dice",
    "die_count": "1 die",
    "out": "out",
    "roll": "Roll your dice",
    "rolling": "Rolling…",
    "rolled": "Rolled: wait for the others",
    "your_dice": "Your dice",
    "shown": "shown",
    "reroll_mark": "reroll",
    "last_bid": "Last bid: {bid} by {name}",
    "opens": "{name} opens the round",
    "no_bid": "No bid yet",
    "quantity": "How many",
    "face": "Of which",
    "fewer": "Fewer",
    "more": "More",
    "bid": "Bid {bid}",
    "no_legal_bid": "No bid beats that: doubt it",
    "doubt": "Doubt {bid}",
    "reroll_help": "Tap dice to reroll them; the rest are shown with your bid.",
    "reroll_on": "Reroll with the bid: tap your dice",
    "next_round": "Next round",
    "next_game": "Next game",
    "reveal": "All dice",
    "last_doubt": "Last doubt",
    "winner": "{name} wins!",
    "rules_on_tv": "The table rules are chosen on the TV.",
    "pad_hint": "Your phone is a controller",
    "confirm": "A",
    "back": "B",
    "pause": "Pause",
    "up": "Up",
    "down": "Down",
    "left": "Left",
    "right": "Right",
    "star": "star",
    "stars": "stars",
    "face_names": "one,ones,two,twos,three,threes,four,fours,five,fives",
    "numbers": "no,one,two,three,four,five,six,seven,eight,nine,ten,eleven,twelve",
}

# Buttons a phone shows for the modes of the score table and of 10000 (label by key: see each mode).
ROLL = "Roll"
LOCK = "Lock"
HINT = "Hint"
FILL = "Fill in"
BANK = "Bank"
TAKE_ALL = "Take all"
START = "Start"
