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
