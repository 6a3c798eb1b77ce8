#!/bin/sh
# Runs a command against a throwaway PostgreSQL cluster:
#   sh scripts/with-postgres.sh <command...>
# Initialises a cluster in a temporary folder on a free port, exports DATABASE_URL, runs the
# command, then stops the cluster and deletes the folder. initdb refuses to run as root, so
# as root the cluster is run by the `postgres` user.
set -eu

[ $# -gt 0 ] || { echo "usage: with-postgres.sh <command...>" >&2; exit 2; }

bindir=""
for dir in /usr/local/bin /usr/lib/postgresql/*/bin; do
  if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then bindir=$dir; break; fi
done
# Exit 77 means "no PostgreSQL could be started here": callers report the run as skipped.
[ -n "$bindir" ] || { echo "with-postgres: initdb/pg_ctl not found" >&2; exit 77; }
if [ "$(id -u)" = "0" ] && ! id postgres >/dev/null 2>&1; then
  echo "with-postgres: running as root needs a 'postgres' user to own the cluster" >&2; exit 77
fi

port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
tmp=$(mktemp -d /tmp/marquee-pg.XXXXXX)
data="$tmp/data"

as_owner() {
  if [ "$(id -u)" = "0" ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

if [ "$(id -u)" = "0" ]; then chown postgres "$tmp"; fi
dbuser=$(if [ "$(id -u)" = "0" ]; then echo postgres; else id -un; fi)

cleanup() {
  as_owner "$bindir/pg_ctl" -D "$data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$tmp"
}
trap cleanup EXIT INT TERM

as_owner "$bindir/initdb" -D "$data" -U "$dbuser" --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$tmp/initdb.log" 2>&1 \
  || { cat "$tmp/initdb.log" >&2; exit 77; }
as_owner "$bindir/pg_ctl" -D "$data" -l "$tmp/postgres.log" -w \
  -o "-p $port -k $tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100" start >/dev/null \
  || { cat "$tmp/postgres.log" >&2; exit 77; }

DATABASE_URL="postgres://$dbuser@127.0.0.1:$port/postgres"
export DATABASE_URL
echo "with-postgres: PostgreSQL $("$bindir/pg_ctl" --version | awk '{print $3}') at $DATABASE_URL" >&2

set +e
"$@"
status=$?
set -e
exit $status
