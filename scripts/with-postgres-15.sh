#!/usr/bin/env bash
# Runs a command against a throwaway Debian PostgreSQL 15 server: the oldest version the product supports. Installs
# Debian's postgresql-15 when it is missing (as root), starts a cluster of its own in a temp folder on a free loopback
# port (trust authentication: loopback only, deleted afterwards), runs the command with DATABASE_URL naming it, and
# stops and deletes the cluster whatever the command's outcome. Its exit code is the command's.
set -euo pipefail

bin=/usr/lib/postgresql/15/bin
bash "$(dirname "$0")/install-debian-packages.sh" "$bin/postgres" postgresql-15

# PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user the package creates.
as_owner=()
if [[ $(id -u) -eq 0 ]]; then as_owner=(runuser -u postgres --); fi

cluster=$(mktemp -d "${TMPDIR:-/tmp}/esvd-pg15-XXXXXX")
chmod 755 "$cluster"
if [[ $(id -u) -eq 0 ]]; then chown postgres "$cluster"; fi
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

stop() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$cluster/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$cluster"
}
trap stop EXIT

"${as_owner[@]}" "$bin/initdb" -D "$cluster/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${as_owner[@]}" "$bin/pg_ctl" -D "$cluster/data" -l "$cluster/server.log" -w \
  -o "-p $port -k $cluster -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
echo "with-postgres-15: $("$bin/postgres" --version) on 127.0.0.1:$port"

set +e
DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
status=$?
set -e
exit $status
