#!/usr/bin/env bash
# The end-to-end suite drives Debian's Chromium (this machine cannot download Playwright's own).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's Chromium for the end-to-end tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
cat >&2 <<'MSG'
Chromium is missing and cannot be installed from here (needs root with apt-get).
Install it, then run the checks again:
  sudo apt-get update && sudo apt-get install -y chromium
or, where browsers can be downloaded: npx playwright install chromium
MSG
exit 1
