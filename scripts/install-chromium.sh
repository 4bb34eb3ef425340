#!/bin/sh
# Installs Debian's chromium and its headless shell (scripts/lib/chromium.ts says what each
# is for) unless both are installed. Both at once: they share chromium-common and must be
# of the same version. Plain sh, so that .ci/run can start it while npm ci runs.
# Without Debian's recommended packages (a printer dialog, udev, upower, Mesa's drivers and
# 100 more, none used headless): 27 packages and about 25 s of CPU instead of 126 and 57 s.
# fonts-liberation, one of them, stays: the pages' fallback fonts render as before.
set -eu
installed=$(dpkg-query -W -f='${Status}\n' chromium chromium-headless-shell 2> /dev/null |
  grep -c '^install ok installed$' || true)
[ "$installed" = 2 ] && exit 0
apt-get update -q
DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
  chromium chromium-headless-shell fonts-liberation
