#!/usr/bin/env bash
# `npm test`: every layer, cheapest first, so a broken rule fails before the JVM or Chromium start.
set -euo pipefail
cd "$(dirname "$0")/.."

bash test/scripts/ensure-system-deps.sh
results=.test-results
rm -rf "$results" && mkdir -p "$results"

echo "== typecheck"; npm run --silent typecheck
echo "== lint"; npm run --silent lint

run_layer() {
  echo "== $1 tests"
  npx vitest run --project "$1" --reporter=default --reporter=json --outputFile.json="$results/$1.json"
}
run_layer unit
run_layer infra
run_layer integration
echo "== building the web client for the end-to-end tests"; npm run --silent build:web
run_layer e2e

node test/scripts/summarize-results.mjs "$results"
