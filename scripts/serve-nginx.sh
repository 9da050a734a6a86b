#!/usr/bin/env bash
# Serves a build through the production nginx configuration on loopback, in the foreground:
#   bash scripts/serve-nginx.sh PORT [MODE] [BUILD_DIR]     (defaults: demo, dist-demo)
# The deploy end-to-end test and `npm run perf` use it. Installs Debian's nginx and its Brotli
# module when they are missing and this may (root).
set -euo pipefail
cd "$(dirname "$0")/.."
port=${1:-8088}
mode=${2:-demo}
build=${3:-dist-demo}
packages="nginx libnginx-mod-http-brotli-static"
if ! command -v nginx >/dev/null || [ ! -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $packages >/dev/null
  else
    echo "nginx or its Brotli module is missing: sudo apt-get install -y $packages" >&2
    exit 1
  fi
fi
prefix=$(mktemp -d /tmp/portal-nginx.XXXXXX)
node scripts/render-nginx.mjs --mode "$mode" --root "$PWD/$build" --listen "127.0.0.1:$port" --prefix "$prefix" >"$prefix/nginx.conf"
nginx -t -q -p "$prefix" -c "$prefix/nginx.conf"
exec nginx -p "$prefix" -c "$prefix/nginx.conf" -g 'daemon off;'
