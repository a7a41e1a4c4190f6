"""Standardise a value to Int$/ha/year at 2020 prices with the ESVD's REST API, and print the chain of steps.

Standard library only. Usage, with the record's fields as name=value (the defaults are a Kenyan value):

    python3 standardise_value.py originalValue=250 currency="Kenya Shilling" valueYear=2012 countries=KEN \
        spatialUnit="total area" siteAreaInHectares=80 temporalUnit=year beneficiaryUnit=household \
        numberOfBeneficiaries=400

ESVD_URL (default http://localhost:4000) is the server. The path is public; with ESVD_API_KEY set, calls count
against the key's rate limit instead of the address's. The factors are the World Bank's (World Development
Indicators, CC BY 4.0): the answer names the vintage.
"""

import json
import os
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

BASE = os.environ.get("ESVD_URL", "http://localhost:4000").rstrip("/")
API_KEY = os.environ.get("ESVD_API_KEY")

DEFAULT_RECORD = {
    "originalValue": "1000",
    "currency": "Kenya Shilling",
    "valueYear": "2010",
    "countries": "KEN",
    "spatialUnit": "hectare",
    "temporalUnit": "year",
}


def get(path, params):
    """One GET; waits and tries again when the rate limit says so (HTTP 429, Retry-After)."""
    url = f"{BASE}{path}?{urllib.parse.urlencode(params)}"
    request = urllib.request.Request(url, headers={"X-API-Key": API_KEY} if API_KEY else {})
    while True:
        try:
            with urllib.request.urlopen(request) as response:
                return json.load(response)
        except urllib.error.HTTPError as error:
            if error.code == 429:
                time.sleep(int(error.headers.get("Retry-After", "60")))
                continue
            sys.exit(f"{error.code}: {error.read().decode()}")


def main(arguments):
    record = dict(DEFAULT_RECORD)
    record.update(argument.split("=", 1) for argument in arguments)
    result = get("/api/standardise", record)
    print(f"{record['originalValue']} {record['currency']} ({record['valueYear']})")
    for step in result["steps"]:
        print(f"  {step['step']}: x {step['factor']:.6g} = {step['value']:.6g} ({step['description']})")
    if result["computable"]:
        print(f"= {result['value']:.6g} Int$/ha/year at {result['priceYear']} prices")
    else:
        for reason in result["reasons"]:
            print(f"  not computable ({reason['field']}): {reason['message']}")
    print(f"Check: {result['summary']}")
    print(f"Source: {result['attribution']}")


if __name__ == "__main__":
    main(sys.argv[1:])
