#!/usr/bin/env bash
# Download every valuation of one country as one CSV file (the 126 columns of the ESVD export, then the five this
# product adds) with an API key. Usage:
#
#     ESVD_API_KEY=esvd_... bash download_country_csv.sh KEN kenya.csv
#
# ESVD_URL (default http://localhost:4000) is the server. Filters take reference-entry ids: the country's id is
# looked up by its alpha-3 code first.
set -euo pipefail
base=${ESVD_URL:-http://localhost:4000}
code=${1:-KEN}
out=${2:-$(echo "$code" | tr '[:upper:]' '[:lower:]').csv}
id=$(curl -sf "$base/api/countries/" | grep -o "\"id\":[0-9]*,\"code\":\"$code\"" | grep -o '[0-9]*' | head -1)
count=$(curl -sf -D - -o "$out" -H "X-API-Key: $ESVD_API_KEY" "$base/api/esvds/download?countries=$id&format=csv" |
  tr -d '\r' | awk -F': ' 'tolower($1) == "x-total-count" { print $2 }')
echo "$out: $count valuations"
