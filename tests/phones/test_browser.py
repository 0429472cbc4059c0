"""End to end in a real browser: Debian's chromium (Playwright, `executable_path`) and the game as a child
process (`python -m game --headless --scene bluff --players 2 --phones --phones-port 0 --report ...`).

Two phones join a 2-seat Bluff (one press held while its page is sent a new state counts), each sees exactly its own five dice (checked against the reveal, where the
game shows every hand), one bids, the other doubts, the reveal shows on both, and the game's --report
holds the result; a page with a wrong token is refused."""

from __future__ import annotations

import json
import signal

import pytest
from browser import have_chromium, launch, start_game, url_of

pytest.importorskip("playwright")
pytestmark = pytest.mark.skipif(not have_chromium(), reason="chromium is not installed (.ci/run installs it)")

PHONE = {"viewport": {"width": 412, "height": 860}, "device_scale_factor": 1}


def faces(page, selector: str) -> list[int]:
    return [int(x) for x in page.locator(selector).evaluate_all("els => els.map(e => e.dataset.face)")]


@pytest.mark.real_time   # (tests/suite_run.py: first, while the session's builders fill the cores it leaves idle)
def test_two_phones_play_bluff_to_its_result(tmp_path):
    from playwright.sync_api import expect, sync_playwright

    expect.set_options(timeout=20_000)   # a loaded machine (2 cores, 8 engineers): waits, never fails for speed

    report = tmp_path / "run.json"
    game = start_game(tmp_path / "data", "--scene", "bluff", "--players", "2", "--seed", "5",
                      "--frames", "100000", "--report", str(report))
    try:
        with sync_playwright() as p:
            browser = launch(p)                 # (while the game starts)
            url = url_of(game)
            pages = [browser.new_context(**PHONE).new_page() for _ in range(2)]
            for page, name, seat in zip(pages, ("Ana", "Ben"), ("Player 1", "Player 2"), strict=True):
                page.goto(url)
                page.fill("#name", name)
                page.get_by_role("button", name=f"Join: {seat}").click()
                expect(page.locator("#me")).to_have_text(name)
            ana, ben = pages                   # Ana's finger is down on Roll while her page is sent a new state
            ana.get_by_role("button", name="Roll your dice").hover()   # (Ben rolls): the press still counts
            ana.mouse.down()                                              # (a button replaced under it took none)
            ben.get_by_role("button", name="Roll your dice").click()
            expect(ana.locator("#tv")).to_have_text("Waiting for Ana to roll")
            ana.mouse.up()
            for page in pages:
                expect(page.locator("#mine [data-face]")).to_have_count(5)
            mine = [faces(page, "#mine [data-face]") for page in pages]
            assert all(all(1 <= f <= 6 for f in hand) for hand in mine)

            for _ in range(100):                     # the opener's phone gets the bid picker
                openers = [i for i, page in enumerate(pages) if page.locator("#ok").count()]
                if openers:
                    break
                pages[0].wait_for_timeout(100)
            assert len(openers) == 1
            bidder = openers[0]
            doubter = 1 - bidder
            picking = pages[bidder]
            jump = picking.get_by_role("button", name="More ×5")
            taps = 0
            while jump.is_enabled():               # five fields a tap (one step of the last jump may be shorter)
                before = picking.locator("#choice").inner_text()
                jump.click()
                taps += 1
                expect(picking.locator("#choice")).not_to_have_text(before)
            assert taps <= 4                       # (one field a tap would take 14)
            expect(picking.locator("#choice")).to_have_text("ten stars")
            fewer = picking.get_by_role("button", name="− Fewer")
            fewer.click()
            expect(picking.locator("#choice")).not_to_have_text("ten stars")
            more = picking.get_by_role("button", name="More +")
            while more.is_enabled():               # to the top of the track again, one field a tap: ten stars
                before = picking.locator("#choice").inner_text()
                more.click()
                expect(picking.locator("#choice")).not_to_have_text(before)
            expect(picking.locator("#ok")).to_have_text("Bid ten stars")
            picking.locator("#ok").click()
            doubt = pages[doubter].get_by_role("button", name="Doubt ten stars")
            doubt.click()
            for page in pages:                     # the reveal: every die of both seats, on both phones
                expect(page.locator("#reveal [data-revealed]")).to_have_count(10, timeout=10_000)
                shown = page.locator("#reveal .dice").nth(0).locator("[data-revealed]")
                assert [int(x) for x in shown.evaluate_all("e => e.map(d => d.dataset.revealed)")] == mine[0]
                shown = page.locator("#reveal .dice").nth(1).locator("[data-revealed]")
                assert [int(x) for x in shown.evaluate_all("e => e.map(d => d.dataset.revealed)")] == mine[1]
            pages[bidder].get_by_role("button", name="Next round").click()   # once the verdict can be read
            stars = sum(f == 6 for hand in mine for f in hand)
            assert stars < 10
            winner = ("Ana", "Ben")[doubter]
            for page in pages:                      # ten stars lose the bidder all five dice: the match is over
                expect(page.get_by_role("heading", name=f"{winner} wins!")).to_be_visible(timeout=15_000)

            refused = browser.new_page().goto(url[:-3] + "zzz")
            assert refused.status == 403 and "not valid" in refused.text()
            browser.close()
    finally:
        game.send_signal(signal.SIGTERM)
        game.wait(30)
    result = json.loads(report.read_text())["result"]
    assert result["winners"] == [doubter]
    assert [entry["name"] for entry in result["ranking"]] == [winner, ("Ana", "Ben")[bidder]]
