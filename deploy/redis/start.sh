#!/bin/sh
# The image's entrypoint: runs its arguments (redis-server and its options). With REDIS_PASSWORD,
# or REDIS_PASSWORD_FILE naming a file that holds it (a Compose or Kubernetes secret), Redis
# requires that password of every client. It is given as configuration on standard input, so
# that it shows in no process listing, nor in Redis's own environment (REDISCLI_AUTH, the health
# check's copy, included: `docker exec` gives it to redis-cli all the same).
set -eu
password=${REDIS_PASSWORD:-}
if [ -n "${REDIS_PASSWORD_FILE:-}" ]; then
  from_file=$(cat "$REDIS_PASSWORD_FILE")
  # As the site refuses it (lib/runtime/secret-files.ts): one of them would be wrong.
  if [ -n "$password" ] && [ "$password" != "$from_file" ]; then
    echo 'REDIS_PASSWORD, REDIS_PASSWORD_FILE: set one of them, not both' >&2
    exit 1
  fi
  password=$from_file
fi
unset REDIS_PASSWORD REDIS_PASSWORD_FILE REDISCLI_AUTH
if [ -z "$password" ]; then exec "$@"; fi
# Written inside quotes in Redis's configuration, where a quote or backslash would change it.
case $password in *[!A-Za-z0-9._~+/=-]*)
  echo 'REDIS_PASSWORD: letters, digits and ._~+/=- only (e.g. openssl rand -hex 32)' >&2
  exit 1
  ;;
esac
exec "$@" - <<CONFIG
requirepass "$password"
CONFIG
