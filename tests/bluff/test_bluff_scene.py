"""The Bluff table through the harness: whole games, doubts as the rules say, and no hidden face drawn."""

from __future__ import annotations

import itertools
import random

import pytest
from bluff_play import (KEYBOARD, bluff_match, computer, draw, person, person_can_act, quiet, region,
                        swap_dice, tick_until)

from game.rules.bluff import Options, count, resolve
from game.scenes.bluff.scene import BluffScene


def _check_doubt(scene) -> None:
    """The reveal on screen is the rules' doubt: the count, who loses how many, and the dice left."""
    show = scene.reveal
    result = show.result
    options = scene.settings.options
    assert result.count == count(result.bid, result.hands)
    assert list(result.changes) == resolve(result.bid, result.bidder, result.doubter, result.hands, options)
    assert len(show.glow) == result.count                      # every counted die glows, one by one
    for seat, hand in enumerate(result.hands):
        assert len(hand) == len(show.panel_dice[seat])


def _finish_reveal_checked(harness, scene) -> None:
    _check_doubt(scene)
    before = [len(h) for h in scene.reveal.result.hands]
    changes = scene.reveal.result.changes
    tick_until(harness, lambda: scene.reveal is None or scene.reveal.applied, 2000)
    if scene.stage == "reveal" or scene.reveal is None:
        for seat, panel in enumerate(scene.panels):
            assert len(panel.in_play) == before[seat] + changes[seat], "the lost dice left the table"
    tick_until(harness, lambda: scene.stage != "reveal", 2000)


def test_a_whole_game_by_keyboard_against_three_computers(harness):
    quiet(harness)
    scene = harness.push("bluff")          # the quick game: one keyboard person, three computers
    assert isinstance(scene, BluffScene) and len(scene.match.seats) == 4
    rng = random.Random(5)
    doubts = bids = rolls = 0
    for _ in range(400):
        if type(harness.top).__name__ == "ResultsScene":
            break
        if scene.stage == "reveal":
            _finish_reveal_checked(harness, scene)
            continue
        if person_can_act(scene, 0):
            if scene.game.phase == "roll":
                harness.press("roll")
                rolls += 1
            elif scene.game.can_doubt and rng.random() < 0.4:
                harness.press("roll")       # X / R: press one's own cup to doubt
                doubts += 1
                assert scene.stage == "reveal"
            else:
                for _ in range(rng.randint(0, 3)):
                    harness.press("right")
                harness.press("up")
                chosen = scene.picker.bid
                harness.press("confirm")
                assert scene.game.bids[-1] == (0, chosen)
                bids += 1
            continue
        tick_until(harness, lambda: person_can_act(scene, 0) or scene.stage != "play"
                   or type(harness.top).__name__ == "ResultsScene", 20000)
    result = harness.top.result
    assert result.config.mode == "bluff"
    winner = scene.game.winners()[0]
    assert result.winners == (winner,)
    assert sorted(result.totals) == [0, 1, 2, 3]       # last one standing: how many went out before each
    assert rolls >= 1 and bids + doubts >= 1


def test_a_pad_person_plays_whole_games_by_pad(harness, virtual_pads, make_harness):
    pad = virtual_pads("P1")
    harness.tick(2)
    quiet(harness)
    scene = harness.push("bluff", match=bluff_match(person(pad.device, 0, "Ana"), computer(1, "easy"),
                                                    computer(2, "hard")))
    acted = 0
    for _ in range(400):
        if type(harness.top).__name__ == "ResultsScene":
            break
        if scene.stage == "reveal":
            _finish_reveal_checked(harness, scene)
            continue
        if person_can_act(scene, 0):
            if scene.game.phase == "roll":
                harness.tap(pad, "a")
            elif scene.game.can_doubt and scene.game.last_bid.quantity >= 3:
                harness.tap(pad, "x")
            else:
                harness.tap(pad, "dpright")
                harness.tap(pad, "a")
            acted += 1
            continue
        tick_until(harness, lambda: person_can_act(scene, 0) or scene.stage != "play"
                   or type(harness.top).__name__ == "ResultsScene", 20000)
    assert type(harness.top).__name__ == "ResultsScene" and acted > 3


def test_computer_dice_are_never_drawn_until_a_doubt(harness):
    """Frames, not state: giving the computers other dice under their cups changes no pixel, while
    the person's own dice (face up: nobody to hide from) do change the frame."""
    scene = harness.push("bluff")
    quiet(harness)
    harness.press("roll")
    tick_until(harness, lambda: scene.game.phase == "bid", 2000)
    before = draw(scene)
    for seat in (1, 2, 3):
        old = scene.game.hands[seat]
        swap_dice(scene, seat, seed=900 + seat)
        assert scene.game.hands[seat] != old or seat == 3
    after = draw(scene)
    for seat in (1, 2, 3):
        assert region(before, scene.cards[seat].card) == region(after, scene.cards[seat].card)
    assert region(before, harness.screen.get_rect()) == region(after, harness.screen.get_rect())
    swap_dice(scene, 0, seed=77)
    assert region(draw(scene), scene.cards[0].tray) != region(before, scene.cards[0].tray)


def test_hot_seat_curtain_then_only_the_person_on_turn_sees_their_dice(harness):
    quiet(harness)
    scene = harness.push("bluff", match=bluff_match(person(KEYBOARD, 0, "Ana"), person(KEYBOARD, 1, "Ben"),
                                                    computer(2)))
    # one keyboard rolls for both people, one after the other
    harness.press("roll")
    harness.press("roll")
    tick_until(harness, lambda: scene.game.phase == "bid" and scene.turn_seat is not None, 2000)
    tick_until(harness, lambda: scene.privacy.curtain_up, 4000)
    seat = scene.privacy.curtain_for
    other = 1 - seat
    name = scene.match.seats[seat].name
    curtain = draw(scene)
    for each in (0, 1, 2):
        swap_dice(scene, each, seed=500 + each)
    assert region(draw(scene), curtain.get_rect()) == region(curtain, curtain.get_rect()), \
        "the curtain shows nothing of anyone's dice"
    from game.render import text
    with text.recording() as drawn:
        draw(scene)
    assert any(f"Pass to {name}" in line.text for line in drawn)
    harness.press("confirm")                      # ready
    assert not scene.privacy.curtain_up and scene.privacy.viewer == seat
    shown = draw(scene)
    swap_dice(scene, other, seed=41)
    swap_dice(scene, 2, seed=42)
    assert region(draw(scene), shown.get_rect()) == region(shown, shown.get_rect())
    swap_dice(scene, seat, seed=43)
    assert region(draw(scene), scene.cards[seat].tray) != region(shown, scene.cards[seat].tray)
    # the bid passes the turn: the dice go under the cup before the next person comes
    harness.press("confirm")
    assert scene.privacy.viewer is None


def test_peeking_on_ones_own_pad_shows_only_ones_own_dice(harness, virtual_pads):
    pad = virtual_pads("P1")
    harness.tick(2)
    quiet(harness)
    scene = harness.push("bluff", match=bluff_match(person(KEYBOARD, 0, "Ana"), person(pad.device, 1, "Ben"),
                                                    computer(2)))
    harness.press("roll")
    harness.tap(pad, "a")
    tick_until(harness, lambda: scene.game.phase == "bid", 2000)
    covered = draw(scene)
    pad.press("y")                                 # hold Y: Ben peeks
    harness.tick()
    assert scene.privacy.viewer == 1
    peeking = draw(scene)
    assert region(peeking, scene.cards[1].tray) != region(covered, scene.cards[1].tray)
    for seat in (0, 2):
        swap_dice(scene, seat, seed=70 + seat)
    assert region(draw(scene), peeking.get_rect()) == region(peeking, peeking.get_rect())
    harness.press("hint")                          # Ana cannot peek over Ben's dice
    assert scene.privacy.viewer == 1
    pad.release("y")
    harness.tick()
    assert scene.privacy.viewer is None
    assert region(draw(scene), scene.cards[1].tray) == region(covered, scene.cards[1].tray)


@pytest.mark.parametrize("flags", list(itertools.product((False, True), repeat=4)))
def test_every_combination_of_options_plays_a_demo_to_its_end(harness, flags):
    reroll, hits, pays, points = flags
    options = (("reroll", reroll), ("exact_hits_everyone", hits), ("exact_pays_bidder", pays),
               ("points", 3 if points else 0))
    quiet(harness)
    from game.match import attract_match
    from dataclasses import replace
    config = replace(attract_match("bluff", 3, difficulty="normal"), options=options)
    scene = harness.push("bluff", match=config)
    assert scene.settings.options == Options(reroll, hits, pays, points)
    games_seen = set()
    rerolls = 0
    for _ in range(200_000):
        if type(harness.top).__name__ == "ResultsScene":
            break
        if scene.stage == "reveal" and not scene.reveal.applied:
            _check_doubt(scene)
        if scene.game.phase == "reroll":
            rerolls += 1
        games_seen.add(scene.game_number)
        scene.update(1 / 120)                      # fast: no frames drawn, the same update the app calls
        if scene.stage == "done":
            harness.tick()
    result = harness.top.result
    if points:
        assert games_seen == {1, 2, 3}
        assert result.totals == scene.match_points.totals
        assert all(sum(game) > 0 for game in scene.match_points.per_game)
    else:
        assert sorted(result.totals) == [0, 1, 2] or len(set(result.totals)) < 3
    if not reroll:
        assert rerolls == 0


def test_the_setup_leads_to_the_table_rules_and_the_match_plays_by_them(harness):
    from game.scenes import navigation
    harness.push("title")
    navigation.open_mode(harness.app, "bluff")
    harness.tick()
    harness.press("confirm")                      # the keyboard joins seat 1 (three computers sit already)
    harness.press("pause")                        # Start
    scene = harness.top
    assert isinstance(scene, BluffScene) and scene.stage == "rules"
    assert scene.game.phase == "roll" and not scene.rolling   # nothing happens behind the rules
    harness.press("up")
    harness.press("up")                           # Points match
    harness.press("right")
    harness.press("up")
    harness.press("up")
    harness.press("up")                           # Reroll with a bid
    harness.press("confirm")
    harness.press("pause")                        # Start
    assert harness.top is scene and scene.stage == "play"
    assert scene.match.options == (("reroll", True), ("exact_hits_everyone", False), ("exact_pays_bidder", False),
                                   ("points", 3))
    assert scene.settings.options == Options(reroll=True, points=True)
    assert scene.settings.games == 3 and scene.match_points is not None
    assert [type(s).__name__ for s in harness.stack] == ["TitleScene", "BluffScene"]
    harness.run_for(2)
    assert scene.rolling or scene.game.waiting_to_roll != (0, 1, 2, 3), "the computers roll their cups"
