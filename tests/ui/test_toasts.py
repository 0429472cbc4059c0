"""The toasts: one at a time in the bottom lane of every screen, oldest first, each for its seconds."""


def test_toasts_show_one_at_a_time_oldest_first_and_leave_after_their_seconds(harness):
    harness.push("title")
    harness.app.notify("First news", seconds=0.5)
    harness.app.notify("Second news", seconds=0.5)
    harness.tick()
    shown = harness.drawn_text()
    assert any("First news" in line and "(+1 more)" in line for line in shown)
    assert not any("Second news" in line for line in shown)
    harness.tick(30)                                    # the first one's half second is over
    shown = harness.drawn_text()
    assert any("Second news" in line for line in shown) and not any("First news" in line for line in shown)
    harness.tick(31)
    assert not any("news" in line for line in harness.drawn_text()) and not harness.app.notices
