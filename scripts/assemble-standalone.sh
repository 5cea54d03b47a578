#!/bin/sh
# Completes Next's standalone output into a server that runs on its own:
#   sh scripts/assemble-standalone.sh [distDir]     (default .next; run from the project root)
# `next build` with `output: 'standalone'` writes <distDir>/standalone/server.js with the server
# code and the modules it uses, but not the browser's files. Its server.js serves them from
# <distDir>/static and public/ beside itself, so they are copied there. The Dockerfile and the
# standalone browser test both use this, so the test runs what the container runs.
set -eu

dist="${1:-.next}"
case "$dist" in
  /* | *..*) echo "assemble-standalone: give the dist dir relative to the project root, got $dist" >&2; exit 1 ;;
esac
standalone="$dist/standalone"
if [ ! -f "$standalone/server.js" ]; then
  echo "assemble-standalone: no $standalone/server.js; build first (next build with output: 'standalone')" >&2
  exit 1
fi

rm -rf "$standalone/$dist/static" "$standalone/public"
mkdir -p "$standalone/$dist"
cp -R "$dist/static" "$standalone/$dist/static"
cp -R public "$standalone/public"
