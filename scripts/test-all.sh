#!/usr/bin/env bash
# `npm test`: every test. Type-check, unit and integration tests (PGlite and a throwaway real
# PostgreSQL), then the browser tests against a production build on a fresh embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh
echo "== type-check"
npx tsc --noEmit -p tsconfig.json
echo "== unit and integration tests"
npx vitest run
echo "== browser tests"
node scripts/e2e.mjs
