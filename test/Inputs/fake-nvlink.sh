#!/bin/sh
# Stand-in for nvlink (APPROX_REAL_NVLINK): copies $FAKE_NVLINK_INPUT to the
# -o / --output-file file, or fails with $FAKE_NVLINK_RC.
out=
while [ $# -gt 0 ]; do
  case "$1" in
    -o|--output-file) out=$2; shift ;;
    --output-file=*) out=${1#--output-file=} ;;
  esac
  shift
done
echo "fake-nvlink: output $out"
if [ "${FAKE_NVLINK_RC:-0}" != 0 ]; then
  echo "fake-nvlink: failing with $FAKE_NVLINK_RC" >&2
  exit "$FAKE_NVLINK_RC"
fi
[ -n "$FAKE_NVLINK_INPUT" ] && cp "$FAKE_NVLINK_INPUT" "$out"
exit 0
