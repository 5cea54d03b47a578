#!/usr/bin/env bash
# Regenerates media/sample.mp4, the one clip every demo video points at.
# Needs ffmpeg with libx264 and the native AAC encoder (Debian: apt-get install ffmpeg).
#
# Why these flags:
#   testsrc2 + sine   a moving picture and an audible tone, so a test (or a person) can
#                     tell the player really plays, with no copyrighted material.
#   yuv420p, main     the profile and pixel format every browser's <video> decodes.
#   +faststart        moves the index (moov) to the front, so playback can start before
#                     the whole file arrives, as it does over Range requests.
#   -bitexact, -map_metadata -1
#                     keep encoder versions and dates out of the file, so reruns with the
#                     same ffmpeg give the same bytes and no spurious diff.
set -euo pipefail

out="$(dirname "$0")/media/sample.mp4"
mkdir -p "$(dirname "$out")"

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=640x360:rate=25:duration=4" \
  -f lavfi -i "sine=frequency=440:sample_rate=44100:duration=4" \
  -map 0:v -map 1:a \
  -c:v libx264 -profile:v main -preset slow -crf 30 -pix_fmt yuv420p -g 50 \
  -c:a aac -b:a 64k -ac 1 \
  -shortest -movflags +faststart \
  -map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact \
  "$out"

echo "wrote $out ($(wc -c <"$out") bytes)"
