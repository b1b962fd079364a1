"""Ard Rí's AI hooks: filled in by the AI step (``GamePlugin.ai``)."""

from __future__ import annotations

AI = None
