#!/usr/bin/env bash
# `npm test`: every layer, cheapest first, so a broken rule fails before the JVM or Chromium start.
# Then two chains side by side, of about the same length (23 minutes each on two cores when last
# measured): infra and integration; and the web build and the journeys. Each is one file at a time
# and spends much of it waiting (on queues, the JVM, the browser), so on two cores the chains
# together take little longer than the longer one alone. Keep them even when a layer grows.
set -euo pipefail
cd "$(dirname "$0")/.."

bash test/scripts/ensure-system-deps.sh
results=.test-results
rm -rf "$results" && mkdir -p "$results"

# The type checker and the linter each use one core: run them side by side, then print each.
npm run --silent typecheck > "$results/typecheck.log" 2>&1 & typecheck=$!
npm run --silent lint > "$results/lint.log" 2>&1 & lint=$!
checks=0
wait "$typecheck" || checks=1
wait "$lint" || checks=1
echo "== typecheck"; cat "$results/typecheck.log"
echo "== lint"; cat "$results/lint.log"
[ "$checks" -eq 0 ] || exit 1

# run_layer <report name> <vitest arguments>: one layer (or part of one), its JSON report kept for the summary.
run_layer() {
  local name=$1
  shift
  echo "== $name tests"
  npx vitest run "$@" --reporter=default --reporter=json --outputFile.json="$results/$name.json"
}
run_layer unit --project unit --project unit-web

# Each chain writes its own log, printed whole when both are done, so the two never interleave.
# A failing layer does not keep the next one from telling what else fails.
(
  status=0
  run_layer infra --project infra || status=1
  run_layer integration --project integration || status=1
  exit "$status"
) > "$results/stack-chain.log" 2>&1 &
stack_chain=$!
(
  echo "== building the web client for the end-to-end tests"
  npm run --silent build:web
  run_layer e2e --project e2e
) > "$results/browser-chain.log" 2>&1 &
browser_chain=$!

status=0
wait "$stack_chain" || status=1
wait "$browser_chain" || status=1
cat "$results/stack-chain.log" "$results/browser-chain.log"

# A layer that never wrote its report (a chain stopped before it) counts as failed.
for layer in infra integration e2e; do
  [ -f "$results/$layer.json" ] || { echo "the $layer layer did not run to its end"; status=1; }
done
node test/scripts/summarize-results.mjs "$results" || status=1
echo "npm test took $((SECONDS / 60)) min $((SECONDS % 60)) s"
exit "$status"
