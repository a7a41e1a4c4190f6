#!/usr/bin/env bash
# Installs Debian's Chromium headless shell for the Playwright tests when it is missing. Playwright's own browser
# download does not work here, so the e2e tests drive /usr/bin/chromium-headless-shell. Quiet when it is present.
set -euo pipefail

# Fonts are only recommended by the package; without them pages render with missing glyphs.
exec bash "$(dirname "$0")/install-debian-packages.sh" /usr/bin/chromium-headless-shell chromium-headless-shell fonts-dejavu-core fonts-liberation
