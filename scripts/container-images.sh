#!/usr/bin/env bash
# The base images the site's images are built on, made on this machine from Debian's packages,
# for machines that reach Debian's mirror and the npm registry but no image registry:
#   bash scripts/container-images.sh        (as root, with podman, debootstrap: see
#                                            scripts/ensure-system-packages.sh)
# - localhost/debian:bookworm   debootstrap's minbase of Debian 12, with the security and
#                               updates suites, its docs and apt lists left out (as
#                               debian:bookworm-slim is);
# - localhost/node:24-slim      that, with the Node 24 binary of the `node` dev dependency, npm
#                               and a user `node` (uid 1000), as node:24-slim is.
# Each is made once and kept: an image already there is left alone (the Node image is made again
# when the dev dependency's Node changes). DEBIAN_IMAGE and NODE_IMAGE name other tags; the
# Dockerfiles take them as build arguments (deploy/README.md, "Containers").
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
export CONTAINERS_CONF="${CONTAINERS_CONF:-$root/scripts/containers/containers.conf}"
debian_image="${DEBIAN_IMAGE:-localhost/debian:bookworm}"
node_image="${NODE_IMAGE:-localhost/node:24-slim}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
# The npm of node:24's releases; the Dockerfile's first stages run `npm install` and `npm pkg`.
npm_spec="${NPM_SPEC:-npm@11}"

if [ "$(id -u)" -ne 0 ]; then
  echo "container-images: run as root (podman stores the images in root's storage)" >&2
  exit 1
fi

label() { # label <image> <name>: the image's label, empty when the image or label is missing
  podman image inspect --format "{{ index .Config.Labels \"$2\" }}" "$1" 2>/dev/null || true
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if ! podman image exists "$debian_image"; then
  echo "container-images: making $debian_image with debootstrap from $mirror (a few minutes)…"
  started=$SECONDS
  rootfs="$work/rootfs"
  debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 || {
    tail -n 30 "$work/debootstrap.log" >&2
    exit 1
  }
  # What debian:bookworm-slim has: the updates and security suites; no docs, manuals or
  # translations now or from later installs; no apt lists or package files left behind.
  cat >"$rootfs/etc/apt/sources.list" <<SOURCES
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb ${mirror%/debian}/debian-security bookworm-security main
SOURCES
  cat >"$rootfs/etc/dpkg/dpkg.cfg.d/slim" <<'DPKG'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-exclude /usr/share/lintian/*
DPKG
  cat >"$rootfs/etc/apt/apt.conf.d/90slim" <<'APT'
APT::Install-Recommends "false";
APT::Install-Suggests "false";
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
APT
  # A package installed in an image starts no service (nginx would listen on the build's network).
  printf '#!/bin/sh\nexit 101\n' >"$rootfs/usr/sbin/policy-rc.d"
  chmod +x "$rootfs/usr/sbin/policy-rc.d"
  find "$rootfs/usr/share/doc" -mindepth 2 -not -name copyright -not -type d -delete
  rm -rf "$rootfs"/usr/share/{man,info,locale,lintian}/* "$rootfs"/var/lib/apt/lists/* \
    "$rootfs"/var/cache/apt/*.bin "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/log/*.log
  tar --numeric-owner -C "$rootfs" -c . | podman import --quiet --change 'CMD ["bash"]' - "$debian_image" >/dev/null
  echo "container-images: $debian_image made in $((SECONDS - started)) s"
fi

node_bin=$(cd "$root" && node_modules/.bin/node -p 'process.execPath')
node_version=$("$node_bin" -p 'process.versions.node')
case "$node_version" in
  24.*) ;;
  *) echo "container-images: the node dev dependency gives Node $node_version, not 24; run npm install" >&2; exit 1 ;;
esac
if [ "$(label "$node_image" edu-site.node-version)" != "$node_version" ]; then
  echo "container-images: making $node_image (Node $node_version)…"
  started=$SECONDS
  mkdir "$work/context" "$work/context/npm"
  cp "$node_bin" "$work/context/node"
  # npm from the registry (npm's package carries its own dependencies), through npm's cache.
  tarball=$(cd "$work" && npm pack --silent "$npm_spec")
  tar -xzf "$work/$tarball" -C "$work/context/npm" --strip-components=1
  npm_version=$("$node_bin" -p 'require(process.argv[1]).version' "$work/context/npm/package.json")
  podman build --runtime runc --network host --quiet \
    --build-arg DEBIAN_IMAGE="$debian_image" \
    --build-arg NODE_VERSION="$node_version" \
    --build-arg NPM_VERSION="$npm_version" \
    -f "$root/scripts/containers/node.Containerfile" -t "$node_image" "$work/context" >/dev/null
  echo "container-images: $node_image made in $((SECONDS - started)) s"
fi
