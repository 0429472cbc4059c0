"""A finished match into the players' memory: one game summary per seat that plays by name.

``remember(result)`` is called once per finished match (the results screen; a campaign level's end) and
returns at once: a thread waits for the coach to finish pricing (it has kept up during play, so this
is short), then records every named seat's summary through the players file's lock. Demo games and
guests are never recorded; computers are never players.
"""

from __future__ import annotations

import threading
import time

from game.coach.review import accuracy
from game.modes import LAST_STANDING
from game.storage import players as store

SETTLE_WAIT = 30.0   # s the recording waits for the coach's last prices (then records without them)


def mode_key(result) -> str:
    mode = result.config.mode
    if mode in ("tenthousand", "zehntausend") and len(result.config.seats) == 1:
        return f"{mode}_solo"
    return mode


def summaries(result, level: str | None = None, seconds: float | None = None,
              stars: int | None = None) -> list[tuple[str, store.GameSummary]]:
    """(player id, summary) for each named seat of `result` (prices read from its coach, if any)."""
    config = result.config
    places = result.places()
    by_place = config.info.ranking_for(len(config.seats)) == LAST_STANDING   # Bluff: the place is the score
    coach = result.coach
    facts = getattr(coach, "facts", {}) if coach is not None else {}
    found = []
    for seat, info in enumerate(config.seats):
        if info.player is None or not info.is_person:
            continue
        review = coach.review(seat, timeout=0) if coach is not None and hasattr(coach, "reviews") else None
        given = decisions = share = None
        if review is not None and review.decisions:
            given, decisions = round(review.given_up, 3), review.decisions
            share = accuracy(review.start_value, review.given_up, review.lower_is_better)
        seat_facts = facts.get(seat, {})
        found.append((info.player, store.GameSummary(
            id=store.new_id(), when=int(time.time()), seats=len(config.seats),
            score=places[seat] if by_place else max(0, int(result.totals[seat])),
            place=min(6, places[seat]), given_up=given, decisions=decisions or 0,
            accuracy=None if share is None else round(share, 2),
            bonus=seat_facts.get("bonus"), bonus_chances=seat_facts.get("bonus_chances", 0),
            bonuses=seat_facts.get("bonuses", 0), five_kinds=seat_facts.get("five_kinds", 0),
            level=level, seconds=None if seconds is None else round(seconds, 1), stars=stars)))
    return found


def remember(result, notify=None, **level_facts) -> threading.Thread | None:
    """Record `result` for its named seats in the background; `notify(line)` hears about a failure."""
    if result.config.attract or not any(seat.player for seat in result.config.seats):
        return None

    def work() -> None:
        coach = result.coach
        if coach is not None and hasattr(coach, "settle"):
            coach.settle(SETTLE_WAIT)
        key = mode_key(result)
        entries = summaries(result, **level_facts)
        looks = {seat.player: (seat.colour, seat.rocket) for seat in result.config.seats if seat.player is not None}

        def change(everyone: store.Players) -> None:
            for player, summary in entries:
                store.record(everyone, player, key, summary)
                store.wear(everyone, player, *looks[player])

        _, notice = store.update(change)
        if notice and notify is not None:
            notify(notice)

    thread = threading.Thread(target=work, name="remember-match", daemon=False)
    thread.start()
    return thread
