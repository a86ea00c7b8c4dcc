#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server on loopback and DATABASE_URL pointing at it.
# The server runs as the postgres user in a temporary folder and is stopped on exit, whatever happens.
# Set SKIP_POSTGRES=1 to run the command against the embedded PGlite only.
set -euo pipefail

if [ "${SKIP_POSTGRES:-}" = "1" ] || [ -n "${DATABASE_URL:-}" ]; then
  exec "$@"
fi

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ]; then
  bash "$(dirname "$0")/ensure-test-tools.sh"
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi

port=${LOCI_PG_PORT:-$((55000 + RANDOM % 1000))}
dir=$(mktemp -d /tmp/loci-pg.XXXXXX)
run_as=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres "$dir"
  run_as=(runuser -u postgres --)
fi

cleanup() {
  "${run_as[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT INT TERM

"${run_as[@]}" "$bin/initdb" -D "$dir/data" -A trust -U loci >/dev/null
"${run_as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w start \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" >/dev/null

export DATABASE_URL="postgres://loci@127.0.0.1:$port/postgres"
echo "PostgreSQL for tests on 127.0.0.1:$port"

# The command runs in the background and this script waits for it: a hang-up, interrupt or
# terminate is passed on to the command, and the server is stopped only once the command has
# ended. (Run in the foreground, a SIGHUP to this script ran the exit trap at once: the server was
# stopped while the command went on, e.g. the PostgreSQL half of `npm run bench` failing with
# ECONNREFUSED.) TERM, not INT: a background command of a script ignores SIGINT.
"$@" &
command_pid=$!
trap 'kill -TERM "$command_pid" 2>/dev/null || true' HUP INT TERM
status=0
while kill -0 "$command_pid" 2>/dev/null; do
  wait "$command_pid" && status=0 || status=$?
done
wait "$command_pid" 2>/dev/null && status=0 || status=$?
exit "$status"
