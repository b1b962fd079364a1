import os
import tempfile

# Headless everywhere: no display, no sound card.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# Never touch the real user's saves, settings, statistics or caches: every platformdirs
# location (XDG on Linux) points into one throw-away folder for the whole test session.
_SANDBOX = tempfile.mkdtemp(prefix="tabletop-tests-")
for _var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    os.environ[_var] = os.path.join(_SANDBOX, _var.lower())

# The kit game (tabletop/testing/kitgame) exercises the table kit: the tests register it beside
# the product's games; the product itself never lists it.
from tabletop import games  # noqa: E402
from tabletop.catalog import CATALOG  # noqa: E402
from tabletop.testing.kitgame import PLUGIN as KIT  # noqa: E402
from tabletop.testing.kitgame.table import GAME as KIT_GAME  # noqa: E402

games.register(KIT)
CATALOG.add(KIT_GAME)
