"""The play kit's timed computer steps: each runs after the pause before it, in order."""

from game.scenes.playkit.computer_steps import TimedSteps

DT = 1 / 8   # exact in binary, so the pauses add up exactly


def run(steps: TimedSteps, seconds: float, log: list, clock: list) -> list[bool]:
    asks = []
    for _ in range(round(seconds / DT)):
        clock[0] += DT
        asks.append(steps.update(DT))
    return asks


def test_steps_run_in_order_each_after_its_pause_then_it_asks_for_a_plan():
    clock, log = [0.0], []
    steps = TimedSteps(first_pause=0.5)
    steps.add(0.25, lambda: log.append(("cursor", round(clock[0], 2))))
    steps.add(1.0, lambda: log.append(("roll", round(clock[0], 2))))
    asks = run(steps, 2.0, log, clock)
    assert log == [("cursor", 0.5), ("roll", 0.75)]
    first_ask = asks.index(True)
    assert round((first_ask + 1) * DT, 2) == 1.75      # the roll's pause is over: plan again
    assert steps.pending == 0


def test_clear_drops_what_is_queued():
    clock, log = [0.0], []
    steps = TimedSteps(first_pause=0.125)
    steps.add(0.125, lambda: log.append("never"))
    steps.clear(pause=0.5)
    assert steps.pending == 0 and run(steps, 0.375, log, clock) == [False] * 3
    assert run(steps, 0.125, log, clock) == [True] and log == []


def test_a_pause_set_while_planning_delays_the_first_step_of_that_plan():
    clock, log = [0.0], []
    steps = TimedSteps(first_pause=0.0)
    assert steps.update(DT)                            # time to plan: decide, then think 0.5 s visibly
    steps.pause(0.5)
    steps.add(0.0, lambda: log.append(("bid", round(clock[0], 2))))
    run(steps, 1.0, log, clock)
    assert log == [("bid", 0.5)]
