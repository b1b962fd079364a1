"""Entry point: ``tabletop`` (the window) or ``tabletop COMMAND …`` (the command line)."""

from __future__ import annotations

import os
import sys


def main(argv: list[str] | None = None) -> int:
    # pygame prints a "Hello from the pygame community" banner on import: not ours to show in
    # the terminal of someone running ``tabletop --help`` or the app (one can still set it)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    args = list(sys.argv[1:] if argv is None else argv)
    if args and not args[0].startswith("-"):
        from .cli import run_cli

        return run_cli(args)
    if "--selftest" in args:
        from .selftest import run_selftest

        return run_selftest()
    from .app import main as app_main

    return int(app_main(args) or 0)


if __name__ == "__main__":
    if getattr(sys, "frozen", False):  # a no-op from source, and its import costs start-up time
        import multiprocessing

        multiprocessing.freeze_support()
    sys.exit(main())
