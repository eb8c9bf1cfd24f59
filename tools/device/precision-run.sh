#!/usr/bin/env bash
# precision-run.sh - one device call of issue 19's mixed-precision runs:
# unpacks the carried compiler (gpu-out/carry, tools/device/carry-compiler.sh;
# `. tools/device/use-compiler.sh`), runs benchmarks/harness/precision_tune.sh
# on the apps given into /tmp/pt, and packs the results into
# $OUT/pt-<apps>.tgz without the binary cache and the work folders (the
# device tool returns files up to 16 MiB). A run cut by APP_TIME_LIMIT
# continues from its journal when the next call finds /tmp/pt (a warm
# machine keeps /tmp for about 30 s), or when the call carries an earlier
# call's tgz as gpu-out/carry/resume.tgz (with the same build command and
# sources: the journal's name hashes them, precision_cli.journal_key).
# Usage (device tool, carry ["gpu-out/carry"]):
#   APP_TIME_LIMIT=480 bash tools/device/precision-run.sh cfd_euler backprop
# Environment as precision_tune.sh; defaults here: BUDGET 30,
# THRESHOLDS middle, RETIME 3, CONFIDENCE 0. One app at a time fits a
# 10-minute call better: APP_TIME_LIMIT times the apps must stay under it.
set -u
cd "$(dirname "$0")/../.."
. tools/device/use-compiler.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
date -u +%FT%TZ
mkdir -p /tmp/pt
if [ -f gpu-out/carry/resume.tgz ] && [ ! -e /tmp/pt/.resumed ]; then
  tar xzf gpu-out/carry/resume.tgz -C /tmp && touch /tmp/pt/.resumed
fi
out=${OUT:-/tmp/out}
mkdir -p "$out"
OUT=/tmp/pt THRESHOLDS=${THRESHOLDS:-middle} RETIME=${RETIME:-3} CONFIDENCE=${CONFIDENCE:-0} \
  benchmarks/harness/precision_tune.sh "${BUDGET:-30}" "$@" 2>&1 | tail -40
tar czf "$out/pt-$(echo "$@" | tr ' ' '-').tgz" --exclude=bin-cache --exclude=work -C /tmp pt
