"""The phone protocol and its safety, through the real server (pytest-aiohttp's test client) and the real
game: the room token, the seat secret, the Origin, message size, malformed and unknown messages, acting
out of turn, a reconnect. Each refusal is also checked to leave the game as it was."""

from __future__ import annotations

import logging

import pytest
from aiohttp import WSServerHandshakeError

pytestmark = pytest.mark.asyncio

STATE = lambda m: m["t"] == "state"  # noqa: E731


async def two_phones(phone_table):
    table = await phone_table("bluff", players=2, phones=True)
    ana, ben = await table.page(), await table.page()
    await table.join(ana, 0, "Ana")
    await table.join(ben, 1, "Ben")
    return table, ana, ben


async def test_the_page_and_its_assets_are_served_under_the_token_only(phone_table):
    table = await phone_table("bluff", players=2, phones=True)
    token = table.host.token
    page = await table.client.get(f"/{token}")
    assert page.status == 200
    html = await page.text()
    assert "phone.js" in html and "script-src 'self'" in page.headers["Content-Security-Policy"]
    for name in ("phone.js", "phone.css", "face1.png", "face6.png"):
        assert (await table.client.get(f"/{token}/a/{name}")).status == 200
    for path in (f"/{token}/a/../../pyproject.toml", f"/{token}/a/%2e%2e%2fpyproject.toml", f"/{token}/a/index.html",
                 "/", "/pyproject.toml", f"/{token}/game/__init__.py", f"/{token}/a/"):
        assert (await table.client.get(path)).status in (403, 404), path
    wrong = await table.client.get("/" + "x" * len(token))
    assert wrong.status == 403
    assert "not valid" in await wrong.text()


async def test_a_wrong_token_or_origin_or_host_is_refused(phone_table):
    table = await phone_table("bluff", players=2, phones=True)
    with pytest.raises(WSServerHandshakeError) as refused:
        await table.page(token="nottheroomtoken")
    assert refused.value.status == 403
    for origin in ("http://evil.example", "null", f"https://{table.client.host}:{table.client.port}"):
        with pytest.raises(WSServerHandshakeError) as refused:
            await table.page(origin=origin)
        assert refused.value.status == 403, origin
    rebinding = await table.client.get(f"/{table.host.token}", headers={"Host": "evil.example:80"})
    assert rebinding.status == 421
    await table.tick(5)
    assert table.host.room.conns == {}     # none of them reached the game


async def test_joining_gives_a_secret_and_a_wrong_secret_is_refused(phone_table, caplog):
    table, ana, ben = await two_phones(phone_table)
    assert [seat.name for seat in table.scene.match.seats] == ["Ana", "Ben"]
    thief = await table.page()
    await thief.send_json({"t": "hello", "phone": 1, "key": "guess" * 4})
    refused = await table.until(thief, lambda m: m["t"] == "refused")
    assert refused["why"] == "key"
    assert "wrong phone number or seat secret" in caplog.text
    await thief.send_json({"t": "roll"})            # not joined: it cannot act for anyone
    await table.tick(5)
    states = [m for m in thief.sent if STATE(m)]
    assert states and all(m["me"] is None and m["view"]["kind"] == "lobby" for m in states)
    assert table.scene.rolling == set()
    assert "dropped 'roll': it has not joined a seat" in caplog.text


async def test_each_phone_sees_its_own_dice_and_out_of_turn_does_nothing(phone_table):
    table, ana, ben = await two_phones(phone_table)
    rolled = lambda m: STATE(m) and m["view"]["kind"] == "bluff" and m["view"]["phase"] == "bid"  # noqa: E731
    await ana.send_json({"t": "roll"})
    await ben.send_json({"t": "roll"})
    seen_a = await table.until(ana, rolled)
    seen_b = await table.until(ben, rolled)
    game = table.scene.game
    assert [d["face"] for d in seen_a["view"]["dice"]] == list(game.hands[0])
    assert [d["face"] for d in seen_b["view"]["dice"]] == list(game.hands[1])
    opener = game.current_player
    other = (ben, ana)[opener]
    await other.send_json({"t": "pick", "q": 3, "face": 4})
    await other.send_json({"t": "ok"})
    await other.send_json({"t": "press", "b": "confirm"})
    await other.send_json({"t": "release", "b": "confirm"})
    await table.tick(10)
    assert game.last_bid is None and game.current_player == opener      # nothing happened
    mine = (ana, ben)[opener]
    await mine.send_json({"t": "pick", "q": 3, "face": 4})
    await table.until(mine, lambda m: STATE(m) and (m["view"].get("picker") or {}).get("q") == 3)
    await mine.send_json({"t": "ok"})
    await table.until(mine, lambda m: STATE(m) and m["view"]["last_bid"] is not None)
    assert (game.last_bid.quantity, game.last_bid.face) == (3, 4)


async def test_malformed_unknown_and_oversized_messages_are_dropped(phone_table, caplog):
    table, ana, ben = await two_phones(phone_table)
    caplog.set_level(logging.WARNING)
    for bad in ("not json", "[1, 2]", '{"t": "explode"}', '{"t": "roll", "extra": 1}', '{"t": "pick", "q": true, '
                '"face": 2}', '{"t": "press", "b": "device_added"}', '{"t": "join", "seat": 0, "name": 5}'):
        await ana.send_str(bad)
    await ana.send_bytes(b"\x00\x01")
    await table.tick(5)
    assert caplog.text.count("dropped a message") == 8
    await ana.send_json({"t": "roll"})                   # still connected and heard
    await table.until(ana, lambda m: STATE(m) and 0 in table.scene.rolling)
    await ana.send_str('{"t": "join", "seat": 0, "name": "' + "x" * 5000 + '"}')
    for _ in range(50):
        await table.tick()
        if ana.closed:
            break
    assert ana.close_code == 1009                        # too big: the connection closes
    assert not table.app.devices.connected(table.scene.match.seats[0].device)


async def test_a_flood_is_rate_limited_then_closed(phone_table, caplog):
    table, ana, ben = await two_phones(phone_table)
    for _ in range(400):
        await ana.send_json({"t": "press", "b": "left"})
    for _ in range(50):
        await table.tick()
        if ana.closed:
            break
    assert "more than 20 a second" in caplog.text
    assert "floods the game" in caplog.text
    assert ana.closed and ana.close_code == 1008


async def test_a_phone_that_drops_comes_back_to_its_seat(phone_table):
    table, ana, ben = await two_phones(phone_table)
    joined = ana.sent[-1] if ana.sent and ana.sent[-1]["t"] == "joined" else \
        next(m for m in ana.sent if m["t"] == "joined")
    await ana.close()
    await table.tick(5)
    seat = table.scene.match.seats[0]
    assert not table.app.devices.connected(seat.device)
    assert table.scene.orphans() == [0]                  # the game waits for Ana, like an unplugged pad
    again = await table.page()
    await again.send_json({"t": "hello", "phone": joined["phone"], "key": joined["key"]})
    back = await table.until(again, lambda m: STATE(m) and m["me"] is not None)
    assert back["me"]["name"] == "Ana" and back["view"]["kind"] == "bluff"
    assert table.scene.orphans() == [] and table.scene.match.seats[0].device == seat.device
    await again.send_json({"t": "roll"})
    await table.until(again, lambda m: STATE(m) and 0 in table.scene.rolling)


async def test_another_device_may_take_a_waiting_phone_seat(phone_table):
    table, ana, ben = await two_phones(phone_table)
    joined = next(m for m in ana.sent if m["t"] == "joined")
    await ana.close()
    await table.tick(3)
    cara = await table.page()
    offers = await table.until(cara, lambda m: STATE(m) and m["view"]["kind"] == "lobby" and m["view"]["seats"])
    assert [s["seat"] for s in offers["view"]["seats"]] == [0]
    await table.join(cara, 0, "Cara")
    assert table.scene.match.seats[0].name == "Cara" and table.scene.orphans() == []
    late = await table.page()                            # Ana's old secret is no good any more
    await late.send_json({"t": "hello", "phone": joined["phone"], "key": joined["key"]})
    assert (await table.until(late, lambda m: m["t"] == "refused"))["why"] == "key"


async def test_a_roll_tapped_while_the_table_waits_for_a_phone_counts_once_it_comes(phone_table):
    """Ana's page offers Roll as soon as she joins; her tap while Ben's seat still waits for his phone (the
    game waits, like for an unplugged pad) is kept and taken once Ben joins: a tap is never lost."""
    table = await phone_table("bluff", players=2, phones=True)
    ana, ben = await table.page(), await table.page()
    await table.join(ana, 0, "Ana")
    offered = await table.until(ana, lambda m: STATE(m) and m["view"]["kind"] == "bluff")
    assert offered["view"]["can"]["roll"] and table.scene.orphans() == [1]
    await ana.send_json({"t": "roll"})
    await table.tick(10)
    assert table.scene.rolling == set() and table.scene.orphans() == [1]   # the table waits for Ben: no roll yet
    await table.join(ben, 1, "Ben")
    rolled = await table.until(ana, lambda m: STATE(m) and m["view"]["kind"] == "bluff" and m["view"]["dice"], 60)
    assert len(rolled["view"]["dice"]) == 5 and not rolled["view"]["can"]["roll"]   # her cup rolls
