"""The score table's game noted for the coach (game.coach): every seat's turns and decisions.

``TableCoach.for_board(board, mode)`` picks the board's pricer (Dicetime: exact against perfect
solitaire play; Triple: estimated; the Puzzle and a campaign level the exact table models: exact; a level
beyond the table: None, no review) and a ``GameCoach`` that prices in the background as the game goes.
The table calls three verbs: ``turn_opened(seat)`` when a seat's turn opens, ``decided(flow, choice)``
for each reroll (the values kept) and each fill (the box), ``over()`` when the board is over. Every seat
is noted, computers too (the run report's review lists them all).
"""

from __future__ import annotations

from game.coach.coach import GameCoach
from game.coach.dicetime import CardPosition, DicetimePricer, SheetPosition, TriplePricer
from game.coach.puzzle import PoolPosition, PuzzlePricer
from game.scenes.scoretable.boards import Board, PuzzleBoard, TripleBoard


class TableCoach:
    def __init__(self, board: Board, coach: GameCoach) -> None:
        self.board = board
        self.coach = coach
        self.turns: dict[int, int] = {}

    @classmethod
    def for_board(cls, board: Board, mode: str, label: str | None = None, build: bool = True) -> TableCoach | None:
        """`build` False (headless runs): the game is reviewed only if its solved table is at hand (in
        memory or cached), so that a run never builds a table just for the review."""
        if isinstance(board, PuzzleBoard):
            game = board.game
            pricer = PuzzlePricer.for_level(game.rerolls_left, game.twists)
        else:
            pricer = TriplePricer() if isinstance(board, TripleBoard) else DicetimePricer()
        if pricer is None or not (build or pricer.table_at_hand()):
            return None
        coach = GameCoach(mode, board.players, pricer)
        coach.label = label
        return cls(board, coach)

    # ------------------------------------------------------------------ positions
    def position(self, seat: int, rolls_left: int = 2, allowance: int | None = None):
        board = self.board
        if isinstance(board, PuzzleBoard):
            return PoolPosition.of(board.card(seat, 0), board.rerolls_left, allowance)
        if isinstance(board, TripleBoard):
            return SheetPosition.of(board.game.sheets[seat], rolls_left)
        return CardPosition.of(board.card(seat, 0), rolls_left)

    def score(self, seat: int) -> int:
        return self.board.totals[seat]

    # ------------------------------------------------------------------ what the table tells
    def turn_opened(self, seat: int) -> None:
        self.coach.turn_start(seat, self.position(seat), self.score(seat))

    def decided(self, flow, choice) -> None:
        """A reroll (`choice`: the values kept) or a fill (`choice`: the box), before the rules take it."""
        seat, dice = flow.seat, flow.dice
        if dice is None:
            return
        rolls_left = flow.turn.rolls_left
        capped = isinstance(self.board, PuzzleBoard) and self.board.game.twists.turn_rerolls is not None
        position = self.position(seat, rolls_left, rolls_left if capped else None)
        if len(choice) == 2 and isinstance(choice[1], str):   # a box
            row = choice if isinstance(self.board, TripleBoard) else choice[1]
            self.coach.decision(seat, "fill", position, dice, row)
        else:
            self.coach.decision(seat, "keep", position, dice, tuple(sorted(choice)))

    def over(self) -> None:
        board = self.board
        for seat in range(board.players):
            cards = [board.card(seat, column) for column in range(board.columns)]
            self.coach.final(seat, self.score(seat), bonus=cards[0].bonus > 0 if len(cards) == 1 else None,
                             bonus_chances=len(cards), bonuses=sum(card.bonus > 0 for card in cards),
                             five_kinds=sum((card.get("five_kind") or 0) > 0 for card in cards))
