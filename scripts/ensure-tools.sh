#!/usr/bin/env bash
# The Debian tools the checks use: Chromium's headless shell for the end-to-end suite and the
# whole browser for the visit budget (this machine cannot download Playwright's own),
# poppler-utils, whose pdftotext reads the PDF statement back in a test, and a Devanagari font:
# the app leaves Hindi and Marathi to the system's font, as every phone carries one (Android's is
# Noto Sans Devanagari); without one the browser draws boxes of another width, and the layout
# tests judge a page no customer sees.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v pdftotext >/dev/null || missing+=(poppler-utils)
{ command -v fc-list >/dev/null && [ -n "$(fc-list :lang=hi family)" ]; } || missing+=(fontconfig fonts-noto-core)
if [ ${#missing[@]} = 0 ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} for the checks..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
cat >&2 <<MSG
${missing[*]} missing and cannot be installed from here (needs root with apt-get).
Install, then run the checks again:
  sudo apt-get update && sudo apt-get install -y ${missing[*]}
or, for Chromium where browsers can be downloaded: npx playwright install chromium
MSG
exit 1
