#!/usr/bin/env bash
# Serves the demo build through the production nginx configuration on loopback (for the
# deploy end-to-end test). Installs Debian's nginx when it is missing and this may (root).
set -euo pipefail
cd "$(dirname "$0")/.."
port=${1:-8088}
if ! command -v nginx >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null
  else
    echo "nginx is missing: sudo apt-get install -y nginx-light" >&2
    exit 1
  fi
fi
prefix=$(mktemp -d /tmp/portal-nginx.XXXXXX)
node scripts/render-nginx.mjs --mode demo --root "$PWD/dist-demo" --listen "127.0.0.1:$port" --prefix "$prefix" >"$prefix/nginx.conf"
nginx -t -q -p "$prefix" -c "$prefix/nginx.conf"
exec nginx -p "$prefix" -c "$prefix/nginx.conf" -g 'daemon off;'
