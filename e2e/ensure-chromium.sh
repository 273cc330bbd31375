#!/usr/bin/env bash
# Browser tests use Debian's Chromium (never `npx playwright install`: browser downloads fail here).
# Installs it when missing; needs root (as on the project's machines) or sudo.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "[e2e] /usr/bin/chromium missing: installing Debian's chromium"
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
