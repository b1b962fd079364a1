#!/usr/bin/env bash
# Build the onedir executable with PyInstaller and run its --selftest (CI calls this).
# The bundle lands in dist/Tabletop/ ; the build's scratch files in build/ (both ignored by git).
set -euo pipefail
cd "$(dirname "$0")/.."
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
python3 -m pip install -q -e ".[build]"
start=$(date +%s)
python3 -m PyInstaller build.spec --noconfirm --log-level WARN
echo "frozen build: $(( $(date +%s) - start )) s, $(du -sh dist/Tabletop | cut -f1) in dist/Tabletop"
# run from elsewhere so nothing can be found through the checkout by accident
( cd "$(mktemp -d)" && "$OLDPWD/dist/Tabletop/Tabletop" --selftest )
