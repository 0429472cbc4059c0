"""What the 10000 / Zehntausend buttons say and whether they may be pressed (the TV's action bar and a
phone's buttons alike); `view` draws them."""

from __future__ import annotations

from game.scenes.playkit import prompts
from game.scenes.tenthousand.words import bank_shortfall
from game.words import _, ngettext, number, pgettext

# `scene` below is the TenThousandScene (game.scenes.tenthousand.scene), not imported: scenes never import one
# another (tests/test_modes.py), and this module only reads it.
TenThousandScene = object


def button_states(scene: TenThousandScene) -> tuple[dict[str, bool], dict[str, str]]:
    """Which buttons may be pressed now, and their labels (the TV's and a phone's)."""
    busy = scene.busy
    turn = scene.turn if not scene.game.is_over else None
    enabled = {
        "roll": scene.roll_reason() is None,
        "take": not busy and turn is not None and turn.phase == "keep" and not scene.rules.automatic_keeps,
        "bank": scene.bank_reason() is None,
        "table": True,
        "hint": not busy and turn is not None and turn.phase != "roll",
    }
    labels = {"roll": roll_label(scene), "take": _("Take all scoring"), "bank": bank_label(scene),
              "table": _("Table"), "hint": _("Hint")}
    return enabled, labels


def prompts_line(scene: TenThousandScene) -> str:
    """The controls line: the two or three controls of the moment (look reviews 28a/28b), not every key. Dice on the
    table: pick, then roll (once the picked ones score; until then take all), bank when it may; before a throw: roll,
    bank when it may; a computer's turn, a turn's end, the game over: pause."""
    if scene.game.is_over or scene.pause_timer > 0 or not scene.person_on_turn:
        return prompts.line()
    turn = scene.turn
    bank = prompts.BANK if scene.bank_reason() is None else None   # (as the Bank button: not while dice roll)
    if turn.phase == "keep" and not scene.awaiting and not scene.rules.automatic_keeps:
        then = prompts.ROLL if scene.roll_reason() is None else prompts.TAKE_ALL
        return prompts.line(prompts.PICK, then, bank)
    return prompts.line(prompts.ROLL, bank)


PHONE_ACTIONS = {"roll": "roll", "take": "lock", "bank": "prev", "hint": "hint"}   # what each button presses


def phone_keys(scene: TenThousandScene) -> tuple[tuple, ...]:
    """A phone's labelled buttons (`game.phones.views.PadButton` fields): the TV's own, as they stand."""
    enabled, labels = button_states(scene)
    return tuple((key, labels[key], action, None, enabled[key]) for key, action in PHONE_ACTIONS.items())


def planets_to_roll(scene: TenThousandScene) -> int:
    """How many planets a roll now throws (the chosen keep set aside first; all six after hot dice)."""
    turn = scene.turn if not scene.game.is_over else None
    if turn is None or turn.phase == "roll":
        return 6
    left = turn.to_roll
    if turn.phase == "keep":
        keep = scene.keep_preview()[0]
        left = turn.to_roll - len(scene.chosen) if keep is not None else turn.to_roll
        if left == 0:
            left = 6
    return left


def roll_label(scene: TenThousandScene) -> str:
    left = planets_to_roll(scene)
    return ngettext("Roll {n} planet", "Roll {n} planets", left).format(n=left)


def bank_label(scene: TenThousandScene) -> str:
    passing = scene.mode == "zehntausend" and scene.game.players > 1
    word = _("Next player") if passing else pgettext("10000 button", "Bank")
    if scene.game.is_over:
        return word
    turn = scene.turn
    more = bank_shortfall(turn, [scene.roll_map.index(d) for d in scene.chosen if d in scene.roll_map])
    if more and scene.bank_reason() is not None:   # off until the turn scores more: said so (not "+900", look review 15)
        if passing:   # look review 24: "Next player: 100 to go" read as the next one's
            return _("Next player after {more} more").format(more=number(more))
        return _("{bank}: {more} to go").format(bank=word, more=number(more))
    points = turn.points
    if turn.phase == "keep":
        points += scene.keep_preview()[0] or 0
    return f"{word} +{points}" if points else word
