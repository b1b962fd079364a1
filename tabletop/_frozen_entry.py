"""The script PyInstaller freezes (absolute imports; ``__main__.py`` uses relative ones)."""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the AI worker processes must not re-run the app
    from tabletop.__main__ import main

    sys.exit(main())
