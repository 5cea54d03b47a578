#!/bin/sh
# Publishes a release's build files (Next's `/_next/static/`) into the folder nginx serves them
# from (its NGINX_STATIC_ROOT), beside those of the releases before it, before the release's
# instances start (deploy/README.md, "Releases"):
#
#   sh publish-static.sh TARGET [SOURCE]
#
# TARGET  the folder nginx's NGINX_STATIC_ROOT names; the files go to TARGET/_next/static
# SOURCE  the build's static folder; by default the image's, .next/static beside this script
#
# A page names only files of the release that made it, and nginx (or a browser, or a CDN) may
# hold that page after its release has stopped: so files stay here while any release has
# published them in the last KEEP_DAYS days (7), longer than any cache keeps a page (a day).
# Every file's name carries its content's hash or its build's id, so a file already here is the
# same file: it is kept, and its time set to now. A new one is written under another name and
# renamed into place, so nginx never sends half a file. Each text file is also kept
# gzip-compressed beside itself, which nginx sends as it is (`gzip_static`).
set -eu

target="${1:?usage: publish-static.sh TARGET [SOURCE]}"
source_dir="${2:-$(dirname "$0")/.next/static}"
keep_days="${KEEP_DAYS:-7}"
if [ ! -d "$source_dir" ]; then
  echo "publish-static: no build files at $source_dir" >&2
  exit 1
fi
destination="$target/_next/static"
mkdir -p "$destination"
# Made absolute: the files are read from within SOURCE below, where a relative TARGET would
# name a folder inside the build's own files.
destination=$(cd "$destination" && pwd)

# Writes the file `$1` with what the command after it prints, unless it is there already (then
# only its time changes).
place() {
  placed="$1"
  shift
  if [ -f "$placed" ]; then
    touch "$placed"
  else
    "$@" > "$placed.publishing" && mv "$placed.publishing" "$placed"
  fi
}

cd "$source_dir"
# Each file named as find names it, `./…`: a build's id, the name of a folder here, may begin
# with `-`, which dirname, cat and gzip would each take for an option.
find . -type f | while IFS= read -r file; do
  placed="$destination/${file#./}"
  mkdir -p "$(dirname "$placed")"
  place "$placed" cat "$file"
  case "$file" in
    *.js | *.css | *.json | *.svg | *.txt | *.map) place "$placed.gz" gzip -9 -n -c "$file" ;;
  esac
done
published=$(find . -type f | wc -l)

# What no release has published for `keep_days` days; then the folders left empty.
removed=$(find "$destination" -type f -mtime +"$keep_days" -print -delete | wc -l)
find "$destination" -mindepth 1 -type d -empty -delete
echo "publish-static: $published files of this release in $destination, $removed older ones removed"
