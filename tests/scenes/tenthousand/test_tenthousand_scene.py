"""10000 / Zehntausend on screen, through the harness: whole games by keyboard and by pad, the
options screen, and every refused choice explained. Short limits keep whole games quick."""

from __future__ import annotations

from collections import Counter

import pytest

from game import modes
from game.ai import tenthousand_table
from game.cli import run_report
from game.input.actions import KEYBOARD
from game.match import MatchConfig, quick_match
from game.render import theme
from game.rules.tenthousand import scoring_keeps
from game.scenes import navigation
from game.scenes.results import ResultsScene
from game.scenes.tenthousand.options import rules_for
from game.scenes.tenthousand.scene import TenThousandScene, ZehntausendScene

pytestmark = pytest.mark.solved_tables("tenthousand", "tenthousand-variants")  # the session's shared copies (tests/solved_tables.py)

QUICK = (("target", 1000),)


def _match(mode, people=(KEYBOARD,), computers=1, options=QUICK, difficulty="normal"):
    config = quick_match(mode, people_devices=people, computers=computers, difficulty=difficulty)
    return MatchConfig(config.mode, config.seats, options=options)


def _wait_for_rest(harness, scene, limit=12.0):
    waited = 0.0
    while scene.awaiting and waited < limit:
        harness.run_for(0.25)
        waited += 0.25
    assert not scene.awaiting, "the planets never came to rest"


def _play_person_turn(harness, scene, roll, take_all, bank):
    """Roll; set every scoring planet aside; bank when the button is enabled, else roll on."""
    seat = scene.seat
    harness.press(roll) if isinstance(roll, str) else roll()
    for _ in range(40):
        _wait_for_rest(harness, scene)
        if scene.pause_timer > 0 and scene.on_turn() and scene.seat == seat and scene.turn.points:
            harness.run_for(scene.pause_timer + 0.1)   # hot dice: all six scored, the turn goes on after its banner
            if scene.seat == seat and scene.on_turn() and scene.turn.phase == "roll":
                harness.press(roll) if isinstance(roll, str) else roll()
                continue
        if scene.pause_timer > 0 or not scene.on_turn() or scene.seat != seat:   # (nobody on turn: game over)
            return
        if scene.turn.phase == "keep":
            take_all()
            harness.tick()
        if scene.bank_reason() is None:
            bank()
            harness.tick()
            return
        harness.press(roll) if isinstance(roll, str) else roll()
    raise AssertionError("a turn that never ends")


def _play_to_the_end(harness, scene, roll, take_all, bank, limit_turns=1500):
    for _ in range(limit_turns):
        if isinstance(harness.top, ResultsScene):
            return harness.top
        if scene.pause_timer > 0 or scene.end_timer is not None or scene.seat in scene.players:
            harness.run_for(0.5)
            continue
        _play_person_turn(harness, scene, roll, take_all, bank)
    raise AssertionError(f"the game did not reach its end screen: top={type(harness.top).__name__} "
                         f"on turn={scene.on_turn()} end={scene.end_timer}")


@pytest.mark.parametrize("scene_class", [TenThousandScene, ZehntausendScene])
def test_whole_game_by_keyboard_against_the_computer(harness, scene_class):
    harness.push("title")
    scene = harness.push(scene_class, match=_match(scene_class.mode))
    results = _play_to_the_end(harness, scene, "roll", lambda: harness.press("lock"), lambda: harness.press("prev"))
    totals = tuple(scene.score_of(seat) for seat in (0, 1))        # each seat's score as its phone shows it
    assert not scene.on_turn() and any(scene.rules.reached(t) for t in totals)
    assert results.result.totals == totals
    best = max(totals)
    assert results.result.winners == tuple(seat for seat in (0, 1) if totals[seat] == best)
    harness.press("confirm")                                        # the celebration cut short
    wanted = [f"{total:,}" for total in totals]
    for _ in range(20):                                             # the results count up to the totals
        harness.tick(30)
        shown = harness.drawn_text()
        if all(any(number in line for line in shown) for number in wanted):
            break
    else:
        raise AssertionError(f"the results screen never showed the totals {wanted}: {shown}")
    # The round was finished to the last seat: both seats played the same number of turns.
    turns = Counter(seat for seat, _, _ in scene.game.history)
    assert turns[0] == turns[1]


def test_whole_solo_game_by_gamepad_counts_rounds(harness, virtual_pads):
    pad = virtual_pads("P1")
    harness.tick()
    harness.push("title")
    tenthousand_table.rounds(rules_for("tenthousand", QUICK))   # at hand: a headless run is coached then
    scene = harness.push(TenThousandScene, match=_match("tenthousand", people=(pad.device,), computers=0))
    assert modes.get("tenthousand").lower_wins(1)
    results = _play_to_the_end(harness, scene, lambda: harness.tap(pad, "x"), lambda: harness.tap(pad, "back"),
                               lambda: harness.tap(pad, "leftshoulder"))
    assert results.result.totals == (scene.game.rounds,) and results.result.unit == "rounds"
    assert scene.game.rounds == len(scene.game.history)
    # The coach noted the game: priced in rounds against perfect solo play, what the run report carries.
    review = results.result.coach.review(0, timeout=60)
    assert review.exact and review.unit == "rounds" and review.against == "perfect"
    assert review.final == scene.game.rounds and len(review.turns) == scene.game.rounds
    assert review.decisions >= 1 and review.given_up >= 0
    assert run_report.review_summary(results.result) == [review.report()]


def test_hot_seat_on_one_keyboard_takes_turns(harness):
    harness.push("title")
    scene = harness.push(TenThousandScene, match=_match("tenthousand", people=(KEYBOARD, KEYBOARD), computers=0,
                                                        options=(("target", 10000),)))   # no game over in two turns
    for _ in range(2):
        seat = scene.seat
        _play_person_turn(harness, scene, "roll", lambda: harness.press("lock"), lambda: harness.press("prev"))
        harness.run_for(3.5)   # a bust stays 3 s (playkit/reading.py), a bank 1.8 s
        assert scene.seat == 1 - seat  # the same keyboard now plays the other seat


def _roll_until(harness, scene, wanted, attempts=60, fresh=False):
    """Throw (starting turns over as needed) until `wanted(roll)` holds in the keep phase.

    fresh: the throw must be a turn's first (nothing set aside yet), so the turn's points are the keep's alone;
    an unwanted throw is then taken and thrown on until the turn busts (banking could end a short game)."""
    def found():
        return (scene.pause_timer <= 0 and scene.turn.phase == "keep" and wanted(scene.turn.last_roll)
                and not (fresh and scene.turn.kept))
    for _ in range(attempts):
        if scene.pause_timer > 0:
            harness.run_for(2.2)
        if scene.turn.phase in ("roll", "decide"):
            harness.press("roll")
        elif scene.turn.phase == "keep" and not found():
            harness.press("lock")
            harness.press("roll")
        _wait_for_rest(harness, scene)
        if found():
            return scene.turn.last_roll
    raise AssertionError("no such throw came up")


def _single_non_scorer(roll, rules):
    """A planet of the throw that no scoring keep holds (the rules' own reading: straights, pairs...)."""
    keeps = scoring_keeps(roll, rules)
    return next((i for i, face in enumerate(roll) if not any(face in keep for keep in keeps)), None)


def test_refused_choices_are_explained(harness):
    harness.push("title")
    scene = harness.push(TenThousandScene, match=_match("tenthousand", computers=0,
                                                        options=QUICK + (("bank_minimum", 350),)))
    harness.press("lock")
    assert scene.message == "Roll first"
    harness.press("prev")
    assert "No banking yet: Roll first" in scene.message
    roll = _roll_until(harness, scene, lambda r: _single_non_scorer(r, scene.rules) is not None)
    index = _single_non_scorer(roll, scene.rules)
    die = scene.roll_map[index]
    harness.click(scene.panel.die_center(die))
    assert scene.message == f"A single {roll[index]} does not score" and die not in scene.chosen
    # Nothing chosen: rolling on is refused with the reason, and the bank button says why it is off.
    harness.press("roll")
    assert scene.message == "Choose at least one scoring planet to set aside"
    assert scene.bank_reason() == "Set scoring planets aside first"


def test_bank_button_says_why_it_is_disabled(harness):
    harness.push("title")
    scene = harness.push(TenThousandScene, match=_match("tenthousand", computers=0, options=QUICK))
    # A lone scoring 5 (or 1) set aside is below 350: "350 to bank".
    roll = _roll_until(harness, scene, lambda r: any(f in (1, 5) for f in r)
                       and max(Counter(r).values()) < 3 and sorted(Counter(r).values()) != [2, 2, 2]
                       and len(set(r)) < 6, fresh=True)
    index = next(i for i, f in enumerate(roll) if f in (1, 5))
    harness.click(scene.panel.die_center(scene.roll_map[index]))
    points = 100 if roll[index] == 1 else 50
    assert scene.bank_reason() == f"350 to bank: {350 - points} more"
    assert scene.keep_preview() == (points, None)
    harness.press("prev")
    assert scene.message == f"No banking yet: 350 to bank: {350 - points} more"
    lines = harness.drawn_text()
    assert lines[lines.index("Player 1") + 1] == "0", lines   # nothing was banked: the total still shows 0


def test_a_kept_triple_must_be_confirmed(harness):
    harness.push("title")
    scene = harness.push(TenThousandScene, match=_match("tenthousand", computers=0, options=QUICK))
    def worth_banking(face, count):
        return count == 3 and face in (1, 4, 5, 6)  # 400 or more: only the confirmation holds the bank

    roll = _roll_until(harness, scene, lambda r: any(worth_banking(f, n) for f, n in Counter(r).items()),
                       attempts=120, fresh=True)
    face = next(f for f, n in Counter(roll).items() if worth_banking(f, n))
    for i, value in enumerate(roll):
        if value == face:
            harness.click(scene.panel.die_center(scene.roll_map[i]))
    assert scene.keep_preview()[0] == (1000 if face == 1 else 100 * face)
    assert scene.bank_reason() == "Confirm the triple: 350 more"


def test_options_then_seats_then_a_game_with_those_options(harness):
    harness.push("title")
    options = navigation.open_mode(harness.app, "zehntausend")
    harness.tick()
    assert options.values["bankrupt"] is True and options.values["automatic_keeps"] is True
    # Its words as the Settings screen says them, and a label that says what it confirms (look review 14a)
    shown = harness.drawn_text()
    assert {"After three alike", "On"} <= set(shown) and not {"on", "off", "Confirmation"} & set(shown)
    assert "bank at once" in shown and "400 now: bank at once" in shown, shown   # the row; its rule worked
    # look review 21: "After three alike: 350 more to bank" over "Banking minimum: 350 points" read alike: the second
    # says what it is, the smallest turn a player may bank
    assert "Smallest turn to bank" in shown and "Banking minimum" not in shown, shown
    harness.tick(20)        # (its fade in done)
    frame = options.frame   # on a card framed like the results' (its steel bezel round the rows and the picture)
    side = harness.screen.get_at((frame.left + 1, frame.centery))[:3]    # (lit from the north-west)
    assert sum(side) > sum(theme.PANEL) + 150, side
    assert all(frame.contains(item) for item in options.menu.layout)
    # Point limit: 10,000 -> 5,000; confirmation 0 -> 350 (left/right on the focused rows). (The game warms
    # the hint's table for these rules at once: 5,000 points' takes a tenth of 15,000 points'.)
    options.menu.focus = 3
    harness.press("left")
    options.menu.focus = 0
    harness.press("right")
    assert options.values["target"] == 5_000 and options.values["confirmation"] == 350
    # beside the card's three alike the value says what it asks for after them (review 14: "350 points" under three
    # 2s read as what they score; review 15: "Confirm three alike: then 350 more points" read awkwardly)
    # look mid18: the card works the rule through with numbers instead of repeating the value (three 4s score 400,
    # 350 more make 750 before a bank); the point limit's too
    shown = harness.drawn_text()
    assert shown.count("350 more to bank") == 1, shown   # the row; not the card
    assert "400 now: bank from 750" in shown, shown
    options.menu.focus = 3
    harness.tick()
    assert "1,000: 4,000 to go" in harness.drawn_text()
    options.menu.focus = len(options.menu.items) - 2
    harness.press("confirm")
    seats = harness.top
    assert seats.match_options == options.options()
    harness.press("confirm")   # the keyboard joins seat 1 (seat 2 is a computer by default)
    seats.start()
    harness.tick()
    play = harness.top
    assert isinstance(play, ZehntausendScene)
    assert play.rules.target == 5_000 and play.rules.confirmation == 350 and play.rules.bankrupt


def test_both_modes_are_playable_from_the_title(harness):
    title = harness.push("title")
    items = {item.label: item for item in title.menu.items}
    assert items["10000"].enabled and items["Zehntausend"].enabled
    assert navigation.is_playable("tenthousand") and navigation.is_playable("zehntausend")


def test_scoring_table_is_one_press_away_and_back(harness):
    harness.push("title")
    scene = harness.push(ZehntausendScene, match=_match("zehntausend", computers=0))
    harness.press("next")
    table = harness.top
    assert table is not scene and table.rules == scene.rules
    harness.press("confirm")
    assert harness.top is scene


def test_the_still_picture_is_drawn_once_per_change_not_every_frame(harness):
    """A demo of three computers: the table's still part (title, tray, side panel, buttons) is cached by
    the play kit and redrawn only when something on it changes, so a frame costs the moving dice only."""
    harness.push("title")
    scene = harness.push("tenthousand", attract=True, players=3)

    def round_shown() -> int:
        (round_line,) = [line for line in harness.drawn_text() if line.startswith("Round ")]
        return int(round_line.split()[1])

    frames = 0
    while frames < 3000 and round_shown() < 2:   # until every seat has had its turn (the demo played on)
        harness.tick(60, each_drawn=True)       # as a player's game: every frame drawn
        frames += 60
    assert round_shown() >= 2, f"round {round_shown()} after {frames} frames"
    assert scene.still.redraws < frames // 8, f"{scene.still.redraws} redraws in {frames} frames"


def test_the_controls_line_says_the_two_or_three_controls_of_the_moment(harness):
    """Look reviews 28a/28b: not every key along the bottom, the two or three that matter now. Before a throw: roll;
    dice on the table: pick, and take all until a pick scores (then roll), bank once it may."""
    from game.render import key_caps

    harness.push("title")
    scene = harness.push(TenThousandScene, match=_match("tenthousand", computers=0, options=QUICK))
    harness.run_for(0.5)
    before = scene.help_line()
    assert key_caps.words(before) == ["R", "X", "roll"], before
    roll = _roll_until(harness, scene, lambda r: any(f in (1, 5) for f in r), fresh=True)
    table = scene.help_line()
    assert key_caps.words(table)[:3] == ["Enter", "A", "pick"] and "take all" in key_caps.words(table), table
    harness.click(scene.panel.die_center(scene.roll_map[next(i for i, f in enumerate(roll) if f in (1, 5))]))
    picked = scene.help_line()
    assert "roll" in key_caps.words(picked) and "take all" not in key_caps.words(picked), picked
    assert all(len(key_caps.parse(line)) <= 3 for line in (before, table, picked))
    harness.tick()
    shown = [line.text for line in harness.drawn_lines() if line.rect.top >= harness.screen.get_height() - 40]
    assert sorted(shown) == sorted(key_caps.words(picked)), shown
