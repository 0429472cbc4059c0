"""A finished match goes into the memory of each seat that plays by name (never guests, computers, demos)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game.coach import selfplay
from game.coach.coach import GameCoach
from game.coach.dicetime import DicetimePricer
from game.input.actions import KEYBOARD, MOUSE
from game.match import MatchConfig, MatchResult, Seat
from game.rules.dicetime import ScoreCard
from game.scenes.players.memory import remember
from game.storage import players as store

pytestmark = pytest.mark.solved_tables("dicetime")  # the coach prices with the session's shared table


def _match(player_id: str | None):
    coach = GameCoach("dicetime", 3, DicetimePricer())
    card = ScoreCard()
    score = selfplay.play_dicetime(coach, "easy", random.Random(3), card=card)
    coach.final(0, score, bonus=card.bonus > 0, bonus_chances=1, bonuses=int(card.bonus > 0), five_kinds=0)
    seats = (Seat("person", "Anna", 3, 4, KEYBOARD, player=player_id), Seat("person", "Player 2", 1, 1, MOUSE),
             Seat("computer", "Computer 3", 2, 2))
    result = replace(MatchResult.from_totals(MatchConfig("dicetime", seats), (score, 180, 200)), coach=coach)
    return result, score, coach


def test_a_named_seat_remembers_its_game_with_its_price():
    anna, _ = store.update(lambda everyone: store.add(everyone, "Anna"))
    result, score, coach = _match(anna.id)
    remember(result).join(60)
    games = store.load()[0].find(anna.id).modes["dicetime"].recent
    assert len(games) == 1 and games[0].score == score and games[0].seats == 3
    assert games[0].place == result.places()[0]
    review = coach.review(0)
    assert games[0].given_up == pytest.approx(review.given_up, abs=1e-3) and games[0].given_up > 0
    assert games[0].decisions == review.decisions and games[0].bonus_chances == 1
    assert [p.name for p in store.load()[0].players] == ["Anna"]    # the guest and the computer: no players
    anna = store.load()[0].find(anna.id)     # the seat she played in: her colour and rocket (the statistics show them)
    assert (anna.colour, anna.rocket) == (3, 4)


def test_guests_and_computers_are_not_remembered():
    anna, _ = store.update(lambda everyone: store.add(everyone, "Anna"))
    result, _, coach = _match(None)
    assert remember(result) is None
    assert store.load()[0].find(anna.id).modes == {}
    assert coach.settle(60)   # nothing of this test's pricing left running into the next test
