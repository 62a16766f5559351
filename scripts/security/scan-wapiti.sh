#!/usr/bin/env bash
# Issue 19: wapiti crawls the site and attacks what it found, as a visitor and as the demo pro
# (its session cookie in wapiti's cookie file). Needs Debian's wapiti (apt-get install -y wapiti).
#
#   BASE_URL=http://127.0.0.1:3460 scripts/security/scan-wapiti.sh [OUT_DIR]
#
# wapiti 3.0.4's --max-scan-time bounds the crawl only; --max-attack-time bounds each module. The
# defaults (WAPITI_CRAWL_SECONDS=120, WAPITI_ATTACK_SECONDS=30, 15 modules) keep one role's run
# under ten minutes. Left out: modules that call wapiti's own servers or download data
# (ssrf, xxe, nikto, wapp — this machine reaches only package registries, and a scan must not
# send traffic elsewhere), the word-list ones that ffuf covers (buster), and brute_login_form (the
# demo passwords are published; login throttling has its own tests). The endpoints point at a
# local port so that nothing leaves the machine even if a module wanted to. wapiti runs through
# wapiti-py311.py, which mends its -x patterns for Python 3.11.
set -euo pipefail
cd "$(dirname "$0")/../.."

BASE_URL="${BASE_URL:-http://127.0.0.1:3460}"
OUT="${1:-/tmp/kakehashi-wapiti}"
ROLES="${WAPITI_ROLES:-visitor pro}"
CRAWL_SECONDS="${WAPITI_CRAWL_SECONDS:-120}"
ATTACK_SECONDS="${WAPITI_ATTACK_SECONDS:-30}"
MODULES="backup,blindsql,cookieflags,crlf,csp,csrf,exec,file,htaccess,http_headers,methods,permanentxss,redirect,shellshock,sql,xss"
command -v wapiti >/dev/null || { echo "wapiti is missing: apt-get install -y wapiti" >&2; exit 1; }
mkdir -p "$OUT"

# wapiti 3.0.4 asks its endpoints at start-up and stops if they do not answer: an empty local server
# answers for them (the modules that would use it, ssrf and xxe, are left out above).
ENDPOINT_PORT="${WAPITI_ENDPOINT_PORT:-39009}"
mkdir -p "$OUT/endpoint"
python3 -m http.server "$ENDPOINT_PORT" --bind 127.0.0.1 --directory "$OUT/endpoint" >/dev/null 2>&1 &
endpoint=$!
trap 'kill "$endpoint" 2>/dev/null || true' EXIT
sleep 1

for role in $ROLES; do
  cookies=()
  if [ "$role" != "visitor" ]; then
    node --import tsx scripts/security/scan-session.ts "$role" --base-url "$BASE_URL" --wapiti-cookies "$OUT/$role-cookies.json" >/dev/null
    cookies=(-c "$OUT/$role-cookies.json")
  fi
  started=$(date +%s)
  # -x: the session must survive the crawl, and the event stream never ends.
  /usr/bin/python3 scripts/security/wapiti-py311.py -u "$BASE_URL/" --scope folder -m "$MODULES" "${cookies[@]}" \
    --max-scan-time "$CRAWL_SECONDS" --max-attack-time "$ATTACK_SECONDS" -d 4 --max-links-per-page 40 --max-files-per-dir 20 \
    -x "$BASE_URL/logout" -x "$BASE_URL/api/v2/project_chat_rooms/events" -x "$BASE_URL/mypage/config/withdrawal" \
    -H "X-Forwarded-For: 198.18.200.$((RANDOM % 250 + 1))" \
    --external-endpoint "http://127.0.0.1:$ENDPOINT_PORT/" --internal-endpoint "http://127.0.0.1:$ENDPOINT_PORT/" --no-bugreport --flush-session \
    --store-session "$OUT/$role-session" -t 30 -v 1 -f json -o "$OUT/$role.json" >"$OUT/$role.log" 2>&1 || echo "wapiti ($role) exited with $?"
  echo "wapiti ($role): $(($(date +%s) - started)) s, $(grep -c '^\[+\] GET\|^\[+\] POST' "$OUT/$role.log" || true) resources crawled"
  # Every finding and anomaly by category, with its request's first line.
  python3 - "$OUT/$role.json" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
for section in ("vulnerabilities", "anomalies"):
    for category, items in report.get(section, {}).items():
        for item in items:
            request = (item.get("http_request") or "").splitlines()[:1]
            print(f"  {section[:-3]}: {category}: {item.get('info', '')} | {request[0] if request else item.get('path')}")
print(f"  crawled: {report.get('infos', {}).get('crawled_pages_nbr', '?')} pages")
PY
done
