#!/usr/bin/env bash
# SQL-injection probe (SECURITY.md promise 4; docs/security/sqlmap.md): runs Debian's `sqlmap`
# against every parameter of the API of a throwaway server on 127.0.0.1 and nowhere else.
#
# Builds nothing. Starts `node --import tsx src/server/main.ts` on 127.0.0.1:$PROBE_PORT (3870)
# with DEMO_MODE=on, NODE_ENV=production, TRUST_PROXY=127.0.0.1 and an embedded PGlite in a
# fresh temp DATA_DIR, or on PostgreSQL when PROBE_DATABASE_URL names a THROWAWAY database (it
# gets filled with sandboxes, probe meetings and probe accounts). Signs in a demo Senior Manager
# and a demo Team Member, registers one account for the sign-in probes, then runs one sqlmap
# process per target (one parameter of one route, marked with `*`), each bounded by `timeout`.
#
# Prints one line per target ("<target>: not injectable" / "INJECTABLE" / "INCONCLUSIVE (why)")
# and "N targets probed, M injectable". Exit status: 0 when every target was probed and none is
# injectable; 1 when any is injectable or inconclusive; 2 when the set-up failed.
# Output (logs, traffic, sqlmap's session files) goes to .tmp/sqlmap/ (git-ignored).
#
# Knobs: PROBE_PORT (3870), PROBE_DATABASE_URL, SQLMAP_LEVEL (2), SQLMAP_TEXT_LEVEL (5: free-text
# body fields, see below), SQLMAP_RISK (1), SQLMAP_TIMEOUT (seconds per target, 240), PROBE_ONLY
# (a regex: probe only matching targets).
set -uo pipefail
cd "$(dirname "$0")/.."

PORT=${PROBE_PORT:-3870}
BASE="http://127.0.0.1:$PORT"
LEVEL=${SQLMAP_LEVEL:-2}
TEXT_LEVEL=${SQLMAP_TEXT_LEVEL:-5}
RISK=${SQLMAP_RISK:-1}
PER_TARGET=${SQLMAP_TIMEOUT:-240}
OUT=.tmp/sqlmap
command -v sqlmap >/dev/null || { echo "sqlmap is not installed (apt-get install -y sqlmap)" >&2; exit 2; }
command -v curl >/dev/null || { echo "curl is required" >&2; exit 2; }
if curl -s -o /dev/null "$BASE/api/health"; then echo "port $PORT is already in use" >&2; exit 2; fi
rm -rf "$OUT"
mkdir -p "$OUT/logs" "$OUT/traffic" "$OUT/jars"

# ---- the throwaway server -------------------------------------------------------------------
DATA_DIR_TMP=$(mktemp -d)
SERVER_PID=
stop_server() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID" 2>/dev/null
    for _ in $(seq 20); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.5; done
    kill -KILL "$SERVER_PID" 2>/dev/null
  fi
  rm -rf "$DATA_DIR_TMP"
}
trap stop_server EXIT
trap 'exit 130' INT TERM

DB_LABEL="embedded PGlite ($DATA_DIR_TMP)"
DB_ENV=()
if [ -n "${PROBE_DATABASE_URL:-}" ]; then
  DB_ENV=(DATABASE_URL="$PROBE_DATABASE_URL")
  DB_LABEL="PostgreSQL (PROBE_DATABASE_URL)"
fi
env PORT="$PORT" HOST=127.0.0.1 DATA_DIR="$DATA_DIR_TMP" DEMO_MODE=on NODE_ENV=production \
  TRUST_PROXY=127.0.0.1 APP_URL="$BASE" "${DB_ENV[@]}" \
  node --import tsx src/server/main.ts >"$OUT/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 120); do
  curl -sf -o /dev/null "$BASE/api/health" && break
  kill -0 "$SERVER_PID" 2>/dev/null || { echo "server exited; see $OUT/server.log" >&2; exit 2; }
  sleep 0.5
done
curl -sf -o /dev/null "$BASE/api/health" || { echo "server not healthy after 60 s" >&2; exit 2; }
echo "server up on $BASE with $DB_LABEL; sqlmap level $LEVEL (free text $TEXT_LEVEL) risk $RISK, ${PER_TARGET}s per target"

# ---- sessions and ids to aim at -------------------------------------------------------------
# `jget EXPR` reads JSON on stdin and prints EXPR(d) ('' for null/undefined).
jget() {
  node -e 'let s="";process.stdin.on("data",(c)=>(s+=c)).on("end",()=>{const v=('"$1"')(JSON.parse(s));process.stdout.write(v==null?"":String(v));});'
}
# `api JAR METHOD PATH [JSON]` prints the body; `status JAR METHOD PATH [JSON]` the status code.
api() { curl -s -b "$OUT/jars/$1" -c "$OUT/jars/$1" -X "$2" ${4:+-H 'content-type: application/json' --data "$4"} "$BASE$3"; }
status() { curl -s -o /dev/null -w '%{http_code}' -b "$OUT/jars/$1" -X "$2" ${4:+-H 'content-type: application/json' --data "$4"} "$BASE$3"; }
cookie_of() { awk '!/^#/ || /^#HttpOnly_/ { if (NF >= 7) c = $6 "=" $7 } END { print c }' "$OUT/jars/$1"; }
fail() { echo "set-up failed: $*" >&2; exit 2; }

SM_ID=$(api sm POST /api/auth/demo-login/senior-manager | jget 'd => d.user.id')
TM_ID=$(api tm POST /api/auth/demo-login/team | jget 'd => d.user.id')
[ -n "$SM_ID" ] && [ -n "$TM_ID" ] || fail "demo sign-in (is DEMO_MODE honoured?)"
SM_COOKIE=$(cookie_of sm)
TM_COOKIE=$(cookie_of tm)
ORG_ID=$(api sm GET /api/auth/user | jget 'd => d.organizationId')
SM_MEETINGS=$(api sm GET '/api/meetings?limit=500')
# A meeting the Senior Manager may edit (PATCH {} answers 200), and its people.
MEETING_ID=
for id in $(echo "$SM_MEETINGS" | jget 'd => d.filter((m) => m.status === "scheduled").map((m) => m.id).join(" ")'); do
  [ "$(status sm PATCH "/api/meetings/$id" '{}')" = 200 ] && { MEETING_ID=$id; break; }
done
[ -n "$MEETING_ID" ] || fail "no meeting the Senior Manager may edit"
MEETING=$(api sm GET "/api/meetings/$MEETING_ID")
MEMBER_ID=$(echo "$MEETING" | jget 'd => d.teamMemberId')
MANAGER_ID=$(echo "$MEETING" | jget 'd => d.managerId')
SEARCH_WORD=$(echo "$MEETING" | jget 'd => (d.title || d.agenda || "1:1").split(" ")[0]')
# The Team Member's upcoming meeting (PUT) and a meeting of theirs with action items (status).
TM_MEETINGS=$(api tm GET '/api/meetings?limit=500')
TM_MEETING=$(echo "$TM_MEETINGS" | jget "d => (d.find((m) => m.status === 'scheduled' && m.teamMemberId === $TM_ID && m.date >= '$(date -u +%F)') || {}).id")
AI_MEETING=$(echo "$TM_MEETINGS" | jget 'd => (d.find((m) => m.actionItems.length > 0) || {}).id')
[ -n "$TM_MEETING" ] && [ -n "$AI_MEETING" ] || fail "the demo Team Member has no upcoming meeting or no action item"
TM_DATE=$(api tm GET "/api/meetings/$TM_MEETING" | jget 'd => d.date')
TM_START=$(api tm GET "/api/meetings/$TM_MEETING" | jget 'd => d.startTime')
FUTURE=$(node -e 'console.log(new Date(Date.now() + 14 * 864e5).toISOString().slice(0, 10))')
# A person and a meeting for the DELETE probes, and an account for the sign-in probes.
VICTIM_ID=$(api sm POST /api/team-members "{\"email\":\"probe-victim@example.com\",\"firstName\":\"Probe\",\"lastName\":\"Victim\",\"role\":\"Team Member\",\"managerId\":$MANAGER_ID}" | jget 'd => d.user ? d.user.id : d.id')
DOOMED_MEETING=$(api sm POST /api/meetings "{\"meeting\":{\"teamMemberId\":$MEMBER_ID,\"date\":\"$FUTURE\",\"startTime\":\"09:00\",\"duration\":30}}" | jget 'd => d.id')
PROBE_EMAIL=probe-login@example.com
PROBE_PASSWORD=Probe-password-1234
api anon POST /api/auth/register "{\"email\":\"$PROBE_EMAIL\",\"password\":\"$PROBE_PASSWORD\",\"confirmPassword\":\"$PROBE_PASSWORD\",\"firstName\":\"Probe\",\"lastName\":\"Login\",\"company\":\"Probe Org\",\"role\":\"Senior Manager\"}" >/dev/null
[ "$(status anon POST /api/auth/login "{\"email\":\"$PROBE_EMAIL\",\"password\":\"$PROBE_PASSWORD\"}")" = 200 ] || fail "probe account sign-in"
[ -n "$VICTIM_ID" ] && [ -n "$DOOMED_MEETING" ] || fail "creating the probe team member or meeting"

# ---- the probes -------------------------------------------------------------------------------
TOTAL=0; INJECTABLE=0; INCONCLUSIVE=0; REQUESTS=0; RESULTS=()
# `probe LABEL METHOD URL DATA COOKIE [extra sqlmap args...]`: DATA '' for no body. The `*` in
# URL or DATA marks the one injection point. Writes answer with fresh ids, versions and
# timestamps, so their probes compare status codes (`--code`, the success code = "true").
probe() {
  local label=$1 method=$2 url=$3 data=$4 cookie=$5; shift 5
  if [ -n "${PROBE_ONLY:-}" ] && ! [[ $label =~ $PROBE_ONLY ]]; then return; fi
  TOTAL=$((TOTAL + 1))
  local slug; slug=$(printf '%03d-%s' "$TOTAL" "$(echo "$label" | tr -c 'A-Za-z0-9' '-' | tr -s '-' | cut -c1-60)")
  local log="$OUT/logs/$slug.log" traffic="$OUT/traffic/$slug.txt"
  local args=(-u "$url" --method "$method" --batch --level "$LEVEL" --risk "$RISK" --technique=BEUST
    --dbms=PostgreSQL --flush-session --output-dir "$OUT/session" --skip-waf --disable-coloring
    --answers="reduce=N,skip those kind=N,merge=Y,follow=N,redirect=N" -t "$traffic")
  [ -n "$data" ] && args+=(--data "$data" --headers "Content-Type: application/json")
  [ -n "$cookie" ] && args+=(--cookie "$cookie" --abort-code 401,429)
  local level=$LEVEL a prev=
  for a in "$@"; do [ "$prev" = --level ] && level=$a; prev=$a; done
  timeout --kill-after=10 "$PER_TARGET" sqlmap "${args[@]}" "$@" >"$log" 2>&1
  local rc=$? verdict
  local n; n=$(grep -c '^HTTP request \[#' "$traffic" 2>/dev/null || true); n=${n:-0}
  REQUESTS=$((REQUESTS + n))
  local codes; codes=$(grep -o '^HTTP response \[#[0-9]*\] ([0-9]*' "$traffic" 2>/dev/null |
    sed 's/.*(//' | sort | uniq -c | awk '{printf "%s%sx%s", sep, $2, $1; sep=" "}')
  if grep -q 'identified the following injection point\|is vulnerable\. Do you want' "$log"; then
    verdict=INJECTABLE; INJECTABLE=$((INJECTABLE + 1))
  elif [ $rc -eq 124 ] || [ $rc -eq 137 ]; then
    verdict="INCONCLUSIVE (timed out after ${PER_TARGET}s)"; INCONCLUSIVE=$((INCONCLUSIVE + 1))
  elif grep -q 'do not appear to be injectable' "$log"; then
    verdict="not injectable"
  else
    verdict="INCONCLUSIVE ($(grep -m1 -o '\[CRITICAL\].*' "$log" | cut -c12-140))"
    INCONCLUSIVE=$((INCONCLUSIVE + 1))
  fi
  RESULTS+=("$label: $verdict [level $level, $n requests: $codes]")
  echo "${RESULTS[-1]}"
}

S="$SM_COOKIE"; T="$TM_COOKIE"
echo "--- query parameters"
for p in "search=$SEARCH_WORD" "teamMember=$MEMBER_ID" "manager=$MANAGER_ID" "date=all" "status=scheduled" \
  "limit=20" "offset=0" "upcoming=true" "withActionItems=true"; do
  probe "GET /api/meetings ?${p%%=*}" GET "$BASE/api/meetings?$p*" '' "$S"
  probe "GET /api/meetings/count ?${p%%=*}" GET "$BASE/api/meetings/count?$p*" '' "$S"
done
for p in "status=all" "search=a" "date=all"; do
  probe "GET /api/action-items ?${p%%=*}" GET "$BASE/api/action-items?$p*" '' "$T"
done
for p in "search=a" "department=Engineering" "role=Team Member"; do
  probe "GET /api/directory/team-members ?${p%%=*}" GET "$BASE/api/directory/team-members?${p// /%20}*" '' "$S"
done
probe "GET /api/directory/managers ?search" GET "$BASE/api/directory/managers?search=a*" '' "$S"
for p in "search=a" "limit=20" "offset=0"; do
  probe "GET /api/analytics/progress ?${p%%=*}" GET "$BASE/api/analytics/progress?$p*" '' "$S"
done
for route in action-items behind-schedule; do
  for p in "limit=20" "offset=0"; do
    probe "GET /api/analytics/$route ?${p%%=*}" GET "$BASE/api/analytics/$route?$p*" '' "$S"
  done
done

echo "--- path parameters"
probe "GET /api/meetings/{id}" GET "$BASE/api/meetings/$MEETING_ID*" '' "$S"
probe "GET /api/meetings/user/{userId}" GET "$BASE/api/meetings/user/$MEMBER_ID*" '' "$S"
probe "GET /api/users/{id}" GET "$BASE/api/users/$MEMBER_ID*" '' "$S"
probe "GET /api/analytics/members/{id}" GET "$BASE/api/analytics/members/$MEMBER_ID*" '' "$S"
probe "GET /api/directory/managers/{id}" GET "$BASE/api/directory/managers/$MANAGER_ID*" '' "$S"
probe "GET /api/organizations/{id}/hierarchy" GET "$BASE/api/organizations/$ORG_ID*/hierarchy" '' "$S"
probe "GET /api/organizations/{id}/summary" GET "$BASE/api/organizations/$ORG_ID*/summary" '' "$S"
probe "GET /api/meetings/{meetingId}/action-items/{index}/status meetingId" GET "$BASE/api/meetings/$AI_MEETING*/action-items/0/status" '' "$T"
probe "GET /api/meetings/{meetingId}/action-items/{index}/status index" GET "$BASE/api/meetings/$AI_MEETING/action-items/0*/status" '' "$T"
AI_BODY='{"status":"pending","stuckReason":null}'
# The body is sent as is (not offered as injection points: JSON processing declined).
NO_JSON=(--answers="reduce=N,skip those kind=N,JSON data found=N,follow=N,redirect=N")
probe "PATCH /api/meetings/{id}/action-items/{index} id" PATCH "$BASE/api/meetings/$AI_MEETING*/action-items/0" "$AI_BODY" "$T" --code 200 "${NO_JSON[@]}"
probe "PATCH /api/meetings/{id}/action-items/{index} index" PATCH "$BASE/api/meetings/$AI_MEETING/action-items/0*" "$AI_BODY" "$T" --code 200 "${NO_JSON[@]}"
# The first request deactivates the person / deletes the meeting; every later one answers 404.
probe "DELETE /api/team-members/{id}" DELETE "$BASE/api/team-members/$VICTIM_ID*" '' "$S" --ignore-code 404
probe "DELETE /api/meetings/{id}" DELETE "$BASE/api/meetings/$DOOMED_MEETING*" '' "$S" --ignore-code 404

echo "--- JSON body fields"
# `body_probes LABEL METHOD URL COOKIE CODE TEMPLATE FIELD...`: TEMPLATE holds @FIELD@ where
# each field's `*` goes; one target per field (the others keep their plain values); CODE is
# the success status. Bodies with an "email" that must stay unique get a fresh one per request
# (--eval), except when the e-mail itself is probed. A field ending in `+` is free text stored
# as given (INSERT/UPDATE values): it is probed at SQLMAP_TEXT_LEVEL, since sqlmap's only
# boundary for a string inside VALUES (...) / SET x = '...' ( `'||(SELECT ...)||'` ) is level 5.
# Fields the schema pins to an enum, date, time, number or e-mail stay at SQLMAP_LEVEL.
FRESH_EMAIL=(--eval "import random; email='probe-%d@example.com' % random.randint(1, 10**12)")
body_probes() {
  local label=$1 method=$2 url=$3 cookie=$4 code=$5 template=$6; shift 6
  local f extra
  for f in "$@"; do
    extra=(--code "$code")
    [[ $f == *+ ]] && { f=${f%+}; extra+=(--level "$TEXT_LEVEL"); }
    [[ $template == *'"email"'* && $f != email ]] && extra+=("${FRESH_EMAIL[@]}")
    probe "$label .$f" "$method" "$url" "$(echo "$template" | sed -e "s/@$f@/*/" -e 's/@[A-Za-z]*@//g')" "$cookie" "${extra[@]}"
  done
}
body_probes "PATCH /api/users/{own id}" PATCH "$BASE/api/users/$SM_ID" "$S" 200 \
  '{"firstName":"Helena@firstName@","lastName":"Ward@lastName@","jobTitle":"VP@jobTitle@","department":"Engineering@department@","company":"Demo@company@","timezone":"UTC@timezone@","role":"Senior Manager@role@"}' \
  firstName+ lastName+ jobTitle+ department+ company+ timezone role
MEETING_BODY="\"teamMemberId\":\"$MEMBER_ID@teamMemberId@\",\"title\":\"Probe@title@\",\"date\":\"$FUTURE@date@\",\"startTime\":\"10:00@startTime@\",\"duration\":\"30@duration@\",\"timezone\":\"UTC@timezone@\",\"zoomLink\":\"https://zoom.example/j/1@zoomLink@\",\"agenda\":\"Probe agenda@agenda@\",\"notes\":\"<p>Probe notes@notes@</p>\",\"status\":\"scheduled@status@\",\"actionItems\":\"Probe item@actionItems@\""
body_probes "POST /api/meetings" POST "$BASE/api/meetings" "$S" 201 \
  "{\"meeting\":{$MEETING_BODY},\"emailContent\":{\"subject\":\"Probe@subject@\",\"managerText\":\"Hi@managerText@\",\"teamMemberText\":\"Hi\",\"managerHtml\":\"<p>Hi</p>\",\"teamMemberHtml\":\"<p>Hi</p>\"}}" \
  agenda+ notes+ title+ date startTime teamMemberId duration timezone zoomLink status actionItems+ subject+ \
  managerText+
body_probes "PATCH /api/meetings/{id}" PATCH "$BASE/api/meetings/$MEETING_ID" "$S" 200 \
  "{\"agenda\":\"Probe agenda@agenda@\",\"status\":\"scheduled@status@\",\"title\":\"Probe@title@\",\"notes\":\"<p>Probe@notes@</p>\",\"date\":\"$FUTURE@date@\",\"startTime\":\"10:00@startTime@\",\"duration\":\"30@duration@\",\"timezone\":\"UTC@timezone@\",\"teamMemberId\":\"$MEMBER_ID@teamMemberId@\",\"actionItems\":\"Probe item@actionItems@\"}" \
  agenda+ status title+ notes+ date startTime duration timezone teamMemberId actionItems+
body_probes "PUT /api/meetings/{id}" PUT "$BASE/api/meetings/$TM_MEETING" "$T" 200 \
  "{\"date\":\"$TM_DATE@date@\",\"startTime\":\"$TM_START@startTime@\",\"agenda\":\"Probe agenda@agenda@\",\"actionItems\":\"Probe item@actionItems@\"}" \
  agenda+ date startTime actionItems+
body_probes "PATCH /api/meetings/{id}/action-items/{index}" PATCH "$BASE/api/meetings/$AI_MEETING/action-items/0" "$T" 200 \
  '{"status":"stuck@status@","stuckReason":"Waiting on review@stuckReason@"}' status stuckReason+
body_probes "POST /api/team-members" POST "$BASE/api/team-members" "$S" 201 \
  "{\"email\":\"probe-new@example.com@email@\",\"firstName\":\"Probe@firstName@\",\"lastName\":\"New@lastName@\",\"jobTitle\":\"Engineer@jobTitle@\",\"department\":\"Engineering@department@\",\"company\":\"Demo@company@\",\"role\":\"Team Member@role@\",\"managerId\":\"$MANAGER_ID@managerId@\"}" \
  email firstName+ lastName+ jobTitle+ department+ company+ role managerId

# Sign-in: 5 failures per account and 20 per address per 15 minutes answer 429. The server
# trusts X-Forwarded-For from 127.0.0.1 and the `xforwardedfor` tamper gives each payload a
# random address; a correct sign-in every 2 requests (--safe-url) clears the account's counter.
# A 429 aborts the target (INCONCLUSIVE) instead of being read as an answer; 401 is the "false"
# answer here, not a lost session.
LOGIN_ARGS=(--code 200 --ignore-code 401 --abort-code 429 --drop-set-cookie --tamper xforwardedfor
  --safe-url "$BASE/api/auth/login"
  --safe-post "{\"email\":\"$PROBE_EMAIL\",\"password\":\"$PROBE_PASSWORD\"}" --safe-freq 2)
for f in email password; do
  probe "POST /api/auth/login .$f" POST "$BASE/api/auth/login" \
    "$(echo "{\"email\":\"$PROBE_EMAIL@email@\",\"password\":\"$PROBE_PASSWORD@password@\"}" | sed -e "s/@$f@/*/" -e 's/@[a-z]*@//g')" \
    '' "${LOGIN_ARGS[@]}"
done
# Registration: a fresh e-mail per request so every request reaches the INSERTs.
REGISTER='{"email":"probe-reg@example.com@email@","password":"Probe-password-1234","confirmPassword":"Probe-password-1234","firstName":"Probe@firstName@","lastName":"Reg@lastName@","jobTitle":"Lead@jobTitle@","department":"Ops@department@","company":"Probe Co@company@","role":"Senior Manager@role@","timezone":"UTC@timezone@"}'
body_probes "POST /api/auth/register" POST "$BASE/api/auth/register" '' 201 "$REGISTER" \
  email firstName+ lastName+ jobTitle+ department+ company+ role timezone

echo "--- results"
printf '%s\n' "${RESULTS[@]}"
echo "$TOTAL targets probed, $INJECTABLE injectable ($INCONCLUSIVE inconclusive; $REQUESTS requests)"
[ "$INJECTABLE" -eq 0 ] && [ "$INCONCLUSIVE" -eq 0 ]
