#!/usr/bin/env bash
# Installs what the test layers need beyond npm: a Java runtime for DynamoDB Local, Debian's
# Chromium for the end-to-end tests and ffmpeg for video processing. As root it installs them;
# otherwise it says what to run.
set -euo pipefail

missing=()
command -v java >/dev/null 2>&1 || missing+=(openjdk-17-jre-headless)
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)

[ ${#missing[@]} -eq 0 ] && exit 0

# On a fresh cloud machine unattended-upgrades or cloud-init often hold the dpkg/apt lock for
# minutes: wait for it (apt's own lock timeout) and retry, rather than failing the whole test run.
LOCK_WAIT_SECONDS=${APT_LOCK_WAIT_SECONDS:-600}
apt_get() {
  local attempt
  for attempt in 1 2 3 4 5 6; do
    if apt-get -o DPkg::Lock::Timeout="$LOCK_WAIT_SECONDS" "$@"; then return 0; fi
    echo "apt-get $1 failed (attempt $attempt; another package manager may hold the lock); retrying in 20 s..." >&2
    sleep 20
  done
  return 1
}

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} with apt-get (waiting for the package lock if another install holds it)..."
  export DEBIAN_FRONTEND=noninteractive
  apt_get update -qq
  apt_get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "The tests need: ${missing[*]}. Install them with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
