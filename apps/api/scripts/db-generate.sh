#!/usr/bin/env bash
# Generates a SQL migration from src/db/schema.ts (extra arguments go to drizzle-kit generate, e.g.
# --name x, or --custom for an empty migration to write by hand).
# drizzle-kit is installed at the repository root and imports drizzle-orm, which npm keeps under
# apps/api/node_modules; a link at the root for the duration of the run lets it find it.
set -euo pipefail
cd "$(dirname "$0")/.."
root=../../node_modules
linked=""
cleanup() { if [ -n "$linked" ]; then rm -f "$root/drizzle-orm"; fi; }
trap cleanup EXIT
if [ -d node_modules/drizzle-orm ] && [ ! -e "$root/drizzle-orm" ]; then
  ln -s ../apps/api/node_modules/drizzle-orm "$root/drizzle-orm"
  linked=1
fi
"$root/.bin/drizzle-kit" generate "$@"
