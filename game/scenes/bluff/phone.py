"""A Bluff seat's phone: its private screen and its commands.

`view(table, seat)` is what the phone of `seat` shows: everything the TV shows (the status line,
each seat's dice count and open dice, the last bid, a doubt's reveal with every die) and, for this
seat alone, its own hidden dice and what it may do now (roll, the legal bids, doubt, go on). Another
seat's hidden dice are never in it before a doubt: its dice come from the rules' hand of `seat` only,
and every hand only from the doubt's result while the reveal shows (tests/phones/test_leak.py).

`commands(table, seat, device, message)` turns what the phone said into the actions a pad presses
(game/phones/protocol.py lists the messages): the bid picker is walked with left/right/up/down to the
chosen bid, a die to reroll is reached with next and marked with lock, OK is confirm, a doubt is
roll; each is checked against the table as it stands, so a stale tap does nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Protocol

from game.input.actions import Action, DeviceId
from game.phones.views import hex_colour, tap
from game.render import rockets
from game.rules.bluff import STAR, BluffGame, TrackField
from game.scenes.bluff import words
from game.scenes.bluff.input import PersonInput
from game.scenes.bluff.match_points import MatchPoints
from game.scenes.bluff.reveal import RevealShow
from game.scenes.playkit.messages import Messages

MAX_STEPS = 64        # picker moves one command may take (the track of 30 dice has 45 fields)


class Table(Protocol):
    """What a phone reads of the Bluff scene (and changes none of); the screen's view reads this and more
    (`looks.Table`)."""

    game: BluffGame
    stage: str
    status: str
    reveal: RevealShow | None
    rolling: set[int]
    turn_seat: int | None
    person: PersonInput
    messages: Messages
    match_points: MatchPoints | None
    match: object

    @property
    def seats(self) -> int: ...

    @property
    def reroll_allowed(self) -> bool: ...

    def name(self, seat: int) -> str: ...

    def hand_panel_dice(self, seat: int) -> tuple[int, ...]: ...

    def on_turn(self) -> tuple[int, ...]: ...


def _my_turn(table: Table, seat: int) -> bool:
    return (table.stage == "play" and table.game.phase == "bid" and table.game.current_player == seat
            and table.turn_seat == seat and table.person.picker is not None)


def _can(table: Table, seat: int) -> dict[str, bool]:
    game = table.game
    rolls = table.stage == "play" and game.phase == "roll" and seat in game.waiting_to_roll and seat not in table.rolling
    bids = _my_turn(table, seat)
    goes_on = seat in table.on_turn() and (
        table.stage == "table" or (table.stage == "reveal" and table.reveal is not None and table.reveal.readable))
    return {"roll": rolls, "bid": bids, "doubt": bids and game.can_doubt, "mark": bids and table.reroll_allowed,
            "next": goes_on}


def _my_dice(table: Table, seat: int) -> list[dict]:
    """This seat's own dice, in the rules' hand order: the face (0 while rolling), shown in the open, marked."""
    game = table.game
    if table.reveal is not None:
        return [{"face": face, "open": False, "marked": False} for face in table.reveal.result.hands[seat]]
    hand = game.hands[seat]
    count = game.dice_counts[seat]
    if len(hand) != count or count == 0:
        return [{"face": 0, "open": False, "marked": False} for _ in range(count if seat in table.rolling else 0)]
    flags = game.open_flags(seat)
    rerolling = game.phase == "reroll" and game.current_player == seat
    order = table.hand_panel_dice(seat)
    marked = table.person.marked if seat == table.turn_seat else set()
    return [{"face": 0 if rerolling and not flags[k] else face, "open": bool(flags[k]),
             "marked": k < len(order) and order[k] in marked} for k, face in enumerate(hand)]


def _picker(table: Table) -> dict | None:
    picker = table.person.picker
    if picker is None or picker.bid is None:
        return None
    fields = [{"q": picker.fields[i].quantity, "star": picker.fields[i].star, "faces": list(picker.faces(i))}
              for i in picker.legal_fields]
    return {"fields": fields, "q": picker.bid.quantity, "face": picker.bid.face}


def _reveal(table: Table) -> dict | None:
    show = table.reveal
    if table.stage != "reveal" or show is None:
        return None
    result = show.result
    return {"hands": [list(hand) for hand in result.hands], "bid": {"q": result.bid.quantity, "face": result.bid.face},
            "count": result.count, "headline": show.verdict.headline,
            "lines": list(show.verdict.sentences()) if show.applied else [],
            "next_line": show.verdict.next_line if show.applied else ""}


def view(table: Table, seat: int) -> dict:
    game = table.game
    seats = []
    turn = table.on_turn() if table.stage == "play" and game.phase == "bid" else ()
    for s in range(table.seats):
        info = table.match.seats[s]
        dice = game.dice_counts[s]
        if table.reveal is not None and not table.reveal.applied:
            dice = len(table.reveal.result.hands[s])
        open_dice = list(game.open_dice(s)) if table.reveal is None else []
        seats.append({"name": info.name, "colour": hex_colour(rockets.seat_colour(info.colour)), "dice": dice,
                      "out": dice == 0, "turn": s in turn, "open": open_dice})
    can = _can(table, seat)
    message = table.messages.get(seat)
    last = game.last_bid
    winner = None
    if table.stage == "done" and game.is_over:
        winner = table.name(game.winners()[0])
    reroll_note = None
    if can["mark"] and table.person.marked:
        reroll_note = table.person.reroll_problem() or words.reroll_note(len(table.person.marked))
    return {"kind": "bluff", "me": seat, "colour": seats[seat]["colour"], "stage": table.stage, "phase": game.phase,
            "status": table.status, "told": message.text if message else "", "round": game.round,
            "seats": seats, "dice": _my_dice(table, seat), "can": can, "turn": can["roll"] or can["bid"],
            "last_bid": {"q": last.quantity, "face": last.face, "by": table.name(game.last_bidder)}
            if last is not None and game.last_bidder is not None and table.stage == "play" else None,
            "picker": _picker(table) if can["bid"] else None, "reroll": reroll_note,
            "reveal": _reveal(table), "winner": winner}


def commands(table: Table, seat: int, device: DeviceId, message: dict) -> Iterator[Action]:
    """The actions `message` of `seat`'s phone means now (each checked against the table as it stands)."""
    kind = message["t"]
    can = _can(table, seat)
    if kind == "roll" and can["roll"]:
        yield from tap("roll", device)
    elif kind == "doubt" and can["doubt"]:
        yield from tap("roll", device)
    elif kind == "ok" and can["bid"]:
        yield from tap("confirm", device)
    elif kind == "next" and can["next"]:
        yield from tap("confirm", device)
    elif kind == "pick" and can["bid"]:
        yield from _walk_picker(table, device, message["q"], message["face"])
    elif kind == "mark" and can["mark"]:
        yield from _mark(table, seat, device, message["die"])


def _walk_picker(table: Table, device: DeviceId, quantity: int, face: int) -> Iterator[Action]:
    """left/right to the chosen field, then up to the chosen face, as a pad would (legal bids only)."""
    picker = table.person.picker
    if picker is None or not 1 <= face <= STAR or quantity < 1:
        return
    field = TrackField(quantity, face == STAR)
    if field not in picker.fields:
        return
    target = picker.fields.index(field)
    if face not in picker.faces(target):
        return
    for _ in range(MAX_STEPS):
        if picker is not table.person.picker or picker.field == target:
            break
        yield from tap("right" if picker.field < target else "left", device)
    for _ in range(STAR):
        if picker is not table.person.picker or picker.field != target or picker.face == face:
            break
        yield from tap("up", device)


def _mark(table: Table, seat: int, device: DeviceId, die: int) -> Iterator[Action]:
    """next until the die cursor is on die `die` (the rules' hand index) of the hidden ones, then lock."""
    order = table.hand_panel_dice(seat)
    if not 0 <= die < len(order) or die not in table.game.hidden_indices(seat):
        return
    target = order[die]
    person = table.person
    for _ in range(len(order) + 1):
        if person.die_cursor == target:
            break
        yield from tap("next", device)
    if person.die_cursor == target:
        yield from tap("lock", device)
