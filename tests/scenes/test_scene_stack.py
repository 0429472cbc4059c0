"""The scene stack: push, pop, replace, clear, paired pause/resume, overlays."""

from __future__ import annotations

from game.scenes.base import Scene
from game.scenes.stack import SceneStack


class Logged(Scene):
    def __init__(self, name: str, log: list[str], opaque: bool = True) -> None:
        self.app = None
        self.label = name
        self.log = log
        self.opaque = opaque

    def enter(self) -> None:
        self.log.append(f"{self.label}.enter")

    def exit(self) -> None:
        self.log.append(f"{self.label}.exit")

    def pause(self) -> None:
        self.log.append(f"{self.label}.pause")

    def resume(self) -> None:
        self.log.append(f"{self.label}.resume")


def test_push_pauses_the_top_and_pop_resumes_it():
    log: list[str] = []
    changes = []
    stack = SceneStack(on_change=lambda: changes.append(len(stack)))
    a, b = Logged("a", log), Logged("b", log)
    stack.push(a)
    stack.push(b)
    assert stack.top is b
    assert stack.pop() is b
    assert stack.top is a
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "a.resume"]
    assert changes == [1, 2, 1]


def test_replace_swaps_the_top_without_resuming_the_one_below():
    log: list[str] = []
    stack = SceneStack()
    a, b, c = Logged("a", log), Logged("b", log), Logged("c", log)
    stack.push(a)
    stack.push(b)
    log.clear()
    assert stack.replace(c) is b
    assert list(stack) == [a, c]
    assert log == ["b.exit", "c.enter"]


def test_every_pause_is_paired_with_a_resume_or_an_exit():
    log: list[str] = []
    stack = SceneStack()
    scenes = [Logged(name, log) for name in "abcd"]
    for scene in scenes:
        stack.push(scene)
    stack.pop()
    stack.replace(Logged("e", log))
    stack.clear_to(Logged("title", log))
    for scene in scenes[:-1]:
        pauses = log.count(f"{scene.label}.pause")
        ends = log.count(f"{scene.label}.resume") + log.count(f"{scene.label}.exit")
        assert pauses <= ends, scene.label
    assert [s.label for s in stack] == ["title"]
    assert log[-1] == "title.enter"


def test_overlays_are_drawn_over_the_scene_beneath():
    stack = SceneStack()
    log: list[str] = []
    game, pause, dialog = Logged("game", log), Logged("pause", log, opaque=False), Logged("dialog", log, opaque=False)
    below = Logged("below", log)
    for scene in (below, game, pause, dialog):
        stack.push(scene)
    assert stack.visible() == [game, pause, dialog]
    stack.pop()
    stack.pop()
    assert stack.visible() == [game]


def test_pop_of_an_empty_stack_is_harmless():
    stack = SceneStack()
    assert stack.pop() is None
    assert stack.top is None
    assert stack.visible() == []
