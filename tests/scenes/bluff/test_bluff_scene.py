"""The Bluff table through the harness: whole games, doubts as the rules say, and no hidden face drawn."""

from __future__ import annotations

import itertools
import random

import pytest
from bluff_play import (
    KEYBOARD,
    bluff_match,
    computer,
    draw,
    person,
    person_can_act,
    quiet,
    region,
    seen,
    swap_dice,
    tick_until,
)
from long_checks import quick_or_long

from game.match import MatchConfig
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
    if seen(scene)["stage"] == "reveal" or scene.reveal is None:
        for seat, panel in enumerate(scene.panels):
            assert len(panel.in_play) == before[seat] + changes[seat], "the lost dice left the table"
            assert seen(scene, seat)["seats"][seat]["dice"] == before[seat] + changes[seat]
    tick_until(harness, lambda: scene.showing != "reveal", 2000)


def test_a_whole_game_by_keyboard_against_three_computers(harness):
    quiet(harness)
    scene = harness.push("bluff")          # the quick game: one keyboard person, three computers
    assert isinstance(scene, BluffScene) and len(scene.match.seats) == 4
    rng = random.Random(5)
    doubts = bids = rolls = 0
    for _ in range(400):
        if type(harness.top).__name__ == "ResultsScene":
            break
        if seen(scene)["stage"] == "reveal":
            _finish_reveal_checked(harness, scene)
            continue
        shown = seen(scene, 0)
        if shown["turn"]:
            if shown["can"]["roll"]:
                harness.press("roll")
                rolls += 1
            elif shown["can"]["doubt"] and rng.random() < 0.4:
                harness.press("roll")       # X / R: press one's own cup to doubt
                doubts += 1
                assert seen(scene)["stage"] == "reveal"
                assert any(line.startswith("Player 1 doubts") for line in harness.drawn_text())
            else:
                for _ in range(rng.randint(0, 3)):
                    harness.press("right")
                harness.press("up")
                chosen = seen(scene, 0)["picker"]
                harness.press("confirm")
                assert seen(scene, 1)["last_bid"] == {"q": chosen["q"], "face": chosen["face"], "by": "Player 1"}
                bids += 1
            continue
        tick_until(harness, lambda: person_can_act(scene, 0) or scene.showing == "reveal"
                   or type(harness.top).__name__ == "ResultsScene", 20000)
    result = harness.top.result
    assert result.config.mode == "bluff"
    winner = [scene.name(s) for s in range(4)].index(seen(scene)["winner"])
    assert result.winners == (winner,)
    assert sorted(result.totals) == [0, 1, 2, 3]       # last one standing: how many went out before each
    assert rolls >= 1 and bids + doubts >= 1
    # The review's story was noted as it went: every bid with its chance for the bidder, every doubt.
    story = result.coach
    assert len(story.bids_by(0)) == bids and all(0.0 <= note.chance <= 1.0 for r in story.rounds for note in r.bids)
    assert story.rounds and all(r.doubt is not None for r in story.rounds) and len(story.rounds) >= doubts
    for seat in set(range(4)) - {winner}:   # out: lost at least the dice they started with
        assert story.dice_lost(seat) >= story.rounds[0].dice[seat] > 0


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
        if seen(scene)["stage"] == "reveal":
            _finish_reveal_checked(harness, scene)
            continue
        shown = seen(scene, 0)
        if shown["turn"]:
            if shown["can"]["roll"]:
                harness.tap(pad, "a")
            elif shown["can"]["doubt"] and shown["last_bid"]["q"] >= 3:
                harness.tap(pad, "x")
            else:
                harness.tap(pad, "dpright")
                harness.tap(pad, "a")
            acted += 1
            continue
        tick_until(harness, lambda: person_can_act(scene, 0) or scene.showing == "reveal"
                   or type(harness.top).__name__ == "ResultsScene", 20000)
    assert type(harness.top).__name__ == "ResultsScene" and acted > 3


def test_computer_dice_are_never_drawn_until_a_doubt(harness):
    """Frames, not state: giving the computers other dice under their cups changes no pixel, while
    the person's own dice (face up: nobody to hide from) do change the frame."""
    scene = harness.push("bluff")
    quiet(harness)
    harness.press("roll")
    tick_until(harness, lambda: seen(scene)["phase"] == "bid", 2000)
    before = draw(scene)
    for seat in (1, 2, 3):       # other dice under every computer's cup (a seed that throws the same: the next)
        old = seen(scene, seat)["dice"]       # what the seat itself knows of its dice
        for seed in range(900 + 10 * seat, 905 + 10 * seat):
            swap_dice(scene, seat, seed=seed)
            if seen(scene, seat)["dice"] != old:
                break
        assert seen(scene, seat)["dice"] != old, f"seat {seat} still has the same dice: the test would prove nothing"
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
    tick_until(harness, lambda: seen(scene)["status"].startswith("Pass to"), 4000)   # the curtain's line
    seat = next(s for s in (0, 1) if seen(scene, s)["turn"])
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
    with text.recording() as drawn:
        draw(scene)
    lines = [line.text for line in drawn]
    assert not any("Pass to" in line for line in lines), "the curtain's line stays after the person is ready"
    assert any(line.startswith(f"{name}: your bid") for line in lines), lines
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
    tick_until(harness, lambda: seen(scene)["phase"] == "bid", 2000)
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


#: (reroll, exact hits everyone, exact pays the bidder, points): every PAIR of option values occurs in one
#: of these five combinations (checked below), so an option that breaks a demo alone or together with one
#: other option is caught here; all 16 combinations are played by benchmarks/long_checks.py.
EVERY_PAIR = [(False, False, False, True), (False, True, True, False), (True, False, True, False),
              (True, True, False, False), (True, True, True, True)]
EVERY_COMBINATION = list(itertools.product((False, True), repeat=4))


def test_the_quick_option_combinations_hold_every_pair_of_option_values():
    for first, second in itertools.combinations(range(4), 2):
        assert {(flags[first], flags[second]) for flags in EVERY_PAIR} == set(itertools.product((False, True),
                                                                                                  repeat=2))


@pytest.mark.parametrize("flags", quick_or_long(EVERY_PAIR, EVERY_COMBINATION))
def test_combinations_of_options_play_a_demo_to_its_end(harness, flags):
    reroll, hits, pays, points = flags
    options = (("reroll", reroll), ("exact_hits_everyone", hits), ("exact_pays_bidder", pays),
               ("points", 3 if points else 0))
    quiet(harness)
    from dataclasses import replace

    from game.match import attract_match
    config = replace(attract_match("bluff", 3, difficulty="normal"), options=options)
    scene = harness.push("bluff", match=config)
    assert scene.settings.options == Options(reroll, hits, pays, points)
    games_seen = set()
    rerolls = 0
    for _ in range(200_000):
        if type(harness.top).__name__ == "ResultsScene":
            break
        showing = scene.showing                    # (seen() each step would double the test's time)
        if showing == "reveal" and not scene.reveal.applied:
            _check_doubt(scene)
        if showing == "reroll":
            rerolls += 1
        games_seen.add(scene.game_number)
        scene.update(1 / 120)                      # fast: no frames drawn, the same update the app calls
        if scene.showing == "done":
            harness.tick()
    result = harness.top.result
    if points:
        assert games_seen == {1, 2, 3}
        assert result.totals == scene.match_points.totals and result.unit == "points"
        assert all(sum(game) > 0 for game in scene.match_points.per_game)
    else:
        assert sorted(result.totals) == [0, 1, 2] or len(set(result.totals)) < 3
        assert result.unit == "place"   # (the results show the places alone)
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
    assert isinstance(scene, BluffScene) and seen(scene)["stage"] == "rules"
    assert "Bluff – table rules" in harness.drawn_text()
    harness.tick(60)
    assert seen(scene)["stage"] == "rules"
    assert all(seen(scene, seat)["dice"] == [] for seat in range(4)), "nothing is rolled behind the rules"
    harness.press("up")
    harness.press("up")                           # Points match
    harness.press("right")
    harness.press("up")
    harness.press("up")
    harness.press("up")                           # Reroll with a bid
    harness.press("confirm")
    harness.press("pause")                        # Start
    assert harness.top is scene and seen(scene)["stage"] == "play"
    assert scene.match.options == (("reroll", True), ("exact_hits_everyone", False), ("exact_pays_bidder", False),
                                   ("points", 3))
    assert scene.settings.options == Options(reroll=True, points=True)
    assert scene.settings.games == 3 and scene.match_points is not None
    assert [type(s).__name__ for s in harness.stack] == ["TitleScene", "BluffScene"]
    harness.run_for(2)
    assert any(seen(scene, seat)["dice"] for seat in (1, 2, 3)), "the computers roll their cups"


def test_wins_per_person_name_are_recorded_and_shown_at_the_next_table(harness):
    from game.storage import bluff_wins

    quiet(harness)
    scene = harness.push("bluff", match=bluff_match(person(KEYBOARD, 0, "Ana"), computer(1, "easy")))
    for _ in range(400):
        if type(harness.top).__name__ == "ResultsScene":
            break
        if person_can_act(scene, 0):
            can = seen(scene, 0)["can"]
            harness.press("roll" if can["roll"] or can["doubt"] else "confirm")
            continue
        tick_until(harness, lambda: person_can_act(scene, 0) or type(harness.top).__name__ == "ResultsScene",
                   20000)
    ana_won = harness.top.result.winners == (0,)
    records, notice = bluff_wins.load()
    assert notice is None
    assert records["Ana"].played == 1 and records["Ana"].wins == int(ana_won)
    assert "Computer 2" not in records                       # computers keep no record
    table = harness.push("bluff", match=MatchConfig("bluff", (person(KEYBOARD, 0, "Ana"), computer(1))))
    assert seen(table)["stage"] == "rules" and any(f"Ana {int(ana_won)} win" in line for line in harness.drawn_text())


def test_a_damaged_wins_file_is_kept_aside_and_the_game_goes_on(harness):
    from game.storage import bluff_wins

    path = bluff_wins.FILE.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"version": 1, "players": [{"name": "Ana", "wins": -4, "played": 2}, '
                    '{"name": "Ben", "wins": 2, "played": 3}]}')
    records, notice = bluff_wins.load()
    assert "players[0].wins" in notice and records["Ben"].wins == 2
    assert (records["Ana"].wins, records["Ana"].played) == (0, 2)      # the bad value alone is dropped
    assert path.with_name(path.name + ".bad").exists()
    records, _ = bluff_wins.record_match(["Ben", "Cleo"], ["Cleo"])
    assert (records["Ben"].wins, records["Ben"].played, records["Cleo"].wins) == (2, 4, 1)


@pytest.mark.parametrize("reduced", [False, True])
def test_the_cup_shakes_while_dice_roll_under_it_but_not_with_reduced_motion(harness, reduced):
    harness.app.settings.reduced_motion = reduced
    quiet(harness)
    scene = harness.push("bluff", match=bluff_match(person(KEYBOARD, 0), computer(1)))
    tick_until(harness, lambda: 1 in scene.rolling, 600)
    cup = scene.cards[1].card
    frames = []
    for _ in range(4):
        harness.tick()
        if 1 not in scene.rolling:
            break
        frames.append(region(draw(scene), cup))
    assert len(frames) >= 2
    assert (len(set(frames)) == 1) == reduced


def test_the_mouse_rolls_the_cup_picks_a_field_bids_and_doubts_by_clicking_the_cup(harness):
    from game.input.actions import MOUSE
    from game.scenes.bluff.bid_board import FACES

    quiet(harness)
    scene = harness.push("bluff", match=bluff_match(person(MOUSE, 0, "Ana"), computer(1), computer(2)))
    harness.click(scene.cards[0].tray.center)            # the big cup: roll
    assert not seen(scene, 0)["can"]["roll"] and seen(scene, 0)["dice"]
    for _ in range(30):
        tick_until(harness, lambda: person_can_act(scene, 0) or seen(scene)["stage"] != "play", 20000)
        if seen(scene)["stage"] != "play":
            harness.click((640, 360))
            continue
        if seen(scene, 0)["can"]["doubt"]:
            break
        picker = scene.person.picker
        at = picker.legal_fields.index(picker.field)
        steps = min(2, len(picker.legal_fields) - 1 - at)
        for _ in range(steps):
            harness.click(scene.track.parts.more.center)         # the count's arrow: the next field
        assert picker.field == picker.legal_fields[at + steps]
        face = picker.faces(picker.field)[-1]
        harness.click(scene.track.parts.faces[FACES.index(face)].center)   # a face of the six
        assert picker.bid.face == face
        chosen = picker.bid
        harness.click(scene.ok_rect.center)
        assert seen(scene, 1)["last_bid"] == {"q": chosen.quantity, "face": chosen.face, "by": "Ana"}
    assert seen(scene, 0)["can"]["doubt"] and person_can_act(scene, 0)
    harness.click(scene.cards[0].tray.move(0, -scene.cards[0].tray.height // 3).center)  # her own cup: doubt
    assert seen(scene)["stage"] == "reveal" and any(line.startswith("Ana doubts") for line in harness.drawn_text())


def test_the_losers_pad_rumbles_at_the_verdict(harness, virtual_pads):
    pad = virtual_pads("P1")
    harness.tick(2)
    quiet(harness)
    rumbles = []
    harness.app.devices.rumble = lambda device, *args: rumbles.append(device) or True
    scene = harness.push("bluff", match=bluff_match(person(pad.device, 0, "Ana"), computer(1)))
    harness.tap(pad, "a")                                  # roll
    while seen(scene)["stage"] == "play":
        tick_until(harness, lambda: person_can_act(scene, 0) or seen(scene)["stage"] != "play", 20000)
        if seen(scene)["stage"] == "play":
            harness.tap(pad, "x" if seen(scene, 0)["can"]["doubt"] else "a")   # doubt, or open with a bid
    dice_before = seen(scene)["seats"][0]["dice"]
    tick_until(harness, lambda: (seen(scene)["reveal"] or {}).get("lines"), 2000)   # the verdict is read out
    lost = seen(scene)["seats"][0]["dice"] < dice_before
    assert (pad.device in rumbles) == lost


def test_reroll_with_a_bid_marks_dice_shows_the_rest_and_rethrows_only_the_marked(harness):
    quiet(harness)
    options = (("reroll", True), ("exact_hits_everyone", False), ("exact_pays_bidder", False), ("points", 0))
    scene = harness.push("bluff", match=bluff_match(person(KEYBOARD, 0, "Ana"), computer(1), options=options))
    harness.press("roll")
    tick_until(harness, lambda: seen(scene, 0)["can"]["bid"], 20000)
    panel = scene.panels[0]
    hand_before = [die["face"] for die in seen(scene, 0)["dice"]]
    harness.press("next")
    first = scene.person.die_cursor
    harness.press("lock")                                 # mark one die to reroll
    harness.press("next")
    harness.press("lock")                                 # and another
    marked = set(scene.person.marked)
    assert len(marked) == 2 and first in marked
    held_at = {i: panel.die_center(i) for i in panel.in_play if i not in marked}
    bid = seen(scene, 0)["picker"]
    harness.press("confirm")
    assert seen(scene, 1)["last_bid"] == {"q": bid["q"], "face": bid["face"], "by": "Ana"}
    order = panel.in_play
    flags = [die["open"] for die in seen(scene, 0)["dice"]]
    assert {order[k] for k, shown in enumerate(flags) if shown} == set(held_at)   # the rest are in the open
    assert seen(scene, 1)["seats"][0]["open"] == [hand_before[k] for k, shown in enumerate(flags) if shown]
    tick_until(harness, lambda: seen(scene)["phase"] != "reroll", 2000)
    for i, centre in held_at.items():
        assert panel.die_center(i) == centre              # the dice put in the open never moved
        k = order.index(i)
        assert seen(scene, 0)["dice"][k]["face"] == hand_before[k]
    assert set(panel.tray.last_thrown) and len(panel.tray.last_thrown) == 2


def test_marking_every_hidden_die_cannot_go_with_a_bid(harness):
    quiet(harness)
    options = (("reroll", True), ("exact_hits_everyone", False), ("exact_pays_bidder", False), ("points", 0))
    scene = harness.push("bluff", match=bluff_match(person(KEYBOARD, 0, "Ana"), computer(1), options=options))
    harness.press("roll")
    tick_until(harness, lambda: seen(scene, 0)["can"]["bid"], 20000)
    for die in scene.panels[0].in_play:
        harness.click(scene.panels[0].die_center(die))    # clicking her own dice marks them
    assert sum(die["marked"] for die in seen(scene, 0)["dice"]) == 5
    harness.press("confirm")
    assert seen(scene, 1)["last_bid"] is None and any("Keep at least one" in line for line in harness.drawn_text())
    harness.press("back")                                 # B / Esc drops the marks (no pause)
    assert not any(die["marked"] for die in seen(scene, 0)["dice"]) and harness.top is scene


def test_no_sound_tells_what_lies_under_a_cup(harness):
    """The rattle is canned and the hidden dice make no knocks: while the cups are rolled and the bidding
    runs, the sounds played are the same names whatever the dice show (no collision knocks at all)."""
    quiet(harness)
    played = []
    harness.app.audio.play = lambda name, *args, **kwargs: played.append(name)
    scene = harness.push("bluff", match=bluff_match(person(KEYBOARD, 0), computer(1), computer(2)))
    harness.press("roll")
    tick_until(harness, lambda: seen(scene)["phase"] == "bid", 2000)
    harness.tick(120)
    assert played and set(played) <= {"rattle", "select", "back"}
    assert played.count("rattle") == 3


def test_a_person_pressing_out_of_turn_is_told_whose_turn_it_is(harness, virtual_pads):
    pad = virtual_pads("P1")
    harness.tick(2)
    quiet(harness)
    scene = harness.push("bluff", match=bluff_match(person(KEYBOARD, 0, "Ana"), person(pad.device, 1, "Ben")))
    harness.press("roll")
    harness.tap(pad, "a")
    tick_until(harness, lambda: seen(scene, 0)["can"]["bid"], 2000)
    harness.tap(pad, "a")                                  # Ben presses while it is Ana's turn
    assert seen(scene, 1)["last_bid"] is None
    assert any("Ana's turn" in line for line in harness.drawn_text())


def test_a_computer_turn_holds_behind_the_pause_and_goes_on_after_it(harness):
    """The play kit's computer driver plays Bluff's computers: a computer thinking on its turn makes no
    move while the pause is open, and bids (or doubts) once play resumes."""
    quiet(harness)
    scene = harness.push("bluff", match=bluff_match(person(KEYBOARD, 0, "Ana"), computer(1), computer(2)))
    harness.press("roll")
    tick_until(harness, lambda: seen(scene, 0)["can"]["bid"], 4000)
    harness.press("confirm")                           # Ana opens; Computer 2 is on turn, thinking
    assert "Computer 2 is thinking…" in harness.drawn_text() and seen(scene)["last_bid"]["by"] == "Ana"
    harness.press("pause")
    assert harness.top is not scene
    harness.tick(600)                                  # ten seconds behind the pause card
    assert seen(scene)["last_bid"]["by"] == "Ana" and seen(scene)["stage"] == "play"
    harness.press("pause")                             # resume
    assert harness.top is scene
    tick_until(harness, lambda: seen(scene)["stage"] != "play" or seen(scene)["last_bid"]["by"] != "Ana", 600)
