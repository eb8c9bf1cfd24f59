#!/usr/bin/env python3
"""exec-survey.py - every exec test's program once under valgrind on the
x86_64 host-offload device.

The lit suite runs a few programs under valgrind (test/Exec/*valgrind*);
this survey runs all of them, to find heap errors that depend on layout
and that a passing test does not show. For each test/Exec/*.c and *.cpp
whose first RUN line builds it with %host-offload, it builds the program
with that line's flags and runs it once under memcheck with the APPROX_*
variables of the first run line, OMP_TARGET_OFFLOAD=MANDATORY and the
suppression file of libomp 19's own reports (test/Exec/Inputs/
libomp-teams.supp). libomptarget 19 keeps a device memory of its own
there, so with APPROX_HOST_TRANSFERS=1 the data techniques take their GPU
paths (docs/design.md, "Testing the runtime under valgrind"). It prints
one line per program and exits 1 if any program had a memory error.
About 20 minutes on two cores; not part of CI.

Usage: tools/valgrind/exec-survey.py [--cc DRIVER] [--src DIR] [--out DIR] [name.c ...]
(DRIVER: build/stage/bin/approx-clang; DIR: test/Exec; names: only those)."""
import argparse
import glob
import os
import re
import shlex
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ERROR = re.compile(r'==\d+== (Invalid|Conditional|Use of|Syscall|Mismatched|Source and)')


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--cc', default=os.path.join(ROOT, 'build/stage/bin/approx-clang'))
    ap.add_argument('--src', default=os.path.join(ROOT, 'test/Exec'))
    ap.add_argument('--out', default='/tmp/approx-valgrind-survey')
    ap.add_argument('only', nargs='*')
    a = ap.parse_args()
    cc = os.path.abspath(a.cc)
    env = dict(os.environ, OMP_TARGET_OFFLOAD='MANDATORY',
               LD_LIBRARY_PATH='/usr/lib/llvm-19/lib:' +
               os.path.join(os.path.dirname(os.path.dirname(cc)), 'lib'))
    supp = os.path.join(ROOT, 'test/Exec/Inputs/libomp-teams.supp')
    os.makedirs(a.out, exist_ok=True)
    bad = 0
    files = sorted(glob.glob(os.path.join(a.src, '*.c')) + glob.glob(os.path.join(a.src, '*.cpp')))
    for f in files:
        name = os.path.basename(f)
        if a.only and name not in a.only:
            continue
        runs = re.findall(r'^// RUN: (.*)$', open(f).read(), re.M)
        m = re.search(r'%approx-clang(xx)?\s+(.*?)\s+%s\b(.*?)-o %t', runs[0]) if runs else None
        if not m or '%host-offload' not in runs[0]:
            continue
        flags = (m.group(2) + ' ' + m.group(3)).replace(
            '%host-offload', '-fopenmp -fopenmp-targets=x86_64-pc-linux-gnu')
        if '%' in flags:
            continue
        exe = os.path.join(a.out, name.rsplit('.', 1)[0])
        r = subprocess.run([cc + ('++' if m.group(1) else '')] + shlex.split(flags) +
                           ['-I', os.path.join(a.src, 'Inputs'), f, '-o', exe, '-lm'],
                           capture_output=True, text=True, env=env)
        if r.returncode:
            print(name, 'build failed', flush=True)
            bad += 1
            continue
        run_env = dict(env)
        first_run = next((l for l in runs if '%run' in l), '')
        run_env.update((k, v) for k, v in re.findall(r'\b(APPROX_(?!REPORT)[A-Z_]+)=(\S+)', first_run)
                       if '%' not in v)  # lit's %t files are not made here
        try:
            r = subprocess.run(['valgrind', '-q', '--error-exitcode=99', '--suppressions=' + supp, exe],
                               capture_output=True, text=True, env=run_env, timeout=600, cwd=a.out)
        except subprocess.TimeoutExpired:
            print(name, 'timeout', flush=True)
            bad += 1
            continue
        errors = [l for l in r.stderr.splitlines() if ERROR.match(l)]
        with open(exe + '.vg', 'w') as log:
            log.write(r.stderr)
        bad += bool(errors)
        print(name, 'exit %d' % r.returncode, '%d memory errors' % len(errors),
              errors[0] if errors else '', flush=True)
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
