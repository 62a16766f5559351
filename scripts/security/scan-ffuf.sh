#!/usr/bin/env bash
# Issue 19: ffuf over paths under / and /api/v2/, as a visitor and as the demo pro; every answer
# but 404 is checked against the routes the product declares (ffuf-report.ts), and what matches
# none is listed as UNKNOWN. Needs Debian's ffuf and dirb (apt-get install -y ffuf dirb): the word
# list is dirb's common.txt plus names this stack would leak if it served its own files.
#
#   BASE_URL=http://127.0.0.1:3460 scripts/security/scan-ffuf.sh [OUT_DIR]
#
# Start the server with TRUST_PROXY=1: the visitor's /api/v2/ run sends each word from its own
# address in X-Forwarded-For (ffuf's pitchfork mode), so the anonymous read limit (120 a minute per
# address, decision 004) answers the word rather than 429. FFUF_WORDLIST=… takes another list
# (dirb's big.txt: 20,469 words); FFUF_THREADS (default 4) sets the concurrency.
set -euo pipefail
cd "$(dirname "$0")/../.."

BASE_URL="${BASE_URL:-http://127.0.0.1:3460}"
OUT="${1:-/tmp/kakehashi-ffuf}"
WORDLIST="${FFUF_WORDLIST:-/usr/share/dirb/wordlists/common.txt}"
THREADS="${FFUF_THREADS:-4}"
command -v ffuf >/dev/null || { echo "ffuf is missing: apt-get install -y ffuf" >&2; exit 1; }
[ -r "$WORDLIST" ] || { echo "no word list at $WORDLIST: apt-get install -y dirb" >&2; exit 1; }
mkdir -p "$OUT"

# Files of this repository and its data directory that must never be served, and Next's internals.
words="$OUT/words.txt"
{
  cat "$WORDLIST"
  cat <<'NAMES'
.env
.env.local
.env.production
.git/config
.git/HEAD
.data
.data/app-secret
.data/kakehashi.lock
.data/uploads
.next
.next/BUILD_ID
.next/server/app-paths-manifest.json
.next/required-server-files.json
.npmrc
package.json
package-lock.json
next.config.ts
drizzle.config.ts
tsconfig.json
src/server/main.ts
src/lib/env.ts
node_modules/next/package.json
app-secret
uploads
healthz
api/openapi.json
api/docs
_next/static
_next/image
__nextjs_original-stack-frame
dev/mailbox
NAMES
} | grep -v '^\s*$' | sort -u >"$words"
n=$(wc -l <"$words")
# One documentation-range address per word, for the pitchfork run.
addresses="$OUT/addresses.txt"
awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++) printf "198.18.%d.%d\n", int(i / 250) % 256, i % 250 + 1 }' >"$addresses"

eval "$(node --import tsx scripts/security/scan-session.ts pro --base-url "$BASE_URL")"
pro_cookie="$SCAN_COOKIE"

run() { # name, then ffuf arguments
  local name=$1
  shift
  local started
  started=$(date +%s)
  ffuf -s -mc all -fc 404 -t "$THREADS" -timeout 30 -of json -o "$OUT/$name.json" "$@" >/dev/null
  echo "$name: $n words in $(($(date +%s) - started)) s"
}
echo "ffuf $(ffuf -V 2>&1 | grep -o '[0-9][0-9.]*' | head -n 1), $n words, $THREADS threads, $BASE_URL"
run root-visitor -u "$BASE_URL/FUZZ" -w "$words:FUZZ"
run root-pro -u "$BASE_URL/FUZZ" -w "$words:FUZZ" -b "$pro_cookie"
run api-visitor -u "$BASE_URL/api/v2/FUZZ" -w "$words:FUZZ" -w "$addresses:ADDR" -mode pitchfork -H "X-Forwarded-For: ADDR"
run api-pro -u "$BASE_URL/api/v2/FUZZ" -w "$words:FUZZ" -b "$pro_cookie"

node --import tsx scripts/security/ffuf-report.ts --base-url "$BASE_URL" "$OUT"/root-visitor.json "$OUT"/root-pro.json "$OUT"/api-visitor.json "$OUT"/api-pro.json | tee "$OUT/report.txt"
