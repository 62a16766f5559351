#!/usr/bin/env bash
# `npm test`: type check, lint and format check, then every test — unit, integration (in-memory PGlite)
# and browser journeys (Debian Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing+=(fonts-noto-cjk)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = "0" ]; then
    echo "ブラウザテスト用に ${missing[*]} をインストールします…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "ブラウザテストには Chromium と日本語フォントが必要です。次を実行してください:"
    echo "  sudo apt-get install -y ${missing[*]}"
    exit 1
  fi
fi

[ -d node_modules ] || npm install --no-audit --no-fund
export NEXT_TELEMETRY_DISABLED=1
# The type check and the floors (eslint.config.mjs) side by side, one core each; the formatting after.
# A breach of any fails the run like a failing test.
npx tsc --noEmit &
typecheck=$!
npx eslint . --max-warnings=0 || { wait "$typecheck"; exit 1; }
wait "$typecheck"
npx prettier --check .
npx vitest run "$@"
