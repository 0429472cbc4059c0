"""A sample memory for the statistics screen alone (the screens tour, ``--scene stats`` on an empty data
folder is just empty): players whose games are real seeded games, priced by the coach as the play
scenes price them, saved through the players file like any game."""

from __future__ import annotations

import random
import time
from functools import lru_cache

from game.coach.review import accuracy
from game.storage import players as store

NAMES = ("Ana", "Ben")
LOOKS = {"Ana": (0, 0), "Ben": (2, 4)}   # (seat colour, rocket) of their last game: Ana as in the reviews, the Bluff example and the high scores (ANA)
DAY = 86_400


def _dicetime_summary(coach, score: int, card_facts, when: int, seats: int, place: int) -> store.GameSummary:
    review = coach.review(0)
    return store.GameSummary(id=store.new_id(), when=when, score=score, seats=seats, place=place,
                             given_up=round(review.given_up, 2), decisions=review.decisions,
                             accuracy=round(accuracy(review.start_value, review.given_up, False), 2),
                             bonus=card_facts[0], bonus_chances=1, bonuses=int(card_facts[0]),
                             five_kinds=card_facts[1])


def fill(games: int = 30, seed: int = 5) -> list[str]:
    """Add the sample players (if missing) with `games` Normal and Easy Dicetime games each; their ids."""
    summaries = _summaries(games, seed)

    def write(everyone: store.Players) -> list[str]:
        ids = []
        for name in NAMES:
            player = next((p for p in everyone.players if p.name == name), None) or store.add(everyone, name)
            for summary in summaries[name]:
                store.record(everyone, player.id, "dicetime", summary.model_copy())
            store.wear(everyone, player.id, *LOOKS[name])   # (the seat they played in last)
            ids.append(player.id)
        return ids

    ids, _ = store.update(write)
    return ids or []


@lru_cache(maxsize=2)
def _summaries(games: int, seed: int) -> dict[str, tuple[store.GameSummary, ...]]:
    """The sample games, played once per process (the screens tour's two statistics shots each fill a fresh data
    folder with the same games)."""
    from game.coach import selfplay
    from game.coach.coach import GameCoach
    from game.coach.dicetime import DicetimePricer
    from game.rules.dicetime import ScoreCard

    rng = random.Random(seed)
    start = int(time.time()) - games * DAY
    summaries: dict[str, tuple[store.GameSummary, ...]] = {}
    for name, difficulty in zip(NAMES, ("normal", "easy"), strict=False):
        made = []
        for game in range(games):
            coach = GameCoach("dicetime", 1, DicetimePricer(), background=False)
            card = ScoreCard()
            score = selfplay.play_dicetime(coach, difficulty, rng, card=card)
            facts = (card.bonus > 0, int(card.get("five_kind") == 50))
            versus = game % 3 == 0
            made.append(_dicetime_summary(coach, score, facts, start + game * DAY, 2 if versus else 1,
                                          1 + (game % 2 if versus else 0)))
        summaries[name] = tuple(made)
    return summaries
