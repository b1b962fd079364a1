import pytest


@pytest.fixture(autouse=True)
def _art_cache(tmp_path_factory, monkeypatch):
    """Card art cached in one temporary folder per test session (not the user's cache)."""
    cache = tmp_path_factory.getbasetemp() / "art-cache"
    monkeypatch.setattr("tabletop.ui.render.art.default_cache_dir", lambda: cache)
    yield


@pytest.fixture(autouse=True)
def _text_size():
    """Every test starts and ends at the usual text size: a test that changes it through the
    settings (the monkey test wanders into Settings and clicks "Text size") would otherwise
    leave it scaled for whatever test the same worker runs next (the setup screen's lines then
    overlapped)."""
    from tabletop.ui.render.fonts import set_scale

    set_scale(1.0)
    yield
    set_scale(1.0)


@pytest.fixture
def panels(monkeypatch):
    """Every panel the keyboard's preview draws (its caption), as drawn (``pygame.Rect``s)."""
    import pygame

    from tabletop.ui.table import keyplay

    drawn: list = []
    real = keyplay.draw_panel

    def spy(surf, rect, *args, **kwargs):
        drawn.append(pygame.Rect(rect))
        return real(surf, rect, *args, **kwargs)

    monkeypatch.setattr(keyplay, "draw_panel", spy)
    return drawn
