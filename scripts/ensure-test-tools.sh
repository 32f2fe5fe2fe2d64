#!/usr/bin/env bash
# The test run needs four of Debian's packages: Chromium's headless shell (the browser journeys drive it: no
# browser window, tab strip or GPU process to feed, a fifth less CPU per journey than the full browser), Chromium
# itself (screenshots and the Lighthouse benchmark), faketime (the calendar guard runs date-sensitive tests on
# chosen days) and nginx (the topology test puts three instances behind it, as a load balancer). Install
# whichever the machine does not have yet.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/lib/chromium/chromium-headless-shell ] || missing+=(chromium-headless-shell)
[ -x /usr/bin/faketime ] || missing+=(faketime)
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing ${missing[*]} from Debian's packages (needed by the tests)..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
/usr/bin/chromium --version
/usr/lib/chromium/chromium-headless-shell --version
/usr/bin/faketime -f '+0d' true
/usr/sbin/nginx -v
