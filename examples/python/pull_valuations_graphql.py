"""Pull every valuation of one country from the ESVD over GraphQL with an API key.

Standard library only. Usage:

    ESVD_API_KEY=esvd_... python3 pull_valuations_graphql.py KEN

ESVD_URL (default http://localhost:4000) is the server; ESVD_PAGE_SIZE (default 1000) the rows per request.
"""

import json
import os
import sys
import time
import urllib.error
import urllib.request

BASE = os.environ.get("ESVD_URL", "http://localhost:4000").rstrip("/")
API_KEY = os.environ["ESVD_API_KEY"]
PAGE_SIZE = int(os.environ.get("ESVD_PAGE_SIZE", "1000"))

COUNTRIES = "query { referenceList(list: COUNTRIES) { id code } }"
VALUATIONS = """
query Pull($filter: ValuationFilter!, $after: SafeInt, $limit: Int) {
  valuationsAfter(filter: $filter, after: $after, limit: $limit) {
    items { valueId studyId countryCodes teebServices intPerHectarePerYear }
    endCursor
    hasMore
  }
}
"""


def graphql(query, variables=None):
    """One GraphQL query; waits and tries again when the key's rate limit says so (HTTP 429, Retry-After)."""
    body = json.dumps({"query": query, "variables": variables or {}}).encode()
    request = urllib.request.Request(
        f"{BASE}/graphql",
        data=body,
        headers={"Content-Type": "application/json", "X-API-Key": API_KEY},
    )
    while True:
        try:
            with urllib.request.urlopen(request) as response:
                answer = json.load(response)
        except urllib.error.HTTPError as error:
            if error.code == 429:
                time.sleep(int(error.headers.get("Retry-After", "60")))
                continue
            sys.exit(f"{error.code}: {error.read().decode()}")
        if answer.get("errors"):
            sys.exit(json.dumps(answer["errors"]))
        return answer["data"]


def main(country_code):
    countries = {c["code"]: c["id"] for c in graphql(COUNTRIES)["referenceList"]}
    variables = {"filter": {"countries": [countries[country_code]]}, "limit": PAGE_SIZE}
    rows = []
    while True:
        page = graphql(VALUATIONS, variables)["valuationsAfter"]
        rows += page["items"]
        if not page["hasMore"]:
            break
        variables["after"] = page["endCursor"]
    print(f"{len(rows)} valuations in {country_code}")
    print("first ValueIds:", ", ".join(str(row["valueId"]) for row in rows[:5]))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "KEN")
