#!/usr/bin/env bash
# The browser tests need two programs from the system's packages: Debian's Chromium (they
# never download a browser of their own) and redis-server (the shared-cache test starts
# its own on a loopback port). When one is missing and we are root on Debian or Ubuntu,
# apt installs it; otherwise this says what to install.
set -euo pipefail

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
REDIS_SERVER="${REDIS_SERVER_PATH:-redis-server}"

missing() {
  [ -x "$CHROMIUM" ] || echo chromium
  command -v "$REDIS_SERVER" >/dev/null 2>&1 || echo redis-server
}

packages=$(missing)
if [ -z "$packages" ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing for the browser tests: apt-get install" $packages "…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # shellcheck disable=SC2086 # one word per package
  apt-get install -y -qq $packages >/dev/null
  packages=$(missing)
  if [ -z "$packages" ]; then
    exit 0
  fi
fi

{
  echo "The browser tests need programs that are not installed:"
  case "$packages" in *chromium*)
    echo "- Chromium at $CHROMIUM: install it (Debian/Ubuntu: sudo apt-get install chromium),"
    echo "  or point CHROMIUM_PATH at an installed Chromium or Chrome." ;;
  esac
  case "$packages" in *redis-server*)
    echo "- redis-server: install it (Debian/Ubuntu: sudo apt-get install redis-server),"
    echo "  or point REDIS_SERVER_PATH at one." ;;
  esac
  echo "Then run npm test again."
} >&2
exit 1
