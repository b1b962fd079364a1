"""Identifier types and viewer sentinels shared by every game."""

PlayerId = int
CardId = int
ZoneId = str

#: Viewer sentinel: a spectator who sees only public faces.
PUBLIC: PlayerId = -1
#: Viewer sentinel: sees everything (after the game, replays, debugging).
ALL: PlayerId = -2
