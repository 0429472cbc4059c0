def test_illegal_move_is_a_value_error():
    from game.rules.errors import IllegalMove

    assert issubclass(IllegalMove, ValueError)
