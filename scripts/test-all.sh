#!/usr/bin/env bash
# `npm test`: every suite. Unit tests, API tests on the embedded PGlite, the same API tests on a real
# PostgreSQL (started on loopback), and the browser tests against the built site.
#
# The suites run side by side: each has its own databases and its own server, and most of their time is
# spent waiting (on a database, a browser, a page), so two cores finish them in about the time of the
# longest. The browser tests are split into shards (E2E_SHARDS, default 3), each with its own site, by the
# specs' measured costs so that the shards end together (e2e/support/shards.ts, ADR 65).
# Each suite's output goes to a file and is shown whole when the suite ends.
#
# On a developer's machine a missing PostgreSQL or Chromium skips that suite with a loud warning;
# under CI (CI=true) it fails the run.
set -uo pipefail
cd "$(dirname "$0")/.."

SHARDS=${E2E_SHARDS:-3}
LOGS=$(mktemp -d /tmp/league-tests.XXXXXX)
trap 'rm -rf "$LOGS"' EXIT

status=0
skipped=()
step() { echo; echo "━━━ $1"; }

# cpu_group NAME: makes a CPU-accounting group for a suite and prints its folder, when this machine lets us
# (root, cgroup v1's cpuacct or cgroup v2). A group counts every process the suite starts, including those
# it leaves to others to reap (test workers, browsers), which `times` would miss.
cpu_group() {
  local dir
  for dir in /sys/fs/cgroup/cpuacct /sys/fs/cgroup/unified /sys/fs/cgroup; do
    [ -w "$dir/cgroup.procs" ] && mkdir "$dir/league-tests-$1-$$" 2>/dev/null && { echo "$dir/league-tests-$1-$$"; return; }
  done
}

# cpu_seconds GROUP: the CPU time the group's processes used, in seconds.
cpu_seconds() {
  if [ -f "$1/cpuacct.usage" ]; then echo $(( $(cat "$1/cpuacct.usage") / 1000000000 ))
  else echo $(( $(awk '$1 == "usage_usec" { print $2 }' "$1/cpu.stat") / 1000000 )); fi
}

# run NAME COMMAND...: runs a suite in the background, its output and exit code in $LOGS, with its wall
# time and, where the machine can count it, its CPU time: what the suites running side by side share.
declare -A pids=()
run() {
  local name=$1
  shift
  (
    start=$(date +%s)
    group=$(cpu_group "$name")
    [ -n "$group" ] && echo "$BASHPID" >"$group/cgroup.procs"
    "$@" >"$LOGS/$name.log" 2>&1
    echo $? >"$LOGS/$name.rc"
    used=""
    if [ -n "$group" ]; then
      used=", CPU $(cpu_seconds "$group") s"
      echo "$BASHPID" >"${group%/*}/cgroup.procs"
      rmdir "$group" 2>/dev/null
    fi
    echo "$(( $(date +%s) - start )) s$used" >"$LOGS/$name.time"
  ) &
  pids[$name]=$!
}

# report NAME TITLE: shows a finished suite's output and folds its exit code into the run's status.
report() {
  local name=$1 title=$2 rc
  rc=$(cat "$LOGS/$name.rc" 2>/dev/null || echo 1)
  step "$title (exit $rc)"
  cat "$LOGS/$name.log"
  if [ "$name" = "api-postgres" ] && [ "$rc" -eq 3 ]; then
    skipped+=("API tests on PostgreSQL (no PostgreSQL server: apt-get install postgresql)")
  elif [ "$rc" -ne 0 ]; then
    status=1
  fi
}

chromium=false
# The browser tests drive Chromium's headless shell, and the full Chromium for the spec that reads shown
# notifications (e2e/support/browser.ts, ADR 64).
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ] && [ -x "${CHROMIUM_FULL_PATH:-/usr/bin/chromium}" ] &&
  chromium=true

started=$(date +%s)
# First the quick checks and the web build the browser tests need, side by side, with the longest suite
# (the API on PGlite, which needs neither) beside them from the start.
run unit npm run --silent test:unit
$chromium && run build npm run --silent build -w apps/web
# It is one worker on one thread (PGlite), among a dozen threads of the browser shards: at equal priority
# the scheduler gave it a fifth of a core, and it ran on alone for minutes after the rest had finished. As
# root it runs at a higher priority, so it takes most of a core and ends with the others (ADR 64).
priority=()
[ "$(id -u)" -eq 0 ] && priority=(nice -n -10)
run api-pglite "${priority[@]}" npm run --silent test:api
wait "${pids[unit]}" ${pids[build]:+"${pids[build]}"}
report unit "Unit tests (shared, web, repo)"
$chromium && report build "Web build for the end-to-end tests"

# Then everything else at once.
run api-postgres bash scripts/with-postgres.sh npm run --silent test:api
if $chromium && [ "$(cat "$LOGS/build.rc")" = "0" ]; then
  for shard in $(seq 1 "$SHARDS"); do
    run "e2e-$shard" npx vitest run --project e2e --shard="$shard/$SHARDS"
  done
elif ! $chromium; then
  skipped+=("End-to-end tests (they need Chromium's headless shell at ${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell} and Chromium at ${CHROMIUM_FULL_PATH:-/usr/bin/chromium}: apt-get install chromium-headless-shell chromium)")
fi
wait
# Suites that passed first, then those that failed, so the end of a long log shows what went wrong.
later=()
for entry in "api-pglite|API tests on PGlite" "api-postgres|API tests on PostgreSQL" \
  $(for shard in $(seq 1 "$SHARDS"); do echo "e2e-$shard|End-to-end_tests_in_Chromium,_shard_${shard}_of_$SHARDS"; done); do
  name=${entry%%|*} title=${entry#*|}
  [ -f "$LOGS/$name.rc" ] || continue
  if [ "$(cat "$LOGS/$name.rc")" = "0" ]; then report "$name" "${title//_/ }"; else later+=("$entry"); fi
done
for entry in "${later[@]}"; do report "${entry%%|*}" "$(echo "${entry#*|}" | tr _ ' ')"; done

if [ ${#skipped[@]} -gt 0 ]; then
  echo
  for s in "${skipped[@]}"; do echo "!!! SKIPPED: $s"; done
  if [ "${CI:-}" = "true" ]; then echo "!!! CI=true: a skipped suite fails the run."; status=1; fi
fi
echo
for rc in "$LOGS"/*.rc; do
  name=$(basename "$rc" .rc)
  echo "  $name: exit $(cat "$rc") after $(cat "$LOGS/$name.time" 2>/dev/null || echo '?')"
done
echo "Test suites took $(( $(date +%s) - started )) s."
[ $status -eq 0 ] && echo "All test suites passed." || echo "Some test suites FAILED."
exit $status
