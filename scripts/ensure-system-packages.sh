#!/usr/bin/env bash
# The browser tests need a few programs from the system's packages: Debian's Chromium (never
# a browser downloaded by a test tool), a Java runtime for the Nu HTML checker, redis-server
# (the shared-cache and topology tests start their own on loopback ports), nginx (the
# topology test and deploy/nginx/site.test.ts run deploy/nginx/site.conf), Prometheus (its
# promtool checks deploy/prometheus in deploy/prometheus.test.ts) and Podman with what it needs
# to build images offline (e2e/container.spec.ts builds and runs the images of ../Dockerfile and
# deploy/, on base images made from Debian's packages by scripts/container-images.sh:
# debootstrap). When one is missing and we are root on Debian or Ubuntu, apt installs it;
# otherwise we say what to do.
set -euo pipefail

missing=()
need() { # need <program> <apt package>
  command -v "$1" >/dev/null 2>&1 || [ -x "$1" ] || missing+=("$2")
}

need "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium
need java default-jre-headless
need "${REDIS_SERVER_PATH:-redis-server}" redis-server
need "${NGINX_PATH:-nginx}" nginx-light
# deploy/nginx/tls.test.ts makes a certificate with openssl and speaks HTTP/2 with curl.
need openssl openssl
need curl curl
# Debian's prometheus, the version of deploy/prometheus/Dockerfile, brings promtool.
need "${PROMTOOL_PATH:-promtool}" prometheus
# Containers: Debian's crun fails on these machines (cgroups v1 in hybrid mode), so runc
# (scripts/containers/containers.conf); uidmap and fuse-overlayfs for podman without root.
need podman podman
need buildah buildah
need runc runc
need /usr/sbin/debootstrap debootstrap
need newuidmap uidmap
need fuse-overlayfs fuse-overlayfs

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

# shellcheck source=scripts/apt-waiting.sh
source "$(dirname "${BASH_SOURCE[0]}")/apt-waiting.sh"

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing for the browser tests: ${missing[*]} (apt-get)…"
  export DEBIAN_FRONTEND=noninteractive
  # Installed, not started: a package's service would listen on every address (nginx on :80).
  # Tests start their own on loopback ports. An existing policy is left as it was.
  policy=/usr/sbin/policy-rc.d
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy"
    trap 'rm -f "$policy"' EXIT
  fi
  apt_waiting update -qq
  apt_waiting install -y -qq "${missing[@]}"
  exit 0
fi

cat >&2 <<MSG
The browser tests need these packages, which are not installed: ${missing[*]}.
Install them with your package manager (Debian/Ubuntu: sudo apt-get install ${missing[*]}),
or point CHROMIUM_PATH / REDIS_SERVER_PATH / NGINX_PATH / PROMTOOL_PATH at installed programs, then run npm test again.
(podman, buildah, runc, debootstrap, uidmap and fuse-overlayfs are for the container test,
e2e/container.spec.ts, which builds and runs images as root.)
MSG
exit 1
