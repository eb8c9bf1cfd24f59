"""Runs the cc1 job of `CC -fopenmp -fsyntax-only FILE` under valgrind for
each FILE and counts memory errors. A use-after-free in the plugin may not
crash (it depends on the heap layout), so the lit tests that must prove its
absence run here. Exit status 0 or 1 of the compiler is fine (bad input is
expected); valgrind's own exit code 99 is a memory error.
Usage: cc1-valgrind.py CC FILE..."""
import shlex, subprocess, sys

cc, files = sys.argv[1], sys.argv[2:]
errors = 0
for f in files:
    job = subprocess.run([cc, "-fopenmp", "-fsyntax-only", f, "-###"],
                         capture_output=True, text=True)
    cc1 = [l for l in job.stderr.splitlines() if '"-cc1"' in l]
    if len(cc1) != 1:
        print(f"{f}: no single cc1 job in -### output")
        errors += 1
        continue
    r = subprocess.run(["valgrind", "-q", "--error-exitcode=99"] + shlex.split(cc1[0]),
                       capture_output=True, text=True)
    bad = r.returncode not in (0, 1) or "Invalid" in r.stderr
    errors += bad
    print(f"{f.split('/')[-1]}: exit {r.returncode}" + (" MEMORY ERROR" if bad else ""))
    if bad:
        print(r.stderr[-3000:])
print(f"{len(files)} cases, {errors} memory errors")
sys.exit(1 if errors else 0)
