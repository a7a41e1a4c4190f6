#!/usr/bin/env bash
# Usage: install-debian-packages.sh PROGRAM PACKAGE...
# Installs Debian's PACKAGEs when PROGRAM (a path) is missing: what the tests need beyond npm (Chromium, PostgreSQL
# 15). Installing needs root; anyone else is told the command. Quiet when PROGRAM is there.
set -euo pipefail

if [[ $# -lt 2 ]]; then
  echo "usage: install-debian-packages.sh PROGRAM PACKAGE..." >&2
  exit 2
fi
program=$1
shift
if [[ -x $program ]]; then
  exit 0
fi

if [[ $(id -u) -ne 0 ]]; then
  echo "$program is missing; install it as root: apt-get install -y $*" >&2
  exit 1
fi

echo "installing Debian's $* (one time)"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "$@" >/dev/null
