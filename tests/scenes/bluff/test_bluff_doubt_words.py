"""A doubt names what is doubted as a bid (29a d13: "Player 1 doubts one star!" / "... doubts CPU 6's one star" read
as doubting a star, not a bid), and German's face key says "Augenzahl" as the bid panel's title does (29a d14,
29b d22: "Auf/Ab: Seite" read as "page")."""

from __future__ import annotations

from bluff_play import bluff_match, computer, quiet, tick_until
from test_bluff_verdict_opener import STRIP, _drawn_verdict

from game import words as language
from game.rules.bluff import Bid
from game.scenes.playkit import prompts


def test_the_verdict_says_the_doubted_bid_is_a_bid():
    _said, drawn = _drawn_verdict(("Player 1", "CPU 2", "CPU 6"), [(2,), (4, 6, 6, 6, 1), (3, 6, 3, 6, 5)], Bid(1, 6),
                                  bidder=2)
    heads = [line for line in drawn if "doubts" in line.text]
    assert [line.text for line in heads] == ["Player 1 doubts CPU 6's bid: one star"], [line.text for line in drawn]
    assert all(STRIP.contains(line.rect) for line in drawn)


def test_the_status_line_says_the_bid_is_doubted(harness):
    scene = harness.push("bluff", match=bluff_match(*(computer(i) for i in range(3))))
    quiet(harness)
    game = scene.game
    tick_until(harness, lambda: game.phase == "bid" and all(game.hands), 3000)
    name = scene.name(game.current_player)
    game.bid(Bid(1, 6))
    doubter = game.current_player
    scene.doubt(doubter)
    assert scene.status == f"{scene.name(doubter)} doubts the bid: one star!", (name, scene.status)


def test_the_german_face_key_says_augenzahl():
    language.set_language("de")
    try:
        assert language._(prompts.FACE) == "Auf/Ab: Augenzahl"
    finally:
        language.set_language("en")
