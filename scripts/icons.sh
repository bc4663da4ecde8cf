#!/usr/bin/env bash
# Renders the install icons (public/icons/*.png, committed) from the SVG sources. Needs Debian's
# librsvg2-bin (`apt-get install -y librsvg2-bin`); run again after changing public/favicon.svg
# or public/icons/maskable.svg.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../public"
rsvg-convert -w 192 -h 192 favicon.svg -o icons/icon-192.png
rsvg-convert -w 512 -h 512 favicon.svg -o icons/icon-512.png
rsvg-convert -w 512 -h 512 icons/maskable.svg -o icons/maskable-512.png
# iOS puts its own corners on a full square and ignores transparency: the maskable art fits.
rsvg-convert -w 180 -h 180 icons/maskable.svg -o icons/apple-touch-icon.png
