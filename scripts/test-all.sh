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

# Debian's packages (Chromium, PostgreSQL) download while the checks below use the cores.
deps_log=$(mktemp)
bash scripts/ensure-system-deps.sh >"$deps_log" 2>&1 &
deps=$!

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

step "production build (with the browser tests' build-time variables, so it is built once)"
node scripts/e2e.mjs --build-only
step "JavaScript budgets"
node scripts/check-budgets.mjs

deps_ok=0
wait $deps || deps_ok=$?
cat "$deps_log"
rm -f "$deps_log"
if [ $deps_ok -ne 0 ]; then exit $deps_ok; fi

# The production-server suites (tests/hardening, payment routes: each starts Next.js servers and
# mostly waits on them) in a Vitest of their own beside the rest: one Vitest runs its projects' files
# from one pool, and ran them last, one at a time, on a worker of two (about 220 s of a 536 s run).
# One property seed for both (printed by each).
step "unit and integration tests (the production-server suites beside the rest)"
export FC_SEED="${FC_SEED:-$((RANDOM * 32768 + RANDOM))}"
servers_log=$(mktemp)
npx vitest run --project 'production servers' >"$servers_log" 2>&1 &
servers=$!
unit_ok=0
npx vitest run --project 'pure modules' --project 'unit and database' --project components || unit_ok=$?
servers_ok=0
wait $servers || servers_ok=$?
echo "== the production-server suites (run beside the above)"
cat "$servers_log"
rm -f "$servers_log"
if [ $unit_ok -ne 0 ] || [ $servers_ok -ne 0 ]; then
  echo "unit and database exit $unit_ok, production servers exit $servers_ok" >&2
  exit 1
fi
step "browser tests"
node scripts/e2e.mjs
step "done"
