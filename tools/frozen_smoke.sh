#!/usr/bin/env bash
# Build the onedir executable with PyInstaller and prove it works without the checkout
# (CI calls this): its --selftest, then a real game played by its own AI seats, autosaved to a
# fresh user data folder and read back. The bundle lands in dist/Tabletop/; the build's scratch
# files in build/ (both ignored by git).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
python3 -m pip install -q -e ".[build]"
start=$(date +%s)
python3 -m PyInstaller build.spec --noconfirm --log-level WARN
echo "frozen build: $(( $(date +%s) - start )) s, $(du -sh dist/Tabletop | cut -f1) in dist/Tabletop"

# run from an empty folder, with empty user folders: nothing can come from the checkout
away=$(mktemp -d)
export XDG_DATA_HOME=$away/data XDG_CONFIG_HOME=$away/config XDG_CACHE_HOME=$away/cache XDG_STATE_HOME=$away/state
cd "$away"
"$root/dist/Tabletop/Tabletop" --selftest
"$root/dist/Tabletop/Tabletop" --game hyrule --players 2 --humans 0 --level easy --speed off --frames 1500
save=$(find "$XDG_DATA_HOME" -name '*.json' -path '*saves*' | head -n 1)
if [ -z "$save" ]; then
  echo "frozen game: FAILED, no autosave in $XDG_DATA_HOME" >&2
  exit 1
fi
moves=$(python3 -m tabletop replay "$save" | grep -c . || true)
echo "frozen game: played and autosaved to $save ($moves lines of replay)"
[ "$moves" -gt 3 ]
