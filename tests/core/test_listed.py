"""``listed``: the legality check's lookup, by identity first, by equality after."""

from tabletop.core.actions import Action, listed


def test_listed_finds_the_lists_own_move_and_an_equal_copy_and_nothing_else() -> None:
    legal = tuple(Action("play", 0, (c,), "hand/0", "table") for c in range(5))
    assert listed(legal[3], legal)
    assert listed(Action("play", 0, (3,), "hand/0", "table"), legal)  # a copy read from a save
    assert not listed(Action("play", 1, (3,), "hand/0", "table"), legal)
    assert not listed(legal[0], ())


def test_listed_compares_nothing_when_the_move_is_the_lists_own() -> None:
    """The point of it: no ``__eq__`` on the moves listed before the one handed back."""
    calls = []

    class Counted(Action):
        __slots__ = ()

        def __eq__(self, other: object) -> bool:
            calls.append(other)
            return Action.__eq__(self, other)

        __hash__ = Action.__hash__

    legal = tuple(Counted("play", 0, (c,)) for c in range(50))
    assert listed(legal[-1], legal) and not calls
    assert legal[-1] in legal and calls  # ``in`` compares every move before it
