#!/usr/bin/env bash
# carry-deps.sh - puts approx-tune's Python dependencies (Optuna 3.1 and what
# it imports: SQLAlchemy, Alembic, Mako, MarkupSafe, colorlog, tqdm, PyYAML,
# packaging, cmaes) into tools/approx-tune/deps/, a folder approx-tune puts
# on sys.path before it imports them. It exists for machines that have
# Python and numpy but no Optuna and no package registry (the GPU machine):
# run it here, then carry tools/approx-tune/deps along (it is ignored by
# git; the device tool's `carry`). The packages are Debian's own debs
# (`apt-get download`, the versions setup.sh installs), unpacked, with their
# compiled extensions removed: every one of them has a pure-Python fallback
# (SQLAlchemy's C speedups, PyYAML's libyaml loader, MarkupSafe's
# _speedups), so the folder works with any Python 3 >= 3.8 whatever its ABI.
# numpy is not carried (it is compiled; the machines have their own).
# Usage: tools/approx-tune/carry-deps.sh [dest-dir]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
dest=${1:-$here/deps}
pkgs=(python3-optuna python3-sqlalchemy python3-alembic python3-mako python3-markupsafe
      python3-colorlog python3-tqdm python3-yaml python3-packaging python3-cmaes)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && apt-get download -qq "${pkgs[@]}")
rm -rf "$dest.new"
mkdir -p "$dest.new"
for deb in "$tmp"/*.deb; do
  dpkg-deb -x "$deb" "$tmp/root"
done
cp -r "$tmp"/root/usr/lib/python3/dist-packages/. "$dest.new/"
# Compiled extensions are ABI-bound (cpython-311 here): drop them, the
# packages fall back to their Python implementations.
find "$dest.new" -name '*.so' -delete
find "$dest.new" -name '__pycache__' -prune -exec rm -rf {} +
rm -rf "$dest"
mv "$dest.new" "$dest"
echo "carry-deps.sh: $(ls "$dest" | grep -vc -- '-info$') packages, $(du -sh "$dest" | cut -f1) in $dest"
