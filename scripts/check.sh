#!/usr/bin/env bash
# Every check of the project: lint, types, the dependency audit, unit and integration tests, the
# production and demo builds (with their content and size checks), and the end-to-end suite in
# Chromium.
# Every step runs even when an earlier one fails; the last line totals them all. A step that
# exits 75 could not run here (see scripts/audit.mjs): it counts as skipped, not passed.
set -uo pipefail
cd "$(dirname "$0")/.."
rm -rf reports && mkdir -p reports
# The project brings its own Node (the `node` package in devDependencies), which npm scripts put
# first on the PATH: every check below runs on it, whatever Node the machine has (docs/toolchain.md).
printf 'Node %s (%s), npm %s\n' "$(node --version)" "$(command -v node)" "$(npm --version)"
results=()

step() {
  local name=$1
  shift
  printf '\n=== %s\n' "$name"
  "$@"
  case $? in
    0) results+=("pass:$name") ;;
    75) results+=("skip:$name") ;;
    *) results+=("fail:$name") ;;
  esac
}

step "chromium and poppler-utils" bash scripts/ensure-tools.sh
step "lint" npm run --silent lint
step "typecheck" npm run --silent typecheck
step "dependency audit" node scripts/audit.mjs
# The last mutation run's survivors are listed, each with a reason
# (docs/testing.md#mutation-testing).
step "mutation survivors listed" node scripts/mutation-survivors.mjs --check
step "unit and integration tests" npx vitest run --reporter=default --reporter=json --outputFile=reports/unit.json
# The production build with the documented example configuration (.env.example).
step "production build" npx vite build --mode example
step "production build contents" node scripts/check-production-build.mjs
step "bundle budget" node scripts/bundle-budget.mjs
step "login visit budget" node scripts/visit-budget.mjs
step "demo build" npm run --silent build:demo
step "demo build, popup and payout" npm run --silent build:demo-alt
step "end-to-end tests" npx playwright test

node scripts/summary.mjs "${results[@]}"
