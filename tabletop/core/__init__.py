"""The pure core: cards, zones, actions, events, views, the rules protocol and the Match.

Nothing under this package may import pygame, read the clock or use the global ``random``.
"""
