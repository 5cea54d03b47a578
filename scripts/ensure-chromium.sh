#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; they never download a browser of their own.
set -euo pipefail

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium for the browser tests (apt-get install chromium)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  exit 0
fi

cat >&2 <<MSG
The browser tests need Chromium at $CHROMIUM, and it is not there.
Install it with your package manager (Debian/Ubuntu: sudo apt-get install chromium),
or point CHROMIUM_PATH at an installed Chromium or Chrome, then run npm test again.
MSG
exit 1
