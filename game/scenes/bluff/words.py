"""What the Bluff table says: bids and dice the way people say them ("four 4s", "two stars", "one
die"), the doubt's verdict, and the status lines of the table. Pure: no pygame."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.bluff import STAR, Bid, DoubtResult
from game.words import _, ngettext, npgettext, pgettext


def number(n: int) -> str:
    """n (0..12) as the table says it: words in English ("four"), digits in German ("4")."""
    # One msgid for the 13 words (a translator gives them all, comma-separated, in the same order).
    said = pgettext("bluff: the numbers 0 to 12, comma-separated",
                    "no,one,two,three,four,five,six,seven,eight,nine,ten,eleven,twelve").split(",")
    return said[n] if 0 <= n < len(said) else str(n)


def _face_bid(face: int, count: str, n: int) -> str:
    """`count` dice showing `face` (n of them: the plural form)."""
    if face == STAR:
        return ngettext("{count} star", "{count} stars", n).format(count=count)
    bids = {1: lambda: npgettext("bluff bid", "{count} 1", "{count} 1s", n),
            2: lambda: npgettext("bluff bid", "{count} 2", "{count} 2s", n),
            3: lambda: npgettext("bluff bid", "{count} 3", "{count} 3s", n),
            4: lambda: npgettext("bluff bid", "{count} 4", "{count} 4s", n),
            5: lambda: npgettext("bluff bid", "{count} 5", "{count} 5s", n),
            6: lambda: npgettext("bluff bid", "{count} 6", "{count} 6s", n)}
    if face in bids:
        return bids[face]().format(count=count)
    return f"{count} {face}s" if n != 1 else f"{count} {face}"


def bid_forms(face: int) -> tuple[str, str]:
    """How a bid on `face` is said for one die and for more, with "{count}" for the number ("{count} 4",
    "{count} 4s"; German "{count} Vierer"): for the phone's page, which says bids as the table does."""
    return _face_bid(face, "{count}", 1), _face_bid(face, "{count}", 2)


def bid_words(bid: Bid) -> str:
    """'four 4s', 'one 3', 'two stars' (German: '4 Vierer', '1 Dreier', '2 Sterne')."""
    return _face_bid(bid.face, number(bid.quantity), bid.quantity)


def last_bid(bids: Sequence[tuple[int, Bid]], seat: int) -> Bid | None:
    """What seat `seat` bid last in this round's `bids` ((seat, bid), ...); None if it has not bid."""
    return next((bid for bidder, bid in reversed(bids) if bidder == seat), None)


def bid_chip_words(bid: Bid) -> str:
    """The words before a seat's last bid's die chip on its card: 'Bid: 2 ×' (look review 28b #3: 'Bid: one 1', 'Bid:
    one 2', ... round the table read as test data; the die says the face, as the Last bid box shows it)."""
    return pgettext("bluff: a seat's last bid on its card, before a die showing the face", "Bid: {count} ×").format(
        count=bid.quantity)


def dice(n: int) -> str:
    """'one die', 'three dice' (German: '1 Würfel', '3 Würfel')."""
    return ngettext("{count} die", "{count} dice", n).format(count=number(n))


def _and(names: Sequence[str]) -> str:
    """'Ana', 'Ana and Ben', 'Ana and Ben and Cy'."""
    return _(" and ").join(names)


# ---------------------------------------------------------------------------------- the verdict
@dataclass(frozen=True)
class Verdict:
    headline: str              # "Four 4s? There are 3."
    lines: tuple[str, ...]     # who lost how many; who is out
    next_line: str             # "Ana opens the next round." / "Ben wins the game!"
    reason: str = ""           # why the first line's seat lost, said before it: "Ben bid 2 too many:"
    word: str = ""             # the verdict in a word, its banner: "The bid holds!" / "Caught bluffing!" / "Exactly right!"
    out: str = ""              # who is out of the game ("Ana is out of the game."), a beat of its own; "" if nobody
    event: str = ""            # the loss in a line over the table ("Ana is out!", "Ben loses two dice!"); "" if none

    def sentences(self) -> tuple[str, ...]:
        """The lines as whole sentences: the first with its reason before it, then who is out."""
        lines = self.lines if not self.reason or not self.lines else (f"{self.reason} {self.lines[0]}", *self.lines[1:])
        return (*lines, self.out) if self.out else lines


def verdict(result: DoubtResult, names: Sequence[str], dice_after: Sequence[int],
            next_opener: int | None) -> Verdict:
    """The words for `result`; `dice_after`: each seat's dice after it; `next_opener`: the seat that
    opens the next round (None: the game is over and the seat left with dice wins)."""
    bid, count = result.bid, result.count
    bid_text = bid_words(bid)
    headline = ngettext("{bid}? There is {count}.", "{bid}? There are {count}.", count).format(
        bid=f"{bid_text[0].upper()}{bid_text[1:]}", count=count)
    bidder, doubter = names[result.bidder], names[result.doubter]
    lines: list[str] = []
    reason = ""
    if count < bid.quantity:
        word = _("Caught bluffing!")
        reason = _("{bidder} bid {over} too many:").format(bidder=bidder, over=bid.quantity - count)
        lines.append(_("{name} loses {dice}.").format(name=bidder, dice=dice(-result.changes[result.bidder])))
    elif count > bid.quantity:
        word = _("The bid holds!")
        reason = _("{doubter} doubted, but the bid held ({more}\u00a0to spare):").format(
            doubter=doubter, more=count - bid.quantity)
        lines.append(_("{name} loses {dice}.").format(name=doubter, dice=dice(-result.changes[result.doubter])))
    else:
        word = _("Exactly right!")
        lines.append(_("{doubter} doubted and loses one die.").format(doubter=doubter))
        others = [names[seat] for seat, change in enumerate(result.changes)
                  if change < 0 and seat not in (result.bidder, result.doubter)]
        if others:
            lines.append(ngettext("Exact bid hits everyone: {names} loses one die.",
                                  "Exact bid hits everyone: {names} lose one die.", len(others)).format(
                names=", ".join(others)))
        if result.changes[result.bidder] > 0:
            lines.append(_("Exact bid pays the bidder: {bidder} takes that die.").format(bidder=bidder))
    out = [names[seat] for seat, change in enumerate(result.changes) if change < 0 and dice_after[seat] == 0]
    out_line = ngettext("{names} is out of the game.", "{names} are out of the game.", len(out)).format(
        names=_and(out)) if out else ""
    if next_opener is None:
        left = [names[seat] for seat, n in enumerate(dice_after) if n > 0]
        next_line = _("{name} wins the game!").format(name=left[0]) if left else _("The game is over.")
    else:
        next_line = _("{name} opens the next round.").format(name=names[next_opener])
    return Verdict(headline, tuple(lines), next_line, reason, word, out_line, _event(result, names, out))


def _event(result: DoubtResult, names: Sequence[str], out: Sequence[str]) -> str:
    """The loss as the table shouts it (`verdict_event`): who is out, else who loses how many dice."""
    if out:
        return ngettext("{names} is out!", "{names} are out!", len(out)).format(names=_and(out))
    losers = [seat for seat, change in enumerate(result.changes) if change < 0]
    if len(losers) == 1:
        return _("{name} loses {dice}!").format(name=names[losers[0]], dice=dice(-result.changes[losers[0]]))
    playing = {seat for seat, hand in enumerate(result.hands) if hand}
    if len(losers) > 2 and set(losers) == playing - {result.bidder}:
        return _("Everyone but {name} loses a die!").format(name=names[result.bidder])
    return ngettext("{names} loses a die!", "{names} lose a die!", len(losers)).format(
        names=_and([names[seat] for seat in losers])) if losers else ""


# ---------------------------------------------------------------------------------- the table's lines
def waiting_to_roll(names: Sequence[str]) -> str:
    """The status while cups are still to be rolled: `names` of the seats we wait for."""
    if not names:
        return _("The dice are rolling…")
    if len(names) == 1:
        return _("Waiting for {name} to roll").format(name=names[0])
    return _("Waiting for {name} to roll (and {count} more)").format(name=names[0], count=len(names) - 1)


def reroll_note(marked: int) -> str:
    """What a bid does with `marked` dice marked to reroll."""
    return _("Reroll {dice}, show the rest with the bid").format(dice=dice(marked))
