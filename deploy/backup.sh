#!/usr/bin/env bash
# A logical backup of the database: `pg_dump --format=custom` into BACKUP_DIR, with the local uploads
# next to it when they live in DATA_DIR, and anything older than KEEP_DAYS deleted. Run nightly by
# neetmentor-backup.timer; restore as docs/operations.md says.
#   DATABASE_URL  the external database to dump; unset: the embedded one under DATA_DIR (running)
#   DATA_DIR      the server's data folder (default ./data)
#   BACKUP_DIR    where backups go (default /var/backups/neetmentor)
#   KEEP_DAYS     how long to keep them (default 14)
#   PG_DUMP       the pg_dump to use (default: the newest installed); its major version must be the
#                 server's or newer (the embedded PostgreSQL is 18)
set -euo pipefail

data_dir="${DATA_DIR:-./data}"
backup_dir="${BACKUP_DIR:-/var/backups/neetmentor}"
keep_days="${KEEP_DAYS:-14}"
# Debian and Ubuntu install each PostgreSQL version's client side by side: the newest dumps every older server.
newest_pg_dump="$(ls -d /usr/lib/postgresql/*/bin/pg_dump 2>/dev/null | sort -V | tail -n 1)"
pg_dump="${PG_DUMP:-${newest_pg_dump:-pg_dump}}"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"

if [ -n "${DATABASE_URL:-}" ]; then
  target="$DATABASE_URL"
else
  # The embedded PostgreSQL listens on 127.0.0.1 on a port chosen at each start, which its lock file
  # records (4th line); its password is in the server's secrets.json.
  pid_file="$data_dir/postgres/postmaster.pid"
  if [ ! -f "$pid_file" ]; then
    echo "No running embedded PostgreSQL under $data_dir: start the server, or back up the stopped" >&2
    echo "server's whole data folder instead (docs/operations.md)." >&2
    exit 1
  fi
  port="$(sed -n 4p "$pid_file")"
  PGPASSWORD="$(node -e 'process.stdout.write(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).embeddedDbPassword)' "$data_dir/secrets.json")"
  export PGPASSWORD
  target="host=127.0.0.1 port=$port user=postgres dbname=neetmentor"
fi

umask 077
mkdir -p "$backup_dir"
dump="$backup_dir/neetmentor-$stamp.dump"
# Written under another name first, so a failed run never leaves a file that looks like a backup.
"$pg_dump" --format=custom --file="$dump.partial" --dbname="$target"
mv "$dump.partial" "$dump"
echo "database: $dump ($(du -h "$dump" | cut -f1))"

if [ -d "$data_dir/uploads" ]; then
  uploads="$backup_dir/neetmentor-uploads-$stamp.tar.gz"
  tar -C "$data_dir" -czf "$uploads.partial" uploads
  mv "$uploads.partial" "$uploads"
  echo "uploads:  $uploads ($(du -h "$uploads" | cut -f1))"
fi

find "$backup_dir" -maxdepth 1 -name 'neetmentor-*' -mtime +"$keep_days" -delete
