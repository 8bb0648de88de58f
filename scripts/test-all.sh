#!/usr/bin/env bash
# `npm test`: every test. Type-check, the production build, unit and integration tests (PGlite, a
# throwaway real PostgreSQL, and production servers started by the hardening tests), then the
# browser tests against the production build on a fresh embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh
echo "== type-check"
npx tsc --noEmit -p tsconfig.json
echo "== the shipped puzzles, all 6,000 re-proved by the exact mate search"
npx tsx scripts/verify-puzzles.ts
echo "== production build (with the browser tests' build-time variables, so it is built once)"
node scripts/e2e.mjs --build-only
echo "== JavaScript budgets"
node scripts/check-budgets.mjs
echo "== unit and integration tests"
npx vitest run
echo "== browser tests"
node scripts/e2e.mjs
