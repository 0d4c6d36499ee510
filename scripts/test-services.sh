#!/usr/bin/env bash
# Makes sure what the tests need is on this machine and running:
#   - Debian's chromium (driven by playwright-core), postgresql and nginx-light packages, installed
#     when missing (nginx runs unprivileged, from a config the test writes: deploy/nginx/);
#   - a throwaway PostgreSQL cluster on 127.0.0.1:${TEST_PG_PORT:-54329} (trust auth, user postgres).
# Idempotent: a second run finds everything in place and returns at once.
set -euo pipefail

PORT="${TEST_PG_PORT:-54329}"
PGDATA_DIR="${TEST_PG_DIR:-/tmp/anupalan-test-pg}"

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
[ -x /usr/sbin/nginx ] || need+=(nginx-light)
if [ ${#need[@]} -gt 0 ]; then
  echo "test-services: installing ${need[*]} (Debian packages)"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

PGBIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"

# PostgreSQL refuses to run as root: run the cluster as the postgres system user.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if as_pg "$PGBIN/pg_isready" -h 127.0.0.1 -p "$PORT" -q 2>/dev/null; then
  echo "test-services: PostgreSQL already listening on 127.0.0.1:$PORT"
else
  if [ ! -f "$PGDATA_DIR/PG_VERSION" ]; then
    mkdir -p "$PGDATA_DIR"
    [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$PGDATA_DIR"
    as_pg "$PGBIN/initdb" -D "$PGDATA_DIR" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
  fi
  # Tuned for throwaway test databases: durability off, more connections for parallel workers.
  as_pg "$PGBIN/pg_ctl" -D "$PGDATA_DIR" -l "$PGDATA_DIR/server.log" -w -t 60 \
    -o "-h 127.0.0.1 -p $PORT -k /tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
  echo "test-services: PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') started on 127.0.0.1:$PORT"
fi
echo "test-services: nginx $(/usr/sbin/nginx -v 2>&1 | grep -o '[0-9][0-9.]*' | head -1) at /usr/sbin/nginx"
echo "test-services: Chromium $(/usr/bin/chromium --version 2>/dev/null | grep -o '[0-9][0-9.]*' | head -1) at /usr/bin/chromium"
