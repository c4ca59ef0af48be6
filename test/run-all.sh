#!/usr/bin/env bash
# `npm test`: every layer, cheapest first, so a broken rule fails before the JVM or Chromium start.
# Then two chains side by side: infra, integration and the longest journey; and the web build, the
# other journeys and a few integration files. Each is one file at a time and waits much of it (on
# queues, the JVM, the browser), which the other chain fills: sampled from /proc/stat, a whole run
# keeps both cores 93% busy (2026-12-04), so more files at a time only slow the others (two
# integration files at once: the run took 46 s longer).
set -euo pipefail
cd "$(dirname "$0")/.."

bash test/scripts/ensure-system-deps.sh
results=.test-results
rm -rf "$results" && mkdir -p "$results"

# The type checker (its three projects side by side: test/scripts/typecheck.sh) and the linter run
# side by side, then print each.
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

# The end-to-end layer is the longest chain, and it mostly waits (on its app and the browser), so
# its longest journey runs at the end of the stack chain instead, beside the rest, once the
# integration layer has freed the cores. (Measured 2026-12-03: run in the browser chain, beside the
# integration layer, it took 236 s instead of 166 s, and the whole run a minute and a half longer.) Every other journey (a new one too) runs in the browser chain.
late_journeys=(test/e2e/phone-widths.test.ts)
excluded=()
for journey in "${late_journeys[@]}"; do
  [ -f "$journey" ] || { echo "run-all.sh names a journey that does not exist: $journey"; exit 1; }
  excluded+=(--exclude "$journey")
done

# The browser chain ended about 6 minutes before the stack chain, which then ran on alone with a
# core to spare: two of the integration layer's longest files run at the browser chain's end
# instead, beside the stack chain's last files and journey. Measured on clean clones (2026-12-04):
# npm test 31 min 55 s and 31 min 20 s before, 29 min 19 s and 31 min 39 s with the first two.
# Once the test accounts' password hashes were made cheap (2026-12-05) it took 25 min 55 s, the
# browser chain ending 2 min 17 s before the stack chain. With the GEDCOM import file moved here
# too, 27 min 1 s: the chains ended closer, but the last journey, beside it, took a minute longer.
late_integration=(test/integration/family-move.test.ts test/integration/account-security.test.ts)
integration_excluded=()
for file in "${late_integration[@]}"; do
  [ -f "$file" ] || { echo "run-all.sh names an integration file that does not exist: $file"; exit 1; }
  integration_excluded+=(--exclude "$file")
done

# Both chains' journeys need the built web client: the browser chain builds it and says when it is there.
built="$results/web-client-built"
await_web_client() {
  until [ -f "$built" ]; do sleep 1; done
  [ "$(cat "$built")" = ok ]
}

# Each chain writes its own log, printed whole when both are done, so the two never interleave.
# A failing layer does not keep the next one from telling what else fails.
(
  status=0
  run_layer infra --project infra || status=1
  run_layer integration --project integration "${integration_excluded[@]}" || status=1
  if await_web_client; then run_layer e2e-late --project e2e "${late_journeys[@]}" || status=1; else status=1; fi
  exit "$status"
) > "$results/stack-chain.log" 2>&1 &
stack_chain=$!
(
  echo "== building the web client for the end-to-end tests"
  if npm run --silent build:web; then echo ok > "$built"; else echo failed > "$built"; exit 1; fi
  status=0
  run_layer e2e --project e2e "${excluded[@]}" || status=1
  run_layer integration-late --project integration "${late_integration[@]}" || status=1
  exit "$status"
) > "$results/browser-chain.log" 2>&1 &
browser_chain=$!

status=0
wait "$stack_chain" || status=1
wait "$browser_chain" || status=1
cat "$results/stack-chain.log" "$results/browser-chain.log"

# A layer that never wrote its report (a chain stopped before it) counts as failed.
for layer in infra integration integration-late e2e e2e-late; do
  [ -f "$results/$layer.json" ] || { echo "the $layer layer did not run to its end"; status=1; }
done
node test/scripts/summarize-results.mjs "$results" || status=1
echo "npm test took $((SECONDS / 60)) min $((SECONDS % 60)) s"
exit "$status"
