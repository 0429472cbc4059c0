"""A phone as a mode's controller, through the real server and the real game: it joins a quick game whose
seats wait for phones, sees the mode's own labelled buttons (lit as the TV's), whose turn it is and its score,
and plays: its labelled Roll throws the planets, its d-pad and A move and choose like a pad's."""

from __future__ import annotations

import pytest

pytestmark = [pytest.mark.asyncio, pytest.mark.solved_tables("dicetime", "tenthousand")]

PAD = lambda m: m["t"] == "state" and m["view"]["kind"] == "pad"  # noqa: E731


def buttons(message: dict) -> dict[str, tuple[str, bool]]:
    return {b["key"]: (b["label"], b["on"]) for b in message["view"]["buttons"]}


async def joined_pad(phone_table, scene: str, players: int):
    table = await phone_table(scene, players=players, phones=True)
    page = await table.page()
    await table.join(page, 0, "Ana")
    first = await table.until(page, lambda m: PAD(m) and m["view"]["turn"])
    return table, page, first


@pytest.mark.parametrize(("scene", "players", "keys"), [
    ("dicetime", 2, ["roll", "lock", "hint", "fill"]),
    ("triple", 2, ["roll", "lock", "hint", "fill"]),
    pytest.param("puzzle", 1, ["roll", "lock", "hint", "fill"], marks=pytest.mark.solved_tables("puzzle")),   # solo
    ("tenthousand", 2, ["roll", "take", "bank", "hint"]),
    ("zehntausend", 2, ["roll", "take", "bank", "hint"]),
])
async def test_a_phone_rolls_with_the_modes_own_buttons(phone_table, scene, players, keys):
    table, page, first = await joined_pad(phone_table, scene, players)
    view = first["view"]
    assert view["seat"] == "Ana" and view["score"] == 0 and view["title"]
    shown = buttons(first)
    assert list(shown) == keys
    assert shown["roll"][1] and shown["roll"][0].startswith("Roll")
    assert not any(on for key, (_, on) in shown.items() if key in ("lock", "fill", "take", "bank"))
    await page.send_json({"t": "button", "key": "roll"})
    if scene in ("tenthousand", "zehntausend"):        # the throw rests: scoring planets may be taken
        await table.until(page, lambda m: PAD(m) and buttons(m)["hint"][1], frames=900)
        assert table.scene.turn.phase in ("keep", "decide")   # (Zehntausend keeps by itself)
    else:                                               # the throw rests: planets may be locked, a roll is spent
        thrown = await table.until(page, lambda m: PAD(m) and buttons(m)["lock"][1], frames=900)
        assert table.scene.flows[0].turn.has_rolled
        assert buttons(thrown)["roll"][0] != shown["roll"][0]


async def test_a_phones_d_pad_and_lock_move_and_lock_like_a_pads(phone_table):
    table, page, _ = await joined_pad(phone_table, "dicetime", 2)
    await page.send_json({"t": "button", "key": "roll"})
    await table.until(page, lambda m: PAD(m) and buttons(m)["lock"][1], frames=900)
    flow = table.scene.flows[0]
    assert not any(flow.locked)
    await page.send_json({"t": "button", "key": "lock"})        # the planet under the cursor: the first
    await table.tick(5)
    assert flow.locked[0] and sum(flow.locked) == 1
    for name in ("right", "right"):                             # the d-pad: as a pad's, held then let go
        await page.send_json({"t": "press", "b": name})
        await page.send_json({"t": "release", "b": name})
    await page.send_json({"t": "press", "b": "confirm"})
    await page.send_json({"t": "release", "b": "confirm"})
    await table.tick(5)
    assert flow.locked[2] and sum(flow.locked) == 2


async def test_a_phone_not_on_turn_is_told_whose_turn_it_is(phone_table):
    table = await phone_table("tenthousand", players=2, phones=True)
    ana, ben = await table.page(), await table.page()
    await table.join(ana, 0, "Ana")
    await table.join(ben, 1, "Ben")
    waiting = await table.until(ben, lambda m: PAD(m) and m["view"]["on_turn"] == "Ana")
    assert not waiting["view"]["turn"] and not any(on for _, on in buttons(waiting).values())
    before = [table.scene.score_of(seat) for seat in (0, 1)]
    await ben.send_json({"t": "button", "key": "roll"})          # out of turn: nothing happens
    await table.tick(30)
    assert table.scene.turn.phase == "roll" and [table.scene.score_of(seat) for seat in (0, 1)] == before
