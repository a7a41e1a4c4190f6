#!/usr/bin/env bash
# Installs Debian's R, httr2 and jsonlite for test/api/example-r.test.ts, which runs examples/r/pull_valuations.R
# against a live api, when they are missing. httr2 reads and writes JSON bodies with jsonlite, which its package only
# suggests. Quiet when all three are present.
set -euo pipefail

here=$(dirname "$0")
bash "$here/install-debian-packages.sh" /usr/bin/Rscript r-base-core
# R packages have no program of their own: each one's folder stands for it.
bash "$here/install-debian-packages.sh" /usr/lib/R/site-library/httr2 r-cran-httr2
bash "$here/install-debian-packages.sh" /usr/lib/R/site-library/jsonlite r-cran-jsonlite
