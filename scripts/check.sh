#!/usr/bin/env bash
# Every check of the project: lint, types, the dependency audit, the docs' links, unit and
# integration tests, the production and demo builds (with their content and size checks), and the
# end-to-end suite in Chromium.
# Every step runs even when an earlier one fails; the summary gives each step's wall time and the
# last line totals them all. A step that exits 75 could not run here (see scripts/audit.mjs): it
# counts as skipped, not passed. Steps that share nothing run side by side (docs/testing.md#the-two-commands).
set -uo pipefail
cd "$(dirname "$0")/.."
rm -rf reports && mkdir -p reports/steps
# The project brings its own Node (the `node` package in devDependencies), which npm scripts put
# first on the PATH: every check below runs on it, whatever Node the machine has (docs/toolchain.md).
printf 'Node %s (%s), npm %s\n' "$(node --version)" "$(command -v node)" "$(npm --version)"
results=()
started=$(date +%s.%N)

# Records a step as status:seconds:name for the summary.
record() {
  local code=$1 start=$2 end=$3 name=$4 status
  case $code in
    0) status=pass ;;
    75) status=skip ;;
    *) status=fail ;;
  esac
  results+=("$status:$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f", e - s }'):$name")
}

# One step, its output as it comes.
step() {
  local name=$1 start
  shift
  printf '\n=== %s\n' "$name"
  start=$(date +%s.%N)
  "$@"
  record $? "$start" "$(date +%s.%N)" "$name"
}

# Steps that share nothing, side by side: each argument is 'name=command'. Each one's output is
# printed whole once all have ended, so the log reads step by step.
together() {
  local i=0 spec name pids=() names=()
  for spec in "$@"; do
    name=${spec%%=*}
    names+=("$name")
    (
      start=$(date +%s.%N)
      bash -c "${spec#*=}" >"reports/steps/$i.log" 2>&1
      echo "$? $start $(date +%s.%N)" >"reports/steps/$i.status"
    ) &
    pids+=($!)
    i=$((i + 1))
  done
  wait "${pids[@]}"
  for i in "${!names[@]}"; do
    printf '\n=== %s\n' "${names[$i]}"
    cat "reports/steps/$i.log"
    read -r code start end <"reports/steps/$i.status"
    record "$code" "$start" "$end" "${names[$i]}"
  done
}

step "chromium, poppler-utils and a Devanagari font" bash scripts/ensure-tools.sh
# ESLint and tsc each use one core: on two cores they take the time of the slower one.
together \
  "lint=npm run --silent lint" \
  "typecheck=npm run --silent typecheck" \
  "dependency audit=node scripts/audit.mjs" \
  "mutation survivors listed=node scripts/mutation-survivors.mjs --check" \
  "docs links=node scripts/check-docs-links.mjs"
# Each build is made once and shared: the production build (the documented example
# configuration, .env.example) by its content and size checks, the demo builds by every
# end-to-end project (dist-demo also behind nginx).
together \
  "production build=npx vite build --mode example" \
  "demo build=npm run --silent build:demo" \
  "demo build, popup and payout=npm run --silent build:demo-alt"
step "production build contents" node scripts/check-production-build.mjs
step "bundle budget" node scripts/bundle-budget.mjs
step "login visit budget" node scripts/visit-budget.mjs
step "unit and integration tests" npx vitest run --reporter=default --reporter=json --outputFile=reports/unit.json \
  --reporter=./tooling/unhandled-errors-reporter.ts
step "end-to-end tests" npx playwright test

node scripts/summary.mjs "total:$(awk -v s="$started" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }')" "${results[@]}"
