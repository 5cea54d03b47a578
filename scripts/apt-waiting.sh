#!/usr/bin/env bash
# Sourced by ensure-system-packages.sh; scripts/apt-waiting.test.ts runs it with a stand-in apt-get.

# apt-get, waiting for another apt or dpkg that holds one of their locks (a fresh machine's
# unattended upgrades) instead of failing at once: dpkg's own lock has a timeout option, the
# package lists' and the download folder's have none, so a failure that names a lock is tried
# again, for as long as an upgrade may take.
APT_LOCK_WAIT_SECONDS=${APT_LOCK_WAIT_SECONDS:-900}
apt_waiting() {
  local deadline=$((SECONDS + APT_LOCK_WAIT_SECONDS)) output status
  while true; do
    status=0
    output=$(apt-get -o DPkg::Lock::Timeout="$APT_LOCK_WAIT_SECONDS" "$@" 2>&1) || status=$?
    if [ "$status" -eq 0 ]; then return 0; fi
    if ! grep -q 'Could not get lock' <<<"$output" || [ "$SECONDS" -ge "$deadline" ]; then
      echo "$output" >&2
      return "$status"
    fi
    echo "apt-get $1: another apt or dpkg holds its lock; waiting…" >&2
    sleep "${APT_LOCK_RETRY_SECONDS:-5}"
  done
}
