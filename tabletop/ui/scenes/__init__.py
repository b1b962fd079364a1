"""Scenes on the scene stack: menus, setup, the table and its overlays."""
