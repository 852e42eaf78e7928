#!/usr/bin/env bash
# `npm test`: every suite. Unit tests, API tests on the embedded PGlite, the same API tests on a real
# PostgreSQL (started on loopback), and the browser tests against the built site.
# On a developer's machine a missing PostgreSQL or Chromium skips that suite with a loud warning;
# under CI (CI=true) it fails the run.
set -uo pipefail
cd "$(dirname "$0")/.."

status=0
skipped=()
step() { echo; echo "━━━ $1"; }

step "Unit tests (shared, web)"
npm run --silent test:unit || status=1

step "API tests on PGlite"
npm run --silent test:api || status=1

step "API tests on PostgreSQL"
bash scripts/with-postgres.sh npm run --silent test:api
rc=$?
if [ $rc -eq 3 ]; then skipped+=("API tests on PostgreSQL (no PostgreSQL server: apt-get install postgresql)");
elif [ $rc -ne 0 ]; then status=1; fi

step "End-to-end tests in Chromium"
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  npm run --silent test:e2e || status=1
else
  skipped+=("End-to-end tests (no Chromium at ${CHROMIUM_PATH:-/usr/bin/chromium}: apt-get install chromium)")
fi

if [ ${#skipped[@]} -gt 0 ]; then
  echo
  for s in "${skipped[@]}"; do echo "!!! SKIPPED: $s"; done
  if [ "${CI:-}" = "true" ]; then echo "!!! CI=true: a skipped suite fails the run."; status=1; fi
fi
echo
[ $status -eq 0 ] && echo "All test suites passed." || echo "Some test suites FAILED."
exit $status
