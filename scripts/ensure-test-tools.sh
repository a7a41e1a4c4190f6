#!/usr/bin/env bash
# Installs, one after another (apt takes one install at a time), whatever of Debian's programs the tests need is
# missing: the spreadsheet programs of the real-workbook fixtures, R and httr2 for the R example, PostgreSQL 15 (the
# oldest version supported) and Chromium for the browser tests. Quiet when all are present.
set -euo pipefail

here=$(dirname "$0")
bash "$here/ensure-workbook-tools.sh"
bash "$here/ensure-r.sh"
bash "$here/install-debian-packages.sh" /usr/lib/postgresql/15/bin/postgres postgresql-15
bash "$here/ensure-chromium.sh"
