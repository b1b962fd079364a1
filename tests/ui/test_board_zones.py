"""The board knows no game's zone names: the game's table says where hands are and which cards
took a trick (Hyrule's tricks go from ``play/<seat>`` into ``won/<seat>``)."""

from __future__ import annotations

from tabletop.core.events import CardsMoved
from tabletop.games.hyrule.table.scene import HyruleTable
from tabletop.games.keltis.table.scene import KeltisTable
from tabletop.ui.table.board import TableBoard
from tabletop.ui.table.gamescene import GameTable
from tabletop.ui.table.sprites import CardSprite


def test_hyrule_names_the_cards_that_took_a_trick():
    table = HyruleTable()
    assert table.taker(CardsMoved((1, 2), "play/1", "won/1")) == "play/1"
    assert table.taker(CardsMoved((1,), "hand/0", "play/0")) is None
    assert table.hand_prefix == "hand/"


def test_a_game_without_tricks_lights_nothing():
    assert GameTable().taker(CardsMoved((1,), "play/0", "won/0")) is None
    assert KeltisTable().taker(CardsMoved((1,), "hand/0", "discard")) is None


def test_the_board_glows_only_what_the_game_names():
    board = TableBoard()
    played = CardSprite(("c", 7), 7, "play/1", 0, 0, 10, 14)
    other = CardSprite(("c", 8), 8, "play/0", 0, 0, 10, 14)
    board.piles = {"play/1": [played], "play/0": [other]}
    board.taker = HyruleTable().taker
    board._glow_taker(CardsMoved((7, 8), "play/1", "won/1"))
    assert played.glow and not other.glow
    board.taker = GameTable().taker  # a game that declares no tricks
    played.glow = False
    board._glow_taker(CardsMoved((7, 8), "play/1", "won/1"))
    assert not played.glow
