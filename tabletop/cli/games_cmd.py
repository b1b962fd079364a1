"""``tabletop games``: every game, its player counts, options and notation."""

from __future__ import annotations

import argparse

from ..games import listed


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("games", help="list the games, player counts, options and notation")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    for plugin in listed():  # the test-only kit game stays reachable by its id, unlisted
        m = plugin.meta
        print(f"{m.game_id}: {m.title} ({m.min_players}-{m.max_players} players)")
        print(f"  {m.pitch}")
        for o in m.options:
            choices = "|".join(str(c) for c in o.choices)
            house = "house rule: " if o.house_rule else ""  # an alternative reading (setup: House rules)
            print(f"  --option {o.key}={choices}  (default {o.default}) {house}{o.help}")
        rules = plugin.rules  # what `run` may script (docs/notation.md, Scripting a match)
        first = f"--first N sets {rules.first_option}=N" if rules.first_option else "no --first"
        decks = "--deck once per deal or reshuffle" if rules.stacks_field() else "--deck: one deal"
        print(f"  run: {first}; {decks}")
        print(f"  notation: {m.notation}  (docs/notation.md#{m.game_id})")
    return 0
