"""Pull every valuation of one country from the ESVD's REST API with an API key.

Standard library only. Usage:

    ESVD_API_KEY=esvd_... python3 pull_valuations_rest.py KEN

ESVD_URL (default http://localhost:4000) is the server; ESVD_PAGE_SIZE (default 1000) the rows per request.
"""

import json
import os
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

BASE = os.environ.get("ESVD_URL", "http://localhost:4000").rstrip("/")
API_KEY = os.environ["ESVD_API_KEY"]
PAGE_SIZE = int(os.environ.get("ESVD_PAGE_SIZE", "1000"))


def get(path, **params):
    """One GET; waits and tries again when the key's rate limit says so (HTTP 429, Retry-After)."""
    url = f"{BASE}{path}?{urllib.parse.urlencode(params)}"
    request = urllib.request.Request(url, headers={"X-API-Key": API_KEY})
    while True:
        try:
            with urllib.request.urlopen(request) as response:
                return json.load(response)
        except urllib.error.HTTPError as error:
            if error.code == 429:
                time.sleep(int(error.headers.get("Retry-After", "60")))
                continue
            sys.exit(f"{error.code}: {error.read().decode()}")


def main(country_code):
    countries = {c["code"]: c["id"] for c in get("/api/countries/")}
    params = {"countries": countries[country_code], "limit": PAGE_SIZE}
    rows = []
    while True:
        page = get("/api/esvds/after", **params)
        rows += page["items"]
        if not page["hasMore"]:
            break
        params["after"] = page["endCursor"]
    print(f"{len(rows)} valuations in {country_code}")
    print("first ValueIds:", ", ".join(str(row["valueId"]) for row in rows[:5]))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "KEN")
