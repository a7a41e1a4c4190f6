#!/usr/bin/env bash
# Installs Debian's Chromium for the Playwright tests when it is missing. Playwright's own browser
# download does not work here, so the e2e tests drive /usr/bin/chromium. Quiet when it is present.
set -euo pipefail

if [[ -x /usr/bin/chromium ]]; then
  exit 0
fi

if [[ $(id -u) -ne 0 ]]; then
  echo "ensure-chromium: /usr/bin/chromium is missing; install it as root: apt-get install -y chromium" >&2
  exit 1
fi

echo "ensure-chromium: installing Debian's chromium (one time)"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# Fonts are only recommended by the package; without them pages render with missing glyphs.
apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core fonts-liberation >/dev/null
/usr/bin/chromium --version
