#!/usr/bin/env bash
# Prepares the image inputs of the benchmarks: the BSD-licensed test images
# of Debian's python3-skimage package (apt-get download + dpkg-deb -x, no
# install), decoded with stb_image (libstb-dev) to grey float32 at their
# native size, as <out-dir>/<name>.<W>x<H>.f32. The benchmarks scale them to
# the run size (3072 x 3072 in the GPU sweep) bilinearly when they load them
# (bench.h), which keeps the files small enough to carry (~4 MiB in all).
# Needs root (or sudo) for apt-get when libstb-dev is missing.
# Usage: benchmarks/harness/prepare_inputs.sh <out-dir>
set -euo pipefail
out=$1
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
sudo=; [ "$(id -u)" = 0 ] || sudo=sudo
if [ ! -f /usr/include/stb/stb_image.h ]; then
  $sudo apt-get install -y libstb-dev >/dev/null 2>&1 || { $sudo apt-get update >/dev/null && $sudo apt-get install -y libstb-dev >/dev/null; }
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && { apt-get download python3-skimage >/dev/null 2>&1 || { $sudo apt-get update >/dev/null && apt-get download python3-skimage >/dev/null; }; } && dpkg-deb -x python3-skimage_*.deb x)
data=$(find "$tmp/x" -type d -path '*skimage/data' | head -1)
[ -n "$data" ] || { echo "prepare_inputs: no skimage/data in python3-skimage" >&2; exit 1; }
cc=$(command -v cc || command -v gcc || echo /usr/lib/llvm-19/bin/clang)
"$cc" -O2 -w -I/usr/include/stb "$here/img2f32.c" -o "$tmp/img2f32" -lm
for img in coins.png camera.png astronaut.png coffee.png moon.png; do
  "$tmp/img2f32" "$data/$img" "$out" "${img%.*}" >/dev/null
done
ls "$out"
