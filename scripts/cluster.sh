#!/usr/bin/env bash
# Two lab-api instances on one PostgreSQL behind nginx (Debian's nginx-light), round-robin with no
# sticky sessions: the production topology of docs/deployment.md on one machine, to try and test.
#   bash scripts/cluster.sh [--instances N] [--port 8080]
# Uses DATABASE_URL when set, otherwise a throwaway PostgreSQL (scripts/with-postgres.sh).
# Build the portal first (`npx turbo run build --filter=@loci/portal`) to sign in in a browser.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/scripts/ensure-test-tools.sh"
cd "$root/apps/lab-api"
exec bash "$root/scripts/with-postgres.sh" npx tsx cluster/run-cluster.ts "$@"
