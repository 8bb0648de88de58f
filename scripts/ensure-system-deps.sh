#!/usr/bin/env bash
# Installs what the tests need from Debian's packages when it is missing: Chromium's headless shell for
# the browser tests, PostgreSQL server binaries for the real-server tests. Needs root (CI runs as root).
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
if ! command -v initdb >/dev/null 2>&1 && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  missing+=(postgresql)
fi
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing system packages: ${missing[*]}. Install them (apt-get install -y ${missing[*]}) or run as root." >&2
  exit 1
fi
echo "[deps] installing ${missing[*]} from Debian's packages…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
