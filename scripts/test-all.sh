#!/usr/bin/env bash
# `npm test`: every test. Type-check and lint, the chess re-proof when the puzzles or the chess code
# changed, the production build, unit and integration tests (PGlite, a throwaway real PostgreSQL, and
# production servers started by the hardening tests), then the browser tests against the production
# build on a fresh embedded database. `npm run test:deep` (TEST_DEPTH=deep) runs every property and
# generator case and always re-proves the chess puzzles: what a nightly job runs.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
step() { echo "== $1 (at $((SECONDS - started)) s)"; }

# The unit tests need no build: they start at once and run beside the type-check, the lint and the
# build (on two cores these leave one idle for long stretches), once Debian's packages (Chromium,
# PostgreSQL) are there. Their output is printed when they are done. One property seed for them and
# the production-server suites (printed by each).
export FC_SEED="${FC_SEED:-$((RANDOM * 32768 + RANDOM))}"
deps_log=$(mktemp)
unit_log=$(mktemp)
deps_done=$(mktemp -u)
step "unit and integration tests, beside what follows"
(
  bash scripts/ensure-system-deps.sh >"$deps_log" 2>&1 || exit 97
  touch "$deps_done"
  npx vitest run --project engines --project 'unit and database' --project components >"$unit_log" 2>&1
) &
unit=$!
# A failed step ends the run: not with the unit tests still running (their process tree).
kill_tree() {
  local child
  for child in $(pgrep -P "$1"); do kill_tree "$child"; done
  kill "$1" 2>/dev/null || true
}
trap 'kill_tree $unit' EXIT

step "type-check and lint, side by side"
npx tsc --noEmit -p tsconfig.json &
tsc=$!
lint_ok=0
npm run --silent lint || lint_ok=$?
tsc_ok=0
wait $tsc || tsc_ok=$?
if [ $tsc_ok -ne 0 ] || [ $lint_ok -ne 0 ]; then
  echo "type-check exit $tsc_ok, lint exit $lint_ok" >&2
  exit 1
fi

if [ "${TEST_DEPTH:-}" = deep ]; then
  step "the shipped puzzles, all 6,000 re-proved by the exact mate search"
  npx tsx scripts/verify-puzzles.ts
else
  step "the shipped puzzles, re-proved if they or the chess code changed"
  npx tsx scripts/verify-puzzles.ts --when-changed
fi

# The build checks the packages too: not while they are still installing.
while [ ! -e "$deps_done" ] && kill -0 $unit 2>/dev/null; do sleep 1; done
cat "$deps_log"
if [ ! -e "$deps_done" ]; then exit 1; fi
rm -f "$deps_log" "$deps_done"

step "production build (with the browser tests' build-time variables, so it is built once)"
build_ok=0
node scripts/e2e.mjs --build-only || build_ok=$?
if [ $build_ok -eq 0 ]; then
  step "JavaScript budgets"
  node scripts/check-budgets.mjs || build_ok=$?
fi
# The production-server suites (tests/hardening, payment routes: each starts Next.js servers and
# mostly waits on them) in a Vitest of their own, two files at a time: one Vitest runs its projects'
# files from one pool, and ran them last, one at a time, on a worker of two.
servers_ok=0
servers_log=$(mktemp)
if [ $build_ok -eq 0 ]; then
  step "the production-server suites, beside the unit tests"
  npx vitest run --project 'production servers' >"$servers_log" 2>&1 || servers_ok=$?
fi
unit_ok=0
wait $unit || unit_ok=$?
step "unit and integration tests done"
cat "$unit_log"
echo "== the production-server suites"
cat "$servers_log"
rm -f "$unit_log" "$servers_log"
if [ $build_ok -ne 0 ] || [ $unit_ok -ne 0 ] || [ $servers_ok -ne 0 ]; then
  echo "build and budgets exit $build_ok, unit and database exit $unit_ok, production servers exit $servers_ok" >&2
  exit 1
fi
step "browser tests"
node scripts/e2e.mjs
step "done"
