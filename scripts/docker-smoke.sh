#!/usr/bin/env bash
# Runs the Dockerfile's steps without Docker, on a clean copy of the repository:
#   build stage    npm ci, npm run build
#   runtime stage  a fresh folder with package.json, package-lock.json, npm ci --omit=dev and the
#                  build's dist/ (and scripts/ensure-build.mjs), nothing else
#   then           node dist/server/main.js with the image's environment (NODE_ENV=production,
#                  a temporary DATA_DIR, a free port), waits for GET /api/ready 200 with the
#                  image's HEALTHCHECK command, runs `node dist/server/admin.js help`, sends
#                  SIGTERM and checks the server exits with 0, then backs its DATA_DIR up and
#                  restores it into a new folder with the admin commands.
#
# Usage: scripts/docker-smoke.sh [--working-tree]
#   default          the committed tree (git archive HEAD)
#   --working-tree   tracked and untracked files as they are now (ignored files left out)
# KEEP=1 keeps the temporary folder. Needs Node 20.19+, npm and the npm registry (or its cache).
set -euo pipefail

repo="$(git -C "$(dirname "$0")" rev-parse --show-toplevel)"
source_kind=HEAD
case "${1:-}" in
  '') ;;
  --working-tree) source_kind=working-tree ;;
  *)
    echo "Usage: scripts/docker-smoke.sh [--working-tree]" >&2
    exit 2
    ;;
esac

tmp="$(mktemp -d "${TMPDIR:-/tmp}/cadence-docker-smoke.XXXXXX")"
server_pid=''
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -KILL "$server_pid" 2>/dev/null || true
  fi
  if [ "${KEEP:-0}" = 1 ]; then
    echo "Kept $tmp"
  else
    rm -rf "$tmp"
  fi
}
trap cleanup EXIT

step() { printf '\n== %s\n' "$*"; }
elapsed() { echo "$((SECONDS - $1)) s"; }

step "Source ($source_kind) into $tmp/build"
mkdir -p "$tmp/build" "$tmp/runtime" "$tmp/data"
if [ "$source_kind" = HEAD ]; then
  git -C "$repo" archive HEAD | tar -x -C "$tmp/build"
else
  (cd "$repo" && git ls-files -z --cached --others --exclude-standard |
    xargs -0 -I{} sh -c 'test -e "$1" && printf "%s\0" "$1"' _ {} |
    tar --null -T - -cf -) | tar -x -C "$tmp/build"
fi
# What .dockerignore keeps out of the build context.
(cd "$tmp/build" && rm -rf node_modules dist data .tmp test-results playwright-report coverage .env)

step "Build stage: npm ci && npm run build"
t=$SECONDS
(cd "$tmp/build" && npm ci --no-audit --no-fund && npm run build)
echo "build stage: $(elapsed "$t")"

step "Runtime stage: npm ci --omit=dev, dist/ copied"
t=$SECONDS
cp "$tmp/build/package.json" "$tmp/build/package-lock.json" "$tmp/runtime/"
(cd "$tmp/runtime" && NODE_ENV=production npm ci --omit=dev --no-audit --no-fund)
cp -R "$tmp/build/dist" "$tmp/runtime/dist"
mkdir -p "$tmp/runtime/scripts"
cp "$tmp/build/scripts/ensure-build.mjs" "$tmp/runtime/scripts/"
echo "runtime stage: $(elapsed "$t"); node_modules $(du -sh "$tmp/runtime/node_modules" | cut -f1), dist $(du -sh "$tmp/runtime/dist" | cut -f1)"

port="$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")"
# The image's environment; HOST stays on the loopback here (0.0.0.0 in the image).
run_env=(env -i "PATH=$PATH" "HOME=$tmp" NODE_ENV=production HOST=127.0.0.1 "PORT=$port"
  "DATA_DIR=$tmp/data")

step "CMD node dist/server/main.js (port $port, DATA_DIR $tmp/data)"
t=$SECONDS
(cd "$tmp/runtime" && exec "${run_env[@]}" node dist/server/main.js) >"$tmp/server.log" 2>&1 &
server_pid=$!

# The Dockerfile's HEALTHCHECK command.
healthcheck="fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
ready=0
for _ in $(seq 1 120); do
  if ! kill -0 "$server_pid" 2>/dev/null; then break; fi
  if (cd "$tmp/runtime" && "${run_env[@]}" node -e "$healthcheck"); then
    ready=1
    break
  fi
  sleep 0.5
done
if [ "$ready" != 1 ]; then
  echo "FAIL: /api/ready did not answer 200 within 60 s; server log:" >&2
  cat "$tmp/server.log" >&2
  exit 1
fi
echo "/api/ready 200 after $(elapsed "$t")"

step "Admin entry: node dist/server/admin.js help"
(cd "$tmp/runtime" && "${run_env[@]}" node dist/server/admin.js help)

step "SIGTERM"
kill -TERM "$server_pid"
code=''
for _ in $(seq 1 60); do
  if ! kill -0 "$server_pid" 2>/dev/null; then
    code=0
    wait "$server_pid" || code=$?
    break
  fi
  sleep 0.5
done
server_pid_was=$server_pid
server_pid=''
if [ -z "$code" ]; then
  echo "FAIL: the server (pid $server_pid_was) did not exit within 30 s of SIGTERM" >&2
  kill -KILL "$server_pid_was" 2>/dev/null || true
  exit 1
fi
if [ "$code" != 0 ]; then
  echo "FAIL: the server exited with $code after SIGTERM; server log:" >&2
  tail -20 "$tmp/server.log" >&2
  exit 1
fi
echo "exit code 0 after SIGTERM"

step "Admin backup and restore on the stopped server's DATA_DIR"
(cd "$tmp/runtime" && "${run_env[@]}" node dist/server/admin.js backup "$tmp/backup.tar.gz")
(cd "$tmp/runtime" && "${run_env[@]}" "DATA_DIR=$tmp/restored" node dist/server/admin.js restore "$tmp/backup.tar.gz")
echo
echo "OK: docker smoke passed ($source_kind)"
