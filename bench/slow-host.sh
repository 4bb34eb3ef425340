#!/bin/sh
# Runs a command as on the slower hosts of this machine kind (docs/decisions/092): the
# command, everything it starts and the PostgreSQL server share 0.9 of a CPU, through the
# cgroup v1 cpu controller (a CFS quota of 9 ms in every 10 ms). Needs root.
#
#   sh bench/slow-host.sh bash .ci/run
#
# Calibrated on 2026-11-27: a clean-clone CI of 65f3dd7 took 953 s under it on a fast host
# and 943 s on a real slower host (hello-world 18,700-19,600 req/s there; 15,000-19,000
# under this quota). The two busy loops used before under-read that host by about 15%.
set -eu

QUOTA_US="${SLOW_HOST_QUOTA_US:-9000}"
PERIOD_US=10000
ROOT=/sys/fs/cgroup/cpu
GROUP="$ROOT/slow-host"

if [ ! -w "$ROOT" ]; then
  echo "bench/slow-host.sh needs root and the cgroup v1 cpu controller at $ROOT." >&2
  exit 1
fi
mkdir -p "$GROUP"
echo "$PERIOD_US" > "$GROUP/cpu.cfs_period_us"
echo "$QUOTA_US" > "$GROUP/cpu.cfs_quota_us"

# PostgreSQL's server forks a backend per connection: with the postmaster in the group,
# every backend the command opens is in it too. Put back whatever was moved on the way out.
postgres_pids="$(pgrep -x postgres || true)"
restore() {
  for pid in $postgres_pids; do echo "$pid" > "$ROOT/cgroup.procs" 2>/dev/null || true; done
}
trap restore EXIT
for pid in $postgres_pids; do echo "$pid" > "$GROUP/cgroup.procs" 2>/dev/null || true; done

echo "Running with $QUOTA_US µs of CPU in every $PERIOD_US µs: $*"
# A child shell joins the group first, then becomes the command.
sh -c 'echo $$ > "$1/cgroup.procs"; shift; exec "$@"' slow-host "$GROUP" "$@"
