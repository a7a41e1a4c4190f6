#!/usr/bin/env bash
# Installs the spreadsheet programs that test/api/real-workbooks.test.ts fills the upload templates with when they
# are missing: Debian's openpyxl (what pandas writes .xlsx with) and LibreOffice Calc without its GUI. Quiet when
# both are present.
set -euo pipefail

here=$(dirname "$0")
# openpyxl has no program of its own: its package's folder stands for it.
bash "$here/install-debian-packages.sh" /usr/lib/python3/dist-packages/openpyxl python3-openpyxl
bash "$here/install-debian-packages.sh" /usr/bin/soffice libreoffice-calc-nogui
