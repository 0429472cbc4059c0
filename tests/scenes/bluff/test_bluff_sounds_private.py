"""No sound tells a hidden die: a whole seeded 4-seat Bluff game is played twice by the same script, the
second time with other dice under every cup from the moment the cups settle until the moment before a
doubt (then the first run's dice are put back, so the reveals, the losses and the game go on alike). Every
sound the game plays (which one, its volume, its frame) must be the same in both runs. A sound chosen by
a hidden die (the test's own deliberate leak) makes the two runs differ."""

from __future__ import annotations

from bluff_play import KEYBOARD, bluff_match, person, person_can_act, quiet, seen, swap_dice

from game.rules.bluff import STAR

NAMES = ("Ana", "Ben", "Cy", "Dee")
BIDS_BEFORE_A_DOUBT = 3        # each round: three bids (each the picker's first offer), then a doubt
LIMIT = 30000                  # frames


def play(harness, other_dice: bool, leak: bool = False, whole_game: bool = True) -> tuple[list[tuple], list[tuple]]:
    """The sounds of a scripted game (or of its first round, to its reveal), [(frame, name, volume)], and
    the hidden hands seen after each roll."""
    quiet(harness)
    scene = harness.push("bluff", match=bluff_match(*(person(KEYBOARD, i, name) for i, name in enumerate(NAMES))))
    heard: list[tuple] = []
    clock = [0]                             # frames run (each pass of the loop below runs one)
    audio = harness.app.audio
    real_play = audio.play

    def play_sound(name: str, volume: float = 1.0) -> None:
        heard.append((clock[0], name, round(volume, 4)))
        real_play(name, volume)

    audio.play = play_sound
    if leak:   # a cue that would tell the table the bidder holds a star
        real_sound = scene.sound
        scene.sound = lambda name: real_sound(
            "lock" if name == "select" and STAR in scene.game.hands[scene.game.last_bidder] else name)
    hands_seen: list[tuple] = []
    kept: dict[int, tuple] = {}            # seat -> (its own tray, its own hand) while others stand in
    bids, last_bid, round_swapped = 0, None, False
    passed = None                          # the turn whose curtain was passed
    for clock[0] in range(LIMIT):
        showing = scene.showing
        if type(harness.top).__name__ == "ResultsScene" or (not whole_game and showing == "reveal"):
            break
        if showing == "roll":
            round_swapped, bids, last_bid = False, 0, None
            if any(person_can_act(scene, seat) for seat in range(len(NAMES))):
                harness.press("roll")                         # the keyboard rolls the next waiting cup
                continue
        elif showing == "bid":
            if not round_swapped:
                views = [seen(scene, seat) for seat in range(len(NAMES))]   # what each person's own eyes see
                round_swapped = True
                hands_seen.append(tuple(own_dice(view) for view in views))
                if other_dice:
                    for seat in range(len(NAMES)):
                        if views[seat]["dice"]:
                            kept[seat] = (scene.panels[seat], own_dice(views[seat]))
                            swap_dice(scene, seat, seed=1000 * len(hands_seen) + seat)
                    hands_seen[-1] = (hands_seen[-1], tuple(own_dice(seen(scene, seat)) for seat in range(len(NAMES))))
            on_turn = seen(scene, scene.on_turn()[0])
            if on_turn["last_bid"] != last_bid:
                bids, last_bid = bids + 1, on_turn["last_bid"]
            if on_turn["can"]["bid"]:
                turn = (on_turn["round"], on_turn["me"], on_turn["last_bid"])
                if turn != passed:      # a new turn on the shared keyboard begins behind the curtain
                    if turn[2] is None:  # (seen on screen at each round's opening: a frame drawn costs)
                        assert any(line.endswith("when ready") for line in harness.drawn_text()), "the curtain"
                    passed = turn
                    harness.press("confirm")                  # the next person is ready
                    continue
                if bids >= BIDS_BEFORE_A_DOUBT and on_turn["can"]["doubt"]:
                    for seat, (panel, hand) in kept.items():  # the first run's dice again, for the reveal
                        put_back(scene, seat, panel, hand)
                    kept.clear()
                    harness.press("roll")                     # doubt
                    continue
                harness.press("confirm")                      # bid the picker's first offer
                continue
        elif showing == "reveal" and seen(scene)["can"]["next"]:   # the verdict stands: go on
            harness.press("confirm")
            continue
        elif showing == "table":
            harness.press("confirm")
            continue
        harness.tick()
    else:
        raise AssertionError("the scripted game did not end")
    audio.play = real_play
    return heard, hands_seen


def own_dice(view: dict) -> tuple[int, ...]:
    return tuple(die["face"] for die in view["dice"])


def put_back(scene, seat: int, panel, hand: tuple[int, ...]) -> None:
    """`seat`'s own tray and hand again (undoing swap_dice: test set-up, not a read)."""
    scene.panels[seat] = panel
    scene.game.hands[seat] = hand


def _differing_hands(hands_seen: list[tuple]) -> int:
    return sum(first != other for first, other in hands_seen)


def test_no_sound_depends_on_a_hidden_die(make_harness):
    same_dice, hands = play(make_harness(seed=31), other_dice=False)
    other_dice, swapped = play(make_harness(seed=31), other_dice=True)
    assert [first for first, _other in swapped] == hands             # the same game up to each swap
    assert _differing_hands(swapped) == len(swapped) >= 3            # every round had other hidden dice
    names = {name for _frame, name, _volume in same_dice}
    assert {"rattle", "select", "doubt", "count", "lose"} <= names     # the whole game's sounds were heard
    assert other_dice == same_dice


def test_a_sound_chosen_by_a_hidden_die_is_caught(make_harness):
    for seed in range(31, 41):        # a game where the leaked cue comes up (it needs a die the cue reads)
        same_dice, _hands = play(make_harness(seed=seed), other_dice=False, leak=True, whole_game=False)
        other_dice, _swapped = play(make_harness(seed=seed), other_dice=True, leak=True, whole_game=False)
        if other_dice != same_dice:
            break
    assert other_dice != same_dice, "no game of seeds 31-40 played the leaked cue"

    def unleaked(sounds: list[tuple]) -> list[tuple]:
        return [(frame, "select" if name == "lock" else name, volume) for frame, name, volume in sounds]
    assert unleaked(other_dice) == unleaked(same_dice)    # the leaked cue is the only difference
