#!/bin/sh
# Stand-in for clang (APPROX_CLANG_PATH): shows what approx-clang passed.
if [ "${APPROX_PLUGIN_ARGS+set}" = set ]; then
  printf 'APPROX_PLUGIN_ARGS=[%s]\n' "$APPROX_PLUGIN_ARGS"
else
  echo 'APPROX_PLUGIN_ARGS unset'
fi
for a in "$@"; do printf 'ARG=%s\n' "$a"; done
exit "${FAKE_CLANG_RC:-0}"
