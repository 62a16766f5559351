#!/usr/bin/env bash
# Issue 19: sqlmap over every parameter of every API route and page, as each role (visitor, pro,
# orderer, free orderer, operator). The targets come from the running server's OpenAPI document and
# scripts/security/page-targets.ts (sqlmap-targets.ts writes one request file each, `*` after every
# value to inject into). Needs Debian's sqlmap (apt-get install -y sqlmap).
#
#   BASE_URL=http://127.0.0.1:3460 scripts/security/scan-sqlmap.sh [OUT_DIR]
#
# Start the server with TRUST_PROXY=1 and PAGE_CACHE_SECONDS=0: each payload then comes from its own
# address in X-Forwarded-For (sqlmap's xforwardedfor tamper), so the per-IP limits on anonymous API
# reads, log-ins, sign-ups and contact forms (decision 004) answer the payload instead of a 429, and
# every page request reaches the code instead of the visitors' page cache (decision 031).
#
# Narrow a run with (space-separated lists; empty = all):
#   SCAN_ROLES="visitor pro orderer free admin"  SCAN_KINDS="api page headers"
#   SCAN_ACCESS="public site member operator" (the route's x-access in the OpenAPI document, or the page's)
#   SCAN_METHODS="GET POST PUT PATCH DELETE"     SCAN_MATCH='<ERE on the route template>'
#   SCAN_LINE_MATCH='<ERE on the request line, e.g. free_word to pick one parameter of a search>'
#   SQLMAP_LEVEL=3 SQLMAP_RISK=2  SQLMAP_TARGET_SECONDS=0 (a cap per target; 0 = none)
#   SCAN_PARALLEL=1 (targets at once)
# A full run is the defaults. The operator runs last: its console writes (suspension, closure) could
# otherwise take another role's account or project away from the later scans.
set -euo pipefail
cd "$(dirname "$0")/../.."

BASE_URL="${BASE_URL:-http://127.0.0.1:3460}"
[ "${1:-}" = "--one" ] || OUT="${1:-/tmp/kakehashi-sqlmap}"
SCAN_ROLES="${SCAN_ROLES:-visitor pro orderer free admin}"
SCAN_KINDS="${SCAN_KINDS:-api page headers}"
SCAN_ACCESS="${SCAN_ACCESS:-public site member operator}"
SCAN_METHODS="${SCAN_METHODS:-GET POST PUT PATCH DELETE}"
SCAN_MATCH="${SCAN_MATCH:-.}"
SCAN_LINE_MATCH="${SCAN_LINE_MATCH:-.}"
SQLMAP_LEVEL="${SQLMAP_LEVEL:-3}"
SQLMAP_RISK="${SQLMAP_RISK:-2}"
SQLMAP_TARGET_SECONDS="${SQLMAP_TARGET_SECONDS:-0}"
SCAN_PARALLEL="${SCAN_PARALLEL:-1}"

command -v sqlmap >/dev/null || { echo "sqlmap is missing: apt-get install -y sqlmap" >&2; exit 1; }
mkdir -p "$OUT"

# One target: sqlmap on one request file, then one summary line. Runs in a child (xargs -P).
if [ "${1:-}" = "--one" ]; then
  IFS=$'\t' read -r role kind access method route points file <<<"$2"
  log="$OUT/logs/$(basename "$file" .req).$role.log"
  # Each target its own output directory: sqlmap keeps a session.sqlite per host there, and targets
  # run side by side (SCAN_PARALLEL) corrupted a shared one.
  target_out="$OUT/sqlmap/$role/$(basename "$file" .req)"
  mkdir -p "$OUT/logs" "$target_out"
  started=$(date +%s)
  # No --smart (it would skip parameters without a heuristic hit); --dbms because the database is
  # PostgreSQL (PGlite or a server); follow=N so that a redirect, wherever it points, is only compared;
  # "URI injections=N" so that a request without markers (the headers target) tests cookies and headers;
  # 401 and 404 are answers to compare (a payload in an id is often 404), not reasons to stop.
  cap=()
  [ "$SQLMAP_TARGET_SECONDS" != "0" ] && cap=(timeout --signal=INT "$SQLMAP_TARGET_SECONDS")
  "${cap[@]}" sqlmap -r "$file" --batch --level="$SQLMAP_LEVEL" --risk="$SQLMAP_RISK" --dbms=PostgreSQL \
    --tamper=xforwardedfor --drop-set-cookie --skip-waf --flush-session --ignore-code=401,404 \
    --answers="follow=N,URI injections=N" --ignore-stdin --disable-coloring --output-dir="$target_out" -v 1 >"$log" 2>&1 || true
  seconds=$(($(date +%s) - started))
  if grep -q "identified the following injection point" "$log"; then verdict=INJECTABLE
  elif grep -q "do not appear to be injectable\|does not seem to be injectable" "$log" && ! grep -q "user aborted\|KeyboardInterrupt" "$log"; then verdict=clean
  else verdict=incomplete; fi
  # sqlmap prints the codes on the line after this warning: "422 (Unprocessable Entity) - 367 times, …".
  codes=$(awk '/HTTP error codes detected during run/ {getline; print; exit}' "$log")
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$role" "$kind" "$access" "$method" "$route" "$points" "$seconds" "$verdict" "${codes:--}" "$log"
  exit 0
fi

export BASE_URL OUT SQLMAP_LEVEL SQLMAP_RISK SQLMAP_TARGET_SECONDS
roles_csv=$(echo "$SCAN_ROLES" | tr ' ' ',')
node --import tsx scripts/security/sqlmap-targets.ts --base-url "$BASE_URL" --out "$OUT/targets" --roles "$roles_csv"

in_list() { [[ " $2 " == *" $1 "* ]]; }
selected="$OUT/selected.tsv"
: >"$selected"
for role in $SCAN_ROLES; do
  tail -n +2 "$OUT/targets/manifest.tsv" | while IFS=$'\t' read -r r kind access method route points file; do
    [ "$r" = "$role" ] && in_list "$kind" "$SCAN_KINDS" && in_list "$access" "$SCAN_ACCESS" && in_list "$method" "$SCAN_METHODS" || continue
    [[ "$route" =~ $SCAN_MATCH ]] && [[ "$(head -n 1 "$file")" =~ $SCAN_LINE_MATCH ]] || continue
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$r" "$kind" "$access" "$method" "$route" "$points" "$file"
  done >>"$selected"
done
echo "sqlmap $(dpkg-query -W -f='${Version}' sqlmap 2>/dev/null || echo "?"): $(wc -l <"$selected") targets, $(awk -F'\t' '{s+=$6} END {print s+0}' "$selected") injection points," \
  "level $SQLMAP_LEVEL risk $SQLMAP_RISK, $SCAN_PARALLEL at once"

summary="$OUT/summary.tsv"
printf 'role\tkind\taccess\tmethod\tpath\tpoints\tseconds\tverdict\thttp_errors\tlog\n' >"$summary"
started=$(date +%s)
tr '\n' '\0' <"$selected" | xargs -0 -P "$SCAN_PARALLEL" -I{} "$0" --one {} >>"$summary"
echo "done in $(($(date +%s) - started)) s; $summary"
awk -F'\t' 'NR>1 {n[$8]++} END {for (v in n) printf "  %s: %d\n", v, n[v]}' "$summary"
awk -F'\t' 'NR>1 && ($8 != "clean" || $9 ~ /500/) {print "  CHECK " $1 " " $4 " " $5 " " $8 " " $9}' "$summary"
