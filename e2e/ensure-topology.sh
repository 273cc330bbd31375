#!/usr/bin/env bash
# The production topology test (e2e/production.spec.ts) runs Debian's PostgreSQL server and nginx on
# loopback. Installs them when missing; needs root (as on the project's machines) or sudo. The packages' own
# services are not started (policy-rc.d answers 101 during the install): the test starts its own, on its own ports.
set -euo pipefail
missing=()
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "[e2e] installing Debian's ${missing[*]} for the production topology test"
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
policy=/usr/sbin/policy-rc.d
placed=""
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$policy" >/dev/null && $SUDO chmod +x "$policy" && placed=1
fi
trap '[ -n "$placed" ] && $SUDO rm -f "$policy"' EXIT
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
ls /usr/lib/postgresql/*/bin/postgres && (command -v nginx || ls /usr/sbin/nginx)
