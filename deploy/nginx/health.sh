#!/bin/bash
# The nginx image's health check: nginx answers its own /nginx-health (site.conf) with 200,
# whatever the instances' state. Asked on the address nginx listens on, NGINX_LISTEN (site.conf's
# variable: `80`, `127.0.0.1:8080`), or the one given: `nginx-health [address]`. The image has no
# curl: bash speaks HTTP/1.0 on /dev/tcp.
set -u

listen="${1:-${NGINX_LISTEN:-80}}"
listen="${listen%% *}" # `80 default_server` → 80
port="${listen##*:}"
host=127.0.0.1
case "$listen" in
  *:*) host="${listen%:*}" ;;
esac
case "$host" in
  '' | '*' | 0.0.0.0 | '[::]') host=127.0.0.1 ;;
esac
host="${host#[}"
host="${host%]}"

exec 3<>"/dev/tcp/$host/$port" || exit 1
printf 'GET /nginx-health HTTP/1.0\r\nHost: localhost\r\n\r\n' >&3
IFS= read -r -t 4 status <&3 || exit 1
case "$status" in
  'HTTP/1.'?' 200 '*) exit 0 ;;
esac
echo "nginx-health: $status" >&2
exit 1
