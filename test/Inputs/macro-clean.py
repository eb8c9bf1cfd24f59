#!/usr/bin/env python3
"""macro-clean.py - do user -D macros leave approx-clang's own code alone?

The driver force-includes approx.h (and what it includes) into every
compile, and the plugin inserts lowered code after the user's macros are
defined, so any ordinary identifier in either one is at the mercy of a
Makefile's -DN=..., -Dsize=..., -Dlabel=... This script collects every
identifier that occurs in the forced headers (followed from approx.h
through its #include "..." lines; comments, strings and C keywords
dropped) and in the code the plugin generates for a file using every
clause (identifiers of `approx-clang -E` output lines of that file that
the file itself does not contain), adds a list of names HPC Makefiles
commonly define, keeps those that plain clang accepts as -D<id>=7 with
the same system headers (the rest belong to the C library or OpenMP and
cannot be redefined under plain clang either), drops reserved names
(__x, _X) and the input file's own identifiers, and then compiles an
empty file and the every-clause file with approx-clang and all of those
-D<id>=7 at once (host and device compiles, and a device-only compile for
sm_90 so the NVPTX paths of the headers are seen). On failure it bisects
to name each identifier that breaks a compile. With --run it also builds
and runs the every-clause file with and without the -D's and compares the
outputs. Exit status 0 when everything compiled (and matched).
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

C_KEYWORDS = set("""
auto break case char const continue default do double else enum extern float for goto if
inline int long register restrict return short signed sizeof static struct switch typedef
union unsigned void volatile while _Alignas _Alignof _Atomic _Bool _Complex _Generic
_Imaginary _Noreturn _Static_assert _Thread_local _Pragma
""".split())
# Words after '#' that name a directive (never macro-expanded there).
DIRECTIVES = set("define undef include ifdef ifndef if elif else endif error warning line pragma".split())
# Names HPC Makefiles pass as -D every day: always tried, whether or not
# the headers use them today.
COMMON = """
N M K C R S T n m k c r s t i j l p q x y z a b d e f g h u v w lo hi size rows cols
chunk label offset count kind value hash data len length width height stride step
start end tmp temp idx index block blocks threads nthreads dev device item items plan
table entry entries state result mode scope op rate seed flag on off fast active enabled
""".split()

# A pp-number (1.0f, 0x9eULL, 1e-5) or an identifier.
TOKEN = re.compile(r"(\.?[0-9](?:[eEpP][+-]|[0-9A-Za-z_.])*)|([A-Za-z_][A-Za-z0-9_]*)")


def strip_c(text):
    """Text with comments, string and character literals blanked."""
    out, i, n = [], 0, len(text)
    while i < n:
        ch = text[i]
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(" " + "\n" * text.count("\n", i, j))
            i = j
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif ch in "\"'":
            j = i + 1
            while j < n and text[j] != ch and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(" ")
            i = j + 1
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def identifiers(text):
    """Identifiers of C text, minus keywords, directive names and header
    names of #include lines."""
    ids = set()
    for line in strip_c(text).splitlines():
        m = re.match(r"\s*#\s*(\w+)(.*)", line)
        if m:
            if m.group(1) == "include":
                continue
            line = m.group(2)
        ids.update(w for _, w in TOKEN.findall(line) if w)
    return ids - C_KEYWORDS - DIRECTIVES - {"defined"}


def header_files(include_dir):
    """approx.h and every header it includes with #include "...", in order."""
    seen, todo = [], ["approx.h"]
    while todo:
        name = todo.pop(0)
        if name in seen:
            continue
        seen.append(name)
        with open(os.path.join(include_dir, name)) as f:
            todo += re.findall(r'^\s*#\s*include\s*"([^"]+)"', f.read(), re.M)
    return [os.path.join(include_dir, h) for h in seen]


def system_headers(paths):
    inc = set()
    for p in paths:
        with open(p) as f:
            inc.update(re.findall(r"^\s*#\s*include\s*<([^>]+)>", f.read(), re.M))
    return sorted(inc)


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True)


def preprocess(args, flags, source):
    """The lines of `approx-clang -E` output that come from the forced
    headers or from `source` (lowered code included), as one string."""
    r = run([args.approx_clang, "-E"] + flags + [source])
    if r.returncode != 0:
        return None
    inc = os.path.realpath(args.include_dir) + os.sep
    src = os.path.realpath(source)
    mine, lines = False, []
    for line in r.stdout.splitlines():
        m = re.match(r'#\s+\d+\s+"([^"]*)"', line)
        if m:
            path = os.path.realpath(m.group(1))
            mine = path == src or path.startswith(inc)
            continue
        if mine and line.strip():
            lines.append(line)
    return "\n".join(lines)


def reserved(w):
    return w.startswith("__") or re.match(r"_[A-Z]", w) is not None


def defines(ids):
    return ["-D%s=7" % w for w in sorted(ids)]


def culprits(ok, ids, limit=30):
    """Groups of ids whose -D breaks `ok` (ok(ids) -> bool), by bisection;
    assumes ok(ids) is False. Stops after `limit` groups."""
    ids = sorted(ids)
    if len(ids) == 1:
        return [ids]
    half = len(ids) // 2
    found = []
    for part in (ids[:half], ids[half:]):
        if len(found) < limit and not ok(part):
            found += culprits(ok, part, limit - len(found))
    return found or [ids]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--approx-clang", required=True)
    ap.add_argument("--clang", required=True)
    ap.add_argument("--include-dir", required=True, help="the staged approx/ include directory")
    ap.add_argument("--source", required=True, help="the every-clause file")
    ap.add_argument("--tmp", required=True)
    ap.add_argument("--run", action="store_true")
    args = ap.parse_args()
    os.makedirs(args.tmp, exist_ok=True)

    host = ["-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu"]
    nvptx = ["-fopenmp", "--offload-arch=sm_90", "--offload-device-only", "-nogpulib"]
    views = [("host", host + ["--offload-host-only"]), ("device", host + ["--offload-device-only"]),
             ("sm_90", nvptx)]
    headers = header_files(args.include_dir)
    header_ids = set()
    for h in headers:
        with open(h) as f:
            header_ids |= identifiers(f.read())
    empty = os.path.join(args.tmp, "empty.c")
    open(empty, "w").close()
    with open(args.source) as f:
        own = identifiers(f.read())

    # Lowered code: what the -E output of the every-clause file spells that
    # the file itself does not.
    reference = {}
    gen_ids = set()
    for src in (empty, args.source):
        for view, flags in views:
            text = preprocess(args, flags, src)
            if text is None:
                sys.exit("macro-clean: %s does not preprocess (%s) without -D's" % (src, view))
            reference[src, view] = text
            if src == args.source:
                gen_ids |= identifiers(text) - own
    print("macro-clean: %d identifiers in the forced headers (%s), %d in lowered code"
          % (len(header_ids), " ".join(os.path.basename(h) for h in headers), len(gen_ids)))
    unreserved = sorted(w for w in header_ids | gen_ids if not reserved(w))
    print("macro-clean: not reserved: %s" % (" ".join(unreserved) or "none"))

    # Names plain clang accepts as -D<id>=7 with the system headers the
    # forced headers (for the empty file) and also the every-clause file
    # include, per target (the sm_90 compile also includes clang's CUDA
    # wrappers); the rest belong to the C library or OpenMP.
    # omp_*: the OpenMP API, declared by the headers as omp.h declares it.
    names = {w for w in header_ids | gen_ids | set(COMMON)
             if not reserved(w) and not w.startswith("omp_")}
    allowed = {}
    for src in (empty, args.source):
        probe = os.path.join(args.tmp, "probe.c")
        with open(probe, "w") as f:
            for inc in system_headers(headers + [src]):
                f.write("#include <%s>\n" % inc)
            f.write("int macro_clean_probe;\n")
        for target, flags in (("host", ["-fopenmp"]), ("sm_90", nvptx)):
            def plain_ok(ids, flags=flags):
                return run([args.clang, "-fsyntax-only"] + flags + defines(ids) + [probe]).returncode == 0

            pool = allowed.get((empty, target), allowed.get((src, "host"), names))
            if src == args.source:
                pool = pool - own
            refused = set()
            if not plain_ok(pool):
                for group in culprits(plain_ok, pool, limit=len(pool)):
                    refused.update(group)
            allowed[src, target] = pool - refused
            print("macro-clean: %s, %s: plain clang refuses %s"
                  % (os.path.basename(src), target, " ".join(sorted(refused)) or "none"))

    failed = False
    for src, what in ((empty, "empty file"), (args.source, "every clause")):
        mine = {t: allowed[src, t] for t in ("host", "sm_90")}
        print("macro-clean: %s: %d -D's (%d for sm_90)" % (what, len(mine["host"]), len(mine["sm_90"])))
        # (1) Our code preprocesses the same with the -D's as without.
        for view, flags in views:
            ref = reference[src, view]
            ids = mine["sm_90" if view == "sm_90" else "host"]

            def same(sub, flags=flags, ref=ref):
                return preprocess(args, flags + defines(sub), src) == ref

            if same(ids):
                continue
            failed = True
            # Names the output spells outside pragmas are certainly replaced
            # (the headers' pragma words are protected by push_macro).
            plain = "\n".join(l for l in ref.splitlines() if not l.lstrip().startswith("#"))
            seen = identifiers(plain) & ids
            rest = ids - seen
            groups = [[w] for w in sorted(seen)]
            if not same(rest):
                groups += culprits(same, rest)
            print("macro-clean: FAIL: %s (%s): the -D's change the forced headers or the lowered "
                  "code: %s" % (what, view, " ".join("-D%s=7" % "+".join(g) for g in groups)))
        # (2) And it compiles (host and device).
        for view, flags in (("host", host), ("sm_90", nvptx)):
            r = run([args.approx_clang, "-fsyntax-only"] + flags + defines(mine[view]) + [src])
            if r.returncode != 0:
                failed = True
                first = next((l for l in r.stderr.splitlines() if "error:" in l), "?")
                print("macro-clean: FAIL: %s (%s) does not compile with the -D's: %s"
                      % (what, view, first))
            else:
                print("macro-clean: %s (%s): compiles with the -D's" % (what, view))
    if failed:
        return 1

    if args.run:
        outs = []
        for ds in ([], defines(mine["host"])):
            exe = os.path.join(args.tmp, "every-clause%d" % len(outs))
            r = run([args.approx_clang] + host + ds + [args.source, "-o", exe])
            if r.returncode != 0:
                print("macro-clean: FAIL: cannot build the every-clause program:\n" + r.stderr)
                return 1
            r = subprocess.run([exe], capture_output=True, text=True,
                               env=dict(os.environ, OMP_TARGET_OFFLOAD="MANDATORY"))
            outs.append((r.returncode, r.stdout))
        if outs[0] != outs[1] or outs[0][0] != 0:
            print("macro-clean: FAIL: the -D's change the program's output:\n--- without\n%s"
                  "--- with\n%s" % (outs[0][1], outs[1][1]))
            return 1
        print("macro-clean: every clause runs alike with and without the -D's (%d lines)"
              % len(outs[0][1].splitlines()))
    print("macro-clean: PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
