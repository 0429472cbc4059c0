"""The phone's page speaks the TV's language: the page the game serves carries its words translated
(game.words' catalogs), its `lang`, and bids said as the TV's Bluff table says them; when the TV's language
changes, every open page is sent the new words and a page opened later is served in the new language."""

from __future__ import annotations

import json
import re

import pytest

from game import words as game_words
from game.phones import page
from game.phones import words as phone_words
from game.rules.bluff import Bid
from game.scenes.bluff import words as bluff_words

# Page words that are the same in German (the game's name, a word German borrows, the pad's letters).
SAME_IN_GERMAN = {"title", "pause", "confirm", "back"}


def served_words(html: str) -> dict:
    found = re.search(r'<script type="application/json" id="words">(.*?)</script>', html, re.S)
    assert found, "the page has no words block"
    return json.loads(found.group(1))


def test_the_page_is_served_in_the_tvs_language():
    english = served_words(page.build("tok").decode())
    assert english["your_dice"] == "Your dice" and english["lang"] == "en"
    game_words.set_language("de")
    html = page.build("tok").decode()
    german = served_words(html)
    assert '<html lang="de">' in html
    assert german["lang"] == "de"
    assert german["your_dice"] == "Deine Würfel"
    assert german["roll"] == "Würfeln"
    assert german["doubt"] == "{bid} anzweifeln"
    untranslated = sorted(key for key in phone_words.PAGE if key not in SAME_IN_GERMAN
                          and german[key] == english[key])
    assert not untranslated, f"page words still in English under German: {untranslated}"
    # Bids as the TV's table says them: the page fills "{count}" with the table's number words.
    assert german["numbers"][4] == bluff_words.number(4)
    four_fours = german["bid_forms"][3][1].replace("{count}", german["numbers"][4])
    assert four_fours == bluff_words.bid_words(Bid(4, 4)) == "4 Vierer"
    assert german["bid_forms"][5][0].replace("{count}", german["numbers"][1]) == "1 Stern"


def test_the_words_are_safe_inside_the_script_block(monkeypatch):
    monkeypatch.setitem(phone_words.PAGE, "you", "</script><b>&")
    html = page.build("tok").decode()
    assert html.count("</script>") == 2      # the words block's own and the script tag's
    assert served_words(html)["you"] == "</script><b>&"



@pytest.mark.asyncio
async def test_open_pages_follow_the_tv_into_german(phone_table):
    table = await phone_table("bluff", players=2, phones=True)
    ana = await table.page()
    await table.join(ana, 0, "Ana")
    await table.until(ana, table.is_state("bluff"))
    table.app.set_language("de")
    told = await table.until(ana, lambda m: m["t"] == "words")
    assert told["words"]["lang"] == "de" and told["words"]["your_dice"] == "Deine Würfel"
    served = await table.client.get(f"/{table.host.token}")
    assert served_words(await served.text())["turn_yours"] == "Du bist dran!"
    # The TV's own phone words are German too: the seat's device is "Handy von Ana".
    assert table.app.devices.name_of(table.scene.match.seats[0].device) == "Handy von Ana"
