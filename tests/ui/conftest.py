import pytest


@pytest.fixture(autouse=True)
def _art_cache(tmp_path_factory, monkeypatch):
    """Card art cached in one temporary folder per test session (not the user's cache)."""
    cache = tmp_path_factory.getbasetemp() / "art-cache"
    monkeypatch.setattr("tabletop.ui.render.art.default_cache_dir", lambda: cache)
    yield
